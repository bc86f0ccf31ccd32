// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Timing samples and their summary, and the nvbench-like stopping rule: warm up, then take at
// least minSamples samples for at least minTime seconds, stop once the relative standard
// deviation is below the target, never run past maxTime. Time counts as the wall clock sees it,
// even where the samples are shorter (a GPU kernel timed by events between two launches).
#include <atomic>
#include <functional>
#include <vector>

namespace scalescope::gpu {

struct Summary
{
    double median = 0;
    double min = 0;
    double max = 0;
    double mean = 0;
    double stddev = 0;
};

Summary summarize(std::vector<double> values);

struct SamplerOptions
{
    int warmup = 2;
    int minSamples = 10;
    int maxSamples = 10000;
    double minTime = 0.5;          // seconds spent taking timed samples, at least
    double maxTime = 5.0;          // seconds at most (warm-up included)
    double targetRelStddev = 0.02; // stop when stddev/mean falls below
};

// The stopping rules of a full run and of --quick.
inline SamplerOptions fullSampler()
{
    return {.warmup = 2, .minSamples = 10, .maxSamples = 10000, .minTime = 0.3, .maxTime = 3.0, .targetRelStddev = 0.02};
}
inline SamplerOptions quickSampler()
{
    return {.warmup = 1, .minSamples = 10, .maxSamples = 10000, .minTime = 0.02, .maxTime = 0.25, .targetRelStddev = 0.05};
}

// The CUDA backend's rule: at most 1,000 samples. A kernel of a few microseconds would otherwise
// take 10,000 before its minimum time, and its document would hold every one of them.
inline SamplerOptions cudaSampler(SamplerOptions o)
{
    o.maxSamples = 1000;
    return o;
}

struct SampleRun
{
    std::vector<double> seconds; // one per timed call
    bool cancelled = false;
};

// Times fn() (which returns the seconds it measured itself, or < 0 to let the sampler time it
// with a monotonic clock) until the stopping rule says enough or cancel is set.
SampleRun sample(const std::function<double()> &fn, const SamplerOptions &options, const std::atomic<bool> &cancel);

double monotonicSeconds();

} // namespace scalescope::gpu
