// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Clustering of standardised feature rows (phase 2 of the method). Missing values are NaN and
// never imputed: k-means uses partial distances (the squared distance over the features both
// sides have, scaled up to all features), and centroids average the values present.
#include <Eigen/Core>

#include <QList>
#include <QString>

#include <cstdint>

namespace scalescope::analysis {

struct KMeansOptions
{
    int k = 5;
    int restarts = 10; // k-means++ seedings; the lowest inertia wins
    int maxIterations = 100;
    double tolerance = 1e-10; // stop when no centroid moves more than this (squared)
    uint64_t seed = 42;
};

struct ClusterResult
{
    QList<int> labels;         // per row, 0..k-1 (-1 for rows with nothing to cluster on)
    Eigen::MatrixXd centroids; // k × features
    double inertia = 0;        // sum of squared (partial) distances to the own centroid
    int iterations = 0;
};

// Squared partial distance: Σ over features present in both (a_i − b_i)², scaled by
// features / present. Returns NaN when no feature is shared.
double partialSquaredDistance(const double *a, const double *b, int features);

ClusterResult kMeans(const Eigen::MatrixXd &rows, const KMeansOptions &options);

// Lloyd iterations from given centres (for benchmarks against other libraries).
ClusterResult kMeansFrom(const Eigen::MatrixXd &rows, const Eigen::MatrixXd &initialCentres, int iterations, double tolerance);

// Ward agglomerative clustering cut at k clusters (rows must be complete; O(n²) memory).
ClusterResult wardClustering(const Eigen::MatrixXd &rows, int k);

// Quality indices. Silhouette is exact up to sampleLimit rows, else computed on a seeded sample.
double silhouette(const Eigen::MatrixXd &rows, const QList<int> &labels, int sampleLimit = 5000, uint64_t seed = 42);
double daviesBouldin(const Eigen::MatrixXd &rows, const QList<int> &labels);
double calinskiHarabasz(const Eigen::MatrixXd &rows, const QList<int> &labels);

struct KSweepRow
{
    int k = 0;
    double silhouette = 0;
    double inertia = 0;
    double daviesBouldin = 0;
    double calinskiHarabasz = 0;
};

} // namespace scalescope::analysis
