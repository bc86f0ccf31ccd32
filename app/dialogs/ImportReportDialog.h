#pragma once
// The import report: every diagnostic of the current dataset, grouped by file, filterable by
// severity, copyable. Non-modal; retranslates on a language change.
#include "core/model/Diagnostic.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTreeView;

namespace scalescope {

class DiagnosticsModel;

class ImportReportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ImportReportDialog(QWidget *parent = nullptr);
    void setDiagnostics(const Diagnostics &diagnostics);
    DiagnosticsModel *model() const { return m_model; }
    void copyToClipboard();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();
    DiagnosticsModel *m_model = nullptr;
    QTreeView *m_tree = nullptr;
    QComboBox *m_severity = nullptr;
    QLabel *m_severityLabel = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace scalescope
