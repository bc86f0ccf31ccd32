// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ScalingChartData.h"

#include "core/analysis/Planner.h"
#include "core/model/AcceleratorCatalog.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

class ScalingChartText
{
    Q_DECLARE_TR_FUNCTIONS(ScalingChartText)
};

std::optional<double> metricValue(const model::Configuration &c, const analysis::ConfigurationScaling *s, ScalingMetric m)
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
    case ScalingMetric::EnergyToTrain:
        return c.energyKj;
    case ScalingMetric::FitResiduals:
        return std::nullopt; // from the fit, per series
    }
    return std::nullopt;
}

QString groupName(const model::Configuration &c, ScalingGrouping g)
{
    switch (g) {
    case ScalingGrouping::Org:
        return c.org;
    case ScalingGrouping::Round:
        return ScalingChartText::tr("Round %1").arg(c.round);
    case ScalingGrouping::CatalogEntry:
        return acceleratorDisplayName(c);
    }
    return {};
}

bool plottable(double v, ScalingMetric m)
{
    return std::isfinite(v) && (!metricUsesLogAxis(m) || v > 0);
}

// A time t (minutes) at n accelerators (k = n / nRef) in the metric; 0 where the metric is not of time.
double timeInMetric(double t, double n, double k, double tRef, ScalingMetric metric)
{
    if (!(t > 0))
        return 0;
    switch (metric) {
    case ScalingMetric::TimeToTrain:
        return t;
    case ScalingMetric::Speedup:
        return tRef / t;
    case ScalingMetric::Efficiency:
        return tRef / t / k;
    case ScalingMetric::AcceleratorMinutes:
        return t * n;
    default:
        return 0;
    }
}

// The chosen fit's prediction band along the series' measured counts, from the planner's interval.
void addBand(ScalingSeriesData &s, const analysis::BenchmarkAnalysis &analysis, const analysis::ScalingSeries &series,
             const analysis::ScalingFit &fit, ScalingMetric metric, double nRef, double tRef)
{
    analysis::PlanRequest request;
    request.seriesKey = series.key;
    request.accelerators = int(std::lround(s.points.last().accelerators));
    request.model = fit.model;
    const analysis::Plan plan = analysis::planConfiguration(analysis, request);
    if (!plan.ok())
        return;
    for (const analysis::PlanCurvePoint &p : analysis::planCurve(analysis, plan, nRef, s.points.last().accelerators, 60)) {
        if (!p.lowerMinutes || !p.upperMinutes)
            continue;
        const double k = p.accelerators / nRef;
        const double a = timeInMetric(*p.lowerMinutes, p.accelerators, k, tRef, metric);
        const double b = timeInMetric(*p.upperMinutes, p.accelerators, k, tRef, metric);
        if (a > 0 && b > 0) { // speedup and efficiency turn a shorter time into a larger value
            s.bandLower << QPointF(p.accelerators, std::min(a, b));
            s.bandUpper << QPointF(p.accelerators, std::max(a, b));
        }
    }
}

// The ideal line and the chosen fit of one analysis series, in the chosen metric.
void addLines(ScalingSeriesData &s, const analysis::ScalingSeries &series, const QList<model::Configuration> &configs,
              ScalingMetric metric, const analysis::ScalingFit &fit)
{
    if (series.reference < 0 || s.points.isEmpty())
        return;
    const model::Configuration &ref = configs[series.reference];
    const double nRef = *ref.accelerators, tRef = *ref.scoreMinutes;
    const double maxN = s.points.last().accelerators;
    QList<double> ns;
    for (double n = nRef; n <= maxN * 1.0001; n *= std::pow(2.0, 0.25)) // fine steps: the fit is a curve on log axes
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
        case ScalingMetric::EnergyToTrain: // perfect scaling at the same power per accelerator
            ideal = ref.energyKj.value_or(0);
            break;
        case ScalingMetric::FitResiduals:
            ideal = 0; // drawn below as the zero line
            break;
        }
        if (ideal > 0)
            s.ideal << QPointF(n, ideal);
        else if (metric == ScalingMetric::FitResiduals)
            s.ideal << QPointF(n, 0);
        if (!fit.ok || metric == ScalingMetric::Throughput || metric == ScalingMetric::FitResiduals ||
            metric == ScalingMetric::EnergyToTrain) // the fit is of time; power is not modelled
            continue;
        if (const double fitted = timeInMetric(fit.predict(k), n, k, tRef, metric); fitted > 0)
            s.fit << QPointF(n, fitted);
    }
    if (fit.ok) {
        s.fitModel = fit.model;
        s.r2 = fit.r2;
        s.maxRelativeResidual = fit.maxRelativeResidual;
    }
    if (series.amdahl.ok)
        s.epsilon = series.amdahl.epsilon; // ε is Amdahl's, whichever fit is drawn
}

void sortPoints(ScalingSeriesData &s)
{
    std::sort(s.points.begin(), s.points.end(), [](const ScalingPoint &a, const ScalingPoint &b) {
        return a.accelerators < b.accelerators || (a.accelerators == b.accelerators && a.value < b.value);
    });
}

} // namespace

QString acceleratorDisplayName(const model::Configuration &c)
{
    if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(c.catalogId))
        return e->name;
    return c.cpuOnly ? c.hostCpu : c.accelerator;
}

QList<ScalingMetric> scalingMetrics()
{
    return {ScalingMetric::TimeToTrain, ScalingMetric::Throughput,         ScalingMetric::Speedup,
            ScalingMetric::Efficiency,  ScalingMetric::AcceleratorMinutes, ScalingMetric::EnergyToTrain,
            ScalingMetric::FitResiduals};
}

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
    case ScalingMetric::EnergyToTrain:
        return QStringLiteral("energy");
    case ScalingMetric::FitResiduals:
        return QStringLiteral("residuals");
    }
    return {};
}

std::optional<ScalingMetric> metricFromKey(const QString &key)
{
    for (ScalingMetric m : scalingMetrics())
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
        return ScalingChartText::tr("Speedup over the reference (×)");
    case ScalingMetric::Efficiency:
        return ScalingChartText::tr("Efficiency E = S/k (1 = ideal)");
    case ScalingMetric::AcceleratorMinutes:
        return ScalingChartText::tr("Accelerator-minutes (accelerators × min)");
    case ScalingMetric::EnergyToTrain:
        return ScalingChartText::tr("Energy to train (kJ)");
    case ScalingMetric::FitResiduals:
        return ScalingChartText::tr("Amdahl fit residual (% of the measured time)");
    }
    return {};
}

bool metricUsesLogAxis(ScalingMetric m)
{
    return m != ScalingMetric::Efficiency && m != ScalingMetric::FitResiduals;
}

int ScalingChartData::pointCount() const
{
    int n = 0;
    for (const ScalingSeriesData &s : series)
        n += int(s.points.size());
    return n;
}

QStringList fitChoiceModels()
{
    return {QStringLiteral("amdahl"), QStringLiteral("power"), QStringLiteral("extrap"), QStringLiteral("aic")};
}

QString fitModelTitle(const QString &model)
{
    if (model == QLatin1String("power"))
        return ScalingChartText::tr("power law");
    if (model == QLatin1String("extrap"))
        return ScalingChartText::tr("Extra-P");
    if (model == QLatin1String("aic"))
        return ScalingChartText::tr("best by AICc");
    return ScalingChartText::tr("Amdahl");
}

const analysis::ScalingFit &chosenFit(const analysis::ScalingSeries &series, const FitChoice &choice)
{
    const QString model = choice.perSeries.value(series.key, choice.model);
    if (model == QLatin1String("power"))
        return series.power;
    if (model == QLatin1String("extrap"))
        return series.extrap;
    if (model == QLatin1String("aic"))
        if (const analysis::ScalingFit *best = analysis::bestByAicc({&series.amdahl, &series.power, &series.extrap}))
            return *best;
    return series.amdahl;
}

ScalingChartData buildScalingChartData(const analysis::BenchmarkAnalysis &analysis, ScalingMetric metric,
                                       ScalingGrouping grouping, const FitChoice &fits)
{
    ScalingChartData data;
    data.metric = metric;
    data.fitModel = fits.model;
    data.benchmark = analysis.benchmark;
    const QList<model::Configuration> &configs = analysis.configurations;

    if (grouping != ScalingGrouping::CatalogEntry) {
        if (metric == ScalingMetric::FitResiduals)
            return data; // residuals belong to a model's fit
        QMap<QString, ScalingSeriesData> groups;
        for (int i = 0; i < configs.size(); ++i) {
            const model::Configuration &c = configs[i];
            if (!c.accelerators || *c.accelerators <= 0)
                continue;
            const auto v = metricValue(c, analysis.scaling.find(i), metric);
            if (!v || !plottable(*v, metric)) {
                data.withoutValue += c.scoreMinutes ? 1 : 0;
                continue;
            }
            ScalingSeriesData &s = groups[groupName(c, grouping)];
            s.points << ScalingPoint{double(*c.accelerators), *v, c.id, i};
        }
        // Styles by place, not by a hash of the name: seven organisations shared one colour and marker.
        int place = 0;
        for (auto it = groups.begin(); it != groups.end(); ++it) {
            it->name = it.key();
            it->styleKey = it.key();
            it->styleIndex = place++;
            sortPoints(*it);
            data.series << *it;
        }
        return data;
    }

    // One series per analysis series; rounds of one model are told apart by name and shade.
    QSet<QString> rounds;
    for (const analysis::ScalingSeries &s : analysis.scaling.series)
        rounds.insert(s.round);
    const bool manyRounds = rounds.size() > 1;
    QMap<QString, QStringList> roundsOfModel; // newest first
    for (const analysis::ScalingSeries &s : analysis.scaling.series)
        roundsOfModel[s.accelerator] << s.round;
    for (QStringList &r : roundsOfModel)
        std::sort(r.begin(), r.end(), [](const QString &a, const QString &b) { return a > b; });
    for (const analysis::ScalingSeries &series : analysis.scaling.series) {
        if (series.members.isEmpty())
            continue;
        ScalingSeriesData s;
        s.seriesKey = series.key;
        const model::Configuration &first = configs[series.members.first()];
        s.name = acceleratorDisplayName(first);
        if (manyRounds && !series.round.isEmpty())
            s.name = ScalingChartText::tr("%1 · v%2").arg(s.name, series.round);
        if (!series.org.isEmpty())
            s.name = ScalingChartText::tr("%1 · %2").arg(s.name, series.org);
        s.styleKey = series.accelerator;
        s.shade = int(roundsOfModel.value(series.accelerator).indexOf(series.round));
        for (int m = 0; m < series.members.size(); ++m) {
            const int i = series.members[m];
            const model::Configuration &c = configs[i];
            std::optional<double> v;
            if (metric == ScalingMetric::FitResiduals) {
                if (series.amdahl.ok && m < series.amdahl.relativeResiduals.size())
                    v = 100.0 * series.amdahl.relativeResiduals[m];
            } else {
                v = metricValue(c, analysis.scaling.find(i), metric);
            }
            if (v && plottable(*v, metric))
                s.points << ScalingPoint{double(*c.accelerators), *v, c.id, i};
            else // for residuals: a series without an Amdahl fit (too few sizes) has none
                ++data.withoutValue;
        }
        if (s.points.isEmpty())
            continue;
        sortPoints(s);
        const analysis::ScalingFit &fit = chosenFit(series, fits);
        addLines(s, series, configs, metric, fit);
        if (!fits.bandSeries.isEmpty() && series.key == fits.bandSeries && fit.ok && series.reference >= 0 &&
            metric != ScalingMetric::FitResiduals)
            addBand(s, analysis, series, fit, metric, *configs[series.reference].accelerators,
                    *configs[series.reference].scoreMinutes);
        data.series << s;
    }
    std::stable_sort(data.series.begin(), data.series.end(),
                     [](const ScalingSeriesData &a, const ScalingSeriesData &b) { return a.name < b.name; });
    return data;
}

} // namespace scalescope::charts
