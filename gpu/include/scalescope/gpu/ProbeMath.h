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

// The largest normalized error |d − ref| / Σ|a·b| a GEMM in `precision` may show for a sampled
// element with inner dimension k: input rounding (tf32 rounds fp32 inputs), output rounding
// (fp16/bf16/fp8 outputs are stored in 16 bits), and accumulation.
double gemmTolerance(const std::string &precision, int64_t k);

// Linux cpulist syntax ("0-3,8,10-11") to CPU numbers; empty when malformed.
std::vector<int> parseCpuList(const std::string &text);

// The device's peak in TFLOP/s for precision from the embedded accelerator catalog, when exactly
// one catalog entry matches the device name and it gives that peak (fp16 and bf16 share one).
std::optional<double> catalogPeakTflops(const std::string &deviceName, const std::string &precision);

} // namespace scalescope::gpu
