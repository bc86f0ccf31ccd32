// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Phase 1 of the method: candidate variables per configuration, their transforms and
// standardisation, correlation matrices, PCA, and the automatic selection with its reasons.
// Missing values stay NaN; nothing is imputed.
#include "core/analysis/ScalingAnalysis.h"
#include "core/model/Configuration.h"

#include <Eigen/Core>

#include <QList>
#include <QString>
#include <QStringList>

namespace scalescope::analysis {

struct FeatureInfo
{
    QString name;      // stable key, e.g. "log2_accelerators"
    QString transform; // "log2", "log10", "none"
    int missing = 0;   // rows without a value
    double mean = 0;   // of the transformed values present (before z-scoring)
    double stddev = 0;
    double coefficientOfVariation = 0; // on the original scale
    bool selected = false;
    QString reason; // code, see featureReasonText()
    QStringList reasonArgs;
};

struct FeatureTable
{
    QList<FeatureInfo> features;
    Eigen::MatrixXd raw;          // rows × features, original units (NaN = missing)
    Eigen::MatrixXd standardized; // transformed and z-scored (NaN = missing)
};

// The candidate variables of the selection method, in a fixed order. Efficiency comes from the
// scaling analysis.
QStringList candidateFeatureNames();

FeatureTable buildFeatureTable(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling);

struct SelectionRules
{
    double maxMissingFraction = 0.30;        // drop a feature missing for more rows than this
    double minCoefficientOfVariation = 1e-3; // drop near-constant features
    double maxAbsCorrelation = 0.90;         // of each pair above this, keep one
    QStringList forceInclude;                // user overrides
    QStringList forceExclude;
    bool operator==(const SelectionRules &) const = default;
};

// Marks features selected or not, with the reason; returns the indices selected.
QList<int> selectFeatures(FeatureTable &table, const Eigen::MatrixXd &pearson, const SelectionRules &rules);

// Pairwise-complete correlation matrices over standardized columns.
Eigen::MatrixXd pearsonMatrix(const Eigen::MatrixXd &x);
Eigen::MatrixXd spearmanMatrix(const Eigen::MatrixXd &x);

struct PcaResult
{
    Eigen::VectorXd explainedVariance; // ratios, descending
    Eigen::MatrixXd loadings;          // features × components
    Eigen::MatrixXd scores;            // rows × components; a row with missing values is projected from the
                                       // values it has onto at most two components (the rest NaN)
    QList<bool> projected;             // per row: its scores come from such a projection
    int rowsUsed = 0;                  // complete rows (they alone make the covariance)
};
// PCA on the covariance of the complete rows of the given (standardized) columns; scores are
// computed unless withScores is false.
PcaResult pca(const Eigen::MatrixXd &standardized, bool withScores = true);
// PCA of a covariance matrix directly (eigen decomposition), for tests and tools.
PcaResult pcaFromCovariance(const Eigen::MatrixXd &covariance);

QString featureLabel(const QString &name);       // translated, for people
QString featureReasonText(const FeatureInfo &f); // translated

} // namespace scalescope::analysis
