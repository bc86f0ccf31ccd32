// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The CUDA backend's entry points (CudaDevices.cu, CudaGemm.cu, ...). Declared without CUDA
// types so the runner, which is plain C++, calls them; built only with SCALESCOPE_WITH_CUDA.
#include "scalescope/gpu/SuiteContext.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace scalescope::gpu {

class RankGroup;

// One entry per CUDA device, in the shape of the document's "devices" and the --list output:
// {"id":"cuda0","kind":"cuda","index":0,"name":...,"memory_bytes":...,...}.
nlohmann::json cudaDevicesJson();
// Driver and runtime versions; with `libraries` also cuBLASLt, NCCL and NVML (null when absent).
// Opening cuBLASLt takes a noticeable fraction of a second: only CUDA runs ask for it.
nlohmann::json cudaVersionsJson(bool libraries);
// Whether cuBLASLt, NCCL and NVML loaded: {"cublaslt": {"loaded", "path", "reason_code", "reason"}, ...}.
nlohmann::json cudaLibrariesJson();

void runCudaInventory(SuiteContext &ctx);
void runCudaGemm(SuiteContext &ctx);
void runCudaMemory(SuiteContext &ctx);
void runCudaHost(SuiteContext &ctx);
void runCudaP2p(SuiteContext &ctx);
void runCudaLatency(SuiteContext &ctx);
void runCudaAllreduce(SuiteContext &ctx);
void runCudaTrainStep(SuiteContext &ctx);

// Across the ranks of `group`, this rank on its one device (ctx.cudaDevices.front()), with NCCL
// communicators whose unique id rank 0 sends through the group. Rank 0 reports.
void runCudaRankAllreduce(SuiteContext &ctx, RankGroup &group);
void runCudaRankTrainStep(SuiteContext &ctx, RankGroup &group);

} // namespace scalescope::gpu
