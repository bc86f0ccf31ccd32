// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GEMM throughput through cuBLASLt for fp64, fp32, tf32, fp16, bf16 and fp8 (e4m3, where the
// device has it), in the "TN" layout fp8 requires, over a shape sweep. flops = 2·m·n·k. The L2
// is flushed before every timed call, which CUDA events bracket; sampled elements are checked
// against double-precision dot products of the stored inputs, computed on the device.
#include "CublasLt.h"
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/ProbeMath.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <random>

namespace scalescope::gpu {
namespace {

using namespace cuda;

__device__ inline float uniformAt(uint64_t i, uint32_t seed) // a hash of (i, seed) to [-1, 1)
{
    uint64_t x = i * 0x9E3779B97F4A7C15ull + seed;
    x ^= x >> 31;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 29;
    return float(x >> 40) / float(1u << 23) - 1.0f;
}

template <typename T> __global__ void fillUniform(T *p, size_t n, uint32_t seed)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        p[i] = T(uniformAt(i, seed));
}

template <typename T> __device__ inline double toDouble(T x)
{
    return double(float(x));
}
template <> __device__ inline double toDouble<double>(double x)
{
    return x;
}

// One thread per sampled element (i, j): the reference Σ_p A(p,i)·B(p,j) in double, its
// magnitude Σ|A·B|, and the computed D(i,j).
template <typename TIn, typename TOut>
__global__ void referenceDots(const TIn *a, const TIn *b, const TOut *d, int64_t m, int64_t k, const int64_t *rows,
                              const int64_t *cols, int checks, double *out)
{
    const int c = blockIdx.x * blockDim.x + threadIdx.x;
    if (c >= checks)
        return;
    const int64_t i = rows[c], j = cols[c];
    double ref = 0, mag = 0;
    for (int64_t p = 0; p < k; ++p) {
        const double x = toDouble(a[p + i * k]) * toDouble(b[p + j * k]);
        ref += x;
        mag += fabs(x);
    }
    out[3 * c] = ref;
    out[3 * c + 1] = mag;
    out[3 * c + 2] = toDouble(d[i + j * m]);
}

struct Precision
{
    const char *name;
    cudaDataType_t in, out;
    cublasComputeType_t compute;
    cudaDataType_t scale;
    int minMajor, minMinor; // compute capability needed
};

const Precision kPrecisions[] = {
    {"fp64", CUDA_R_64F, CUDA_R_64F, CUBLAS_COMPUTE_64F, CUDA_R_64F, 6, 0},
    {"fp32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F, CUDA_R_32F, 6, 0},
    {"tf32", CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUDA_R_32F, 8, 0},
    {"fp16", CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUDA_R_32F, 7, 0},
    {"bf16", CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, 8, 0},
    {"fp8", CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F, CUDA_R_32F, 8, 9},
};

constexpr size_t kWorkspaceBytes = size_t(32) << 20;
constexpr int kChecks = 64;

template <typename TIn, typename TOut>
TestResult measureGemm(SuiteContext &ctx, int dev, const GemmShape &s, const Precision &p, cublasLtHandle_t handle)
{
    TestResult r;
    r.suite = "gemm";
    r.device = deviceId(dev);
    r.name = std::string("gemm ") + p.name + " " + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
    r.metric = "throughput";
    r.unit = "GFLOP/s";
    const double flops = 2.0 * double(s.m) * double(s.n) * double(s.k);
    r.parameters = {{"m", s.m},
                    {"n", s.n},
                    {"k", s.k},
                    {"precision", p.name},
                    {"layout", "TN"},
                    {"library", "cuBLASLt"},
                    {"l2_flushed", true},
                    {"timing", "CUDA events around each call"},
                    {"flops_per_call", flops}};
    if (std::string(p.name) == "fp8") {
        // CUBLASLT_MATMUL_DESC_FAST_ACCUM stays off, as in torch._scaled_mm by default: Hopper then
        // promotes partial sums to fp32 at intervals, which costs throughput against the datasheet.
        r.parameters["fast_accumulation"] = false;
        r.parameters["scales"] = "none (unit scale factors)";
    }
    Stream stream;
    DeviceBuffer a(sizeof(TIn) * size_t(s.k) * size_t(s.m)), b(sizeof(TIn) * size_t(s.k) * size_t(s.n));
    DeviceBuffer d(sizeof(TOut) * size_t(s.m) * size_t(s.n)), workspace(kWorkspaceBytes);
    const int grid = 1024, threads = 256;
    fillUniform<TIn><<<grid, threads, 0, stream>>>(a.get<TIn>(), size_t(s.k) * size_t(s.m), 1);
    fillUniform<TIn><<<grid, threads, 0, stream>>>(b.get<TIn>(), size_t(s.k) * size_t(s.n), 2);
    check(cudaGetLastError(), "fillUniform");
    MatmulSpec spec;
    spec.opA = CUBLAS_OP_T;
    spec.opB = CUBLAS_OP_N;
    spec.m = s.m, spec.n = s.n, spec.k = s.k;
    spec.typeA = spec.typeB = p.in;
    spec.typeC = p.out;
    spec.compute = p.compute;
    spec.scale = p.scale;
    const LtMatmul plan(handle, spec, kWorkspaceBytes);
    L2Flusher flusher(dev);
    Event start, stop;
    const SampleRun run = sample(
        [&]() {
            flusher.flush(stream);
            start.record(stream);
            plan.run(stream, a.get(), b.get(), nullptr, d.get(), workspace.get());
            stop.record(stream);
            return elapsedSeconds(start, stop);
        },
        ctx.boundedSampler(), ctx.cancel);
    if (run.seconds.empty())
        return ctx.notRun(r.suite, r.name, r.device);
    r.samples = run.seconds;
    for (double t : run.seconds)
        r.values.push_back(flops / t / 1e9);
    r.summary = summarize(r.values);
    if (const auto peak = catalogPeakTflops(deviceName(dev), p.name)) {
        r.extra["catalog_peak_tflops"] = *peak;
        r.extra["percent_of_spec"] = 100.0 * r.summary.median / (*peak * 1000.0);
        if (std::string(p.name) == "fp8")
            r.extra["percent_of_spec_note"] = "without fast accumulation: reads below what the datasheet's peak assumes";
    }
    if (run.cancelled)
        r.extra["partial"] = true;

    std::mt19937 rng(1234);
    std::uniform_int_distribution<int64_t> ri(0, s.m - 1), rj(0, s.n - 1);
    std::vector<int64_t> idx(2 * kChecks);
    for (int c = 0; c < kChecks; ++c)
        idx[c] = ri(rng), idx[kChecks + c] = rj(rng);
    DeviceBuffer idxDev(sizeof(int64_t) * idx.size()), out(sizeof(double) * 3 * kChecks);
    check(cudaMemcpyAsync(idxDev.get(), idx.data(), sizeof(int64_t) * idx.size(), cudaMemcpyHostToDevice, stream),
          "copy indices");
    referenceDots<TIn, TOut><<<1, kChecks, 0, stream>>>(a.get<TIn>(), b.get<TIn>(), d.get<TOut>(), s.m, s.k,
                                                        idxDev.get<int64_t>(), idxDev.get<int64_t>() + kChecks, kChecks,
                                                        out.get<double>());
    check(cudaGetLastError(), "referenceDots");
    std::vector<double> host(3 * kChecks);
    check(cudaMemcpyAsync(host.data(), out.get(), sizeof(double) * host.size(), cudaMemcpyDeviceToHost, stream), "copy check");
    check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    const GemmTolerance tolerance = gemmTolerance(p.name, s.k);
    double worst = 0; // the largest error as a fraction of its element's limit; +∞ for NaN
    for (int c = 0; c < kChecks; ++c)
        worst = std::max(worst, gemmErrorRatio(tolerance, host[3 * c], host[3 * c + 1], host[3 * c + 2]));
    r.verified = worst <= 1;
    r.verification = {{"checked_elements", kChecks},
                      {"max_error_to_tolerance", worst},
                      {"tolerance", {{"of_result", tolerance.ofResult}, {"of_sum_abs_products", tolerance.ofMagnitude}}},
                      {"reference", "double dot products of the stored inputs, on the device"}};
    if (!*r.verified) {
        r.status = TestStatus::Failed;
        r.reasonCode = "verification_failed";
        r.reason = "sampled elements differ from the reference beyond the tolerance";
    }
    return r;
}

TestResult gemmFor(SuiteContext &ctx, int dev, const GemmShape &s, const Precision &p, cublasLtHandle_t h)
{
    const std::string n = p.name;
    if (n == "fp64")
        return measureGemm<double, double>(ctx, dev, s, p, h);
    if (n == "fp32" || n == "tf32")
        return measureGemm<float, float>(ctx, dev, s, p, h);
    if (n == "fp16")
        return measureGemm<__half, __half>(ctx, dev, s, p, h);
    if (n == "bf16")
        return measureGemm<__nv_bfloat16, __nv_bfloat16>(ctx, dev, s, p, h);
    return measureGemm<__nv_fp8_e4m3, __nv_bfloat16>(ctx, dev, s, p, h);
}

} // namespace

void runCudaGemm(SuiteContext &ctx)
{
    std::vector<GemmShape> shapes = ctx.args.shapes;
    if (shapes.empty()) {
        if (ctx.args.quick)
            shapes = {{4096, 4096, 4096}};
        else
            shapes = {{1024, 1024, 1024}, {2048, 2048, 2048}, {4096, 4096, 4096}, {8192, 8192, 8192}};
    }
    std::vector<std::string> names = ctx.args.precisions;
    if (names.empty())
        for (const Precision &p : kPrecisions)
            names.push_back(p.name);
    const CublasLtApi &lt = cublasLtApi();
    const size_t total = ctx.cudaDevices.size() * shapes.size() * names.size();
    size_t done = 0;
    for (int dev : ctx.cudaDevices) {
        DeviceScope scope(dev);
        const int major = deviceAttribute(cudaDevAttrComputeCapabilityMajor, dev);
        const int minor = deviceAttribute(cudaDevAttrComputeCapabilityMinor, dev);
        std::unique_ptr<LtHandle> handle;
        if (lt.usable())
            handle = std::make_unique<LtHandle>();
        for (const GemmShape &s : shapes) {
            for (const std::string &name : names) {
                const std::string test =
                    "gemm " + name + " " + std::to_string(s.m) + "x" + std::to_string(s.n) + "x" + std::to_string(s.k);
                const Precision *p = nullptr;
                for (const Precision &q : kPrecisions)
                    p = name == q.name ? &q : p;
                if (!lt.usable()) {
                    ctx.report(skipped("gemm", test, deviceId(dev), TestStatus::NotApplicable, lt.reasonCode, lt.reason));
                } else if (!p) {
                    ctx.report(skipped("gemm", test, deviceId(dev), TestStatus::NotApplicable, "unsupported_precision",
                                       "the CUDA backend measures fp64, fp32, tf32, fp16, bf16 and fp8"));
                } else if (major * 10 + minor < p->minMajor * 10 + p->minMinor) {
                    ctx.report(skipped("gemm", test, deviceId(dev), TestStatus::NotApplicable, "unsupported_precision",
                                       name + " needs compute capability " + std::to_string(p->minMajor) + "." +
                                           std::to_string(p->minMinor) + "; this device has " + std::to_string(major) + "." +
                                           std::to_string(minor)));
                } else {
                    ctx.runTest("gemm", test, deviceId(dev), [&]() {
                        try {
                            return gemmFor(ctx, dev, s, *p, *handle);
                        } catch (const Unsupported &e) {
                            return skipped("gemm", test, deviceId(dev), TestStatus::NotApplicable, "unsupported_precision",
                                           e.what());
                        }
                    });
                }
                ctx.progress(double(++done) / double(total));
            }
        }
    }
}

} // namespace scalescope::gpu
