// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NVML (the driver's management library), loaded at run time when present: clocks, power,
// temperature and links for the inventory. Declarations follow nvml.h's stable C ABI.
#include <optional>
#include <string>

namespace scalescope::gpu {

struct NvmlDeviceState
{
    std::optional<unsigned> smClockMhz, memoryClockMhz, maxSmClockMhz, maxMemoryClockMhz;
    std::optional<double> powerW, powerLimitW;
    std::optional<unsigned> temperatureC;
    std::optional<unsigned> pcieGeneration, pcieWidth, pcieMaxGeneration, pcieMaxWidth;
    std::optional<unsigned> nvlinkActiveLinks;
};

class NvmlApi
{
public:
    // Loads and initialises NVML once per process; never throws.
    static const NvmlApi &instance();

    bool usable() const { return m_reasonCode.empty(); }
    const std::string &reasonCode() const { return m_reasonCode; }
    const std::string &reason() const { return m_reason; }
    const std::string &path() const { return m_path; } // the name that loaded
    std::string driverVersion() const;
    // What NVML says about the device at this PCI bus id ("0000:3B:00.0"); nullopt when it does not know it.
    std::optional<NvmlDeviceState> device(const std::string &pciBusId) const;

private:
    NvmlApi();
    using Device = struct nvmlDevice_st *;
    int (*m_init)() = nullptr;
    int (*m_driverVersion)(char *, unsigned) = nullptr;
    int (*m_byPciBusId)(const char *, Device *) = nullptr;
    int (*m_clockInfo)(Device, int, unsigned *) = nullptr;
    int (*m_maxClockInfo)(Device, int, unsigned *) = nullptr;
    int (*m_powerUsage)(Device, unsigned *) = nullptr;
    int (*m_powerLimit)(Device, unsigned *) = nullptr;
    int (*m_temperature)(Device, int, unsigned *) = nullptr;
    int (*m_pcieGen)(Device, unsigned *) = nullptr;
    int (*m_pcieWidth)(Device, unsigned *) = nullptr;
    int (*m_pcieMaxGen)(Device, unsigned *) = nullptr;
    int (*m_pcieMaxWidth)(Device, unsigned *) = nullptr;
    int (*m_nvlinkState)(Device, unsigned, int *) = nullptr;
    std::string m_reasonCode, m_reason, m_path;
};

} // namespace scalescope::gpu
