// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Device memory bandwidth: a device-to-device copy through the copy engine (cudaMemcpyAsync) and
// through an SM kernel with 16-byte accesses, and SM kernels that only read or only write.
// Headline in bytes moved (read + write, STREAM's convention); copies also give bytes copied.
#include "CopyKernels.h"
#include "CudaCommon.h"
#include "scalescope/gpu/CudaSuites.h"
#include "scalescope/gpu/ProbeMath.h"

namespace scalescope::gpu {

using namespace cuda;

void runCudaMemory(SuiteContext &ctx)
{
    std::vector<int64_t> sizes = ctx.args.sizes;
    if (sizes.empty())
        sizes = {ctx.args.quick ? int64_t(256) << 20 : int64_t(1) << 30};
    struct Kernel
    {
        const char *name;
        int moved; // buffers read + written per byte
    };
    const Kernel kernels[] = {{"copy ce", 2}, {"copy sm", 2}, {"read sm", 1}, {"write sm", 1}};
    const size_t total = ctx.cudaDevices.size() * sizes.size() * 4;
    size_t done = 0;
    for (int dev : ctx.cudaDevices) {
        DeviceScope scope(dev);
        Stream stream;
        for (int64_t requested : sizes) {
            const size_t bytes = std::max<size_t>(16, size_t(requested) / 16 * 16);
            for (const Kernel &k : kernels) {
                const std::string kn = k.name;
                const std::string name = "device " + kn + " " + std::to_string(bytes) + " B";
                ctx.runTest("memory", name, deviceId(dev), [&]() {
                    // Per test: a failed allocation fails this test only.
                    DeviceBuffer src(bytes), dst(bytes), scratch(sizeof(uint64_t) * 2);
                    launchFillPattern(src.get(), bytes, stream, dev);
                    check(cudaMemsetAsync(dst.get(), 0, bytes, stream), "cudaMemsetAsync");
                    check(cudaMemsetAsync(scratch.get(), 0, scratch.bytes(), stream), "cudaMemsetAsync");
                    uint32_t *xorOut = scratch.get<uint32_t>();
                    Event start, stop;
                    const SampleRun run = sample(
                        [&]() {
                            start.record(stream);
                            if (kn == "copy ce")
                                check(cudaMemcpyAsync(dst.get(), src.get(), bytes, cudaMemcpyDeviceToDevice, stream),
                                      "cudaMemcpyAsync");
                            else if (kn == "copy sm")
                                launchCopy16(src.get(), dst.get(), bytes, stream, dev);
                            else if (kn == "read sm")
                                launchRead16(src.get(), bytes, xorOut, stream, dev);
                            else
                                launchWrite16(dst.get(), bytes, stream, dev);
                            stop.record(stream);
                            return elapsedSeconds(start, stop);
                        },
                        ctx.boundedSampler(), ctx.cancel);
                    if (run.seconds.empty())
                        return ctx.notRun("memory", name, deviceId(dev));
                    TestResult r =
                        bandwidthResult("memory", name, deviceId(dev), run.seconds, double(k.moved) * double(bytes), "moved");
                    r.parameters = {{"kernel", kn},
                                    {"array_bytes", bytes},
                                    {"bytes_moved_per_call", double(k.moved) * double(bytes)},
                                    {"engine", kn.substr(kn.size() - 2) == "ce" ? "copy engine" : "SM kernel, 16-byte accesses"},
                                    {"timing", "CUDA events around each call"}};
                    if (k.moved == 2) {
                        r.extra["bytes_copied_per_call"] = double(bytes);
                        r.extra["median_gbs_copied"] = double(bytes) / summarize(run.seconds).median / 1e9;
                    }
                    // Verify: one more read, untimed, into a cleared accumulator must find the pattern's XOR
                    // (the timed calls' XOR is zero for any even count, as for a kernel that reads nothing);
                    // copies and writes leave the pattern in dst, checked word by word.
                    if (kn == "read sm") {
                        check(cudaMemsetAsync(xorOut, 0, sizeof(uint32_t), stream), "cudaMemsetAsync");
                        launchRead16(src.get(), bytes, xorOut, stream, dev);
                        uint32_t got = 0;
                        check(cudaMemcpyAsync(&got, xorOut, sizeof got, cudaMemcpyDeviceToHost, stream), "copy xor");
                        check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                        const uint32_t expected = xorOfReads(bytes / 4, 1);
                        setVerified(r, got == expected,
                                    {{"rule", "one untimed read into a cleared accumulator: the XOR of every word equals the "
                                              "pattern's"},
                                     {"xor", got},
                                     {"expected", expected}});
                    } else {
                        auto *bad = reinterpret_cast<unsigned long long *>(scratch.get<uint64_t>() + 1);
                        launchCountMismatches(dst.get(), bytes, bad, stream, dev);
                        unsigned long long mismatches = 0;
                        check(cudaMemcpyAsync(&mismatches, bad, sizeof mismatches, cudaMemcpyDeviceToHost, stream), "copy count");
                        check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
                        setVerified(r, mismatches == 0,
                                    {{"rule", "every word of the destination holds the pattern"},
                                     {"checked_words", bytes / 4},
                                     {"mismatches", mismatches}});
                    }
                    if (run.cancelled)
                        r.extra["partial"] = true;
                    return r;
                });
                ctx.progress(double(++done) / double(total));
            }
        }
    }
}

} // namespace scalescope::gpu
