// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What runs across ranks: every rank's inventory, MPI_Allreduce over a size sweep (algbw, busbw),
// a ping-pong between rank 0 and every other rank and between every two hosts (latency and
// bandwidth), and the data-parallel
// train-step over 1..R ranks whose gradient sum is an MPI_Allreduce. Rank 0 records; every result
// is checked on every rank and the mismatches are summed on rank 0. With --backend cuda the
// all-reduce and the train-step run on one GPU per rank through NCCL (CudaRankSuites.cu); the
// ping-pong stays in host memory.
#include "MpiSuites.h"

#include "MpiJob.h"
#include "scalescope/gpu/JobTopology.h"
#include "scalescope/gpu/MlpReplica.h"
#ifdef SCALESCOPE_WITH_CUDA
#include "scalescope/gpu/CudaSuites.h"
#endif
#include "scalescope/gpu/SuiteContext.h"
#include "scalescope/gpu/TrainStepResult.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace scalescope::gpu {
namespace {

using json = nlohmann::json;

// A test about to run across `who`, for SuiteContext::begin.
TestResult underway(const std::string &suite, const std::string &name, const std::string &device, Participants who)
{
    TestResult t;
    t.suite = suite;
    t.name = name;
    t.device = device;
    t.participants = std::move(who);
    return t;
}

void runMpiInventory(SuiteContext &ctx)
{
    runInventory(ctx); // rank 0's cpu0 and GPU, as the plain probe reports them
#ifdef SCALESCOPE_WITH_CUDA
    if (!ctx.cudaDevices.empty())
        runCudaInventory(ctx);
#endif
    const MpiJob &job = mpiJob();
    for (const RankInfo &r : job.ranks()) {
        TestResult t;
        t.suite = "inventory";
        t.name = "inventory rank " + std::to_string(r.rank) + " (" + r.hostname + ")";
        t.device = "rank" + std::to_string(r.rank);
        t.metric = "inventory";
        t.extra = r.detail;
        t.verified = r.detail["logical_cpus"].get<int>() > 0;
        t.participants = job.participants(std::vector<int>{r.rank});
        ctx.report(t);
    }
}

void runMpiAllreduce(SuiteContext &ctx)
{
    const MpiJob &job = mpiJob();
    const int n = job.size();
    if (n < 2) { // every rank returns here together
        ctx.report(skipped("allreduce", "allreduce across ranks", "mpi", TestStatus::NotApplicable, "single_rank",
                           "an all-reduce across ranks needs two ranks; start the probe with mpirun -np 2 or more"));
        return;
    }
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty() && ctx.args.quick)
        sizes = {int64_t(1) << 20};
    else if (sizes.empty())
        for (int64_t s = int64_t(4) << 10; s <= (int64_t(64) << 20); s *= 4)
            sizes.push_back(s);
    size_t done = 0;
    for (int64_t bytes : sizes) {
        const std::string name = "allreduce sum " + std::to_string(bytes) + " B x " + std::to_string(n) + " ranks";
        if (!MpiJob::agree(MPI_COMM_WORLD, !ctx.stopped())) {
            ctx.report(ctx.notRun("allreduce", name, "mpi"));
            continue;
        }
        ctx.begin(underway("allreduce", name, "mpi", job.participants(n)));
        const size_t count = std::max<size_t>(1, size_t(bytes) / sizeof(float));
        std::vector<float> send(count), receive(count, 0.0f);
        for (size_t i = 0; i < count; ++i)
            send[i] = float(job.rank() + 1) + float(i % 7);
        const SampleRun run = MpiJob::sampleTogether(
            MPI_COMM_WORLD,
            [&]() {
                const double t0 = monotonicSeconds();
                MPI_Allreduce(send.data(), receive.data(), int(count), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
                return monotonicSeconds() - t0;
            },
            ctx.boundedSampler(), ctx.cancel);
        // Element i on every rank is Σ_r (r + 1 + i mod 7) = n(n+1)/2 + n·(i mod 7).
        long long bad = 0;
        for (size_t i = 0; i < count; i += std::max<size_t>(1, count / 257)) {
            const double expected = double(n) * (n + 1) / 2 + double(n) * double(i % 7);
            bad += std::fabs(receive[i] - expected) > 1e-3 ? 1 : 0;
        }
        bad = static_cast<long long>(mpiJob().world().sumOnRoot(double(bad))); // counts are exact in a double
        if (!job.root())
            continue;
        if (run.seconds.empty()) {
            ctx.report(ctx.notRun("allreduce", name, "mpi"));
            continue;
        }
        TestResult r = allreduceResult(name, "mpi", bytes, n);
        r.parameters["library"] = "MPI_Allreduce";
        r.parameters["oversubscribed"] = job.oversubscribed();
        r.participants = job.participants(n);
        setAllreduceBandwidth(r, bytes, n, run.seconds);
        r.verified = bad == 0;
        r.verification = {{"mismatches", bad}, {"rule", "every rank's buffer holds the element-wise sum over the ranks"}};
        if (bad)
            r.status = TestStatus::Failed, r.reasonCode = "verification_failed",
            r.reason = "a rank's buffer does not hold the sum";
        ctx.report(r);
        ctx.progress(double(++done) / double(sizes.size()));
    }
}

// For each pair (rank 0 with every other rank, and the first ranks of every two other hosts) the
// source sends `bytes` to the peer and waits for them back, `reps` times per sample; one way is half
// a round trip. The peer checks what it got and the source checks the echo. The source times, and
// rank 0, which keeps the samples, gets its times.
void runMpiPingPong(SuiteContext &ctx)
{
    const MpiJob &job = mpiJob();
    const int n = job.size();
    if (n < 2) {
        if (job.root())
            ctx.report(skipped("p2p", "p2p ping-pong", "mpi", TestStatus::NotApplicable, "single_rank",
                               "a ping-pong needs two ranks; start the probe with mpirun -np 2 or more"));
        return;
    }
    // Latency at 8 B; bandwidth where the protocol has switched to large messages.
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty())
        sizes = ctx.args.quick
                    ? std::vector<int64_t>{8, int64_t(1) << 20}
                    : std::vector<int64_t>{8, int64_t(64) << 10, int64_t(1) << 20, int64_t(4) << 20, int64_t(16) << 20};
    std::vector<std::string> hostOfRank;
    for (const RankInfo &r : job.ranks())
        hostOfRank.push_back(r.hostname);
    const std::vector<std::pair<int, int>> pairs = pingPongPairs(hostOfRank);
    const size_t total = sizes.size() * pairs.size();
    size_t done = 0;
    const int me = job.rank();
    for (const std::pair<int, int> &pair : pairs) {
        const int source = pair.first, peer = pair.second; // plain names: the lambda below captures them
        const bool interNode = hostOfRank[size_t(peer)] != hostOfRank[size_t(source)];
        const std::string device = "rank" + std::to_string(source) + "-rank" + std::to_string(peer);
        for (int64_t bytes : sizes) {
            const bool latency = bytes <= 64;
            const std::string name = "p2p ping-pong rank " + std::to_string(source) + " - rank " + std::to_string(peer) + " " +
                                     std::to_string(bytes) + " B";
            if (!MpiJob::agree(MPI_COMM_WORLD, !ctx.stopped())) {
                ctx.report(ctx.notRun("p2p", name, device));
                continue;
            }
            ctx.begin(underway("p2p", name, device, job.participants(std::vector<int>{source, peer})));
            const int reps = latency ? 200 : bytes <= (int64_t(1) << 20) ? 10 : 2;
            std::vector<unsigned char> out(static_cast<size_t>(bytes)), in(static_cast<size_t>(bytes), 0);
            for (size_t i = 0; i < out.size(); ++i)
                out[i] = static_cast<unsigned char>((i * 31 + size_t(peer)) & 0xFF);
            const SampleRun run = MpiJob::sampleTogether(
                MPI_COMM_WORLD,
                [&]() {
                    double oneWay = 0;
                    if (me == source) {
                        const double t0 = monotonicSeconds();
                        for (int i = 0; i < reps; ++i) {
                            MPI_Send(out.data(), int(bytes), MPI_BYTE, peer, 7, MPI_COMM_WORLD);
                            MPI_Recv(in.data(), int(bytes), MPI_BYTE, peer, 8, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                        }
                        oneWay = (monotonicSeconds() - t0) / (2.0 * reps);
                        if (source != 0)
                            MPI_Send(&oneWay, 1, MPI_DOUBLE, 0, 9, MPI_COMM_WORLD);
                    } else if (me == peer) {
                        for (int i = 0; i < reps; ++i) {
                            MPI_Recv(in.data(), int(bytes), MPI_BYTE, source, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                            MPI_Send(in.data(), int(bytes), MPI_BYTE, source, 8, MPI_COMM_WORLD);
                        }
                    }
                    if (me == 0 && source != 0)
                        MPI_Recv(&oneWay, 1, MPI_DOUBLE, source, 9, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    return oneWay;
                },
                ctx.boundedSampler(), ctx.cancel);
            long long bad = 0;
            if (me == source || me == peer)
                bad = std::memcmp(in.data(), out.data(), in.size()) != 0 ? 1 : 0;
            bad = static_cast<long long>(mpiJob().world().sumOnRoot(double(bad))); // counts are exact in a double
            if (!job.root())
                continue;
            if (run.seconds.empty()) {
                ctx.report(ctx.notRun("p2p", name, device));
                continue;
            }
            TestResult r;
            r.suite = "p2p";
            r.device = device;
            r.name = name;
            r.samples = run.seconds;
            if (latency) {
                r.metric = "latency";
                r.unit = "us";
                for (double t : run.seconds)
                    r.values.push_back(t * 1e6);
            } else {
                r.metric = "bandwidth";
                r.unit = "GB/s";
                r.byteConvention = "copied";
                for (double t : run.seconds)
                    r.values.push_back(double(bytes) / t / 1e9);
            }
            r.summary = summarize(r.values);
            r.parameters = {{"bytes", bytes},
                            {"source_rank", source},
                            {"peer_rank", peer},
                            {"inter_node", interNode},
                            {"round_trips_per_sample", reps},
                            {"method", "MPI_Send/MPI_Recv ping-pong; one way = half a round trip"}};
            r.participants = job.participants(std::vector<int>{source, peer});
            r.verified = bad == 0;
            r.verification = {{"mismatches", bad}, {"rule", "the peer receives the bytes sent and the source gets them back"}};
            if (bad)
                r.status = TestStatus::Failed, r.reasonCode = "verification_failed", r.reason = "the bytes came back changed";
            ctx.report(r);
            ctx.progress(double(++done) / double(total));
        }
    }
}

// The largest difference between this parameter vector across the ranks of `comm` (on every rank).
double replicaSpread(MPI_Comm comm, const Eigen::MatrixXf &w)
{
    std::vector<float> hi(size_t(w.size())), lo(size_t(w.size()));
    MPI_Allreduce(w.data(), hi.data(), int(w.size()), MPI_FLOAT, MPI_MAX, comm);
    MPI_Allreduce(w.data(), lo.data(), int(w.size()), MPI_FLOAT, MPI_MIN, comm);
    double spread = 0;
    for (size_t i = 0; i < hi.size(); ++i)
        spread = std::max(spread, double(hi[i]) - double(lo[i]));
    return spread;
}

// One series point: `count` ranks train together on a communicator of their own.
TrainStepTimes measureAcross(SuiteContext &ctx, MPI_Comm comm, int count, const std::string &mode, bool bf16, int in, int hidden,
                             int classes, int batch, double *gradientError)
{
    TrainStepTimes out;
    int rank = 0;
    MPI_Comm_rank(comm, &rank);
    const int perRank = mode == "strong" ? std::max(1, batch / count) : batch;
    out.globalBatch = int64_t(perRank) * count;
    Replica replica;
    std::mt19937 rng(99u + unsigned(rank));
    initReplica(replica, in, hidden, classes, perRank, bf16, rng);
    const float lr = 0.01f / float(out.globalBatch);

    // Before timing: the summed gradient equals the sum of every rank's own (checked in double).
    computeGradient(replica, bf16);
    double mine = 0, expected = 0, got = 0;
    for (float g : replica.grad)
        mine += g;
    MPI_Allreduce(&mine, &expected, 1, MPI_DOUBLE, MPI_SUM, comm);
    MPI_Allreduce(MPI_IN_PLACE, replica.grad.data(), int(replica.grad.size()), MPI_FLOAT, MPI_SUM, comm);
    for (float g : replica.grad)
        got += g;
    *gradientError = std::fabs(got - expected) / std::max(1.0, std::fabs(expected));

    const SampleRun run = MpiJob::sampleTogether(
        comm,
        [&]() {
            const double t0 = monotonicSeconds();
            computeGradient(replica, bf16);
            const double compute = monotonicSeconds() - t0;
            MPI_Allreduce(MPI_IN_PLACE, replica.grad.data(), int(replica.grad.size()), MPI_FLOAT, MPI_SUM, comm);
            applyUpdate(replica, lr, bf16);
            const double step = monotonicSeconds() - t0;
            // Outside the step's time: the slowest rank's compute, for the compute/communication split.
            double slowest = compute;
            MPI_Reduce(&compute, &slowest, 1, MPI_DOUBLE, MPI_MAX, 0, comm);
            if (rank == 0)
                out.record(step, slowest, replica.loss);
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    out.keepLast(run.seconds.size());
    out.maxReplicaDiff = std::max(replicaSpread(comm, replica.m.w1), replicaSpread(comm, replica.m.w2));
    return out;
}

void runMpiTrainStep(SuiteContext &ctx)
{
    const MpiJob &job = mpiJob();
    const std::vector<int> counts = trainStepWorkerCounts(ctx.args.workers, job.size(), true);
    const std::vector<std::string> precisions = trainStepPrecisions(ctx.args.precisions);
    const bool cpuBf16 = ctx.host.hasBf16();
    const int in = ctx.args.quick ? 256 : 512, hidden = ctx.args.quick ? 512 : 1024, classes = 16;
    const int batch = ctx.args.quick ? 128 : 256;
    const int eigenThreads = Eigen::nbThreads();
    Eigen::setNbThreads(job.threadsPerRank()); // each rank uses its share of its host's cores
    // bf16 runs only where rank 0's CPU has the instructions; the others follow rank 0.
    const bool bf16Here = MpiJob::agree(MPI_COMM_WORLD, cpuBf16);
    const size_t total = precisions.size() * 2 * counts.size();
    size_t done = 0;
    for (const std::string &precision : precisions) {
        for (const std::string mode : {"strong", "weak"}) {
            const bool bf16 = precision == "bf16";
            std::optional<double> baseline;
            for (int count : counts) {
                // Named as the plain probe names its series: Compare pairs a cluster's curve with a machine's.
                const std::string name = "train-step " + mode + " " + precision + " x" + std::to_string(count);
                if (bf16 && !bf16Here) {
                    ctx.report(skipped("train-step", name, "mpi", TestStatus::NotApplicable, "no_reduced_precision",
                                       "rank 0's CPU has no bf16 instructions (avx512_bf16 or amx_bf16; bf16 on Arm)"));
                    ctx.progress(double(++done) / double(total));
                    continue;
                }
                if (!MpiJob::agree(MPI_COMM_WORLD, !ctx.stopped())) {
                    ctx.report(ctx.notRun("train-step", name, "mpi"));
                    continue;
                }
                MPI_Comm comm = MPI_COMM_NULL;
                MPI_Comm_split(MPI_COMM_WORLD, job.rank() < count ? 0 : MPI_UNDEFINED, job.rank(), &comm);
                if (comm == MPI_COMM_NULL) // not in this point of the series: wait for the next
                    continue;
                ctx.begin(underway("train-step", name, "mpi", job.participants(count)));
                double gradientError = 0;
                const TrainStepTimes m = measureAcross(ctx, comm, count, mode, bf16, in, hidden, classes, batch, &gradientError);
                MPI_Comm_free(&comm);
                if (!job.root())
                    continue;
                if (m.stepS.empty()) {
                    ctx.report(ctx.notRun("train-step", name, "mpi"));
                    continue;
                }
                TestResult r = trainStepResult(name, "mpi", m, count, mode, precision, baseline);
                r.parameters = {
                    {"model", "MLP " + std::to_string(in) + "-" + std::to_string(hidden) + "-" + std::to_string(classes)},
                    {"global_batch", m.globalBatch},
                    {"per_worker_batch", m.globalBatch / count},
                    {"workers", count},
                    {"ranks", count},
                    {"threads_per_rank", job.threadsPerRank()},
                    {"mode", mode},
                    {"precision", precision},
                    {"storage", bf16 ? "bfloat16 weights and activations, fp32 arithmetic" : "fp32"},
                    {"gradient_allreduce", "fp32 MPI_Allreduce (sum) across ranks"}};
                r.participants = job.participants(count);
                r.trainStep->oversubscribed = job.oversubscribed();
                r.verification["gradient_sum_relative_error"] = gradientError;
                r.verification["rule"] =
                    "replicas stay identical on every rank after every averaged update; the summed gradient equals the "
                    "sum of every rank's own; the loss stays finite";
                if (gradientError > 1e-4) {
                    r.verified = false;
                    r.status = TestStatus::Failed, r.reasonCode = "verification_failed",
                    r.reason = "the gradient summed across ranks is not the sum of the ranks' gradients";
                }
                ctx.report(r);
                ctx.progress(double(++done) / double(total));
            }
        }
    }
    Eigen::setNbThreads(eigenThreads);
}

#ifdef SCALESCOPE_WITH_CUDA
void runNcclAllreduce(SuiteContext &ctx)
{
    runCudaRankAllreduce(ctx, mpiJob().world());
}
void runNcclTrainStep(SuiteContext &ctx)
{
    runCudaRankTrainStep(ctx, mpiJob().world());
}
#endif

} // namespace

const std::vector<SuiteInfo> &mpiSuiteRegistry()
{
    static const std::vector<SuiteInfo> suites = {
        {"inventory",
         "every rank's host: CPU, memory, NUMA nodes, network interfaces, its GPU, its place in the job",
         &runMpiInventory,
         SCALESCOPE_CUDA_RUN(runMpiInventory),
         {},
         {}},
        {"allreduce",
         "all-reduce (sum) across all ranks over a size sweep: algbw and busbw (MPI_Allreduce; NCCL with --backend cuda)",
         &runMpiAllreduce,
         SCALESCOPE_CUDA_RUN(runNcclAllreduce),
         {},
         {}},
        {"p2p",
         "ping-pong between rank 0 and every other rank, and between every two hosts, in host memory: latency (8 B) "
         "and bandwidth",
         &runMpiPingPong,
         SCALESCOPE_CUDA_RUN(runMpiPingPong),
         {},
         {}},
        {"train-step",
         "the data-parallel training step over 1..R ranks, strong and weak, gradients summed across ranks "
         "(one GPU per rank and NCCL with --backend cuda)",
         &runMpiTrainStep,
         SCALESCOPE_CUDA_RUN(runNcclTrainStep),
         {"fp32", "bf16"},
         cudaOnly({"fp32", "bf16"})},
    };
    return suites;
}

} // namespace scalescope::gpu
