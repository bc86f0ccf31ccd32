#include "app/charts/ScalingChartData.h"

#include "core/model/AcceleratorCatalog.h"

#include <QCoreApplication>
#include <QMap>

#include <algorithm>
#include <cmath>

namespace scalescope {
namespace {

class ScalingChartText
{
    Q_DECLARE_TR_FUNCTIONS(ScalingChartText)
};

std::optional<double> metricValue(const Configuration &c, const ConfigurationScaling *s, ScalingMetric m)
{
    switch (m) {
    case ScalingMetric::TimeToTrain:
        return c.scoreMinutes;
    case ScalingMetric::Throughput:
        return c.throughput;
    case ScalingMetric::Speedup:
        return s ? s->speedup : std::nullopt;
    case ScalingMetric::Efficiency:
        return s ? s->efficiency : std::nullopt;
    case ScalingMetric::AcceleratorMinutes:
        return c.acceleratorMinutes;
    }
    return std::nullopt;
}

QString groupName(const Configuration &c, ScalingGrouping g)
{
    switch (g) {
    case ScalingGrouping::Org:
        return c.org;
    case ScalingGrouping::Round:
        return ScalingChartText::tr("Round %1").arg(c.round);
    case ScalingGrouping::CatalogEntry:
        if (const CatalogEntry *e = AcceleratorCatalog::embedded().find(c.catalogId))
            return e->name;
        return c.cpuOnly ? c.hostCpu : c.accelerator;
    }
    return {};
}

} // namespace

QString metricKey(ScalingMetric m)
{
    switch (m) {
    case ScalingMetric::TimeToTrain:
        return QStringLiteral("time");
    case ScalingMetric::Throughput:
        return QStringLiteral("throughput");
    case ScalingMetric::Speedup:
        return QStringLiteral("speedup");
    case ScalingMetric::Efficiency:
        return QStringLiteral("efficiency");
    case ScalingMetric::AcceleratorMinutes:
        return QStringLiteral("accelerator-minutes");
    }
    return {};
}

std::optional<ScalingMetric> metricFromKey(const QString &key)
{
    for (ScalingMetric m : {ScalingMetric::TimeToTrain, ScalingMetric::Throughput, ScalingMetric::Speedup,
                            ScalingMetric::Efficiency, ScalingMetric::AcceleratorMinutes})
        if (metricKey(m) == key)
            return m;
    return std::nullopt;
}

QString metricTitle(ScalingMetric m)
{
    switch (m) {
    case ScalingMetric::TimeToTrain:
        return ScalingChartText::tr("Time to train (minutes)");
    case ScalingMetric::Throughput:
        return ScalingChartText::tr("Throughput (samples/s)");
    case ScalingMetric::Speedup:
        return ScalingChartText::tr("Speedup over the reference");
    case ScalingMetric::Efficiency:
        return ScalingChartText::tr("Efficiency");
    case ScalingMetric::AcceleratorMinutes:
        return ScalingChartText::tr("Accelerator-minutes");
    }
    return {};
}

bool metricUsesLogAxis(ScalingMetric m)
{
    return m != ScalingMetric::Efficiency;
}

int ScalingChartData::pointCount() const
{
    int n = 0;
    for (const ScalingSeriesData &s : series)
        n += int(s.points.size());
    return n;
}

ScalingChartData buildScalingChartData(const QList<Configuration> &configs, const ScalingAnalysis &analysis, ScalingMetric metric,
                                       ScalingGrouping grouping)
{
    ScalingChartData data;
    data.metric = metric;
    data.benchmark = configs.isEmpty() ? QString() : configs.first().benchmark;
    QMap<QString, ScalingSeriesData> groups;
    for (int i = 0; i < configs.size(); ++i) {
        const Configuration &c = configs[i];
        if (!c.accelerators || *c.accelerators <= 0)
            continue;
        const auto v = metricValue(c, analysis.find(i), metric);
        if (!v || !std::isfinite(*v) || (metricUsesLogAxis(metric) && *v <= 0))
            continue;
        ScalingSeriesData &s = groups[groupName(c, grouping)];
        s.points << ScalingPoint{double(*c.accelerators), *v, c.id, i};
    }
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        ScalingSeriesData s = it.value();
        s.name = it.key();
        std::sort(s.points.begin(), s.points.end(), [](const ScalingPoint &a, const ScalingPoint &b) {
            return a.accelerators < b.accelerators || (a.accelerators == b.accelerators && a.value < b.value);
        });
        // Ideal scaling and the Amdahl fit come from the analysis series of this accelerator
        // model (catalog grouping only: other groupings mix models).
        if (grouping == ScalingGrouping::CatalogEntry && !s.points.isEmpty()) {
            const ConfigurationScaling *cs = analysis.find(s.points.first().configurationIndex);
            const ScalingSeries *series = nullptr;
            for (const ScalingSeries &as : analysis.series)
                if (cs && as.key == cs->seriesKey)
                    series = &as;
            if (series && series->reference >= 0) {
                const Configuration &ref = configs[series->reference];
                const double nRef = *ref.accelerators, tRef = *ref.scoreMinutes;
                const double maxN = s.points.last().accelerators;
                QList<double> ns;
                for (double n = nRef; n <= maxN * 1.0001; n *= 2)
                    ns << n;
                if (ns.isEmpty() || ns.last() < maxN)
                    ns << maxN;
                for (double n : ns) {
                    const double k = n / nRef;
                    double ideal = 0;
                    switch (metric) {
                    case ScalingMetric::TimeToTrain:
                        ideal = tRef / k;
                        break;
                    case ScalingMetric::Throughput:
                        ideal = ref.throughput ? *ref.throughput * k : 0;
                        break;
                    case ScalingMetric::Speedup:
                        ideal = k;
                        break;
                    case ScalingMetric::Efficiency:
                        ideal = 1;
                        break;
                    case ScalingMetric::AcceleratorMinutes:
                        ideal = tRef * nRef;
                        break;
                    }
                    if (ideal > 0)
                        s.ideal << QPointF(n, ideal);
                    if (series->amdahl.ok && metric != ScalingMetric::Throughput) {
                        const double t = series->amdahl.predict(k);
                        if (t <= 0)
                            continue;
                        double fitted = 0;
                        switch (metric) {
                        case ScalingMetric::TimeToTrain:
                            fitted = t;
                            break;
                        case ScalingMetric::Speedup:
                            fitted = tRef / t;
                            break;
                        case ScalingMetric::Efficiency:
                            fitted = tRef / t / k;
                            break;
                        case ScalingMetric::AcceleratorMinutes:
                            fitted = t * n;
                            break;
                        default:
                            break;
                        }
                        if (fitted > 0)
                            s.fit << QPointF(n, fitted);
                    }
                }
                if (series->amdahl.ok) {
                    s.epsilon = series->amdahl.epsilon;
                    s.r2 = series->amdahl.r2;
                }
            }
        }
        data.series << s;
    }
    return data;
}

ScalingChartData buildScalingChartData(const BenchmarkAnalysis &analysis, ScalingMetric metric, ScalingGrouping grouping)
{
    ScalingChartData data = buildScalingChartData(analysis.configurations, analysis.scaling, metric, grouping);
    data.benchmark = analysis.benchmark;
    return data;
}

} // namespace scalescope
