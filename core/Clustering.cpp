#include "core/Clustering.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <thread>
#include <vector>

namespace scalescope {
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

void assignRange(const RowMajor &x, const RowMajor &c, std::vector<int> &labels, std::vector<double> &dist, int lo,
                 int hi, bool complete)
{
    const int k = int(c.rows()), f = int(x.cols());
    for (int i = lo; i < hi; ++i) {
        const double *row = x.row(i).data();
        double best = std::numeric_limits<double>::infinity();
        int bestJ = -1;
        for (int j = 0; j < k; ++j) {
            const double *ctr = c.row(j).data();
            double d;
            if (complete) {  // no missing values: the plain squared distance
                d = 0;
                for (int q = 0; q < f; ++q) {
                    const double t = row[q] - ctr[q];
                    d += t * t;
                }
            } else {
                d = partialSquaredDistance(row, ctr, f);
            }
            if (d < best) {
                best = d;
                bestJ = j;
            }
        }
        labels[size_t(i)] = bestJ;
        dist[size_t(i)] = bestJ < 0 ? 0 : best;
    }
}

bool isComplete(const RowMajor &x)
{
    return !x.array().isNaN().any();
}

void assign(const RowMajor &x, const RowMajor &c, std::vector<int> &labels, std::vector<double> &dist, bool complete)
{
    const int n = int(x.rows());
    const int threads = n > 20000 ? std::max(1, int(std::thread::hardware_concurrency())) : 1;
    if (threads == 1) {
        assignRange(x, c, labels, dist, 0, n, complete);
        return;
    }
    std::vector<std::thread> pool;
    const int chunk = (n + threads - 1) / threads;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(assignRange, std::cref(x), std::cref(c), std::ref(labels), std::ref(dist), std::min(n, t * chunk),
                          std::min(n, (t + 1) * chunk), complete);
    assignRange(x, c, labels, dist, 0, std::min(n, chunk), complete);
    for (auto &th : pool)
        th.join();
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

ClusterResult lloyd(const RowMajor &x, RowMajor c, int maxIterations, double tolerance)
{
    ClusterResult r;
    std::vector<int> labels(size_t(x.rows()), -1);
    std::vector<double> dist(size_t(x.rows()), 0);
    const bool complete = isComplete(x);
    for (r.iterations = 0; r.iterations < maxIterations; ++r.iterations) {
        assign(x, c, labels, dist, complete);
        const double moved = update(x, labels, c);
        if (moved <= tolerance) {
            ++r.iterations;
            break;
        }
    }
    assign(x, c, labels, dist, complete);
    r.inertia = std::accumulate(dist.begin(), dist.end(), 0.0);
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
                c(j, q) = 0;  // standardised data: the mean is 0
    }
    for (int q = 0; q < f; ++q)
        if (std::isnan(c(0, q)))
            c(0, q) = 0;
    return c;
}

}  // namespace

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

ClusterResult kMeansFrom(const Eigen::MatrixXd &rows, const Eigen::MatrixXd &initialCentres, int iterations,
                         double tolerance)
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
                v = std::numeric_limits<double>::max() / 4;  // nothing shared: merge last
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
    double total = 0;
    int counted = 0;
    std::vector<double> sums(static_cast<size_t>(k));
    for (int i : sample) {
        std::fill(sums.begin(), sums.end(), 0.0);
        for (int j : sample) {
            if (i == j)
                continue;
            const double d = std::sqrt(partialSquaredDistance(x.row(i).data(), x.row(j).data(), f));
            if (!std::isnan(d))
                sums[size_t(labels[j])] += d;
        }
        const int own = labels[i];
        if (sizes[size_t(own)] <= 1) {
            ++counted;  // a singleton scores 0
            continue;
        }
        const double a = sums[size_t(own)] / (sizes[size_t(own)] - 1);
        double b = std::numeric_limits<double>::infinity();
        for (int c = 0; c < k; ++c)
            if (c != own && sizes[size_t(c)] > 0)
                b = std::min(b, sums[size_t(c)] / sizes[size_t(c)]);
        total += (b - a) / std::max(a, b);
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

}  // namespace

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

}  // namespace scalescope
