// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Filters the configuration table by round, benchmark, accelerator, org, division, availability
// and free text (a ConfigurationFilter value, which the analysis can use too), and sorts numbers
// as numbers.
#include "core/analysis/ConfigurationFilter.h"

#include <QSortFilterProxyModel>

namespace scalescope {

class ConfigurationTableModel;

class ConfigurationFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Field
    {
        Round = ConfigurationFilter::Round,
        Benchmark = ConfigurationFilter::Benchmark,
        Accelerator = ConfigurationFilter::Accelerator,
        Org = ConfigurationFilter::Org,
        Division = ConfigurationFilter::Division,
        Availability = ConfigurationFilter::Availability,
        FieldCount = ConfigurationFilter::FieldCount
    };

    explicit ConfigurationFilterModel(QObject *parent = nullptr);

    // An empty value means "any".
    void setFieldFilter(Field field, const QString &value);
    QString fieldFilter(Field field) const { return m_filter.fields[field]; }
    void setText(const QString &text);
    QString text() const { return m_filter.text; }
    void clearFilters();
    bool isFiltering() const { return !m_filter.isEmpty(); }
    const ConfigurationFilter &filter() const { return m_filter; }
    void setFilter(const ConfigurationFilter &filter);

    // The value a configuration has for a field, as the filter compares it.
    static QString fieldValue(const Configuration &c, Field field);

signals:
    void filterChanged(const scalescope::ConfigurationFilter &filter);

protected:
    // Rows without a value (no energy, no throughput) stay at the bottom in either order.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void changed();
    ConfigurationFilter m_filter;
};

} // namespace scalescope
