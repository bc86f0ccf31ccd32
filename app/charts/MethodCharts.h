#pragma once
// Charts of the three-phase method: the cluster scatter (PC1/PC2 or any two variables, a colour
// per cluster, centroids and an outline per cluster) and the Pareto chart of time against
// accelerators with the front drawn.
#include "app/state/MethodRunner.h"

class QChart;

namespace scalescope {

// Axis choices: "pc1", "pc2", or a feature name from candidateFeatureNames().
QStringList scatterAxisChoices();
QString scatterAxisLabel(const QString &choice);

QChart *createClusterScatter(const MethodRun &run, const QString &xChoice = QStringLiteral("pc1"),
                             const QString &yChoice = QStringLiteral("pc2"), bool logX = false, bool logY = false);
QChart *createParetoChart(const MethodRun &run);

// A ranking criterion's name for people ("Time to train (less is better)").
QString criterionLabel(const QString &name);

// Convex hull (Andrew's monotone chain), counter-clockwise, first point not repeated.
QList<QPointF> convexHull(QList<QPointF> points);

} // namespace scalescope
