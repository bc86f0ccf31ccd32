// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportChartEdits.h"

namespace scalescope {

ReportChartEdits reportChartEdits(const QString &benchmark, const ScalingChartOptions &scaling,
                                  const SurfaceChartOptions &surface, const ClusterChartOptions &clusters,
                                  const RankingViewOptions &ranking)
{
    ReportChartEdits e;
    e.benchmark = benchmark;
    if (scaling.grouping == ScalingGrouping::CatalogEntry && !scaling.edits.isEmpty()) {
        e.scalingMetric = scaling.metric;
        e.scaling = scaling.edits;
    }
    if (!surface.supercomputers)
        e.surface = surface.edits;
    if (clusters.x == QLatin1String("pc1") && clusters.y == QLatin1String("pc2") && !clusters.logX && !clusters.logY)
        e.clusters = clusters.edits;
    e.ranking = ranking.edits;
    return e;
}

void applyReportEdits(QChart *chart, const ChartEdits &edits, const ReportChartEdits &all, const QString &reportBenchmark)
{
    if (!chart || edits.isEmpty() || (!all.benchmark.isEmpty() && all.benchmark != reportBenchmark))
        return;
    applyChartEdits(chart, edits, chartDefaults(chart));
}

} // namespace scalescope
