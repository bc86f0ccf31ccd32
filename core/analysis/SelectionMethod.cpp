// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/SelectionMethod.h"

#include "core/analysis/DerivedMetrics.h"
#include "core/model/AcceleratorCatalog.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::analysis {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

class Method
{
    Q_DECLARE_TR_FUNCTIONS(Method)
};

bool isDuplicate(const model::Configuration &c)
{
    if (c.runs.isEmpty())
        return false;
    for (const model::RunRecord &r : c.runs)
        if (r.duplicateOf.isEmpty())
            return false;
    return true;
}

std::optional<double> medianOf(const QList<double> &v)
{
    return v.isEmpty() ? std::nullopt : std::optional<double>(median(v));
}

QString modelName(const model::Configuration &c)
{
    if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(c.catalogId))
        return e->name;
    return c.cpuOnly ? c.hostCpu : c.accelerator;
}

ClusterResult cluster(const Eigen::MatrixXd &x, int k, const MethodOptions &o)
{
    if (o.algorithm == QLatin1String("ward"))
        return wardClustering(x, k);
    KMeansOptions ko;
    ko.k = k;
    ko.restarts = o.restarts;
    ko.seed = o.seed;
    return kMeans(x, ko);
}

} // namespace

bool sameVariableSettings(const MethodOptions &a, const MethodOptions &b)
{
    return a.rules == b.rules;
}

bool sameClusterSettings(const MethodOptions &a, const MethodOptions &b)
{
    return a.k == b.k && a.autoK == b.autoK && a.algorithm == b.algorithm && a.seed == b.seed && a.restarts == b.restarts &&
           a.keepDuplicates == b.keepDuplicates && a.sweepFrom == b.sweepFrom && a.sweepTo == b.sweepTo;
}

MethodResult runSelectionMethod(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                                const MethodOptions &o)
{
    MethodResult res;
    selectMethodVariables(res, configs, scaling, o.rules);
    clusterMethodResult(res, configs, o);
    rankMethodResult(res, configs, scaling, o.criteria);
    return res;
}

void selectMethodVariables(MethodResult &res, const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                           const SelectionRules &rules)
{
    res.benchmark = configs.isEmpty() ? QString() : configs.first().benchmark;
    res.features = buildFeatureTable(configs, scaling);
    res.pearson = pearsonMatrix(res.features.standardized);
    res.spearman = spearmanMatrix(res.features.standardized);
    res.selected = selectFeatures(res.features, res.pearson, rules);
    res.pca = pca(selectedColumns(res));
}

Eigen::MatrixXd selectedColumns(const MethodResult &res)
{
    Eigen::MatrixXd x(res.features.standardized.rows(), res.selected.size());
    for (int j = 0; j < res.selected.size(); ++j)
        x.col(j) = res.features.standardized.col(res.selected[j]);
    return x;
}

bool clusterMethodResult(MethodResult &res, const QList<model::Configuration> &configs, const MethodOptions &o,
                         const std::atomic<bool> *cancel)
{
    res.algorithm = o.algorithm;
    res.sweep.clear();
    res.favouredK.clear();
    const int n = int(configs.size());
    const Eigen::MatrixXd x = selectedColumns(res);

    // Fit on the rows that have something to cluster on and are not duplicates.
    res.duplicate = QList<bool>(n, false);
    QList<int> fitRows;
    for (int i = 0; i < n; ++i) {
        res.duplicate[i] = !o.keepDuplicates && isDuplicate(configs[i]);
        const bool usable = x.cols() > 0 && !x.row(i).array().isNaN().all();
        if (usable && !res.duplicate[i])
            fitRows << i;
    }
    Eigen::MatrixXd fit(fitRows.size(), x.cols());
    for (int r = 0; r < fitRows.size(); ++r)
        fit.row(r) = x.row(fitRows[r]);
    const int maxK = std::min<int>(o.sweepTo, int(fitRows.size()) - 1);
    for (int k = o.sweepFrom; k <= maxK; ++k) {
        if (cancel && cancel->load())
            return false;
        const ClusterResult c = cluster(fit, k, o);
        res.sweep << KSweepRow{k, silhouette(fit, c.labels), c.inertia, daviesBouldin(fit, c.labels),
                               calinskiHarabasz(fit, c.labels)};
    }
    if (!res.sweep.isEmpty()) {
        auto bestBy = [&](auto better) {
            int best = res.sweep.first().k;
            double value = kNaN;
            for (const KSweepRow &r : res.sweep) {
                const double v = better(r);
                if (!std::isnan(v) && (std::isnan(value) || v > value)) {
                    value = v;
                    best = r.k;
                }
            }
            return best;
        };
        res.favouredK.insert(QStringLiteral("silhouette"), bestBy([](const KSweepRow &r) { return r.silhouette; }));
        res.favouredK.insert(QStringLiteral("davies_bouldin"), bestBy([](const KSweepRow &r) { return -r.daviesBouldin; }));
        res.favouredK.insert(QStringLiteral("calinski_harabasz"), bestBy([](const KSweepRow &r) { return r.calinskiHarabasz; }));
        // Inertia always falls with k; its "elbow" is where the fall slows most (largest second difference).
        int elbow = res.sweep.first().k;
        double bend = -std::numeric_limits<double>::infinity();
        for (int i = 1; i + 1 < res.sweep.size(); ++i) {
            const double d2 = res.sweep[i - 1].inertia - 2 * res.sweep[i].inertia + res.sweep[i + 1].inertia;
            if (d2 > bend) {
                bend = d2;
                elbow = res.sweep[i].k;
            }
        }
        res.favouredK.insert(QStringLiteral("inertia_elbow"), elbow);
    }
    res.chosenK = o.autoK && res.favouredK.contains(QStringLiteral("silhouette"))
                      ? res.favouredK.value(QStringLiteral("silhouette"))
                      : std::min(o.k, std::max(1, int(fitRows.size())));
    res.labels = QList<int>(n, -1);
    if (!fitRows.isEmpty()) {
        const ClusterResult c = cluster(fit, res.chosenK, o);
        for (int r = 0; r < fitRows.size(); ++r)
            res.labels[fitRows[r]] = c.labels[r];
        // Duplicates (and any other usable row left out) join their nearest cluster.
        for (int i = 0; i < n; ++i) {
            if (res.labels[i] >= 0 || x.cols() == 0 || x.row(i).array().isNaN().all())
                continue;
            double best = std::numeric_limits<double>::infinity();
            for (int q = 0; q < c.centroids.rows(); ++q) {
                const Eigen::RowVectorXd row = x.row(i), ctr = c.centroids.row(q);
                const double d = partialSquaredDistance(row.data(), ctr.data(), int(x.cols()));
                if (d < best) {
                    best = d;
                    res.labels[i] = q;
                }
            }
        }
    }
    return true;
}

Eigen::MatrixXd criterionMatrix(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                                const QList<Criterion> &criteria)
{
    const int n = int(configs.size());
    Eigen::MatrixXd crit(n, criteria.size());
    for (int i = 0; i < n; ++i) {
        const model::Configuration &c = configs[i];
        const ConfigurationScaling *s = scaling.find(i);
        for (int j = 0; j < criteria.size(); ++j) {
            const QString &name = criteria[j].name;
            double v = kNaN;
            if (name == QLatin1String("time"))
                v = c.scoreMinutes.value_or(kNaN);
            else if (name == QLatin1String("efficiency"))
                v = s && s->efficiency ? *s->efficiency : kNaN;
            else if (name == QLatin1String("per_accelerator_throughput"))
                v = c.perAcceleratorThroughput.value_or(kNaN);
            else if (name == QLatin1String("accelerators"))
                v = c.accelerators ? double(*c.accelerators) : kNaN;
            else if (name == QLatin1String("energy"))
                v = c.energyKj.value_or(kNaN);
            crit(i, j) = v;
        }
    }
    return crit;
}

Eigen::MatrixXd clusterCriterionMatrix(const QList<int> &labels, const Eigen::MatrixXd &crit, int k)
{
    Eigen::MatrixXd out = Eigen::MatrixXd::Constant(k, crit.cols(), kNaN);
    for (int q = 0; q < k; ++q)
        for (int j = 0; j < crit.cols(); ++j) {
            QList<double> values;
            for (int i = 0; i < labels.size(); ++i)
                if (labels[i] == q && !std::isnan(crit(i, j)))
                    values << crit(i, j);
            if (!values.isEmpty())
                out(q, j) = median(values);
        }
    return out;
}

void rankMethodResult(MethodResult &result, const QList<model::Configuration> &configs, const ScalingAnalysis &scaling,
                      const QList<Criterion> &criteria)
{
    const int n = int(configs.size());
    result.clusters.clear();
    // Phase 3: configurations
    const Eigen::MatrixXd crit = criterionMatrix(configs, scaling, criteria);
    result.configurationRanking = topsis(crit, criteria);
    QList<double> px, py;
    for (const model::Configuration &c : configs) {
        px << (c.accelerators ? double(*c.accelerators) : kNaN);
        py << c.scoreMinutes.value_or(kNaN);
    }
    result.pareto = paretoFront(px, py);

    // Cluster profiles in original units, and cluster ranking on member medians.
    const int k = result.labels.isEmpty() ? 0 : *std::max_element(result.labels.begin(), result.labels.end()) + 1;
    for (int q = 0; q < k; ++q) {
        ClusterProfile p;
        p.id = q;
        QList<double> acc, minutes, eff, pat, cores;
        QMap<QString, int> models;
        for (int i = 0; i < n; ++i) {
            if (result.labels[i] != q)
                continue;
            const model::Configuration &c = configs[i];
            ++p.size;
            p.members << c.id;
            if (c.accelerators)
                acc << *c.accelerators;
            if (c.scoreMinutes)
                minutes << *c.scoreMinutes;
            if (const ConfigurationScaling *s = scaling.find(i); s && s->efficiency)
                eff << *s->efficiency;
            if (c.perAcceleratorThroughput)
                pat << *c.perAcceleratorThroughput;
            if (c.hostCoresPerAccelerator)
                cores << *c.hostCoresPerAccelerator;
            ++models[modelName(c)];
        }
        if (!acc.isEmpty()) {
            p.medianAccelerators = median(acc);
            p.minAccelerators = *std::min_element(acc.begin(), acc.end());
            p.maxAccelerators = *std::max_element(acc.begin(), acc.end());
        }
        p.medianMinutes = minutes.isEmpty() ? kNaN : median(minutes);
        p.medianEfficiency = medianOf(eff);
        p.medianPerAcceleratorThroughput = medianOf(pat);
        p.medianHostCoresPerAccelerator = medianOf(cores);
        for (auto it = models.cbegin(); it != models.cend(); ++it)
            p.models << qMakePair(it.key(), it.value());
        std::stable_sort(p.models.begin(), p.models.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
        if (!p.models.isEmpty()) {
            for (const model::CatalogEntry &e : model::AcceleratorCatalog::embedded().entries())
                if (e.name == p.models.first().first)
                    p.dominantGeneration = e.architecture;
        }
        result.clusters << p;
    }
    const TopsisResult cr = topsis(clusterCriterionMatrix(result.labels, crit, k), criteria);
    for (int q = 0; q < k; ++q) {
        result.clusters[q].topsis = cr.closeness[q];
        result.clusters[q].rank = cr.rank[q];
    }
    std::stable_sort(result.clusters.begin(), result.clusters.end(),
                     [](const ClusterProfile &a, const ClusterProfile &b) { return a.rank < b.rank; });

    result.recommendation = methodRecommendation(result, configs);
}

QString clusterModelsText(const ClusterProfile &profile, int shown)
{
    QStringList parts;
    int listed = 0;
    for (const auto &m : profile.models.mid(0, shown)) {
        parts << QStringLiteral("%1 (%2)").arg(m.first).arg(m.second);
        listed += m.second;
    }
    if (profile.size > listed)
        parts << Method::tr("+%n other(s)", nullptr, profile.size - listed);
    return parts.join(QStringLiteral("; "));
}

QString methodRecommendation(const MethodResult &result, const QList<model::Configuration> &configs)
{
    const int n = int(configs.size());
    if (result.clusters.isEmpty())
        return {};
    const ClusterProfile &best = result.clusters.first();
    const QLocale loc;
    // Whole sentences with and without the efficiency, never assembled from fragments.
    QString text = best.medianEfficiency
                       ? Method::tr("Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators "
                                    "(median %5), mostly %6, median time to train %7 min, median efficiency %8.",
                                    nullptr, best.size)
                       : Method::tr("Cluster %1 ranks first (closeness %2): %n configuration(s) with %3–%4 accelerators "
                                    "(median %5), mostly %6, median time to train %7 min.",
                                    nullptr, best.size);
    text = text.arg(best.id + 1)
               .arg(loc.toString(best.topsis, 'f', 3))
               .arg(loc.toString(best.minAccelerators, 'f', 0), loc.toString(best.maxAccelerators, 'f', 0),
                    loc.toString(best.medianAccelerators, 'f', 0))
               .arg(best.models.isEmpty() ? QStringLiteral("?") : best.models.first().first)
               .arg(loc.toString(best.medianMinutes, 'f', 2));
    if (best.medianEfficiency)
        text = text.arg(loc.toString(*best.medianEfficiency, 'f', 2));
    text += QLatin1Char(' ');
    // The best configurations inside it, by their own closeness.
    QList<int> inBest;
    for (int i = 0; i < n; ++i)
        if (result.labels[i] == best.id)
            inBest << i;
    std::sort(inBest.begin(), inBest.end(),
              [&](int a, int b) { return result.configurationRanking.closeness[a] > result.configurationRanking.closeness[b]; });
    QStringList top;
    for (int i = 0; i < std::min<int>(3, int(inBest.size())); ++i)
        top << configs[inBest[i]].id;
    if (!top.isEmpty())
        text += Method::tr("Its best configurations: %1.").arg(top.join(QStringLiteral(", "))) + QLatin1Char(' ');
    // The fastest cluster, if it is not the winner: the trade-off in one sentence.
    const auto fastest = std::min_element(result.clusters.begin(), result.clusters.end(),
                                          [](const auto &a, const auto &b) { return a.medianMinutes < b.medianMinutes; });
    if (fastest != result.clusters.end() && fastest->id != best.id) {
        const QString sentence =
            fastest->medianEfficiency
                ? Method::tr("Cluster %1 is the fastest (median %2 min on a median of %3 accelerators) but ranks %4 of %5, "
                             "with median efficiency %6.")
                      .arg(fastest->id + 1)
                      .arg(loc.toString(fastest->medianMinutes, 'f', 2), loc.toString(fastest->medianAccelerators, 'f', 0))
                      .arg(fastest->rank)
                      .arg(result.clusters.size())
                      .arg(loc.toString(*fastest->medianEfficiency, 'f', 2))
                : Method::tr("Cluster %1 is the fastest (median %2 min on a median of %3 accelerators) but ranks %4 of %5.")
                      .arg(fastest->id + 1)
                      .arg(loc.toString(fastest->medianMinutes, 'f', 2), loc.toString(fastest->medianAccelerators, 'f', 0))
                      .arg(fastest->rank)
                      .arg(result.clusters.size());
        text += sentence;
    }
    return text.trimmed();
}

} // namespace scalescope::analysis
