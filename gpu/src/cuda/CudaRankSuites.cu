// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The CUDA suites across the ranks of a job, one GPU per rank (ctx.cudaDevices holds this rank's):
// an NCCL all-reduce over one communicator across all ranks, and the data-parallel train-step on
// 1..R ranks whose gradient sum is an NCCL all-reduce across processes. Rank 0 decides and records;
// every rank checks its own buffers and the counts are summed on rank 0.
#include "NcclComms.h"
#include "SumCheck.h"
#include "TrainReplica.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/RankGroup.h"
#include "scalescope/gpu/TrainStepResult.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <random>

namespace scalescope::gpu {
namespace {

using namespace cuda;

constexpr const char *kDevice = "nccl"; // the results' device: one GPU on each of the ranks taking part

void reportOnRoot(SuiteContext &ctx, RankGroup &group, const TestResult &r)
{
    if (group.root())
        ctx.report(r);
}

double sumOf(const std::vector<float> &v)
{
    double s = 0;
    for (float x : v)
        s += x;
    return s;
}

std::vector<float> toHost(const DeviceBuffer &buffer, size_t count)
{
    std::vector<float> out(count);
    check(cudaMemcpy(out.data(), buffer.get(), count * sizeof(float), cudaMemcpyDeviceToHost), "copy to host");
    return out;
}

struct RankMeasured : TrainStepTimes
{
    std::vector<double> copyS;
    double gradientError = 0; // |Σ summed gradient − Σ of every rank's own| relative, on rank 0
};

// One series point: the ranks of `group` train together, one replica each on `device`.
RankMeasured measureAcross(SuiteContext &ctx, RankGroup &group, int device, const std::string &mode, bool half,
                           const Shape &shape, int batch)
{
    const int w = group.size();
    const int perDevice = mode == "strong" ? std::max(1, batch / w) : batch;
    RankMeasured out;
    out.globalBatch = int64_t(perDevice) * w;
    DeviceScope on(device);
    // Also for one rank: every point of the curve pays an NCCL all-reduce, a local one at x1.
    NcclRankComm comm(group, device);
    Replica replica(device, shape, perDevice, half, comm.stream());
    const size_t perSlice = size_t(shape.in) * perDevice;
    PinnedBuffer input(4 * perSlice);
    {
        std::mt19937 rng(99u + unsigned(group.rank()));
        std::normal_distribution<float> d(0.0f, 1.0f);
        float *b = input.get<float>();
        for (size_t i = 0; i < perSlice; ++i)
            b[i] = d(rng);
    }
    const size_t nParams = shape.parameters();
    const int labelOffset = group.rank() * perDevice;
    float *grad = replica.grad.get<float>();

    // Before timing: the summed gradient equals the sum of every rank's own (added in double).
    replica.forwardBackward(input.get<float>(), labelOffset);
    comm.synchronize();
    const double expected = group.sumOnRoot(sumOf(toHost(replica.grad, nParams)));
    comm.allReduce(grad, grad, nParams);
    comm.synchronize();
    const double got = sumOf(toHost(replica.grad, nParams));
    out.gradientError = std::fabs(got - expected) / std::max(1.0, std::fabs(expected));

    const float lr = 0.01f / float(out.globalBatch);
    const SampleRun run = group.sampleTogether(
        [&]() {
            const double t0 = monotonicSeconds();
            replica.forwardBackward(input.get<float>(), labelOffset);
            comm.allReduce(grad, grad, nParams);
            replica.update(lr);
            comm.synchronize();
            const double step = monotonicSeconds() - t0;
            // Outside the step's time: the slowest rank's compute and batch copy.
            const double compute = group.maxOnRoot(elapsedSeconds(replica.computeStart, replica.computeEnd));
            const double copy = group.maxOnRoot(elapsedSeconds(replica.copyStart, replica.computeStart));
            if (group.root()) {
                float loss = 0;
                check(cudaMemcpy(&loss, replica.loss.get(), sizeof loss, cudaMemcpyDeviceToHost), "copy loss");
                out.record(step, compute, loss);
                out.copyS.push_back(copy);
            }
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    out.keepLast(run.seconds.size(), &out.copyS);

    // Every rank's parameters must equal rank 0's bit for bit after the averaged updates.
    std::vector<float> mine = toHost(replica.params, nParams), reference = mine;
    group.broadcast(reference.data(), reference.size() * sizeof(float));
    double diff = 0;
    for (size_t i = 0; i < nParams; ++i)
        diff = std::max(diff, double(std::fabs(mine[i] - reference[i])));
    out.maxReplicaDiff = group.maxOnRoot(diff);
    for (float v : reference)
        out.finite = out.finite && std::isfinite(v);
    return out;
}

} // namespace

void runCudaRankAllreduce(SuiteContext &ctx, RankGroup &group)
{
    const int n = group.size();
    if (n < 2) {
        reportOnRoot(ctx, group,
                     skipped("allreduce", "allreduce across ranks", kDevice, TestStatus::NotApplicable, "single_rank",
                             "an all-reduce across ranks needs two ranks; start the probe with mpirun -np 2 or more"));
        return;
    }
    const NcclApi &nccl = ncclApi();
    if (!group.all(nccl.usable())) {
        reportOnRoot(ctx, group,
                     skipped("allreduce", "allreduce across ranks", kDevice, TestStatus::NotApplicable,
                             nccl.usable() ? "library_missing" : nccl.reasonCode,
                             nccl.usable() ? "NCCL did not load on every rank" : nccl.reason));
        return;
    }
    const std::vector<int64_t> sizes = gpuAllreduceSizes(ctx.args);
    const int device = ctx.cudaDevices.front();
    DeviceScope on(device);
    NcclRankComm comm(group, device);
    size_t done = 0;
    for (int64_t requested : sizes) {
        const size_t count = std::max<size_t>(1, size_t(requested) / sizeof(float));
        const size_t bytes = count * sizeof(float);
        const std::string name = "allreduce sum " + std::to_string(bytes) + " B x " + std::to_string(n) + " ranks";
        if (!group.agree(!ctx.stopped())) {
            reportOnRoot(ctx, group, ctx.notRun("allreduce", name, kDevice));
            continue;
        }
        DeviceBuffer send(bytes), receive(bytes);
        fillRankPattern(send.get<float>(), count, group.rank(), comm.stream());
        comm.synchronize();
        const SampleRun run = group.sampleTogether(
            [&]() {
                const double t0 = monotonicSeconds();
                comm.allReduce(send.get<float>(), receive.get<float>(), count);
                comm.synchronize();
                return monotonicSeconds() - t0;
            },
            ctx.boundedSampler(), ctx.cancel);
        const double bad = group.sumOnRoot(double(countWrongSums(receive.get<float>(), count, n)));
        if (!group.root())
            continue;
        if (run.seconds.empty()) {
            ctx.report(ctx.notRun("allreduce", name, kDevice));
            continue;
        }
        TestResult r = allreduceResult(name, kDevice, int64_t(bytes), n);
        r.parameters["library"] = "NCCL";
        r.parameters["communicator"] = "one across all ranks (ncclCommInitRank), one GPU per rank";
        r.parameters["timing"] = "rank 0's host clock from the call to its stream's completion";
        r.participants = group.participants(n);
        setAllreduceBandwidth(r, int64_t(bytes), n, run.seconds);
        r.extra["nccl"] = nccl.version();
        setVerified(r, bad == 0,
                    {{"mismatches", (long long)bad}, {"rule", "every rank's receive buffer holds the element-wise sum"}});
        ctx.report(r);
        ctx.progress(double(++done) / double(sizes.size()));
    }
}

void runCudaRankTrainStep(SuiteContext &ctx, RankGroup &group)
{
    const int device = ctx.cudaDevices.front();
    const std::vector<int> counts = trainStepWorkerCounts(ctx.args.workers, group.size(), true);
    const std::vector<std::string> precisions = trainStepPrecisions(ctx.args.precisions);
    const Shape shape = trainStepShape(ctx.args.quick);
    const int batch = trainStepBatch(ctx.args.quick);
    const CublasLtApi &lt = cublasLtApi();
    const NcclApi &nccl = ncclApi();
    // Every rank must be able to take part: decided once, the same on all.
    const bool ltEverywhere = group.all(lt.usable());
    const bool ncclEverywhere = group.all(nccl.usable());
    const bool bf16Everywhere = group.all(deviceAttribute(cudaDevAttrComputeCapabilityMajor, device) >= 8);
    const size_t total = precisions.size() * 2 * counts.size();
    size_t done = 0;
    for (const std::string &precision : precisions) {
        for (const std::string mode : {"strong", "weak"}) {
            std::optional<double> baseline;
            for (int count : counts) {
                const std::string name = "train-step " + mode + " " + precision + " x" + std::to_string(count);
                const auto notApplicable = [&](const std::string &code, const std::string &why) {
                    reportOnRoot(ctx, group, skipped("train-step", name, kDevice, TestStatus::NotApplicable, code, why));
                    if (group.root())
                        ctx.progress(double(++done) / double(total));
                };
                if (!ltEverywhere) {
                    notApplicable(lt.usable() ? "library_missing" : lt.reasonCode,
                                  lt.usable() ? "cuBLASLt did not load on every rank" : lt.reason);
                    continue;
                }
                if (!ncclEverywhere) {
                    notApplicable(nccl.usable() ? "library_missing" : nccl.reasonCode,
                                  "the gradient all-reduce needs NCCL on every rank" +
                                      (nccl.usable() ? std::string() : ": " + nccl.reason));
                    continue;
                }
                if (precision == "bf16" && !bf16Everywhere) {
                    notApplicable("no_reduced_precision", "bf16 matrix products need compute capability 8.0 on every rank");
                    continue;
                }
                if (!group.agree(!ctx.stopped())) {
                    reportOnRoot(ctx, group, ctx.notRun("train-step", name, kDevice));
                    continue;
                }
                const std::unique_ptr<RankGroup> taking = group.firstRanks(count);
                if (!taking) // not in this point of the series: on to the next decision
                    continue;
                const RankMeasured m = measureAcross(ctx, *taking, device, mode, precision == "bf16", shape, batch);
                if (!group.root())
                    continue;
                if (m.stepS.empty()) {
                    ctx.report(ctx.notRun("train-step", name, kDevice));
                    continue;
                }
                TestResult r = trainStepResult(name, kDevice, m, count, mode, precision, baseline);
                r.parameters = {{"model", modelName(shape)},
                                {"global_batch", m.globalBatch},
                                {"per_worker_batch", m.globalBatch / count},
                                {"workers", count},
                                {"ranks", count},
                                {"mode", mode},
                                {"precision", precision},
                                {"storage", precision == "bf16" ? "bfloat16 weights and activations, fp32 accumulation" : "fp32"},
                                {"batch_copy", "fp32 input batch, pinned host to device, every step"},
                                {"gradient_allreduce", "NCCL fp32 sum across ranks, one GPU per rank (also at one rank)"}};
                r.participants = group.participants(count);
                const TrainStepEntry &t = *r.trainStep;
                r.extra = {{"batch_copy_s", summarize(m.copyS).median},
                           {"compute_share", t.computeS / t.stepS},
                           {"timing", "step: rank 0's host clock; compute and copy: the slowest rank's CUDA events"}};
                r.verification["gradient_sum_relative_error"] = m.gradientError;
                r.verification["rule"] = "replicas stay identical on every rank after every averaged update; the summed "
                                         "gradient equals the sum of every rank's own; the loss stays finite";
                if (m.gradientError > 1e-4) {
                    r.verified = false;
                    r.status = TestStatus::Failed, r.reasonCode = "verification_failed",
                    r.reason = "the gradient summed across ranks is not the sum of the ranks' gradients";
                }
                ctx.report(r);
                ctx.progress(double(++done) / double(total));
            }
        }
    }
}

} // namespace scalescope::gpu
