#include "scalescope/gpu/HostInfo.h"

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

} // namespace

HostInfo readHostInfo()
{
    HostInfo h;
    char name[256] = {};
    if (gethostname(name, sizeof(name) - 1) == 0)
        h.hostname = name;
    struct utsname u
    {
    };
    if (uname(&u) == 0) {
        h.kernel = u.release;
        h.os = std::string(u.sysname) + " " + u.release;
    }
    std::ifstream osr("/etc/os-release");
    for (std::string line; std::getline(osr, line);)
        if (line.rfind("PRETTY_NAME=", 0) == 0)
            h.os = trim(line.substr(12));
    std::ifstream cpu("/proc/cpuinfo");
    for (std::string line; std::getline(cpu, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trim(line.substr(0, colon));
        if (key == "model name" && h.cpuModel.empty())
            h.cpuModel = trim(line.substr(colon + 1));
        else if (key == "flags" && h.cpuFlags.empty()) {
            std::stringstream ss(line.substr(colon + 1));
            for (std::string f; ss >> f;)
                h.cpuFlags.insert(f);
        }
    }
    std::ifstream mem("/proc/meminfo");
    for (std::string line; std::getline(mem, line);)
        if (line.rfind("MemTotal:", 0) == 0)
            h.memoryBytes = std::stoll(line.substr(9)) * 1024;
    h.logicalCpus = static_cast<int>(std::thread::hardware_concurrency());
    if (h.logicalCpus <= 0)
        h.logicalCpus = 1;
    return h;
}

} // namespace scalescope::gpu
