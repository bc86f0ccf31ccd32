// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every suite gets from the runner: the arguments, the machine, the stop flag, the sampling
// rule (already adjusted for --quick and --budget), and callbacks for progress and results.
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeResult.h"
#include "scalescope/gpu/Statistics.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace scalescope::gpu {

// An error after which the device cannot be used again in this process (CUDA's "sticky" errors:
// an illegal address, a kernel that failed): the suite stops, and the suites after it are not run.
struct DeviceLost : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

struct SuiteContext
{
    const ProbeArgs &args;
    const HostInfo &host;
    const std::atomic<bool> &cancel;
    SamplerOptions sampler;
    double deadline = 0;                            // monotonic seconds; suites must not start a measurement after it
    std::function<void(double)> progress;           // fraction of this suite done, 0..1
    std::function<void(const TestResult &)> report; // a finished test
    // A test about to run across ranks (suite, name, device and who takes part; the result has no
    // value yet), so a job that dies in it leaves a document and a stream that name it. Unset in
    // single-process runs.
    std::function<void(const TestResult &)> starting;
    std::vector<int> cudaDevices; // CUDA backend: the device indices to measure
    nlohmann::json cuda;          // the document's "cuda" member (inventory reports it)

    // The sampler with maxTime cut to what the deadline leaves.
    SamplerOptions boundedSampler() const;
    bool outOfTime() const;
    bool stopped() const { return cancel.load() || outOfTime(); }
    // A result for a test that was not run because of cancel or the budget.
    TestResult notRun(const std::string &suite, const std::string &name, const std::string &device) const;

    // Runs one test and reports what `measure` returns, or notRun when the run is stopped. An
    // exception fails this test alone, with the exception's words, and the suite goes on; a
    // DeviceLost fails it and is thrown on, which ends the suite. Setting the environment variable
    // SCALESCOPE_PROBE_FAIL_TEST to a test's name makes that test throw (to check this path
    // without a broken device); "lost:" before the name throws a DeviceLost.
    void runTest(const std::string &suite, const std::string &name, const std::string &device,
                 const std::function<TestResult()> &measure);
    std::string lostIn; // the test whose DeviceLost ended the suite, once reported

    // Says `test` is starting (through `starting`, when set).
    void begin(const TestResult &test) const
    {
        if (starting)
            starting(test);
    }
};

// The failed result of a test that threw: reason_code runtime_error, or device_lost.
TestResult failedTest(const std::string &suite, const std::string &name, const std::string &device, const std::exception &e);

// The host's inventory (every backend). Reports "inventory cpu0".
void runInventory(SuiteContext &ctx);
// CPU backend suites (always built). Each reports its tests through ctx.report.
void runCpuGemm(SuiteContext &ctx);
void runCpuMemory(SuiteContext &ctx);
void runCpuLatency(SuiteContext &ctx);
void runCpuAllreduce(SuiteContext &ctx);
void runCpuTrainStep(SuiteContext &ctx);

// Shared by the all-reduce and train-step suites: an in-memory all-reduce (sum) of `count`
// floats across `buffers` (one per thread), run by `threads` threads that call it together.
class ThreadAllReduce
{
public:
    explicit ThreadAllReduce(int threads);
    ~ThreadAllReduce();
    // Called by every thread `rank` with its own buffer; returns when all buffers hold the sum.
    void run(int rank, float *buffer, size_t count);

private:
    struct State;
    State *m_state;
};

} // namespace scalescope::gpu
