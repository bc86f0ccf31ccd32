// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One test's result in the scalescope.probe/1 document.
#include "scalescope/gpu/Statistics.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace scalescope::gpu {

enum class TestStatus
{
    Ok,
    NotApplicable,
    Failed,
    Cancelled
};
std::string statusKey(TestStatus s);

struct TrainStepEntry
{
    int devices = 1;
    std::string mode;      // strong | weak
    std::string precision; // fp32 | bf16
    double samplesPerS = 0;
    double computeS = 0; // per step, slowest worker
    double commS = 0;    // per step, gradient all-reduce
    double stepS = 0;
    std::optional<double> speedup;
    std::optional<double> efficiency;
    std::optional<double> epsilonEff; // undefined with one device
    bool oversubscribed = false;      // more workers than hardware threads
};

// Which ranks (and their hosts) took part in a test of scalescope-probe-mpi.
struct Participants
{
    std::vector<int> ranks;
    std::vector<std::string> hosts; // distinct, in rank order
};

struct TestResult
{
    std::string suite;
    std::string name;
    std::string device; // "cpu0", "cuda0", "cuda0-cuda1"
    TestStatus status = TestStatus::Ok;
    std::string reasonCode; // with status != ok
    std::string reason;     // English text
    nlohmann::json parameters = nlohmann::json::object();
    std::string metric;                        // what the headline is: "throughput", "bandwidth", "latency", ...
    std::string unit;                          // "GFLOP/s", "GB/s", "us", "samples/s"
    std::optional<std::string> byteConvention; // "copied" | "moved"
    std::vector<double> samples;               // raw timing samples, seconds
    std::vector<double> values;                // the metric per sample (same order)
    Summary summary;                           // of values; median is the headline
    std::optional<bool> verified;              // every probe checks its own results
    nlohmann::json verification = nlohmann::json::object();
    nlohmann::json extra = nlohmann::json::object(); // suite-specific figures (algbw, busbw, ...)
    std::optional<TrainStepEntry> trainStep;
    std::optional<Participants> participants;

    nlohmann::json toJson() const;
};

// An all-reduce (sum of float32) result before its figures: suite, names, busbw in GB/s of bytes
// moved, and the parameters every all-reduce has (bytes, ranks, operation, datatype).
TestResult allreduceResult(const std::string &name, const std::string &device, int64_t bytes, int ranks);
// An all-reduce's figures from its timed calls: the samples, busbw per sample as the values
// (algbw · 2(n−1)/n, nccl-tests' convention), and algbw, its median and the factor in extra.
void setAllreduceBandwidth(TestResult &r, int64_t bytes, int ranks, const std::vector<double> &seconds);

TestResult skipped(const std::string &suite, const std::string &name, const std::string &device, TestStatus status,
                   const std::string &code, const std::string &reason);

} // namespace scalescope::gpu
