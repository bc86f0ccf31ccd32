// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/ExportCommand.h"

#include "app/charts/ChartEdits.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartOptions.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/SurfaceData.h"
#include "app/charts/WeakScalingCharts.h"
#include "app/cli/AnalysisInput.h"
#include "app/cli/CliOutput.h"
#include "app/cli/ImportCommand.h"
#include "app/probe/ProbeCharts.h"
#include "core/i18n/SafeText.h"
#include "core/io/AtomicFile.h"
#include "core/probe/ProbeRun.h"

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
    static int writeChart(const QString &fmt, const QString &path, const charts::ExportSize &size, const charts::ChartMaker &make,
                          const QByteArray &csv, const QString &title, const QString &description);
};

int ExportCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Export a chart as PNG, SVG or PDF, or its plotted data as CSV, without a window."));
    parser.addHelpOption();
    const QCommandLineOption chart(
        QStringLiteral("chart"),
        tr("Which chart: scaling, weak, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling."),
        QStringLiteral("NAME"));
    const QCommandLineOption metric(
        QStringLiteral("metric"),
        tr("Scaling metric: time, throughput, speedup, efficiency, accelerator-minutes, energy or residuals (of the Amdahl "
           "fit, %); for weak: speedup (Gustafson's scaled speedup, default), throughput (models per minute) or time."),
        QStringLiteral("M"));
    const QCommandLineOption format(QStringLiteral("format"), tr("png, svg, pdf or csv (default: from the file name)."),
                                    QStringLiteral("FORMAT"));
    const QCommandLineOption width(QStringLiteral("width"), tr("Width in pixels (default 1600)."), QStringLiteral("W"),
                                   QStringLiteral("1600"));
    const QCommandLineOption height(QStringLiteral("height"), tr("Height in pixels (default 1000)."), QStringLiteral("H"),
                                    QStringLiteral("1000"));
    const QCommandLineOption dpi(QStringLiteral("dpi"), tr("Resolution (default 144)."), QStringLiteral("D"),
                                 QStringLiteral("144"));
    const QCommandLineOption factor(QStringLiteral("factor"), tr("Surface: compute made f times faster (default 4)."),
                                    QStringLiteral("F"));
    const QCommandLineOption out(QStringLiteral("out"), tr("The file to write."), QStringLiteral("FILE"));
    const QCommandLineOption probeRun(QStringLiteral("run"), tr("Probe charts: the saved probe run (JSON) to chart."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), tr("Language of the chart and messages: en or ko."),
                                  QStringLiteral("LANG"));
    const AnalysisOptions analysis;
    analysis.addTo(parser);
    parser.addOptions({chart, metric, format, width, height, dpi, factor, out, probeRun, lang});
    parser.addPositionalArgument(QStringLiteral("path"), tr("Datasets, tables or MLPerf trees."), QStringLiteral("path..."));
    if (const auto stop = parseOrStop(parser, arguments))
        return *stop;
    const QString which = parser.value(chart);
    const QStringList probeCharts{QStringLiteral("probe-gemm"), QStringLiteral("probe-bandwidth"),
                                  QStringLiteral("probe-scaling")};
    const bool isProbe = probeCharts.contains(which);
    if (!isProbe && !QStringList{QStringLiteral("scaling"), QStringLiteral("weak"), QStringLiteral("surface"),
                                 QStringLiteral("clusters"), QStringLiteral("ranking")}
                         .contains(which)) {
        printError(tr("--chart takes scaling, weak, surface, clusters, ranking, probe-gemm, probe-bandwidth or probe-scaling.") +
                   QLatin1Char('\n'));
        return Usage;
    }
    const bool weak = which == QLatin1String("weak");
    if (parser.isSet(metric) &&
        (weak ? !charts::weakScalingMetricFromKey(parser.value(metric)) : !charts::metricFromKey(parser.value(metric)))) {
        printError(tr("Unknown metric '%1'.").arg(parser.value(metric)) + QLatin1Char('\n'));
        return Usage;
    }
    const QString path = parser.value(out);
    if (isProbe && !parser.isSet(probeRun)) {
        printError(tr("Probe charts need --run FILE (a saved probe run).") + QLatin1Char('\n'));
        return Usage;
    }
    if (path.isEmpty() || (!isProbe && parser.positionalArguments().isEmpty() && !parser.isSet(analysis.session))) {
        printError(tr("Give the data to chart (paths or --session) and --out FILE.") + QLatin1Char('\n') + parser.helpText());
        return Usage;
    }
    const QString fmt = parser.isSet(format) ? parser.value(format) : QFileInfo(path).suffix().toLower();
    if (!QStringList{QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv")}.contains(fmt)) {
        printError(tr("Unknown format '%1': use png, svg, pdf or csv.").arg(fmt) + QLatin1Char('\n'));
        return Usage;
    }
    bool okW = false, okH = false, okD = false, okF = true;
    const charts::ExportSize size{parser.value(width).toInt(&okW), parser.value(height).toInt(&okH),
                                  parser.value(dpi).toInt(&okD)};
    const double givenFactor = parser.isSet(factor) ? parser.value(factor).toDouble(&okF) : 0;
    if (!okW || !okH || !okD || !okF || size.width < 100 || size.height < 100 || size.dpi < 24 ||
        (parser.isSet(factor) && (givenFactor < charts::EfficiencySurfaceChart::kMinFactor ||
                                  givenFactor > charts::EfficiencySurfaceChart::kMaxFactor))) {
        printError(tr("--width, --height, --dpi and --factor take positive numbers.") + QLatin1Char('\n'));
        return Usage;
    }

    if (isProbe) {
        QString error;
        const std::optional<probe::ProbeRun> run = probe::readRunFile(parser.value(probeRun), &error);
        if (!run) {
            printError(tr("%1 is not a probe run: %2").arg(QDir::toNativeSeparators(parser.value(probeRun)), error) +
                       QLatin1Char('\n'));
            return NothingImported;
        }
        auto shared = std::make_shared<probe::ProbeRun>(*run);
        charts::ChartMaker make;
        if (which == probeCharts[0])
            make = [shared]() { return probe::createGemmChart(*shared); };
        else if (which == probeCharts[1])
            make = [shared]() { return probe::createBandwidthChart(*shared); };
        else
            make = [shared]() { return probe::createScalingChart(*shared); };
        return writeChart(fmt, path, size, make, probe::runCsv(*run), run->displayName(),
                          tr("ScaleScope %1 chart of the probe run %2").arg(which, run->displayName()));
    }

    AnalysisInput input;
    const bool needsMethod = which == QLatin1String("clusters") || which == QLatin1String("ranking");
    if (const auto stop = loadAnalysisInput(parser, analysis, input, needsMethod))
        return *stop;
    auto a = std::make_shared<const analysis::BenchmarkAnalysis>(*input.analysis);
    const QString bench = a->benchmark;
    const QJsonObject charts = input.session ? input.session->charts : QJsonObject();
    charts::ChartMaker make;
    QByteArray csv;
    QString title, description;
    std::optional<charts::ChartZoom> zoom;
    charts::ChartEdits edits; // titles and scales the session's user set on this chart
    if (which == QLatin1String("scaling")) {
        charts::ScalingChartOptions o = charts::scalingChartOptions(charts.value(QStringLiteral("scaling")).toObject());
        if (parser.isSet(metric) && *charts::metricFromKey(parser.value(metric)) != o.metric) {
            o.metric = *charts::metricFromKey(parser.value(metric));
            o.zoom.reset(); // another chart than the one the session's view showed
            o.edits = {};
        }
        const charts::ScalingChartData data = charts::buildScalingChartData(*a, o.metric, o.grouping);
        make = [data]() { return charts::createScalingChart(data); };
        csv = charts::scalingCsv(data);
        title = tr("%1 against accelerators — %2").arg(charts::metricTitle(o.metric), i18n::htmlEscaped(bench));
        description = tr("ScaleScope scaling chart for benchmark %1").arg(bench);
        zoom = o.zoom;
        edits = o.edits;
    } else if (weak) {
        const charts::WeakScalingMetric m = parser.isSet(metric) ? *charts::weakScalingMetricFromKey(parser.value(metric))
                                                                 : charts::WeakScalingMetric::ScaledSpeedup;
        make = [a, m]() { return charts::createWeakScalingChart(*a, m); };
        csv = charts::weakScalingCsv(*a);
        title = tr("Weak scaling — %1").arg(i18n::htmlEscaped(bench));
        description = tr("ScaleScope %1 chart for benchmark %2").arg(which, bench);
    } else if (which == QLatin1String("clusters")) {
        const charts::ClusterChartOptions o = charts::clusterChartOptions(charts.value(QStringLiteral("clusters")).toObject());
        make = [a, o]() { return charts::createClusterScatter(*a, o.x, o.y, o.logX, o.logY); };
        csv = charts::clusterCsv(*a, o);
        title = tr("Clusters — %1").arg(i18n::htmlEscaped(bench));
        description = tr("ScaleScope %1 chart for benchmark %2").arg(which, bench);
        zoom = o.zoom;
        edits = o.edits;
    } else if (which == QLatin1String("ranking")) {
        make = [a]() { return charts::createParetoChart(*a); };
        csv = charts::paretoCsv(*a);
        title = tr("Pareto front — %1").arg(i18n::htmlEscaped(bench));
        description = tr("ScaleScope %1 chart for benchmark %2").arg(which, bench);
        const charts::RankingViewOptions o = charts::rankingViewOptions(charts.value(QStringLiteral("ranking")).toObject());
        zoom = o.zoom;
        edits = o.edits;
    } else {
        const double f = parser.isSet(factor) ? givenFactor : a->settings.precisionFactor;
        const charts::SurfaceChartOptions o = charts::surfaceChartOptions(charts.value(QStringLiteral("surface")).toObject());
        const QList<charts::SurfacePoint> points =
            charts::buildSurfacePoints(*a, charts::SurfaceContent{o.hpcSystems, o.supercomputers});
        const bool whole = o.wholeGrid;
        make = [points, f, whole]() {
            auto *c = new charts::EfficiencySurfaceChart;
            c->setPoints(points);
            c->setPrecisionFactor(f);
            c->setWholeGrid(whole);
            return static_cast<QChart *>(c);
        };
        csv = charts::surfaceCsv(points, f);
        title = tr("Efficiency surface — %1").arg(i18n::htmlEscaped(bench));
        description = tr("ScaleScope efficiency surface for benchmark %1, compute ×%2").arg(bench).arg(f);
        zoom = o.zoom;
        edits = o.edits;
    }
    if (zoom || !edits.isEmpty()) // the view as the session left it
        make = [make, zoom, edits]() {
            QChart *c = make();
            if (!edits.isEmpty())
                charts::applyChartEdits(c, edits, charts::chartDefaults(c));
            if (zoom)
                charts::applyChartRanges(c, *zoom);
            return c;
        };
    if (!edits.title.isEmpty())
        title = i18n::htmlEscaped(edits.title);
    return writeChart(fmt, path, size, make, csv, title, description);
}

int ExportCommand::writeChart(const QString &fmt, const QString &path, const charts::ExportSize &size,
                              const charts::ChartMaker &make, const QByteArray &csv, const QString &title,
                              const QString &description)
{
    QString error;
    bool ok = false;
    if (fmt == QLatin1String("csv"))
        ok = io::writeFileAtomically(path, csv, &error);
    else if (fmt == QLatin1String("png"))
        ok = charts::exportPng(make, path, size, &error);
    else if (fmt == QLatin1String("svg"))
        ok = charts::exportSvg(make, path, size, title, description, &error);
    else
        ok = charts::exportPdf(make, path, size, title, &error);
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
