// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Two probe runs side by side: paired bars per test on the test's own scale.
#include "core/probe/ProbeCompare.h"

#include <QByteArray>
#include <QList>
#include <QString>

class QChart;

namespace scalescope::probe {

// Paired bars per test on the test's own scale (the larger of the two medians = 1), so a 58×
// difference in one test does not flatten the others; the labels give the ratio. At most `maxTests`
// (16 at most): where more are shared, those that differ most (see mostDifferent).
constexpr int kCompareChartMaxTests = 16;
QChart *createCompareChart(const QString &firstName, const QString &secondName, const QList<ProbeComparison> &pairs,
                           int maxTests = kCompareChartMaxTests);
// The `count` pairs whose ratio is furthest from 1 (either way; a zero median counts as furthest), in
// their own order. A narrow chart draws these: a label has the height of a line or is cut to "…".
// A bar pair's label, as rich text: the test and its ratio (second / first), on two lines when long.
QString compareLabel(const ProbeComparison &p);
QList<ProbeComparison> mostDifferent(const QList<ProbeComparison> &pairs, int count);
QByteArray comparisonCsv(const QList<ProbeComparison> &pairs);

} // namespace scalescope::probe
