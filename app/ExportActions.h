// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File ▸ Export: the table (all or the filtered rows) as a dataset CSV or JSON, and the PDF report
// of what is shown. Each asks where to write (remembering the folder), writes atomically, and says
// what happened; the report's analyses run off the GUI thread and a close cancels them.
#include <QObject>

#include <functional>

class QWidget;

namespace scalescope {

namespace analysis {
struct BenchmarkAnalysis;
struct StabilityOptions;
} // namespace analysis
namespace charts {
struct FitChoice;
} // namespace charts
namespace jobs {
class JobRunner;
} // namespace jobs
namespace models {
class ConfigurationFilterModel;
class ConfigurationTableModel;
} // namespace models
namespace probe {
struct ProbeRun;
} // namespace probe
namespace report {
struct ReportChartEdits;
struct ReportOptions;
} // namespace report
namespace state {
class AnalysisController;
class ConfigurationSelection;
class DocumentController;
} // namespace state

class ExportActions : public QObject
{
    Q_OBJECT
public:
    // What the report takes from the views: the Ranking tab's stability choices, the Probe tab's
    // run (empty when none is shown), the Scaling tab's fits and the charts' edits.
    struct ViewInputs
    {
        std::function<analysis::StabilityOptions()> stability;
        std::function<const probe::ProbeRun &()> probeRun;
        std::function<charts::FitChoice()> scalingFits;
        std::function<report::ReportChartEdits()> chartEdits; // what Edit Chart… changed on the tabs' charts
    };

    ExportActions(QWidget *window, state::DocumentController *document, state::AnalysisController *analysis,
                  state::ConfigurationSelection *selection, ViewInputs views);

    // The rows: the filtered ones through `filter` over `model`, or every configuration.
    void setTable(models::ConfigurationTableModel *model, models::ConfigurationFilterModel *filter);

    // Writes the table as a dataset CSV, or JSON for a ".json" path; false with a message on failure.
    bool exportTable(const QString &path, bool filteredOnly, QString *error = nullptr);
    bool exportReport(const QString &path, QString *error = nullptr); // the PDF of what is shown (waits)
    void exportTableDialog(bool filteredOnly, bool json);
    void exportReportDialog();
    void cancel(); // a report being prepared

signals:
    void message(const QString &text, int timeoutMs); // for the status bar

private:
    // What the report takes from the window: the selection, the Stability page's draws (and those
    // already made), the Scaling tab's fits and the probe run shown.
    void takeFromViews(report::ReportOptions &options, const analysis::BenchmarkAnalysis &analysis) const;
    QWidget *m_window;
    state::DocumentController *m_document;
    state::AnalysisController *m_analysis;
    state::ConfigurationSelection *m_selection;
    ViewInputs m_views;
    models::ConfigurationTableModel *m_model = nullptr;
    models::ConfigurationFilterModel *m_filter = nullptr;
    jobs::JobRunner *m_reports;
};

} // namespace scalescope
