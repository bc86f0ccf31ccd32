// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The suites of scalescope-probe-mpi: they run across the ranks of the job (CPU backend).
#include "scalescope/gpu/SuiteRegistry.h"

#include <vector>

namespace scalescope::gpu {

const std::vector<SuiteInfo> &mpiSuiteRegistry();

} // namespace scalescope::gpu
