// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Latencies on each device: launching an empty kernel back to back (what a launch costs the
// host), launching and waiting for it, and a host→device→host round trip of 4 bytes through
// pinned memory with a kernel that increments them on the way.
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"

namespace scalescope::gpu {
namespace {

using namespace cuda;

__global__ void emptyKernel() {}

__global__ void increment(unsigned *value)
{
    *value += 1;
}

// values in µs per call: a sample of `perSample` calls, timed together, counts as that many calls.
TestResult latencyResult(const std::string &name, int dev, const std::vector<double> &seconds, int perSample,
                         nlohmann::json parameters)
{
    TestResult r;
    r.suite = "latency";
    r.name = name;
    r.device = deviceId(dev);
    r.metric = "latency";
    r.unit = "us";
    r.parameters = std::move(parameters);
    r.parameters["launches_per_sample"] = perSample;
    r.samples = seconds;
    for (double s : seconds)
        r.values.push_back(s * 1e6 / perSample);
    r.summary = summarize(r.values);
    return r;
}

} // namespace

void runCudaLatency(SuiteContext &ctx)
{
    const int batch = ctx.args.quick ? 200 : 1000;
    const size_t total = ctx.cudaDevices.size() * 3;
    size_t done = 0;
    for (int dev : ctx.cudaDevices) {
        DeviceScope scope(dev);
        Stream stream;
        const std::string device = deviceId(dev);
        const std::string backToBack = "kernel launch, back to back", launchSync = "kernel launch and synchronize",
                          roundTrip = "host-device round trip";
        // The sample is the whole batch, so the sampler's minimum time counts real time.
        ctx.runTest("latency", backToBack, device, [&]() {
            const SampleRun run = sample(
                [&]() {
                    const double t0 = monotonicSeconds();
                    for (int i = 0; i < batch; ++i)
                        emptyKernel<<<1, 1, 0, stream>>>();
                    check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                    return monotonicSeconds() - t0;
                },
                ctx.boundedSampler(), ctx.cancel);
            if (run.seconds.empty())
                return ctx.notRun("latency", backToBack, device);
            TestResult r = latencyResult(backToBack, dev, run.seconds, batch, {});
            r.verified = cudaGetLastError() == cudaSuccess;
            r.verification = {{"rule", "every launch was accepted"}};
            return r;
        });
        ctx.progress(double(++done) / double(total));
        ctx.runTest("latency", launchSync, device, [&]() {
            const SampleRun run = sample(
                [&]() {
                    emptyKernel<<<1, 1, 0, stream>>>();
                    check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                    return -1.0;
                },
                ctx.boundedSampler(), ctx.cancel);
            if (run.seconds.empty())
                return ctx.notRun("latency", launchSync, device);
            TestResult r = latencyResult(launchSync, dev, run.seconds, 1, {});
            r.verified = cudaGetLastError() == cudaSuccess;
            r.verification = {{"rule", "every launch was accepted"}};
            return r;
        });
        ctx.progress(double(++done) / double(total));
        ctx.runTest("latency", roundTrip, device, [&]() {
            PinnedBuffer host(sizeof(unsigned));
            DeviceBuffer onDevice(sizeof(unsigned));
            unsigned *value = host.get<unsigned>();
            *value = 0;
            unsigned expected = 0;
            bool consistent = true;
            const SampleRun run = sample(
                [&]() {
                    check(cudaMemcpyAsync(onDevice.get(), value, sizeof(unsigned), cudaMemcpyHostToDevice, stream), "H2D");
                    increment<<<1, 1, 0, stream>>>(onDevice.get<unsigned>());
                    check(cudaMemcpyAsync(value, onDevice.get(), sizeof(unsigned), cudaMemcpyDeviceToHost, stream), "D2H");
                    check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                    consistent = consistent && *value == ++expected;
                    return -1.0;
                },
                ctx.boundedSampler(), ctx.cancel);
            if (run.seconds.empty())
                return ctx.notRun("latency", roundTrip, device);
            TestResult r = latencyResult(roundTrip, dev, run.seconds, 1,
                                         {{"bytes", sizeof(unsigned)}, {"path", "pinned H2D copy, kernel, D2H copy, sync"}});
            r.verified = consistent;
            r.verification = {{"rule", "the value comes back incremented every time"}, {"round_trips", expected}};
            if (!consistent)
                r.status = TestStatus::Failed, r.reasonCode = "verification_failed", r.reason = "a round trip lost its value";
            return r;
        });
        ctx.progress(double(++done) / double(total));
    }
}

} // namespace scalescope::gpu
