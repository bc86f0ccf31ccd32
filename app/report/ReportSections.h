// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report's sections after its title page, one function each (writeReport calls those the
// options ask for, in this order).
#include "app/report/ReportWriter.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"
#include "core/probe/ProbeRun.h"

#include <QCoreApplication>

namespace scalescope::report {

class PageWriter;

// The translation context of the report's words.
class Report
{
    Q_DECLARE_TR_FUNCTIONS(Report)
};

void writeScaling(PageWriter &w, const ReportContent &content);
void writeSurface(PageWriter &w, const ReportContent &content);
void writeClusters(PageWriter &w, const ReportContent &content);
void writeRanking(PageWriter &w, const ReportContent &content);
// `afterRanking`: the Ranking section came just before (the two may share a page).
void writeSensitivity(PageWriter &w, const ReportContent &content, bool afterRanking);
void writeHpc(PageWriter &w, const analysis::BenchmarkAnalysis &a);
void writeStability(PageWriter &w, const analysis::BenchmarkAnalysis &a, const analysis::StabilityResult &r);
void writeProbe(PageWriter &w, const probe::ProbeRun &probe);

// "time = 5 (25 %); …": each weight with its share.
QString weightsText(const QList<analysis::Criterion> &criteria);

} // namespace scalescope::report
