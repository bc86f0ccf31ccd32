// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The plotted data of a chart as CSV (C locale), one row per point, so others can reproduce the view.
#include "app/charts/ChartOptions.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/ScalingChartData.h"

#include <QByteArray>

namespace scalescope::charts {

QByteArray scalingCsv(const ScalingChartData &data);
// One row per point: the measured ε_eff, where it is drawn, and the what-if at factor f.
QByteArray surfaceCsv(const QList<SurfacePoint> &points, double factor);
// One row per plotted configuration: its cluster (1-based), the two axis values and what they are.
QByteArray clusterCsv(const analysis::BenchmarkAnalysis &analysis, const ClusterChartOptions &options);
// One row per configuration on the Pareto chart: accelerators, minutes, on the front or not, TOPSIS rank and closeness.
QByteArray paretoCsv(const analysis::BenchmarkAnalysis &analysis);

} // namespace scalescope::charts
