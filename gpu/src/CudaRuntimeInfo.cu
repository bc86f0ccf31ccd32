// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/BuildInfo.h"

#include <cuda_runtime.h>

namespace scalescope::gpu {

CudaAvailability queryCudaRuntime()
{
    CudaAvailability a;
    a.compiled = true;
    int count = 0;
    const cudaError_t err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess) {
        a.runtimeError = static_cast<int>(err);
        a.reason = cudaGetErrorString(err);
        cudaGetLastError(); // clear the sticky error so later calls start clean
        return a;
    }
    a.deviceCount = count;
    if (count == 0)
        a.reason = "the CUDA runtime reports no device";
    return a;
}

} // namespace scalescope::gpu
