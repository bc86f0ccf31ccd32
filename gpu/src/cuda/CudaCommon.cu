// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CudaCommon.h"

#include <algorithm>

namespace scalescope::gpu::cuda {

int deviceAttribute(cudaDeviceAttr attr, int device)
{
    int v = 0;
    check(cudaDeviceGetAttribute(&v, attr, device), "cudaDeviceGetAttribute");
    return v;
}

L2Flusher::L2Flusher(int device)
    : m_buffer(std::max<size_t>(size_t(2) * size_t(deviceAttribute(cudaDevAttrL2CacheSize, device)), size_t(8) << 20))
{
}

void L2Flusher::flush(cudaStream_t s)
{
    check(cudaMemsetAsync(m_buffer.get(), 0x5a, m_buffer.bytes(), s), "cudaMemsetAsync (L2 flush)");
}

int fullGrid(const void *kernel, int threads, int device)
{
    int perSm = 0;
    check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, kernel, threads, 0),
          "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
    return std::max(1, perSm) * deviceAttribute(cudaDevAttrMultiProcessorCount, device);
}

TestResult bandwidthResult(const std::string &suite, const std::string &name, const std::string &device,
                           const std::vector<double> &seconds, double bytesPerCall, const std::string &convention)
{
    TestResult r;
    r.suite = suite;
    r.name = name;
    r.device = device;
    r.metric = "bandwidth";
    r.unit = "GB/s";
    r.byteConvention = convention;
    r.samples = seconds;
    for (double t : seconds)
        r.values.push_back(bytesPerCall / t / 1e9);
    r.summary = summarize(r.values);
    return r;
}

void setVerified(TestResult &r, bool ok, nlohmann::json verification)
{
    r.verified = ok;
    r.verification = std::move(verification);
    if (!ok) {
        r.status = TestStatus::Failed;
        r.reasonCode = "verification_failed";
        r.reason = "the data after the transfer differs from what was sent";
    }
}

std::string deviceName(int device)
{
    cudaDeviceProp p{};
    check(cudaGetDeviceProperties(&p, device), "cudaGetDeviceProperties");
    return p.name;
}

} // namespace scalescope::gpu::cuda
