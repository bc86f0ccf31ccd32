// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// NCCL all-reduce (sum, float32, out of place) across the selected devices in this process,
// over a size sweep. algbw = bytes / time; busbw = algbw · 2(n−1)/n, nccl-tests' convention.
#include "CudaCommon.h"
#include "NcclComms.h"
#include "SumCheck.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/ProbeMath.h"

#include <memory>

namespace scalescope::gpu {

using namespace cuda;

void runCudaAllreduce(SuiteContext &ctx)
{
    const std::vector<int> &devs = ctx.cudaDevices;
    const int n = int(devs.size());
    const std::string group = n > 0 ? deviceId(devs.front()) + (n > 1 ? "-" + deviceId(devs.back()) : "") : "cuda";
    if (n < 2) {
        ctx.report(skipped("allreduce", "allreduce", group, TestStatus::NotApplicable, "single_device",
                           "an all-reduce needs two or more CUDA devices"));
        return;
    }
    const NcclApi &nccl = ncclApi();
    if (!nccl.usable()) {
        ctx.report(skipped("allreduce", "allreduce", group, TestStatus::NotApplicable, nccl.reasonCode, nccl.reason));
        return;
    }
    const std::vector<int64_t> sizes = gpuAllreduceSizes(ctx.args);
    NcclComms comms(devs);
    size_t done = 0;
    for (int64_t requested : sizes) {
        const size_t count = std::max<size_t>(1, size_t(requested) / sizeof(float));
        const size_t bytes = count * sizeof(float);
        const std::string name = "allreduce sum " + std::to_string(bytes) + " B x " + std::to_string(n) + " GPUs";
        ctx.runTest("allreduce", name, group, [&]() {
            std::vector<std::unique_ptr<DeviceBuffer>> send, recv;
            for (int r = 0; r < n; ++r) {
                DeviceScope scope(devs[size_t(r)]);
                send.push_back(std::make_unique<DeviceBuffer>(bytes));
                recv.push_back(std::make_unique<DeviceBuffer>(bytes));
                fillRankPattern(send.back()->get<float>(), count, r, comms.stream(r));
            }
            comms.synchronize();
            const SampleRun run = sample(
                [&]() {
                    const double t0 = monotonicSeconds();
                    comms.allReduce([&](int r) { return send[size_t(r)]->get<float>(); },
                                    [&](int r) { return recv[size_t(r)]->get<float>(); }, count);
                    comms.synchronize();
                    return monotonicSeconds() - t0;
                },
                ctx.boundedSampler(), ctx.cancel);
            if (run.seconds.empty())
                return ctx.notRun("allreduce", name, group);
            unsigned long long bad = 0;
            for (int r = 0; r < n; ++r) {
                DeviceScope scope(devs[size_t(r)]);
                bad += countWrongSums(recv[size_t(r)]->get<float>(), count, n);
            }
            TestResult r = allreduceResult(name, group, int64_t(bytes), n);
            r.parameters["library"] = "NCCL";
            r.parameters["timing"] = "host clock from the group call to every stream's completion";
            setAllreduceBandwidth(r, bytes, n, run.seconds);
            r.extra["nccl"] = nccl.version();
            setVerified(r, bad == 0, {{"mismatches", bad}, {"rule", "every receive buffer holds the element-wise sum"}});
            return r;
        });
        ctx.progress(double(++done) / double(sizes.size()));
    }
}

} // namespace scalescope::gpu
