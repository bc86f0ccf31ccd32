// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a person changed by hand on the tabs' charts (Edit Chart…: titles, axis titles, scales),
// carried to the report's charts of the same content: the Scaling tab's edits to the report's
// scaling chart of the same metric (when the tab groups by accelerator model, as the report does),
// the Surface tab's to its surface (unless the tab shows the supercomputers), the Clusters tab's
// to its scatter (when the tab shows PC1 against PC2, as the report does), the Ranking tab's to
// its Pareto chart; and only for the benchmark they were made on.
#include "app/charts/ChartEdits.h"
#include "app/charts/ChartOptions.h"

#include <optional>

class QChart;

namespace scalescope::report {

struct ReportChartEdits
{
    QString benchmark; // the benchmark the edits were made on; empty: none was said, the report's own
    std::optional<charts::ScalingMetric> scalingMetric;
    charts::ChartEdits scaling, surface, clusters, ranking;
};

ReportChartEdits reportChartEdits(const QString &benchmark, const charts::ScalingChartOptions &scaling,
                                  const charts::SurfaceChartOptions &surface, const charts::ClusterChartOptions &clusters,
                                  const charts::RankingViewOptions &ranking);

// Applies `edits` to `chart` when the report is of the benchmark they were made on.
void applyReportEdits(QChart *chart, const charts::ChartEdits &edits, const ReportChartEdits &all,
                      const QString &reportBenchmark);

} // namespace scalescope::report
