#include "app/cli/ReportCommand.h"

#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "app/report/ReportWriter.h"
#include "core/import/SourceImporter.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace scalescope::cli {

class ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    static int run(const QStringList &arguments);
};

int ReportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Write the multi-page PDF report: scaling, efficiency surface, clusters, ranking, "
                                        "sensitivity and import diagnostics."));
    parser.addHelpOption();
    const QCommandLineOption benchmark(QStringLiteral("benchmark"), tr("Benchmark (default: resnet when present)."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption page(QStringLiteral("page"), tr("Paper: a4 (default) or letter."), QStringLiteral("SIZE"),
                                  QStringLiteral("a4"));
    const QCommandLineOption round(QStringLiteral("round"), tr("Round X.Y when the path has none."), QStringLiteral("X.Y"));
    const QCommandLineOption out(QStringLiteral("out"), tr("The PDF file to write."), QStringLiteral("FILE"));
    const QCommandLineOption probe(QStringLiteral("probe"), tr("Add a section for this saved probe run (JSON)."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of the report: en or ko."), QStringLiteral("LANG"));
    parser.addOptions({benchmark, page, round, out, probe, lang});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees."), QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.value(out).isEmpty() || parser.positionalArguments().isEmpty()) {
        printError(tr("Give the data and --out report.pdf.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }
    ReportOptions options;
    options.benchmark = parser.value(benchmark);
    const QString p = parser.value(page).toLower();
    if (p == QLatin1String("letter"))
        options.page = QPageSize::Letter;
    else if (p != QLatin1String("a4")) {
        printError(tr("--page takes a4 or letter.") + QLatin1Char('\n'));
        return Usage;
    }
    if (parser.isSet(probe)) {
        QString error;
        options.probe = readProbeRunFile(parser.value(probe), &error);
        if (!options.probe) {
            printError(tr("%1 is not a probe run: %2").arg(parser.value(probe), error) + QLatin1Char('\n'));
            return NothingImported;
        }
    }
    ImportOptions importOptions;
    importOptions.round = parser.value(round);
    const Dataset dataset = importSources(parser.positionalArguments(), importOptions);
    if (dataset.isEmpty()) {
        printDiagnostics(dataset.diagnostics, true);
        printError(tr("Nothing was imported.") + QLatin1Char('\n'));
        return NothingImported;
    }
    QString error;
    const int pages = writeReport(dataset, options, parser.value(out), &error);
    if (pages == 0) {
        printError(tr("Cannot write the report: %1").arg(error) + QLatin1Char('\n'));
        return NothingImported;
    }
    printOut(tr("Wrote %1 (%n page(s)).", nullptr, pages).arg(parser.value(out)) + QLatin1Char('\n'));
    return Ok;
}

int runReport(const QStringList &arguments)
{
    return ReportCommand::run(arguments);
}

} // namespace scalescope::cli
