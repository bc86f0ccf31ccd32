// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CheckCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/i18n/SafeText.h"
#include "core/import/ResultLogParser.h"
#include "core/io/CsvWriter.h"
#include "core/io/RegularFile.h"
#include "core/rules/ComplianceChecker.h"
#include "core/rules/RuleBook.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <stdexcept>

namespace scalescope::cli {

class CheckCommand
{
    Q_DECLARE_TR_FUNCTIONS(CheckCommand)
public:
    static int run(const QStringList &arguments);
};

namespace {

struct LogToCheck
{
    QString path;    // as given (or as the manifest writes it)
    QString file;    // where to read it
    QString usage;   // "training" or "hpc"
    QString ruleset; // "5.0.0"
};

// The manifest of a batch: `path,usage,ruleset`, paths relative to the manifest's folder.
std::optional<QList<LogToCheck>> readManifest(const QString &manifest, QString &error)
{
    QFile f(manifest);
    if (!io::isRegularFile(manifest)) {
        error = CheckCommand::tr("not a regular file");
        return std::nullopt;
    }
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return std::nullopt;
    }
    const QDir base = QFileInfo(manifest).absoluteDir();
    QList<LogToCheck> out;
    bool header = true;
    int line = 0;
    while (!f.atEnd()) {
        ++line;
        const QString row = QString::fromUtf8(f.readLine()).trimmed();
        if (row.isEmpty())
            continue;
        const QStringList cells = row.split(QLatin1Char(','));
        if (header) {
            header = false;
            if (cells.value(0) != QLatin1String("path") || cells.value(1) != QLatin1String("usage") ||
                cells.value(2) != QLatin1String("ruleset")) {
                error = CheckCommand::tr("line 1: the header must start with path,usage,ruleset");
                return std::nullopt;
            }
            continue;
        }
        if (cells.size() < 3) {
            error = CheckCommand::tr("line %1: expected path,usage,ruleset").arg(line);
            return std::nullopt;
        }
        out << LogToCheck{cells[0], base.filePath(cells[0]), cells[1], cells[2]};
    }
    return out;
}

QString verdictName(rules::Verdict::Outcome o)
{
    switch (o) {
    case rules::Verdict::Outcome::Valid:
        return QStringLiteral("valid");
    case rules::Verdict::Outcome::Invalid:
        return QStringLiteral("invalid");
    case rules::Verdict::Outcome::ToolError:
        return QStringLiteral("tool_error");
    case rules::Verdict::Outcome::Unsupported:
        return QStringLiteral("unsupported");
    }
    return {};
}

QString joined(const std::vector<rules::RuleMessage> &messages)
{
    QStringList out;
    for (const rules::RuleMessage &m : messages)
        out << QString::fromStdString(m.text()).replace(QLatin1Char('\n'), QLatin1String(" / "));
    return out.join(QLatin1String(" || "));
}

} // namespace

int CheckCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Check MLPerf result logs against the official compliance rules, as the MLCommons tool does, and say why a run "
           "is rejected."));
    parser.addHelpOption();
    const QCommandLineOption usage(QStringLiteral("usage"), tr("Rules of training (default) or hpc."), QStringLiteral("USAGE"),
                                   QStringLiteral("training"));
    const QCommandLineOption ruleset(QStringLiteral("ruleset"), tr("Ruleset X.Y.Z (default: from the round in the path)."),
                                     QStringLiteral("X.Y.Z"));
    const QCommandLineOption rulesDir(QStringLiteral("rules"),
                                      tr("Read the rules from an mlperf_logging checkout instead of the built-in table."),
                                      QStringLiteral("DIR"));
    const QCommandLineOption manifest(QStringLiteral("manifest"), tr("Check the logs listed in a CSV of path,usage,ruleset."),
                                      QStringLiteral("CSV"));
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text or csv."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of messages: en or ko."), QStringLiteral("LANG"));
    parser.addOptions({usage, ruleset, rulesDir, manifest, format, out, lang});
    parser.addPositionalArgument(QStringLiteral("log"), tr("Result logs (result_*.txt) to check."), QStringLiteral("log..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("csv")) {
        printError(tr("Unknown format '%1': use text or csv.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }

    std::shared_ptr<const rules::RuleBook> book;
    try {
        book =
            parser.isSet(rulesDir) ? rules::RuleBook::fromOfficialCheckout(parser.value(rulesDir)) : rules::RuleBook::embedded();
    } catch (const std::exception &e) {
        printError(tr("Cannot read the rules: %1").arg(QString::fromStdString(e.what())) + QLatin1Char('\n'));
        return NothingImported;
    }

    QList<LogToCheck> logs;
    if (parser.isSet(manifest)) {
        QString error;
        const auto listed = readManifest(parser.value(manifest), error);
        if (!listed) {
            printError(tr("Cannot read the manifest %1: %2").arg(parser.value(manifest), error) + QLatin1Char('\n'));
            return NothingImported;
        }
        logs = *listed;
    }
    static const QRegularExpression kRound(QStringLiteral(R"((?:^|[^A-Za-z0-9])v(\d+\.\d+)(?![\d.]*\d))"));
    for (const QString &path : parser.positionalArguments()) {
        QString version = parser.value(ruleset);
        if (version.isEmpty()) {
            QString round;
            for (auto it = kRound.globalMatch(QFileInfo(path).absoluteFilePath()); it.hasNext();)
                round = it.next().captured(1);
            if (round.isEmpty()) {
                printError(tr("No round (such as v5.0) in the path %1: give the ruleset with --ruleset X.Y.Z.").arg(path) +
                           QLatin1Char('\n'));
                return Usage;
            }
            version = round + QStringLiteral(".0");
        }
        logs << LogToCheck{path, path, parser.value(usage), version};
    }
    if (logs.isEmpty()) {
        printError(tr("No log given.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }

    QByteArray csv = "path,verdict,exception,minutes,messages,warnings\n";
    QString text;
    for (const LogToCheck &log : logs) {
        const rules::ComplianceChecker checker(book, log.usage.toStdString(), log.ruleset.toStdString());
        if (!checker.available()) {
            printError(tr("The rules have no ruleset %1_%2.").arg(log.usage, log.ruleset) + QLatin1Char('\n'));
            return Usage;
        }
        import::ResultLogParseOptions options;
        options.rules = book.get();
        options.ruleset = checker.usage() + "_" + checker.version(); // as the import reads logs
        const import::ParsedResultLog parsed = import::parseResultLog(log.file, options);
        rules::Verdict v;
        if (!parsed.readable) {
            v.outcome = rules::Verdict::Outcome::ToolError;
            v.error = "OSError: " + parsed.readError.toStdString();
        } else {
            v = checker.check(parsed.lines);
        }
        // The summarizer then times the run: run_start and run_stop must both be there.
        QString exception = QString::fromStdString(v.error);
        QString minutes;
        if (v.outcome == rules::Verdict::Outcome::Valid) {
            if (!parsed.runStartMs || !parsed.runStopMs) {
                v.outcome = rules::Verdict::Outcome::Invalid;
                exception =
                    !parsed.runStartMs ? QStringLiteral("run_start not recorded") : QStringLiteral("run_stop not recorded");
            } else {
                minutes = QString::fromStdString(rules::floatRepr((*parsed.runStopMs - *parsed.runStartMs) / 60 / 1000));
            }
        } else if (v.outcome == rules::Verdict::Outcome::Invalid) {
            exception = QStringLiteral("Compliance check failed");
        }
        QStringList cells;
        for (const QString &cell : {log.path, verdictName(v.outcome), exception, minutes, joined(v.messages), joined(v.warnings)})
            cells << io::csvField(cell);
        csv += cells.join(QLatin1Char(',')).toUtf8() + '\n';
        text += QStringLiteral("%1: %2").arg(log.path, verdictName(v.outcome));
        if (!exception.isEmpty() && v.outcome != rules::Verdict::Outcome::Invalid)
            text += QStringLiteral(" (%1)").arg(exception);
        text += QLatin1Char('\n');
        for (const rules::RuleMessage &m : v.messages)
            text += QStringLiteral("  %1\n").arg(QString::fromStdString(m.text()));
        for (const rules::RuleMessage &m : v.warnings)
            text += QStringLiteral("  %1: %2\n").arg(tr("warning"), QString::fromStdString(m.text()));
    }
    const QByteArray bytes = fmt == QLatin1String("csv") ? csv : i18n::terminalSafe(text).toUtf8();
    return writeOutput(parser.value(out), bytes) ? Ok : NothingImported;
}

int runCheck(const QStringList &arguments)
{
    return CheckCommand::run(arguments);
}

} // namespace scalescope::cli
