// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Table tab: the configurations as a sortable table under the filter bar, with the columns a
// person chose (View ▸ Columns or the header's menu, kept in the settings); before any data, a page
// that says how to open some; when the filters leave nothing, a note with the way back.
#include "app/views/Page.h"
#include <QWidget>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace scalescope::models {
class ConfigurationFilterModel;
class ConfigurationTableModel;
} // namespace scalescope::models

namespace scalescope::state {
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class FilterBar;
class HeadlineColumns;

class TablePage : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("table"); }
    QString pageTitle() const override;
    TablePage(models::ConfigurationTableModel *model, models::ConfigurationFilterModel *filter, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    FilterBar *filterBar() const { return m_filterBar; }
    QMenu *columnsMenu() const { return m_columnsMenu; } // for the window's View menu

    // With data: the table, or the note when the filters hide every row. Without: the empty page.
    void showRows(bool hasData);
    void fitColumns();      // after new data: long names must not push the score away
    void restoreSettings(); // the columns shown, their order and widths, and the filters' own
    void saveSettings() const;
    void retranslate(); // after the table model's own retranslate
    // The one selection, both ways: a row the user picks selects its configuration everywhere, and
    // one selected elsewhere selects its row, without touching the user's filters.
    void followSelection(state::ConfigurationSelection *selection);
    void showSelection(const QStringList &ids); // selects the first id's row (after new data, say)

signals:
    void openFolderRequested();
    void openSampleRequested();
    void selectionHidden(const QString &id); // selected elsewhere, but the filters hide its row

private:
    void updateColumnsMenu();
    void onRowsSelected();
    void showOnlySelection(); // "Selected Only" turned on or off
    void updateNoMatchText();
    void saveColumns() const;

    models::ConfigurationTableModel *m_model;
    models::ConfigurationFilterModel *m_filter;
    state::ConfigurationSelection *m_selection = nullptr;
    bool m_selecting = false; // the row follows the selection: not a pick of the user's
    QTableView *m_table;
    HeadlineColumns *m_headlineColumns;
    FilterBar *m_filterBar;
    QMenu *m_columnsMenu;
    QAction *m_copyRows = nullptr;
    QStackedWidget *m_stack;
    QWidget *m_empty;
    QLabel *m_emptyLabel;
    QPushButton *m_emptyOpenButton;
    QPushButton *m_emptySampleButton;
    QWidget *m_noMatch;
    QLabel *m_noMatchLabel;
    QPushButton *m_noMatchClear;
};

} // namespace scalescope::views
