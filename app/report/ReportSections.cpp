// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportSections.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/StabilityCharts.h"
#include "app/charts/SupercomputerText.h"
#include "app/charts/SurfaceData.h"
#include "app/charts/WeakScalingCharts.h"
#include "app/report/PageWriter.h"

#include <QLocale>

namespace scalescope {

// MLPerf HPC: the benchmark's weak scaling (Gustafson and Amdahl at the largest system, a row per
// configuration) and Végh's comparison of the supercomputers with the GPU clusters.
void writeHpc(PageWriter &w, const BenchmarkAnalysis &a)
{
    const QLocale loc;
    w.newPage();
    w.text(Report::tr("MLPerf HPC"), 16, true);
    if (!a.weakConfigurations.isEmpty()) {
        w.text(Report::tr("Weak scaling of %1").arg(a.benchmark), 14, true);
        w.chart(createWeakScalingChart(a, WeakScalingMetric::ScaledSpeedup), 0.42);
        w.text(weakScalingLawsText(a), 10);
        auto opt = [&](const std::optional<double> &v, int digits) { return v ? loc.toString(*v, 'f', digits) : QString(); };
        QList<QStringList> rows;
        for (const WeakScalingPoint &p : a.weak.points) {
            const Configuration &c = a.weakConfigurations[p.index];
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
    auto *surface = new EfficiencySurfaceChart;
    surface->setTitle(Report::tr("Every benchmark's strong scaling, by accelerator family"));
    surface->setPoints(buildSurfacePoints(a, SurfaceContent{false, true}));
    w.chartWithLegendBelow(surface, 0.5);
    w.text(supercomputerSentence(a.supercomputers), 10);
    QList<QStringList> rows;
    for (const FamilySummary &s : a.supercomputers.families)
        rows << QStringList{computeFamilyTitle(s.family),
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
void writeStability(PageWriter &w, const BenchmarkAnalysis &a, const StabilityResult &r)
{
    if (w.remaining() < 0.45)
        w.newPage();
    w.text(Report::tr("Stability of the ranking"), 14, true);
    const StabilityOptions &o = r.options;
    const QString how =
        o.sampling == WeightSampling::Simplex
            ? Report::tr("weights drawn anywhere on the simplex (Dirichlet, concentration %1)")
                  .arg(QLocale().toString(o.concentration, 'g', 3))
            : Report::tr("each weight drawn within ± %1 % of the weights above").arg(QLocale().toString(100 * o.spread, 'f', 0));
    QString drawn = Report::tr("%Ln draw(s), seed %1: %2", nullptr, r.draws).arg(o.seed).arg(how);
    if (r.variants > 1)
        drawn += QStringLiteral("; ") + Report::tr("%n clustering(s) drawn from (k and scope)", nullptr, r.variants);
    w.text(drawn + QLatin1Char('.'), 9);
    w.text(stabilitySummary(r), 10);
    const QLocale loc;
    auto percent = [&](double x) -> QString { return loc.toString(100 * x, 'f', 1) + QLatin1Char('%'); };
    QList<QStringList> rows;
    for (const ClusterStability &c : r.clusters)
        rows << QStringList{QString::number(c.cluster + 1), percent(c.top1), percent(c.top3),
                            QStringLiteral("%1 (%2–%3)").arg(c.medianRank).arg(c.rankP05).arg(c.rankP95),
                            QString::number(c.rankAtWeights)};
    w.table({Report::tr("Cluster"), Report::tr("Ranks first"), Report::tr("In the first three"),
             Report::tr("Median rank (5–95 %)"), Report::tr("Rank with the weights above")},
            rows, {1, 1.4, 1.6, 2.2, 2.2}, {true, true, true, true, true});
    w.chart(createClusterStabilityChart(r), std::clamp(w.remaining() - 0.02, 0.25, 0.4));
    if (w.remaining() < 0.4)
        w.newPage();
    w.chart(createRankRangeChart(a, r, 15, 60), std::clamp(w.remaining() - 0.02, 0.3, 0.5)); // a page is wide: names whole
}

} // namespace scalescope
