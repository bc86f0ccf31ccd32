// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// MLPerf HPC weak scaling on charts: Gustafson's scaled speedup against the number of concurrent
// models with the ideal S = N and both laws fitted, the throughput (models per minute) against the
// models, and the time to train them all against the machine's accelerators. Points carry their
// configuration ids, so the chart panel's hover and click work as on every chart.
#include "core/analysis/BenchmarkAnalysis.h"

#include <QByteArray>
#include <QString>

class QChart;

namespace scalescope::charts {

enum class WeakScalingMetric
{
    ScaledSpeedup, // S = N · T1 / TTTa against N
    Throughput,    // models per minute against N
    Time,          // TTTa and one model's mean time against the machine's accelerators
};
QString weakScalingMetricName(WeakScalingMetric m);
QString weakScalingMetricKey(WeakScalingMetric m); // "speedup", "throughput", "time"
std::optional<WeakScalingMetric> weakScalingMetricFromKey(const QString &key);

QChart *createWeakScalingChart(const analysis::BenchmarkAnalysis &analysis, WeakScalingMetric metric);
// One row per weak configuration: every figure of the view, C locale.
QByteArray weakScalingCsv(const analysis::BenchmarkAnalysis &analysis);
// What each law predicts at the largest system, as sentences (plain text).
QString weakScalingLawsText(const analysis::BenchmarkAnalysis &analysis);
// A point's tooltip (plain text).
QString weakScalingTooltip(const analysis::BenchmarkAnalysis &analysis, const QString &id);

} // namespace scalescope::charts
