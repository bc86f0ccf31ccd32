// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How scalescope-probe-mpi lays its measurements over the job: which GPU each rank takes for the
// CUDA backend, what in the assignment stops NCCL (a rank without a GPU, two ranks on one GPU), and
// which pairs of ranks play ping-pong. Plain C++, no MPI, no CUDA.
#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

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

// The ping-pong pairs for ranks on hosts `hostOfRank` (rank order): rank 0 with every other rank,
// then, with three hosts or more, the first rank of each other host with the first rank of every
// later host, so every pair of hosts is measured once across the network.
std::vector<std::pair<int, int>> pingPongPairs(const std::vector<std::string> &hostOfRank);

} // namespace scalescope::gpu
