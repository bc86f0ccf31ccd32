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

TestResult latencyResult(const std::string &name, int dev, const std::vector<double> &perCallSeconds, nlohmann::json parameters)
{
    TestResult r;
    r.suite = "latency";
    r.name = name;
    r.device = deviceId(dev);
    r.metric = "latency";
    r.unit = "us";
    r.parameters = std::move(parameters);
    r.samples = perCallSeconds;
    for (double s : perCallSeconds)
        r.values.push_back(s * 1e6);
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
        {
            const std::string name = "kernel launch, back to back";
            if (ctx.stopped()) {
                ctx.report(ctx.notRun("latency", name, deviceId(dev)));
            } else {
                const SampleRun run = sample(
                    [&]() {
                        const double t0 = monotonicSeconds();
                        for (int i = 0; i < batch; ++i)
                            emptyKernel<<<1, 1, 0, stream>>>();
                        check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                        return (monotonicSeconds() - t0) / batch;
                    },
                    ctx.boundedSampler(), ctx.cancel);
                TestResult r = latencyResult(name, dev, run.seconds, {{"launches_per_sample", batch}});
                r.verified = cudaGetLastError() == cudaSuccess;
                r.verification = {{"rule", "every launch was accepted"}};
                ctx.report(run.seconds.empty() ? ctx.notRun("latency", name, deviceId(dev)) : r);
            }
            ctx.progress(double(++done) / double(total));
        }
        {
            const std::string name = "kernel launch and synchronize";
            if (ctx.stopped()) {
                ctx.report(ctx.notRun("latency", name, deviceId(dev)));
            } else {
                const SampleRun run = sample(
                    [&]() {
                        emptyKernel<<<1, 1, 0, stream>>>();
                        check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                        return -1.0;
                    },
                    ctx.boundedSampler(), ctx.cancel);
                TestResult r = latencyResult(name, dev, run.seconds, {{"launches_per_sample", 1}});
                r.verified = cudaGetLastError() == cudaSuccess;
                r.verification = {{"rule", "every launch was accepted"}};
                ctx.report(run.seconds.empty() ? ctx.notRun("latency", name, deviceId(dev)) : r);
            }
            ctx.progress(double(++done) / double(total));
        }
        {
            const std::string name = "host-device round trip";
            if (ctx.stopped()) {
                ctx.report(ctx.notRun("latency", name, deviceId(dev)));
            } else {
                PinnedBuffer host(sizeof(unsigned));
                DeviceBuffer device(sizeof(unsigned));
                unsigned *value = host.get<unsigned>();
                *value = 0;
                unsigned expected = 0;
                bool consistent = true;
                const SampleRun run = sample(
                    [&]() {
                        check(cudaMemcpyAsync(device.get(), value, sizeof(unsigned), cudaMemcpyHostToDevice, stream), "H2D");
                        increment<<<1, 1, 0, stream>>>(device.get<unsigned>());
                        check(cudaMemcpyAsync(value, device.get(), sizeof(unsigned), cudaMemcpyDeviceToHost, stream), "D2H");
                        check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                        consistent = consistent && *value == ++expected;
                        return -1.0;
                    },
                    ctx.boundedSampler(), ctx.cancel);
                TestResult r = latencyResult(name, dev, run.seconds,
                                             {{"bytes", sizeof(unsigned)}, {"path", "pinned H2D copy, kernel, D2H copy, sync"}});
                r.verified = consistent;
                r.verification = {{"rule", "the value comes back incremented every time"}, {"round_trips", expected}};
                if (!consistent)
                    r.status = TestStatus::Failed, r.reasonCode = "verification_failed", r.reason = "a round trip lost its value";
                ctx.report(run.seconds.empty() ? ctx.notRun("latency", name, deviceId(dev)) : r);
            }
            ctx.progress(double(++done) / double(total));
        }
    }
}

} // namespace scalescope::gpu
