// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/models/ConfigurationFilterModel.h"

#include "app/models/ConfigurationTableModel.h"

namespace scalescope::models {

ConfigurationFilterModel::ConfigurationFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ConfigurationTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

bool ConfigurationFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const bool leftEmpty = !left.data(sortRole()).isValid();
    const bool rightEmpty = !right.data(sortRole()).isValid();
    if (leftEmpty != rightEmpty)
        return (sortOrder() == Qt::DescendingOrder) == leftEmpty;
    if (leftEmpty)
        return false;
    return QSortFilterProxyModel::lessThan(left, right);
}

QString ConfigurationFilterModel::fieldValue(const model::Configuration &c, Field field)
{
    return analysis::ConfigurationFilter::fieldValue(c, analysis::ConfigurationFilter::Field(field));
}

void ConfigurationFilterModel::changed()
{
    invalidateFilter();
    emit filterChanged(m_filter);
}

void ConfigurationFilterModel::setFieldFilter(Field field, const QString &value)
{
    if (m_filter.fields[field] == value)
        return;
    m_filter.fields[field] = value;
    changed();
}

void ConfigurationFilterModel::setText(const QString &text)
{
    if (m_filter.text == text)
        return;
    m_filter.text = text;
    changed();
}

void ConfigurationFilterModel::setFilter(const analysis::ConfigurationFilter &filter)
{
    if (m_filter == filter)
        return;
    m_filter = filter;
    changed();
}

void ConfigurationFilterModel::clearFilters()
{
    setFilter(analysis::ConfigurationFilter());
}

bool ConfigurationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *model = qobject_cast<const ConfigurationTableModel *>(sourceModel());
    if (!model || sourceRow >= model->configurations().size())
        return true;
    const model::Configuration &c = model->configurations()[sourceRow];
    return (!m_only || m_only->contains(c.id)) && m_filter.matches(c);
}

void ConfigurationFilterModel::setOnlyIds(const std::optional<QSet<QString>> &ids)
{
    if (ids == m_only)
        return;
    m_only = ids;
    invalidateFilter();
}

} // namespace scalescope::models
