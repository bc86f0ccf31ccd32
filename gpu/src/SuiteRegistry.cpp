// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/SuiteRegistry.h"

#include "scalescope/gpu/BuildInfo.h"
#include "scalescope/gpu/SuiteContext.h"
#ifdef SCALESCOPE_WITH_CUDA
#include "scalescope/gpu/CudaSuites.h"
#endif

#include <algorithm>

namespace scalescope::gpu {
namespace {

#ifdef SCALESCOPE_WITH_CUDA
void runCudaInventoryWithHost(SuiteContext &ctx)
{
    runInventory(ctx);
    runCudaInventory(ctx);
}
#endif

} // namespace

std::vector<std::string> cudaOnly(std::vector<std::string> precisions)
{
    return cudaCompiled() ? precisions : std::vector<std::string>{};
}

const std::vector<SuiteInfo> &suiteRegistry()
{
    static const std::vector<SuiteInfo> suites = {
        {"inventory",
         "the host, its CPU and memory, and every CUDA device with its driver and libraries",
         &runInventory,
         SCALESCOPE_CUDA_RUN(runCudaInventoryWithHost),
         {},
         {}},
        {"gemm",
         "matrix multiply throughput (GEMM) per precision and shape, checked on sampled entries",
         &runCpuGemm,
         SCALESCOPE_CUDA_RUN(runCudaGemm),
         {"fp64", "fp32"},
         cudaOnly({"fp64", "fp32", "tf32", "fp16", "bf16", "fp8"})},
        {"memory",
         "memory bandwidth: STREAM kernels on the CPU, copies and SM kernels in device memory",
         &runCpuMemory,
         SCALESCOPE_CUDA_RUN(runCudaMemory),
         {},
         {}},
        {"host",
         "host-to-device and device-to-host bandwidth, pinned and pageable, over a size sweep",
         nullptr,
         SCALESCOPE_CUDA_RUN(runCudaHost),
         {},
         {}},
        {"p2p",
         "copies between every ordered pair of CUDA devices (peer to peer)",
         nullptr,
         SCALESCOPE_CUDA_RUN(runCudaP2p),
         {},
         {}},
        {"latency",
         "kernel launch and round-trip latency; on the CPU, handing work to another core and starting a thread",
         &runCpuLatency,
         SCALESCOPE_CUDA_RUN(runCudaLatency),
         {},
         {}},
        {"allreduce",
         "all-reduce (sum) across devices or threads over a size sweep: algbw and busbw",
         &runCpuAllreduce,
         SCALESCOPE_CUDA_RUN(runCudaAllreduce),
         {},
         {}},
        {"train-step",
         "a data-parallel training step over 1..N workers, strong and weak: speedup, efficiency, ε_eff",
         &runCpuTrainStep,
         SCALESCOPE_CUDA_RUN(runCudaTrainStep),
         {"fp32", "bf16"},
         cudaOnly({"fp32", "bf16"})},
    };
    return suites;
}
#undef SCALESCOPE_CUDA_RUN

const SuiteInfo *findSuite(const std::vector<SuiteInfo> &suites, std::string_view name)
{
    const auto it = std::find_if(suites.begin(), suites.end(), [name](const SuiteInfo &s) { return s.name == name; });
    return it == suites.end() ? nullptr : &*it;
}

std::vector<std::string> suiteNames(const std::vector<SuiteInfo> &suites)
{
    std::vector<std::string> out;
    for (const SuiteInfo &s : suites)
        out.push_back(s.name);
    return out;
}

std::vector<std::string> suitePrecisions(const std::vector<SuiteInfo> &suites)
{
    std::vector<std::string> out;
    for (const std::string &p : knownPrecisions())
        for (const SuiteInfo &s : suites)
            if ((std::find(s.cpuPrecisions.begin(), s.cpuPrecisions.end(), p) != s.cpuPrecisions.end() ||
                 std::find(s.cudaPrecisions.begin(), s.cudaPrecisions.end(), p) != s.cudaPrecisions.end()) &&
                std::find(out.begin(), out.end(), p) == out.end())
                out.push_back(p);
    return out;
}

} // namespace scalescope::gpu
