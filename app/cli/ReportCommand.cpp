// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ReportCommand.h"

#include "app/charts/ChartOptions.h"
#include "app/cli/AnalysisInput.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "app/report/ReportChoices.h"
#include "app/report/ReportWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <optional>
#include <utility>

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
    const QCommandLineOption page(QStringLiteral("page"), tr("Paper: a4 (default) or letter."), QStringLiteral("SIZE"),
                                  QStringLiteral("a4"));
    const QCommandLineOption out(QStringLiteral("out"), tr("The PDF file to write."), QStringLiteral("FILE"));
    const QCommandLineOption probe(QStringLiteral("probe"), tr("Add a section for this saved probe run (JSON)."),
                                   QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of the report: en or ko."), QStringLiteral("LANG"));
    const QCommandLineOption sections(
        QStringLiteral("sections"),
        tr("Sections after the title page, comma-separated (default all): results, scaling, surface, clusters, "
           "ranking, sensitivity, hpc, probe, diagnostics."),
        QStringLiteral("LIST"));
    const AnalysisOptions analysis;
    analysis.addTo(parser);
    parser.addOptions({page, out, probe, lang, sections});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees."), QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    if (parser.value(out).isEmpty() || (parser.positionalArguments().isEmpty() && !parser.isSet(analysis.session))) {
        printError(tr("Give the data (paths or --session) and --out report.pdf.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }
    report::ReportOptions options;
    const QString p = parser.value(page).toLower();
    if (p == QLatin1String("letter"))
        options.page = QPageSize::Letter;
    else if (p != QLatin1String("a4")) {
        printError(tr("--page takes a4 or letter.") + QLatin1Char('\n'));
        return Usage;
    }
    if (parser.isSet(sections)) {
        const auto chosen = report::reportSectionsFromNames(parser.value(sections).split(QLatin1Char(','), Qt::SkipEmptyParts));
        if (!chosen) {
            printError(tr("--sections takes results, scaling, surface, clusters, ranking, sensitivity, hpc, probe "
                          "and diagnostics, not '%1'.")
                           .arg(parser.value(sections)) +
                       QLatin1Char('\n'));
            return Usage;
        }
        options.sections = *chosen;
    }
    if (parser.isSet(probe)) {
        QString error;
        options.probe = probe::readRunFile(parser.value(probe), &error);
        if (!options.probe) {
            printError(tr("%1 is not a probe run: %2").arg(parser.value(probe), error) + QLatin1Char('\n'));
            return NothingImported;
        }
    }
    AnalysisInput input;
    if (const auto stop = loadAnalysisInput(parser, analysis, input, true))
        return *stop;
    if (input.session) {
        options.selection = input.session->selection;
        const charts::ScalingChartOptions scaling =
            charts::scalingChartOptions(input.session->charts.value(QStringLiteral("scaling")).toObject());
        options.fits.model = scaling.fitModel;
        options.fits.perSeries = scaling.seriesFits;
        // The charts' edits, for the benchmark the session shows (another one asked for here has none).
        const QJsonObject &charts = input.session->charts;
        const QString shown = input.session->settings.benchmark;
        if (!parser.isSet(analysis.benchmark) || parser.value(analysis.benchmark) == shown)
            options.edits = report::reportChartEdits(
                shown, scaling, charts::surfaceChartOptions(charts.value(QStringLiteral("surface")).toObject()),
                charts::clusterChartOptions(charts.value(QStringLiteral("clusters")).toObject()),
                charts::rankingViewOptions(charts.value(QStringLiteral("ranking")).toObject()));
        // The session's Stability page draws and report choices, where the command line gives none.
        if (const auto stability =
                charts::rankingViewOptions(input.session->charts.value(QStringLiteral("ranking")).toObject()).stability)
            options.stability = *stability;
        if (const auto choices = report::reportChoicesFrom(input.session->charts.value(QStringLiteral("report")))) {
            if (!parser.isSet(page))
                options.page = choices->page;
            if (!parser.isSet(sections))
                options.sections = choices->sections;
        }
        if (!options.probe && !input.session->probeRun.isEmpty()) {
            QString error;
            options.probe = probe::readRunFile(input.session->probeRun, &error); // a missing run only drops its section
        }
    }
    const auto content =
        report::prepareReport(input.dataset, std::make_shared<const analysis::BenchmarkAnalysis>(*input.analysis), options);
    QString error;
    const int pages = content ? report::writeReport(*content, parser.value(out), &error) : 0;
    if (pages == 0) {
        printError(tr("Cannot write the report: %1").arg(error) + QLatin1Char('\n'));
        return NothingImported;
    }
    return printOut(tr("Wrote %1 (%n page(s)).", nullptr, pages).arg(parser.value(out)) + QLatin1Char('\n')) ? Ok
                                                                                                             : NothingImported;
}

int runReport(const QStringList &arguments)
{
    return ReportCommand::run(arguments);
}

} // namespace scalescope::cli
