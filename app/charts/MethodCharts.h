// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Charts of the three-phase method: the cluster scatter (PC1/PC2 or any two variables, a colour
// per cluster, centroids and an outline per cluster) and the Pareto chart of time against
// accelerators with the front drawn.
#include "core/analysis/BenchmarkAnalysis.h"

#include <QPointF>

class QChart;

namespace scalescope::charts {

// Axis choices: "pc1", "pc2", or a feature name from candidateFeatureNames().
QStringList scatterAxisChoices();
QString scatterAxisLabel(const QString &choice);
// The chart's axis title for a choice: its values' own units, and ", log scale" on a log axis.
QString scatterAxisTitle(const QString &choice, bool log);

// The scatter's points: a configuration with a cluster and a value on both axes (log axes drop
// values that are not positive; principal components are never on a log axis).
struct ScatterPoint
{
    QString id;
    int cluster = 0; // 0-based
    double x = 0, y = 0;
    bool projected = false; // on principal components from the variables it has (some missing)
};
QList<ScatterPoint> clusterScatterPoints(const analysis::BenchmarkAnalysis &analysis, const QString &xChoice,
                                         const QString &yChoice, bool logX, bool logY);

QChart *createClusterScatter(const analysis::BenchmarkAnalysis &analysis, const QString &xChoice = QStringLiteral("pc1"),
                             const QString &yChoice = QStringLiteral("pc2"), bool logX = false, bool logY = false);
QChart *createParetoChart(const analysis::BenchmarkAnalysis &analysis);

// The clustering algorithm's name for people, as the algorithm box shows it ("k-means++", "Ward").
QString algorithmName(const QString &key);

// A ranking criterion's name for people ("Time to train (less is better)").
QString criterionLabel(const QString &name);

// Convex hull (Andrew's monotone chain), counter-clockwise, first point not repeated.
QList<QPointF> convexHull(QList<QPointF> points);

} // namespace scalescope::charts
