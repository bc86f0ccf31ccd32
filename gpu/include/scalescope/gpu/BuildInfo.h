// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How the probe library was built, and whether a CUDA device answers. Plain C++ (no Qt).
#include <string>

namespace scalescope::gpu {

struct CudaAvailability
{
    bool compiled = false; // built with the CUDA toolkit
    int deviceCount = 0;   // devices the runtime reports (0 when none or no driver)
    int runtimeError = 0;  // the runtime's error code, 0 when the query worked
    std::string reason;    // the runtime's words when no device can be used
};

// True when this library was compiled with CUDA support.
bool cudaCompiled();

// Asks the CUDA runtime for its devices; never throws, never aborts.
CudaAvailability queryCudaAvailability();

} // namespace scalescope::gpu
