// The CPU backend's synthetic data-parallel step on 1..N GPUs: an MLP (input → ReLU hidden →
// softmax classes) per device, forward and backward through cuBLASLt, gradients summed with NCCL
// across devices, the averaged update applied everywhere. Every step first copies its input
// batch host→device from pinned memory, so even one GPU has a part that is not compute: with
// bf16 the matrix products shrink while the fp32 batch copy stays. Strong scaling keeps the
// global batch, weak scaling the per-device batch. compute = the slowest device's forward and
// backward (CUDA events); comm = the rest of the step (batch copy, all-reduce, update, launch).
#include "CublasLt.h"
#include "CudaCommon.h"
#include "NcclComms.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/TrainStepResult.h"

#include <cuda_bf16.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

namespace scalescope::gpu {
namespace {

using namespace cuda;
using bf16 = __nv_bfloat16;

constexpr int kThreads = 256;
constexpr size_t kWorkspaceBytes = size_t(32) << 20;

int blocksFor(size_t n)
{
    return int(std::min<size_t>((n + kThreads - 1) / kThreads, 4096));
}

#define GRID_STRIDE(i, n)                                                                                                        \
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < (n); i += size_t(gridDim.x) * blockDim.x)

__global__ void initUniform(float *p, size_t n, float scale, uint32_t seed)
{
    GRID_STRIDE(i, n)
    {
        uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
        x ^= x >> 31;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 29;
        p[i] = scale * (float(x >> 40) / float(1u << 23) - 1.0f);
    }
}

__global__ void toBf16(const float *in, bf16 *out, size_t n)
{
    GRID_STRIDE(i, n)
    out[i] = __float2bfloat16(in[i]);
}

// h = max(h + b, 0) column by column; ha (bf16 copy) when given.
__global__ void biasRelu(float *h, const float *b, int rows, size_t n, bf16 *ha)
{
    GRID_STRIDE(i, n)
    {
        const float v = fmaxf(h[i] + b[i % rows], 0.0f);
        h[i] = v;
        if (ha)
            ha[i] = __float2bfloat16(v);
    }
}

// One thread per sample (a column of `classes` logits): softmax cross-entropy against the label
// (sample + labelOffset) mod classes; writes dlogits = softmax − one-hot and adds the mean loss.
__global__ void softmaxXent(const float *logits, const float *b, int classes, int batch, int labelOffset, float *dl, bf16 *dla,
                            float *loss)
{
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= batch)
        return;
    const float *z = logits + size_t(j) * classes;
    float mx = -INFINITY;
    for (int c = 0; c < classes; ++c)
        mx = fmaxf(mx, z[c] + b[c]);
    float sum = 0;
    for (int c = 0; c < classes; ++c)
        sum += __expf(z[c] + b[c] - mx);
    const int label = (j + labelOffset) % classes;
    float *g = dl + size_t(j) * classes;
    for (int c = 0; c < classes; ++c) {
        const float p = __expf(z[c] + b[c] - mx) / sum;
        const float v = p - (c == label ? 1.0f : 0.0f);
        g[c] = v;
        if (dla)
            dla[size_t(j) * classes + c] = __float2bfloat16(v);
    }
    atomicAdd(loss, (logf(sum) + mx - (z[label] + b[label])) / float(batch));
}

__global__ void rowSum(const float *m, int rows, int cols, float *out)
{
    const int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows)
        return;
    float s = 0;
    for (int j = 0; j < cols; ++j)
        s += m[r + size_t(j) * rows];
    out[r] = s;
}

__global__ void reluMask(float *dh, const float *h, size_t n, bf16 *dha)
{
    GRID_STRIDE(i, n)
    {
        const float v = h[i] > 0.0f ? dh[i] : 0.0f;
        dh[i] = v;
        if (dha)
            dha[i] = __float2bfloat16(v);
    }
}

__global__ void sgdUpdate(float *params, const float *grad, float lr, size_t n, bf16 *shadow)
{
    GRID_STRIDE(i, n)
    {
        const float v = params[i] - lr * grad[i];
        params[i] = v;
        if (shadow)
            shadow[i] = __float2bfloat16(v);
    }
}

// The flat parameter vector [W1 | b1 | W2 | b2]; each part starts on a 256-byte boundary (128
// elements), the alignment cuBLASLt's heuristics assume for the matrices inside it.
struct Shape
{
    int in = 0, hidden = 0, classes = 0;
    static size_t aligned(size_t v) { return (v + 127) / 128 * 128; }
    size_t w1() const { return size_t(hidden) * in; }
    size_t b1() const { return aligned(w1()); } // offsets into the flat parameter vector
    size_t w2() const { return aligned(b1() + size_t(hidden)); }
    size_t b2() const { return aligned(w2() + size_t(classes) * hidden); }
    size_t parameters() const { return aligned(b2() + size_t(classes)); }
};

// One device's replica: parameters, gradients, activations and the five matmul plans.
struct Replica
{
    Replica(int device, const Shape &shape, int batch, bool bf16Mode, cudaStream_t stream)
        : dev(device), s(shape), batch(batch), half(bf16Mode), stream(stream), scope(device), params(4 * s.parameters()),
          grad(4 * s.parameters()), shadow(half ? 2 * s.parameters() : 16), x(4 * size_t(s.in) * batch),
          xa(half ? 2 * size_t(s.in) * batch : 16), h(4 * size_t(s.hidden) * batch), ha(half ? 2 * size_t(s.hidden) * batch : 16),
          logits(4 * size_t(s.classes) * batch), dl(4 * size_t(s.classes) * batch),
          dla(half ? 2 * size_t(s.classes) * batch : 16), dh(4 * size_t(s.hidden) * batch),
          dha(half ? 2 * size_t(s.hidden) * batch : 16), loss(sizeof(float)), workspace(kWorkspaceBytes)
    {
        const cudaDataType_t act = half ? CUDA_R_16BF : CUDA_R_32F;
        auto plan = [&](cublasOperation_t ta, cublasOperation_t tb, int64_t m, int64_t n, int64_t k) {
            MatmulSpec spec;
            spec.opA = ta, spec.opB = tb, spec.m = m, spec.n = n, spec.k = k;
            spec.typeA = spec.typeB = act;
            spec.typeC = CUDA_R_32F;
            return std::make_unique<LtMatmul>(lt, spec, kWorkspaceBytes);
        };
        forward1 = plan(CUBLAS_OP_N, CUBLAS_OP_N, s.hidden, batch, s.in);      // H = W1·X
        forward2 = plan(CUBLAS_OP_N, CUBLAS_OP_N, s.classes, batch, s.hidden); // L = W2·H
        gradW2 = plan(CUBLAS_OP_N, CUBLAS_OP_T, s.classes, s.hidden, batch);   // dL·Hᵀ
        backH = plan(CUBLAS_OP_T, CUBLAS_OP_N, s.hidden, batch, s.classes);    // W2ᵀ·dL
        gradW1 = plan(CUBLAS_OP_N, CUBLAS_OP_T, s.hidden, s.in, batch);        // dH·Xᵀ
        // Identical initial weights on every device (same seed), He-uniform scaled.
        float *p = params.get<float>();
        check(cudaMemsetAsync(p, 0, params.bytes(), stream), "cudaMemsetAsync");
        check(cudaMemsetAsync(grad.get(), 0, grad.bytes(), stream), "cudaMemsetAsync"); // padding stays zero
        initUniform<<<blocksFor(s.w1()), kThreads, 0, stream>>>(p, s.w1(), std::sqrt(6.0f / s.in), 11);
        const size_t w2Count = size_t(s.classes) * s.hidden; // not the padding after it
        initUniform<<<blocksFor(w2Count), kThreads, 0, stream>>>(p + s.w2(), w2Count, std::sqrt(6.0f / s.hidden), 12);
        if (half)
            toBf16<<<blocksFor(s.parameters()), kThreads, 0, stream>>>(p, shadow.get<bf16>(), s.parameters());
        check(cudaGetLastError(), "initialise parameters");
    }

    ~Replica() { cudaSetDevice(dev); } // members are freed on their own device

    const void *weights(size_t offset) const
    {
        return half ? static_cast<const void *>(shadow.get<bf16>() + offset)
                    : static_cast<const void *>(params.get<float>() + offset);
    }
    const void *act(const DeviceBuffer &f32, const DeviceBuffer &b16) const { return half ? b16.get() : f32.get(); }

    // Batch copy, forward and backward; records copyStart, computeStart and computeEnd.
    void forwardBackward(const float *hostBatch, int labelOffset)
    {
        DeviceScope on(dev);
        const size_t nx = size_t(s.in) * batch, nh = size_t(s.hidden) * batch;
        copyStart.record(stream);
        check(cudaMemcpyAsync(x.get(), hostBatch, 4 * nx, cudaMemcpyHostToDevice, stream), "batch copy");
        computeStart.record(stream);
        check(cudaMemsetAsync(loss.get(), 0, sizeof(float), stream), "cudaMemsetAsync");
        if (half)
            toBf16<<<blocksFor(nx), kThreads, 0, stream>>>(x.get<float>(), xa.get<bf16>(), nx);
        float *g = grad.get<float>();
        const float *p = params.get<float>();
        forward1->run(stream, weights(0), act(x, xa), nullptr, h.get(), workspace.get());
        biasRelu<<<blocksFor(nh), kThreads, 0, stream>>>(h.get<float>(), p + s.b1(), s.hidden, nh,
                                                         half ? ha.get<bf16>() : nullptr);
        forward2->run(stream, weights(s.w2()), act(h, ha), nullptr, logits.get(), workspace.get());
        softmaxXent<<<(batch + 127) / 128, 128, 0, stream>>>(logits.get<float>(), p + s.b2(), s.classes, batch, labelOffset,
                                                             dl.get<float>(), half ? dla.get<bf16>() : nullptr,
                                                             loss.get<float>());
        gradW2->run(stream, act(dl, dla), act(h, ha), nullptr, g + s.w2(), workspace.get());
        rowSum<<<(s.classes + 127) / 128, 128, 0, stream>>>(dl.get<float>(), s.classes, batch, g + s.b2());
        backH->run(stream, weights(s.w2()), act(dl, dla), nullptr, dh.get(), workspace.get());
        reluMask<<<blocksFor(nh), kThreads, 0, stream>>>(dh.get<float>(), h.get<float>(), nh, half ? dha.get<bf16>() : nullptr);
        gradW1->run(stream, act(dh, dha), act(x, xa), nullptr, g, workspace.get());
        rowSum<<<(s.hidden + 127) / 128, 128, 0, stream>>>(dh.get<float>(), s.hidden, batch, g + s.b1());
        check(cudaGetLastError(), "train-step kernels");
        computeEnd.record(stream);
    }

    void update(float lr)
    {
        DeviceScope on(dev);
        sgdUpdate<<<blocksFor(s.parameters()), kThreads, 0, stream>>>(params.get<float>(), grad.get<float>(), lr, s.parameters(),
                                                                      half ? shadow.get<bf16>() : nullptr);
        check(cudaGetLastError(), "sgdUpdate");
    }

    int dev;
    Shape s;
    int batch;
    bool half;
    cudaStream_t stream;
    DeviceScope scope; // the buffers below are allocated on dev
    DeviceBuffer params, grad, shadow, x, xa, h, ha, logits, dl, dla, dh, dha, loss, workspace;
    LtHandle lt;
    std::unique_ptr<LtMatmul> forward1, forward2, gradW2, backH, gradW1;
    Event copyStart, computeStart, computeEnd;
};

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
    bool first = true;
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
            out.stepS.push_back(step);
            out.computeS.push_back(compute);
            out.copyS.push_back(copy);
            out.commS.push_back(std::max(0.0, step - compute));
            float loss = 0;
            {
                DeviceScope on(replicas[0]->dev);
                check(cudaMemcpy(&loss, replicas[0]->loss.get(), sizeof loss, cudaMemcpyDeviceToHost), "copy loss");
            }
            if (first)
                out.firstLoss = loss, first = false;
            out.lastLoss = loss;
            out.finite = out.finite && std::isfinite(loss);
            return step;
        },
        ctx.boundedSampler(), ctx.cancel);
    const size_t timed = run.seconds.size(); // warm-up steps are in the vectors too
    for (auto *v : {&out.stepS, &out.computeS, &out.commS, &out.copyS})
        v->erase(v->begin(), v->end() - std::min(v->size(), timed));
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
    const Shape shape = ctx.args.quick ? Shape{512, 2048, 128} : Shape{1024, 4096, 256};
    const int batch = ctx.args.quick ? 1024 : 4096;
    const CublasLtApi &lt = cublasLtApi();
    const NcclApi &nccl = ncclApi();
    const std::string model =
        "MLP " + std::to_string(shape.in) + "-" + std::to_string(shape.hidden) + "-" + std::to_string(shape.classes);
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
                } else if (ctx.stopped()) {
                    ctx.report(ctx.notRun("train-step", name, device));
                } else {
                    const Measured m = measure(ctx, used, mode, precision == "bf16", shape, batch);
                    if (m.stepS.empty()) {
                        ctx.report(ctx.notRun("train-step", name, device));
                    } else {
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
                        ctx.report(r);
                    }
                }
                ctx.progress(double(++done) / double(total));
            }
        }
    }
}

} // namespace scalescope::gpu
