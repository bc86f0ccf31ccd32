#include "app/models/ConfigurationFilterModel.h"

#include "app/models/ConfigurationTableModel.h"
#include "core/model/AcceleratorCatalog.h"

namespace scalescope {

ConfigurationFilterModel::ConfigurationFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(ConfigurationTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

QString ConfigurationFilterModel::fieldValue(const Configuration &c, Field field)
{
    switch (field) {
    case Round:
        return c.round;
    case Benchmark:
        return c.benchmark;
    case Accelerator: {
        if (const CatalogEntry *e = AcceleratorCatalog::embedded().find(c.catalogId))
            return e->name;
        return c.cpuOnly ? c.hostCpu : c.accelerator;
    }
    case Org:
        return c.org;
    case Division:
        return c.division;
    case Availability:
        return c.availability;
    default:
        return {};
    }
}

void ConfigurationFilterModel::setFieldFilter(Field field, const QString &value)
{
    if (m_fields[field] == value)
        return;
    m_fields[field] = value;
    invalidateFilter();
}

void ConfigurationFilterModel::setText(const QString &text)
{
    if (m_text == text)
        return;
    m_text = text;
    invalidateFilter();
}

void ConfigurationFilterModel::clearFilters()
{
    for (QString &f : m_fields)
        f.clear();
    m_text.clear();
    invalidateFilter();
}

bool ConfigurationFilterModel::isFiltering() const
{
    for (const QString &f : m_fields)
        if (!f.isEmpty())
            return true;
    return !m_text.isEmpty();
}

bool ConfigurationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const auto *model = qobject_cast<const ConfigurationTableModel *>(sourceModel());
    if (!model || sourceRow >= model->configurations().size())
        return true;
    const Configuration &c = model->configurations()[sourceRow];
    for (int f = 0; f < FieldCount; ++f)
        if (!m_fields[f].isEmpty() && fieldValue(c, Field(f)) != m_fields[f])
            return false;
    if (m_text.isEmpty())
        return true;
    for (const QString &s : {c.id, c.systemName, c.accelerator, c.submitter, c.hostCpu, c.framework, c.interconnect})
        if (s.contains(m_text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace scalescope
