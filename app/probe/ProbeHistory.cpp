// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeHistory.h"

#include "core/io/AtomicFile.h"
#include "core/io/JsonText.h"
#include "core/io/RegularFile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace scalescope::probe {
namespace {

class HistoryText
{
    Q_DECLARE_TR_FUNCTIONS(HistoryText)
};

QString safe(QString s)
{
    s.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
    return s.isEmpty() ? QStringLiteral("host") : s;
}

} // namespace

QString ProbeHistory::folder()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/probe-runs");
    QDir().mkpath(dir);
    return dir;
}

QList<SavedProbeRun> ProbeHistory::list()
{
    QList<SavedProbeRun> out;
    // Newest first; runs saved in the same second (copied in together) by name, not in whatever
    // order the file system lists them.
    QFileInfoList files = QDir(folder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    std::stable_sort(files.begin(), files.end(), [](const QFileInfo &a, const QFileInfo &b) {
        return a.lastModified().toSecsSinceEpoch() > b.lastModified().toSecsSinceEpoch();
    });
    for (const QFileInfo &fi : std::as_const(files)) {
        if (auto run = readRunFile(fi.absoluteFilePath(), nullptr))
            out << SavedProbeRun{fi.absoluteFilePath(), *run};
    }
    return out;
}

QString ProbeHistory::save(const ProbeRun &run, QString *error)
{
    QString stamp = run.started;
    stamp.remove(QLatin1Char(':')).remove(QLatin1Char('-'));
    if (stamp.isEmpty())
        stamp = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmssZ"));
    QString path = QDir(folder()).filePath(safe(run.host) + QLatin1Char('-') + safe(stamp) + QStringLiteral(".json"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(folder()).filePath(safe(run.host) + QLatin1Char('-') + safe(stamp) + QStringLiteral("-%1.json").arg(n));
    if (!io::writeFileAtomically(path, io::jsonWithSchemaFirst(run.document), error))
        return {};
    return path;
}

bool ProbeHistory::rename(const QString &path, const QString &label, QString *error)
{
    const auto run = readRunFile(path, error);
    if (!run)
        return false;
    QJsonObject doc = run->document;
    doc.insert(QStringLiteral("label"), label);
    return io::writeFileAtomically(path, io::jsonWithSchemaFirst(doc), error);
}

bool ProbeHistory::remove(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.remove()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

bool ProbeHistory::exportTo(const QString &path, const QString &destination, QString *error)
{
    const auto bytes = io::readRegularFile(path, qint64(64) << 20, error);
    return bytes && io::writeFileAtomically(destination, *bytes, error);
}

QString ProbeHistory::importFile(const QString &source, QString *error)
{
    QString why;
    const auto run = readRunFile(source, &why);
    if (!run) {
        if (error)
            *error = HistoryText::tr("not a scalescope.probe/1 document (%1)").arg(why);
        return {};
    }
    return save(*run, error);
}

} // namespace scalescope::probe
