// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Phase 3 of the method: TOPSIS over benefit and cost criteria with user weights, and the Pareto
// front of time against accelerator count.
//
// TOPSIS (vector normalisation): each criterion column is divided by its Euclidean norm and
// multiplied by its weight (weights are normalised to sum to 1); the ideal takes the best value of
// each column (max for benefit, min for cost), the anti-ideal the worst; closeness =
// d⁻ / (d⁺ + d⁻). Missing values (NaN) are allowed: a row is compared on the criteria it has
// (the norms, ideal and anti-ideal of a column use the rows that have it), and is marked.
#include <Eigen/Core>

#include <QList>
#include <QString>

namespace scalescope::analysis {

struct Criterion
{
    QString name;
    bool benefit = true; // false: cost
    double weight = 1.0;
    bool operator==(const Criterion &) const = default;
};

struct TopsisResult
{
    QList<double> closeness; // per row, 0..1
    QList<int> rank;         // 1 = best; ties share the lower rank
    QList<bool> partial;     // ranked on fewer criteria (a value was missing)
};

TopsisResult topsis(const Eigen::MatrixXd &values, const QList<Criterion> &criteria);

// Rows on the Pareto front of (minimise x, minimise y): no other row is at least as good in both
// and better in one.
QList<bool> paretoFront(const QList<double> &x, const QList<double> &y);

// "time=1,efficiency=2" → weights by name; unknown names or bad numbers give an error text.
bool parseWeights(const QString &text, QList<Criterion> &criteria, QString *error);

// The method's default criteria, equal weights, and energy to train (cost) at weight 0: time-to-train (cost), efficiency
// (benefit), per-accelerator throughput (benefit), accelerators (cost).
QList<Criterion> defaultCriteria();

} // namespace scalescope::analysis
