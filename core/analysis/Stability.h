// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How far to trust the ranking: a Monte Carlo over the criteria weights (and, when asked, over k
// and the reference scope). Each draw re-ranks the configurations and clusters with TOPSIS; the
// clustering is reused, so a draw costs one matrix-vector product per ranking, and it is
// re-clustered only once per k and scope drawn from. Reported per configuration and per cluster:
// the probability of ranking first and within the first three, and the median rank with its
// 5–95 % range; and, along each weight from the user's weights, where the top cluster changes.
// Deterministic for a seed on every platform (the random distributions are written here).
#include "core/analysis/BenchmarkAnalysis.h"

#include <atomic>
#include <functional>
#include <optional>

namespace scalescope::analysis {

enum class WeightSampling
{
    Simplex,       // Dirichlet over the weight simplex (concentration 1: uniform)
    AroundWeights, // each of the user's weights times (1 + u·spread), u uniform in [−1, 1]
};
QString weightSamplingKey(WeightSampling sampling); // "simplex", "around"

struct StabilityOptions
{
    int draws = 10000;
    quint64 seed = 1;
    WeightSampling sampling = WeightSampling::Simplex;
    double concentration = 1.0; // Simplex: the Dirichlet parameter of every criterion
    double spread = 0.25;       // AroundWeights: ± this fraction of each weight
    int kFrom = 0, kTo = 0;     // draw k from this range too (0: the analysis's k only)
    bool varyScope = false;     // draw the reference scope too (round, all rounds, submitter)
    bool operator==(const StabilityOptions &) const = default;
};

struct RankSpread
{
    double top1 = 0, top3 = 0; // probability of ranking first / within the first three
    int medianRank = 0, rankP05 = 0, rankP95 = 0;
    int rankAtWeights = 0; // with the user's weights, in this analysis
};

struct ConfigurationStability : RankSpread
{
    int index = -1; // into BenchmarkAnalysis::configurations
    QString id;
};

struct ClusterStability : RankSpread
{
    int cluster = 0; // the analysis's cluster id (shown as cluster + 1)
};

// Along one criterion's weight, the others keeping their proportions: where another cluster
// would rank first. Shares are fractions of the total weight.
struct WeightSensitivity
{
    QString criterion;
    double share = 0;                 // now
    std::optional<double> lowerShare; // below it another cluster ranks first
    std::optional<double> upperShare; // above it
    int lowerCluster = -1, upperCluster = -1;
    std::optional<double> distance() const; // to the nearer change, none when the top cluster never changes
};

struct StabilityResult
{
    StabilityOptions options;
    QString benchmark;
    int draws = 0;
    QStringList criteria;                         // the criteria drawn: those with a value for some configuration
    int variants = 1;                             // clusterings drawn from (k values × scopes)
    int topCluster = -1;                          // with the user's weights
    QList<ConfigurationStability> configurations; // in the analysis's order
    QList<ClusterStability> clusters;             // by cluster id
    QList<WeightSensitivity> sensitivity;         // per criterion drawn, the nearest change first
};

// Nullopt when the analysis has no ranking or `cancel` was set on the way. `progress` gets
// (draws done, draws) now and then.
std::optional<StabilityResult> analyseStability(const BenchmarkAnalysis &analysis, const StabilityOptions &options,
                                                const std::atomic<bool> *cancel = nullptr,
                                                const std::function<void(int, int)> &progress = {});

// The ranking's stability as ScaleScope shows it everywhere (the Stability page, the report, the
// CLI): drawn with the analysis's own seed, so that all three give the same answer for the same
// options.
StabilityOptions stabilityOptionsFor(const BenchmarkAnalysis &analysis, StabilityOptions options);
std::optional<StabilityResult> analysisStability(const BenchmarkAnalysis &analysis, const StabilityOptions &options,
                                                 const std::atomic<bool> *cancel = nullptr,
                                                 const std::function<void(int, int)> &progress = {});

} // namespace scalescope::analysis
