// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small formulas the GPU suites report with, kept apart from CUDA so tests check them anywhere.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::gpu {

// One point of a transfer-size sweep: the bytes per transfer and the median bandwidth there.
struct SweepPoint
{
    int64_t bytes = 0;
    double gbs = 0;
};

// The plateau of a bandwidth sweep: the sizes whose median is within `within` (5 %) of the best
// one. The headline is the median over those sizes, never an average over the whole sweep.
struct Plateau
{
    double gbs = 0;        // median bandwidth over the plateau sizes
    int64_t fromBytes = 0; // the smallest plateau size
    std::vector<int64_t> sizes;
};
std::optional<Plateau> bandwidthPlateau(const std::vector<SweepPoint> &sweep, double within = 0.05);

// nccl-tests' all-reduce convention: busbw = algbw · 2(n−1)/n.
double allreduceBusFactor(int ranks);

// What one sampled element of a GEMM in `precision` with inner dimension k may differ from its
// exact value by: a part relative to the result itself (fp16/bf16/fp8 products are stored in 16
// bits, rounding the result, however large Σ|a·b| is) and a part relative to Σ|a·b| (input
// rounding, where tf32 rounds fp32 inputs, and accumulation; immune to cancellation). fp32's limit
// lies below the error tf32 inputs cause (tf32InputError), so an fp32 GEMM that ran as tf32 fails.
struct GemmTolerance
{
    double ofResult = 0;    // × |exact result|
    double ofMagnitude = 0; // × Σ|a·b|
};
GemmTolerance gemmTolerance(const std::string &precision, int64_t k);
// One sampled element's error |got − ref| as a fraction of what `t` allows it (≤ 1 passes), with
// ref the exact dot product and mag its Σ|a·b|. A result, reference or magnitude that is NaN or
// infinite gives +∞: a GEMM that wrote NaNs never passes, and the largest ratio is never NaN.
double gemmErrorRatio(const GemmTolerance &t, double ref, double mag, double got);
// The normalized error to expect from fp32 inputs rounded to tf32 (10-bit mantissa) with random
// signs: 2·2⁻¹¹ per product, shrinking as 1/√k relative to Σ|a·b|.
double tf32InputError(int64_t k);

// The word pattern the bandwidth kernels write (word i of a buffer), and the XOR of its first
// `words` words: what one read of a pattern buffer must find.
constexpr uint32_t patternWord(uint64_t i)
{
    return uint32_t(i * 2654435761ull + 12345u);
}
uint32_t patternXor(size_t words);
// The XOR accumulated by `calls` reads of the pattern: zero for an even count, which a kernel
// reading nothing also gives. Checks therefore clear it and read once.
uint32_t xorOfReads(size_t words, int calls);

// At most `keep` of `v`, evenly spaced in order, the first and last included (a document keeps a
// few hundred samples of a test that took thousands; its summary is over all of them).
std::vector<double> evenlySpaced(const std::vector<double> &v, size_t keep);
constexpr size_t kSamplesKept = 256;

// Linux cpulist syntax ("0-3,8,10-11") to CPU numbers; empty when malformed.
std::vector<int> parseCpuList(const std::string &text);

// The device's peak in TFLOP/s for precision from the embedded accelerator catalog, when the
// catalog entries the device name matches all give that one peak (fp16 and bf16 share one).
std::optional<double> catalogPeakTflops(const std::string &deviceName, const std::string &precision);

} // namespace scalescope::gpu
