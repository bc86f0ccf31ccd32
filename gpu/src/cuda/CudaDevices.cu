// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Device inventory through cudaDeviceGetAttribute (CUDA 13 dropped several cudaDeviceProp
// fields), NVML's live state when the driver ships it, and the library versions.
#include "CublasLt.h"
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/NcclApi.h"
#include "scalescope/gpu/NvmlApi.h"

namespace scalescope::gpu {
namespace {

using nlohmann::json;

std::string cudaVersionText(int v) // 13000 -> "13.0"
{
    return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

json orNull(const std::optional<unsigned> &v)
{
    return v ? json(*v) : json(nullptr);
}
json orNull(const std::optional<double> &v)
{
    return v ? json(*v) : json(nullptr);
}

json deviceJson(int index)
{
    using cuda::deviceAttribute;
    cudaDeviceProp p{};
    cuda::check(cudaGetDeviceProperties(&p, index), "cudaGetDeviceProperties");
    char bus[32] = {};
    cuda::check(cudaDeviceGetPCIBusId(bus, sizeof bus, index), "cudaDeviceGetPCIBusId");
    int numa = -1;
    if (cudaDeviceGetAttribute(&numa, cudaDevAttrHostNumaId, index) != cudaSuccess) {
        cudaGetLastError();
        numa = -1;
    }
    const int major = deviceAttribute(cudaDevAttrComputeCapabilityMajor, index);
    const int minor = deviceAttribute(cudaDevAttrComputeCapabilityMinor, index);
    return {{"id", cuda::deviceId(index)},
            {"kind", "cuda"},
            {"index", index},
            {"name", p.name},
            {"compute_capability", std::to_string(major) + "." + std::to_string(minor)},
            {"sms", deviceAttribute(cudaDevAttrMultiProcessorCount, index)},
            {"memory_bytes", uint64_t(p.totalGlobalMem)},
            {"l2_bytes", deviceAttribute(cudaDevAttrL2CacheSize, index)},
            {"clock_khz", deviceAttribute(cudaDevAttrClockRate, index)},
            {"memory_clock_khz", deviceAttribute(cudaDevAttrMemoryClockRate, index)},
            {"memory_bus_bits", deviceAttribute(cudaDevAttrGlobalMemoryBusWidth, index)},
            {"pci_bus_id", bus},
            {"host_numa_node", numa >= 0 ? json(numa) : json(nullptr)},
            {"integrated", deviceAttribute(cudaDevAttrIntegrated, index) != 0}};
}

json nvmlJson(const std::string &pciBusId)
{
    const NvmlApi &nvml = NvmlApi::instance();
    if (!nvml.usable())
        return {{"available", false}, {"reason_code", nvml.reasonCode()}, {"reason", nvml.reason()}};
    const auto s = nvml.device(pciBusId);
    if (!s)
        return {{"available", false}, {"reason_code", "nvml_unknown_device"}, {"reason", "NVML does not list " + pciBusId}};
    return {{"available", true},
            {"sm_clock_mhz", orNull(s->smClockMhz)},
            {"memory_clock_mhz", orNull(s->memoryClockMhz)},
            {"max_sm_clock_mhz", orNull(s->maxSmClockMhz)},
            {"max_memory_clock_mhz", orNull(s->maxMemoryClockMhz)},
            {"power_w", orNull(s->powerW)},
            {"power_limit_w", orNull(s->powerLimitW)},
            {"temperature_c", orNull(s->temperatureC)},
            {"pcie_generation", orNull(s->pcieGeneration)},
            {"pcie_width", orNull(s->pcieWidth)},
            {"pcie_max_generation", orNull(s->pcieMaxGeneration)},
            {"pcie_max_width", orNull(s->pcieMaxWidth)},
            {"nvlink_active_links", orNull(s->nvlinkActiveLinks)}};
}

} // namespace

json cudaDevicesJson()
{
    json out = json::array();
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        cudaGetLastError();
        return out;
    }
    for (int i = 0; i < count; ++i)
        out.push_back(deviceJson(i));
    return out;
}

json cudaVersionsJson(bool libraries)
{
    json v = json::object();
    int driver = 0, runtime = 0;
    v["driver"] = cudaDriverGetVersion(&driver) == cudaSuccess && driver > 0 ? json(cudaVersionText(driver)) : json(nullptr);
    v["cuda_runtime"] = cudaRuntimeGetVersion(&runtime) == cudaSuccess ? json(cudaVersionText(runtime)) : json(nullptr);
    cudaGetLastError();
    if (!libraries)
        return v;
    const cuda::CublasLtApi &lt = cuda::cublasLtApi();
    if (lt.usable()) {
        const size_t c = lt.GetVersion(); // major*10000 + minor*100 + patch
        v["cublas"] = std::to_string(c / 10000) + "." + std::to_string((c % 10000) / 100) + "." + std::to_string(c % 100);
    } else {
        v["cublas"] = nullptr;
    }
    const std::string nccl = ncclApi().version();
    v["nccl"] = nccl.empty() ? json(nullptr) : json(nccl);
    const std::string nvml = NvmlApi::instance().driverVersion();
    v["nvml"] = nvml.empty() ? json(nullptr) : json(nvml);
    return v;
}

json cudaLibrariesJson()
{
    auto entry = [](bool loaded, const std::string &path, const std::string &code, const std::string &reason) {
        return json{{"loaded", loaded},
                    {"path", loaded ? json(path) : json(nullptr)},
                    {"reason_code", code.empty() ? json(nullptr) : json(code)},
                    {"reason", reason.empty() ? json(nullptr) : json(reason)}};
    };
    const cuda::CublasLtApi &lt = cuda::cublasLtApi();
    const NcclApi &nccl = ncclApi();
    const NvmlApi &nvml = NvmlApi::instance();
    return {{"cublaslt", entry(lt.usable(), lt.path, lt.reasonCode, lt.reason)},
            {"nccl", entry(nccl.usable(), nccl.path, nccl.reasonCode, nccl.reason)},
            {"nvml", entry(nvml.usable(), nvml.path(), nvml.reasonCode(), nvml.reason())}};
}

void runCudaInventory(SuiteContext &ctx)
{
    for (int index : ctx.cudaDevices) {
        ctx.runTest("inventory", "inventory " + cuda::deviceId(index), cuda::deviceId(index), [&]() {
            TestResult r;
            r.suite = "inventory";
            r.name = "inventory " + cuda::deviceId(index);
            r.device = cuda::deviceId(index);
            r.metric = "inventory";
            r.extra = deviceJson(index);
            r.extra["nvml"] = nvmlJson(r.extra["pci_bus_id"].get<std::string>());
            r.extra["libraries"] = cudaLibrariesJson();
            r.verified = r.extra["sms"].get<int>() > 0 && r.extra["memory_bytes"].get<uint64_t>() > 0;
            r.verification = {{"rule", "the device reports multiprocessors and memory"}};
            return r;
        });
    }
}

} // namespace scalescope::gpu
