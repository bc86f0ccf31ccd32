// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one analysis: known answers from BenchmarkAnalysis on synthetic and real data, what each
// stage recomputes when a setting changes (and that reusing a stage gives exactly the fresh
// result), coverage counts, explicit sets and filters, cancel, and the public JSON.
#include "TestData.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/SelectionMethod.h"
#include "core/import/SourceImporter.h"
#include "core/io/AnalysisFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace scalescope;

namespace {

model::Configuration config(const QString &id, std::optional<int> accelerators, std::optional<double> minutes,
                            const QString &catalog = QStringLiteral("x"), const QString &round = QStringLiteral("4.0"))
{
    model::Configuration c;
    c.id = id;
    c.round = round;
    c.org = QStringLiteral("Org");
    c.benchmark = QStringLiteral("resnet");
    c.catalogId = catalog;
    c.accelerators = accelerators;
    c.scoreMinutes = minutes;
    return c;
}

model::Dataset sharedResnet()
{
    model::Dataset d;
    for (const char *r : {"training_v1.0", "training_v3.1", "training_v4.0"})
        d.merge(import::importSource(test::mlperfDir() + QLatin1Char('/') + QLatin1String(r)).dataset);
    return d;
}

analysis::BenchmarkAnalysis analyse(const model::Dataset &d, const analysis::AnalysisSettings &s,
                                    const analysis::BenchmarkAnalysis *previous = nullptr)
{
    auto a = analysis::analyseBenchmark(d, s, previous);
    if (!a)
        qFatal("analysis returned nothing");
    return *a;
}

} // namespace

class TestAnalysis : public QObject
{
    Q_OBJECT

private slots:
    // A cluster's models as the profile tables show them: the commonest three, then how many more.
    void clusterModelsSayWhatIsLeftOut()
    {
        analysis::ClusterProfile p;
        p.size = 47;
        p.models = {{QStringLiteral("H100"), 38},
                    {QStringLiteral("H100 PCIe"), 7},
                    {QStringLiteral("H200"), 1},
                    {QStringLiteral("A100"), 1}};
        // (no translation is installed here: the English catalogue turns "other(s)" into "other")
        QCOMPARE(analysis::clusterModelsText(p), QStringLiteral("H100 (38); H100 PCIe (7); H200 (1); +1 other(s)"));
        p.size = 46;
        p.models.removeLast();
        QCOMPARE(analysis::clusterModelsText(p), QStringLiteral("H100 (38); H100 PCIe (7); H200 (1)"));
    }

    // A configuration as large as its series' reference has k = 1 and so no ε: it is counted, and
    // the surface's counts add up to every configuration analysed.
    void surfaceCountsAddUp()
    {
        model::Dataset d;
        d.configurations = {config(QStringLiteral("ref"), 8, 10.0), config(QStringLiteral("twin"), 8, 12.0),
                            config(QStringLiteral("double"), 16, 6.0)};
        const analysis::BenchmarkAnalysis a = analyse(d, analysis::AnalysisSettings());
        const analysis::AnalysisCoverage &c = a.coverage;
        QCOMPARE(c.references, 1);
        QCOMPARE(c.sameSize, 1);
        QCOMPARE(c.onSurface + c.offGrid, 1);
        QCOMPARE(c.onSurface + c.offGrid + c.noScore + c.noReference + c.references + c.sameSize, c.analysed);
    }

    // Five configurations, one of another benchmark: which are in, and why the others are not shown.
    void coverageCountsWhatEachViewLeavesOut()
    {
        model::Dataset d;
        d.configurations = {config(QStringLiteral("a"), 8, 10.0),
                            config(QStringLiteral("b"), 16, 6.0),
                            config(QStringLiteral("c"), 64, 2.0),
                            config(QStringLiteral("alone"), 8, 20.0, QStringLiteral("y")),
                            config(QStringLiteral("unscored"), 8, std::nullopt),
                            config(QStringLiteral("old"), 8, 30.0, QStringLiteral("x"), QStringLiteral("3.1"))};
        model::Configuration bert = config(QStringLiteral("bert"), 8, 5.0);
        bert.benchmark = QStringLiteral("bert");
        d.configurations << bert;
        analysis::AnalysisSettings s;
        s.runMethod = false;
        s.filteredOnly = true;
        s.filter.fields[analysis::ConfigurationFilter::Round] = QStringLiteral("4.0");
        const analysis::BenchmarkAnalysis a = analyse(d, s);
        QCOMPARE(a.benchmark, QStringLiteral("resnet"));
        QCOMPARE(a.benchmarks, (QStringList{QStringLiteral("bert"), QStringLiteral("resnet")}));
        const analysis::AnalysisCoverage &c = a.coverage;
        QCOMPARE(c.ofBenchmark, 6);
        QCOMPARE(c.filteredOut, 1); // round 3.1
        QCOMPARE(c.analysed, 5);
        QCOMPARE(c.noScore, 1);
        QCOMPARE(c.scored, 4);
        QCOMPARE(c.noReference, 1); // "alone" is the only one of its model
        QCOMPARE(c.references, 1);  // a (8 accelerators) for b and c
        QCOMPARE(c.onSurface + c.offGrid, 2);
        QCOMPARE(a.surface.size(), 2);
        // b: k = 2, E = (10/6)/2 = 0.8333, ε = (1 − E)/(E·(k − 1)) = 0.2: above the grid
        QCOMPARE(a.surface[0].id, QStringLiteral("b"));
        QCOMPARE(a.surface[0].k, 2.0);
        QVERIFY(std::abs(a.surface[0].epsilon - 0.2) < 1e-12);
        QCOMPARE(a.surface[0].offGrid, analysis::OffGrid::Above);
        // c: k = 8, E = (10/2)/8 = 0.625, ε = 0.375/(0.625·7) = 0.0857: on the grid
        QVERIFY(std::abs(a.surface[1].epsilon - 0.375 / (0.625 * 7)) < 1e-12);
        QCOMPARE(a.surface[1].offGrid, analysis::OffGrid::On);
        // without the filter the 3.1 configuration is in (and the scope decides its reference)
        s.filteredOnly = false;
        QCOMPARE(analyse(d, s).coverage.filteredOut, 0);
        // an explicit set
        s.includedIds = QStringList{QStringLiteral("a"), QStringLiteral("b")};
        const analysis::BenchmarkAnalysis two = analyse(d, s);
        QCOMPARE(two.configurations.size(), 2);
        QCOMPARE(two.coverage.filteredOut, 4);
        QCOMPARE(two.indexOf(QStringLiteral("b")), 1);
        QVERIFY(!two.find(QStringLiteral("c")));
    }

    void offGridPositions()
    {
        QCOMPARE(analysis::offGridPosition(-0.01), analysis::OffGrid::Negative);
        QCOMPARE(analysis::offGridPosition(0.2), analysis::OffGrid::Above);
        QCOMPARE(analysis::offGridPosition(1e-9), analysis::OffGrid::Below);
        QCOMPARE(analysis::offGridPosition(1e-3), analysis::OffGrid::On);
        QCOMPARE(analysis::offGridKey(analysis::OffGrid::Negative), QStringLiteral("negative")); // the analysis output's words
        QCOMPARE(analysis::offGridKey(analysis::OffGrid::Above), QStringLiteral("above"));
        QCOMPARE(analysis::offGridKey(analysis::OffGrid::Below), QStringLiteral("below"));
    }

    void cancelStopsIt()
    {
        model::Dataset d;
        d.configurations = {config(QStringLiteral("a"), 8, 10.0), config(QStringLiteral("b"), 16, 6.0)};
        const std::atomic<bool> cancel{true};
        QVERIFY(!analysis::analyseBenchmark(d, analysis::AnalysisSettings(), nullptr, &cancel));
    }

    // Each settings change recomputes from the first stage it touches, and the result equals
    // the analysis computed from scratch with the same settings.
    void stagesRecomputeOnlyWhatChanged()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset d = sharedResnet();
        analysis::AnalysisSettings s;
        s.scope = analysis::ReferenceScope::AllRounds;
        s.method.k = 6;
        QVERIFY(analysis::parseWeights(QStringLiteral("time=3,efficiency=1,per_accelerator_throughput=2,accelerators=1"),
                                       s.method.criteria, nullptr));
        const analysis::BenchmarkAnalysis base = analyse(d, s);
        QCOMPARE(base.computed,
                 unsigned(analysis::StageScaling | analysis::StageVariables | analysis::StageClusters | analysis::StageRanking));
        QCOMPARE(base.method->chosenK, 6);
        QCOMPARE(base.configurations.size(), 21 + 38 + 36);
        QCOMPARE(io::analysisToJson(analyse(d, s)), io::analysisToJson(base)); // deterministic

// From `base` to `next`: the stages computed, and the same result as from scratch.
#define STEP(var, next, expected)                                                                                                \
    const analysis::BenchmarkAnalysis var = analyse(d, next, &base);                                                             \
    QCOMPARE(var.computed, unsigned(expected));                                                                                  \
    QCOMPARE(io::analysisToJson(var), io::analysisToJson(analyse(d, next)))
        analysis::AnalysisSettings weights = s;
        weights.method.criteria[0].weight = 1;
        STEP(reranked, weights, analysis::StageRanking);
        QCOMPARE(reranked.scalingRevision, base.scalingRevision);
        QVERIFY(reranked.methodRevision != base.methodRevision);
        QCOMPARE(reranked.method->labels, base.method->labels);   // the clusters stay
        QCOMPARE(reranked.clusterRevision, base.clusterRevision); // so the cluster chart is not redrawn

        analysis::AnalysisSettings k = s;
        k.method.k = 4;
        STEP(reclustered, k, analysis::StageClusters | analysis::StageRanking);
        QCOMPARE(reclustered.method->chosenK, 4);
        QVERIFY(reclustered.clusterRevision != base.clusterRevision);

        analysis::AnalysisSettings variables = s;
        variables.method.rules.forceExclude << QStringLiteral("log2_accelerators");
        STEP(reselected, variables, analysis::StageVariables | analysis::StageClusters | analysis::StageRanking);

        analysis::AnalysisSettings scope = s;
        scope.scope = analysis::ReferenceScope::Round;
        STEP(rescoped, scope,
             analysis::StageScaling | analysis::StageVariables | analysis::StageClusters | analysis::StageRanking);

        analysis::AnalysisSettings factor = s;
        factor.precisionFactor = 2;
        STEP(same, factor, 0u);
        QCOMPARE(same.methodRevision, base.methodRevision);
        QCOMPARE(same.settings.precisionFactor, 2.0);

        // A filter that keeps everything analysed reuses everything; one that drops rows does not.
        analysis::AnalysisSettings filtered = s;
        filtered.filteredOnly = true;
        STEP(everything, filtered, 0u);
        filtered.filter.fields[analysis::ConfigurationFilter::Round] = QStringLiteral("4.0");
        STEP(v4, filtered, analysis::StageScaling | analysis::StageVariables | analysis::StageClusters | analysis::StageRanking);
        QCOMPARE(v4.configurations.size(), 36);
        QCOMPARE(v4.coverage.filteredOut, 21 + 38);
#undef STEP
    }

    void analysisJsonOnRealData()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        model::Dataset d = import::importSource(test::mlperfDir() + QStringLiteral("/training_v4.0")).dataset;
        analysis::AnalysisSettings s;
        s.runMethod = false;
        const analysis::BenchmarkAnalysis a = analyse(d, s);
        QCOMPARE(a.benchmark, QStringLiteral("resnet"));
        QVERIFY(!a.method);
        const QJsonObject root = QJsonDocument::fromJson(io::analysisToJson(a)).object();
        QCOMPARE(root.value(QLatin1String("schema")).toString(), QStringLiteral("scalescope.analysis/1"));
        QCOMPARE(root.value(QLatin1String("settings")).toObject().value(QLatin1String("scope")).toString(),
                 QStringLiteral("round"));
        const QJsonArray configs = root.value(QLatin1String("configurations")).toArray();
        QCOMPARE(configs.size(), 36);
        bool sawCoreweave = false;
        for (const QJsonValue &v : configs) {
            const QJsonObject o = v.toObject();
            for (const char *key : {"id", "round", "org", "system", "benchmark", "accelerator", "accelerators", "score_minutes",
                                    "reference_id", "k", "speedup", "efficiency", "epsilon_eff"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            if (o.value(QLatin1String("id")).toString() ==
                QLatin1String("4.0/NVIDIA/coreweave_hgxh100_n448_ngc23.04_mxnet/resnet")) {
                sawCoreweave = true;
                QCOMPARE(o.value(QLatin1String("k")).toDouble(), 3584.0 / 4); // H100 SXM5 reference: 4 GPUs
                QVERIFY(o.value(QLatin1String("efficiency")).toDouble() < 0.5);
            }
        }
        QVERIFY(sawCoreweave);
        bool amdahlFit = false;
        for (const QJsonValue &v : root.value(QLatin1String("fits")).toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("accelerator")).toString() == QLatin1String("nvidia-h100-sxm5-80gb") &&
                o.value(QLatin1String("model")).toString() == QLatin1String("amdahl")) {
                amdahlFit = o.value(QLatin1String("ok")).toBool();
                QVERIFY(o.value(QLatin1String("epsilon")).isDouble());
                QVERIFY(o.value(QLatin1String("points")).toArray().size() > 10);
            }
        }
        QVERIFY(amdahlFit);
        // the off-grid list is the analysis' surface placement
        int offGrid = 0;
        for (const analysis::SurfacePlacement &p : a.surface)
            offGrid += p.offGrid == analysis::OffGrid::On ? 0 : 1;
        QCOMPARE(root.value(QLatin1String("off_grid")).toArray().size(), offGrid);
    }

    void methodJsonOnRealData()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const analysis::BenchmarkAnalysis a = analyse(sharedResnet(), analysis::AnalysisSettings());
        QVERIFY(a.method);
        const QJsonObject root = QJsonDocument::fromJson(io::analysisToJson(a)).object();
        for (const char *key : {"variables", "k_sweep", "clusters", "recommendation", "k_favoured"})
            QVERIFY2(root.contains(QLatin1String(key)), key);
        QCOMPARE(root.value(QLatin1String("k")).toInt(), 5);
        QVERIFY(root.value(QLatin1String("recommendation")).toString().startsWith(QLatin1String("Cluster")));
        const QJsonObject first = root.value(QLatin1String("configurations")).toArray().first().toObject();
        for (const char *key : {"cluster", "topsis", "rank", "pareto"})
            QVERIFY2(first.contains(QLatin1String(key)), key);
        const QJsonObject cluster = root.value(QLatin1String("clusters")).toArray().first().toObject();
        for (const char *key : {"id", "size", "rank", "topsis", "profile", "members"})
            QVERIFY2(cluster.contains(QLatin1String(key)), key);
        QCOMPARE(a.coverage.clustered + a.coverage.notClustered, a.coverage.analysed);
        QVERIFY(a.coverage.duplicates >= 2); // smc-dc-power copies of smc-ac-power logs count once
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
