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
#include <vector>

namespace scalescope::gpu {

struct SuiteContext
{
    const ProbeArgs &args;
    const HostInfo &host;
    const std::atomic<bool> &cancel;
    SamplerOptions sampler;
    double deadline = 0;                            // monotonic seconds; suites must not start a measurement after it
    std::function<void(double)> progress;           // fraction of this suite done, 0..1
    std::function<void(const TestResult &)> report; // a finished test
    std::vector<int> cudaDevices;                   // CUDA backend: the device indices to measure
    nlohmann::json cuda;                            // the document's "cuda" member (inventory reports it)

    // The sampler with maxTime cut to what the deadline leaves.
    SamplerOptions boundedSampler() const;
    bool outOfTime() const;
    bool stopped() const { return cancel.load() || outOfTime(); }
    // A result for a test that was not run because of cancel or the budget.
    TestResult notRun(const std::string &suite, const std::string &name, const std::string &device) const;
};

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
