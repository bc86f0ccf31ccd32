// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/TablePage.h"

#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/FilterBar.h"
#include "app/views/HeadlineColumns.h"
#include "app/views/WrappingHeader.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {
namespace {

// The selected rows in the order shown, their shown columns in the order shown, under the header;
// cells tab-separated, a tab or line break inside a cell written as a space.
QString selectedRowsAsTsv(const QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    const QHeaderView *header = table->horizontalHeader();
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual)
        if (const int logical = header->logicalIndex(visual); !table->isColumnHidden(logical))
            columns << logical;
    QList<int> rows;
    for (const QModelIndex &index : table->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    const auto cell = [](QString text) {
        return text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
    };
    QStringList lines, fields;
    for (int c : std::as_const(columns))
        fields << cell(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << fields.join(QLatin1Char('\t'));
    for (int r : std::as_const(rows)) {
        fields.clear();
        for (int c : std::as_const(columns))
            fields << cell(model->index(r, c).data(Qt::DisplayRole).toString());
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

// A centred message with buttons under it (the empty page, the no-match note).
QWidget *messagePage(QLabel *label, const QList<QPushButton *> &buttons, QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *layout = new QVBoxLayout(page);
    label->setParent(page);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    auto *row = new QHBoxLayout;
    row->addStretch();
    for (QPushButton *b : buttons)
        row->addWidget(b);
    row->addStretch();
    layout->addStretch();
    layout->addWidget(label);
    layout->addLayout(row);
    layout->addStretch();
    return page;
}

} // namespace

TablePage::TablePage(models::ConfigurationTableModel *model, models::ConfigurationFilterModel *filter, QWidget *parent)
    : QWidget(parent), m_model(model), m_filter(filter), m_table(new QTableView(this)),
      m_headlineColumns(
          new HeadlineColumns(m_table, models::ConfigurationTableModel::ScoreMinutes,
                              {models::ConfigurationTableModel::Org, models::ConfigurationTableModel::System,
                               models::ConfigurationTableModel::Benchmark, models::ConfigurationTableModel::Accelerator})),
      m_filterBar(new FilterBar(filter, this)), m_columnsMenu(new QMenu(this)), m_stack(new QStackedWidget(this)),
      m_emptyLabel(new QLabel), m_emptyOpenButton(new QPushButton), m_emptySampleButton(new QPushButton),
      m_noMatchLabel(new QLabel), m_noMatchClear(new QPushButton)
{
    m_table->setObjectName(QStringLiteral("configurationTable"));
    m_table->setHorizontalHeader(new WrappingHeader(m_table)); // numbers' columns as narrow as their numbers
    m_table->setModel(filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(models::ConfigurationTableModel::Round, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection); // several: what a chart brushed, Ctrl-click
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint &p) { m_columnsMenu->exec(m_table->horizontalHeader()->mapToGlobal(p)); });
    // Ctrl+C, or Copy on the rows' menu: the selected rows as the table shows them, tab-separated
    // under the header, ready to paste into a spreadsheet.
    m_copyRows = new QAction(this);
    m_copyRows->setObjectName(QStringLiteral("copyRows"));
    m_copyRows->setShortcut(QKeySequence::Copy);
    m_copyRows->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyRows, &QAction::triggered, this,
            [this]() { QGuiApplication::clipboard()->setText(selectedRowsAsTsv(m_table)); });
    m_table->addAction(m_copyRows);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_emptyLabel->setObjectName(QStringLiteral("emptyStateLabel"));
    m_empty = messagePage(m_emptyLabel, {m_emptyOpenButton, m_emptySampleButton}, this);
    m_noMatchLabel->setObjectName(QStringLiteral("noMatchLabel"));
    m_noMatchClear->setObjectName(QStringLiteral("noMatchClear"));
    m_noMatch = messagePage(m_noMatchLabel, {m_noMatchClear}, this);
    connect(m_emptyOpenButton, &QPushButton::clicked, this, &TablePage::openFolderRequested);
    connect(m_emptySampleButton, &QPushButton::clicked, this, &TablePage::openSampleRequested);
    connect(m_noMatchClear, &QPushButton::clicked, m_filterBar, &FilterBar::clear);

    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_table);
    m_stack->addWidget(m_noMatch);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_stack, 1);
}

void TablePage::showRows(bool hasData)
{
    if (hasData)
        m_stack->setCurrentWidget(m_filter->rowCount() == 0 ? m_noMatch : m_table);
}

void TablePage::fitColumns()
{
    m_headlineColumns->resizeToContents(240);
}

void TablePage::retranslate()
{
    m_columnsMenu->setTitle(tr("&Columns"));
    m_copyRows->setText(tr("&Copy Rows"));
    m_emptyLabel->setText(tr("No data yet.\n\nOpen an MLPerf Training or HPC results folder (for example "
                             "training_results_v4.0 or hpc_results_v2.0, one organisation's folder inside it, or one system's "
                             "results folder) with File ▸ Open Folder… (Ctrl+Shift+O), a results table or ScaleScope "
                             "dataset with File ▸ Open File… (Ctrl+O), or the embedded sample with File ▸ Open "
                             "Sample. A path can also be given on the command line: scalescope PATH"));
    m_emptyOpenButton->setText(tr("Open Folder…"));
    updateNoMatchText();
    m_noMatchClear->setText(tr("&Clear Filters"));
    m_emptySampleButton->setText(tr("Open Sample"));
    updateColumnsMenu();
    // The headers changed language, and with it their widths (after ko → en "Time to train (min)"
    // kept the Korean header's width, cut): fitted again once the model has renamed them.
    if (m_model->rowCount() > 0)
        QTimer::singleShot(0, this, &TablePage::fitColumns);
}

void TablePage::updateNoMatchText()
{
    m_noMatchLabel->setText(m_filter->showsOnlyIds()
                                ? tr("No configuration is selected among these rows. Select some with Shift-drag on a chart, or "
                                     "turn off Selected Only.")
                                : tr("No configuration matches the filters and the search above."));
}

void TablePage::updateColumnsMenu()
{
    m_columnsMenu->clear();
    for (int col = 0; col < m_model->columnCount(); ++col) {
        QAction *a = m_columnsMenu->addAction(m_model->headerData(col, Qt::Horizontal, Qt::DisplayRole).toString());
        a->setCheckable(true);
        a->setChecked(!m_table->isColumnHidden(col));
        connect(a, &QAction::toggled, this, [this, col](bool on) {
            m_table->setColumnHidden(col, !on);
            saveColumns();
        });
    }
}

void TablePage::restoreSettings()
{
    const QByteArray header = QSettings().value(QStringLiteral("table/header")).toByteArray();
    if (header.isEmpty() || !m_table->horizontalHeader()->restoreState(header)) {
        for (int col = 0; col < m_model->columnCount(); ++col)
            m_table->setColumnHidden(col, !models::ConfigurationTableModel::shownByDefault(col));
    }
    updateColumnsMenu();
    m_filterBar->restoreSettings();
}

void TablePage::saveSettings() const
{
    saveColumns();
    m_filterBar->saveSettings();
}

void TablePage::saveColumns() const
{
    QSettings().setValue(QStringLiteral("table/header"), m_table->horizontalHeader()->saveState());
}

QString TablePage::pageTitle() const
{
    return tr("&Table");
}

void TablePage::followSelection(state::ConfigurationSelection *selection)
{
    m_selection = selection;
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TablePage::onRowsSelected);
    connect(selection, &state::ConfigurationSelection::changed, this, &TablePage::showSelection);
    connect(m_filterBar->selectedOnlyButton(), &QToolButton::toggled, this, &TablePage::showOnlySelection);
}

void TablePage::showOnlySelection()
{
    const bool on = m_filterBar->selectedOnlyButton()->isChecked() && m_selection;
    m_filter->setOnlyIds(on ? std::optional(QSet<QString>(m_selection->ids().cbegin(), m_selection->ids().cend()))
                            : std::nullopt);
    updateNoMatchText();
    showRows(m_model->rowCount() > 0);
    if (on) // the rows shown are the selection: all of them selected
        showSelection(m_selection->ids());
}

void TablePage::onRowsSelected()
{
    if (m_selecting)
        return;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        // A row hidden by a filter keeps its selection everywhere else; a row the user deselected does not.
        const QString id = m_selection->current();
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->configurations()[r].id == id && m_filter->mapFromSource(m_model->index(r, 0)).isValid())
                m_selection->clear();
        return;
    }
    // Every selected row, the one last clicked first (the one the Details pane shows).
    const auto idOf = [this](const QModelIndex &proxy) {
        const int source = m_filter->mapToSource(proxy).row();
        return source >= 0 && source < m_model->configurations().size() ? m_model->configurations()[source].id : QString();
    };
    QStringList ids;
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (current.isValid() && m_table->selectionModel()->isRowSelected(current.row(), QModelIndex()))
        ids << idOf(current);
    for (const QModelIndex &row : rows)
        ids << idOf(row);
    m_selection->select(ids);
}

void TablePage::showSelection(const QStringList &ids)
{
    if (m_filter->showsOnlyIds() && m_selection) { // the rows follow the selection
        m_filter->setOnlyIds(QSet<QString>(ids.cbegin(), ids.cend()));
        showRows(m_model->rowCount() > 0);
    }
    const QString id = ids.isEmpty() ? QString() : ids.first();
    const QSet<QString> wanted(ids.cbegin(), ids.cend()); // one pass over the rows, however many ids
    m_selecting = true;
    bool found = false;
    QModelIndex first;
    QItemSelection rows;
    for (int r = 0; r < m_model->rowCount() && !wanted.isEmpty(); ++r) {
        const QString &rowId = m_model->configurations()[r].id;
        if (!wanted.contains(rowId))
            continue;
        found = found || rowId == id;
        const QModelIndex proxy = m_filter->mapFromSource(m_model->index(r, 0));
        if (!proxy.isValid())
            continue;
        rows.select(proxy, proxy);
        if (rowId == id)
            first = proxy;
    }
    m_table->selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (first.isValid()) {
        m_table->selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        m_table->scrollTo(first);
    }
    m_selecting = false;
    if (found && !first.isValid())
        emit selectionHidden(id);
}

} // namespace scalescope::views
