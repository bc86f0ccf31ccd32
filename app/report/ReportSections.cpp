// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportSections.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/CoverageText.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/StabilityCharts.h"
#include "app/charts/SupercomputerText.h"
#include "app/charts/SurfaceData.h"
#include "app/charts/WeakScalingCharts.h"
#include "app/probe/ProbeCharts.h"
#include "app/report/PageWriter.h"
#include "core/io/StabilityFormat.h"

#include <QLocale>

#include <algorithm>

namespace scalescope::report {
namespace {

QString winner(const analysis::MethodResult &r)
{
    if (r.clusters.isEmpty())
        return Report::tr("no cluster");
    const analysis::ClusterProfile &p = r.clusters.first();
    return Report::tr("cluster %1: %n configuration(s), median %2 accelerators, mostly %3, median %4 min", nullptr, p.size)
        .arg(p.id + 1)
        .arg(QLocale().toString(p.medianAccelerators, 'f', 0), p.models.isEmpty() ? QString() : p.models.first().first,
             QLocale().toString(p.medianMinutes, 'f', 2));
}

} // namespace

QString weightsText(const QList<analysis::Criterion> &criteria)
{
    // With each weight's share, so that 5, 5, 5, 5 (the sliders) and 1, 1, 1, 1 (the command line) read alike.
    double total = 0;
    for (const analysis::Criterion &c : criteria)
        total += c.weight;
    QStringList parts;
    for (const analysis::Criterion &c : criteria)
        if (c.weight > 0 || c.name != QLatin1String("energy")) // energy at 0 is "not asked for", not a weight
            parts << Report::tr("%1 = %2 (%3 %)")
                         .arg(charts::criterionLabel(c.name), QLocale().toString(c.weight, 'g', 3),
                              QLocale().toString(total > 0 ? 100 * c.weight / total : 0.0, 'f', 0));
    return parts.join(QStringLiteral("; "));
}

// MLPerf HPC: the benchmark's weak scaling (Gustafson and Amdahl at the largest system, a row per
// configuration) and Végh's comparison of the supercomputers with the GPU clusters.
void writeHpc(PageWriter &w, const analysis::BenchmarkAnalysis &a)
{
    const QLocale loc;
    w.newPage();
    w.text(Report::tr("MLPerf HPC"), 16, true);
    if (!a.weakConfigurations.isEmpty()) {
        w.text(Report::tr("Weak scaling of %1").arg(a.benchmark), 14, true);
        w.chart(charts::createWeakScalingChart(a, charts::WeakScalingMetric::ScaledSpeedup), 0.42);
        w.text(charts::weakScalingLawsText(a), 10);
        auto opt = [&](const std::optional<double> &v, int digits) { return v ? loc.toString(*v, 'f', digits) : QString(); };
        QList<QStringList> rows;
        for (const analysis::WeakScalingPoint &p : a.weak.points) {
            const model::Configuration &c = a.weakConfigurations[p.index];
            rows << QStringList{QStringLiteral("%1 · %2 (%3)").arg(c.org, c.shownSystemName(), c.division),
                                c.accelerators ? loc.toString(*c.accelerators) : QString(),
                                loc.toString(p.models),
                                loc.toString(p.timeToTrainAllMinutes, 'f', 1),
                                loc.toString(p.modelsPerMinute, 'f', 3),
                                opt(p.scaledSpeedup, 1),
                                opt(p.serialFraction, 4)};
        }
        w.table({Report::tr("System"), Report::tr("Accelerators"), Report::tr("Models"), Report::tr("All trained (min)"),
                 Report::tr("Models/min"), Report::tr("Scaled speedup"), Report::tr("Serial fraction α")},
                rows, {3.4, 1.6, 1.0, 1.4, 1.2, 1.3, 1.3}, {false, true, true, true, true, true, true});
    } else if (std::as_const(a.hpcBenchmarks).contains(a.benchmark)) {
        w.text(Report::tr("%1 has no weak-scaling results in this data.").arg(a.benchmark), 10);
    }
    if (w.remaining() < 0.55)
        w.newPage();
    w.text(Report::tr("Supercomputers and GPU clusters (Végh's comparison)"), 14, true);
    auto *surface = new charts::EfficiencySurfaceChart;
    surface->setTitle(Report::tr("Every benchmark's strong scaling, by accelerator family"));
    surface->setPoints(charts::buildSurfacePoints(a, charts::SurfaceContent{false, true}));
    w.chartWithLegendBelow(surface, 0.5);
    w.text(charts::supercomputerSentence(a.supercomputers), 10);
    QList<QStringList> rows;
    for (const analysis::FamilySummary &s : a.supercomputers.families)
        rows << QStringList{charts::computeFamilyTitle(s.family),
                            loc.toString(s.configurations),
                            loc.toString(s.medianEpsilon, 'g', 3),
                            loc.toString(s.medianEfficiency, 'f', 2),
                            s.minK == s.maxK
                                ? loc.toString(s.minK, 'g', 3)
                                : QStringLiteral("%1–%2").arg(loc.toString(s.minK, 'g', 3), loc.toString(s.maxK, 'g', 3)),
                            s.orgs.join(QStringLiteral(", "))};
    if (!rows.isEmpty())
        w.table({Report::tr("Family"), Report::tr("Configurations"), Report::tr("Median ε_eff"), Report::tr("Median E"),
                 Report::tr("k"), Report::tr("Submitters")},
                rows, {2.4, 1.7, 1.1, 1.0, 1.0, 3.0}, {false, true, true, true, false, false});
}

// How the ranking holds over drawn weights: the sentence, each cluster's chances, and the charts.
void writeStability(PageWriter &w, const analysis::BenchmarkAnalysis &a, const analysis::StabilityResult &r)
{
    if (w.remaining() < 0.45)
        w.newPage();
    w.text(Report::tr("Stability of the ranking"), 14, true);
    const analysis::StabilityOptions &o = r.options;
    const QString how =
        o.sampling == analysis::WeightSampling::Simplex
            ? Report::tr("weights drawn anywhere on the simplex (Dirichlet, concentration %1)")
                  .arg(QLocale().toString(o.concentration, 'g', 3))
            : Report::tr("each weight drawn within ± %1 % of the weights above").arg(QLocale().toString(100 * o.spread, 'f', 0));
    QString drawn = Report::tr("%Ln draw(s), seed %1: %2", nullptr, r.draws).arg(o.seed).arg(how);
    if (r.variants > 1)
        drawn += QStringLiteral("; ") + Report::tr("%n clustering(s) drawn from (k and scope)", nullptr, r.variants);
    w.text(drawn + QLatin1Char('.'), 9);
    w.text(io::stabilitySummary(r), 10);
    const QLocale loc;
    auto percent = [&](double x) -> QString { return loc.toString(100 * x, 'f', 1) + QLatin1Char('%'); };
    QList<QStringList> rows;
    for (const analysis::ClusterStability &c : r.clusters)
        rows << QStringList{QString::number(c.cluster + 1), percent(c.top1), percent(c.top3),
                            QStringLiteral("%1 (%2–%3)").arg(c.medianRank).arg(c.rankP05).arg(c.rankP95),
                            QString::number(c.rankAtWeights)};
    w.table({Report::tr("Cluster"), Report::tr("Ranks first"), Report::tr("In the first three"),
             Report::tr("Median rank (5–95 %)"), Report::tr("Rank with the weights above")},
            rows, {1, 1.4, 1.6, 2.2, 2.2}, {true, true, true, true, true});
    w.chart(charts::createClusterStabilityChart(r), std::clamp(w.remaining() - 0.02, 0.25, 0.4));
    if (w.remaining() < 0.4)
        w.newPage();
    // Names wrapped at 24 characters: the axis gives its labels about a third of the chart and cut
    // longer ones itself, to "1. NVIDIA H200 (8x..."; nothing in a report is cut.
    w.chart(charts::createRankRangeChart(a, r, 15, 30, charts::RankNames::Wrapped), std::clamp(w.remaining() - 0.02, 0.3, 0.7));
}

// Scaling: time to train, efficiency and (where measured) energy, a chart a page, legend below.
void writeScaling(PageWriter &w, const ReportContent &content)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    w.newPage();
    w.text(Report::tr("Scaling"), 16, true);
    // One chart per page, the page's width, its legend (a line per accelerator and round,
    // often 25 and more) in columns under it, every name whole.
    QList<charts::ScalingMetric> metrics{charts::ScalingMetric::TimeToTrain, charts::ScalingMetric::Efficiency};
    if (std::any_of(a.configurations.cbegin(), a.configurations.cend(),
                    [](const model::Configuration &c) { return c.energyKj.has_value(); }))
        metrics << charts::ScalingMetric::EnergyToTrain;
    for (const charts::ScalingMetric metric : metrics) {
        if (metric != charts::ScalingMetric::TimeToTrain)
            w.newPage();
        charts::FitChoice fits = options.fits;
        fits.bandSeries.clear(); // the tab's band follows its selection; the page rings the selection only
        QChart *chart =
            charts::createScalingChart(charts::buildScalingChartData(a, metric, charts::ScalingGrouping::CatalogEntry, fits));
        if (options.edits.scalingMetric == metric)
            applyReportEdits(chart, options.edits.scaling, options.edits, a.benchmark);
        charts::markSelection(chart, options.selection);
        w.chartWithLegendBelow(chart, 0.84);
    }
}

// The efficiency surface with the precision what-if, and the configurations off its grid.
void writeSurface(PageWriter &w, const ReportContent &content)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const QLocale loc;
    w.newPage();
    w.text(Report::tr("Efficiency surface and the precision what-if"), 16, true);
    auto *surface = new charts::EfficiencySurfaceChart;
    surface->setPoints(charts::buildSurfacePoints(a));
    surface->setPrecisionFactor(a.settings.precisionFactor);
    charts::markSelection(surface, options.selection);
    applyReportEdits(surface, options.edits.surface, options.edits, a.benchmark);
    w.chartWithLegendBelow(surface, 0.6);
    w.text(Report::tr("A white line leads from each configuration's ε to ε' = f·ε/(f·ε + 1 − ε) when compute becomes "
                      "×%1 faster and communication stays the same: the efficiency falls, and the real gain T/T' = "
                      "(k·ε + 1 − ε)/(k·ε + (1 − ε)/f) stays below f.")
               .arg(a.settings.precisionFactor));
    w.text(charts::coverageText(a, charts::CoverageView::Surface), 9);
    QList<QStringList> offGrid;
    for (const analysis::SurfacePlacement &p : a.surface) {
        if (p.offGrid == analysis::OffGrid::On)
            continue;
        const model::Configuration *c = a.find(p.id);
        offGrid << QStringList{c ? QStringLiteral("%1 · %2").arg(c->org, c->shownSystemName()) : p.id, c ? c->round : QString(),
                               loc.toString(p.k, 'g', 4), loc.toString(p.epsilon, 'g', 3), charts::offGridText(p.offGrid)};
    }
    if (!offGrid.isEmpty()) {
        w.text(Report::tr("Off the grid, drawn at its edge as triangles:"), 9);
        w.table({Report::tr("System"), Report::tr("Round"), Report::tr("k"), Report::tr("ε_eff"), Report::tr("Where")}, offGrid,
                {4.6, 0.8, 0.8, 1.0, 2.2}, {false, false, true, true, false});
    }
}

// Clusters: the scatter and a profile table.
void writeClusters(PageWriter &w, const ReportContent &content)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const QLocale loc;
    w.newPage();
    w.text(Report::tr("Clusters"), 16, true);
    QChart *scatter = charts::createClusterScatter(a);
    applyReportEdits(scatter, options.edits.clusters, options.edits, a.benchmark);
    charts::markSelection(scatter, options.selection);
    w.chart(scatter, 0.5);
    QList<QStringList> rows;
    for (const analysis::ClusterProfile &p : a.method->clusters) {
        rows << QStringList{QString::number(p.rank),
                            QString::number(p.id + 1),
                            QString::number(p.size),
                            QStringLiteral("%1 (%2–%3)")
                                .arg(loc.toString(p.medianAccelerators, 'f', 0), loc.toString(p.minAccelerators, 'f', 0),
                                     loc.toString(p.maxAccelerators, 'f', 0)),
                            loc.toString(p.medianMinutes, 'f', 2),
                            p.medianEfficiency ? loc.toString(*p.medianEfficiency, 'f', 2) : QStringLiteral("–"),
                            analysis::clusterModelsText(p)};
    }
    w.table({Report::tr("Rank"), Report::tr("Cluster"), Report::tr("Size"), Report::tr("Accelerators (median, range)"),
             Report::tr("Median min"), Report::tr("Median E"), Report::tr("Mostly")},
            rows, {0.7, 1.0, 0.7, 2.2, 1.3, 1.3, 3.6}, {true, true, true, false, true, true, false});
    w.text(charts::coverageText(a, charts::CoverageView::Clusters), 9);
}

// Ranking: the weights, the recommendation and the Pareto chart.
void writeRanking(PageWriter &w, const ReportContent &content)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    const ReportOptions &options = content.options;
    const analysis::MethodOptions &method = a.settings.method;
    w.newPage();
    w.text(Report::tr("Ranking"), 16, true);
    w.text(Report::tr("Weights: %1").arg(weightsText(method.criteria)));
    w.text(analysis::methodRecommendation(*a.method, a.configurations), 11);
    QChart *pareto = charts::createParetoChart(a);
    applyReportEdits(pareto, options.edits.ranking, options.edits, a.benchmark);
    charts::markSelection(pareto, options.selection);
    w.chart(pareto, std::clamp(w.remaining() - 0.02, 0.35, 0.6));
}

// Sensitivity: the winning cluster under other weights and k, then the stability of the ranks.
void writeSensitivity(PageWriter &w, const ReportContent &content, bool afterRanking)
{
    const analysis::BenchmarkAnalysis &a = *content.analysis;
    if (!afterRanking || w.remaining() < 0.25)
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

// This machine's probe run: its GEMM, bandwidth and training-step charts.
void writeProbe(PageWriter &w, const probe::ProbeRun &probe)
{
    w.newPage();
    w.text(Report::tr("This machine: probe run %1").arg(probe::runLegendName(probe)), 16, true);
    w.text(Report::tr("Host %1, %2; backend %3; devices: %4.")
               .arg(probe.host, probe.cpu, probe.backend, probe.devices.join(QStringLiteral(", "))));
    if (probe.synthetic)
        w.text(Report::tr("This run is synthetic test data, not a measurement."), 11, true);
    w.text(Report::tr("The training step is synthetic: it measures this machine's compute and communication, not an "
                      "MLPerf benchmark."),
           9);
    if (const QString unsteady = probe::unsteadyText(probe); !unsteady.isEmpty())
        w.text(unsteady, 9);
    w.chart(probe::createGemmChart(probe), 0.36);
    w.chartWithLegendBelow(probe::createBandwidthChart(probe), std::clamp(w.remaining() - 0.02, 0.3, 0.45));
    w.newPage();
    w.chartWithLegendBelow(probe::createScalingChart(probe), 0.55);
}

} // namespace scalescope::report
