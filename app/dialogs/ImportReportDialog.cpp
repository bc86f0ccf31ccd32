#include "app/dialogs/ImportReportDialog.h"

#include "app/models/DiagnosticsModel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace scalescope {

ImportReportDialog::ImportReportDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("importReport"));
    m_model = new DiagnosticsModel(this);
    m_tree = new QTreeView(this);
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_severity = new QComboBox(this);
    m_severityLabel = new QLabel(this);
    m_severityLabel->setBuddy(m_severity);
    m_summary = new QLabel(this);
    m_copy = new QPushButton(this);
    m_close = new QPushButton(this);
    connect(m_copy, &QPushButton::clicked, this, &ImportReportDialog::copyToClipboard);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_model->setMinimumSeverity(i == 2 ? Severity::Error : i == 1 ? Severity::Warning : Severity::Info);
        m_tree->expandAll();
        updateSummary();
    });

    auto *top = new QHBoxLayout;
    top->addWidget(m_severityLabel);
    top->addWidget(m_severity);
    top->addStretch();
    top->addWidget(m_summary);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_copy);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_tree);
    layout->addLayout(buttons);
    resize(900, 520);
    retranslateUi();
}

void ImportReportDialog::setDiagnostics(const Diagnostics &diagnostics)
{
    m_model->setDiagnostics(diagnostics);
    m_tree->expandAll();
    m_tree->resizeColumnToContents(0);
    updateSummary();
}

void ImportReportDialog::copyToClipboard()
{
    QApplication::clipboard()->setText(m_model->toText());
}

void ImportReportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ImportReportDialog::retranslateUi()
{
    setWindowTitle(tr("Import Report"));
    m_severityLabel->setText(tr("&Show:"));
    const int current = std::max(0, m_severity->currentIndex());
    const QSignalBlocker block(m_severity);
    m_severity->clear();
    m_severity->addItems({tr("Everything"), tr("Warnings and errors"), tr("Errors only")});
    m_severity->setCurrentIndex(current);
    m_copy->setText(tr("&Copy All"));
    m_close->setText(tr("Close"));
    m_model->retranslate();
    updateSummary();
}

void ImportReportDialog::updateSummary()
{
    m_summary->setText(tr("%n problem(s) shown", nullptr, m_model->shownCount()) + QStringLiteral(" · ") +
                       tr("%n file(s)", nullptr, m_model->fileCount()));
}

} // namespace scalescope
