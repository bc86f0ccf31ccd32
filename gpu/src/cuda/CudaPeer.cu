// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Peer-to-peer copies between every ordered pair of the selected devices (copy engine,
// cudaMemcpyPeerAsync), not_applicable with one device or without peer access.
#include "CopyKernels.h"
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"

namespace scalescope::gpu {

using namespace cuda;

void runCudaP2p(SuiteContext &ctx)
{
    const std::vector<int> &devs = ctx.cudaDevices;
    if (devs.size() < 2) {
        ctx.report(skipped("p2p", "p2p", devs.empty() ? "cuda" : deviceId(devs.front()), TestStatus::NotApplicable,
                           "single_device", "peer copies need two or more CUDA devices"));
        return;
    }
    const size_t bytes = ctx.args.sizes.empty() ? (ctx.args.quick ? size_t(64) << 20 : size_t(256) << 20)
                                                : std::max<size_t>(16, size_t(ctx.args.sizes.front()) / 16 * 16);
    const size_t total = devs.size() * (devs.size() - 1);
    size_t done = 0;
    for (int from : devs) {
        for (int to : devs) {
            if (from == to)
                continue;
            const std::string pair = deviceId(from) + "-" + deviceId(to);
            const std::string name = "p2p " + deviceId(from) + "->" + deviceId(to) + " " + std::to_string(bytes) + " B";
            ctx.runTest("p2p", name, pair, [&]() {
                int access = 0;
                check(cudaDeviceCanAccessPeer(&access, from, to), "cudaDeviceCanAccessPeer");
                if (!access)
                    return skipped("p2p", name, pair, TestStatus::NotApplicable, "no_peer_access",
                                   deviceId(from) + " cannot access " + deviceId(to) + " directly");
                DeviceScope scopeTo(to);
                DeviceBuffer dst(bytes), counter(sizeof(unsigned long long));
                check(cudaMemset(dst.get(), 0, bytes), "cudaMemset");
                check(cudaMemset(counter.get(), 0, counter.bytes()), "cudaMemset");
                DeviceScope scopeFrom(from);
                const cudaError_t e = cudaDeviceEnablePeerAccess(to, 0);
                if (e != cudaErrorPeerAccessAlreadyEnabled)
                    check(e, "cudaDeviceEnablePeerAccess");
                cudaGetLastError();
                DeviceBuffer src(bytes);
                Stream stream;
                launchFillPattern(src.get(), bytes, stream, from);
                Event start, stop;
                const SampleRun run = sample(
                    [&]() {
                        start.record(stream);
                        check(cudaMemcpyPeerAsync(dst.get(), to, src.get(), from, bytes, stream), "cudaMemcpyPeerAsync");
                        stop.record(stream);
                        return elapsedSeconds(start, stop);
                    },
                    ctx.boundedSampler(), ctx.cancel);
                if (run.seconds.empty())
                    return ctx.notRun("p2p", name, pair);
                TestResult r = bandwidthResult("p2p", name, pair, run.seconds, double(bytes), "copied");
                r.parameters = {{"kernel", "peer copy"},
                                {"direction", deviceId(from) + "->" + deviceId(to)},
                                {"bytes", bytes},
                                {"engine", "copy engine"}};
                DeviceScope verifyOn(to);
                launchCountMismatches(dst.get(), bytes, counter.get<unsigned long long>(), nullptr, to);
                unsigned long long bad = 0;
                check(cudaMemcpy(&bad, counter.get(), sizeof bad, cudaMemcpyDeviceToHost), "copy count");
                setVerified(r, bad == 0, {{"rule", "every word on the peer holds the pattern"}, {"mismatches", bad}});
                if (run.cancelled)
                    r.extra["partial"] = true;
                return r;
            });
            ctx.progress(double(++done) / double(total));
        }
    }
}

} // namespace scalescope::gpu
