// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/StatusArea.h"

#include "app/charts/ChartExportDialog.h"

#include "app/dialogs/ImportReportDialog.h"
#include "app/jobs/JobRunner.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/state/DocumentController.h"
#include "app/state/OfficialRulesChoice.h"
#include "core/i18n/SafeText.h"

#include <QDir>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace scalescope {

StatusArea::StatusArea(QStatusBar *bar, state::DocumentController *document, models::ConfigurationFilterModel *filter)
    : QObject(bar), m_bar(bar), m_document(document), m_filter(filter), m_summary(new QLabel(bar)),
      m_problems(new QToolButton(bar)), m_progress(new QProgressBar(bar)), m_cancel(new QToolButton(bar))
{
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setTextFormat(Qt::PlainText); // can hold a diagnostic that quotes a file
    m_problems->setObjectName(QStringLiteral("problemsButton"));
    m_problems->setAutoRaise(true);
    m_progress->setMaximumWidth(240);
    m_progress->hide();
    m_cancel->hide();
    bar->addWidget(m_summary, 1);
    bar->addPermanentWidget(m_problems);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    connect(m_problems, &QToolButton::clicked, this, &StatusArea::showReport);
    connect(m_cancel, &QToolButton::clicked, document->imports(), &jobs::JobRunner::cancel);
    connect(document->imports(), &jobs::JobRunner::progress, this, [this](int, int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(filter, &QAbstractItemModel::rowsInserted, this, &StatusArea::update);
    connect(filter, &QAbstractItemModel::rowsRemoved, this, &StatusArea::update);
    connect(filter, &QAbstractItemModel::modelReset, this, &StatusArea::update);
    connect(filter, &QAbstractItemModel::layoutChanged, this, &StatusArea::update);
}

void StatusArea::retranslate()
{
    m_cancel->setText(tr("Cancel"));
    m_progress->setFormat(tr("Importing %v of %m files"));
    update();
}

void StatusArea::update()
{
    const model::Dataset &d = m_document->dataset();
    m_problems->setText(model::diagnosticCountsText(d.diagnostics)); // as the report says it
    m_problems->setToolTip(tr("Click for the import report (Ctrl+R)"));
    m_problems->setVisible(!d.isEmpty() || !d.diagnostics.isEmpty());
    if (m_document->imports()->isRunning()) {
        m_summary->setText(tr("Importing…"));
        return;
    }
    // A problem can be longer than the window is wide: its tooltip holds it whole.
    m_summary->setToolTip(m_problem.isEmpty() ? QString() : i18n::richTextOf(m_problem));
    if (d.isEmpty()) {
        m_summary->setText(m_problem.isEmpty() ? tr("No data loaded") : m_problem);
        return;
    }
    int scored = 0;
    for (const model::Configuration &c : d.configurations)
        scored += c.scoreMinutes ? 1 : 0;
    QString text =
        tr("%n configuration(s), %1 with an official score", nullptr, static_cast<int>(d.configurations.size())).arg(scored);
    if (m_filter->isFiltering())
        text = tr("%1 of %2 configurations shown (filtered)").arg(m_filter->rowCount()).arg(d.configurations.size());
    if (!m_problem.isEmpty())
        text = m_problem + QStringLiteral("  ") + text;
    m_summary->setText(text);
}

void StatusArea::setProblem(const QString &text)
{
    m_problem = text;
    update();
}

void StatusArea::importStarted(const QString &rulesError)
{
    m_problem.clear();
    m_progress->setValue(0);
    m_progress->setMaximum(0);
    m_progress->show();
    m_cancel->show();
    if (!rulesError.isEmpty())
        m_bar->showMessage(tr("The official rules in %1 cannot be read (%2): the built-in rules are used.")
                               .arg(QDir::toNativeSeparators(state::OfficialRulesChoice::folder()), rulesError),
                           12000);
    update();
}

void StatusArea::importEnded(const state::ImportResult &outcome)
{
    m_progress->hide();
    m_cancel->hide();
    switch (outcome.result) {
    case state::ImportResult::Result::Applied:
        break;
    case state::ImportResult::Result::Cancelled:
        m_problem = tr("Import cancelled: the previous data is unchanged.");
        break;
    case state::ImportResult::Result::SessionDeclined:
        m_problem = tr("The session was not opened.");
        break;
    case state::ImportResult::Result::NothingImported:
        // Nothing imported: what the user had stays, and the summary says why.
        m_problem = outcome.session ? tr("The session's data could not be imported. %1").arg(outcome.reason)
                                    : tr("Nothing was imported. %1").arg(outcome.reason);
        m_failures = outcome.failures;
        m_tried = outcome.tried;
        if (m_report && m_document->dataset().isEmpty())
            m_report->setDiagnostics(m_failures, m_tried);
        break;
    }
    update();
}

void StatusArea::datasetReplaced()
{
    if (m_report)
        m_report->setDiagnostics(m_document->dataset().diagnostics, m_document->sourcePaths());
}

dialogs::ImportReportDialog *StatusArea::report()
{
    if (!m_report) {
        m_report = new dialogs::ImportReportDialog(m_bar->window());
        // Nothing open after a failed import: the report shows why it failed (opened first then too).
        if (m_document->dataset().isEmpty() && !m_failures.isEmpty())
            m_report->setDiagnostics(m_failures, m_tried);
        else
            m_report->setDiagnostics(m_document->dataset().diagnostics, m_document->sourcePaths());
    }
    return m_report;
}

void StatusArea::showReport()
{
    report()->show();
    m_report->raise();
    m_report->activateWindow();
}

void StatusArea::chartExported(const QString &path)
{
    m_bar->showMessage(path == charts::ChartExportDialog::clipboardTarget() ? tr("Copied the chart to the clipboard as an image.")
                                                                            : tr("Wrote %1").arg(QDir::toNativeSeparators(path)),
                       8000);
}

} // namespace scalescope
