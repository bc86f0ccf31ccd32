// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one selection every view shares: configuration ids. Select in the table, on a chart, in a
// ranking or on the surface and every other view shows it.
#include "core/model/Configuration.h"

#include <QObject>
#include <QStringList>

namespace scalescope::state {

class ConfigurationSelection : public QObject
{
    Q_OBJECT
public:
    explicit ConfigurationSelection(QObject *parent = nullptr);

    const QStringList &ids() const { return m_ids; }
    QString current() const { return m_ids.isEmpty() ? QString() : m_ids.first(); }
    bool contains(const QString &id) const { return m_ids.contains(id); }

    void select(const QStringList &ids); // replaces the selection; no signal when nothing changes
    void select(const QString &id) { select(id.isEmpty() ? QStringList() : QStringList{id}); }
    void clear() { select(QStringList()); }
    // Brushing: adds ids after those selected; toggle() takes one out, or puts it first (the one the
    // Details pane shows).
    void add(const QStringList &ids) { select(m_ids + ids); }
    void toggle(const QString &id);
    // Drops the ids that are not among `configurations` (after new data).
    void keepIn(const QList<model::Configuration> &configurations);

signals:
    void changed(const QStringList &ids);

private:
    QStringList m_ids;
};

} // namespace scalescope::state
