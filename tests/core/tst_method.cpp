// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The three-phase method with known answers: TOPSIS, clustering indices, PCA, k-means, Ward,
// variable selection, and the whole method on the shared ResNet results.
#include "TestData.h"
#include "core/analysis/Clustering.h"
#include "core/analysis/FeatureSelection.h"
#include "core/analysis/Ranking.h"
#include "core/analysis/SelectionMethod.h"
#include "core/import/SourceImporter.h"
#include "core/io/AnalysisFormat.h"

#include <Eigen/Dense>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <cmath>
#include <random>

using namespace scalescope;

namespace {

Eigen::MatrixXd blobs(int perBlob, const QList<QPair<double, double>> &centres, uint64_t seed, QList<int> *truth)
{
    std::mt19937_64 rng(seed);
    std::normal_distribution<double> noise(0.0, 0.3);
    Eigen::MatrixXd x(perBlob * centres.size(), 2);
    for (int b = 0; b < centres.size(); ++b)
        for (int i = 0; i < perBlob; ++i) {
            x(b * perBlob + i, 0) = centres[b].first + noise(rng);
            x(b * perBlob + i, 1) = centres[b].second + noise(rng);
            if (truth)
                *truth << b;
        }
    return x;
}

// Same partition up to label names.
bool samePartition(const QList<int> &a, const QList<int> &b)
{
    if (a.size() != b.size())
        return false;
    QMap<int, int> ab, ba;
    for (int i = 0; i < a.size(); ++i) {
        if (ab.contains(a[i]) && ab[a[i]] != b[i])
            return false;
        if (ba.contains(b[i]) && ba[b[i]] != a[i])
            return false;
        ab[a[i]] = b[i];
        ba[b[i]] = a[i];
    }
    return true;
}

} // namespace

class TestMethod : public QObject
{
    Q_OBJECT

private slots:
    // Reference values computed independently (../shared/notes/details.md).
    void topsisWorkedExample()
    {
        Eigen::MatrixXd m(4, 4);
        m << 250, 16, 12, 5, 200, 16, 8, 3, 300, 32, 16, 4, 275, 32, 8, 4;
        QList<analysis::Criterion> c = {{QStringLiteral("price"), false, 1},
                                        {QStringLiteral("storage"), true, 1},
                                        {QStringLiteral("camera"), true, 1},
                                        {QStringLiteral("looks"), true, 1}};
        analysis::TopsisResult r = analysis::topsis(m, c);
        const QList<double> expected = {0.4587, 0.2667, 0.6798, 0.4635};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QString::number(r.closeness[i], 'f', 4), QString::number(expected[i], 'f', 4));
        QCOMPARE(r.rank, (QList<int>{3, 4, 1, 2})); // A3, A4, A1, A2
        c[0].weight = 0.4, c[1].weight = 0.2, c[2].weight = 0.2, c[3].weight = 0.2;
        r = analysis::topsis(m, c);
        const QList<double> weighted = {0.4666, 0.4212, 0.5453, 0.4291};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(QString::number(r.closeness[i], 'f', 4), QString::number(weighted[i], 'f', 4));
        // A missing criterion: ranked on the others and marked.
        m(1, 2) = std::numeric_limits<double>::quiet_NaN();
        r = analysis::topsis(m, c);
        QVERIFY(r.partial[1]);
        QVERIFY(!r.partial[0]);
        QVERIFY(r.closeness[1] >= 0 && r.closeness[1] <= 1);
    }

    void weightsParse()
    {
        QList<analysis::Criterion> c = analysis::defaultCriteria();
        QString bad;
        QVERIFY(analysis::parseWeights(QStringLiteral("time=3,accelerators=0.5"), c, &bad));
        QCOMPARE(c[0].weight, 3.0);
        QCOMPARE(c[3].weight, 0.5);
        QVERIFY(!analysis::parseWeights(QStringLiteral("speed=2"), c, &bad));
        QCOMPARE(bad, QStringLiteral("speed=2"));
        QVERIFY(!analysis::parseWeights(QStringLiteral("time=-1"), c, &bad));
    }

    void indicesOnAHandExample()
    {
        Eigen::MatrixXd x(7, 2);
        x << 0, 0, 0, 1, 1, 0, 5, 5, 5, 6, 6, 5, 6, 6;
        const QList<int> labels = {0, 0, 0, 1, 1, 1, 1};
        QCOMPARE(QString::number(analysis::silhouette(x, labels), 'f', 6), QStringLiteral("0.844332"));
        QCOMPARE(QString::number(analysis::daviesBouldin(x, labels), 'f', 6), QStringLiteral("0.186286"));
        QCOMPARE(QString::number(analysis::calinskiHarabasz(x, labels), 'f', 6), QStringLiteral("137.285714"));
    }

    void separatedBlobsAreRecovered()
    {
        QList<int> truth;
        const Eigen::MatrixXd x = blobs(40, {{0, 0}, {10, 0}, {0, 10}, {10, 10}, {20, 5}}, 3, &truth);
        analysis::KMeansOptions o;
        o.k = 5;
        const analysis::ClusterResult km = analysis::kMeans(x, o);
        QVERIFY(samePartition(km.labels, truth));
        QVERIFY(samePartition(analysis::wardClustering(x, 5).labels, truth));
    }

    void sameSeedSameResult()
    {
        const Eigen::MatrixXd x = blobs(30, {{0, 0}, {3, 0}, {0, 3}}, 11, nullptr);
        analysis::KMeansOptions o;
        o.k = 4;
        o.seed = 7;
        const analysis::ClusterResult a = analysis::kMeans(x, o), b = analysis::kMeans(x, o);
        QCOMPARE(a.labels, b.labels);
        QCOMPARE(a.inertia, b.inertia);
        QVERIFY(a.centroids.isApprox(b.centroids));
    }

    void maskedKMeansEqualsPlainWhenNothingIsMissing()
    {
        const Eigen::MatrixXd x = blobs(25, {{0, 0}, {4, 1}, {1, 5}}, 5, nullptr);
        Eigen::MatrixXd init(3, 2);
        init << x.row(0), x.row(30), x.row(60);
        const analysis::ClusterResult ours = analysis::kMeansFrom(x, init, 50, 0);
        // A plain Lloyd written here, with no notion of missing values.
        Eigen::MatrixXd c = init;
        std::vector<int> lab(size_t(x.rows()));
        for (int it = 0; it < 50; ++it) {
            for (int i = 0; i < x.rows(); ++i) {
                Eigen::Index best;
                (c.rowwise() - x.row(i)).rowwise().squaredNorm().minCoeff(&best);
                lab[size_t(i)] = int(best);
            }
            Eigen::MatrixXd s = Eigen::MatrixXd::Zero(3, 2);
            Eigen::VectorXd n = Eigen::VectorXd::Zero(3);
            for (int i = 0; i < x.rows(); ++i)
                s.row(lab[size_t(i)]) += x.row(i), n(lab[size_t(i)]) += 1;
            for (int k = 0; k < 3; ++k)
                if (n(k) > 0)
                    c.row(k) = s.row(k) / n(k);
        }
        QCOMPARE(ours.labels, QList<int>(lab.begin(), lab.end()));
        QVERIFY(ours.centroids.isApprox(c, 1e-12));
        // An extra column that is missing everywhere changes nothing: partial distances rescale evenly.
        Eigen::MatrixXd padded(x.rows(), 3);
        padded << x, Eigen::VectorXd::Constant(x.rows(), std::numeric_limits<double>::quiet_NaN());
        Eigen::MatrixXd initPadded(3, 3);
        initPadded << init, Eigen::VectorXd::Zero(3);
        QCOMPARE(analysis::kMeansFrom(padded, initPadded, 50, 0).labels, ours.labels);
    }

    void partialDistance()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double a[] = {1, nan, 3, 4}, b[] = {2, 5, nan, 6};
        QCOMPARE(analysis::partialSquaredDistance(a, b, 4), (1.0 + 4.0) * 4 / 2);
        const double c[] = {nan, nan, nan, nan};
        QVERIFY(std::isnan(analysis::partialSquaredDistance(a, c, 4)));
    }

    void pcaOnAKnownCovariance()
    {
        Eigen::MatrixXd cov(2, 2);
        cov << 3, 1, 1, 3;
        const analysis::PcaResult p = analysis::pcaFromCovariance(cov);
        QVERIFY(std::abs(p.explainedVariance(0) - 4.0 / 6) < 1e-12);
        QVERIFY(std::abs(p.explainedVariance(1) - 2.0 / 6) < 1e-12);
        QVERIFY(std::abs(std::abs(p.loadings(0, 0)) - std::sqrt(0.5)) < 1e-12);
        QVERIFY(std::abs(p.loadings(0, 0) - p.loadings(1, 0)) < 1e-12); // (1, 1)/√2
        QVERIFY(std::abs(p.loadings(0, 1) + p.loadings(1, 1)) < 1e-12); // (1, −1)/√2
        // Data drawn from that covariance gives it back approximately.
        std::mt19937_64 rng(1);
        std::normal_distribution<double> z(0, 1);
        Eigen::MatrixXd x(20000, 2);
        const Eigen::LLT<Eigen::MatrixXd> llt(cov);
        for (int i = 0; i < x.rows(); ++i) {
            Eigen::Vector2d v(z(rng), z(rng));
            x.row(i) = (llt.matrixL() * v).transpose();
        }
        const analysis::PcaResult fromData = analysis::pca(x);
        QVERIFY(std::abs(fromData.explainedVariance(0) - 2.0 / 3) < 0.02);
        QCOMPARE(fromData.rowsUsed, 20000);
    }

    void paretoFrontOfTimeAgainstAccelerators()
    {
        const QList<double> acc = {8, 16, 16, 64, 512};
        const QList<double> time = {30, 20, 25, 20, 2};
        QCOMPARE(analysis::paretoFront(acc, time), (QList<bool>{true, true, false, false, true}));
    }

    void variableSelectionRules()
    {
        // 20 synthetic configurations: nodes track accelerators exactly; memory is missing for 40%.
        QList<model::Configuration> cs;
        for (int i = 0; i < 20; ++i) {
            model::Configuration c;
            c.id = QStringLiteral("c%1").arg(i);
            c.benchmark = QStringLiteral("resnet");
            c.accelerators = 8 << (i % 6);
            c.nodes = 1 << (i % 6);
            c.scoreMinutes = 100.0 / *c.accelerators + i % 3;
            if (i % 5 < 2)
                c.hostCoresPerAccelerator.reset();
            else
                c.hostCoresPerAccelerator = 4 + i % 4;
            cs << c;
        }
        const analysis::ScalingAnalysis scaling = analysis::analyseScaling(cs, analysis::ReferenceScope::Round);
        analysis::FeatureTable t = analysis::buildFeatureTable(cs, scaling);
        const Eigen::MatrixXd r = analysis::pearsonMatrix(t.standardized);
        analysis::selectFeatures(t, r, analysis::SelectionRules{});
        auto info = [&](const char *name) {
            for (const analysis::FeatureInfo &f : t.features)
                if (f.name == QLatin1String(name))
                    return f;
            return analysis::FeatureInfo{};
        };
        QCOMPARE(info("host_cores_per_accelerator").reason, QStringLiteral("missing")); // 40% > 30%
        QVERIFY(!info("host_cores_per_accelerator").selected);
        // accelerators and nodes: r = 1 and the same missing count; the one more correlated with
        // time to train stays (they tie here, so the earlier candidate, accelerators, stays).
        QVERIFY(info("log2_accelerators").selected);
        QCOMPARE(info("nodes").reason, QStringLiteral("correlated"));
        QCOMPARE(info("release_year").reason, QStringLiteral("missing")); // no catalog entry here
        // the user can override
        analysis::SelectionRules rules;
        rules.forceInclude = {QStringLiteral("nodes")};
        rules.forceExclude = {QStringLiteral("log2_accelerators")};
        analysis::selectFeatures(t, r, rules);
        QVERIFY(info("nodes").selected);
        QCOMPARE(info("log2_accelerators").reason, QStringLiteral("forced_out"));
        QVERIFY(!analysis::featureReasonText(info("nodes")).isEmpty());
    }

    void wholeMethodOnSharedResnet()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QList<model::Configuration> resnet;
        for (const char *r : {"training_v1.0", "training_v3.1", "training_v4.0"})
            for (const model::Configuration &c :
                 import::importSource(test::mlperfDir() + QLatin1Char('/') + QLatin1String(r)).dataset.configurations)
                if (c.benchmark == QLatin1String("resnet"))
                    resnet << c;
        QCOMPARE(resnet.size(), 21 + 38 + 36);
        const analysis::ScalingAnalysis scaling = analysis::analyseScaling(resnet, analysis::ReferenceScope::Round);
        const analysis::MethodResult a = analysis::runSelectionMethod(resnet, scaling, analysis::MethodOptions{});
        const analysis::MethodResult b = analysis::runSelectionMethod(resnet, scaling, analysis::MethodOptions{});
        QCOMPARE(a.labels, b.labels); // deterministic
        QCOMPARE(a.chosenK, 5);
        QCOMPARE(a.clusters.size(), 5);
        QCOMPARE(a.sweep.size(), 9);
        QCOMPARE(a.sweep.first().k, 2);
        for (const analysis::KSweepRow &r : a.sweep)
            QVERIFY(r.silhouette > -1 && r.silhouette <= 1 && r.inertia > 0);
        int members = 0;
        for (const analysis::ClusterProfile &c : a.clusters)
            members += c.size;
        int duplicates = 0, clustered = 0;
        for (int i = 0; i < resnet.size(); ++i) {
            duplicates += a.duplicate[i] ? 1 : 0;
            clustered += a.labels[i] >= 0 ? 1 : 0;
        }
        QCOMPARE(members, clustered);
        QVERIFY(duplicates >= 2); // smc-dc-power copies of smc-ac-power logs count once
        QCOMPARE(a.clusters.first().rank, 1);
        QVERIFY(!a.recommendation.isEmpty());
        // auto k takes the best silhouette
        analysis::MethodOptions autoK;
        autoK.autoK = true;
        const analysis::MethodResult c = analysis::runSelectionMethod(resnet, scaling, autoK);
        QCOMPARE(c.chosenK, c.favouredK.value(QStringLiteral("silhouette")));
        // Ward runs too
        analysis::MethodOptions ward;
        ward.algorithm = QStringLiteral("ward");
        QCOMPARE(analysis::runSelectionMethod(resnet, scaling, ward).clusters.size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestMethod)
#include "tst_method.moc"
