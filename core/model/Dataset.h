// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an import produces: the configurations and every diagnostic met on the way.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

#include <QStringList>

namespace scalescope::model {

// The most configurations one file gives. A table of distinct systems costs about 1.5 KB a
// configuration in memory, so this keeps the import of any table within twice its size plus
// 100 MB (tests/bench/bench_csv_memory), and MLPerf's whole history holds a few thousand.
constexpr qsizetype kMaxConfigurationsPerFile = 40000;

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
    // True while one more configuration from `path` fits under kMaxConfigurationsPerFile. At the
    // cap it drops every configuration read so far and adds an error naming the file and line:
    // a table cut off part way would be wrong without a sign. The importer then stops reading.
    bool hasRoomFor(const QString &path, int line);
};

} // namespace scalescope::model
