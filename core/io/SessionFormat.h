// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ScaleScope sessions (schema "scalescope.session/1"): what was opened (per source its path, round
// and a content fingerprint), the analysis settings, the selection, and the view state (the
// current tab, each chart's options, the probe run shown). Deterministic JSON: keys sorted,
// numbers as JSON writes them (C locale), no timestamps; reading a session and writing it again
// gives the same bytes. The view part is the app's own (an object core keeps as it is).
#include "core/analysis/AnalysisSettings.h"
#include "core/model/Dataset.h"

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace scalescope::io {

inline constexpr const char *kSessionSchema = "scalescope.session/1";
inline constexpr const char *kSessionSuffix = "scalescope";  // file extension, without the dot
inline constexpr qint64 kMaxSessionBytes = qint64(64) << 20; // a session holds settings and ids, never data

// Whether the path names a session by its suffix (".scalescope", any case).
inline bool isSessionPath(const QString &path)
{
    return path.endsWith(QLatin1Char('.') + QLatin1String(kSessionSuffix), Qt::CaseInsensitive);
}

struct SessionSource
{
    QString path;        // absolute, as opened (or the embedded sample's ":/" path)
    QString round;       // the round it was opened with ("X.Y"), or empty when it said its own rounds
    QString fingerprint; // of what it imported (sourceFingerprint); empty when unknown
    bool operator==(const SessionSource &) const = default;
};

struct Session
{
    QList<SessionSource> sources;
    analysis::AnalysisSettings settings;
    QStringList selection; // configuration ids
    QString tab;           // "table", "scaling", "weak", "surface", "clusters", "ranking", "planner", "probe"
    QJsonObject charts;    // per view its options (metric, axes, grouping, zoom, the Ranking page, the Planner question)
    QString probeRun;      // the probe run shown, by its file; empty when none
    bool operator==(const Session &) const = default;
};

// A session's source that is not as it was saved, and what the user decided about it.
enum class SourceProblem
{
    Missing, // the path is not there any more
    Changed  // it is there, but imports to something else than when the session was saved
};

struct SourceDecision
{
    enum Kind
    {
        Locate,  // go on with newPath instead
        UseAsIs, // go on with the source as it is now
        Skip,    // go on without this source
        Cancel   // do not open the session
    } kind = Cancel;
    QString newPath;
};

QByteArray sessionToJson(const Session &session);
// Reads a session; on failure returns nullopt and sets *error to a message that names what is
// wrong (and where: the line of a JSON error, the member that is bad, or that a newer ScaleScope
// wrote it). `newerVersion` is set when the schema is a later version of this one.
std::optional<Session> sessionFromJson(const QByteArray &bytes, QString *error, bool *newerVersion = nullptr);

// The analysis settings as a JSON object (also the "settings" member of the analysis output), and back.
QJsonObject analysisSettingsToJson(const analysis::AnalysisSettings &settings);
std::optional<analysis::AnalysisSettings> analysisSettingsFromJson(const QJsonObject &object, QString *error);

// A fingerprint of what one source imported: SHA-256 of its configurations in the dataset format
// (every field and run, the run logs' content hashes included), so a source that was edited no
// longer matches while a moved copy of the same files does. Diagnostics are not part of it.
QString sourceFingerprint(const QList<model::Configuration> &configurations);

} // namespace scalescope::io
