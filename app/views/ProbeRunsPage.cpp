// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeRunsPage.h"

#include "app/charts/FlowLayout.h"
#include "app/probe/ProbeReasonText.h"
#include "app/views/FitColumns.h"
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCompare.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {

ProbeRunsPage::ProbeRunsPage(QWidget *parent) : QWidget(parent)
{
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("probeHistory"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    keepColumnsFitted(m_table, LastColumn::Fills); // six columns in the half of a 1024 px window
    m_open = new QPushButton(this);
    m_rename = new QPushButton(this);
    m_delete = new QPushButton(this);
    m_export = new QPushButton(this);
    m_import = new QPushButton(this);
    m_compare = new QPushButton(this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 2);
    auto *buttons = new QWidget(this);
    auto *flow = new charts::FlowLayout(buttons); // wraps beside the controls in a narrow window
    flow->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *b : {m_open, m_rename, m_delete, m_export, m_import, m_compare})
        flow->addWidget(b);
    layout->addWidget(buttons);
    connectButtons();
    retranslateUi();
    refresh();
}

bool ProbeRunsPage::importRun(const QString &path, QString *error)
{
    const QString saved = probe::ProbeHistory::importFile(path, error);
    if (saved.isEmpty())
        return false;
    refresh();
    emit imported();
    return true;
}

void ProbeRunsPage::retranslateUi()
{
    m_open->setText(tr("Open"));
    m_rename->setText(tr("Rename…"));
    m_delete->setText(tr("Delete"));
    m_export->setText(tr("Export…"));
    m_import->setText(tr("Import…"));
    m_compare->setText(tr("Compare Two"));
}

void ProbeRunsPage::connectButtons()
{
    connect(m_open, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (!runs.isEmpty())
            emit openRequested(runs.first().run, runs.first().path);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row < m_saved.size())
            emit openRequested(m_saved[row].run, m_saved[row].path);
    });
    connect(m_rename, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.isEmpty())
            return;
        bool ok = false;
        const QString label =
            QInputDialog::getText(this, tr("Rename Run"), tr("Name:"), QLineEdit::Normal, runs.first().run.displayName(), &ok);
        QString error;
        if (ok && !probe::ProbeHistory::rename(runs.first().path, label, &error))
            QMessageBox::warning(this, tr("Rename Run"), i18n::richTextOf(error));
        refresh();
    });
    connect(m_delete, &QPushButton::clicked, this, [this]() {
        for (const probe::SavedProbeRun &r : selectedRuns())
            if (QMessageBox::question(this, tr("Delete Run"),
                                      i18n::richTextOf(tr("Delete the run %1?").arg(r.run.displayName()))) == QMessageBox::Yes) {
                QString error;
                if (!probe::ProbeHistory::remove(r.path, &error))
                    QMessageBox::warning(this, tr("Delete Run"), i18n::richTextOf(error));
            }
        refresh();
    });
    connect(m_export, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.isEmpty())
            return;
        const QString dest = QFileDialog::getSaveFileName(this, tr("Export Run"), QFileInfo(runs.first().path).fileName(),
                                                          tr("Probe runs (*.json)"));
        QString error;
        if (!dest.isEmpty() && !probe::ProbeHistory::exportTo(runs.first().path, dest, &error))
            QMessageBox::warning(this, tr("Export Run"), i18n::richTextOf(error));
    });
    connect(m_import, &QPushButton::clicked, this, [this]() {
        const QString src = QFileDialog::getOpenFileName(this, tr("Import Run"), QString(), tr("Probe runs (*.json)"));
        QString error;
        if (!src.isEmpty() && !importRun(src, &error))
            QMessageBox::warning(this, tr("Import Run"),
                                 i18n::richTextOf(tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(src), error)));
    });
    connect(m_compare, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.size() == 2)
            emit compareRequested(runs[0].run, runs[1].run);
        else
            emit twoRunsNeeded();
    });
}

void ProbeRunsPage::refresh()
{
    m_saved = probe::ProbeHistory::list();
    m_table->clear();
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels({tr("Run"), tr("Status"), tr("Host"), tr("Started (UTC)"), tr("Devices"), tr("Backend")});
    m_table->setRowCount(int(m_saved.size()));
    for (int i = 0; i < m_saved.size(); ++i) {
        const probe::ProbeRun &r = m_saved[i].run;
        QString name = r.displayName();
        if (r.synthetic)
            name += QStringLiteral(" — ") + tr("synthetic, not measured");
        m_table->setItem(i, 0, readOnlyCell(name));
        const QString outcome = probe::runOutcome(r);
        QTableWidgetItem *status = readOnlyCell(probe::outcomeText(outcome));
        if (outcome != QLatin1String("complete")) {
            status->setForeground(QColor(190, 60, 20));
            status->setToolTip(i18n::richTextOf(probe::failuresText(r)));
        }
        m_table->setItem(i, 1, status);
        m_table->setItem(i, 2,
                         readOnlyCell(r.isCluster() ? tr("%1 (%Ln MPI ranks)", nullptr, r.ranks).arg(r.clusterName()) : r.host));
        m_table->setItem(i, 3, readOnlyCell(r.startedText()));
        m_table->setItem(i, 4, readOnlyCell(r.devices.join(QStringLiteral(", "))));
        // An aarch64 run (Grace) beside an x86 one: the architecture goes with the backend.
        m_table->setItem(i, 5,
                         readOnlyCell(r.architecture.isEmpty() ? r.backend : r.backend + QStringLiteral(", ") + r.architecture));
    }
    // The host and the start time are in most runs' names (a run is named so until renamed): their
    // columns show only where some name does not say them.
    for (const int column : {2, 3}) {
        bool repeated = true;
        for (int i = 0; i < m_table->rowCount() && repeated; ++i)
            repeated = m_table->item(i, 0)->text().contains(m_table->item(i, column)->text());
        m_table->setColumnHidden(column, repeated && m_table->rowCount() > 0);
    }
    fitColumns(m_table);
}

QList<probe::SavedProbeRun> ProbeRunsPage::selectedRuns() const
{
    QList<probe::SavedProbeRun> out;
    QList<int> rows;
    for (const QModelIndex &i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    for (int r : rows)
        if (r < m_saved.size())
            out << m_saved[r];
    return out;
}

} // namespace scalescope::views
