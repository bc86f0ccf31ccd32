// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The PDF report: a title page (data, rounds, benchmark, settings, date), the scaling chart, the
// efficiency surface, the cluster scatter and profiles, the ranking with its weights and
// recommendation, the method's sensitivity (the winning cluster with the given and time-heavy
// weights, with k = 4, 5, 6, and the stability of the ranking over drawn weights), and the import diagnostics, each section when
// chosen. Charts are laid out at the size they are printed, so their text prints at its on-screen size (7 pt and up). Text is
// drawn as text, so it can be selected and searched; the language is the one installed when it is written. It shows the one
// analysis the views show; the sensitivity analyses come from the same analysis function.
#include "app/charts/ScalingChartData.h"
#include "app/report/ReportChartEdits.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"
#include "core/probe/ProbeRun.h"

#include <QFlags>
#include <QPageSize>
#include <QString>

#include <atomic>
#include <memory>

namespace scalescope::report {

// What goes in; the title page with the settings is always there.
enum class ReportSection
{
    Results = 0x01,           // the top configurations as a table
    Scaling = 0x02,           // time to train and efficiency against accelerators
    Surface = 0x04,           // the efficiency surface and the precision what-if
    Clusters = 0x08,          // the cluster scatter and profiles
    Ranking = 0x10,           // weights, recommendation, Pareto chart
    Sensitivity = 0x20,       // the winner with time-heavy weights and k = 4, 5, 6; the stability over drawn weights
    Probe = 0x40,             // this machine's probe run, when one is shown
    ImportDiagnostics = 0x80, // the import's problems, by kind
    Hpc = 0x100,              // MLPerf HPC: weak scaling and Végh's comparison, when the data has HPC
};
Q_DECLARE_FLAGS(ReportSections, ReportSection)
Q_DECLARE_OPERATORS_FOR_FLAGS(ReportSections)
inline constexpr ReportSections kAllReportSections = ReportSections(0x1ff);

struct ReportOptions
{
    QPageSize::PageSizeId page = QPageSize::A4;
    QString benchmark; // empty: the analysis shown; another: analysed afresh with the same settings
    ReportSections sections = kAllReportSections;
    QStringList selection;                // configuration ids marked in the charts and named on the title page
    std::optional<probe::ProbeRun> probe; // this machine's probe run, when one is shown: its own section
    analysis::StabilityOptions stability; // the draws of the stability section (the GUI passes its Stability page's)
    // Those draws already made for this analysis (the Stability page's result): used, not drawn again.
    std::shared_ptr<const analysis::StabilityResult> stabilityDrawn;
    charts::FitChoice fits; // the fits the scaling charts draw (the GUI passes its Scaling tab's, a session its own)
    ReportChartEdits edits; // what a person changed on the tabs' charts, for the same charts here
};

// What the report shows, prepared off the GUI thread (the sensitivity needs analyses of its own);
// writing it draws charts, which only the GUI thread may do.
struct ReportContent
{
    std::shared_ptr<const analysis::BenchmarkAnalysis> analysis;
    model::Diagnostics diagnostics;
    ReportOptions options;
    std::optional<analysis::MethodResult> timeHeavy; // ranked with the time weight ×4
    QList<QPair<int, analysis::MethodResult>> byK;   // re-clustered with k = 4, 5, 6
    std::optional<analysis::StabilityResult> stability;
};

// Nullopt when `cancel` was set on the way.
std::optional<ReportContent> prepareReport(const model::Dataset &dataset,
                                           std::shared_ptr<const analysis::BenchmarkAnalysis> analysis,
                                           const ReportOptions &options, const std::atomic<bool> *cancel = nullptr);

// Writes the report atomically; returns the number of pages, or 0 with *error set.
int writeReport(const ReportContent &content, const QString &path, QString *error);

} // namespace scalescope::report
