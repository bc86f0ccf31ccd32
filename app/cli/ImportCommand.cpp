// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ImportCommand.h"

#include "app/cli/CliOutput.h"
#include "core/i18n/SafeText.h"
#include "core/import/SourceImporter.h"
#include "core/io/CsvWriter.h"
#include "core/io/DatasetFormat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace scalescope::cli {

class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)
public:
    static int run(const QStringList &arguments);
};

namespace {

QString textTable(const model::Dataset &ds)
{
    // MLPerf HPC weak scaling has no time score: its result is models trained per minute.
    const bool weak = std::any_of(ds.configurations.begin(), ds.configurations.end(),
                                  [](const model::Configuration &c) { return c.isWeakScaling(); });
    QString out;
    out += QStringLiteral("%1  %2  %3  %4")
               .arg(ImportCommand::tr("id"), -60)
               .arg(ImportCommand::tr("accelerators"), 12)
               .arg(ImportCommand::tr("score (min)"), 12)
               .arg(ImportCommand::tr("valid runs"), 10);
    if (weak)
        out += QStringLiteral("  %1").arg(ImportCommand::tr("models/min"), 12);
    out += QLatin1Char('\n');
    for (const model::Configuration &c : ds.configurations) {
        out += QStringLiteral("%1  %2  %3  %4")
                   .arg(c.id, -60)
                   .arg(io::formatCount(c.accelerators), 12)
                   .arg(c.scoreMinutes ? QString::number(*c.scoreMinutes, 'f', 3)
                                       : (c.isWeakScaling() ? QStringLiteral("-") : ImportCommand::tr("none")),
                        12)
                   .arg(QStringLiteral("%1/%2").arg(c.validRunCount()).arg(c.runs.size()), 10);
        if (weak)
            out += QStringLiteral("  %1").arg(!c.isWeakScaling()  ? QStringLiteral("-")
                                              : c.modelsPerMinute ? QString::number(*c.modelsPerMinute, 'f', 3)
                                                                  : ImportCommand::tr("none"),
                                              12);
        out += QLatin1Char('\n');
    }
    int scored = 0, unofficial = 0;
    for (const model::Configuration &c : ds.configurations) {
        const bool result = c.scoreMinutes || c.modelsPerMinute;
        scored += result && c.officialRules ? 1 : 0;
        unofficial += result && !c.officialRules ? 1 : 0;
    }
    out += ImportCommand::tr("%n configuration(s), %1 with an official score; %2 errors, %3 warnings.", nullptr,
                             static_cast<int>(ds.configurations.size()))
               .arg(scored)
               .arg(ds.count(model::Severity::Error))
               .arg(ds.count(model::Severity::Warning)) +
           QLatin1Char('\n');
    if (unofficial > 0)
        out += ImportCommand::tr("%n score(s) not official: the official tool has no rules for their round, so they follow "
                                 "its method with the quality target alone.",
                                 nullptr, unofficial) +
               QLatin1Char('\n');
    return out;
}

} // namespace

int ImportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Import MLPerf Training or HPC results (trees, result tables or ScaleScope datasets) and "
                                        "print their configurations and official scores."));
    parser.addHelpOption();
    const QCommandLineOption round(QStringLiteral("round"), tr("Round X.Y when the path has none."), QStringLiteral("X.Y"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark"), tr("Import only this benchmark."), QStringLiteral("NAME"));
    const QCommandLineOption format(QStringLiteral("format"), tr("Output format: text, csv or json."), QStringLiteral("FORMAT"),
                                    QStringLiteral("text"));
    const QCommandLineOption out(QStringLiteral("out"), tr("Write to FILE instead of standard output."), QStringLiteral("FILE"));
    const QCommandLineOption diagnostics(QStringLiteral("diagnostics"), tr("Print every diagnostic to standard error."));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of messages: en or ko."), QStringLiteral("LANG"));
    const QCommandLineOption compact(
        QStringLiteral("compact"),
        tr("Leave out the raw system-description strings and the diagnostics (for the embedded sample)."));
    const QCommandLineOption rules = rulesOption();
    parser.addOptions({round, benchmark, format, out, diagnostics, lang, compact, rules});
    parser.addPositionalArgument(QStringLiteral("path"), tr("MLPerf results to import."), QStringLiteral("path..."));

    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("csv") && fmt != QLatin1String("json")) {
        printError(tr("Unknown format '%1': use text, csv or json.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty()) {
        printError(tr("No path given.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }

    import::ImportOptions options;
    options.round = parser.value(round);
    options.benchmark = parser.value(benchmark);
    const auto book = rulesFromOption(parser, rules);
    if (!book)
        return NothingImported;
    options.rules = *book;
    model::Dataset dataset = import::importSources(paths, options);
    std::sort(dataset.configurations.begin(), dataset.configurations.end(),
              [](const model::Configuration &a, const model::Configuration &b) { return a.id < b.id; });

    if (parser.isSet(diagnostics) || dataset.isEmpty())
        printDiagnostics(dataset.diagnostics, !parser.isSet(diagnostics));
    if (dataset.isEmpty()) {
        printError(tr("Nothing was imported.") + QLatin1Char('\n'));
        return NothingImported;
    }

    if (parser.isSet(compact)) {
        for (model::Configuration &c : dataset.configurations)
            c.raw.clear();
        dataset.diagnostics.clear();
        dataset.sources.clear();
    }
    QByteArray bytes;
    if (fmt == QLatin1String("csv"))
        bytes = io::datasetToCsv(dataset);
    else if (fmt == QLatin1String("json"))
        bytes = io::datasetToJson(dataset, !parser.isSet(compact));
    else
        bytes = i18n::terminalSafe(textTable(dataset)).toUtf8(); // for people: names' control characters shown, not obeyed
    return writeOutput(parser.value(out), bytes) ? Ok : NothingImported;
}

int runImport(const QStringList &arguments)
{
    return ImportCommand::run(arguments);
}

} // namespace scalescope::cli
