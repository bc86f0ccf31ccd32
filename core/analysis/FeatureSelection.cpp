// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/FeatureSelection.h"

#include "core/model/AcceleratorCatalog.h"

#include <Eigen/Dense>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <vector>

namespace scalescope::analysis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

struct Candidate
{
    const char *name;
    const char *label; // translated in context "Feature"
    const char *transform;
};

// Heavy-tailed counts and times are log-transformed; bounded or linear ones are not.
constexpr Candidate kCandidates[] = {
    {"log2_accelerators", QT_TRANSLATE_NOOP("Feature", "Accelerators (log₂)"), "log2"},
    {"nodes", QT_TRANSLATE_NOOP("Feature", "Nodes (log₂)"), "log2"},
    {"release_year", QT_TRANSLATE_NOOP("Feature", "Accelerator release year"), "none"},
    {"generation", QT_TRANSLATE_NOOP("Feature", "Accelerator generation"), "none"},
    {"accelerator_memory_gb", QT_TRANSLATE_NOOP("Feature", "Accelerator memory (GB)"), "log2"},
    {"peak_tflops", QT_TRANSLATE_NOOP("Feature", "Dense peak FP16/BF16 (TFLOP/s)"), "log10"},
    {"memory_bandwidth_gbs", QT_TRANSLATE_NOOP("Feature", "Memory bandwidth (GB/s)"), "log10"},
    {"host_cores_per_accelerator", QT_TRANSLATE_NOOP("Feature", "Host cores per accelerator"), "log2"},
    {"host_memory_per_accelerator_gb", QT_TRANSLATE_NOOP("Feature", "Host memory per accelerator (GB)"), "log2"},
    {"log_time_to_train", QT_TRANSLATE_NOOP("Feature", "Time to train (log)"), "log10"},
    {"log_throughput", QT_TRANSLATE_NOOP("Feature", "Throughput (log)"), "log10"},
    {"per_accelerator_throughput", QT_TRANSLATE_NOOP("Feature", "Throughput per accelerator (log)"), "log10"},
    {"efficiency", QT_TRANSLATE_NOOP("Feature", "Scaling efficiency"), "none"},
};

double opt(std::optional<double> v)
{
    return v ? *v : kNaN;
}

double transform(const char *t, double v)
{
    if (std::isnan(v))
        return kNaN;
    if (!std::strcmp(t, "log2"))
        return v > 0 ? std::log2(v) : kNaN;
    if (!std::strcmp(t, "log10"))
        return v > 0 ? std::log10(v) : kNaN;
    return v;
}

QList<double> present(const Eigen::VectorXd &c)
{
    QList<double> out;
    for (Eigen::Index i = 0; i < c.size(); ++i)
        if (!std::isnan(c(i)))
            out << c(i);
    return out;
}

double correlation(const Eigen::VectorXd &a, const Eigen::VectorXd &b)
{
    double sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
    int n = 0;
    for (Eigen::Index i = 0; i < a.size(); ++i) {
        if (std::isnan(a(i)) || std::isnan(b(i)))
            continue;
        sa += a(i), sb += b(i), saa += a(i) * a(i), sbb += b(i) * b(i), sab += a(i) * b(i);
        ++n;
    }
    if (n < 3)
        return kNaN;
    const double cov = sab - sa * sb / n, va = saa - sa * sa / n, vb = sbb - sb * sb / n;
    if (va <= 0 || vb <= 0)
        return kNaN;
    return cov / std::sqrt(va * vb);
}

Eigen::VectorXd ranks(const Eigen::VectorXd &v)
{
    std::vector<int> idx;
    for (Eigen::Index i = 0; i < v.size(); ++i)
        if (!std::isnan(v(i)))
            idx.push_back(int(i));
    std::sort(idx.begin(), idx.end(), [&](int a, int b) { return v(a) < v(b); });
    Eigen::VectorXd r = Eigen::VectorXd::Constant(v.size(), kNaN);
    for (size_t i = 0; i < idx.size();) {
        size_t j = i;
        while (j + 1 < idx.size() && v(idx[j + 1]) == v(idx[i]))
            ++j;
        const double avg = (double(i) + double(j)) / 2.0 + 1.0; // ties share their mean rank
        for (size_t t = i; t <= j; ++t)
            r(idx[t]) = avg;
        i = j + 1;
    }
    return r;
}

} // namespace

QStringList candidateFeatureNames()
{
    QStringList names;
    for (const Candidate &c : kCandidates)
        names << QLatin1String(c.name);
    return names;
}

QString featureLabel(const QString &name)
{
    for (const Candidate &c : kCandidates)
        if (name == QLatin1String(c.name))
            return QCoreApplication::translate("Feature", c.label);
    return name;
}

QString featureReasonText(const FeatureInfo &f)
{
    auto t = [](const char *s) { return QCoreApplication::translate("Feature", s); };
    QString text;
    if (f.reason == QLatin1String("kept"))
        text = t(QT_TRANSLATE_NOOP("Feature", "kept: enough values, varies, not redundant"));
    else if (f.reason == QLatin1String("missing"))
        text = t(QT_TRANSLATE_NOOP("Feature", "dropped: missing for %1% of the configurations (limit %2%)"));
    else if (f.reason == QLatin1String("constant"))
        text = t(QT_TRANSLATE_NOOP("Feature", "dropped: nearly constant (coefficient of variation %1)"));
    else if (f.reason == QLatin1String("correlated"))
        text = t(QT_TRANSLATE_NOOP("Feature", "dropped: |r| = %1 with %2, which is kept (%3)"));
    else if (f.reason == QLatin1String("forced_in"))
        text = t(QT_TRANSLATE_NOOP("Feature", "kept: chosen by the user"));
    else if (f.reason == QLatin1String("forced_out"))
        text = t(QT_TRANSLATE_NOOP("Feature", "dropped: left out by the user"));
    for (const QString &a : f.reasonArgs)
        text = text.arg(a);
    return text;
}

FeatureTable buildFeatureTable(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling)
{
    FeatureTable t;
    const int n = int(configs.size()), f = int(std::size(kCandidates));
    t.raw = Eigen::MatrixXd::Constant(n, f, kNaN);
    const model::AcceleratorCatalog &cat = model::AcceleratorCatalog::embedded();
    for (int i = 0; i < n; ++i) {
        const model::Configuration &c = configs[i];
        const model::CatalogEntry *e = cat.find(c.catalogId);
        const double acc = c.accelerators ? double(*c.accelerators) : kNaN;
        const ConfigurationScaling *s = scaling.find(i);
        const double values[] = {
            acc,
            c.nodes ? double(*c.nodes) : kNaN,
            e ? opt(e->releaseYear.value) : kNaN,
            e && e->generation > 0 ? double(e->generation) : kNaN,
            e && e->memoryGb.value ? *e->memoryGb.value : opt(c.acceleratorMemoryGb),
            e ? opt(e->peakTflops.value(QStringLiteral("fp16_bf16")).value) : kNaN,
            e ? opt(e->memoryBandwidthGbs.value) : kNaN,
            opt(c.hostCoresPerAccelerator),
            c.hostMemoryGb && c.nodes && c.accelerators && *c.accelerators > 0 ? *c.hostMemoryGb * *c.nodes / *c.accelerators
                                                                               : kNaN,
            opt(c.scoreMinutes),
            opt(c.throughput),
            opt(c.perAcceleratorThroughput),
            s ? opt(s->efficiency) : kNaN,
        };
        for (int j = 0; j < f; ++j)
            t.raw(i, j) = values[j];
    }
    t.standardized = Eigen::MatrixXd::Constant(n, f, kNaN);
    for (int j = 0; j < f; ++j) {
        FeatureInfo info;
        info.name = QLatin1String(kCandidates[j].name);
        info.transform = QLatin1String(kCandidates[j].transform);
        Eigen::VectorXd col(n);
        for (int i = 0; i < n; ++i)
            col(i) = transform(kCandidates[j].transform, t.raw(i, j));
        const QList<double> vals = present(col);
        info.missing = n - int(vals.size());
        if (!vals.isEmpty()) {
            info.mean = std::accumulate(vals.begin(), vals.end(), 0.0) / vals.size();
            double ss = 0;
            for (double v : vals)
                ss += (v - info.mean) * (v - info.mean);
            info.stddev = vals.size() > 1 ? std::sqrt(ss / (vals.size() - 1)) : 0;
            // Calendar years are on an interval scale: their coefficient of variation is taken on
            // years since 2000, else any spread of years would look "constant".
            QList<double> orig = present(t.raw.col(j));
            if (info.name == QLatin1String("release_year"))
                for (double &v : orig)
                    v -= 2000.0;
            const double m = std::accumulate(orig.begin(), orig.end(), 0.0) / orig.size();
            double so = 0;
            for (double v : orig)
                so += (v - m) * (v - m);
            const double sd = orig.size() > 1 ? std::sqrt(so / (orig.size() - 1)) : 0;
            info.coefficientOfVariation = m != 0 ? sd / std::abs(m) : (sd > 0 ? std::numeric_limits<double>::infinity() : 0);
        }
        for (int i = 0; i < n; ++i)
            t.standardized(i, j) =
                std::isnan(col(i)) || info.stddev == 0 ? (std::isnan(col(i)) ? kNaN : 0.0) : (col(i) - info.mean) / info.stddev;
        t.features << info;
    }
    return t;
}

Eigen::MatrixXd pearsonMatrix(const Eigen::MatrixXd &x)
{
    const int f = int(x.cols());
    Eigen::MatrixXd r(f, f);
    for (int a = 0; a < f; ++a)
        for (int b = a; b < f; ++b)
            r(a, b) = r(b, a) = a == b ? 1.0 : correlation(x.col(a), x.col(b));
    return r;
}

Eigen::MatrixXd spearmanMatrix(const Eigen::MatrixXd &x)
{
    const int f = int(x.cols());
    Eigen::MatrixXd rk(x.rows(), f);
    for (int j = 0; j < f; ++j)
        rk.col(j) = ranks(x.col(j));
    // Ranks over each pair's complete rows would be exact; ranks over each column are the usual
    // approximation when a few values are missing, and exact when none are.
    return pearsonMatrix(rk);
}

QList<int> selectFeatures(FeatureTable &t, const Eigen::MatrixXd &pearson, const SelectionRules &rules)
{
    const int n = int(t.raw.rows()), f = int(t.features.size());
    const int target = int(candidateFeatureNames().indexOf(QStringLiteral("log_time_to_train")));
    std::vector<bool> alive(size_t(f), true);
    for (int j = 0; j < f; ++j) {
        FeatureInfo &info = t.features[j];
        info.reasonArgs.clear();
        const double missing = n > 0 ? double(info.missing) / n : 1.0;
        if (rules.forceExclude.contains(info.name)) {
            alive[size_t(j)] = false;
            info.reason = QStringLiteral("forced_out");
        } else if (rules.forceInclude.contains(info.name)) {
            info.reason = QStringLiteral("forced_in");
        } else if (missing > rules.maxMissingFraction) {
            alive[size_t(j)] = false;
            info.reason = QStringLiteral("missing");
            info.reasonArgs = {QString::number(100 * missing, 'f', 0), QString::number(100 * rules.maxMissingFraction, 'f', 0)};
        } else if (info.coefficientOfVariation < rules.minCoefficientOfVariation) {
            alive[size_t(j)] = false;
            info.reason = QStringLiteral("constant");
            info.reasonArgs = {QString::number(info.coefficientOfVariation, 'g', 3)};
        } else {
            info.reason = QStringLiteral("kept");
        }
    }
    // Redundant pairs, strongest first: keep the one with fewer missing values, then the one more
    // correlated with time-to-train. Forced-in features are never dropped here.
    struct Pair
    {
        int a, b;
        double r;
    };
    std::vector<Pair> pairs;
    for (int a = 0; a < f; ++a)
        for (int b = a + 1; b < f; ++b)
            if (!std::isnan(pearson(a, b)) && std::abs(pearson(a, b)) > rules.maxAbsCorrelation)
                pairs.push_back({a, b, std::abs(pearson(a, b))});
    std::sort(pairs.begin(), pairs.end(), [](const Pair &x, const Pair &y) { return x.r > y.r; });
    for (const Pair &p : pairs) {
        if (!alive[size_t(p.a)] || !alive[size_t(p.b)])
            continue;
        const FeatureInfo &fa = t.features[p.a], &fb = t.features[p.b];
        int keep, drop;
        QString why;
        if (fa.missing != fb.missing) {
            keep = fa.missing < fb.missing ? p.a : p.b;
            why = QCoreApplication::translate("Feature", "fewer missing values");
        } else {
            const double ra = target >= 0 ? std::abs(pearson(p.a, target)) : 0,
                         rb = target >= 0 ? std::abs(pearson(p.b, target)) : 0;
            keep = (p.a == target || (p.b != target && ra >= rb)) ? p.a : p.b;
            why = QCoreApplication::translate("Feature", "more correlated with time to train");
        }
        drop = keep == p.a ? p.b : p.a;
        if (t.features[drop].reason == QLatin1String("forced_in"))
            std::swap(keep, drop);
        if (t.features[drop].reason == QLatin1String("forced_in"))
            continue; // both forced in: the user wants both
        alive[size_t(drop)] = false;
        t.features[drop].reason = QStringLiteral("correlated");
        t.features[drop].reasonArgs = {QString::number(pearson(p.a, p.b), 'f', 3), featureLabel(t.features[keep].name), why};
    }
    QList<int> selected;
    for (int j = 0; j < f; ++j) {
        t.features[j].selected = alive[size_t(j)];
        if (alive[size_t(j)])
            selected << j;
    }
    return selected;
}

PcaResult pcaFromCovariance(const Eigen::MatrixXd &cov)
{
    PcaResult r;
    Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es(cov);
    const Eigen::Index f = cov.rows();
    r.explainedVariance.resize(f);
    r.loadings.resize(f, f);
    const double total = es.eigenvalues().sum();
    for (Eigen::Index c = 0; c < f; ++c) {
        const Eigen::Index src = f - 1 - c; // eigenvalues come ascending
        r.explainedVariance(c) = total > 0 ? std::max(0.0, es.eigenvalues()(src)) / total : 0;
        Eigen::VectorXd v = es.eigenvectors().col(src);
        // Fix the sign: the largest loading is positive, so results are deterministic.
        Eigen::Index at;
        v.cwiseAbs().maxCoeff(&at);
        if (v(at) < 0)
            v = -v;
        r.loadings.col(c) = v;
    }
    return r;
}

PcaResult pca(const Eigen::MatrixXd &x, bool withScores)
{
    const Eigen::Index f = x.cols();
    const Eigen::Array<bool, Eigen::Dynamic, 1> complete = !x.array().isNaN().rowwise().any();
    const Eigen::Index used = complete.count();
    PcaResult r;
    if (used < 2 || f == 0) {
        r.scores = Eigen::MatrixXd::Constant(x.rows(), f, kNaN);
        return r;
    }
    Eigen::RowVectorXd mean;
    Eigen::MatrixXd cov;
    if (used == x.rows()) { // no missing values: no copy
        mean = x.colwise().mean();
        cov = (x.transpose() * x - double(used) * mean.transpose() * mean) / double(used - 1);
    } else {
        Eigen::MatrixXd c(used, f);
        for (Eigen::Index i = 0, o = 0; i < x.rows(); ++i)
            if (complete(i))
                c.row(o++) = x.row(i);
        mean = c.colwise().mean();
        cov = (c.transpose() * c - double(used) * mean.transpose() * mean) / double(used - 1);
    }
    r = pcaFromCovariance(cov);
    r.rowsUsed = int(used);
    if (withScores) {
        r.scores = Eigen::MatrixXd::Constant(x.rows(), f, kNaN);
        r.projected = QList<bool>(x.rows(), false);
        for (Eigen::Index i = 0; i < x.rows(); ++i) {
            if (complete(i)) {
                r.scores.row(i) = (x.row(i) - mean) * r.loadings;
                continue;
            }
            // A row with gaps: the scores that best explain the values it has (least squares on
            // the loadings of its present variables; nothing is imputed). At most as many
            // components as it has values, and never more than two, the scatter's axes.
            QList<Eigen::Index> present;
            for (Eigen::Index j = 0; j < f; ++j)
                if (!std::isnan(x(i, j)))
                    present << j;
            const Eigen::Index k = std::min<Eigen::Index>({Eigen::Index(present.size()), Eigen::Index(2), f});
            if (k == 0)
                continue;
            Eigen::MatrixXd l(present.size(), k);
            Eigen::VectorXd v(present.size());
            for (int p = 0; p < present.size(); ++p) {
                l.row(p) = r.loadings.row(present[p]).head(k);
                v(p) = x(i, present[p]) - mean(present[p]);
            }
            const Eigen::VectorXd s = l.completeOrthogonalDecomposition().solve(v);
            if (!s.allFinite())
                continue;
            r.scores.row(i).setZero();
            r.scores.row(i).head(k) = s.transpose();
            for (Eigen::Index j = k; j < f; ++j)
                r.scores(i, j) = kNaN;
            r.projected[i] = true;
        }
    }
    return r;
}

} // namespace scalescope::analysis
