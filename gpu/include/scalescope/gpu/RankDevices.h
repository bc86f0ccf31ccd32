#pragma once
// One GPU per rank for the CUDA backend across ranks: which device a rank takes, and what in the
// job's assignment stops NCCL (a rank without a GPU, two ranks on one GPU). Plain C++, no CUDA.
#include <nlohmann/json.hpp>

#include <string>

namespace scalescope::gpu {

struct RankDevice
{
    int index = -1;     // the CUDA device this rank measures; -1: none
    std::string reason; // why none, in words
};

// Local rank k of its host takes device k; a rank that sees a single device (srun --gpus-per-task,
// or CUDA_VISIBLE_DEVICES set per rank) takes that one. `whyNone`: the runtime's words when it
// sees no device.
RankDevice chooseRankDevice(int localRank, int visibleDevices, const std::string &whyNone);

// `rankDetails`: the document's mpi.rank_details, each with "gpu" ({index, pci_bus_id, ...} or
// null) and "gpu_reason". Empty when every rank has a GPU of its own; otherwise what is wrong and
// what to do, naming the ranks and hosts.
std::string rankDeviceProblem(const nlohmann::json &rankDetails);

} // namespace scalescope::gpu
