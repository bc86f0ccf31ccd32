// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the probe tests share: running a probe as a process, validating its output against the
// schema (tests/gpu/validate_probe.py) and reading its documents.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>
#include <cmath>

namespace probetest {

const QString kSchema = QStringLiteral(SCALESCOPE_SOURCE_DIR "/gpu/schema/probe-1.schema.json");

struct Run
{
    int exitCode = -1; // -1: did not finish in time (killed); -2: crashed
    QByteArray out;
    QByteArray err;
};

inline Run runProgram(const QString &program, const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

// Empty when `file` is a valid `kind` (document, list, events); the validator's message otherwise.
inline QString validate(const QString &kind, const QString &file)
{
    QProcess p;
    p.start(QStringLiteral(SCALESCOPE_SYSTEM_PYTHON),
            {QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/gpu/validate_probe.py"), kSchema, kind, file});
    p.waitForFinished(60000);
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return {};
}

inline QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

inline bool close(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

} // namespace probetest
