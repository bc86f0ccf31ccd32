// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/NvmlApi.h"

#include "scalescope/gpu/DynamicLibrary.h"

namespace scalescope::gpu {
namespace {

// nvml.h constants
constexpr int kSuccess = 0;
constexpr int kClockSm = 1, kClockMem = 2;
constexpr int kTemperatureGpu = 0;
constexpr int kFeatureEnabled = 1;
constexpr unsigned kMaxNvLinks = 18; // NVML_NVLINK_MAX_LINKS

} // namespace

NvmlApi::NvmlApi()
{
    static DynamicLibrary lib;
    if (lib.open({"libnvidia-ml.so.1", "libnvidia-ml.so"})) {
        lib.bind(m_init, "nvmlInit_v2");
        lib.bind(m_driverVersion, "nvmlSystemGetDriverVersion");
        lib.bind(m_byPciBusId, "nvmlDeviceGetHandleByPciBusId_v2");
        lib.bind(m_clockInfo, "nvmlDeviceGetClockInfo");
        lib.bind(m_maxClockInfo, "nvmlDeviceGetMaxClockInfo");
        lib.bind(m_powerUsage, "nvmlDeviceGetPowerUsage");
        lib.bind(m_powerLimit, "nvmlDeviceGetEnforcedPowerLimit");
        lib.bind(m_temperature, "nvmlDeviceGetTemperature");
        lib.bind(m_pcieGen, "nvmlDeviceGetCurrPcieLinkGeneration");
        lib.bind(m_pcieWidth, "nvmlDeviceGetCurrPcieLinkWidth");
        lib.bind(m_pcieMaxGen, "nvmlDeviceGetMaxPcieLinkGeneration");
        lib.bind(m_pcieMaxWidth, "nvmlDeviceGetMaxPcieLinkWidth");
        lib.bind(m_nvlinkState, "nvmlDeviceGetNvLinkState");
    }
    m_reasonCode = lib.reasonCode();
    m_reason = lib.reason();
    m_path = lib.path();
    if (m_reasonCode.empty()) {
        const int rc = m_init();
        if (rc != kSuccess) {
            m_reasonCode = "nvml_error";
            m_reason = "nvmlInit_v2 returned " + std::to_string(rc);
        }
    }
}

const NvmlApi &NvmlApi::instance()
{
    static const NvmlApi api;
    return api;
}

std::string NvmlApi::driverVersion() const
{
    char buf[96] = {};
    if (!usable() || m_driverVersion(buf, sizeof buf) != kSuccess)
        return {};
    return buf;
}

std::optional<NvmlDeviceState> NvmlApi::device(const std::string &pciBusId) const
{
    Device d = nullptr;
    if (!usable() || m_byPciBusId(pciBusId.c_str(), &d) != kSuccess)
        return std::nullopt;
    NvmlDeviceState s;
    unsigned v = 0;
    auto get = [&](auto fn, std::optional<unsigned> &out) {
        if (fn(d, &v) == kSuccess)
            out = v;
    };
    if (m_clockInfo(d, kClockSm, &v) == kSuccess)
        s.smClockMhz = v;
    if (m_clockInfo(d, kClockMem, &v) == kSuccess)
        s.memoryClockMhz = v;
    if (m_maxClockInfo(d, kClockSm, &v) == kSuccess)
        s.maxSmClockMhz = v;
    if (m_maxClockInfo(d, kClockMem, &v) == kSuccess)
        s.maxMemoryClockMhz = v;
    if (m_powerUsage(d, &v) == kSuccess)
        s.powerW = v / 1000.0; // milliwatts
    if (m_powerLimit(d, &v) == kSuccess)
        s.powerLimitW = v / 1000.0;
    if (m_temperature(d, kTemperatureGpu, &v) == kSuccess)
        s.temperatureC = v;
    get(m_pcieGen, s.pcieGeneration);
    get(m_pcieWidth, s.pcieWidth);
    get(m_pcieMaxGen, s.pcieMaxGeneration);
    get(m_pcieMaxWidth, s.pcieMaxWidth);
    unsigned active = 0;
    bool any = false;
    for (unsigned link = 0; link < kMaxNvLinks; ++link) {
        int state = 0;
        if (m_nvlinkState(d, link, &state) == kSuccess) {
            any = true;
            active += state == kFeatureEnabled ? 1 : 0;
        }
    }
    if (any)
        s.nvlinkActiveLinks = active;
    return s;
}

} // namespace scalescope::gpu
