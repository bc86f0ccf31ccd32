// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/Ranking.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace scalescope::analysis {

QList<Criterion> defaultCriteria()
{
    return {{QStringLiteral("time"), false, 1.0},
            {QStringLiteral("efficiency"), true, 1.0},
            {QStringLiteral("per_accelerator_throughput"), true, 1.0},
            {QStringLiteral("accelerators"), false, 1.0},
            // Only folders with power logs (or an energy table) have it: weight 0 until the user asks.
            {QStringLiteral("energy"), false, 0.0}};
}

bool parseWeights(const QString &text, QList<Criterion> &criteria, QString *error)
{
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = part.split(QLatin1Char('='));
        bool ok = false;
        const double w = kv.value(1).toDouble(&ok);
        auto it =
            std::find_if(criteria.begin(), criteria.end(), [&](const Criterion &c) { return c.name == kv.value(0).trimmed(); });
        if (kv.size() != 2 || !ok || w < 0 || it == criteria.end()) {
            if (error)
                *error = part;
            return false;
        }
        it->weight = w;
    }
    return true;
}

TopsisResult topsis(const Eigen::MatrixXd &v, const QList<Criterion> &criteria)
{
    const int n = int(v.rows()), m = int(v.cols());
    TopsisResult r;
    double wsum = 0;
    for (const Criterion &c : criteria)
        wsum += c.weight;
    std::vector<double> norm(size_t(m), 0), best(static_cast<size_t>(m)), worst(static_cast<size_t>(m));
    Eigen::MatrixXd w = v;
    for (int j = 0; j < m; ++j) {
        double s = 0;
        for (int i = 0; i < n; ++i)
            if (!std::isnan(v(i, j)))
                s += v(i, j) * v(i, j);
        norm[size_t(j)] = std::sqrt(s);
        const double weight = wsum > 0 ? criteria[j].weight / wsum : 0;
        bool first = true;
        for (int i = 0; i < n; ++i) {
            if (std::isnan(v(i, j)))
                continue;
            w(i, j) = norm[size_t(j)] > 0 ? v(i, j) / norm[size_t(j)] * weight : 0;
            if (first) {
                best[size_t(j)] = worst[size_t(j)] = w(i, j);
                first = false;
            } else if (criteria[j].benefit) {
                best[size_t(j)] = std::max(best[size_t(j)], w(i, j));
                worst[size_t(j)] = std::min(worst[size_t(j)], w(i, j));
            } else {
                best[size_t(j)] = std::min(best[size_t(j)], w(i, j));
                worst[size_t(j)] = std::max(worst[size_t(j)], w(i, j));
            }
        }
    }
    for (int i = 0; i < n; ++i) {
        double dp = 0, dn = 0;
        bool partial = false;
        for (int j = 0; j < m; ++j) {
            if (std::isnan(v(i, j))) {
                partial = partial || criteria[j].weight > 0; // a criterion that counts is missing
                continue;
            }
            dp += (w(i, j) - best[size_t(j)]) * (w(i, j) - best[size_t(j)]);
            dn += (w(i, j) - worst[size_t(j)]) * (w(i, j) - worst[size_t(j)]);
        }
        dp = std::sqrt(dp), dn = std::sqrt(dn);
        r.closeness << (dp + dn > 0 ? dn / (dp + dn) : 0.0);
        r.partial << partial;
    }
    std::vector<int> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return r.closeness[a] > r.closeness[b]; });
    r.rank = QList<int>(n, 0);
    for (int p = 0; p < n; ++p) {
        const int i = order[size_t(p)];
        r.rank[i] = (p > 0 && r.closeness[order[size_t(p - 1)]] == r.closeness[i]) ? r.rank[order[size_t(p - 1)]] : p + 1;
    }
    return r;
}

QList<bool> paretoFront(const QList<double> &x, const QList<double> &y)
{
    const qsizetype n = x.size();
    QList<bool> front(n, false);
    for (qsizetype i = 0; i < n; ++i) {
        if (std::isnan(x[i]) || std::isnan(y[i]))
            continue;
        bool dominated = false;
        for (qsizetype j = 0; j < n && !dominated; ++j) {
            if (j == i || std::isnan(x[j]) || std::isnan(y[j]))
                continue;
            dominated = x[j] <= x[i] && y[j] <= y[i] && (x[j] < x[i] || y[j] < y[i]);
        }
        front[i] = !dominated;
    }
    return front;
}

} // namespace scalescope::analysis
