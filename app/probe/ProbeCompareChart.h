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
// difference in one test does not flatten the others; the labels give the ratio. At most 16 tests.
QChart *createCompareChart(const QString &firstName, const QString &secondName, const QList<ProbeComparison> &pairs);
QByteArray comparisonCsv(const QList<ProbeComparison> &pairs);

} // namespace scalescope::probe
