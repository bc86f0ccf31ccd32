#pragma once
// What the probe says about the machine it runs on: host, OS, CPU, memory, NUMA nodes, NICs.
#include <cstdint>
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
};

HostInfo readHostInfo();

} // namespace scalescope::gpu
