// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Charts of a probe run: matrix throughput per precision (with % of the catalog's peak where
// the device is in the catalog), bandwidth against size (bytes copied or moved said in the
// legend), all-reduce algbw and busbw, and the synthetic training step's speedup and efficiency
// over workers/devices with ε_eff and the compute/communication split.
#include "app/charts/ScalingChartData.h"
#include "core/probe/ProbeCluster.h"
#include "core/probe/ProbeCompare.h"
#include "core/probe/ProbeRun.h"

#include <utility>

class QChart;

namespace scalescope {
struct SurfacePoint;
}

namespace scalescope {

QChart *createProbeGemmChart(const ProbeRun &run);
QChart *createProbeBandwidthChart(const ProbeRun &run);
QChart *createProbeScalingChart(const ProbeRun &run);
// A run of scalescope-probe-mpi: rank 0's one-way latency to every other rank, one series for the
// ranks on its own host and one for those on other hosts. Each point's id is probePeerId(rank).
QChart *createProbePeerChart(const ProbeRun &run);
QString probePeerId(int rank);
// What a peer's point says on hover: latency, the bandwidth at the largest message, its host.
QString probePeerText(const ProbeRun &run, const QString &id);
// A peer's bandwidth at its largest message, in GB/s and in bits per second as links are rated
// ("0.0242 GB/s (193 Mbit/s) one way at 4 MiB"); empty when none was measured.
QString probePeerBandwidthText(const ProbePeerLink &link);
// The same in short, bits per second only ("193 Mbit/s at 4 MiB"), for a table cell.
QString probePeerRateText(const ProbePeerLink &link);
// The peers as CSV (peer rank, host, inter-node, latency, bandwidth and its message size).
QByteArray probePeerCsv(const ProbeRun &run);

// A run as a legend tells it from another: its name, its first device and when it started.
QString probeRunLegendName(const ProbeRun &run);
// Names for two compared runs that differ and stay short: the label or host, then the start time
// when those agree, the device when it differs, "(first)"/"(second)" as the last resort.
std::pair<QString, QString> probeCompareNames(const ProbeRun &first, const ProbeRun &second);
// The suite's name for people ("Matrix multiply" for "gemm"); the key stays the probe's word.
QString probeSuiteName(const QString &key);
// "strong scaling" / "weak scaling" for the training step's mode.
QString probeModeName(const QString &mode);

// Paired bars per test on the test's own scale (the larger of the two medians = 1), so a 58×
// difference in one test does not flatten the others; the labels give the ratio. At most 16 tests.
QChart *createProbeCompareChart(const QString &firstName, const QString &secondName, const QList<ProbeComparison> &pairs);
QByteArray probeComparisonCsv(const QList<ProbeComparison> &pairs);
// How many of the run's results vary by more than 10 % between repeats, and a line saying so.
int probeUnsteadyCount(const ProbeRun &run);
QString probeUnsteadyText(const ProbeRun &run);

// This machine's training step on the scaling chart, one dashed series per precision, for speedup
// and efficiency only (its samples/s are not comparable with MLPerf times); the axes widen to show
// it. `hasData`: the chart has MLPerf points whose ranges are kept.
void addProbeScalingSeries(QChart *chart, const ProbeRun &run, ScalingMetric metric, bool hasData);

// The training step's ε_eff at each device count > 1, as local points for the efficiency surface.
QList<SurfacePoint> probeSurfacePoints(const ProbeRun &run);

// Every measured test of the run as CSV (suite, test, device, metric, unit, median, min, max).
QByteArray probeCsv(const ProbeRun &run);

// The catalog peak (TFLOP/s) for a device name and a precision, when the device is in the catalog.
std::optional<double> catalogPeakTflops(const QString &deviceName, const QString &precision);

} // namespace scalescope
