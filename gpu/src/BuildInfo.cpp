// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/BuildInfo.h"

namespace scalescope::gpu {

#ifdef SCALESCOPE_WITH_CUDA
CudaAvailability queryCudaRuntime(); // CudaRuntimeInfo.cu
#endif

bool cudaCompiled()
{
#ifdef SCALESCOPE_WITH_CUDA
    return true;
#else
    return false;
#endif
}

CudaAvailability queryCudaAvailability()
{
#ifdef SCALESCOPE_WITH_CUDA
    return queryCudaRuntime();
#else
    CudaAvailability a;
    a.reason = "built without CUDA";
    return a;
#endif
}

} // namespace scalescope::gpu
