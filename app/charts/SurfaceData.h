#pragma once
// The configurations the analysis placed on the efficiency surface, as the chart draws them.
#include "app/charts/EfficiencySurfaceChart.h"
#include "core/analysis/BenchmarkAnalysis.h"

namespace scalescope {

QList<SurfacePoint> buildSurfacePoints(const BenchmarkAnalysis &analysis);

// Where an off-grid ε_eff lies ("negative", "above", "below" in SurfacePlacement), in words.
QString offGridText(const QString &where);

} // namespace scalescope
