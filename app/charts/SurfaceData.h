// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The configurations the analysis placed on the efficiency surface, as the chart draws them.
#include "app/charts/EfficiencySurfaceChart.h"
#include "core/analysis/BenchmarkAnalysis.h"

namespace scalescope::charts {

// What the surface shows: the benchmark's configurations (with the MLPerf HPC systems' strong
// scaling beside them when `hpcSystems`), or Végh's comparison of the accelerator families.
struct SurfaceContent
{
    bool hpcSystems = true;
    bool supercomputers = false;
};
QList<SurfacePoint> buildSurfacePoints(const analysis::BenchmarkAnalysis &analysis, const SurfaceContent &content = {});

// Where an off-grid ε_eff lies ("negative", "above", "below" in SurfacePlacement), in words.
QString offGridText(analysis::OffGrid where);

} // namespace scalescope::charts
