#pragma once
// The configurations placed on the efficiency surface: those with a defined ε_eff (a reference
// and k > 1), at (k, ε_eff).
#include "app/charts/EfficiencySurfaceChart.h"
#include "core/analysis/ScalingAnalysis.h"
#include "core/model/Configuration.h"

namespace scalescope {

QList<SurfacePoint> buildSurfacePoints(const QList<Configuration> &configs, const ScalingAnalysis &analysis);

} // namespace scalescope
