// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ChartBrushing.h"

#include "app/charts/ChartPanel.h"
#include "app/state/ConfigurationSelection.h"

#include <QStringList>

namespace scalescope::views {

void linkBrushing(charts::ChartPanel *panel, state::ConfigurationSelection *selection,
                  const std::function<bool(const QString &id)> &isConfiguration)
{
    const auto keep = [isConfiguration](const QString &id) { return !isConfiguration || isConfiguration(id); };
    QObject::connect(panel, &charts::ChartPanel::pointToggled, selection, [selection, keep](const QString &id) {
        if (keep(id))
            selection->toggle(id);
    });
    QObject::connect(panel, &charts::ChartPanel::pointsBrushed, selection, [selection, keep](const QStringList &ids, bool add) {
        QStringList kept;
        for (const QString &id : ids)
            if (keep(id))
                kept << id;
        if (add)
            selection->add(kept);
        else
            selection->select(kept);
    });
}

} // namespace scalescope::views
