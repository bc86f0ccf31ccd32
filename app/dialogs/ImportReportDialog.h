// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The import report: every diagnostic of the current dataset, grouped by file, filterable by
// severity, copyable, the selected problem in full below the list. Non-modal; retranslates on a
// language change.
#include "core/model/Diagnostic.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace scalescope::models {
class DiagnosticsModel;
} // namespace scalescope::models

namespace scalescope::dialogs {

class ImportReportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportReportDialog(QWidget *parent = nullptr);
    void setDiagnostics(const model::Diagnostics &diagnostics, const QStringList &roots = {});
    QString summary() const;
    QString details() const; // the selected problem in full
    models::DiagnosticsModel *model() const { return m_model; }
    void copyToClipboard();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();
    void showDetails();
    models::DiagnosticsModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    QComboBox *m_severity = nullptr;
    QLabel *m_severityLabel = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_details = nullptr;
    model::Diagnostics m_diagnostics;
    QPushButton *m_copy = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace scalescope::dialogs
