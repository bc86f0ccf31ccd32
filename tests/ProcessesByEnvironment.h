// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding the processes a test started by what their environment holds (a marker the test set,
// a launcher's rank variable): how the MPI and SSH tests find a rank to kill or a remote probe
// that must be gone. Linux only (/proc/PID/environ).
#include <QByteArray>
#include <QByteArrayList>
#include <QDir>
#include <QFile>
#include <QList>

#include <algorithm>

// PIDs of the processes whose environment holds every entry of `variables` ("NAME=value").
inline QList<qint64> processesWithEnvironment(const QByteArrayList &variables)
{
    QList<qint64> out;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool numeric = false;
        const qint64 pid = entry.toLongLong(&numeric);
        QFile env(QStringLiteral("/proc/%1/environ").arg(pid));
        if (!numeric || !env.open(QIODevice::ReadOnly))
            continue;
        const QByteArrayList vars = env.readAll().split('\0');
        if (std::all_of(variables.begin(), variables.end(), [&](const QByteArray &v) { return vars.contains(v); }))
            out << pid;
    }
    return out;
}
