// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The CUDA backend's synthetic data-parallel step on 1..N GPUs: an MLP (input → ReLU hidden →
// softmax classes) per device, forward and backward through cuBLASLt, gradients summed with NCCL
// across devices, the averaged update applied everywhere. Every step first copies its input
// batch host→device from pinned memory, so even one GPU has a part that is not compute: with
// bf16 the matrix products shrink while the fp32 batch copy stays. Strong scaling keeps the
// global batch, weak scaling the per-device batch. compute = the slowest device's forward and
// backward (CUDA events); comm = the rest of the step (batch copy, all-reduce, update, launch).
#include "NcclComms.h"
#include "TrainReplica.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/TrainStepResult.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

namespace scalescope::gpu {
namespace {

using namespace cuda;

struct Measured : TrainStepTimes
{
    std::vector<double> copyS; // the batch copy, per step
};

Measured measure(SuiteContext &ctx, const std::vector<int> &devs, const std::string &mode, bool half, const Shape &shape,
                 int batch)
{
    const int w = int(devs.size());
    const int perDevice = mode == "strong" ? std::max(1, batch / w) : batch;
    Measured out;
    out.globalBatch = int64_t(perDevice) * w;
    std::unique_ptr<NcclComms> comms;
    std::vector<std::unique_ptr<Stream>> ownStreams;
    if (w > 1)
        comms = std::make_unique<NcclComms>(devs);
    std::vector<std::unique_ptr<Replica>> replicas;
    for (int r = 0; r < w; ++r) {
        DeviceScope on(devs[size_t(r)]);
        cudaStream_t s = nullptr;
        if (comms) {
            s = comms->stream(r);
        } else {
            ownStreams.push_back(std::make_unique<Stream>());
            s = *ownStreams.back();
        }
        replicas.push_back(std::make_unique<Replica>(devs[size_t(r)], shape, perDevice, half, s));
    }
    // The input batches, in pinned host memory (one slice per device), fp32 as a loader gives them.
    const size_t perSlice = size_t(shape.in) * perDevice;
    PinnedBuffer batches(4 * perSlice * size_t(w));
    {
        std::mt19937 rng(99);
        std::normal_distribution<float> d(0.0f, 1.0f);
        float *b = batches.get<float>();
        for (size_t i = 0; i < perSlice * size_t(w); ++i)
            b[i] = d(rng);
    }
    const size_t nParams = shape.parameters();
    const float lr = 0.01f / float(out.globalBatch);
    const SampleRun run = sample(
        [&]() {
            const double t0 = monotonicSeconds();
            for (int r = 0; r < w; ++r)
                replicas[size_t(r)]->forwardBackward(batches.get<float>() + perSlice * size_t(r), r * perDevice);
            if (comms)
                comms->allReduce([&](int r) { return replicas[size_t(r)]->grad.get<float>(); },
                                 [&](int r) { return replicas[size_t(r)]->grad.get<float>(); }, nParams);
            for (auto &rep : replicas)
                rep->update(lr);
            for (auto &rep : replicas) {
                DeviceScope on(rep->dev);
                check(cudaStreamSynchronize(rep->stream), "cudaStreamSynchronize");
            }
            const double step = monotonicSeconds() - t0;
            double compute = 0, copy = 0;
            for (auto &rep : replicas) {
                compute = std::max(compute, elapsedSeconds(rep->computeStart, rep->computeEnd));
                copy = std::max(copy, elapsedSeconds(rep->copyStart, rep->computeStart));
            }
            float loss = 0;
            {
                DeviceScope on(replicas[0]->dev);
                check(cudaMemcpy(&loss, replicas[0]->loss.get(), sizeof loss, cudaMemcpyDeviceToHost), "copy loss");
            }
            out.record(step, compute, loss);
            out.copyS.push_back(copy);
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    out.keepLast(run.seconds.size(), &out.copyS);
    // Replicas must hold bit-identical parameters after every averaged update.
    std::vector<float> reference(nParams), other(nParams);
    for (int r = 0; r < w; ++r) {
        DeviceScope on(devs[size_t(r)]);
        check(cudaMemcpy(r == 0 ? reference.data() : other.data(), replicas[size_t(r)]->params.get(), 4 * nParams,
                         cudaMemcpyDeviceToHost),
              "copy parameters");
        for (size_t i = 0; r > 0 && i < nParams; ++i)
            out.maxReplicaDiff = std::max(out.maxReplicaDiff, double(std::fabs(other[i] - reference[i])));
    }
    for (float v : reference)
        out.finite = out.finite && std::isfinite(v);
    return out;
}

} // namespace

void runCudaTrainStep(SuiteContext &ctx)
{
    const std::vector<int> &devs = ctx.cudaDevices;
    const int n = int(devs.size());
    const std::vector<int> workers = trainStepWorkerCounts(ctx.args.workers, n, true);
    const std::vector<std::string> precisions = trainStepPrecisions(ctx.args.precisions);
    const Shape shape = trainStepShape(ctx.args.quick);
    const int batch = trainStepBatch(ctx.args.quick);
    const CublasLtApi &lt = cublasLtApi();
    const NcclApi &nccl = ncclApi();
    const std::string model = modelName(shape);
    const size_t total = precisions.size() * 2 * workers.size();
    size_t done = 0;
    for (const std::string &precision : precisions) {
        for (const std::string mode : {"strong", "weak"}) {
            std::optional<double> baseline;
            for (int w : workers) {
                const std::vector<int> used(devs.begin(), devs.begin() + w);
                const std::string device = deviceId(used.front()) + (w > 1 ? "-" + deviceId(used.back()) : "");
                const std::string name = "train-step " + mode + " " + precision + " x" + std::to_string(w);
                bool bf16Capable = true;
                for (int d : used)
                    bf16Capable = bf16Capable && deviceAttribute(cudaDevAttrComputeCapabilityMajor, d) >= 8;
                if (!lt.usable()) {
                    ctx.report(skipped("train-step", name, device, TestStatus::NotApplicable, lt.reasonCode, lt.reason));
                } else if (w > 1 && !nccl.usable()) {
                    ctx.report(skipped("train-step", name, device, TestStatus::NotApplicable, nccl.reasonCode,
                                       "the gradient all-reduce needs NCCL: " + nccl.reason));
                } else if (precision == "bf16" && !bf16Capable) {
                    ctx.report(skipped("train-step", name, device, TestStatus::NotApplicable, "no_reduced_precision",
                                       "bf16 matrix products need compute capability 8.0"));
                } else {
                    ctx.runTest("train-step", name, device, [&]() {
                        const Measured m = measure(ctx, used, mode, precision == "bf16", shape, batch);
                        if (m.stepS.empty())
                            return ctx.notRun("train-step", name, device);
                        TestResult r = trainStepResult(name, device, m, w, mode, precision, baseline);
                        r.parameters = {
                            {"model", model},
                            {"global_batch", m.globalBatch},
                            {"per_worker_batch", m.globalBatch / w},
                            {"workers", w},
                            {"mode", mode},
                            {"precision", precision},
                            {"storage", precision == "bf16" ? "bfloat16 weights and activations, fp32 accumulation" : "fp32"},
                            {"batch_copy", "fp32 input batch, pinned host to device, every step"},
                            {"gradient_allreduce", w > 1 ? "NCCL fp32 sum" : "none (one device)"}};
                        const TrainStepEntry &t = *r.trainStep;
                        r.extra = {{"batch_copy_s", summarize(m.copyS).median},
                                   {"compute_share", t.computeS / t.stepS},
                                   {"timing", "step: host clock to every device's completion; compute and copy: CUDA events"}};
                        return r;
                    });
                }
                ctx.progress(double(++done) / double(total));
            }
        }
    }
}

} // namespace scalescope::gpu
