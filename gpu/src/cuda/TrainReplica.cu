// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TrainReplica.h"

#include <cuda_bf16.h>

#include <cmath>

namespace scalescope::gpu::cuda {
namespace {

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

} // namespace

Replica::Replica(int device, const Shape &shape, int batch, bool bf16Mode, cudaStream_t stream)
    : dev(device), s(shape), batch(batch), half(bf16Mode), stream(stream), scope(device), params(4 * s.parameters()),
      grad(4 * s.parameters()), shadow(half ? 2 * s.parameters() : 16), x(4 * size_t(s.in) * batch),
      xa(half ? 2 * size_t(s.in) * batch : 16), h(4 * size_t(s.hidden) * batch), ha(half ? 2 * size_t(s.hidden) * batch : 16),
      logits(4 * size_t(s.classes) * batch), dl(4 * size_t(s.classes) * batch), dla(half ? 2 * size_t(s.classes) * batch : 16),
      dh(4 * size_t(s.hidden) * batch), dha(half ? 2 * size_t(s.hidden) * batch : 16), loss(sizeof(float)),
      workspace(kWorkspaceBytes)
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

const void *Replica::weights(size_t offset) const
{
    return half ? static_cast<const void *>(shadow.get<bf16>() + offset)
                : static_cast<const void *>(params.get<float>() + offset);
}
const void *Replica::act(const DeviceBuffer &f32, const DeviceBuffer &b16) const
{
    return half ? b16.get() : f32.get();
}

void Replica::forwardBackward(const float *hostBatch, int labelOffset)
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
    biasRelu<<<blocksFor(nh), kThreads, 0, stream>>>(h.get<float>(), p + s.b1(), s.hidden, nh, half ? ha.get<bf16>() : nullptr);
    forward2->run(stream, weights(s.w2()), act(h, ha), nullptr, logits.get(), workspace.get());
    softmaxXent<<<(batch + 127) / 128, 128, 0, stream>>>(logits.get<float>(), p + s.b2(), s.classes, batch, labelOffset,
                                                         dl.get<float>(), half ? dla.get<bf16>() : nullptr, loss.get<float>());
    gradW2->run(stream, act(dl, dla), act(h, ha), nullptr, g + s.w2(), workspace.get());
    rowSum<<<(s.classes + 127) / 128, 128, 0, stream>>>(dl.get<float>(), s.classes, batch, g + s.b2());
    backH->run(stream, weights(s.w2()), act(dl, dla), nullptr, dh.get(), workspace.get());
    reluMask<<<blocksFor(nh), kThreads, 0, stream>>>(dh.get<float>(), h.get<float>(), nh, half ? dha.get<bf16>() : nullptr);
    gradW1->run(stream, act(dh, dha), act(x, xa), nullptr, g, workspace.get());
    rowSum<<<(s.hidden + 127) / 128, 128, 0, stream>>>(dh.get<float>(), s.hidden, batch, g + s.b1());
    check(cudaGetLastError(), "train-step kernels");
    computeEnd.record(stream);
}

void Replica::update(float lr)
{
    DeviceScope on(dev);
    sgdUpdate<<<blocksFor(s.parameters()), kThreads, 0, stream>>>(params.get<float>(), grad.get<float>(), lr, s.parameters(),
                                                                  half ? shadow.get<bf16>() : nullptr);
    check(cudaGetLastError(), "sgdUpdate");
}

} // namespace scalescope::gpu::cuda
