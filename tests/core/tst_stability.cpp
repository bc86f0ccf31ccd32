// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Stability of the ranking: draws at the user's own weights reproduce the ranking exactly,
// probabilities sum to one, a configuration best on every criterion always wins, a seed gives the
// same answer, and the weight at which the top cluster changes is where the analysis itself
// changes its answer.
#include "TestData.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"
#include "core/import/SourceImporter.h"
#include "core/io/StabilityFormat.h"

#include <QTest>

#include <cmath>
#include <numeric>

using namespace scalescope;

namespace {

model::Dataset sharedResnet()
{
    model::Dataset d;
    for (const char *r : {"training_v1.0", "training_v3.1", "training_v4.0"})
        d.merge(import::importSource(test::mlperfDir() + QLatin1Char('/') + QLatin1String(r)).dataset);
    return d;
}

analysis::BenchmarkAnalysis analyse(const model::Dataset &d, const analysis::AnalysisSettings &s)
{
    auto a = analysis::analyseBenchmark(d, s);
    if (!a || !a->method)
        qFatal("analysis returned no ranking");
    return *a;
}

analysis::StabilityResult stability(const analysis::BenchmarkAnalysis &a, const analysis::StabilityOptions &o)
{
    auto r = analysis::analyseStability(a, o);
    if (!r)
        qFatal("stability returned nothing");
    return *r;
}

double sumTop1(const analysis::StabilityResult &r)
{
    return std::accumulate(r.configurations.cbegin(), r.configurations.cend(), 0.0,
                           [](double s, const analysis::ConfigurationStability &c) { return s + c.top1; });
}

double sumClusterTop1(const analysis::StabilityResult &r)
{
    return std::accumulate(r.clusters.cbegin(), r.clusters.cend(), 0.0,
                           [](double s, const analysis::ClusterStability &c) { return s + c.top1; });
}

void setWeights(analysis::AnalysisSettings &s, const QList<double> &w)
{
    for (int j = 0; j < w.size(); ++j)
        s.method.criteria[j].weight = w[j];
}

// The top cluster the full analysis gives for these weights.
int topClusterOfAnalysis(const model::Dataset &d, analysis::AnalysisSettings s, const QList<double> &w)
{
    setWeights(s, w);
    return analyse(d, s).method->clusters.first().id;
}

} // namespace

class TestStability : public QObject
{
    Q_OBJECT

private slots:
    // With no spread every draw is the user's weights: every configuration's rank in every draw is
    // its rank in the analysis (the weight-free TOPSIS equals topsis()), for several weightings.
    void drawsAtTheUsersWeightsReproduceTheRanking()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset d = sharedResnet();
        for (const QList<double> &w : QList<QList<double>>{{1, 1, 1, 1, 0}, {5, 1, 0, 2, 0}, {0, 3, 7, 1, 0}, {10, 0, 0, 0, 0}}) {
            analysis::AnalysisSettings s;
            setWeights(s, w);
            const analysis::BenchmarkAnalysis a = analyse(d, s);
            analysis::StabilityOptions o;
            o.sampling = analysis::WeightSampling::AroundWeights;
            o.spread = 0;
            o.draws = 50;
            const analysis::StabilityResult r = stability(a, o);
            QCOMPARE(r.configurations.size(), a.configurations.size());
            for (const analysis::ConfigurationStability &c : r.configurations) {
                QCOMPARE(c.rankAtWeights, a.method->configurationRanking.rank[c.index]);
                QCOMPARE(c.medianRank, c.rankAtWeights);
                QCOMPARE(c.rankP05, c.rankAtWeights);
                QCOMPARE(c.rankP95, c.rankAtWeights);
            }
            for (const analysis::ClusterStability &c : r.clusters) {
                QCOMPARE(c.medianRank, c.rankAtWeights);
                QCOMPARE(c.top1, c.rankAtWeights == 1 ? 1.0 : 0.0);
            }
            QCOMPARE(r.topCluster, a.method->clusters.first().id);
        }
    }

    // Over the whole simplex (and with k and scope drawn too) the top-1 probabilities of the
    // configurations and of the clusters each sum to 1, the top-3 of the configurations to 3, and
    // every quantile is ordered.
    void probabilitiesSumToOne_data()
    {
        QTest::addColumn<int>("kFrom");
        QTest::addColumn<int>("kTo");
        QTest::addColumn<bool>("scope");
        QTest::addColumn<int>("variants");
        QTest::newRow("weights only") << 0 << 0 << false << 1;
        QTest::newRow("k 3-6") << 3 << 6 << false << 4;
        QTest::newRow("scope") << 0 << 0 << true << 3;
        QTest::newRow("k 4-5 and scope") << 4 << 5 << true << 6;
    }
    void probabilitiesSumToOne()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QFETCH(int, kFrom);
        QFETCH(int, kTo);
        QFETCH(bool, scope);
        QFETCH(int, variants);
        const analysis::BenchmarkAnalysis a = analyse(sharedResnet(), analysis::AnalysisSettings());
        analysis::StabilityOptions o;
        o.draws = 2000;
        o.seed = 3;
        o.kFrom = kFrom, o.kTo = kTo, o.varyScope = scope;
        const analysis::StabilityResult r = stability(a, o);
        QCOMPARE(r.variants, variants);
        QCOMPARE(r.draws, 2000);
        QVERIFY(std::abs(sumTop1(r) - 1) < 1e-12);
        QVERIFY(std::abs(sumClusterTop1(r) - 1) < 1e-12);
        const double top3 = std::accumulate(r.configurations.cbegin(), r.configurations.cend(), 0.0,
                                            [](double s, const analysis::ConfigurationStability &c) { return s + c.top3; });
        QVERIFY(std::abs(top3 - 3) < 1e-12);
        for (const analysis::ConfigurationStability &c : r.configurations) {
            QVERIFY(c.rankP05 >= 1 && c.rankP05 <= c.medianRank && c.medianRank <= c.rankP95);
            QVERIFY(c.rankP95 <= a.configurations.size());
            QVERIFY(c.top1 <= c.top3);
        }
        QCOMPARE(r.clusters.size(), a.method->clusters.size());
        // The weights really move the answer on this data (the finding): no cluster always wins.
        for (const analysis::ClusterStability &c : r.clusters)
            QVERIFY(c.top1 < 1);
    }

    // A configuration faster, more efficient, with more throughput per accelerator and fewer
    // accelerators than every other wins every draw.
    void dominantConfigurationAlwaysWins()
    {
        model::Dataset d;
        for (int i = 0; i < 12; ++i) {
            model::Configuration c;
            c.id = QStringLiteral("c%1").arg(i);
            c.round = QStringLiteral("4.0");
            c.org = QStringLiteral("Org");
            c.benchmark = QStringLiteral("resnet");
            c.catalogId = QStringLiteral("nvidia-h100-sxm5-80gb");
            const int n = 8 << (i % 4);
            c.accelerators = n;
            c.scoreMinutes = 400.0 / n * (1 + 0.1 * i);
            c.perAcceleratorThroughput = 100.0 / (1 + 0.1 * i);
            c.hostCoresPerAccelerator = 4 + i % 3;
            d.configurations << c;
        }
        // The winner: fewest accelerators, and still the fastest with the most throughput each.
        model::Configuration best = d.configurations.first();
        best.id = QStringLiteral("best");
        best.accelerators = 8;
        best.scoreMinutes = 1;
        best.perAcceleratorThroughput = 1000;
        d.configurations << best;
        const analysis::BenchmarkAnalysis a = analyse(d, analysis::AnalysisSettings());
        analysis::StabilityOptions o;
        o.draws = 3000;
        o.seed = 11;
        o.concentration = 0.3; // weights often near a corner of the simplex
        const analysis::StabilityResult r = stability(a, o);
        const int i = a.indexOf(QStringLiteral("best"));
        QVERIFY(i >= 0);
        QCOMPARE(r.configurations[i].top1, 1.0);
        QCOMPARE(r.configurations[i].rankP95, 1);
        QVERIFY(std::abs(sumTop1(r) - 1) < 1e-12);
    }

    // The same seed gives the same answer; another seed other draws.
    void sameSeedSameResult()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const analysis::BenchmarkAnalysis a = analyse(sharedResnet(), analysis::AnalysisSettings());
        analysis::StabilityOptions o;
        o.draws = 2000;
        o.seed = 3;
        o.kFrom = 3, o.kTo = 5;
        const analysis::StabilityResult x = stability(a, o), y = stability(a, o);
        QCOMPARE(x.configurations.size(), y.configurations.size());
        for (int i = 0; i < x.configurations.size(); ++i) {
            QCOMPARE(x.configurations[i].top1, y.configurations[i].top1);
            QCOMPARE(x.configurations[i].medianRank, y.configurations[i].medianRank);
            QCOMPARE(x.configurations[i].rankP95, y.configurations[i].rankP95);
        }
        for (int q = 0; q < x.clusters.size(); ++q)
            QCOMPARE(x.clusters[q].top1, y.clusters[q].top1);
        o.seed = 4;
        const analysis::StabilityResult z = stability(a, o);
        bool differs = false;
        for (int i = 0; i < x.configurations.size(); ++i)
            differs = differs || x.configurations[i].top1 != z.configurations[i].top1;
        QVERIFY(differs);
    }

    // Where the sensitivity says the top cluster changes, the analysis changes its answer: just
    // inside the threshold the analysis keeps the top cluster, just beyond it gives the one named.
    void sensitivityThresholdIsWhereTheAnswerChanges()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset d = sharedResnet();
        const analysis::AnalysisSettings s;
        const analysis::BenchmarkAnalysis a = analyse(d, s);
        analysis::StabilityOptions o;
        o.draws = 100;
        const analysis::StabilityResult r = stability(a, o);
        QVERIFY(!r.sensitivity.isEmpty());
        const analysis::WeightSensitivity &nearest = r.sensitivity.first();
        QVERIFY2(nearest.distance().has_value(), "on the shared ResNet data some weight changes the top cluster");
        QVERIFY(!io::stabilitySummary(r).isEmpty());
        int checked = 0;
        for (const analysis::WeightSensitivity &w : r.sensitivity) {
            const int axis = int(r.criteria.indexOf(w.criterion));
            QVERIFY(axis >= 0);
            const double base = 1.0 / r.criteria.size(); // equal weights
            QVERIFY(std::abs(w.share - base) < 1e-12);
            // Weights as the sliders would hold them: the axis at t, the others equal, summing to 1.
            auto weightsAt = [&](double t) {
                QList<double> out;
                for (const analysis::Criterion &c : s.method.criteria) {
                    const int k = int(r.criteria.indexOf(c.name));
                    out << (k < 0 ? 0.0 : k == axis ? t : (1 - t) / (r.criteria.size() - 1));
                }
                return out;
            };
            for (const auto &[share, cluster] :
                 {std::pair{w.lowerShare, w.lowerCluster}, std::pair{w.upperShare, w.upperCluster}}) {
                if (!share)
                    continue;
                const double inside = *share + (*share < base ? 1e-6 : -1e-6);
                const double beyond = *share + (*share < base ? -1e-6 : 1e-6);
                QCOMPARE(topClusterOfAnalysis(d, s, weightsAt(inside)), r.topCluster);
                QCOMPARE(topClusterOfAnalysis(d, s, weightsAt(beyond)), cluster);
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    void cancelStops()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const analysis::BenchmarkAnalysis a = analyse(sharedResnet(), analysis::AnalysisSettings());
        std::atomic<bool> cancel{true};
        QVERIFY(!analysis::analyseStability(a, analysis::StabilityOptions(), &cancel));
    }
};

QTEST_GUILESS_MAIN(TestStability)
#include "tst_stability.moc"
