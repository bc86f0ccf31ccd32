// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/Clustering.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <thread>
#include <vector>

namespace scalescope::analysis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

int clusterCount(const QList<int> &labels)
{
    int k = 0;
    for (int l : labels)
        k = std::max(k, l + 1);
    return k;
}

// Row-major copy for fast row access.
using RowMajor = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

bool hasAny(const double *row, int f)
{
    for (int j = 0; j < f; ++j)
        if (!std::isnan(row[j]))
            return true;
    return false;
}

bool isComplete(const RowMajor &x)
{
    return !x.array().isNaN().any();
}

// New centroids: mean of present values per feature; an empty cluster keeps its centre.
double update(const RowMajor &x, const std::vector<int> &labels, RowMajor &c)
{
    const int k = int(c.rows()), f = int(x.cols());
    RowMajor sum = RowMajor::Zero(k, f), count = RowMajor::Zero(k, f);
    for (int i = 0; i < x.rows(); ++i) {
        const int l = labels[size_t(i)];
        if (l < 0)
            continue;
        for (int j = 0; j < f; ++j) {
            const double v = x(i, j);
            if (!std::isnan(v)) {
                sum(l, j) += v;
                count(l, j) += 1;
            }
        }
    }
    double moved = 0;
    for (int l = 0; l < k; ++l)
        for (int j = 0; j < f; ++j)
            if (count(l, j) > 0) {
                const double v = sum(l, j) / count(l, j);
                moved = std::max(moved, (v - c(l, j)) * (v - c(l, j)));
                c(l, j) = v;
            }
    return moved;
}

// One Lloyd step over rows [lo, hi): assign each row to its nearest centre and add it to that
// centre's running sums (per feature, only values present).
struct Partial
{
    RowMajor sum, count;
    double inertia = 0;
};

void assignAndAccumulate(const RowMajor &x, const RowMajor &c, std::vector<int> &labels, int lo, int hi, bool complete,
                         Partial &p)
{
    const int f = int(x.cols()), k = int(c.rows());
    if (complete) {
        // Blocks of rows: ‖x − c‖² = ‖x‖² − 2·x·c + ‖c‖², the cross term as one small matrix product.
        const Eigen::VectorXd cNorm = c.rowwise().squaredNorm();
        constexpr int kBlock = 4096;
        RowMajor d;
        for (int b = lo; b < hi; b += kBlock) {
            const int rows = std::min(kBlock, hi - b);
            const Eigen::Map<const RowMajor> block(x.data() + Eigen::Index(b) * f, rows, f);
            d.noalias() = -2.0 * block * c.transpose();
            d.rowwise() += cNorm.transpose();
            for (int i = 0; i < rows; ++i) {
                const double *di = d.data() + Eigen::Index(i) * k;
                int best = 0;
                for (int j = 1; j < k; ++j)
                    if (di[j] < di[best])
                        best = j;
                const double *row = block.data() + Eigen::Index(i) * f;
                double norm = 0;
                double *sum = p.sum.data() + Eigen::Index(best) * f;
                for (int q = 0; q < f; ++q) {
                    norm += row[q] * row[q];
                    sum[q] += row[q];
                }
                labels[size_t(b) + size_t(i)] = best;
                p.inertia += std::max(0.0, di[best] + norm);
                p.count(best, 0) += 1;
            }
        }
        return;
    }
    for (int i = lo; i < hi; ++i) {
        const double *row = x.row(i).data();
        double best = std::numeric_limits<double>::infinity();
        int bestJ = -1;
        for (int j = 0; j < k; ++j) {
            const double dd = partialSquaredDistance(row, c.row(j).data(), f);
            if (dd < best) {
                best = dd;
                bestJ = j;
            }
        }
        labels[size_t(i)] = bestJ;
        if (bestJ < 0)
            continue;
        p.inertia += best;
        for (int q = 0; q < f; ++q)
            if (!std::isnan(row[q]))
                p.sum(bestJ, q) += row[q], p.count(bestJ, q) += 1;
    }
}

// Assigns every row; returns the inertia; fills new centres in `next` (empty clusters keep theirs).
double lloydStep(const RowMajor &x, const RowMajor &c, std::vector<int> &labels, bool complete, RowMajor &next)
{
    const int n = int(x.rows()), k = int(c.rows()), f = int(x.cols());
    const int threads = n > 20000 ? std::max(1, int(std::thread::hardware_concurrency())) : 1;
    std::vector<Partial> parts(static_cast<size_t>(threads));
    for (Partial &p : parts) {
        p.sum = RowMajor::Zero(k, f);
        p.count = RowMajor::Zero(k, f);
    }
    const int chunk = (n + threads - 1) / threads;
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(assignAndAccumulate, std::cref(x), std::cref(c), std::ref(labels), std::min(n, t * chunk),
                          std::min(n, (t + 1) * chunk), complete, std::ref(parts[size_t(t)]));
    assignAndAccumulate(x, c, labels, 0, std::min(n, chunk), complete, parts[0]);
    for (auto &th : pool)
        th.join();
    RowMajor sum = RowMajor::Zero(k, f), count = RowMajor::Zero(k, f);
    double inertia = 0;
    for (const Partial &p : parts) {
        sum += p.sum;
        count += p.count;
        inertia += p.inertia;
    }
    next = c;
    for (int l = 0; l < k; ++l)
        for (int q = 0; q < f; ++q) {
            const double cnt = complete ? count(l, 0) : count(l, q);
            if (cnt > 0)
                next(l, q) = sum(l, q) / cnt;
        }
    return inertia;
}

ClusterResult lloyd(const RowMajor &x, RowMajor c, int maxIterations, double tolerance)
{
    ClusterResult r;
    std::vector<int> labels(size_t(x.rows()), -1);
    const bool complete = isComplete(x);
    RowMajor next;
    for (r.iterations = 0; r.iterations < maxIterations;) {
        lloydStep(x, c, labels, complete, next);
        ++r.iterations;
        const double moved = (next - c).rowwise().squaredNorm().maxCoeff();
        c = next;
        if (moved <= tolerance)
            break;
    }
    // Final assignment to the final centres (labels and inertia agree with them).
    r.inertia = lloydStep(x, c, labels, complete, next);
    r.labels = QList<int>(labels.begin(), labels.end());
    r.centroids = c;
    return r;
}

// k-means++ seeding over rows that have at least one value.
RowMajor seedPlusPlus(const RowMajor &x, const std::vector<int> &usable, int k, std::mt19937_64 &rng)
{
    const int f = int(x.cols());
    RowMajor c(k, f);
    std::uniform_int_distribution<size_t> pick(0, usable.size() - 1);
    c.row(0) = x.row(usable[pick(rng)]);
    std::vector<double> d2(usable.size(), std::numeric_limits<double>::infinity());
    for (int j = 1; j < k; ++j) {
        double total = 0;
        for (size_t u = 0; u < usable.size(); ++u) {
            const double d = partialSquaredDistance(x.row(usable[u]).data(), c.row(j - 1).data(), f);
            if (!std::isnan(d))
                d2[u] = std::min(d2[u], d);
            total += std::isfinite(d2[u]) ? d2[u] : 0;
        }
        size_t chosen = pick(rng);
        if (total > 0) {
            std::uniform_real_distribution<double> u01(0, total);
            double target = u01(rng), acc = 0;
            for (size_t u = 0; u < usable.size(); ++u) {
                acc += std::isfinite(d2[u]) ? d2[u] : 0;
                if (acc >= target) {
                    chosen = u;
                    break;
                }
            }
        }
        c.row(j) = x.row(usable[chosen]);
        // A seed missing a feature takes the column mean there, so centroids are complete.
        for (int q = 0; q < f; ++q)
            if (std::isnan(c(j, q)))
                c(j, q) = 0; // standardised data: the mean is 0
    }
    for (int q = 0; q < f; ++q)
        if (std::isnan(c(0, q)))
            c(0, q) = 0;
    return c;
}

} // namespace

double partialSquaredDistance(const double *a, const double *b, int features)
{
    double s = 0;
    int present = 0;
    for (int j = 0; j < features; ++j) {
        const double x = a[j], y = b[j];
        if (std::isnan(x) || std::isnan(y))
            continue;
        s += (x - y) * (x - y);
        ++present;
    }
    if (present == 0)
        return kNaN;
    return present == features ? s : s * double(features) / double(present);
}

ClusterResult kMeans(const Eigen::MatrixXd &rows, const KMeansOptions &o)
{
    const RowMajor x = rows;
    std::vector<int> usable;
    for (int i = 0; i < x.rows(); ++i)
        if (hasAny(x.row(i).data(), int(x.cols())))
            usable.push_back(i);
    ClusterResult best;
    if (usable.empty() || o.k < 1) {
        best.labels = QList<int>(rows.rows(), -1);
        return best;
    }
    const int k = std::min<int>(o.k, int(usable.size()));
    std::mt19937_64 rng(o.seed);
    for (int r = 0; r < std::max(1, o.restarts); ++r) {
        ClusterResult cand = lloyd(x, seedPlusPlus(x, usable, k, rng), o.maxIterations, o.tolerance);
        if (r == 0 || cand.inertia < best.inertia)
            best = cand;
    }
    return best;
}

ClusterResult kMeansFrom(const Eigen::MatrixXd &rows, const Eigen::MatrixXd &initialCentres, int iterations, double tolerance)
{
    return lloyd(RowMajor(rows), RowMajor(initialCentres), iterations, tolerance);
}

ClusterResult wardClustering(const Eigen::MatrixXd &rows, int k)
{
    // Lance–Williams updates on squared distances (Ward's minimum variance); missing values use
    // partial distances, as in k-means.
    const int n = int(rows.rows()), f = int(rows.cols());
    ClusterResult r;
    r.labels = QList<int>(n, -1);
    if (n == 0 || k < 1)
        return r;
    const RowMajor x = rows;
    std::vector<int> members;
    for (int i = 0; i < n; ++i)
        if (hasAny(x.row(i).data(), f))
            members.push_back(i);
    const int m = int(members.size());
    std::vector<double> d(size_t(m) * m, 0);
    for (int a = 0; a < m; ++a)
        for (int b = a + 1; b < m; ++b) {
            double v = partialSquaredDistance(x.row(members[size_t(a)]).data(), x.row(members[size_t(b)]).data(), f);
            if (std::isnan(v))
                v = std::numeric_limits<double>::max() / 4; // nothing shared: merge last
            d[size_t(a) * m + b] = d[size_t(b) * m + a] = v;
        }
    std::vector<int> size(size_t(m), 1), owner(static_cast<size_t>(m));
    std::iota(owner.begin(), owner.end(), 0);
    std::vector<bool> alive(size_t(m), true);
    for (int clusters = m; clusters > k; --clusters) {
        double best = std::numeric_limits<double>::infinity();
        int a = -1, b = -1;
        for (int i = 0; i < m; ++i) {
            if (!alive[size_t(i)])
                continue;
            for (int j = i + 1; j < m; ++j)
                if (alive[size_t(j)] && d[size_t(i) * m + j] < best) {
                    best = d[size_t(i) * m + j];
                    a = i;
                    b = j;
                }
        }
        if (a < 0)
            break;
        const double na = size[size_t(a)], nb = size[size_t(b)];
        for (int q = 0; q < m; ++q) {
            if (!alive[size_t(q)] || q == a || q == b)
                continue;
            const double nq = size[size_t(q)];
            const double v = ((na + nq) * d[size_t(a) * m + q] + (nb + nq) * d[size_t(b) * m + q] - nq * best) / (na + nb + nq);
            d[size_t(a) * m + q] = d[size_t(q) * m + a] = v;
        }
        size[size_t(a)] += size[size_t(b)];
        alive[size_t(b)] = false;
        for (int &o : owner)
            if (o == b)
                o = a;
    }
    // Number the clusters 0..k-1 in order of first appearance.
    std::vector<int> relabel(size_t(m), -1);
    int next = 0;
    for (int i = 0; i < m; ++i) {
        int &l = relabel[size_t(owner[size_t(i)])];
        if (l < 0)
            l = next++;
        r.labels[members[size_t(i)]] = l;
    }
    std::vector<double> dist(size_t(n), 0);
    RowMajor c = RowMajor::Zero(next, f);
    update(x, std::vector<int>(r.labels.begin(), r.labels.end()), c);
    r.centroids = c;
    for (int i = 0; i < n; ++i)
        if (r.labels[i] >= 0) {
            const double v = partialSquaredDistance(x.row(i).data(), c.row(r.labels[i]).data(), f);
            r.inertia += std::isnan(v) ? 0 : v;
        }
    return r;
}

double silhouette(const Eigen::MatrixXd &rowsIn, const QList<int> &labels, int sampleLimit, uint64_t seed)
{
    const RowMajor x = rowsIn;
    const int n = int(x.rows()), f = int(x.cols()), k = clusterCount(labels);
    if (k < 2 || n < 3)
        return kNaN;
    std::vector<int> sample;
    for (int i = 0; i < n; ++i)
        if (labels[i] >= 0)
            sample.push_back(i);
    if (int(sample.size()) > sampleLimit) {
        std::mt19937_64 rng(seed);
        std::shuffle(sample.begin(), sample.end(), rng);
        sample.resize(static_cast<size_t>(sampleLimit));
        std::sort(sample.begin(), sample.end());
    }
    std::vector<int> sizes(size_t(k), 0);
    for (int i : sample)
        ++sizes[size_t(labels[i])];
    const int m = int(sample.size());
    RowMajor sx(m, f);
    for (int r = 0; r < m; ++r)
        sx.row(r) = x.row(sample[size_t(r)]);
    const bool complete = isComplete(sx);
    auto distance = [&](int p, int q) {
        if (!complete)
            return std::sqrt(partialSquaredDistance(sx.row(p).data(), sx.row(q).data(), f));
        const double *u = sx.data() + Eigen::Index(p) * f, *v = sx.data() + Eigen::Index(q) * f;
        double d = 0;
        for (int t = 0; t < f; ++t)
            d += (u[t] - v[t]) * (u[t] - v[t]);
        return std::sqrt(d);
    };
    double total = 0;
    int counted = 0;
    std::vector<double> sums(static_cast<size_t>(k));
    for (int a = 0; a < m; ++a) {
        const int i = sample[size_t(a)];
        std::fill(sums.begin(), sums.end(), 0.0);
        for (int b = 0; b < m; ++b) {
            if (a == b)
                continue;
            const double d = distance(a, b);
            if (!std::isnan(d))
                sums[size_t(labels[sample[size_t(b)]])] += d;
        }
        const int own = labels[i];
        if (sizes[size_t(own)] <= 1) {
            ++counted; // a singleton scores 0
            continue;
        }
        const double inside = sums[size_t(own)] / (sizes[size_t(own)] - 1);
        double nearest = std::numeric_limits<double>::infinity();
        for (int c = 0; c < k; ++c)
            if (c != own && sizes[size_t(c)] > 0)
                nearest = std::min(nearest, sums[size_t(c)] / sizes[size_t(c)]);
        total += (nearest - inside) / std::max(inside, nearest);
        ++counted;
    }
    return counted ? total / counted : kNaN;
}

namespace {

// Centroids by plain means of present values (for the indices).
Eigen::MatrixXd centroidsOf(const Eigen::MatrixXd &x, const QList<int> &labels, int k, std::vector<int> &sizes)
{
    const int f = int(x.cols());
    Eigen::MatrixXd sum = Eigen::MatrixXd::Zero(k, f), cnt = Eigen::MatrixXd::Zero(k, f);
    sizes.assign(size_t(k), 0);
    for (int i = 0; i < x.rows(); ++i) {
        if (labels[i] < 0)
            continue;
        ++sizes[size_t(labels[i])];
        for (int j = 0; j < f; ++j)
            if (!std::isnan(x(i, j))) {
                sum(labels[i], j) += x(i, j);
                cnt(labels[i], j) += 1;
            }
    }
    for (int c = 0; c < k; ++c)
        for (int j = 0; j < f; ++j)
            sum(c, j) = cnt(c, j) > 0 ? sum(c, j) / cnt(c, j) : 0;
    return sum;
}

} // namespace

double daviesBouldin(const Eigen::MatrixXd &x, const QList<int> &labels)
{
    const int k = clusterCount(labels), f = int(x.cols());
    if (k < 2)
        return kNaN;
    std::vector<int> sizes;
    const RowMajor c = centroidsOf(x, labels, k, sizes);
    const RowMajor rx = x;
    std::vector<double> scatter(size_t(k), 0);
    for (int i = 0; i < x.rows(); ++i)
        if (labels[i] >= 0) {
            const double d = partialSquaredDistance(rx.row(i).data(), c.row(labels[i]).data(), f);
            if (!std::isnan(d))
                scatter[size_t(labels[i])] += std::sqrt(d);
        }
    for (int a = 0; a < k; ++a)
        scatter[size_t(a)] = sizes[size_t(a)] ? scatter[size_t(a)] / sizes[size_t(a)] : 0;
    double total = 0;
    for (int a = 0; a < k; ++a) {
        double worst = 0;
        for (int b = 0; b < k; ++b) {
            if (a == b)
                continue;
            const double m = std::sqrt((c.row(a) - c.row(b)).squaredNorm());
            if (m > 0)
                worst = std::max(worst, (scatter[size_t(a)] + scatter[size_t(b)]) / m);
        }
        total += worst;
    }
    return total / k;
}

double calinskiHarabasz(const Eigen::MatrixXd &x, const QList<int> &labels)
{
    const int k = clusterCount(labels), f = int(x.cols());
    int n = 0;
    for (int l : labels)
        n += l >= 0 ? 1 : 0;
    if (k < 2 || n <= k)
        return kNaN;
    std::vector<int> sizes;
    const RowMajor c = centroidsOf(x, labels, k, sizes);
    const RowMajor rx = x;
    Eigen::RowVectorXd mean = Eigen::RowVectorXd::Zero(f);
    Eigen::RowVectorXd cnt = Eigen::RowVectorXd::Zero(f);
    for (int i = 0; i < x.rows(); ++i)
        if (labels[i] >= 0)
            for (int j = 0; j < f; ++j)
                if (!std::isnan(x(i, j)))
                    mean(j) += x(i, j), cnt(j) += 1;
    for (int j = 0; j < f; ++j)
        mean(j) = cnt(j) > 0 ? mean(j) / cnt(j) : 0;
    double between = 0, within = 0;
    for (int a = 0; a < k; ++a)
        between += sizes[size_t(a)] * (c.row(a) - mean).squaredNorm();
    for (int i = 0; i < x.rows(); ++i)
        if (labels[i] >= 0) {
            const double d = partialSquaredDistance(rx.row(i).data(), c.row(labels[i]).data(), f);
            if (!std::isnan(d))
                within += d;
        }
    if (within == 0)
        return std::numeric_limits<double>::infinity();
    return (between / (k - 1)) / (within / (n - k));
}

} // namespace scalescope::analysis
