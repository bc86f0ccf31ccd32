// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Charts of a probe run: matrix throughput per precision (with % of the catalog's peak where
// the device is in the catalog), bandwidth against size (bytes copied or moved said in the
// legend), all-reduce algbw and busbw, and the synthetic training step's speedup and efficiency
// over workers/devices with ε_eff and the compute/communication split. Brings the compare chart,
// the peer chart and the probe's wording with it.
#include "app/charts/ScalingChartData.h"
#include "app/probe/ProbeCompareChart.h"
#include "app/probe/ProbePeerChart.h"
#include "app/probe/ProbeWording.h"
#include "core/probe/ProbeCluster.h"
#include "core/probe/ProbeCompare.h"
#include "core/probe/ProbeRun.h"

class QChart;

namespace scalescope::charts {
struct SurfacePoint;
}

namespace scalescope::probe {

// Which of a run's three charts draw a result (flags): a result streamed in redraws those only.
enum ChartFlag
{
    GemmChart = 1,
    BandwidthChart = 2,
    ScalingChart = 4
};
int chartsOf(const ProbeTest &test);

QChart *createGemmChart(const ProbeRun &run);
QChart *createBandwidthChart(const ProbeRun &run);
QChart *createScalingChart(const ProbeRun &run);
// This machine's training step on the scaling chart, one dashed series per precision, for speedup
// and efficiency only (its samples/s are not comparable with MLPerf times); the axes widen to show
// it. `hasData`: the chart has MLPerf points whose ranges are kept.
void addScalingSeries(QChart *chart, const ProbeRun &run, charts::ScalingMetric metric, bool hasData);

// The training step's ε_eff at each device count > 1, as local points for the efficiency surface.
QList<charts::SurfacePoint> surfacePoints(const ProbeRun &run);

// Every measured test of the run as CSV (suite, test, device, metric, unit, median, min, max).
QByteArray runCsv(const ProbeRun &run);

} // namespace scalescope::probe
