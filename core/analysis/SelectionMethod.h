// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The three-phase method for one benchmark: phase 1 chooses the variables, phase 2 clusters the
// configurations (k-means++ with restarts and a fixed seed, or Ward), phase 3 ranks
// configurations and clusters with TOPSIS and finds the Pareto front of time against
// accelerators; then a plain-language recommendation. Deterministic for a given seed.
#include "core/analysis/Clustering.h"
#include "core/analysis/FeatureSelection.h"
#include "core/analysis/Ranking.h"

#include <QMap>

#include <atomic>

namespace scalescope::analysis {

struct MethodOptions
{
    int k = 5;                                    // the published choice
    bool autoK = false;                           // best silhouette in the sweep
    QString algorithm = QStringLiteral("kmeans"); // or "ward"
    QList<Criterion> criteria = defaultCriteria();
    uint64_t seed = 42;
    int restarts = 10;
    bool keepDuplicates = false; // byte-identical duplicate configurations count once unless set
    SelectionRules rules;
    int sweepFrom = 2, sweepTo = 10;
    bool operator==(const MethodOptions &) const = default;
};

struct ClusterProfile
{
    int id = 0;
    int size = 0;
    double medianAccelerators = 0, minAccelerators = 0, maxAccelerators = 0;
    double medianMinutes = 0;
    std::optional<double> medianEfficiency;
    std::optional<double> medianPerAcceleratorThroughput;
    std::optional<double> medianHostCoresPerAccelerator;
    QList<QPair<QString, int>> models; // catalog entry names (or raw names) by count, descending
    QString dominantGeneration;        // architecture of the most common model
    QStringList members;               // configuration ids
    double topsis = 0;
    int rank = 0;
};

struct MethodResult
{
    QString benchmark;
    FeatureTable features;
    Eigen::MatrixXd pearson, spearman;
    PcaResult pca;       // of the selected, standardized variables
    QList<int> selected; // feature indices
    QList<KSweepRow> sweep;
    QMap<QString, int> favouredK; // "silhouette", "davies_bouldin", "calinski_harabasz", "inertia_elbow"
    int chosenK = 0;
    QString algorithm;
    QList<int> labels;              // per configuration; -1 when it has nothing to cluster on
    QList<bool> duplicate;          // counted once: assigned to the nearest cluster, not fitted
    QList<ClusterProfile> clusters; // by rank
    TopsisResult configurationRanking;
    QList<bool> pareto;
    QString recommendation; // in the language installed when it was ranked; methodRecommendation() for now
};

// All three phases. BenchmarkAnalysis runs them as stages, each only when its inputs changed.
MethodResult runSelectionMethod(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                                const MethodOptions &options);

// Phase 1 alone: the feature table, correlations, the selected variables and their PCA.
void selectMethodVariables(MethodResult &result, const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                           const SelectionRules &rules);
// Phase 2 alone (phase 1 done): the k sweep, the chosen k, the labels and duplicate flags.
// Returns false when `cancel` was set on the way (the result is then incomplete).
bool clusterMethodResult(MethodResult &result, const QList<model::Configuration> &configs, const MethodOptions &options,
                         const std::atomic<bool> *cancel = nullptr);
// The standardised columns of the selected variables (rows × selected).
Eigen::MatrixXd selectedColumns(const MethodResult &result);

// Whether two option sets give the same phase 1 / phase 2 (the weights only matter to phase 3).
bool sameVariableSettings(const MethodOptions &a, const MethodOptions &b);
bool sameClusterSettings(const MethodOptions &a, const MethodOptions &b);

// Phase 3 again with other weights (cheap: clusters stay as they are): the configuration and
// cluster rankings and the recommendation are recomputed in place.
void rankMethodResult(MethodResult &result, const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                      const QList<Criterion> &criteria);

// Phase 3's input: each configuration's value of each criterion (NaN where it has none), and each
// cluster's median of its members' values (rows = cluster ids 0..k-1).
Eigen::MatrixXd criterionMatrix(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                                const QList<Criterion> &criteria);
Eigen::MatrixXd clusterCriterionMatrix(const QList<int> &labels, const Eigen::MatrixXd &crit, int k);

// The recommendation in words, in the current language: the winning cluster, its best
// configurations and, when another cluster is faster, the trade-off.
QString methodRecommendation(const MethodResult &result, const QList<model::Configuration> &configs);

// A cluster's commonest models with their counts, "+N others" for the rest: "A (38); B (7); +2 others".
QString clusterModelsText(const ClusterProfile &profile, int shown = 3);

} // namespace scalescope::analysis
