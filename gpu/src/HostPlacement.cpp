// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/HostPlacement.h"

#include "scalescope/gpu/ProbeMath.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>

#include <sched.h>

namespace scalescope::gpu {
namespace {

std::string firstLine(const std::string &path)
{
    std::ifstream f(path);
    std::string line;
    std::getline(f, line);
    return line;
}

} // namespace

int numaNodeCount()
{
    std::error_code ec;
    int nodes = 0;
    for (const auto &e : std::filesystem::directory_iterator("/sys/devices/system/node", ec)) {
        const std::string n = e.path().filename().string();
        if (n.size() > 4 && n.rfind("node", 0) == 0 && std::all_of(n.begin() + 4, n.end(), ::isdigit))
            ++nodes;
    }
    return std::max(1, nodes);
}

int pciNumaNode(const std::string &pciBusId)
{
    std::string id = pciBusId;
    std::transform(id.begin(), id.end(), id.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    const std::string text = firstLine("/sys/bus/pci/devices/" + id + "/numa_node");
    try {
        return text.empty() ? -1 : std::stoi(text);
    } catch (const std::exception &) {
        return -1;
    }
}

NumaPlacement::NumaPlacement(int node) : m_node(node)
{
    if (node < 0 || numaNodeCount() < 2)
        return;
    m_cpus = firstLine("/sys/devices/system/node/node" + std::to_string(node) + "/cpulist");
    const std::vector<int> cpus = parseCpuList(m_cpus);
    if (cpus.empty())
        return;
    auto *saved = new cpu_set_t;
    CPU_ZERO(saved);
    if (sched_getaffinity(0, sizeof(cpu_set_t), saved) != 0) {
        delete saved;
        return;
    }
    cpu_set_t set;
    CPU_ZERO(&set);
    for (int c : cpus)
        if (c < CPU_SETSIZE)
            CPU_SET(c, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) {
        delete saved;
        return;
    }
    m_saved = saved;
    m_applied = true;
}

NumaPlacement::~NumaPlacement()
{
    if (auto *saved = static_cast<cpu_set_t *>(m_saved)) {
        sched_setaffinity(0, sizeof(cpu_set_t), saved);
        delete saved;
    }
}

} // namespace scalescope::gpu
