// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NCCL communicators for the all-reduce and train-step suites: one per device, all in this process
// (ncclCommInitAll), or one per rank of a job, each process with its own device (ncclCommInitRank).
#include "CudaCommon.h"
#include "scalescope/gpu/NcclApi.h"
#include "scalescope/gpu/RankGroup.h"

#include <functional>
#include <vector>

namespace scalescope::gpu::cuda {

class NcclComms
{
public:
    explicit NcclComms(const std::vector<int> &devices); // throws with NCCL's words
    ~NcclComms();
    NcclComms(const NcclComms &) = delete;
    NcclComms &operator=(const NcclComms &) = delete;

    int size() const { return int(m_devices.size()); }
    cudaStream_t stream(int rank) const { return m_streams[size_t(rank)]; }
    // Sums `count` floats from send(rank) into recv(rank) on every rank's stream (send may be recv).
    void allReduce(const std::function<const float *(int)> &send, const std::function<float *(int)> &recv, size_t count);
    void synchronize();

private:
    void release(); // the destructor's work, also for a constructor that throws
    std::vector<int> m_devices;
    std::vector<NcclApi::Comm> m_comms;
    std::vector<cudaStream_t> m_streams;
};

// This rank's member of one communicator across the ranks of `group`, on `device`. Rank 0 makes the
// unique id and the group carries it to the others. Collective; throws with NCCL's words.
class NcclRankComm
{
public:
    NcclRankComm(RankGroup &group, int device);
    ~NcclRankComm();
    NcclRankComm(const NcclRankComm &) = delete;
    NcclRankComm &operator=(const NcclRankComm &) = delete;

    cudaStream_t stream() const { return m_stream; }
    // Sums `count` floats from every rank's `send` into its `recv` (may be the same), on stream().
    void allReduce(const float *send, float *recv, size_t count);
    void synchronize();

private:
    int m_device;
    NcclApi::Comm m_comm = nullptr;
    cudaStream_t m_stream = nullptr;
};

void checkNccl(NcclApi::Result r, const char *what);

} // namespace scalescope::gpu::cuda
