// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Filters the configuration table by round, benchmark, accelerator, org, division, availability
// and free text (a ConfigurationFilter value, which the analysis can use too), and sorts numbers
// as numbers.
#include "core/analysis/ConfigurationFilter.h"

#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace scalescope::models {

class ConfigurationTableModel;

class ConfigurationFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Field
    {
        Round = analysis::ConfigurationFilter::Round,
        Benchmark = analysis::ConfigurationFilter::Benchmark,
        Accelerator = analysis::ConfigurationFilter::Accelerator,
        Org = analysis::ConfigurationFilter::Org,
        Division = analysis::ConfigurationFilter::Division,
        Availability = analysis::ConfigurationFilter::Availability,
        FieldCount = analysis::ConfigurationFilter::FieldCount
    };

    explicit ConfigurationFilterModel(QObject *parent = nullptr);

    // An empty value means "any".
    void setFieldFilter(Field field, const QString &value);
    QString fieldFilter(Field field) const { return m_filter.fields[field]; }
    void setText(const QString &text);
    QString text() const { return m_filter.text; }
    void clearFilters();
    bool isFiltering() const { return !m_filter.isEmpty(); }
    const analysis::ConfigurationFilter &filter() const { return m_filter; }
    void setFilter(const analysis::ConfigurationFilter &filter);
    // The table's "Selected only": just these ids, on top of the filter. A view of the table alone:
    // it is no filter of the analysis and sends no filterChanged.
    void setOnlyIds(const std::optional<QSet<QString>> &ids);
    bool showsOnlyIds() const { return m_only.has_value(); }

    // The value a configuration has for a field, as the filter compares it.
    static QString fieldValue(const model::Configuration &c, Field field);

signals:
    void filterChanged(const scalescope::analysis::ConfigurationFilter &filter);

protected:
    // Rows without a value (no energy, no throughput) stay at the bottom in either order.
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    void changed();
    analysis::ConfigurationFilter m_filter;
    std::optional<QSet<QString>> m_only;
};

} // namespace scalescope::models
