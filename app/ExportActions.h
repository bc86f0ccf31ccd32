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

class AnalysisController;
struct BenchmarkAnalysis;
class ConfigurationFilterModel;
class ConfigurationSelection;
class ConfigurationTableModel;
class DocumentController;
class JobRunner;
struct FitChoice;
namespace probe {
struct ProbeRun;
} // namespace probe
struct ReportChartEdits;
struct ReportOptions;
struct StabilityOptions;

class ExportActions : public QObject
{
    Q_OBJECT
public:
    // What the report takes from the views: the Ranking tab's stability choices, the Probe tab's
    // run (empty when none is shown), the Scaling tab's fits and the charts' edits.
    struct ViewInputs
    {
        std::function<StabilityOptions()> stability;
        std::function<const probe::ProbeRun &()> probeRun;
        std::function<FitChoice()> scalingFits;
        std::function<ReportChartEdits()> chartEdits; // what Edit Chart… changed on the tabs' charts
    };

    ExportActions(QWidget *window, DocumentController *document, AnalysisController *analysis, ConfigurationSelection *selection,
                  ViewInputs views);

    // The rows: the filtered ones through `filter` over `model`, or every configuration.
    void setTable(ConfigurationTableModel *model, ConfigurationFilterModel *filter);

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
    void takeFromViews(ReportOptions &options, const BenchmarkAnalysis &analysis) const;
    QWidget *m_window;
    DocumentController *m_document;
    AnalysisController *m_analysis;
    ConfigurationSelection *m_selection;
    ViewInputs m_views;
    ConfigurationTableModel *m_model = nullptr;
    ConfigurationFilterModel *m_filter = nullptr;
    JobRunner *m_reports;
};

} // namespace scalescope
