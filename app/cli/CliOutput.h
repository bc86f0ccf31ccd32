// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Console output shared by the commands of scalescope-cli.
#include "core/model/Diagnostic.h"

#include <memory>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;

namespace scalescope::rules {
class RuleBook;
}

namespace scalescope::cli {

// Parses a command's arguments; returns the exit code when it should stop here (a usage error,
// printed with the help, or --help, printed).
std::optional<int> parseOrStop(QCommandLineParser &parser, const QStringList &arguments);

// Text for people (control characters in it shown as \x1b, not obeyed); false when standard output
// could not take it (a full disk, a closed pipe): the command must then exit non-zero.
[[nodiscard]] bool printOut(const QString &text);
void printError(const QString &text);
// "file:line: severity: message" per diagnostic; errorsOnly prints only errors.
void printDiagnostics(const model::Diagnostics &diagnostics, bool errorsOnly);
// The option every importing command takes: --rules DIR, the rule files of an mlperf_logging checkout.
QCommandLineOption rulesOption();
// The rules --rules names (null for the built-in table); nullopt, with the reason printed, when they
// cannot be read.
std::optional<std::shared_ptr<const rules::RuleBook>> rulesFromOption(const QCommandLineParser &parser,
                                                                      const QCommandLineOption &option);
// Writes to FILE atomically, or to standard output when path is empty. Reports failures.
bool writeOutput(const QString &path, const QByteArray &bytes);

} // namespace scalescope::cli
