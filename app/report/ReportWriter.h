#pragma once
// The PDF report: a title page (data, rounds, benchmark, settings, date), the scaling chart, the
// efficiency surface, the cluster scatter and profiles, the ranking with its weights and
// recommendation, the method's sensitivity (the winning cluster with the given and time-heavy
// weights, and with k = 4, 5, 6), and the import diagnostics. Text is drawn as text, so it can be
// selected and searched; the language is the one installed when it is written. It shows the one
// analysis the views show; the sensitivity analyses come from the same analysis function.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/probe/ProbeRun.h"

#include <QPageSize>
#include <QString>

#include <atomic>
#include <memory>

namespace scalescope {

struct ReportOptions
{
    QPageSize::PageSizeId page = QPageSize::A4;
    QStringList selection;         // configuration ids marked in the charts and named on the title page
    std::optional<ProbeRun> probe; // this machine's probe run, when one is shown: its own section
};

// What the report shows, prepared off the GUI thread (the sensitivity needs analyses of its own);
// writing it draws charts, which only the GUI thread may do.
struct ReportContent
{
    std::shared_ptr<const BenchmarkAnalysis> analysis;
    Diagnostics diagnostics;
    ReportOptions options;
    std::optional<MethodResult> timeHeavy; // ranked with the time weight ×4
    QList<QPair<int, MethodResult>> byK;   // re-clustered with k = 4, 5, 6
};

// Nullopt when `cancel` was set on the way.
std::optional<ReportContent> prepareReport(const Dataset &dataset, std::shared_ptr<const BenchmarkAnalysis> analysis,
                                           const ReportOptions &options, const std::atomic<bool> *cancel = nullptr);

// Writes the report atomically; returns the number of pages, or 0 with *error set.
int writeReport(const ReportContent &content, const QString &path, QString *error);

} // namespace scalescope
