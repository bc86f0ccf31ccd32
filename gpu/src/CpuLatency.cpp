// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// CPU latencies: a ping-pong between two threads through one cache line (the cost of handing
// work to another core), and starting plus joining a thread (the CPU's "launch").
#include "scalescope/gpu/SuiteContext.h"

#include <atomic>
#include <thread>

namespace scalescope::gpu {

void runCpuLatency(SuiteContext &ctx)
{
    const int roundTrips = ctx.args.quick ? 2000 : 20000;
    {
        const std::string name = "thread ping-pong round trip";
        ctx.runTest("latency", name, "cpu0", [&]() {
            alignas(64) std::atomic<int> ball{0};
            std::atomic<bool> quit{false};
            // The partner returns every odd value as the next even one.
            std::thread partner([&]() {
                int expect = 1;
                while (!quit.load(std::memory_order_relaxed)) {
                    if (ball.load(std::memory_order_acquire) == expect) {
                        ball.store(expect + 1, std::memory_order_release);
                        expect += 2;
                    }
                }
            });
            int value = 0;
            bool consistent = true;
            const SampleRun run = sample(
                [&]() {
                    const double t0 = monotonicSeconds();
                    for (int i = 0; i < roundTrips; ++i) {
                        ball.store(value + 1, std::memory_order_release);
                        while (ball.load(std::memory_order_acquire) != value + 2) {
                            if (quit.load(std::memory_order_relaxed))
                                break;
                        }
                        value += 2;
                    }
                    return (monotonicSeconds() - t0) / roundTrips;
                },
                ctx.boundedSampler(), ctx.cancel);
            quit = true;
            partner.join();
            consistent = ball.load() == value;
            TestResult r;
            r.suite = "latency";
            r.device = "cpu0";
            r.name = name;
            r.metric = "latency";
            r.unit = "us";
            r.parameters = {{"round_trips_per_sample", roundTrips}};
            r.samples = run.seconds;
            for (double t : run.seconds)
                r.values.push_back(t * 1e6);
            r.summary = summarize(r.values);
            r.verified = consistent;
            r.verification = {{"final_value", value}, {"expected", ball.load()}};
            if (run.seconds.empty())
                r = ctx.notRun("latency", name, "cpu0");
            else if (!consistent)
                r.status = TestStatus::Failed, r.reasonCode = "verification_failed", r.reason = "the ball was lost";
            return r;
        });
        ctx.progress(0.5);
    }
    {
        const std::string name = "thread start and join";
        ctx.runTest("latency", name, "cpu0", [&]() {
            std::atomic<int> ran{0};
            int calls = 0;
            const SampleRun run = sample(
                [&]() {
                    std::thread t([&]() { ran.fetch_add(1); });
                    t.join();
                    ++calls;
                    return -1.0;
                },
                ctx.boundedSampler(), ctx.cancel);
            TestResult r;
            r.suite = "latency";
            r.device = "cpu0";
            r.name = name;
            r.metric = "latency";
            r.unit = "us";
            r.samples = run.seconds;
            for (double t : run.seconds)
                r.values.push_back(t * 1e6);
            r.summary = summarize(r.values);
            r.verified = ran.load() == calls;
            r.verification = {{"threads_started", calls}, {"threads_ran", ran.load()}};
            return run.seconds.empty() ? ctx.notRun("latency", name, "cpu0") : r;
        });
        ctx.progress(1.0);
    }
}

} // namespace scalescope::gpu
