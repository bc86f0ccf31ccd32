// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/CliOutput.h"

#include "app/cli/ImportCommand.h"
#include "core/i18n/SafeText.h"
#include "core/io/AtomicFile.h"
#include "core/rules/RuleBook.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace scalescope::cli {

class CliOutput
{
    Q_DECLARE_TR_FUNCTIONS(CliOutput)
};

bool printOut(const QString &text)
{
    const QByteArray b = i18n::terminalSafe(text).toUtf8();
    const size_t written = std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stdout);
    return std::fflush(stdout) == 0 && written == static_cast<size_t>(b.size()) && !std::ferror(stdout);
}

void printError(const QString &text)
{
    const QByteArray b = i18n::terminalSafe(text).toUtf8(); // messages quote paths and names from files
    std::fwrite(b.constData(), 1, static_cast<size_t>(b.size()), stderr);
    std::fflush(stderr);
}

void printDiagnostics(const model::Diagnostics &diagnostics, bool errorsOnly)
{
    QString out;
    for (const model::Diagnostic &d : diagnostics) {
        if (errorsOnly && d.severity != model::Severity::Error)
            continue;
        out += d.file;
        if (d.line > 0)
            out += QLatin1Char(':') + QString::number(d.line);
        out += QStringLiteral(": ") + model::severityName(d.severity) + QStringLiteral(": ") + model::diagnosticMessage(d) +
               QLatin1Char('\n');
    }
    printError(out);
}

bool writeOutput(const QString &path, const QByteArray &bytes)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        // A full disk or a closed pipe: say so and fail, never exit 0 with the output cut short.
        errno = 0;
        const size_t written = std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stdout);
        if (std::fflush(stdout) != 0 || written != static_cast<size_t>(bytes.size()) || std::ferror(stdout)) {
            printError(CliOutput::tr("Cannot write to standard output: %1")
                           .arg(QString::fromLocal8Bit(std::strerror(errno ? errno : EIO))) +
                       QLatin1Char('\n'));
            return false;
        }
        return true;
    }
    QString error;
    if (!io::writeFileAtomically(path, bytes, &error)) {
        printError(CliOutput::tr("Cannot write %1: %2").arg(path, error) + QLatin1Char('\n'));
        return false;
    }
    return true;
}

std::optional<int> parseOrStop(QCommandLineParser &parser, const QStringList &arguments)
{
    if (!parser.parse(arguments)) {
        printError(parser.errorText() + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }
    if (parser.isSet(QStringLiteral("help")))
        return printOut(parser.helpText()) ? Ok : NothingImported;
    return std::nullopt;
}

QCommandLineOption rulesOption()
{
    return QCommandLineOption(QStringLiteral("rules"),
                              QCoreApplication::translate("CliOutput", "Check runs with the rule files of an mlperf_logging "
                                                                       "checkout instead of the built-in ones."),
                              QStringLiteral("DIR"));
}

std::optional<std::shared_ptr<const rules::RuleBook>> rulesFromOption(const QCommandLineParser &parser,
                                                                      const QCommandLineOption &option)
{
    if (!parser.isSet(option))
        return std::shared_ptr<const rules::RuleBook>();
    try {
        return rules::RuleBook::fromOfficialCheckout(parser.value(option));
    } catch (const std::exception &e) {
        printError(QCoreApplication::translate("CliOutput", "Cannot read the rules in %1: %2")
                       .arg(parser.value(option), QString::fromStdString(e.what())) +
                   QLatin1Char('\n'));
        return std::nullopt;
    }
}

} // namespace scalescope::cli
