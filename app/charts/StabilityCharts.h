// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Charts of the ranking's stability: each cluster's probability of ranking first and within the
// first three (bars), and the rank range (5–95 %) of the configurations most often near the top,
// with their median rank and their rank at the user's weights. Every bar and point carries an id
// for the chart panel: a configuration id, or clusterPointId() for a cluster's bar.
#include "core/analysis/Stability.h"

#include <QByteArray>

class QChart;

namespace scalescope::charts {

QString clusterPointId(int cluster); // "cluster:3" for cluster id 2 (shown as 3)
std::optional<int> clusterFromPointId(const QString &id);

QChart *createClusterStabilityChart(const analysis::StabilityResult &stability);
// The `shown` configurations with the best median rank (ties: more often first).
QList<int> rankRangeRows(const analysis::StabilityResult &stability, int shown = 15);
// System names longer than nameChars are cut with "…" (the screen's narrow pane; hover names them
// whole), or wrapped onto lines of that many characters (a report's page, where nothing may be cut).
enum class RankNames
{
    Cut,
    Wrapped
};
QChart *createRankRangeChart(const analysis::BenchmarkAnalysis &analysis, const analysis::StabilityResult &stability,
                             int shown = 15, int nameChars = 18, RankNames names = RankNames::Cut);

QByteArray clusterStabilityCsv(const analysis::StabilityResult &stability);
QByteArray rankRangeCsv(const analysis::StabilityResult &stability);

} // namespace scalescope::charts
