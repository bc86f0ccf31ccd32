// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The stability Monte Carlo on the shared ResNet data (every round), against a baseline in the
// same run: the same draws ranked by calling topsis() on the configurations and on the clusters
// for each draw, as a plain loop would.
//   bench_stability [draws] [path-to-mlperf]
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"
#include "core/import/SourceImporter.h"

#include <QElapsedTimer>

#include <cstdio>
#include <random>

using namespace scalescope;

int main(int argc, char *argv[])
{
    const int draws = argc > 1 ? std::atoi(argv[1]) : 10000;
    const QString root = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral(SCALESCOPE_MLPERF_DIR);
    model::Dataset d;
    for (const char *r : {"training_v1.0", "training_v3.1", "training_v4.0", "training_v5.0"})
        d.merge(import::importSource(root + QLatin1Char('/') + QLatin1String(r)).dataset);
    const auto a = analysis::analyseBenchmark(d, analysis::AnalysisSettings());
    if (!a || !a->method) {
        std::fprintf(stderr, "no ResNet ranking under %s\n", qPrintable(root));
        return 1;
    }
    analysis::StabilityOptions o;
    o.draws = draws;
    QElapsedTimer t;
    t.start();
    const auto r = analysis::analyseStability(*a, o);
    const double ours = double(t.nsecsElapsed()) / 1e6;

    // Baseline: topsis() per draw (uniform simplex weights) on the same matrices.
    const QList<analysis::Criterion> criteria = a->settings.method.criteria;
    const Eigen::MatrixXd crit = analysis::criterionMatrix(a->configurations, a->scaling, criteria);
    const int k = a->method->chosenK;
    const Eigen::MatrixXd clusterCrit = analysis::clusterCriterionMatrix(a->method->labels, crit, k);
    std::mt19937_64 rng(1);
    std::exponential_distribution<double> e(1);
    QList<analysis::Criterion> drawn = criteria;
    int firstWins = 0;
    t.restart();
    for (int i = 0; i < draws; ++i) {
        for (analysis::Criterion &c : drawn)
            c.weight = c.name == QLatin1String("energy") ? 0 : e(rng);
        const analysis::TopsisResult configs = analysis::topsis(crit, drawn);
        const analysis::TopsisResult clusters = analysis::topsis(clusterCrit, drawn);
        firstWins += configs.rank.value(0) == 1 && clusters.rank.value(0) == 1;
    }
    const double baseline = double(t.nsecsElapsed()) / 1e6;
    std::printf("resnet, %lld configurations, k = %d, %d draws (weights only)\n",
                static_cast<long long>(a->configurations.size()), k, draws);
    std::printf("  analyseStability        %9.1f ms\n", ours);
    // firstWins keeps the compiler from dropping the loop.
    std::printf("  baseline topsis() loop  %9.1f ms   (ratio ours/baseline %.3f; checksum %d)\n", baseline, ours / baseline,
                firstWins);
    o.kFrom = 2, o.kTo = 10;
    o.varyScope = true;
    t.restart();
    const auto rk = analysis::analyseStability(*a, o);
    std::printf("  with k 2-10 and scope   %9.1f ms   (%d clusterings)\n", double(t.nsecsElapsed()) / 1e6, rk ? rk->variants : 0);
    return r ? 0 : 1;
}
