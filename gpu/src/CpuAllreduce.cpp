// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// All-reduce (sum of float buffers) across threads in shared memory, timed per call.
// algbw = bytes / time; busbw = algbw · 2(n−1)/n, the nccl-tests convention.
#include "scalescope/gpu/SuiteContext.h"

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

namespace scalescope::gpu {

void runCpuAllreduce(SuiteContext &ctx)
{
    const int n = std::max(2, ctx.host.logicalCpus);
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty()) {
        if (ctx.args.quick)
            sizes = {int64_t(1) << 20};
        else
            for (int64_t s = int64_t(4) << 10; s <= (int64_t(64) << 20); s *= 4)
                sizes.push_back(s);
    }
    size_t done = 0;
    for (int64_t bytes : sizes) {
        const std::string name = "allreduce sum " + std::to_string(bytes) + " B x " + std::to_string(n) + " threads";
        ctx.runTest("allreduce", name, "cpu0", [&]() {
            const size_t count = std::max<size_t>(1, size_t(bytes) / sizeof(float));
            std::vector<std::vector<float>> buffers(size_t(n), std::vector<float>(count, 0.0f));
            auto fill = [&](int t) {
                for (size_t i = 0; i < count; ++i)
                    buffers[size_t(t)][i] = float(t + 1) + float(i % 7);
            };
            ThreadAllReduce reducer(n);
            // Persistent threads; rank 0 times each call between two barriers inside run().
            std::atomic<int> go{0};
            std::atomic<int> ready{0};
            std::atomic<bool> quit{false};
            std::vector<std::thread> pool;
            for (int t = 1; t < n; ++t)
                pool.emplace_back([&, t]() {
                    int seen = 0;
                    while (true) {
                        while (go.load() == seen && !quit.load())
                            std::this_thread::yield();
                        if (quit.load())
                            return;
                        seen = go.load();
                        fill(t);
                        ready.fetch_add(1);
                        reducer.run(t, buffers[size_t(t)].data(), count);
                    }
                });
            int calls = 0;
            const SampleRun run = sample(
                [&]() {
                    fill(0);
                    ready = 0;
                    go.fetch_add(1);
                    while (ready.load() < n - 1) // buffers refilled outside the timed part
                        std::this_thread::yield();
                    const double t0 = monotonicSeconds();
                    reducer.run(0, buffers[0].data(), count);
                    ++calls;
                    return monotonicSeconds() - t0;
                },
                ctx.boundedSampler(), ctx.cancel);
            quit = true;
            for (auto &th : pool)
                th.join();
            // Verify: element i of every buffer is Σ_t (t + 1 + i mod 7) = n(n+1)/2 + n·(i mod 7).
            size_t bad = 0;
            for (int t = 0; t < n && calls > 0; ++t)
                for (size_t i = 0; i < count; i += std::max<size_t>(1, count / 257)) {
                    const double expected = double(n) * (n + 1) / 2 + double(n) * double(i % 7);
                    bad += std::fabs(buffers[size_t(t)][i] - expected) > 1e-3 ? 1 : 0;
                }
            TestResult r = allreduceResult(name, "cpu0", int64_t(bytes), n);
            r.parameters["oversubscribed"] = n > ctx.host.logicalCpus;
            if (run.seconds.empty())
                return ctx.notRun("allreduce", name, "cpu0");
            setAllreduceBandwidth(r, bytes, n, run.seconds);
            r.verified = bad == 0;
            r.verification = {{"mismatches", bad}, {"rule", "every buffer holds the element-wise sum"}};
            if (bad)
                r.status = TestStatus::Failed, r.reasonCode = "verification_failed", r.reason = "buffers do not hold the sum";
            return r;
        });
        ctx.progress(double(++done) / double(sizes.size()));
    }
}

} // namespace scalescope::gpu
