#include "app/cli/ExportCommand.h"

#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/ProbeCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/SurfaceData.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "core/import/SourceImporter.h"
#include "core/io/AnalysisFormat.h"
#include "core/io/AtomicFile.h"

#include <QChart>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace scalescope::cli {

class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)
public:
    static int run(const QStringList &arguments);

private:
    static int writeChart(const QString &fmt, const QString &path, const ExportSize &size, const ChartMaker &make,
                          const QByteArray &csv, const QString &title, const QString &description);
};

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Export a chart as PNG, SVG or PDF, or its plotted data as CSV, without a window."));
    parser.addHelpOption();
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        tr("Which chart: scaling, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling."),
        QStringLiteral("NAME"));
    const QCommandLineOption metric(QStringLiteral("metric"),
                                    tr("Scaling metric: time, throughput, speedup, efficiency or accelerator-minutes."),
                                    QStringLiteral("M"), QStringLiteral("time"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark"), tr("Benchmark (default: resnet when present)."),
                                       QStringLiteral("NAME"));
    const QCommandLineOption format(QStringLiteral("format"), tr("png, svg, pdf or csv (default: from the file name)."),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption width(QStringLiteral("width"), tr("Width in pixels (default 1600)."), QStringLiteral("W"),
                                   QStringLiteral("1600"));
    const QCommandLineOption height(QStringLiteral("height"), tr("Height in pixels (default 1000)."), QStringLiteral("H"),
                                    QStringLiteral("1000"));
    const QCommandLineOption dpi(QStringLiteral("dpi"), tr("Resolution (default 144)."), QStringLiteral("D"),
                                 QStringLiteral("144"));
    const QCommandLineOption factor(QStringLiteral("factor"), tr("Surface: compute made f times faster (default 4)."),
                                    QStringLiteral("F"), QStringLiteral("4"));
    const QCommandLineOption round(QStringLiteral("round"), tr("Round X.Y when the path has none."), QStringLiteral("X.Y"));
    const QCommandLineOption out(QStringLiteral("out"), tr("The file to write."), QStringLiteral("FILE"));
    const QCommandLineOption probeRun(QStringLiteral("run"), tr("Probe charts: the saved probe run (JSON) to chart."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of the chart and messages: en or ko."),
                                  QStringLiteral("LANG"));
    parser.addOptions({chart, metric, benchmark, format, width, height, dpi, factor, round, out, probeRun, lang});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees."), QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString which = parser.value(chart);
    const QStringList probeCharts{QStringLiteral("probe-gemm"), QStringLiteral("probe-bandwidth"),
                                  QStringLiteral("probe-scaling")};
    const bool isProbe = probeCharts.contains(which);
    if (!isProbe &&
        !QStringList{QStringLiteral("scaling"), QStringLiteral("surface"), QStringLiteral("clusters"), QStringLiteral("ranking")}
             .contains(which)) {
        printError(tr("--chart takes scaling, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling.") +
                   QLatin1Char('\n'));
        return Usage;
    }
    const auto m = metricFromKey(parser.value(metric));
    if (!m) {
        printError(tr("Unknown metric '%1'.").arg(parser.value(metric)) + QLatin1Char('\n'));
        return Usage;
    }
    const QString path = parser.value(out);
    if (isProbe && !parser.isSet(probeRun)) {
        printError(tr("Probe charts need --run FILE (a saved probe run).") + QLatin1Char('\n'));
        return Usage;
    }
    if (path.isEmpty() || (!isProbe && parser.positionalArguments().isEmpty())) {
        printError(tr("Give the data to chart and --out FILE.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }
    const QString fmt = parser.isSet(format) ? parser.value(format) : QFileInfo(path).suffix().toLower();
    if (!QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv")}.contains(fmt)) {
        printError(tr("Unknown format '%1': use png, svg, pdf or csv.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    bool okW = false, okH = false, okD = false, okF = false;
    const ExportSize size{parser.value(width).toInt(&okW), parser.value(height).toInt(&okH), parser.value(dpi).toInt(&okD)};
    const double f = parser.value(factor).toDouble(&okF);
    if (!okW || !okH || !okD || !okF || size.width < 100 || size.height < 100 || size.dpi < 24 || f < 1) {
        printError(tr("--width, --height, --dpi and --factor take positive numbers.") + QLatin1Char('\n'));
        return Usage;
    }

    if (isProbe) {
        QString error;
        const std::optional<ProbeRun> run = readProbeRunFile(parser.value(probeRun), &error);
        if (!run) {
            printError(tr("%1 is not a probe run: %2").arg(QDir::toNativeSeparators(parser.value(probeRun)), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
        auto shared = std::make_shared<ProbeRun>(*run);
        ChartMaker make;
        if (which == probeCharts[0])
            make = [shared]() { return createProbeGemmChart(*shared); };
        else if (which == probeCharts[1])
            make = [shared]() { return createProbeBandwidthChart(*shared); };
        else
            make = [shared]() { return createProbeScalingChart(*shared); };
        return writeChart(fmt, path, size, make, probeCsv(*run), run->displayName(),
                          tr("ScaleScope %1 chart of the probe run %2").arg(which, run->displayName()));
    }

    ImportOptions options;
    options.round = parser.value(round);
    const Dataset dataset = importSources(parser.positionalArguments(), options);
    const QString bench = parser.isSet(benchmark) ? parser.value(benchmark) : defaultBenchmark(dataset.configurations);
    QList<Configuration> configs;
    for (const Configuration &c : std::as_const(dataset.configurations))
        if (c.benchmark == bench)
            configs << c;
    if (configs.isEmpty()) {
        printDiagnostics(dataset.diagnostics, true);
        printError(tr("Nothing to chart: no configuration of benchmark %1.").arg(bench) + QLatin1Char('\n'));
        return NothingImported;
    }
    const ScalingAnalysis analysis = analyseScaling(configs, ReferenceScope::Round);
    ChartMaker make;
    QByteArray csv;
    QString title, description;
    if (which == QLatin1String("scaling")) {
        const ScalingChartData data = buildScalingChartData(configs, analysis, *m, ScalingGrouping::CatalogEntry);
        make = [data]() { return createScalingChart(data); };
        csv = scalingCsv(data);
        title = tr("%1 against accelerators — %2").arg(metricTitle(*m), bench);
        description = tr("ScaleScope scaling chart for benchmark %1").arg(bench);
    } else if (which == QLatin1String("clusters") || which == QLatin1String("ranking")) {
        auto run = std::make_shared<MethodRun>();
        run->configurations = configs;
        run->scaling = analysis;
        run->result = runSelectionMethod(configs, analysis, run->options);
        if (which == QLatin1String("clusters"))
            make = [run]() { return createClusterScatter(*run); };
        else
            make = [run]() { return createParetoChart(*run); };
        csv = analysisToJson(AnalysisInput{configs, bench, dataset.sources, ReferenceScope::Round}, analysis, &run->result);
        title = which == QLatin1String("clusters") ? tr("Clusters — %1").arg(bench) : tr("Pareto front — %1").arg(bench);
        description = tr("ScaleScope %1 chart for benchmark %2").arg(which, bench);
    } else {
        const QList<SurfacePoint> points = buildSurfacePoints(configs, analysis);
        make = [points, f]() {
            auto *c = new EfficiencySurfaceChart;
            c->setPoints(points);
            c->setPrecisionFactor(f);
            return static_cast<QChart *>(c);
        };
        csv = surfaceCsv(points, f);
        title = tr("Efficiency surface — %1").arg(bench);
        description = tr("ScaleScope efficiency surface for benchmark %1, compute ×%2").arg(bench).arg(f);
    }
    return writeChart(fmt, path, size, make, csv, title, description);
}

int ExportCommand::writeChart(const QString &fmt, const QString &path, const ExportSize &size, const ChartMaker &make,
                              const QByteArray &csv, const QString &title, const QString &description)
{
    QString error;
    bool ok = false;
    if (fmt == QLatin1String("csv"))
        ok = writeFileAtomically(path, csv, &error);
    else if (fmt == QLatin1String("png"))
        ok = exportPng(make, path, size, &error);
    else if (fmt == QLatin1String("svg"))
        ok = exportSvg(make, path, size, title, description, &error);
    else
        ok = exportPdf(make, path, size, title, &error);
    if (!ok) {
        printError(tr("Cannot write %1: %2").arg(path, error) + QLatin1Char('\n'));
        return NothingImported;
    }
    return Ok;
}

int runExport(const QStringList &arguments)
{
    return ExportCommand::run(arguments);
}

} // namespace scalescope::cli
