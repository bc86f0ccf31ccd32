// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One problem found while reading input: where (file, line), how bad, and what (a code with
// arguments). The text is produced on demand so that a language switch re-translates it.
#include <QList>
#include <QString>
#include <QStringList>

namespace scalescope::model {

enum class Severity
{
    Info,
    Warning,
    Error
};

struct Diagnostic
{
    QString file; // path as the user gave it or as found in the tree
    int line = 0; // 1-based; 0 when the problem is not tied to a line
    Severity severity = Severity::Warning;
    QString code;     // stable identifier, e.g. "log.no_run_stop"
    QStringList args; // values for %1, %2, ... in the message

    bool operator==(const Diagnostic &) const = default;
};

using Diagnostics = QList<Diagnostic>;

// The message for a diagnostic in the current language (QCoreApplication's translators).
QString diagnosticMessage(const Diagnostic &d);
// "2 errors, 5 warnings, 3 notes" in the current language: the status bar, report and PDF say it so.
QString diagnosticCountsText(const Diagnostics &diagnostics);
// "error", "warning", "info" in the current language.
QString severityName(Severity s);
// Stable names used in files: "error", "warning", "info".
QString severityKey(Severity s);
Severity severityFromKey(const QString &key);

// Every code this program can emit (for tests that check each has a message).
QStringList knownDiagnosticCodes();

} // namespace scalescope::model
