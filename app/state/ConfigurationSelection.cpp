#include "app/state/ConfigurationSelection.h"

namespace scalescope {

ConfigurationSelection::ConfigurationSelection(QObject *parent) : QObject(parent) {}

void ConfigurationSelection::select(const QStringList &ids)
{
    QStringList unique;
    for (const QString &id : ids)
        if (!id.isEmpty() && !unique.contains(id))
            unique << id;
    if (unique == m_ids)
        return;
    m_ids = unique;
    emit changed(m_ids);
}

} // namespace scalescope
