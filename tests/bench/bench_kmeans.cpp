// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// k-means, the silhouette sweep and PCA on N × 8 synthetic rows (default 1,000,000).
//   bench_kmeans DATA_OUT N   writes the rows and the initial centres (little-endian float64) and
//                             prints our timings: 50 Lloyd iterations from those centres (k = 5),
//                             full k-means++ with 10 restarts, silhouette on a 5,000-row sample for
//                             k = 2..10, and PCA.
// tests/bench/kmeans_vs_sklearn.sh runs scikit-learn on the same files in the same run.
#include "core/analysis/Clustering.h"
#include "core/analysis/FeatureSelection.h"

#include <Eigen/Dense>

#include <QElapsedTimer>
#include <QFile>

#include <cstdio>
#include <random>

using namespace scalescope;

int main(int argc, char *argv[])
{
    const QString out = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("/tmp/kmeans-bench");
    const int n = argc > 2 ? std::atoi(argv[2]) : 1000000;
    const int f = 8, k = 5;
    std::mt19937_64 rng(2024);
    std::normal_distribution<double> z(0, 1);
    std::uniform_int_distribution<int> which(0, k - 1);
    Eigen::MatrixXd centres(k, f);
    for (int i = 0; i < k; ++i)
        for (int j = 0; j < f; ++j)
            centres(i, j) = 4.0 * z(rng);
    Eigen::MatrixXd x(n, f);
    for (int i = 0; i < n; ++i) {
        const int c = which(rng);
        for (int j = 0; j < f; ++j)
            x(i, j) = centres(c, j) + z(rng);
    }
    Eigen::MatrixXd init(k, f);
    std::uniform_int_distribution<int> pick(0, n - 1);
    for (int i = 0; i < k; ++i)
        init.row(i) = x.row(pick(rng));
    {
        using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
        const RowMajor rx = x, ri = init;
        QFile d(out + QStringLiteral(".rows")), c(out + QStringLiteral(".init"));
        d.open(QIODevice::WriteOnly);
        d.write(reinterpret_cast<const char *>(rx.data()), qint64(sizeof(double)) * rx.size());
        c.open(QIODevice::WriteOnly);
        c.write(reinterpret_cast<const char *>(ri.data()), qint64(sizeof(double)) * ri.size());
    }
    QElapsedTimer t;
    t.start();
    const analysis::ClusterResult fixed = analysis::kMeansFrom(x, init, 50, 0.0);
    const double lloyd = t.nsecsElapsed() / 1e9;
    t.restart();
    analysis::KMeansOptions o;
    o.k = k;
    o.restarts = 10;
    o.maxIterations = 50;
    o.tolerance = 0;
    const analysis::ClusterResult full = analysis::kMeans(x, o);
    const double plusplus = t.nsecsElapsed() / 1e9;
    t.restart();
    double silSum = 0;
    for (int kk = 2; kk <= 10; ++kk) {
        analysis::KMeansOptions so;
        so.k = kk;
        so.restarts = 1;
        so.maxIterations = 10;
        const analysis::ClusterResult r = analysis::kMeans(x, so);
        silSum += analysis::silhouette(x, r.labels, 5000, 1);
    }
    const double sweep = t.nsecsElapsed() / 1e9;
    t.restart();
    const analysis::PcaResult p = analysis::pca(x, false); // fit only, as sklearn PCA().fit
    const double pcaTime = t.nsecsElapsed() / 1e9;
    std::printf("ours rows=%d features=%d k=%d\n", n, f, k);
    std::printf("ours lloyd50_s=%.4f per_iter_s=%.5f iterations=%d inertia=%.6e\n", lloyd, lloyd / std::max(1, fixed.iterations),
                fixed.iterations, fixed.inertia);
    std::printf("ours kmeans++x10_s=%.4f inertia=%.6e\n", plusplus, full.inertia);
    std::printf("ours sweep_k2_10_s=%.4f (k-means 1 restart 10 iterations + sampled silhouette per k; mean silhouette %.4f)\n",
                sweep, silSum / 9);
    std::printf("ours pca_s=%.4f first_component=%.4f\n", pcaTime, p.explainedVariance(0));
    return 0;
}
