// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ExportActions.h"

#include "app/jobs/JobRunner.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/report/ReportDialog.h"
#include "app/report/ReportWriter.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/state/DocumentController.h"
#include "core/analysis/Stability.h"
#include "core/i18n/SafeText.h"
#include "core/io/AtomicFile.h"
#include "core/io/DatasetFormat.h"
#include "core/probe/ProbeRun.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>

namespace scalescope {

ExportActions::ExportActions(QWidget *window, state::DocumentController *document, state::AnalysisController *analysis,
                             state::ConfigurationSelection *selection, ViewInputs views)
    : QObject(window), m_window(window), m_document(document), m_analysis(analysis), m_selection(selection),
      m_views(std::move(views)), m_reports(new jobs::JobRunner(this))
{
}

void ExportActions::setTable(models::ConfigurationTableModel *model, models::ConfigurationFilterModel *filter)
{
    m_model = model;
    m_filter = filter;
}

bool ExportActions::exportTable(const QString &path, bool filteredOnly, QString *error)
{
    model::Dataset out;
    out.sources = m_document->dataset().sources;
    out.diagnostics = m_document->dataset().diagnostics;
    if (filteredOnly && m_filter && m_model) {
        for (int r = 0; r < m_filter->rowCount(); ++r)
            out.configurations << m_model->configurations()[m_filter->mapToSource(m_filter->index(r, 0)).row()];
    } else {
        out.configurations = m_document->dataset().configurations;
    }
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return io::writeFileAtomically(path, json ? io::datasetToJson(out) : io::datasetToCsv(out), error);
}

void ExportActions::exportTableDialog(bool filteredOnly, bool json)
{
    if (m_document->dataset().isEmpty()) {
        QMessageBox::information(m_window, tr("Export Table"), tr("There is nothing to export yet: open some results first."));
        return;
    }
    QSettings settings;
    const QString dir =
        settings.value(QStringLiteral("paths/lastExportFolder"), settings.value(QStringLiteral("paths/lastFolder"))).toString();
    const QString suggested =
        QDir(dir).filePath(json ? QStringLiteral("scalescope-dataset.json") : QStringLiteral("scalescope-dataset.csv"));
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export Table"), suggested,
                                                json ? tr("Dataset JSON (*.json)") : tr("Dataset CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const QLatin1String suffix = json ? QLatin1String(".json") : QLatin1String(".csv");
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    settings.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    QString error;
    if (!exportTable(path, filteredOnly, &error))
        QMessageBox::warning(
            m_window, tr("Export Table"),
            i18n::richTextOf(
                tr("Could not write %1: %2\nChoose another folder or file name.").arg(QDir::toNativeSeparators(path), error)));
    else
        emit message(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void ExportActions::takeFromViews(report::ReportOptions &options, const analysis::BenchmarkAnalysis &analysis) const
{
    options.selection = m_selection->ids();
    options.stability = m_views.stability();
    options.stabilityDrawn = m_analysis->stability()->resultFor(analysis, options.stability);
    options.fits = m_views.scalingFits();
    options.edits = m_views.chartEdits();
    options.edits.benchmark = analysis.benchmark; // made on the charts of the analysis shown
    if (!m_views.probeRun().tests.isEmpty() && options.sections.testFlag(report::ReportSection::Probe))
        options.probe = m_views.probeRun();
}

bool ExportActions::exportReport(const QString &path, QString *error)
{
    const auto analysis = m_analysis->current();
    if (!analysis) {
        if (error)
            *error = tr("there is nothing to report yet");
        return false;
    }
    report::ReportOptions options;
    options.page = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    takeFromViews(options, *analysis);
    const auto content = report::prepareReport(m_document->dataset(), analysis, options);
    return content && report::writeReport(*content, path, error) > 0;
}

void ExportActions::exportReportDialog()
{
    const auto analysis = m_analysis->current();
    if (!analysis) {
        QMessageBox::information(m_window, tr("Export Report"), tr("There is nothing to report yet: open some results first."));
        return;
    }
    const bool probeShown = !m_views.probeRun().tests.isEmpty();
    report::ReportDialog choices(analysis->benchmarks, analysis->benchmark, int(m_selection->ids().size()), probeShown,
                                 !analysis->hpcBenchmarks.isEmpty(), m_window);
    if (choices.exec() != QDialog::Accepted)
        return;
    report::ReportOptions options = choices.options();
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("paths/lastExportFolder"), QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Report"), QDir(dir).filePath(QStringLiteral("scalescope-report-%1.pdf").arg(options.benchmark)),
        tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    settings.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    takeFromViews(options, *analysis);
    // The sensitivity analyses run off the GUI thread; the pages are drawn on it (charts need it).
    emit message(tr("Preparing the report…"), 0);
    const auto dataset = m_document->sharedDataset();
    m_reports->start<std::optional<report::ReportContent>>(
        [dataset, analysis, options](const jobs::JobRunner::Context &context) {
            return report::prepareReport(*dataset, analysis, options, context.cancel);
        },
        [this, path](std::optional<report::ReportContent> content) {
            if (!content)
                return;
            QApplication::setOverrideCursor(Qt::WaitCursor);
            QString error;
            const int pages = report::writeReport(*content, path, &error);
            QApplication::restoreOverrideCursor();
            if (pages == 0)
                QMessageBox::warning(m_window, tr("Export Report"),
                                     i18n::richTextOf(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error)));
            else
                emit message(tr("Wrote %1 (%n page(s))", nullptr, pages).arg(QDir::toNativeSeparators(path)), 8000);
        });
}

void ExportActions::cancel()
{
    m_reports->cancel();
}

} // namespace scalescope
