// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The filters above the configuration table: one drop-down per field (filled from the data) and a
// search box. Drives a ConfigurationFilterModel; remembers its choices.
#include "app/models/ConfigurationFilterModel.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace scalescope::views {

class FilterBar : public QWidget
{
    Q_OBJECT
public:
    FilterBar(models::ConfigurationFilterModel *filter, QWidget *parent = nullptr);

    // Refills the drop-downs from the configurations, keeping choices that still exist.
    void setConfigurations(const QList<model::Configuration> &configurations);
    QComboBox *combo(models::ConfigurationFilterModel::Field f) const { return m_combos[f]; }
    QLineEdit *searchBox() const { return m_search; }
    QToolButton *selectedOnlyButton() const { return m_selectedOnly; } // the table page wires it to the selection
    void clear();
    void showFilter(const analysis::ConfigurationFilter &filter); // sets every box and the search (sessions)
    void saveSettings() const;
    void restoreSettings();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void apply();
    models::ConfigurationFilterModel *m_filter;
    QComboBox *m_combos[models::ConfigurationFilterModel::FieldCount] = {};
    QLabel *m_labels[models::ConfigurationFilterModel::FieldCount] = {};
    QLineEdit *m_search = nullptr;
    QToolButton *m_clear = nullptr;
    QToolButton *m_selectedOnly = nullptr;
    bool m_updating = false;
};

} // namespace scalescope::views
