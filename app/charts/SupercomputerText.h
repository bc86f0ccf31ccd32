// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What Végh's comparison says in words: the families' names, a line per family, and the one
// sentence the numbers support (shown beside the surface, in the report and by the CLI).
#include "core/analysis/SupercomputerComparison.h"

#include <QString>
#include <QStringList>

namespace scalescope::charts {

QString computeFamilyName(analysis::ComputeFamily family);  // "P100": short, for legends
QString computeFamilyTitle(analysis::ComputeFamily family); // "P100 (Piz Daint)": with the machine, for text
// "P100: median ε_eff 0.419, E 0.705 over 1 configuration at k 2 (CSCS)"
QString familySummaryLine(const analysis::FamilySummary &summary);
// The sentence the data support; says what to open when a side of the comparison is missing.
QString supercomputerSentence(const analysis::SupercomputerComparison &comparison);

} // namespace scalescope::charts
