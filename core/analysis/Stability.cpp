// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/Stability.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <vector>

namespace scalescope::analysis {
namespace {

// The engine's output is fixed by the standard; std's distributions are not, so the ones needed
// are written here and a seed gives the same draws everywhere.
class RandomDraws
{
public:
    explicit RandomDraws(quint64 seed) : m_engine(seed) {}
    double uniform() { return double(m_engine() >> 11) * 0x1.0p-53; } // [0, 1)
    int below(int n) { return std::min(n - 1, int(uniform() * n)); }
    double normal() // Marsaglia's polar method
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        double u, v, s;
        do {
            u = 2 * uniform() - 1;
            v = 2 * uniform() - 1;
            s = u * u + v * v;
        } while (s >= 1 || s == 0);
        const double f = std::sqrt(-2 * std::log(s) / s);
        m_spare = v * f;
        m_hasSpare = true;
        return u * f;
    }
    double gamma(double shape) // Marsaglia and Tsang (2000); shape < 1 by boosting to shape + 1
    {
        if (shape == 1)
            return -std::log(1 - uniform());
        if (shape < 1)
            return gamma(shape + 1) * std::pow(1 - uniform(), 1 / shape);
        const double d = shape - 1.0 / 3, c = 1 / std::sqrt(9 * d);
        for (;;) {
            double x, v;
            do {
                x = normal();
                v = 1 + c * x;
            } while (v <= 0);
            v = v * v * v;
            const double u = 1 - uniform();
            if (std::log(u) < 0.5 * x * x + d - d * v + d * std::log(v))
                return d * v;
        }
    }

private:
    std::mt19937_64 m_engine;
    bool m_hasSpare = false;
    double m_spare = 0;
};

// TOPSIS with the weights factored out: each row's squared distance to the ideal (and anti-ideal)
// along every criterion, on the normalised column. For weights w the distances are
// sqrt(Σ w_j² · D_ij), exactly what topsis() computes (best and worst do not move with w ≥ 0).
struct WeightFreeTopsis
{
    Eigen::MatrixXd toBest, toWorst;

    WeightFreeTopsis(const Eigen::MatrixXd &v, const QList<Criterion> &criteria)
        : toBest(Eigen::MatrixXd::Zero(v.rows(), v.cols())), toWorst(Eigen::MatrixXd::Zero(v.rows(), v.cols()))
    {
        for (int j = 0; j < v.cols(); ++j) {
            double norm = 0;
            for (int i = 0; i < v.rows(); ++i)
                if (!std::isnan(v(i, j)))
                    norm += v(i, j) * v(i, j);
            norm = std::sqrt(norm);
            double best = 0, worst = 0;
            bool first = true;
            for (int i = 0; i < v.rows(); ++i) {
                if (std::isnan(v(i, j)))
                    continue;
                const double r = norm > 0 ? v(i, j) / norm : 0;
                const bool benefit = criteria[j].benefit;
                if (first) {
                    best = worst = r;
                    first = false;
                } else {
                    best = benefit ? std::max(best, r) : std::min(best, r);
                    worst = benefit ? std::min(worst, r) : std::max(worst, r);
                }
            }
            for (int i = 0; i < v.rows(); ++i) {
                if (std::isnan(v(i, j)))
                    continue;
                const double r = norm > 0 ? v(i, j) / norm : 0;
                toBest(i, j) = (r - best) * (r - best);
                toWorst(i, j) = (r - worst) * (r - worst);
            }
        }
    }

    // Closeness of every row for squared weights `w2`.
    void closeness(const Eigen::VectorXd &w2, Eigen::VectorXd &out) const
    {
        const Eigen::VectorXd dp = (toBest * w2).cwiseSqrt(), dn = (toWorst * w2).cwiseSqrt();
        out.resize(dp.size());
        for (Eigen::Index i = 0; i < dp.size(); ++i)
            out[i] = dp[i] + dn[i] > 0 ? dn[i] / (dp[i] + dn[i]) : 0.0;
    }
};

// Rows by closeness, best first; equal closeness keeps the table's order (as topsis() ranks).
void orderByCloseness(const Eigen::VectorXd &closeness, std::vector<int> &order)
{
    order.resize(size_t(closeness.size()));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return closeness[a] > closeness[b]; });
}

// Ranks with ties sharing the lower one, as topsis() gives them.
void ranksFromOrder(const Eigen::VectorXd &closeness, const std::vector<int> &order, std::vector<int> &rank)
{
    rank.assign(order.size(), 0);
    for (size_t p = 0; p < order.size(); ++p) {
        const int i = order[p];
        rank[size_t(i)] = (p > 0 && closeness[order[p - 1]] == closeness[i]) ? rank[size_t(order[p - 1])] : int(p) + 1;
    }
}

// One clustering drawn from: its cluster criteria, and how its clusters map to the analysis's.
struct Variant
{
    int clusters = 0;
    std::optional<WeightFreeTopsis> configurations, clusterRows;
    std::vector<int> toMain;   // variant cluster → the analysis's cluster holding most of its members
    std::vector<int> fromMain; // the analysis's cluster → the variant cluster holding most of its members
};

int clusterCount(const QList<int> &labels)
{
    return labels.isEmpty() ? 0 : *std::max_element(labels.begin(), labels.end()) + 1;
}

void mapClusters(Variant &v, const QList<int> &mainLabels, int mainClusters, const QList<int> &labels)
{
    std::vector<std::vector<int>> overlap(size_t(v.clusters), std::vector<int>(size_t(mainClusters), 0));
    for (int i = 0; i < labels.size() && i < mainLabels.size(); ++i)
        if (labels[i] >= 0 && mainLabels[i] >= 0)
            ++overlap[size_t(labels[i])][size_t(mainLabels[i])];
    v.toMain.assign(size_t(v.clusters), -1);
    v.fromMain.assign(size_t(mainClusters), -1);
    for (int c = 0; c < v.clusters; ++c) {
        int best = 0;
        for (int q = 0; q < mainClusters; ++q)
            if (overlap[size_t(c)][size_t(q)] > best) {
                best = overlap[size_t(c)][size_t(q)];
                v.toMain[size_t(c)] = q;
            }
    }
    for (int q = 0; q < mainClusters; ++q) {
        int best = 0;
        for (int c = 0; c < v.clusters; ++c)
            if (overlap[size_t(c)][size_t(q)] > best) {
                best = overlap[size_t(c)][size_t(q)];
                v.fromMain[size_t(q)] = c;
            }
    }
}

// Rank counts → probabilities and quantiles (the smallest rank whose cumulative share reaches p).
void fillSpread(RankSpread &s, const std::vector<int> &rankCounts, int top1, int top3, int draws)
{
    s.top1 = draws > 0 ? double(top1) / draws : 0;
    s.top3 = draws > 0 ? double(top3) / draws : 0;
    auto quantile = [&](double p) {
        const double target = p * draws;
        double cumulative = 0;
        for (size_t r = 0; r < rankCounts.size(); ++r) {
            cumulative += rankCounts[r];
            if (cumulative >= target && cumulative > 0)
                return int(r) + 1;
        }
        return int(rankCounts.size());
    };
    s.medianRank = quantile(0.5);
    s.rankP05 = quantile(0.05);
    s.rankP95 = quantile(0.95);
}

// The first cluster with the weights `shares` (over the drawn criteria).
int topClusterFor(const WeightFreeTopsis &clusters, const std::vector<int> &drawn, int criteria,
                  const std::vector<double> &shares)
{
    Eigen::VectorXd w2 = Eigen::VectorXd::Zero(criteria), closeness;
    for (size_t d = 0; d < drawn.size(); ++d)
        w2[drawn[d]] = shares[d] * shares[d];
    clusters.closeness(w2, closeness);
    std::vector<int> order;
    orderByCloseness(closeness, order);
    return order.empty() ? -1 : order.front();
}

// Shares along criterion `axis` at `t`, the others scaled to keep their proportions.
std::vector<double> sharesAlong(const std::vector<double> &base, size_t axis, double t)
{
    std::vector<double> s(base.size());
    const double rest = 1 - base[axis];
    for (size_t d = 0; d < base.size(); ++d)
        s[d] = d == axis ? t : (rest > 1e-12 ? base[d] * (1 - t) / rest : (1 - t) / double(base.size() - 1));
    return s;
}

WeightSensitivity sensitivityAlong(const WeightFreeTopsis &clusters, const std::vector<int> &drawn, int criteria,
                                   const std::vector<double> &base, size_t axis, int top)
{
    WeightSensitivity out;
    out.share = base[axis];
    auto topAt = [&](double t) { return topClusterFor(clusters, drawn, criteria, sharesAlong(base, axis, t)); };
    constexpr double step = 0.005;
    for (int direction : {-1, +1}) {
        double same = base[axis];
        for (;;) {
            const double next = std::clamp(same + direction * step, 0.0, 1.0);
            if (next == same)
                break;
            const int winner = topAt(next);
            if (winner != top) {
                double lo = same, hi = next; // top at lo, another at hi: narrow down
                int other = winner;
                for (int it = 0; it < 40; ++it) {
                    const double mid = (lo + hi) / 2;
                    const int w = topAt(mid);
                    if (w == top)
                        lo = mid;
                    else
                        hi = mid, other = w;
                }
                (direction < 0 ? out.lowerShare : out.upperShare) = hi;
                (direction < 0 ? out.lowerCluster : out.upperCluster) = other;
                break;
            }
            same = next;
        }
    }
    return out;
}

} // namespace

QString weightSamplingKey(WeightSampling sampling)
{
    return sampling == WeightSampling::Simplex ? QStringLiteral("simplex") : QStringLiteral("around");
}

std::optional<double> WeightSensitivity::distance() const
{
    std::optional<double> d;
    if (lowerShare)
        d = share - *lowerShare;
    if (upperShare)
        d = d ? std::min(*d, *upperShare - share) : *upperShare - share;
    return d;
}

std::optional<StabilityResult> analyseStability(const BenchmarkAnalysis &a, const StabilityOptions &o,
                                                const std::atomic<bool> *cancel, const std::function<void(int, int)> &progress)
{
    if (!a.method || a.configurations.isEmpty() || o.draws <= 0)
        return std::nullopt;
    const MethodResult &main = *a.method;
    const QList<Criterion> &criteria = a.settings.method.criteria;
    const int m = int(criteria.size()), n = int(a.configurations.size());
    const int mainClusters = clusterCount(main.labels);
    StabilityResult out;
    out.options = o;
    out.benchmark = a.benchmark;
    out.draws = o.draws;

    // The criteria drawn: those some configuration has a value for (in "around" mode, and with a weight).
    const Eigen::MatrixXd mainCrit = criterionMatrix(a.configurations, a.scaling, criteria);
    std::vector<int> drawn;
    for (int j = 0; j < m; ++j) {
        const bool hasValue = !mainCrit.col(j).array().isNaN().all();
        if (hasValue && (o.sampling == WeightSampling::Simplex || criteria[j].weight > 0))
            drawn.push_back(j);
    }
    if (drawn.empty())
        return std::nullopt;
    for (int j : drawn)
        out.criteria << criteria[j].name;
    std::vector<double> userShares(drawn.size());
    double userSum = 0;
    for (size_t d = 0; d < drawn.size(); ++d)
        userSum += criteria[drawn[d]].weight;
    for (size_t d = 0; d < drawn.size(); ++d)
        userShares[d] = userSum > 0 ? criteria[drawn[d]].weight / userSum : 1.0 / double(drawn.size());

    // The clusterings drawn from: every k of the range with every scope asked for; the analysis's
    // own is reused, the others are clustered once here.
    QList<int> ks{main.chosenK};
    if (o.kFrom > 0 && o.kTo >= o.kFrom) {
        ks.clear();
        for (int k = o.kFrom; k <= o.kTo; ++k)
            ks << k;
    }
    QList<ReferenceScope> scopes{a.scaling.scope};
    if (o.varyScope)
        scopes = {ReferenceScope::Round, ReferenceScope::AllRounds, ReferenceScope::Org};
    std::vector<Variant> variants;
    for (ReferenceScope scope : scopes) {
        const bool sameScope = scope == a.scaling.scope;
        const ScalingAnalysis scaling = sameScope ? a.scaling : analyseScaling(a.configurations, scope);
        const Eigen::MatrixXd crit = sameScope ? mainCrit : criterionMatrix(a.configurations, scaling, criteria);
        std::optional<MethodResult> variables;
        for (int k : ks) {
            if (cancel && cancel->load())
                return std::nullopt;
            QList<int> labels = main.labels;
            if (!(sameScope && k == main.chosenK)) {
                if (!variables) {
                    variables.emplace();
                    selectMethodVariables(*variables, a.configurations, scaling, a.settings.method.rules);
                }
                MethodOptions mo = a.settings.method;
                mo.k = k;
                mo.autoK = false;
                mo.sweepFrom = 1, mo.sweepTo = 0; // no sweep: one clustering at k
                if (!clusterMethodResult(*variables, a.configurations, mo, cancel))
                    return std::nullopt;
                labels = variables->labels;
            }
            Variant v;
            v.clusters = clusterCount(labels);
            v.configurations.emplace(crit, criteria);
            v.clusterRows.emplace(clusterCriterionMatrix(labels, crit, v.clusters), criteria);
            mapClusters(v, main.labels, mainClusters, labels);
            variants.push_back(std::move(v));
        }
    }
    out.variants = int(variants.size());

    // The draws.
    RandomDraws rng(o.seed);
    std::vector<std::vector<int>> configRanks(size_t(n), std::vector<int>(size_t(n), 0));
    std::vector<int> configTop1(size_t(n), 0), configTop3(size_t(n), 0);
    int maxClusters = 0;
    for (const Variant &v : variants)
        maxClusters = std::max(maxClusters, v.clusters);
    std::vector<std::vector<int>> clusterRanks(size_t(mainClusters), std::vector<int>(size_t(std::max(1, maxClusters)), 0));
    std::vector<int> clusterTop1(size_t(mainClusters), 0), clusterTop3(size_t(mainClusters), 0);
    Eigen::VectorXd w2(m), closeness;
    std::vector<int> order, rank;
    std::vector<double> shares(drawn.size());
    std::vector<char> inTop3(static_cast<size_t>(mainClusters));
    for (int draw = 0; draw < o.draws; ++draw) {
        if (draw % 1000 == 0) {
            if (cancel && cancel->load())
                return std::nullopt;
            if (progress)
                progress(draw, o.draws);
        }
        const Variant &v = variants[size_t(variants.size() == 1 ? 0 : rng.below(int(variants.size())))];
        double sum = 0;
        for (size_t d = 0; d < drawn.size(); ++d) {
            shares[d] = o.sampling == WeightSampling::Simplex
                            ? rng.gamma(o.concentration)
                            : std::max(0.0, userShares[d] * (1 + o.spread * (2 * rng.uniform() - 1)));
            sum += shares[d];
        }
        w2.setZero();
        for (size_t d = 0; d < drawn.size(); ++d)
            w2[drawn[d]] = sum > 0 ? (shares[d] / sum) * (shares[d] / sum) : 0;

        v.configurations->closeness(w2, closeness);
        orderByCloseness(closeness, order);
        ranksFromOrder(closeness, order, rank);
        for (int i = 0; i < n; ++i)
            ++configRanks[size_t(i)][size_t(rank[size_t(i)] - 1)];
        ++configTop1[size_t(order[0])]; // a tie for first goes to the first in the table, so these sum to 1
        for (size_t p = 0; p < std::min<size_t>(3, order.size()); ++p)
            ++configTop3[size_t(order[p])];

        if (v.clusters == 0 || mainClusters == 0)
            continue;
        v.clusterRows->closeness(w2, closeness);
        orderByCloseness(closeness, order);
        ranksFromOrder(closeness, order, rank);
        if (const int q = v.toMain[size_t(order[0])]; q >= 0)
            ++clusterTop1[size_t(q)];
        std::fill(inTop3.begin(), inTop3.end(), 0);
        for (size_t p = 0; p < std::min<size_t>(3, order.size()); ++p)
            if (const int q = v.toMain[size_t(order[p])]; q >= 0)
                inTop3[size_t(q)] = 1;
        for (int q = 0; q < mainClusters; ++q) {
            clusterTop3[size_t(q)] += inTop3[size_t(q)];
            const int c = v.fromMain[size_t(q)];
            ++clusterRanks[size_t(q)][size_t(c >= 0 ? rank[size_t(c)] - 1 : maxClusters - 1)];
        }
    }
    if (progress)
        progress(o.draws, o.draws);

    for (int i = 0; i < n; ++i) {
        ConfigurationStability s;
        s.index = i;
        s.id = a.configurations[i].id;
        s.rankAtWeights = main.configurationRanking.rank.value(i);
        fillSpread(s, configRanks[size_t(i)], configTop1[size_t(i)], configTop3[size_t(i)], o.draws);
        out.configurations << s;
    }
    for (int q = 0; q < mainClusters; ++q) {
        ClusterStability s;
        s.cluster = q;
        for (const ClusterProfile &p : main.clusters)
            if (p.id == q)
                s.rankAtWeights = p.rank;
        fillSpread(s, clusterRanks[size_t(q)], clusterTop1[size_t(q)], clusterTop3[size_t(q)], o.draws);
        out.clusters << s;
    }

    // Sensitivity, on the analysis's own clustering, from the user's weights.
    if (mainClusters > 0) {
        const WeightFreeTopsis clusters(clusterCriterionMatrix(main.labels, mainCrit, mainClusters), criteria);
        out.topCluster = topClusterFor(clusters, drawn, m, userShares);
        if (drawn.size() > 1)
            for (size_t d = 0; d < drawn.size(); ++d) {
                WeightSensitivity s = sensitivityAlong(clusters, drawn, m, userShares, d, out.topCluster);
                s.criterion = criteria[drawn[d]].name;
                out.sensitivity << s;
            }
        std::stable_sort(out.sensitivity.begin(), out.sensitivity.end(),
                         [](const WeightSensitivity &x, const WeightSensitivity &y) {
                             const auto dx = x.distance(), dy = y.distance();
                             return dx && (!dy || *dx < *dy);
                         });
    }
    return out;
}

StabilityOptions stabilityOptionsFor(const BenchmarkAnalysis &analysis, StabilityOptions options)
{
    options.seed = analysis.settings.method.seed;
    return options;
}

std::optional<StabilityResult> analysisStability(const BenchmarkAnalysis &analysis, const StabilityOptions &options,
                                                 const std::atomic<bool> *cancel, const std::function<void(int, int)> &progress)
{
    return analyseStability(analysis, stabilityOptionsFor(analysis, options), cancel, progress);
}

} // namespace scalescope::analysis
