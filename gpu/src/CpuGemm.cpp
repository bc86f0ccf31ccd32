// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// CPU matrix multiply throughput (Eigen, all threads), verified on sampled entries against a
// long-double reference. flops = 2·m·n·k.
#include "scalescope/gpu/ProbeMath.h"
#include "scalescope/gpu/SuiteContext.h"

#include <Eigen/Dense>

#include <cmath>
#include <limits>
#include <random>

namespace scalescope::gpu {
namespace {

template <typename T> TestResult gemmTest(SuiteContext &ctx, const GemmShape &s, const std::string &precision)
{
    using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic>;
    TestResult r;
    r.suite = "gemm";
    r.device = "cpu0";
    r.name = "gemm " + precision + " " + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
    r.metric = "throughput";
    r.unit = "GFLOP/s";
    r.parameters = {{"m", s.m},
                    {"n", s.n},
                    {"k", s.k},
                    {"precision", precision},
                    {"threads", Eigen::nbThreads()},
                    {"flops_per_call", 2.0 * double(s.m) * double(s.n) * double(s.k)}};
    std::mt19937 rng(1234);
    std::uniform_real_distribution<double> dist(-1.0, 1.0);
    Mat a(s.m, s.k), b(s.k, s.n), c(s.m, s.n);
    for (Eigen::Index i = 0; i < a.size(); ++i)
        a.data()[i] = T(dist(rng));
    for (Eigen::Index i = 0; i < b.size(); ++i)
        b.data()[i] = T(dist(rng));
    const SampleRun run = sample(
        [&]() {
            c.noalias() = a * b;
            return -1.0;
        },
        ctx.boundedSampler(), ctx.cancel);
    if (run.seconds.empty())
        return ctx.notRun(r.suite, r.name, r.device);
    const double flops = 2.0 * double(s.m) * double(s.n) * double(s.k);
    r.samples = run.seconds;
    for (double t : run.seconds)
        r.values.push_back(flops / t / 1e9);
    r.summary = summarize(r.values);

    // Verify sampled entries: error relative to Σ|a·b| (immune to cancellation), and to the result
    // for the output's own rounding.
    const double eps = std::numeric_limits<T>::epsilon();
    const GemmTolerance tolerance{eps, 50.0 * std::sqrt(double(s.k)) * eps};
    double worst = 0; // the largest error as a fraction of its element's limit; +∞ for NaN
    const int checks = 64;
    std::uniform_int_distribution<int64_t> ri(0, s.m - 1), rj(0, s.n - 1);
    for (int t = 0; t < checks; ++t) {
        const int64_t i = ri(rng), j = rj(rng);
        long double ref = 0, mag = 0;
        for (int64_t p = 0; p < s.k; ++p) {
            const long double x = static_cast<long double>(a(i, p)) * static_cast<long double>(b(p, j));
            ref += x;
            mag += std::fabs(x);
        }
        worst = std::max(worst, gemmErrorRatio(tolerance, double(ref), double(mag), double(c(i, j))));
    }
    r.verified = worst <= 1;
    r.verification = {{"checked_elements", checks},
                      {"max_error_to_tolerance", worst},
                      {"tolerance", {{"of_result", tolerance.ofResult}, {"of_sum_abs_products", tolerance.ofMagnitude}}},
                      {"reference", "long double dot products"}};
    if (!*r.verified) {
        r.status = TestStatus::Failed;
        r.reasonCode = "verification_failed";
        r.reason = "sampled elements differ from the reference beyond the tolerance";
    }
    if (run.cancelled)
        r.extra["partial"] = true;
    return r;
}

} // namespace

void runCpuGemm(SuiteContext &ctx)
{
    std::vector<GemmShape> shapes = ctx.args.shapes;
    if (shapes.empty()) {
        if (ctx.args.quick)
            shapes = {{256, 256, 256}};
        else
            shapes = {{512, 512, 512}, {1024, 1024, 1024}, {2048, 2048, 2048}};
    }
    std::vector<std::string> precisions = ctx.args.precisions;
    if (precisions.empty())
        precisions = {"fp64", "fp32"};
    const size_t total = shapes.size() * precisions.size();
    size_t done = 0;
    for (const GemmShape &s : shapes) {
        for (const std::string &p : precisions) {
            const std::string name =
                "gemm " + p + " " + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
            if (p == "fp64" || p == "fp32")
                ctx.runTest("gemm", name, "cpu0",
                            [&]() { return p == "fp64" ? gemmTest<double>(ctx, s, p) : gemmTest<float>(ctx, s, p); });
            else
                ctx.report(skipped("gemm", name, "cpu0", TestStatus::NotApplicable, "unsupported_precision",
                                   "the CPU backend measures fp64 and fp32 matrix products only"));
            ctx.progress(double(++done) / double(total));
        }
    }
}

} // namespace scalescope::gpu
