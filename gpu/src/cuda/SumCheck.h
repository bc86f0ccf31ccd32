// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The GPU all-reduce suites' size sweep, pattern and check, the same in one process and across
// ranks: rank r's send buffer holds r + 1 + (i mod 7) at element i, so after the sum over n ranks
// every receive buffer holds n(n+1)/2 + n·(i mod 7).
#include "scalescope/gpu/ProbeArgs.h"

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace scalescope::gpu::cuda {

// --sizes, or the GPU sweep: 8 KiB to 256 MiB by fours (1 and 64 MiB with --quick).
std::vector<int64_t> gpuAllreduceSizes(const ProbeArgs &args);
// Fills `count` floats at `p` (on the current device) with rank's pattern, on `stream`.
void fillRankPattern(float *p, size_t count, int rank, cudaStream_t stream);
// How many of the `count` floats at `p` (on the current device) are not the sum over `ranks`; waits.
unsigned long long countWrongSums(const float *p, size_t count, int ranks);

} // namespace scalescope::gpu::cuda
