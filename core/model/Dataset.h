// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an import produces: the configurations and every diagnostic met on the way.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

#include <QStringList>

namespace scalescope {

struct Dataset
{
    QList<Configuration> configurations;
    Diagnostics diagnostics;
    QStringList sources; // the paths that were imported

    bool isEmpty() const { return configurations.isEmpty(); }
    // Adds another source's import. A configuration whose id is already here replaces the earlier
    // one in place (the later source wins) and a diagnostic on the later source says so.
    void merge(Dataset &&other);
    int count(Severity s) const;
};

} // namespace scalescope
