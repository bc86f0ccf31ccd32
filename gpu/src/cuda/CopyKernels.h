#pragma once
// Bandwidth kernels with 16-byte accesses, shared by the memory, host and p2p suites. Buffers
// hold the word pattern patternWord(i) so any copy or write can be checked in full.
#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>

namespace scalescope::gpu::cuda {

inline uint32_t patternWord(uint64_t i)
{
    return uint32_t(i * 2654435761ull + 12345u);
}

// bytes must be a multiple of 16 and the pointers 16-byte aligned. Pointers may be mapped host memory.
void launchFillPattern(void *dst, size_t bytes, cudaStream_t s, int device);
void launchCopy16(const void *src, void *dst, size_t bytes, cudaStream_t s, int device);
void launchRead16(const void *src, size_t bytes, uint32_t *xorOut, cudaStream_t s, int device); // *xorOut ^= all words
void launchWrite16(void *dst, size_t bytes, cudaStream_t s, int device);                        // writes the pattern
// Adds the number of words differing from the pattern to *mismatches.
void launchCountMismatches(const void *p, size_t bytes, unsigned long long *mismatches, cudaStream_t s, int device);

// XOR of patternWord(0..words-1), what launchRead16 must find in a pattern buffer.
uint32_t patternXor(size_t words);

} // namespace scalescope::gpu::cuda
