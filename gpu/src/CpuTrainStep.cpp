// A real data-parallel training step on CPU threads: each worker holds a replica of a small MLP
// (input → ReLU hidden layer → softmax classes), runs forward and backward on its share of the
// batch, the gradients are summed across workers (ThreadAllReduce), and every replica applies the
// averaged update. Strong scaling keeps the global batch; weak scaling keeps the per-worker batch.
// Per step: compute = the slowest worker's forward + backward; communication = the rest of the
// step (waiting for it and the all-reduce). Speedup, efficiency and ε_eff are against one worker.
// The bf16 variant rounds weights and activations to bfloat16 (arithmetic stays fp32) and runs
// only where the CPU has bf16 instructions.
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

using Mat = Eigen::MatrixXf;
using Vec = Eigen::VectorXf;

float roundBf16(float x)
{
    uint32_t u;
    std::memcpy(&u, &x, 4);
    u += 0x7FFF + ((u >> 16) & 1); // round to nearest even on the dropped half
    u &= 0xFFFF0000u;
    std::memcpy(&x, &u, 4);
    return x;
}

void roundAll(float *p, Eigen::Index n)
{
    for (Eigen::Index i = 0; i < n; ++i)
        p[i] = roundBf16(p[i]);
}

struct Model
{
    int in = 0, hidden = 0, classes = 0;
    Mat w1, w2;
    Vec b1, b2;
    size_t parameterCount() const { return size_t(w1.size() + w2.size() + b1.size() + b2.size()); }
};

struct Replica
{
    Model m;
    Mat x;                   // batch × in
    std::vector<int> y;      // labels
    std::vector<float> grad; // flat: w1, b1, w2, b2
    double computeS = 0;
    double loss = 0;
};

void initModel(Model &m, int in, int hidden, int classes, bool bf16)
{
    std::mt19937 rng(7);
    std::normal_distribution<float> d(0.0f, 1.0f);
    m.in = in, m.hidden = hidden, m.classes = classes;
    m.w1 = Mat(in, hidden);
    m.w2 = Mat(hidden, classes);
    for (Eigen::Index i = 0; i < m.w1.size(); ++i)
        m.w1.data()[i] = d(rng) * std::sqrt(2.0f / in);
    for (Eigen::Index i = 0; i < m.w2.size(); ++i)
        m.w2.data()[i] = d(rng) * std::sqrt(2.0f / hidden);
    m.b1 = Vec::Zero(hidden);
    m.b2 = Vec::Zero(classes);
    if (bf16) {
        roundAll(m.w1.data(), m.w1.size());
        roundAll(m.w2.data(), m.w2.size());
    }
}

// Forward + backward on the replica's batch; fills the flat gradient (summed over samples).
void computeGradient(Replica &r, bool bf16)
{
    const Model &m = r.m;
    const Eigen::Index batch = r.x.rows();
    Mat h = (r.x * m.w1).rowwise() + m.b1.transpose();
    h = h.cwiseMax(0.0f);
    if (bf16)
        roundAll(h.data(), h.size());
    Mat logits = (h * m.w2).rowwise() + m.b2.transpose();
    // softmax cross-entropy
    Mat dlogits(batch, m.classes);
    double loss = 0;
    for (Eigen::Index i = 0; i < batch; ++i) {
        const float mx = logits.row(i).maxCoeff();
        Eigen::RowVectorXf e = (logits.row(i).array() - mx).exp();
        const float sum = e.sum();
        e /= sum;
        loss -= std::log(std::max(1e-30f, e(r.y[size_t(i)])));
        e(r.y[size_t(i)]) -= 1.0f;
        dlogits.row(i) = e;
    }
    r.loss = loss / double(batch);
    const Mat gw2 = h.transpose() * dlogits;
    const Vec gb2 = dlogits.colwise().sum().transpose();
    Mat dh = dlogits * m.w2.transpose();
    dh = dh.cwiseProduct((h.array() > 0.0f).cast<float>().matrix());
    const Mat gw1 = r.x.transpose() * dh;
    const Vec gb1 = dh.colwise().sum().transpose();
    float *g = r.grad.data();
    std::memcpy(g, gw1.data(), sizeof(float) * size_t(gw1.size()));
    g += gw1.size();
    std::memcpy(g, gb1.data(), sizeof(float) * size_t(gb1.size()));
    g += gb1.size();
    std::memcpy(g, gw2.data(), sizeof(float) * size_t(gw2.size()));
    g += gw2.size();
    std::memcpy(g, gb2.data(), sizeof(float) * size_t(gb2.size()));
}

void applyUpdate(Replica &r, float scale, bool bf16)
{
    Model &m = r.m;
    const float *g = r.grad.data();
    auto step = [&](float *p, Eigen::Index n) {
        for (Eigen::Index i = 0; i < n; ++i)
            p[i] -= scale * g[i];
        if (bf16)
            roundAll(p, n);
        g += n;
    };
    step(m.w1.data(), m.w1.size());
    step(m.b1.data(), m.b1.size());
    step(m.w2.data(), m.w2.size());
    step(m.b2.data(), m.b2.size());
}

TrainStepTimes measure(SuiteContext &ctx, int workers, const std::string &mode, bool bf16, int in, int hidden, int classes,
                       int batch)
{
    TrainStepTimes out;
    const int perWorker = mode == "strong" ? std::max(1, batch / workers) : batch;
    out.globalBatch = int64_t(perWorker) * workers;
    std::vector<Replica> replicas(static_cast<size_t>(workers));
    std::mt19937 rng(99);
    std::normal_distribution<float> d(0.0f, 1.0f);
    std::uniform_int_distribution<int> label(0, classes - 1);
    for (Replica &r : replicas) {
        initModel(r.m, in, hidden, classes, bf16);
        r.x = Mat(perWorker, in);
        for (Eigen::Index i = 0; i < r.x.size(); ++i)
            r.x.data()[i] = d(rng);
        if (bf16)
            roundAll(r.x.data(), r.x.size());
        r.y.resize(size_t(perWorker));
        for (int &y : r.y)
            y = label(rng);
        r.grad.assign(r.m.parameterCount(), 0.0f);
    }
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
    bool first = true;
    const SampleRun run = sample(
        [&]() {
            startLine.arrive_and_wait();
            const double t0 = monotonicSeconds();
            workerStep(0);
            const double step = monotonicSeconds() - t0;
            double compute = 0;
            for (const Replica &r : replicas)
                compute = std::max(compute, r.computeS);
            out.stepS.push_back(step);
            out.computeS.push_back(compute);
            out.commS.push_back(std::max(0.0, step - compute));
            if (first)
                out.firstLoss = replicas[0].loss, first = false;
            out.lastLoss = replicas[0].loss;
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    quit = true;
    startLine.arrive_and_wait();
    for (auto &th : pool)
        th.join();
    // Warm-up steps are in the vectors too; keep only the timed ones (the sampler's).
    const size_t timed = run.seconds.size();
    auto keepTail = [timed](std::vector<double> &v) { v.erase(v.begin(), v.end() - std::min(v.size(), timed)); };
    keepTail(out.stepS);
    keepTail(out.computeS);
    keepTail(out.commS);
    for (const Replica &r : replicas) {
        out.maxReplicaDiff = std::max(out.maxReplicaDiff, double((r.m.w1 - replicas[0].m.w1).cwiseAbs().maxCoeff()));
        out.maxReplicaDiff = std::max(out.maxReplicaDiff, double((r.m.w2 - replicas[0].m.w2).cwiseAbs().maxCoeff()));
    }
    out.finite = std::isfinite(out.lastLoss);
    return out;
}

} // namespace

void runCpuTrainStep(SuiteContext &ctx)
{
    const int hw = ctx.host.logicalCpus;
    const std::vector<int> workers = trainStepWorkerCounts(ctx.args.workers, hw, false); // may oversubscribe
    const std::vector<std::string> precisions = trainStepPrecisions(ctx.args.precisions);
    const bool cpuBf16 = ctx.host.hasFlag("avx512_bf16") || ctx.host.hasFlag("amx_bf16");
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
                                       "this CPU has no bf16 instructions (avx512_bf16 or amx_bf16)"));
                    ctx.progress(double(++done) / double(total));
                    continue;
                }
                if (ctx.stopped()) {
                    ctx.report(ctx.notRun("train-step", name, "cpu0"));
                    continue;
                }
                const TrainStepTimes m = measure(ctx, w, mode, bf16, in, hidden, classes, batch);
                if (m.stepS.empty()) {
                    ctx.report(ctx.notRun("train-step", name, "cpu0"));
                    continue;
                }
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
                ctx.report(r);
                ctx.progress(double(++done) / double(total));
            }
        }
    }
    Eigen::setNbThreads(eigenThreads);
}

} // namespace scalescope::gpu
