// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/ImportReportDialog.h"

#include "app/models/DiagnosticsModel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace scalescope::dialogs {

ImportReportDialog::ImportReportDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("importReport"));
    m_model = new models::DiagnosticsModel(this);
    m_tree = new QTreeView(this);
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setTextElideMode(Qt::ElideMiddle); // a long path keeps its file name in view
    m_tree->header()->setStretchLastSection(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_severity = new QComboBox(this);
    m_severityLabel = new QLabel(this);
    m_severityLabel->setBuddy(m_severity);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("reportSummary"));
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("reportDetails"));
    m_details->setWordWrap(true); // a long message is never cut: it wraps here
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setFrameShape(QFrame::StyledPanel);
    m_details->setMinimumHeight(fontMetrics().lineSpacing() * 4);
    m_details->setMargin(6);
    m_copy = new QPushButton(this);
    m_close = new QPushButton(this);
    connect(m_copy, &QPushButton::clicked, this, &ImportReportDialog::copyToClipboard);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_severity, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_model->setMinimumSeverity(i == 2 ? model::Severity::Error : i == 1 ? model::Severity::Warning : model::Severity::Info);
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
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_details);
    layout->addLayout(buttons);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &ImportReportDialog::showDetails);
    resize(900, 520);
    retranslateUi();
}

void ImportReportDialog::setDiagnostics(const model::Diagnostics &diagnostics, const QStringList &roots)
{
    m_diagnostics = diagnostics;
    m_model->setDiagnostics(diagnostics, roots);
    m_tree->expandAll();
    m_tree->resizeColumnToContents(0);
    m_tree->setColumnWidth(0, std::min(m_tree->columnWidth(0), width() / 2)); // long paths: the tooltip has them
    updateSummary();
    showDetails();
}

QString ImportReportDialog::summary() const
{
    return m_summary->text();
}

QString ImportReportDialog::details() const
{
    return m_details->text();
}

void ImportReportDialog::showDetails()
{
    const QModelIndex current = m_tree->currentIndex();
    const model::Diagnostic *d = m_model->diagnosticAt(current.sibling(current.row(), 0));
    if (!d) {
        m_details->setText(tr("Select a problem to read it in full."));
        return;
    }
    const QString where =
        models::DiagnosticsModel::fullLocation(d->file) + (d->line > 0 ? QLatin1Char(':') + QString::number(d->line) : QString());
    m_details->setText(QStringLiteral("<b>%1</b> — %2<br>%3<br><small>%4</small>")
                           .arg(model::severityName(d->severity).toHtmlEscaped(), where.toHtmlEscaped(),
                                model::diagnosticMessage(*d).toHtmlEscaped(), d->code.toHtmlEscaped()));
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
    showDetails();
}

void ImportReportDialog::updateSummary()
{
    // The same counts as the status bar; what the filter shows after them.
    QString text =
        model::diagnosticCountsText(m_diagnostics) + QStringLiteral(" · ") + tr("%n file(s)", nullptr, m_model->fileCount());
    if (m_model->shownCount() != m_diagnostics.size())
        text += QStringLiteral(" · ") + tr("%n shown", nullptr, m_model->shownCount());
    m_summary->setText(text);
}

} // namespace scalescope::dialogs
