// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartOptions.h"
#include "app/charts/AxisTicks.h"

#include <QChart>
#include <QJsonArray>
#include <QLogValueAxis>
#include <QValueAxis>

#include <cmath>

namespace scalescope::charts {
namespace {

QJsonValue zoomJson(const std::optional<ChartZoom> &z)
{
    if (!z)
        return QJsonValue(QJsonValue::Null);
    return QJsonObject{{QStringLiteral("x"), QJsonArray{z->xMin, z->xMax}}, {QStringLiteral("y"), QJsonArray{z->yMin, z->yMax}}};
}

QVariantMap seriesFitsVariant(const QMap<QString, QString> &fits)
{
    QVariantMap out;
    for (auto it = fits.begin(); it != fits.end(); ++it)
        out.insert(it.key(), it.value());
    return out;
}

std::optional<ChartZoom> zoomFrom(const QJsonValue &v)
{
    const QJsonArray x = v.toObject().value(QStringLiteral("x")).toArray(), y = v.toObject().value(QStringLiteral("y")).toArray();
    if (x.size() != 2 || y.size() != 2)
        return std::nullopt;
    ChartZoom z{x[0].toDouble(), x[1].toDouble(), y[0].toDouble(), y[1].toDouble()};
    if (!std::isfinite(z.xMin) || !std::isfinite(z.xMax) || !std::isfinite(z.yMin) || !std::isfinite(z.yMax) ||
        z.xMin >= z.xMax || z.yMin >= z.yMax)
        return std::nullopt;
    return z;
}

bool axisRange(const QAbstractAxis *a, double &lo, double &hi)
{
    if (const auto *v = qobject_cast<const QValueAxis *>(a)) {
        lo = v->min(), hi = v->max();
        return true;
    }
    if (const auto *l = qobject_cast<const QLogValueAxis *>(a)) {
        lo = l->min(), hi = l->max();
        return true;
    }
    return false;
}

void setAxisRange(QAbstractAxis *a, double lo, double hi)
{
    if (qobject_cast<QValueAxis *>(a) || (qobject_cast<QLogValueAxis *>(a) && lo > 0 && hi > 0))
        setPlottableRange(a, lo, hi); // a session's zoom is a file's numbers too
}

} // namespace

QString groupingKey(ScalingGrouping g)
{
    switch (g) {
    case ScalingGrouping::CatalogEntry:
        return QStringLiteral("catalog");
    case ScalingGrouping::Org:
        return QStringLiteral("org");
    case ScalingGrouping::Round:
        return QStringLiteral("round");
    }
    return {};
}

std::optional<ScalingGrouping> groupingFromKey(const QString &key)
{
    for (ScalingGrouping g : {ScalingGrouping::CatalogEntry, ScalingGrouping::Org, ScalingGrouping::Round})
        if (groupingKey(g) == key)
            return g;
    return std::nullopt;
}

QJsonObject toJson(const ScalingChartOptions &o)
{
    return {{QStringLiteral("metric"), metricKey(o.metric)},
            {QStringLiteral("grouping"), groupingKey(o.grouping)},
            {QStringLiteral("zoom"), zoomJson(o.zoom)},
            {QStringLiteral("edits"), toJson(o.edits)},
            {QStringLiteral("fit"), o.fitModel},
            {QStringLiteral("series_fits"), QJsonObject::fromVariantMap(seriesFitsVariant(o.seriesFits))}};
}

QJsonObject toJson(const ClusterChartOptions &o)
{
    return {{QStringLiteral("x"), o.x},
            {QStringLiteral("y"), o.y},
            {QStringLiteral("log_x"), o.logX},
            {QStringLiteral("log_y"), o.logY},
            {QStringLiteral("zoom"), zoomJson(o.zoom)},
            {QStringLiteral("edits"), toJson(o.edits)}};
}

QJsonObject toJson(const RankingViewOptions &o)
{
    QJsonObject out{{QStringLiteral("zoom"), zoomJson(o.zoom)},
                    {QStringLiteral("page"), o.stabilityPage ? QStringLiteral("stability") : QStringLiteral("chart")},
                    {QStringLiteral("stability_show"), o.rankRanges ? QStringLiteral("rank_ranges") : QStringLiteral("clusters")},
                    {QStringLiteral("edits"), toJson(o.edits)},
                    {QStringLiteral("stability_edits"), toJson(o.stabilityEdits)}};
    if (o.stability)
        out.insert(QStringLiteral("stability"), stabilityOptionsJson(*o.stability));
    return out;
}

QJsonObject toJson(const PlannerViewOptions &o)
{
    QJsonObject out{{QStringLiteral("series"), o.seriesKey},
                    {QStringLiteral("accelerators"), o.accelerators},
                    {QStringLiteral("model"), o.model},
                    {QStringLiteral("opened"), o.opened},
                    {QStringLiteral("question"),
                     o.fastestWithinBudget ? QStringLiteral("fastest_within_budget") : QStringLiteral("cheapest_within_minutes")},
                    {QStringLiteral("edits"), toJson(o.edits)}};
    if (o.price)
        out.insert(QStringLiteral("price"), *o.price);
    if (o.maxMinutes)
        out.insert(QStringLiteral("max_minutes"), *o.maxMinutes);
    if (o.budget)
        out.insert(QStringLiteral("budget"), *o.budget);
    return out;
}

QJsonObject toJson(const SurfaceChartOptions &o)
{
    return {{QStringLiteral("whole_grid"), o.wholeGrid},
            {QStringLiteral("zoom"), zoomJson(o.zoom)},
            {QStringLiteral("hpc_systems"), o.hpcSystems},
            {QStringLiteral("supercomputers"), o.supercomputers},
            {QStringLiteral("edits"), toJson(o.edits)}};
}

SurfaceChartOptions surfaceChartOptions(const QJsonObject &o)
{
    return SurfaceChartOptions{o.value(QStringLiteral("whole_grid")).toBool(), zoomFrom(o.value(QStringLiteral("zoom"))),
                               o.value(QStringLiteral("hpc_systems")).toBool(true),
                               o.value(QStringLiteral("supercomputers")).toBool(),
                               chartEditsFrom(o.value(QStringLiteral("edits")))};
}

ScalingChartOptions scalingChartOptions(const QJsonObject &o)
{
    ScalingChartOptions out;
    if (const auto m = metricFromKey(o.value(QStringLiteral("metric")).toString()))
        out.metric = *m;
    if (const auto g = groupingFromKey(o.value(QStringLiteral("grouping")).toString()))
        out.grouping = *g;
    out.zoom = zoomFrom(o.value(QStringLiteral("zoom")));
    out.edits = chartEditsFrom(o.value(QStringLiteral("edits")));
    if (const QString fit = o.value(QStringLiteral("fit")).toString(); fitChoiceModels().contains(fit))
        out.fitModel = fit;
    const QJsonObject seriesFits = o.value(QStringLiteral("series_fits")).toObject();
    for (auto it = seriesFits.begin(); it != seriesFits.end(); ++it)
        if (const QString m = it.value().toString(); m != QLatin1String("aic") && fitChoiceModels().contains(m))
            out.seriesFits.insert(it.key(), m);
    return out;
}

ClusterChartOptions clusterChartOptions(const QJsonObject &o)
{
    ClusterChartOptions out;
    if (o.value(QStringLiteral("x")).isString())
        out.x = o.value(QStringLiteral("x")).toString();
    if (o.value(QStringLiteral("y")).isString())
        out.y = o.value(QStringLiteral("y")).toString();
    out.logX = o.value(QStringLiteral("log_x")).toBool();
    out.logY = o.value(QStringLiteral("log_y")).toBool();
    out.zoom = zoomFrom(o.value(QStringLiteral("zoom")));
    out.edits = chartEditsFrom(o.value(QStringLiteral("edits")));
    return out;
}

RankingViewOptions rankingViewOptions(const QJsonObject &o)
{
    return RankingViewOptions{zoomFrom(o.value(QStringLiteral("zoom"))),
                              o.value(QStringLiteral("page")).toString() == QLatin1String("stability"),
                              o.value(QStringLiteral("stability_show")).toString() == QLatin1String("rank_ranges"),
                              chartEditsFrom(o.value(QStringLiteral("edits"))),
                              chartEditsFrom(o.value(QStringLiteral("stability_edits"))),
                              stabilityOptionsFrom(o.value(QStringLiteral("stability")))};
}

QJsonObject stabilityOptionsJson(const analysis::StabilityOptions &o)
{
    return {{QStringLiteral("draws"), o.draws},
            {QStringLiteral("weights"), analysis::weightSamplingKey(o.sampling)},
            {QStringLiteral("concentration"), o.concentration},
            {QStringLiteral("spread"), o.spread},
            {QStringLiteral("k_from"), o.kFrom},
            {QStringLiteral("k_to"), o.kTo},
            {QStringLiteral("vary_scope"), o.varyScope}};
}

std::optional<analysis::StabilityOptions> stabilityOptionsFrom(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject j = value.toObject();
    analysis::StabilityOptions o;
    // What the page's controls can show; anything else leaves the page as it is.
    const double draws = j.value(QStringLiteral("draws")).toDouble(),
                 concentration = j.value(QStringLiteral("concentration")).toDouble(),
                 spread = j.value(QStringLiteral("spread")).toDouble(), kFrom = j.value(QStringLiteral("k_from")).toDouble(),
                 kTo = j.value(QStringLiteral("k_to")).toDouble();
    const QString weights = j.value(QStringLiteral("weights")).toString();
    const bool kRange = (kFrom == 0 && kTo == 0) ||
                        (kFrom >= 2 && kFrom <= kTo && kTo <= 20 && kFrom == std::floor(kFrom) && kTo == std::floor(kTo));
    if (!(draws >= 100 && draws <= 1000000) || !(concentration >= 0.05 && concentration <= 100) ||
        !(spread >= 0.01 && spread <= 1) || !kRange ||
        (weights != analysis::weightSamplingKey(analysis::WeightSampling::Simplex) &&
         weights != analysis::weightSamplingKey(analysis::WeightSampling::AroundWeights)))
        return std::nullopt;
    o.draws = int(draws);
    o.sampling = weights == analysis::weightSamplingKey(analysis::WeightSampling::Simplex)
                     ? analysis::WeightSampling::Simplex
                     : analysis::WeightSampling::AroundWeights;
    o.concentration = concentration;
    o.spread = spread;
    o.kFrom = int(kFrom);
    o.kTo = int(kTo);
    o.varyScope = j.value(QStringLiteral("vary_scope")).toBool();
    return o;
}

PlannerViewOptions plannerViewOptions(const QJsonObject &o)
{
    PlannerViewOptions p;
    p.seriesKey = o.value(QStringLiteral("series")).toString();
    const double n = o.value(QStringLiteral("accelerators")).toDouble();
    p.accelerators = n >= 1 && n <= 100000 ? int(n) : 0; // out of range or absent: as it is
    p.model = o.value(QStringLiteral("model")).toString();
    p.opened = o.value(QStringLiteral("opened")).toBool();
    p.edits = chartEditsFrom(o.value(QStringLiteral("edits")));
    if (const double price = o.value(QStringLiteral("price")).toDouble(-1); price >= 0 && price <= 1e6)
        p.price = price;
    p.fastestWithinBudget = o.value(QStringLiteral("question")).toString() == QLatin1String("fastest_within_budget");
    // The spin boxes' ranges (0.01 to 10^6); anything else keeps what the Planner shows.
    for (auto [key, field] : {std::pair{"max_minutes", &p.maxMinutes}, std::pair{"budget", &p.budget}})
        if (const double v = o.value(QLatin1String(key)).toDouble(-1); v >= 0.01 && v <= 1e6)
            *field = v;
    return p;
}

std::optional<ChartZoom> chartRanges(const QChart *chart)
{
    const auto h = chart->axes(Qt::Horizontal), v = chart->axes(Qt::Vertical);
    ChartZoom z;
    if (h.isEmpty() || v.isEmpty() || !axisRange(h.first(), z.xMin, z.xMax) || !axisRange(v.first(), z.yMin, z.yMax))
        return std::nullopt;
    return z;
}

void applyChartRanges(QChart *chart, const ChartZoom &z)
{
    const auto h = chart->axes(Qt::Horizontal), v = chart->axes(Qt::Vertical);
    if (!h.isEmpty())
        setAxisRange(h.first(), z.xMin, z.xMax);
    if (!v.isEmpty())
        setAxisRange(v.first(), z.yMin, z.yMax);
}

} // namespace scalescope::charts
