// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keeping the host side of a transfer on the GPU's NUMA node: the calling thread is bound to
// that node's CPUs for the scope, so buffers it allocates and touches land in its memory.
#include <string>

namespace scalescope::gpu {

// NUMA nodes the kernel reports (1 on a machine without NUMA).
int numaNodeCount();

// The NUMA node of a PCI device ("0000:3B:00.0"), -1 when unknown.
int pciNumaNode(const std::string &pciBusId);

class NumaPlacement
{
public:
    // Does nothing when node < 0 or the machine has a single node.
    explicit NumaPlacement(int node);
    ~NumaPlacement();
    NumaPlacement(const NumaPlacement &) = delete;
    NumaPlacement &operator=(const NumaPlacement &) = delete;
    bool applied() const { return m_applied; }
    int node() const { return m_node; }
    const std::string &cpus() const { return m_cpus; } // the node's cpulist, as the kernel wrote it

private:
    bool m_applied = false;
    int m_node = -1;
    std::string m_cpus;
    void *m_saved = nullptr; // the previous cpu_set_t
};

} // namespace scalescope::gpu
