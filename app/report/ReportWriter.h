#pragma once
// The PDF report: a title page (dataset, rounds, benchmark, settings, date), the scaling chart,
// the efficiency surface, the cluster scatter and profiles, the ranking with its weights and
// recommendation, the method's sensitivity (the winning cluster with equal and time-heavy
// weights, and with k = 4, 5, 6), and the import diagnostics. Text is drawn as text, so it can be
// selected and searched; the language is the one installed when it is written.
#include "core/analysis/SelectionMethod.h"
#include "core/model/Dataset.h"

#include "core/probe/ProbeRun.h"

#include <QPageSize>
#include <QString>

namespace scalescope {

struct ReportOptions
{
    QString benchmark; // empty: resnet when present
    QPageSize::PageSizeId page = QPageSize::A4;
    MethodOptions method;
    double precisionFactor = 4;
    std::optional<ProbeRun> probe; // this machine's probe run, when one is shown: its own section
};

// Writes the report atomically; returns the number of pages, or 0 with *error set.
int writeReport(const Dataset &dataset, const ReportOptions &options, const QString &path, QString *error);

} // namespace scalescope
