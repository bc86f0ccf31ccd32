// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "NcclComms.h"

namespace scalescope::gpu::cuda {

void checkNccl(NcclApi::Result r, const char *what)
{
    if (r != 0)
        throw std::runtime_error(std::string(what) + ": " + ncclApi().GetErrorString(r));
}

NcclComms::NcclComms(const std::vector<int> &devices) : m_devices(devices)
{
    const NcclApi &nccl = ncclApi();
    if (!nccl.usable())
        throw std::runtime_error("NCCL: " + nccl.reason);
    m_comms.resize(devices.size(), nullptr);
    checkNccl(nccl.CommInitAll(m_comms.data(), int(devices.size()), devices.data()), "ncclCommInitAll");
    try {
        for (int d : devices) {
            DeviceScope scope(d);
            cudaStream_t s = nullptr;
            check(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), "cudaStreamCreate");
            m_streams.push_back(s);
        }
    } catch (...) {
        release(); // the communicators and the streams made so far
        throw;
    }
}

NcclComms::~NcclComms()
{
    release();
}

void NcclComms::release()
{
    for (size_t i = 0; i < m_streams.size(); ++i) {
        cudaSetDevice(m_devices[i]);
        cudaStreamDestroy(m_streams[i]);
    }
    for (NcclApi::Comm c : m_comms)
        if (c)
            ncclApi().CommDestroy(c);
    m_streams.clear();
    m_comms.clear();
}

void NcclComms::allReduce(const std::function<const float *(int)> &send, const std::function<float *(int)> &recv, size_t count)
{
    const NcclApi &nccl = ncclApi();
    checkNccl(nccl.GroupStart(), "ncclGroupStart");
    for (int r = 0; r < size(); ++r)
        checkNccl(
            nccl.AllReduce(send(r), recv(r), count, NcclApi::Float32, NcclApi::Sum, m_comms[size_t(r)], m_streams[size_t(r)]),
            "ncclAllReduce");
    checkNccl(nccl.GroupEnd(), "ncclGroupEnd");
}

void NcclComms::synchronize()
{
    for (size_t i = 0; i < m_streams.size(); ++i) {
        DeviceScope scope(m_devices[i]);
        check(cudaStreamSynchronize(m_streams[i]), "cudaStreamSynchronize");
    }
}

NcclRankComm::NcclRankComm(RankGroup &group, int device) : m_device(device)
{
    const NcclApi &nccl = ncclApi();
    if (!nccl.usable()) // the suites check every rank first: this rank alone failing ends the job
        throw std::runtime_error("NCCL: " + nccl.reason);
    NcclApi::UniqueId id{};
    bool made = true;
    if (group.root())
        made = nccl.GetUniqueId(&id) == 0;
    if (!group.agree(made)) // every rank stops here together rather than wait for an id that never comes
        throw std::runtime_error("ncclGetUniqueId failed on rank 0");
    group.broadcast(&id, sizeof id);
    DeviceScope scope(device);
    checkNccl(nccl.CommInitRank(&m_comm, group.size(), id, group.rank()), "ncclCommInitRank");
    if (const cudaError_t e = cudaStreamCreateWithFlags(&m_stream, cudaStreamNonBlocking); e != cudaSuccess) {
        nccl.CommDestroy(m_comm); // the destructor does not run for a constructor that throws
        check(e, "cudaStreamCreate");
    }
}

NcclRankComm::~NcclRankComm()
{
    cudaSetDevice(m_device);
    if (m_comm)
        ncclApi().CommDestroy(m_comm);
    if (m_stream)
        cudaStreamDestroy(m_stream);
}

void NcclRankComm::allReduce(const float *send, float *recv, size_t count)
{
    checkNccl(ncclApi().AllReduce(send, recv, count, NcclApi::Float32, NcclApi::Sum, m_comm, m_stream), "ncclAllReduce");
}

void NcclRankComm::synchronize()
{
    DeviceScope scope(m_device);
    check(cudaStreamSynchronize(m_stream), "cudaStreamSynchronize");
}

} // namespace scalescope::gpu::cuda
