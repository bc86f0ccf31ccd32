// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Charts of the planner: the series' measured times, its fit, the prediction interval as a band and
// the planned point; and the planned point added to the Scaling chart (for the metrics it has a
// value of) and to the efficiency surface. The planned point's id starts with kPlannedIdPrefix, so
// views tell it from a configuration.
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/ScalingChartData.h"
#include "core/analysis/Planner.h"

class QChart;

namespace scalescope::charts {

inline constexpr const char *kPlannedIdPrefix = "planned:";
QString plannedPointId(const analysis::Plan &plan); // "planned:<accelerator>:<N>"
bool isPlannedPointId(const QString &id);

// Measured points carry the configuration ids of the series' members (`ids`, in the plan's point order).
QChart *createPlannerChart(const analysis::BenchmarkAnalysis &analysis, const analysis::Plan &plan, const QStringList &ids);
QByteArray plannerCsv(const analysis::Plan &plan);

// Adds the planned point to a Scaling chart showing `metric` (time, efficiency, speedup,
// accelerator-minutes); false when that metric has no planned value.
bool addPlannedScalingPoint(QChart *chart, const analysis::Plan &plan, ScalingMetric metric);
// The planned point on the efficiency surface, when it has an ε (k > 1).
std::optional<SurfacePoint> plannedSurfacePoint(const analysis::Plan &plan);

// The plan in a few lines of rich text, in the current language.
QString planSummaryHtml(const analysis::Plan &plan, const QString &currency);

} // namespace scalescope::charts
