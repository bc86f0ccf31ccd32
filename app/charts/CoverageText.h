// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What each analysis tab says under its chart: how many configurations of the benchmark it shows
// and why the others are not there (filtered out, no score, no reference, ...).
#include "core/analysis/BenchmarkAnalysis.h"

#include <QString>

namespace scalescope::charts {

enum class CoverageView
{
    Scaling,
    Surface,
    Clusters,
    Ranking
};

// withoutMetricValue: scored configurations the chart's metric has no value for (the Scaling tab's
// energy or throughput), left out of the shown count and named among the reasons.
QString coverageText(const analysis::BenchmarkAnalysis &analysis, CoverageView view, int withoutMetricValue = 0);

} // namespace scalescope::charts
