#pragma once
// Filters the configuration table by round, benchmark, accelerator, org, division, availability
// and free text, and sorts numbers as numbers.
#include "core/model/Configuration.h"

#include <QSortFilterProxyModel>

namespace scalescope {

class ConfigurationTableModel;

class ConfigurationFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    enum Field
    {
        Round,
        Benchmark,
        Accelerator,
        Org,
        Division,
        Availability,
        FieldCount
    };

    explicit ConfigurationFilterModel(QObject *parent = nullptr);

    // An empty value means "any".
    void setFieldFilter(Field field, const QString &value);
    QString fieldFilter(Field field) const { return m_fields[field]; }
    void setText(const QString &text);
    QString text() const { return m_text; }
    void clearFilters();
    bool isFiltering() const;

    // The value a configuration has for a field, as the filter compares it.
    static QString fieldValue(const Configuration &c, Field field);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_fields[FieldCount];
    QString m_text;
};

} // namespace scalescope
