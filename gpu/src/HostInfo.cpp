// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/HostInfo.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <sys/utsname.h>
#include <unistd.h>

namespace scalescope::gpu {
namespace {

std::string trim(std::string s)
{
    const auto b = s.find_first_not_of(" \t\"");
    const auto e = s.find_last_not_of(" \t\"\r\n");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

// Arm's own core part numbers ("CPU part" in /proc/cpuinfo under implementer 0x41), as Linux's
// arch/arm64/include/asm/cputype.h names them; other parts keep their number.
std::string armCoreName(const std::string &part)
{
    static const std::pair<const char *, const char *> names[] = {{"0xd0c", "Arm Neoverse N1"}, {"0xd40", "Arm Neoverse V1"},
                                                                  {"0xd49", "Arm Neoverse N2"}, {"0xd4f", "Arm Neoverse V2"},
                                                                  {"0xd8e", "Arm Neoverse N3"}, {"0xd84", "Arm Neoverse V3"}};
    for (const auto &[number, name] : names)
        if (part == number)
            return name;
    return "Arm CPU part " + part;
}

} // namespace

void readCpuInfo(std::istream &in, HostInfo &info)
{
    std::string armPart, armImplementer;
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trim(line.substr(0, colon));
        if (key == "model name" && info.cpuModel.empty())
            info.cpuModel = trim(line.substr(colon + 1));
        else if (key == "CPU part" && armPart.empty()) // aarch64 has no model name, only the part number
            armPart = trim(line.substr(colon + 1));
        else if (key == "CPU implementer" && armImplementer.empty())
            armImplementer = trim(line.substr(colon + 1));
        else if ((key == "flags" || key == "Features") && info.cpuFlags.empty()) { // x86 and aarch64 names
            std::stringstream ss(line.substr(colon + 1));
            for (std::string f; ss >> f;)
                info.cpuFlags.insert(f);
        }
    }
    if (info.cpuModel.empty() && !armPart.empty())
        info.cpuModel =
            armImplementer == "0x41" ? armCoreName(armPart) : "CPU implementer " + armImplementer + " part " + armPart;
}

HostInfo readHostInfo()
{
    HostInfo h;
    char name[256] = {};
    if (gethostname(name, sizeof(name) - 1) == 0)
        h.hostname = name;
    // Containers that all share one host name, and tests that pose as several hosts on one machine.
    if (const char *given = std::getenv("SCALESCOPE_PROBE_HOSTNAME"); given && *given)
        h.hostname = given;
    struct utsname u
    {
    };
    if (uname(&u) == 0) {
        h.kernel = u.release;
        h.os = std::string(u.sysname) + " " + u.release;
        h.architecture = u.machine;
    }
    std::ifstream osr("/etc/os-release");
    for (std::string line; std::getline(osr, line);)
        if (line.rfind("PRETTY_NAME=", 0) == 0)
            h.os = trim(line.substr(12));
    std::ifstream cpu("/proc/cpuinfo");
    readCpuInfo(cpu, h);
    std::ifstream mem("/proc/meminfo");
    for (std::string line; std::getline(mem, line);)
        if (line.rfind("MemTotal:", 0) == 0)
            h.memoryBytes = std::stoll(line.substr(9)) * 1024;
    std::error_code ec;
    for (std::filesystem::directory_iterator it("/sys/devices/system/node", ec), end; !ec && it != end; it.increment(ec)) {
        const std::string n = it->path().filename().string();
        h.numaNodes += n.size() > 4 && n.rfind("node", 0) == 0 && n.find_first_not_of("0123456789", 4) == std::string::npos;
    }
    for (std::filesystem::directory_iterator it("/sys/class/net", ec), end; !ec && it != end; it.increment(ec))
        if (it->path().filename() != "lo")
            h.nics.push_back(it->path().filename().string());
    std::sort(h.nics.begin(), h.nics.end());
    h.logicalCpus = static_cast<int>(std::thread::hardware_concurrency());
    if (h.logicalCpus <= 0)
        h.logicalCpus = 1;
    return h;
}

} // namespace scalescope::gpu
