// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SumCheck.h"

#include "CudaCommon.h"

namespace scalescope::gpu::cuda {
namespace {

__global__ void fillRank(float *p, size_t n, int rank)
{
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x)
        p[i] = float(rank + 1) + float(i % 7);
}

__global__ void countWrong(const float *p, size_t n, int ranks, unsigned long long *bad)
{
    unsigned mine = 0;
    for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n; i += size_t(gridDim.x) * blockDim.x) {
        const float expected = float(ranks) * float(ranks + 1) / 2 + float(ranks) * float(i % 7);
        mine += fabsf(p[i] - expected) <= 1e-3f ? 0 : 1; // a NaN counts as wrong
    }
    if (mine)
        atomicAdd(bad, (unsigned long long)mine);
}

} // namespace

std::vector<int64_t> gpuAllreduceSizes(const ProbeArgs &args)
{
    if (!args.sizes.empty())
        return args.sizes;
    if (args.quick)
        return {int64_t(1) << 20, int64_t(64) << 20};
    std::vector<int64_t> sizes;
    for (int64_t s = int64_t(8) << 10; s <= (int64_t(256) << 20); s *= 4)
        sizes.push_back(s);
    return sizes;
}

void fillRankPattern(float *p, size_t count, int rank, cudaStream_t stream)
{
    fillRank<<<256, 256, 0, stream>>>(p, count, rank);
    check(cudaGetLastError(), "fillRank");
}

unsigned long long countWrongSums(const float *p, size_t count, int ranks)
{
    DeviceBuffer counter(sizeof(unsigned long long));
    check(cudaMemset(counter.get(), 0, counter.bytes()), "cudaMemset");
    countWrong<<<256, 256>>>(p, count, ranks, counter.get<unsigned long long>());
    check(cudaGetLastError(), "countWrongSums");
    unsigned long long bad = 0;
    check(cudaMemcpy(&bad, counter.get(), sizeof bad, cudaMemcpyDeviceToHost), "copy count");
    return bad;
}

} // namespace scalescope::gpu::cuda
