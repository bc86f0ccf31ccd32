// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The status bar's lasting parts: the summary (how many configurations, how many with a score, what
// the filters show, or why the last import changed nothing), the problem counts that open the
// import report, and an import's progress with its Cancel button. The report follows the document:
// what is open, or what failed when nothing could be.
#include "core/model/Diagnostic.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace scalescope {

namespace dialogs {
class ImportReportDialog;
} // namespace dialogs
namespace models {
class ConfigurationFilterModel;
} // namespace models
namespace state {
class DocumentController;
struct ImportResult;
} // namespace state

class StatusArea : public QObject
{
    Q_OBJECT
public:
    StatusArea(QStatusBar *bar, state::DocumentController *document, models::ConfigurationFilterModel *filter);

    void retranslate();
    void update(); // after the data, the filters or an import changed
    // A problem to show before the summary until the next import starts; empty for none.
    void setProblem(const QString &text);
    void importStarted(const QString &rulesError);
    void importEnded(const state::ImportResult &outcome);
    void datasetReplaced();                // the report shows the new data's problems
    dialogs::ImportReportDialog *report(); // made on first use
    void showReport();
    void chartExported(const QString &path); // "Wrote …", or "Copied …" for the clipboard, for a few seconds

private:
    QStatusBar *m_bar;
    state::DocumentController *m_document;
    models::ConfigurationFilterModel *m_filter;
    QLabel *m_summary;
    QToolButton *m_problems;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
    QString m_problem;
    model::Diagnostics m_failures; // the last import that changed nothing: what the report shows then
    QStringList m_tried;
    dialogs::ImportReportDialog *m_report = nullptr;
};

} // namespace scalescope
