// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saved probe runs: one JSON file per run in the user's data folder, named <host>-<utc>.json and
// written atomically. Runs can be listed, renamed (a "label" field), deleted, exported, and
// imported from other machines (checked against the probe's contract first).
#include "core/probe/ProbeRun.h"

#include <QList>
#include <QString>

namespace scalescope::probe {

struct SavedProbeRun
{
    QString path;
    ProbeRun run;
};

class ProbeHistory
{
public:
    static QString folder();
    static QList<SavedProbeRun> list();                       // newest first; unreadable files are skipped
    static QString save(const ProbeRun &run, QString *error); // returns the path
    static bool rename(const QString &path, const QString &label, QString *error);
    static bool remove(const QString &path, QString *error);
    static bool exportTo(const QString &path, const QString &destination, QString *error);
    static QString importFile(const QString &source, QString *error); // returns the saved path
};

} // namespace scalescope::probe
