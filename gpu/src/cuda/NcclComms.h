#pragma once
// One NCCL communicator and stream per device, all in this process (ncclCommInitAll), used by
// the all-reduce and train-step suites.
#include "CudaCommon.h"
#include "scalescope/gpu/NcclApi.h"

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
    std::vector<int> m_devices;
    std::vector<NcclApi::Comm> m_comms;
    std::vector<cudaStream_t> m_streams;
};

void checkNccl(NcclApi::Result r, const char *what);

} // namespace scalescope::gpu::cuda
