// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportChartEdits.h"

namespace scalescope::report {

ReportChartEdits reportChartEdits(const QString &benchmark, const charts::ScalingChartOptions &scaling,
                                  const charts::SurfaceChartOptions &surface, const charts::ClusterChartOptions &clusters,
                                  const charts::RankingViewOptions &ranking)
{
    ReportChartEdits e;
    e.benchmark = benchmark;
    if (scaling.grouping == charts::ScalingGrouping::CatalogEntry && !scaling.edits.isEmpty()) {
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

void applyReportEdits(QChart *chart, const charts::ChartEdits &edits, const ReportChartEdits &all, const QString &reportBenchmark)
{
    if (!chart || edits.isEmpty() || (!all.benchmark.isEmpty() && all.benchmark != reportBenchmark))
        return;
    charts::applyChartEdits(chart, edits, charts::chartDefaults(chart));
}

} // namespace scalescope::report
