// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report's sections that stand alone: MLPerf HPC's weak scaling and Végh comparison, and the
// stability of the ranking under other weights.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"

#include <QCoreApplication>

namespace scalescope {

class PageWriter;

// The translation context of the report's words.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

void writeHpc(PageWriter &w, const BenchmarkAnalysis &a);
void writeStability(PageWriter &w, const BenchmarkAnalysis &a, const StabilityResult &r);

} // namespace scalescope
