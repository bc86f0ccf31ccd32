// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bandwidth kernels with 16-byte accesses, shared by the memory, host and p2p suites. Buffers
// hold the word pattern patternWord(i) so any copy or write can be checked in full.
#include "scalescope/gpu/ProbeMath.h" // patternWord, patternXor

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace scalescope::gpu::cuda {

// bytes must be a multiple of 16 and the pointers 16-byte aligned. Pointers may be mapped host memory.
void launchFillPattern(void *dst, size_t bytes, cudaStream_t s, int device);
void launchCopy16(const void *src, void *dst, size_t bytes, cudaStream_t s, int device);
// Two copies at once in one grid: half the blocks copy srcA to dstA, the other half srcB to dstB,
// so both directions of a bidirectional transfer share the SMs for the whole call (two full
// grids on two streams would run one after the other).
void launchCopy16Both(const void *srcA, void *dstA, const void *srcB, void *dstB, size_t bytes, cudaStream_t s, int device);
void launchRead16(const void *src, size_t bytes, uint32_t *xorOut, cudaStream_t s, int device); // *xorOut ^= all words
void launchWrite16(void *dst, size_t bytes, cudaStream_t s, int device);                        // writes the pattern
// Adds the number of words differing from the pattern to *mismatches.
void launchCountMismatches(const void *p, size_t bytes, unsigned long long *mismatches, cudaStream_t s, int device);

} // namespace scalescope::gpu::cuda
