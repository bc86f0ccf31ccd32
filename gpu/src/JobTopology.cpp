// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/JobTopology.h"

#include <algorithm>
#include <map>
#include <utility>

namespace scalescope::gpu {

RankDevice chooseRankDevice(int localRank, int visibleDevices, const std::string &whyNone)
{
    if (visibleDevices <= 0)
        return {-1, whyNone.empty() ? std::string("no CUDA device") : whyNone};
    if (visibleDevices == 1)
        return {0, {}};
    if (localRank < visibleDevices)
        return {localRank, {}};
    return {-1, "it is local rank " + std::to_string(localRank) + " on a host with " + std::to_string(visibleDevices) +
                    " GPUs; start at most " + std::to_string(visibleDevices) + " ranks per host"};
}

std::string rankDeviceProblem(const nlohmann::json &rankDetails)
{
    std::string problems;
    const auto add = [&problems](const std::string &text) { problems += (problems.empty() ? "" : "; ") + text; };
    std::map<std::pair<std::string, std::string>, int> firstOnBus; // (host, PCI bus id) → rank
    for (const nlohmann::json &d : rankDetails) {
        const int rank = d.value("rank", -1);
        const std::string host = d.value("hostname", std::string("?"));
        const std::string who = "rank " + std::to_string(rank) + " on " + host;
        const nlohmann::json gpu = d.value("gpu", nlohmann::json());
        if (!gpu.is_object()) {
            add(who + " has no GPU: " + d.value("gpu_reason", std::string("no CUDA device")));
            continue;
        }
        const std::string bus = gpu.value("pci_bus_id", std::string());
        const auto [it, fresh] = firstOnBus.emplace(std::make_pair(host, bus), rank);
        if (!fresh)
            add(who + " and rank " + std::to_string(it->second) + " share the GPU at " + bus +
                " (NCCL needs one GPU per rank: give each rank its own, e.g. srun --gpus-per-task=1)");
    }
    return problems;
}

std::vector<std::pair<int, int>> pingPongPairs(const std::vector<std::string> &hostOfRank)
{
    std::vector<std::pair<int, int>> pairs;
    std::vector<int> leaders; // the first rank of each host, in order of appearance
    std::vector<std::string> seen;
    for (int r = 0; r < int(hostOfRank.size()); ++r) {
        if (r > 0)
            pairs.emplace_back(0, r);
        if (std::find(seen.begin(), seen.end(), hostOfRank[size_t(r)]) == seen.end()) {
            seen.push_back(hostOfRank[size_t(r)]);
            leaders.push_back(r);
        }
    }
    // Rank 0 leads the first host: its pairs with the other leaders are already above.
    for (size_t a = 1; a < leaders.size(); ++a)
        for (size_t b = a + 1; b < leaders.size(); ++b)
            pairs.emplace_back(leaders[a], leaders[b]);
    return pairs;
}

} // namespace scalescope::gpu
