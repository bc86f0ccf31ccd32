// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/SuiteContext.h"

#include <algorithm>
#include <barrier>
#include <cstdlib>
#include <optional>
#include <vector>

namespace scalescope::gpu {

SamplerOptions SuiteContext::boundedSampler() const
{
    SamplerOptions o = sampler;
    const double left = deadline - monotonicSeconds();
    o.maxTime = std::max(0.0, std::min(o.maxTime, left));
    o.minTime = std::min(o.minTime, o.maxTime);
    return o;
}

bool SuiteContext::outOfTime() const
{
    return monotonicSeconds() >= deadline;
}

TestResult SuiteContext::notRun(const std::string &suite, const std::string &name, const std::string &device) const
{
    if (cancel.load())
        return skipped(suite, name, device, TestStatus::Cancelled, "interrupted", "the run was interrupted");
    return skipped(suite, name, device, TestStatus::Cancelled, "budget_exhausted", "the time budget ran out before this test");
}

TestResult failedTest(const std::string &suite, const std::string &name, const std::string &device, const std::exception &e)
{
    const bool lost = dynamic_cast<const DeviceLost *>(&e) != nullptr;
    return skipped(suite, name, device, TestStatus::Failed, lost ? "device_lost" : "runtime_error", e.what());
}

void SuiteContext::runTest(const std::string &suite, const std::string &name, const std::string &device,
                           const std::function<TestResult()> &measure)
{
    if (stopped()) {
        report(notRun(suite, name, device));
        return;
    }
    std::optional<TestResult> result;
    try {
        if (const char *fault = std::getenv("SCALESCOPE_PROBE_FAIL_TEST")) {
            const std::string f = fault;
            if (f == "lost:" + name)
                throw DeviceLost("injected: SCALESCOPE_PROBE_FAIL_TEST=" + f);
            if (f == name)
                throw std::runtime_error("injected: SCALESCOPE_PROBE_FAIL_TEST=" + f);
        }
        result = measure();
    } catch (const DeviceLost &e) {
        report(failedTest(suite, name, device, e));
        lostIn = name;
        throw;
    } catch (const std::exception &e) {
        result = failedTest(suite, name, device, e);
    }
    report(*result);
}

struct ThreadAllReduce::State
{
    explicit State(int n) : threads(n), sync(n), buffers(static_cast<size_t>(n), nullptr) {}
    int threads;
    std::barrier<> sync;
    std::vector<float *> buffers;
};

ThreadAllReduce::ThreadAllReduce(int threads) : m_state(new State(threads)) {}
ThreadAllReduce::~ThreadAllReduce()
{
    delete m_state;
}

void ThreadAllReduce::run(int rank, float *buffer, size_t count)
{
    State &s = *m_state;
    const int n = s.threads;
    s.buffers[static_cast<size_t>(rank)] = buffer;
    s.sync.arrive_and_wait();
    // Reduce-scatter: each thread sums its own chunk over all buffers into its buffer.
    const size_t chunk = (count + n - 1) / n;
    const size_t lo = std::min(count, chunk * rank), hi = std::min(count, lo + chunk);
    for (int t = 0; t < n; ++t) {
        if (t == rank)
            continue;
        const float *other = s.buffers[static_cast<size_t>(t)];
        for (size_t i = lo; i < hi; ++i)
            buffer[i] += other[i];
    }
    s.sync.arrive_and_wait();
    // All-gather: copy every other chunk from its owner.
    for (int t = 0; t < n; ++t) {
        if (t == rank)
            continue;
        const size_t olo = std::min(count, chunk * t), ohi = std::min(count, olo + chunk);
        const float *owner = s.buffers[static_cast<size_t>(t)];
        std::copy(owner + olo, owner + ohi, buffer + olo);
    }
    s.sync.arrive_and_wait();
}

} // namespace scalescope::gpu
