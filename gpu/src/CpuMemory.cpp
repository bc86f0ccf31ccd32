// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// STREAM kernels (copy, scale, add, triad) over arrays much larger than the caches, all threads.
// Bandwidth counts bytes moved (read + write), STREAM's convention; copy also gives bytes copied.
#include "scalescope/gpu/SuiteContext.h"

#include <cmath>
#include <memory>
#include <thread>
#include <vector>

namespace scalescope::gpu {
namespace {

// Runs body(lo, hi) over [0, n) on `threads` threads.
template <typename F> void parallelFor(size_t n, int threads, F body)
{
    std::vector<std::thread> pool;
    const size_t chunk = (n + threads - 1) / threads;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([=]() { body(std::min(n, chunk * t), std::min(n, chunk * (t + 1))); });
    body(0, std::min(n, chunk));
    for (auto &th : pool)
        th.join();
}

} // namespace

void runCpuMemory(SuiteContext &ctx)
{
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty())
        sizes = {ctx.args.quick ? int64_t(32) << 20 : int64_t(256) << 20}; // bytes per array
    const int threads = ctx.host.logicalCpus;
    const double scalar = 3.0;
    struct Kernel
    {
        const char *name;
        int arraysMoved; // arrays touched per element (reads + writes)
    };
    const Kernel kernels[] = {{"copy", 2}, {"scale", 2}, {"add", 3}, {"triad", 3}};
    size_t done = 0;
    const size_t total = sizes.size() * 4;
    for (int64_t bytes : sizes) {
        const size_t n = std::max<size_t>(1024, size_t(bytes) / sizeof(double));
        std::unique_ptr<double[]> a(new double[n]), b(new double[n]), c(new double[n]);
        parallelFor(n, threads, [&](size_t lo, size_t hi) {
            for (size_t i = lo; i < hi; ++i)
                a[i] = 1.0, b[i] = 2.0, c[i] = 0.0;
        });
        for (const Kernel &k : kernels) {
            const std::string name = std::string("stream ") + k.name + " " + std::to_string(n * sizeof(double)) + " B";
            ctx.runTest("memory", name, "cpu0", [&]() {
                auto body = [&](size_t lo, size_t hi) {
                    const std::string kn = k.name;
                    if (kn == "copy")
                        for (size_t i = lo; i < hi; ++i)
                            c[i] = a[i];
                    else if (kn == "scale")
                        for (size_t i = lo; i < hi; ++i)
                            b[i] = scalar * c[i];
                    else if (kn == "add")
                        for (size_t i = lo; i < hi; ++i)
                            c[i] = a[i] + b[i];
                    else
                        for (size_t i = lo; i < hi; ++i)
                            a[i] = b[i] + scalar * c[i];
                };
                // Reset to the STREAM starting values so every kernel's result is predictable.
                parallelFor(n, threads, [&](size_t lo, size_t hi) {
                    for (size_t i = lo; i < hi; ++i)
                        a[i] = 1.0, b[i] = 2.0, c[i] = 0.5;
                });
                const SampleRun run = sample(
                    [&]() {
                        parallelFor(n, threads, body);
                        return -1.0;
                    },
                    ctx.boundedSampler(), ctx.cancel);
                TestResult r;
                r.suite = "memory";
                r.device = "cpu0";
                r.name = name;
                r.metric = "bandwidth";
                r.unit = "GB/s";
                r.byteConvention = "moved";
                const double moved = double(k.arraysMoved) * double(n) * sizeof(double);
                r.parameters = {{"kernel", k.name},
                                {"array_bytes", n * sizeof(double)},
                                {"threads", threads},
                                {"bytes_moved_per_call", moved}};
                if (run.seconds.empty())
                    return ctx.notRun("memory", name, "cpu0");
                r.samples = run.seconds;
                for (double t : run.seconds)
                    r.values.push_back(moved / t / 1e9);
                r.summary = summarize(r.values);
                if (std::string(k.name) == "copy") {
                    const double copied = double(n) * sizeof(double);
                    r.extra["bytes_copied_per_call"] = copied;
                    r.extra["median_gbs_copied"] = copied / summarize(run.seconds).median / 1e9;
                }
                // Verify: each kernel, repeated, settles to values computable from the start values
                // (copy: c = a = 1; scale: b = 3c = 1.5; add: c = a + b = 3; triad: a = b + 3c = 3.5).
                const double expected = std::string(k.name) == "copy"    ? 1.0
                                        : std::string(k.name) == "scale" ? 1.5
                                        : std::string(k.name) == "add"   ? 3.0
                                                                         : 3.5;
                const double *target = std::string(k.name) == "copy"    ? c.get()
                                       : std::string(k.name) == "scale" ? b.get()
                                       : std::string(k.name) == "add"   ? c.get()
                                                                        : a.get();
                size_t bad = 0;
                for (size_t i = 0; i < n; i += 97)
                    bad += std::fabs(target[i] - expected) > 1e-12 ? 1 : 0;
                r.verified = bad == 0;
                r.verification = {{"checked_elements", (n + 96) / 97}, {"mismatches", bad}, {"expected", expected}};
                if (bad) {
                    r.status = TestStatus::Failed;
                    r.reasonCode = "verification_failed";
                    r.reason = "array contents differ from the kernel's definition";
                }
                return r;
            });
            ctx.progress(double(++done) / double(total));
        }
    }
}

} // namespace scalescope::gpu
