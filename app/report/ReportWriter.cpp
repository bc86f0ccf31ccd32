// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportWriter.h"

#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/CoverageText.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/ProbeCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/StabilityCharts.h"
#include "app/charts/SupercomputerText.h"
#include "app/charts/SurfaceData.h"
#include "app/charts/WeakScalingCharts.h"
#include "app/report/PageWriter.h"
#include "app/report/ReportLegend.h"
#include "app/report/ReportSections.h"
#include "core/i18n/Localization.h"
#include "core/io/AtomicFile.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QMap>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>

#include <algorithm>
#include <functional>
#include <memory>

namespace scalescope {
namespace {

QString weightsText(const QList<Criterion> &criteria)
{
    // With each weight's share, so that 5, 5, 5, 5 (the sliders) and 1, 1, 1, 1 (the command line) read alike.
    double total = 0;
    for (const Criterion &c : criteria)
        total += c.weight;
    QStringList parts;
    for (const Criterion &c : criteria)
        if (c.weight > 0 || c.name != QLatin1String("energy")) // energy at 0 is "not asked for", not a weight
            parts << Report::tr("%1 = %2 (%3 %)")
                         .arg(criterionLabel(c.name), QLocale().toString(c.weight, 'g', 3),
                              QLocale().toString(total > 0 ? 100 * c.weight / total : 0.0, 'f', 0));
    return parts.join(QStringLiteral("; "));
}

QString scopeText(ReferenceScope scope)
{
    switch (scope) {
    case ReferenceScope::Round:
        return Report::tr("within the same round");
    case ReferenceScope::AllRounds:
        return Report::tr("across all rounds");
    case ReferenceScope::Org:
        return Report::tr("within the same round and submitter");
    }
    return {};
}

QString winner(const MethodResult &r)
{
    if (r.clusters.isEmpty())
        return Report::tr("no cluster");
    const ClusterProfile &p = r.clusters.first();
    return Report::tr("cluster %1: %n configuration(s), median %2 accelerators, mostly %3, median %4 min", nullptr, p.size)
        .arg(p.id + 1)
        .arg(QLocale().toString(p.medianAccelerators, 'f', 0), p.models.isEmpty() ? QString() : p.models.first().first,
             QLocale().toString(p.medianMinutes, 'f', 2));
}

QString sourceNames(const QStringList &sources)
{
    QStringList names;
    for (const QString &s : sources)
        names << (s.startsWith(QLatin1Char(':')) ? Report::tr("the embedded sample") : QFileInfo(s).fileName());
    return names.isEmpty() ? Report::tr("(none)") : names.join(QStringLiteral(", "));
}

} // namespace

std::optional<ReportContent> prepareReport(const Dataset &dataset, std::shared_ptr<const BenchmarkAnalysis> analysis,
                                           const ReportOptions &options, const std::atomic<bool> *cancel)
{
    ReportContent content;
    if (!options.benchmark.isEmpty() && options.benchmark != analysis->benchmark) {
        AnalysisSettings other = analysis->settings; // another benchmark, analysed as the one shown
        other.benchmark = options.benchmark;
        other.includedIds.reset(); // an explicit set names configurations of the benchmark shown
        auto fresh = analyseBenchmark(dataset, other, nullptr, cancel);
        if (!fresh)
            return std::nullopt;
        analysis = std::make_shared<const BenchmarkAnalysis>(std::move(*fresh));
    }
    content.analysis = analysis;
    content.diagnostics = dataset.diagnostics;
    content.options = options;
    if (!analysis->method || !(options.sections & ReportSection::Sensitivity))
        return content;
    AnalysisSettings heavy = analysis->settings;
    for (Criterion &c : heavy.method.criteria)
        c.weight = c.name == QLatin1String("time") ? 4 * c.weight : c.weight;
    const auto timeHeavy = analyseBenchmark(dataset, heavy, analysis.get(), cancel); // re-ranks only
    if (!timeHeavy)
        return std::nullopt;
    content.timeHeavy = timeHeavy->method;
    for (int k : {4, 5, 6}) {
        AnalysisSettings s = analysis->settings;
        s.method.k = k;
        s.method.autoK = false;
        const auto other = analyseBenchmark(dataset, s, analysis.get(), cancel); // re-clusters only
        if (!other)
            return std::nullopt;
        if (other->method)
            content.byK << qMakePair(k, *other->method);
    }
    StabilityOptions stability = options.stability;
    stability.seed = analysis->settings.method.seed;
    content.stability = analyseStability(*analysis, stability, cancel);
    if (cancel && cancel->load())
        return std::nullopt;
    return content;
}

int writeReport(const ReportContent &content, const QString &path, QString *error)
{
    const BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const QString benchmark = a.benchmark;
    if (a.configurations.isEmpty()) {
        if (error)
            *error = Report::tr("no configuration of benchmark %1").arg(benchmark);
        return 0;
    }
    // Written in memory, then in one atomic step: the old report stays if anything fails.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter pdf(&file);
        pdf.setPageSize(QPageSize(options.page));
        pdf.setResolution(150);
        pdf.setTitle(Report::tr("ScaleScope report — %1").arg(benchmark));
        pdf.setCreator(QStringLiteral("ScaleScope"));
        QPainter painter(&pdf);
        PageWriter w(pdf, painter);

        const auto wants = [&options](ReportSection section) { return options.sections.testFlag(section); };
        const QLocale loc;

        // 1. Title page: what was analysed and how, then the results table filling the page
        QStringList rounds;
        for (const Configuration &c : a.configurations)
            if (!rounds.contains(c.round))
                rounds << c.round;
        rounds.sort();
        const MethodOptions &method = a.settings.method;
        w.text(Report::tr("ScaleScope report"), 24, true);
        w.text(Report::tr("Benchmark: %1").arg(benchmark), 14, true);
        w.text(Report::tr("Data: %1").arg(sourceNames(a.sources)));
        w.text(Report::tr("Rounds: %1 · %n configuration(s) of this benchmark", nullptr, int(a.configurations.size()))
                   .arg(rounds.join(QStringLiteral(", "))));
        if (a.coverage.filteredOut > 0)
            w.text(Report::tr("Only the rows the table's filters keep are analysed: %n configuration(s) of this benchmark are "
                              "left out.",
                              nullptr, a.coverage.filteredOut));
        w.text(Report::tr("Settings: references %1; %2 with k = %3 (seed %4, %5 restarts); ranking weights: %6; "
                          "precision what-if: compute ×%7.")
                   .arg(scopeText(a.settings.scope), algorithmName(method.algorithm))
                   .arg(a.method ? a.method->chosenK : method.k)
                   .arg(method.seed)
                   .arg(method.restarts)
                   .arg(weightsText(method.criteria))
                   .arg(a.settings.precisionFactor));
        if (!options.selection.isEmpty())
            w.text(Report::tr("Marked with a ring in the charts: %1.").arg(options.selection.join(QStringLiteral(", "))));
        w.text(Report::tr("Written %1").arg(loc.toString(QDateTime::currentDateTime(), QLocale::LongFormat)));
        w.text(Report::tr("Official scores follow the MLCommons result summarizer (olympic mean of the valid runs' time to "
                          "train, times the review's scaling factor). Efficiency E = T_ref·N_ref/(T·N) against the "
                          "configuration with the fewest accelerators of the same model within the reference scope; ε_eff "
                          "= (1 − E)/(E·(k − 1)). Fits minimise relative residuals."),
               9);
        if (wants(ReportSection::Results)) {
            // The top configurations: by rank when ranked, else by time to train.
            QList<int> order;
            for (int i = 0; i < a.configurations.size(); ++i)
                if (a.configurations[i].scoreMinutes)
                    order << i;
            const auto rankOf = [&a](int i) {
                return a.method ? a.method->configurationRanking.rank.value(i, 1 << 20) : 1 << 20;
            };
            std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
                return rankOf(x) != rankOf(y) ? rankOf(x) < rankOf(y)
                                              : *a.configurations[x].scoreMinutes < *a.configurations[y].scoreMinutes;
            });
            const int shown = int(std::min<qsizetype>(order.size(), 25));
            w.text(a.method ? Report::tr("The %n best-ranked configuration(s)", nullptr, shown)
                            : Report::tr("The %n fastest configuration(s)", nullptr, shown),
                   12, true);
            QList<QStringList> rows;
            const bool energy = std::any_of(a.configurations.cbegin(), a.configurations.cend(),
                                            [](const Configuration &c) { return c.energyKj.has_value(); });
            for (int i : order.mid(0, shown)) {
                const Configuration &c = a.configurations[i];
                const ConfigurationScaling *sc = a.scaling.find(i);
                const int label = a.method ? a.method->labels.value(i, -1) : -1;
                const auto num = [&loc](const std::optional<double> &v, int digits, char f = 'f') {
                    return v ? loc.toString(*v, f, digits) : QStringLiteral("–");
                };
                rows << QStringList{a.method ? QString::number(rankOf(i)) : QStringLiteral("–"),
                                    QStringLiteral("%1 · %2").arg(c.org, c.shownSystemName()),
                                    c.round,
                                    c.accelerators ? loc.toString(*c.accelerators) : QStringLiteral("–"),
                                    num(c.scoreMinutes, 2),
                                    num(sc ? sc->efficiency : std::nullopt, 2),
                                    num(sc ? sc->epsilonEff : std::nullopt, 2, 'g'),
                                    label >= 0 ? QString::number(label + 1) : QStringLiteral("–")};
                if (energy) // beside the time, where the folders with power logs have it
                    rows.last().insert(5, num(c.energyKj, 0));
            }
            QStringList headers{Report::tr("Rank"),       Report::tr("System"), Report::tr("Round"), Report::tr("N"),
                                Report::tr("Time (min)"), Report::tr("E"),      Report::tr("ε_eff"), Report::tr("Cluster")};
            QList<double> widths{0.7, 4.4, 0.8, 0.8, 1.3, 0.7, 0.9, 1.0};
            QList<bool> right{true, false, false, true, true, true, true, true};
            if (energy) {
                headers.insert(5, Report::tr("Energy (kJ)"));
                widths[1] = 3.3;
                widths.insert(5, 1.1);
                right.insert(5, true);
            }
            w.table(headers, rows, widths, right);
            w.text(Report::tr("N: accelerators. E and ε_eff against the series' reference (the fewest accelerators); "
                              "“–” where there is none."),
                   8);
        }

        // 2. Scaling charts
        if (wants(ReportSection::Scaling)) {
            w.newPage();
            w.text(Report::tr("Scaling"), 16, true);
            // One chart per page, the page's width, its legend (a line per accelerator and round,
            // often 25 and more) in columns under it, every name whole.
            QList<ScalingMetric> metrics{ScalingMetric::TimeToTrain, ScalingMetric::Efficiency};
            if (std::any_of(a.configurations.cbegin(), a.configurations.cend(),
                            [](const Configuration &c) { return c.energyKj.has_value(); }))
                metrics << ScalingMetric::EnergyToTrain;
            for (const ScalingMetric metric : metrics) {
                if (metric != ScalingMetric::TimeToTrain)
                    w.newPage();
                QChart *chart = createScalingChart(buildScalingChartData(a, metric, ScalingGrouping::CatalogEntry));
                markSelection(chart, options.selection);
                w.chartWithLegendBelow(chart, 0.84);
            }
        }

        // 3. Efficiency surface
        if (wants(ReportSection::Surface)) {
            w.newPage();
            w.text(Report::tr("Efficiency surface and the precision what-if"), 16, true);
            auto *surface = new EfficiencySurfaceChart;
            surface->setPoints(buildSurfacePoints(a));
            surface->setPrecisionFactor(a.settings.precisionFactor);
            markSelection(surface, options.selection);
            w.chartWithLegendBelow(surface, 0.6);
            w.text(Report::tr("A white line leads from each configuration's ε to ε' = f·ε/(f·ε + 1 − ε) when compute becomes "
                              "×%1 faster and communication stays the same: the efficiency falls, and the real gain T/T' = "
                              "(k·ε + 1 − ε)/(k·ε + (1 − ε)/f) stays below f.")
                       .arg(a.settings.precisionFactor));
            w.text(coverageText(a, CoverageView::Surface), 9);
            QList<QStringList> offGrid;
            for (const SurfacePlacement &p : a.surface) {
                if (p.offGrid.isEmpty())
                    continue;
                const Configuration *c = a.find(p.id);
                offGrid << QStringList{c ? QStringLiteral("%1 · %2").arg(c->org, c->shownSystemName()) : p.id,
                                       c ? c->round : QString(), loc.toString(p.k, 'g', 4), loc.toString(p.epsilon, 'g', 3),
                                       offGridText(p.offGrid)};
            }
            if (!offGrid.isEmpty()) {
                w.text(Report::tr("Off the grid, drawn at its edge as triangles:"), 9);
                w.table({Report::tr("System"), Report::tr("Round"), Report::tr("k"), Report::tr("ε_eff"), Report::tr("Where")},
                        offGrid, {4.6, 0.8, 0.8, 1.0, 2.2}, {false, false, true, true, false});
            }
        }

        if (a.method) {
            // 4. Clusters: the scatter and a profile table
            if (wants(ReportSection::Clusters)) {
                w.newPage();
                w.text(Report::tr("Clusters"), 16, true);
                QChart *scatter = createClusterScatter(a);
                markSelection(scatter, options.selection);
                w.chart(scatter, 0.5);
                QList<QStringList> rows;
                for (const ClusterProfile &p : a.method->clusters) {
                    rows << QStringList{QString::number(p.rank),
                                        QString::number(p.id + 1),
                                        QString::number(p.size),
                                        QStringLiteral("%1 (%2–%3)")
                                            .arg(loc.toString(p.medianAccelerators, 'f', 0),
                                                 loc.toString(p.minAccelerators, 'f', 0),
                                                 loc.toString(p.maxAccelerators, 'f', 0)),
                                        loc.toString(p.medianMinutes, 'f', 2),
                                        p.medianEfficiency ? loc.toString(*p.medianEfficiency, 'f', 2) : QStringLiteral("–"),
                                        clusterModelsText(p)};
                }
                w.table({Report::tr("Rank"), Report::tr("Cluster"), Report::tr("Size"),
                         Report::tr("Accelerators (median, range)"), Report::tr("Median min"), Report::tr("Median E"),
                         Report::tr("Mostly")},
                        rows, {0.7, 1.0, 0.7, 2.2, 1.3, 1.3, 3.6}, {true, true, true, false, true, true, false});
                w.text(coverageText(a, CoverageView::Clusters), 9);
            }

            // 5. Ranking
            if (wants(ReportSection::Ranking)) {
                w.newPage();
                w.text(Report::tr("Ranking"), 16, true);
                w.text(Report::tr("Weights: %1").arg(weightsText(method.criteria)));
                w.text(methodRecommendation(*a.method, a.configurations), 11);
                QChart *pareto = createParetoChart(a);
                markSelection(pareto, options.selection);
                w.chart(pareto, std::clamp(w.remaining() - 0.02, 0.35, 0.6));
            }

            // 6. Sensitivity
            if (wants(ReportSection::Sensitivity)) {
                if (!wants(ReportSection::Ranking) || w.remaining() < 0.25)
                    w.newPage();
                w.text(Report::tr("Sensitivity of the method"), 16, true);
                w.text(Report::tr("Which cluster wins when the weights or k change:"), 10);
                QList<QStringList> rows;
                rows << QStringList{Report::tr("the weights above"), winner(*a.method)};
                if (content.timeHeavy)
                    rows << QStringList{Report::tr("time-heavy weights (time ×4)"), winner(*content.timeHeavy)};
                for (const auto &[k, result] : content.byK)
                    rows << QStringList{Report::tr("k = %1").arg(k), winner(result)};
                w.table({Report::tr("Variant"), Report::tr("Winning cluster")}, rows, {1.6, 6.4}, {false, false});
                if (content.stability)
                    writeStability(w, a, *content.stability);
            }
        }

        // 7. MLPerf HPC, when the data has it
        if (wants(ReportSection::Hpc) && !a.hpcBenchmarks.isEmpty())
            writeHpc(w, a);

        // 8. This machine's probe, when a run is shown
        if (options.probe && wants(ReportSection::Probe)) {
            const ProbeRun &probe = *options.probe;
            w.newPage();
            w.text(Report::tr("This machine: probe run %1").arg(probeRunLegendName(probe)), 16, true);
            w.text(Report::tr("Host %1, %2; backend %3; devices: %4.")
                       .arg(probe.host, probe.cpu, probe.backend, probe.devices.join(QStringLiteral(", "))));
            if (probe.synthetic)
                w.text(Report::tr("This run is synthetic test data, not a measurement."), 11, true);
            w.text(Report::tr("The training step is synthetic: it measures this machine's compute and communication, not an "
                              "MLPerf benchmark."),
                   9);
            if (const QString unsteady = probeUnsteadyText(probe); !unsteady.isEmpty())
                w.text(unsteady, 9);
            w.chart(createProbeGemmChart(probe), 0.36);
            w.chartWithLegendBelow(createProbeBandwidthChart(probe), std::clamp(w.remaining() - 0.02, 0.3, 0.45));
            w.newPage();
            w.chartWithLegendBelow(createProbeScalingChart(probe), 0.55);
        }

        // 9. Import diagnostics
        if (wants(ReportSection::ImportDiagnostics)) {
            if (w.remaining() < 0.3)
                w.newPage();
            w.text(Report::tr("Import diagnostics"), 16, true);
            if (!content.diagnostics.isEmpty())
                w.text(diagnosticCountsText(content.diagnostics) + QLatin1Char('.'));
            QMap<QString, int> byCode;
            QMap<QString, Diagnostic> example;
            for (const Diagnostic &d : content.diagnostics) {
                ++byCode[d.code];
                example.insert(d.code, d);
            }
            // Errors first, then the most frequent: what a reader must look at comes first.
            QList<QString> codes = byCode.keys();
            std::stable_sort(codes.begin(), codes.end(), [&](const QString &x, const QString &y) {
                const Severity sx = example.value(x).severity, sy = example.value(y).severity;
                return sx != sy ? int(sx) > int(sy) : byCode.value(x) > byCode.value(y);
            });
            QList<QStringList> rows;
            for (const QString &code : codes)
                rows << QStringList{QLocale().toString(byCode.value(code)), severityName(example.value(code).severity),
                                    diagnosticMessage(example.value(code))};
            if (rows.isEmpty())
                w.text(Report::tr("No problems were reported while importing this data."));
            else
                w.table({Report::tr("Count"), Report::tr("Severity"), Report::tr("For example")}, rows, {1.0, 1.2, 7.8},
                        {true, false, false});
        }
        painter.end();
        pages = w.pages();
    }
    if (!writeFileAtomically(path, file.data(), error))
        return 0;
    return pages;
}

} // namespace scalescope
