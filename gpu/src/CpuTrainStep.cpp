// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A real data-parallel training step on CPU threads: each worker holds a replica of a small MLP
// (input → ReLU hidden layer → softmax classes), runs forward and backward on its share of the
// batch, the gradients are summed across workers (ThreadAllReduce), and every replica applies the
// averaged update. Strong scaling keeps the global batch; weak scaling keeps the per-worker batch.
// Per step: compute = the slowest worker's forward + backward; communication = the rest of the
// step (waiting for it and the all-reduce). Speedup, efficiency and ε_eff are against one worker.
// The bf16 variant rounds weights and activations to bfloat16 (arithmetic stays fp32) and runs
// only where the CPU has bf16 instructions.
#include "scalescope/gpu/MlpReplica.h"
#include "scalescope/gpu/SuiteContext.h"
#include "scalescope/gpu/TrainStepResult.h"

#include <Eigen/Dense>

#include <algorithm>
#include <barrier>
#include <cmath>
#include <cstring>
#include <random>
#include <thread>

namespace scalescope::gpu {
namespace {

TrainStepTimes measure(SuiteContext &ctx, int workers, const std::string &mode, bool bf16, int in, int hidden, int classes,
                       int batch)
{
    TrainStepTimes out;
    const int perWorker = mode == "strong" ? std::max(1, batch / workers) : batch;
    out.globalBatch = int64_t(perWorker) * workers;
    std::vector<Replica> replicas(static_cast<size_t>(workers));
    std::mt19937 rng(99);
    for (Replica &r : replicas)
        initReplica(r, in, hidden, classes, perWorker, bf16, rng);
    ThreadAllReduce reducer(workers);
    std::barrier<> startLine(workers);
    std::atomic<bool> quit{false};
    const float lr = 0.01f / float(out.globalBatch);
    auto workerStep = [&](int rank) {
        Replica &r = replicas[size_t(rank)];
        const double t0 = monotonicSeconds();
        computeGradient(r, bf16);
        r.computeS = monotonicSeconds() - t0;
        reducer.run(rank, r.grad.data(), r.grad.size());
        applyUpdate(r, lr, bf16);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < workers; ++t)
        pool.emplace_back([&, t]() {
            while (true) {
                startLine.arrive_and_wait();
                if (quit.load())
                    return;
                workerStep(t);
            }
        });
    const SampleRun run = sample(
        [&]() {
            startLine.arrive_and_wait();
            const double t0 = monotonicSeconds();
            workerStep(0);
            const double step = monotonicSeconds() - t0;
            double compute = 0;
            for (const Replica &r : replicas)
                compute = std::max(compute, r.computeS);
            out.record(step, compute, replicas[0].loss);
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    quit = true;
    startLine.arrive_and_wait();
    for (auto &th : pool)
        th.join();
    out.keepLast(run.seconds.size());
    for (const Replica &r : replicas) {
        out.maxReplicaDiff = std::max(out.maxReplicaDiff, double((r.m.w1 - replicas[0].m.w1).cwiseAbs().maxCoeff()));
        out.maxReplicaDiff = std::max(out.maxReplicaDiff, double((r.m.w2 - replicas[0].m.w2).cwiseAbs().maxCoeff()));
    }
    return out;
}

} // namespace

void runCpuTrainStep(SuiteContext &ctx)
{
    const int hw = ctx.host.logicalCpus;
    const std::vector<int> workers = trainStepWorkerCounts(ctx.args.workers, hw, false); // may oversubscribe
    const std::vector<std::string> precisions = trainStepPrecisions(ctx.args.precisions);
    const bool cpuBf16 = ctx.host.hasBf16();
    const int in = ctx.args.quick ? 256 : 512, hidden = ctx.args.quick ? 512 : 1024, classes = 16;
    const int batch = ctx.args.quick ? 128 : 256;
    const int eigenThreads = Eigen::nbThreads();
    Eigen::setNbThreads(1); // workers are the parallelism
    const size_t total = precisions.size() * 2 * workers.size();
    size_t done = 0;
    for (const std::string &precision : precisions) {
        for (const std::string mode : {"strong", "weak"}) {
            const bool bf16 = precision == "bf16";
            std::optional<double> baseline;
            for (int w : workers) {
                const std::string name = "train-step " + mode + " " + precision + " x" + std::to_string(w);
                if (bf16 && !cpuBf16) {
                    ctx.report(skipped("train-step", name, "cpu0", TestStatus::NotApplicable, "no_reduced_precision",
                                       "this CPU has no bf16 instructions (avx512_bf16 or amx_bf16; bf16 on Arm)"));
                    ctx.progress(double(++done) / double(total));
                    continue;
                }
                ctx.runTest("train-step", name, "cpu0", [&]() {
                    const TrainStepTimes m = measure(ctx, w, mode, bf16, in, hidden, classes, batch);
                    if (m.stepS.empty())
                        return ctx.notRun("train-step", name, "cpu0");
                    TestResult r = trainStepResult(name, "cpu0", m, w, mode, precision, baseline);
                    r.parameters = {
                        {"model", "MLP " + std::to_string(in) + "-" + std::to_string(hidden) + "-" + std::to_string(classes)},
                        {"global_batch", m.globalBatch},
                        {"per_worker_batch", m.globalBatch / w},
                        {"workers", w},
                        {"mode", mode},
                        {"precision", precision},
                        {"storage", bf16 ? "bfloat16 weights and activations, fp32 arithmetic" : "fp32"},
                        {"gradient_allreduce", "fp32 sum across threads"}};
                    r.trainStep->oversubscribed = w > hw;
                    return r;
                });
                ctx.progress(double(++done) / double(total));
            }
        }
    }
    Eigen::setNbThreads(eigenThreads);
}

} // namespace scalescope::gpu
