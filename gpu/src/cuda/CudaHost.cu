// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Host↔device bandwidth: host→device, device→host and both at once; pinned and pageable host
// memory; the copy engine (cudaMemcpyAsync) and an SM kernel reading or writing mapped pinned
// memory. Each combination sweeps transfer sizes; its headline is the plateau (the sizes within
// 5 % of the best), never an average over sizes. The host thread and its buffers sit on the
// GPU's NUMA node when the machine has several.
#include "CopyKernels.h"
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/HostPlacement.h"
#include "scalescope/gpu/ProbeMath.h"

#include <cstring>
#include <map>
#include <memory>
#include <optional>

namespace scalescope::gpu {
namespace {

using namespace cuda;

struct Combination
{
    const char *direction; // h2d | d2h | bidir
    bool pinned;
    bool sm; // SM kernel instead of the copy engine
    std::string label() const { return std::string(direction) + (pinned ? " pinned" : " pageable") + (sm ? " sm" : " ce"); }
};

const Combination kCombinations[] = {
    {"h2d", true, false},  {"d2h", true, false}, {"bidir", true, false}, {"h2d", false, false},
    {"d2h", false, false}, {"h2d", true, true},  {"d2h", true, true},    {"bidir", true, true},
};

struct HostBuffers
{
    std::unique_ptr<PinnedBuffer> pinnedSrc, pinnedDst;
    std::unique_ptr<char[]> pageableSrc, pageableDst;
    std::unique_ptr<DeviceBuffer> deviceSrc, deviceDst;
};

// One transfer of `bytes` in direction c, issued on s1 (and s2 for the second direction).
void transfer(const Combination &c, HostBuffers &b, size_t bytes, cudaStream_t s1, cudaStream_t s2, int dev)
{
    const std::string d = c.direction;
    void *hostSrc = c.pinned ? b.pinnedSrc->get() : static_cast<void *>(b.pageableSrc.get());
    void *hostDst = c.pinned ? b.pinnedDst->get() : static_cast<void *>(b.pageableDst.get());
    auto h2d = [&](cudaStream_t s) {
        if (c.sm)
            launchCopy16(hostSrc, b.deviceDst->get(), bytes, s, dev);
        else
            check(cudaMemcpyAsync(b.deviceDst->get(), hostSrc, bytes, cudaMemcpyHostToDevice, s), "cudaMemcpyAsync H2D");
    };
    auto d2h = [&](cudaStream_t s) {
        if (c.sm)
            launchCopy16(b.deviceSrc->get(), hostDst, bytes, s, dev);
        else
            check(cudaMemcpyAsync(hostDst, b.deviceSrc->get(), bytes, cudaMemcpyDeviceToHost, s), "cudaMemcpyAsync D2H");
    };
    if (d == "h2d")
        h2d(s1);
    else if (d == "d2h")
        d2h(s1);
    else if (c.sm) // one grid, half its blocks per direction: both run for the whole call
        launchCopy16Both(hostSrc, b.deviceDst->get(), b.deviceSrc->get(), hostDst, bytes, s1, dev);
    else
        h2d(s1), d2h(s2);
}

} // namespace

void runCudaHost(SuiteContext &ctx)
{
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty()) {
        if (ctx.args.quick)
            sizes = {int64_t(1) << 20, int64_t(16) << 20, int64_t(64) << 20};
        else
            for (int64_t s = int64_t(64) << 10; s <= (int64_t(256) << 20); s *= 4)
                sizes.push_back(s);
    }
    for (int64_t &s : sizes)
        s = std::max<int64_t>(16, s / 16 * 16);
    const size_t largest = size_t(*std::max_element(sizes.begin(), sizes.end()));
    const size_t total = ctx.cudaDevices.size() * std::size(kCombinations) * (sizes.size() + 1);
    size_t done = 0;
    for (int dev : ctx.cudaDevices) {
        DeviceScope scope(dev);
        char bus[32] = {};
        check(cudaDeviceGetPCIBusId(bus, sizeof bus, dev), "cudaDeviceGetPCIBusId");
        int node = -1;
        if (cudaDeviceGetAttribute(&node, cudaDevAttrHostNumaId, dev) != cudaSuccess || node < 0) {
            cudaGetLastError();
            node = pciNumaNode(bus);
        }
        // Bind before allocating: pinned and pageable pages are first touched on the node's CPUs.
        const NumaPlacement placement(node);
        HostBuffers b;
        b.pinnedSrc = std::make_unique<PinnedBuffer>(largest);
        b.pinnedDst = std::make_unique<PinnedBuffer>(largest);
        b.pageableSrc.reset(new char[largest + 16]);
        b.pageableDst.reset(new char[largest + 16]);
        std::memset(b.pageableDst.get(), 0, largest);
        b.deviceSrc = std::make_unique<DeviceBuffer>(largest);
        b.deviceDst = std::make_unique<DeviceBuffer>(largest);
        DeviceBuffer counter(sizeof(unsigned long long));
        Stream s1, s2;
        // Sources hold the pattern: pinned and device ones by kernel, the pageable one by copy.
        launchFillPattern(b.pinnedSrc->get(), largest, s1, dev);
        launchFillPattern(b.deviceSrc->get(), largest, s1, dev);
        check(cudaStreamSynchronize(s1), "cudaStreamSynchronize");
        std::memcpy(b.pageableSrc.get(), b.pinnedSrc->get(), largest);
        const nlohmann::json placementJson = {{"numa_node", node >= 0 ? nlohmann::json(node) : nlohmann::json(nullptr)},
                                              {"numa_nodes", numaNodeCount()},
                                              {"thread_bound_to_node", placement.applied()},
                                              {"node_cpus", placement.cpus()}};
        // Each combination's median per size, for the bidirectional ones' overlap.
        std::map<std::string, std::map<size_t, double>> medians;
        for (const Combination &c : kCombinations) {
            const std::string label = c.label();
            const bool bidir = std::string(c.direction) == "bidir";
            const std::string engine = std::string(c.pinned ? " pinned" : " pageable") + (c.sm ? " sm" : " ce");
            // Both directions' bytes over the faster single direction: 1 when they ran one after the other.
            auto overlap = [&](size_t bytes, double gbs) -> std::optional<double> {
                const std::map<size_t, double> &h2d = medians["h2d" + engine], &d2h = medians["d2h" + engine];
                const auto h = h2d.find(bytes), d = d2h.find(bytes);
                if (h == h2d.end() || d == d2h.end())
                    return std::nullopt;
                return gbs / std::max(h->second, d->second);
            };
            const char *overlapRule = "both directions' bytes per second over the faster direction alone at the same "
                                      "size: 1 means they ran one after the other, 2 that they overlapped fully";
            size_t sizesPassed = 0; // sizes measured whose own check passed
            for (int64_t size : sizes) {
                const size_t bytes = size_t(size);
                const std::string name = "host " + label + " " + std::to_string(bytes) + " B";
                ctx.runTest("host", name, deviceId(dev), [&]() {
                    check(cudaMemsetAsync(b.deviceDst->get(), 0, bytes, s1), "cudaMemsetAsync");
                    std::memset(c.pinned ? b.pinnedDst->get() : b.pageableDst.get(), 0, bytes);
                    check(cudaStreamSynchronize(s1), "cudaStreamSynchronize");
                    Event start, mid, stop;
                    const SampleRun run = sample(
                        [&]() {
                            if (!c.pinned) { // pageable copies block the host: time them as the host sees them
                                const double t0 = monotonicSeconds();
                                transfer(c, b, bytes, s1, s2, dev);
                                check(cudaStreamSynchronize(s1), "cudaStreamSynchronize");
                                return monotonicSeconds() - t0;
                            }
                            start.record(s1);
                            check(cudaStreamWaitEvent(s2, start, 0), "cudaStreamWaitEvent");
                            transfer(c, b, bytes, s1, s2, dev);
                            mid.record(s2);
                            check(cudaStreamWaitEvent(s1, mid, 0), "cudaStreamWaitEvent");
                            stop.record(s1);
                            return elapsedSeconds(start, stop);
                        },
                        ctx.boundedSampler(), ctx.cancel);
                    if (run.seconds.empty())
                        return ctx.notRun("host", name, deviceId(dev));
                    const double perCall = double(bytes) * (bidir ? 2 : 1);
                    TestResult r = bandwidthResult("host", name, deviceId(dev), run.seconds, perCall, "copied");
                    r.parameters = {{"kernel", label},
                                    {"direction", c.direction},
                                    {"host_memory", c.pinned ? "pinned" : "pageable"},
                                    {"engine", c.sm ? (bidir ? "SM kernel on mapped host memory, half the blocks per direction"
                                                             : "SM kernel on mapped host memory")
                                                    : "copy engine"},
                                    {"bytes", bytes},
                                    {"bytes_copied_per_call", perCall},
                                    {"timing", c.pinned ? "CUDA events" : "host clock (pageable copies block the host)"}};
                    r.extra["placement"] = placementJson;
                    if (bidir)
                        if (const auto o = overlap(bytes, r.summary.median))
                            r.extra["overlap_ratio"] = *o, r.extra["overlap_rule"] = overlapRule;
                    // Verify: what arrived holds the pattern (device side in full, host side every 4 KiB).
                    unsigned long long bad = 0;
                    if (std::string(c.direction) != "d2h") {
                        check(cudaMemsetAsync(counter.get(), 0, counter.bytes(), s1), "cudaMemsetAsync");
                        launchCountMismatches(b.deviceDst->get(), bytes, counter.get<unsigned long long>(), s1, dev);
                        check(cudaMemcpyAsync(&bad, counter.get(), sizeof bad, cudaMemcpyDeviceToHost, s1), "copy count");
                        check(cudaStreamSynchronize(s1), "cudaStreamSynchronize");
                    }
                    if (std::string(c.direction) != "h2d") {
                        const auto *words = static_cast<const uint32_t *>(c.pinned ? b.pinnedDst->get() : b.pageableDst.get());
                        for (size_t w = 0; w < bytes / 4; w += 1024)
                            bad += words[w] != patternWord(w) ? 1 : 0;
                    }
                    setVerified(r, bad == 0, {{"rule", "the destination holds the source's pattern"}, {"mismatches", bad}});
                    medians[label][bytes] = r.summary.median;
                    sizesPassed += bad == 0 ? 1 : 0;
                    if (run.cancelled)
                        r.extra["partial"] = true;
                    return r;
                });
                ctx.progress(double(++done) / double(total));
            }
            // The headline of this combination: its plateau over the sizes measured.
            std::vector<SweepPoint> sweep;
            for (const auto &[bytes, gbs] : medians[label])
                sweep.push_back({int64_t(bytes), gbs});
            const std::string name = "host " + label + " plateau";
            if (const auto p = bandwidthPlateau(sweep)) {
                TestResult r;
                r.suite = "host";
                r.name = name;
                r.device = deviceId(dev);
                r.metric = "bandwidth";
                r.unit = "GB/s";
                r.byteConvention = "copied";
                r.parameters = {{"kernel", label}, {"direction", c.direction}, {"headline", "plateau"}};
                r.values = {p->gbs};
                r.summary = summarize(r.values);
                // Derived from the sweep's medians: no timing samples of its own.
                r.extra = {{"plateau_from_bytes", p->fromBytes},
                           {"plateau_sizes", p->sizes},
                           {"rule", "median over the sizes within 5 % of the best size's median"},
                           {"placement", placementJson},
                           {"sizes_measured", sweep.size()},
                           {"sizes_in_sweep", sizes.size()}};
                if (bidir) { // at the plateau: its sizes' ratios, their median
                    std::vector<double> ratios;
                    for (int64_t size : p->sizes)
                        if (const auto o = overlap(size_t(size), medians[label][size_t(size)]))
                            ratios.push_back(*o);
                    if (!ratios.empty())
                        r.extra["overlap_ratio"] = summarize(ratios).median, r.extra["overlap_rule"] = overlapRule;
                }
                // Sizes that failed with an error are missing from the sweep: sizes_measured says so.
                setVerified(r, sizesPassed == sweep.size(),
                            {{"rule", "every size measured passed its own check"}, {"sizes_passed", sizesPassed}});
                ctx.report(r);
            } else {
                ctx.report(ctx.notRun("host", name, deviceId(dev)));
            }
            ctx.progress(double(++done) / double(total));
        }
    }
}

} // namespace scalescope::gpu
