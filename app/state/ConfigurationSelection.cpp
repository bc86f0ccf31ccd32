// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/ConfigurationSelection.h"

#include <QSet>

namespace scalescope::state {

ConfigurationSelection::ConfigurationSelection(QObject *parent) : QObject(parent) {}

void ConfigurationSelection::select(const QStringList &ids)
{
    // A set, not a list scan: a session may hold hundreds of thousands of ids (quadratic took 103 s).
    QStringList unique;
    unique.reserve(ids.size());
    QSet<QString> seen;
    seen.reserve(ids.size());
    for (const QString &id : ids)
        if (!id.isEmpty() && !seen.contains(id)) {
            seen.insert(id);
            unique << id;
        }
    if (unique == m_ids)
        return;
    m_ids = unique;
    emit changed(m_ids);
}

void ConfigurationSelection::toggle(const QString &id)
{
    QStringList ids = m_ids;
    if (ids.contains(id))
        ids.removeAll(id);
    else
        ids.prepend(id);
    select(ids);
}

void ConfigurationSelection::keepIn(const QList<model::Configuration> &configurations)
{
    QSet<QString> present;
    present.reserve(configurations.size());
    for (const model::Configuration &c : configurations)
        present.insert(c.id);
    QStringList kept;
    for (const QString &id : m_ids)
        if (present.contains(id))
            kept << id;
    select(kept);
}

} // namespace scalescope::state
