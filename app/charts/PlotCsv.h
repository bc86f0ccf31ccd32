#pragma once
// The plotted data of a chart as CSV (C locale), so others can reproduce the view.
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/ScalingChartData.h"

#include <QByteArray>

namespace scalescope {

QByteArray scalingCsv(const ScalingChartData &data);
// One row per point: the measured ε_eff, where it is drawn, and the what-if at factor f.
QByteArray surfaceCsv(const QList<SurfacePoint> &points, double factor);

} // namespace scalescope
