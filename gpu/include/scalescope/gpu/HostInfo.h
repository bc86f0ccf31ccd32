// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the probe says about the machine it runs on: host, OS, CPU, memory, NUMA nodes, NICs.
#include <cstdint>
#include <istream>
#include <set>
#include <string>
#include <vector>

namespace scalescope::gpu {

struct HostInfo
{
    std::string hostname;
    std::string os;          // PRETTY_NAME of /etc/os-release, or uname
    std::string kernel;      // uname -r
    std::string cpuModel;    // /proc/cpuinfo "model name"
    int logicalCpus = 0;     // hardware threads
    int64_t memoryBytes = 0; // MemTotal
    std::set<std::string> cpuFlags;
    std::string architecture;      // uname -m: x86_64, aarch64
    int numaNodes = 0;             // /sys/devices/system/node/node*; 0 when the kernel does not say
    std::vector<std::string> nics; // /sys/class/net without the loopback, sorted

    bool hasFlag(const std::string &f) const { return cpuFlags.count(f) > 0; }
    // bfloat16 instructions: avx512_bf16 or amx_bf16 on x86, bf16 on aarch64 (Neoverse V1 and later).
    bool hasBf16() const { return hasFlag("avx512_bf16") || hasFlag("amx_bf16") || hasFlag("bf16"); }
};

HostInfo readHostInfo();
// The CPU model and flags from /proc/cpuinfo text: "model name" and "flags" on x86, "CPU
// implementer", "CPU part" and "Features" on aarch64 (Arm's parts named, e.g. Neoverse V2 on Grace).
void readCpuInfo(std::istream &in, HostInfo &info);

} // namespace scalescope::gpu
