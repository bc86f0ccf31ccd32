// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/Planner.h"

#include "core/analysis/DerivedMetrics.h"
#include "core/analysis/ScalingModel.h"
#include "core/model/AcceleratorCatalog.h"

#include <Eigen/Dense>
#include <boost/math/distributions/students_t.hpp>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace scalescope::analysis {
namespace {

constexpr int kMaxPlannedAccelerators = 100000;

const ScalingFit *fitOf(const ScalingSeries &s, const QString &model)
{
    if (model == QLatin1String("amdahl"))
        return &s.amdahl;
    if (model == QLatin1String("power"))
        return &s.power;
    if (model == QLatin1String("extrap"))
        return &s.extrap;
    return nullptr;
}

// Every fit is linear in two coefficients: amdahl and extrap in T with rows weighted by 1/T
// (relative residuals), power in log T unweighted. This is that form: the regressor, whether the
// response is log T, and the coefficients on that scale.
struct LinearForm
{
    bool logScale = false;
    double c0 = 0, c1 = 0;
    const ScalingFit *fit = nullptr;
    double regressor(double k) const
    {
        if (fit->model == QLatin1String("amdahl"))
            return 1.0 / k;
        if (fit->model == QLatin1String("power"))
            return std::log(k);
        return std::pow(k, fit->exponentI) * std::pow(std::log2(k), fit->exponentJ);
    }
};

LinearForm linearForm(const ScalingFit &fit)
{
    LinearForm f;
    f.fit = &fit;
    f.logScale = fit.model == QLatin1String("power");
    if (f.logScale) {
        f.c0 = std::log(fit.coefficients[0]);
        f.c1 = -fit.coefficients[1];
    } else {
        f.c0 = fit.coefficients[0];
        f.c1 = fit.coefficients[1];
    }
    return f;
}

// The prediction interval at k: t_{n−2} · s · sqrt(new observation + x₀ᵀ(AᵀA)⁻¹x₀), with A the
// (weighted) design and s² the residual variance on the fit's own scale. On the log scale a new
// observation's spread is s and the interval is taken back by exp; on the relative scale it is s·T̂,
// and the interval is the same relative spread taken as a factor.
std::optional<std::pair<double, double>> predictionInterval(const ScalingFit &fit, double k, double predicted, double confidence)
{
    const int n = int(fit.points.size());
    if (n < 3 || !(confidence > 0 && confidence < 1))
        return std::nullopt;
    const LinearForm form = linearForm(fit);
    Eigen::MatrixXd a(n, 2);
    Eigen::VectorXd y(n);
    for (int i = 0; i < n; ++i) {
        const FitPoint &p = fit.points[i];
        const double w = form.logScale ? 1.0 : 1.0 / p.minutes;
        a(i, 0) = w;
        a(i, 1) = w * form.regressor(p.k);
        y(i) = w * (form.logScale ? std::log(p.minutes) : p.minutes);
    }
    const Eigen::Vector2d c(form.c0, form.c1);
    const double s2 = (y - a * c).squaredNorm() / (n - 2);
    const Eigen::Matrix2d ata = a.transpose() * a;
    Eigen::FullPivLU<Eigen::Matrix2d> lu(ata);
    if (!lu.isInvertible())
        return std::nullopt;
    const Eigen::Vector2d x0(1.0, form.regressor(k));
    const double leverage = x0.dot(lu.inverse() * x0);
    const boost::math::students_t t(n - 2);
    const double q = boost::math::quantile(t, 0.5 + confidence / 2);
    if (form.logScale) {
        const double half = q * std::sqrt(s2 * (1 + leverage));
        const double centre = form.c0 + form.c1 * form.regressor(k);
        return std::pair{std::exp(centre - half), std::exp(centre + half)};
    }
    // Relative residuals: a spread of h times the prediction, taken as a factor e^±h. For a small h
    // that is T̂(1 ± h); unlike T̂ − hT̂ it never reaches zero or below when the spread is large.
    const double h = q * std::sqrt(s2 * (1 + leverage / (predicted * predicted)));
    return std::pair{predicted * std::exp(-h), predicted * std::exp(h)};
}

const ScalingSeries *chooseSeries(const BenchmarkAnalysis &a, const PlanRequest &r)
{
    const ScalingSeries *best = nullptr;
    for (const ScalingSeries &s : a.scaling.series) {
        if (!r.seriesKey.isEmpty()) {
            if (s.key == r.seriesKey)
                return &s;
            continue;
        }
        if (s.accelerator != r.accelerator)
            continue;
        // The most configurations; among equals the newest round.
        if (!best || s.members.size() > best->members.size() ||
            (s.members.size() == best->members.size() && s.round > best->round))
            best = &s;
    }
    return best;
}

void estimateEnergy(Plan &p, const BenchmarkAnalysis &a, const ScalingSeries &s)
{
    QList<double> atN, perAcceleratorMinute;
    for (int i : s.members) {
        const model::Configuration &c = a.configurations[i];
        if (!c.energyKj || !c.accelerators || !c.scoreMinutes || *c.scoreMinutes <= 0)
            continue;
        if (*c.accelerators == p.accelerators)
            atN << *c.energyKj;
        perAcceleratorMinute << *c.energyKj / (*c.accelerators * *c.scoreMinutes);
    }
    if (!atN.isEmpty()) {
        p.energyKj = median(atN);
        p.energyBasis = QStringLiteral("measured");
    } else if (!perAcceleratorMinute.isEmpty()) {
        p.energyKj = median(perAcceleratorMinute) * p.accelerators * p.predictedMinutes;
        p.energyBasis = QStringLiteral("estimated_from_measured");
    } else if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(s.accelerator); e && e->tdpW.value) {
        p.energyKj = p.accelerators * *e->tdpW.value * p.predictedMinutes * 60 / 1000; // W · s → kJ
        p.energyBasis = QStringLiteral("estimated_from_tdp");
    }
}

// The smallest count of accelerators from `from` to `upTo` at which `fit` predicts no positive
// time: every count up to 4096, log-spaced beyond (a fit's sign changes once or twice, slowly).
std::optional<int> firstCountWithoutPositiveTime(const ScalingFit &fit, int reference, int from, int upTo)
{
    if (reference <= 0)
        return std::nullopt;
    for (int count = std::max(1, from); count <= upTo; count = count < 4096 ? count + 1 : int(std::ceil(count * 1.01))) {
        const double t = fit.predict(double(count) / reference);
        if (!(t > 0) || !std::isfinite(t))
            return count;
    }
    return std::nullopt;
}

Plan planOnSeries(const BenchmarkAnalysis &a, const ScalingSeries &s, const ScalingFit &fit, int n, std::optional<double> price,
                  double confidence)
{
    Plan p;
    p.seriesKey = s.key;
    p.accelerator = s.accelerator;
    p.acceleratorName = seriesAcceleratorName(a, s);
    p.round = s.round;
    p.org = s.org;
    p.model = fit.model;
    p.formula = fit.formula();
    p.accelerators = n;
    p.confidence = confidence;
    p.measured = fit.points;
    const model::Configuration &ref = a.configurations[s.reference];
    p.referenceAccelerators = ref.accelerators.value_or(0);
    p.measuredMin = p.measuredMax = p.referenceAccelerators;
    for (int i : s.members)
        if (const auto &c = a.configurations[i].accelerators) {
            p.measuredMin = std::min(p.measuredMin, *c);
            p.measuredMax = std::max(p.measuredMax, *c);
        }
    p.k = double(n) / p.referenceAccelerators;
    p.predictedMinutes = fit.predict(p.k);
    if (!(p.predictedMinutes > 0) || !std::isfinite(p.predictedMinutes)) {
        p.reason = QStringLiteral("not_positive");
        return p;
    }
    if (const auto interval = predictionInterval(fit, p.k, p.predictedMinutes, confidence)) {
        p.lowerMinutes = interval->first;
        p.upperMinutes = interval->second;
    }
    QList<double> sizes;
    for (const FitPoint &m : fit.points) {
        const double count = m.k * p.referenceAccelerators;
        if (!sizes.contains(count))
            sizes << count;
        if (std::abs(count - n) < 0.5) {
            p.measuredHereMin = p.measuredHere ? std::min(p.measuredHereMin, m.minutes) : m.minutes;
            p.measuredHereMax = p.measuredHere ? std::max(p.measuredHereMax, m.minutes) : m.minutes;
            ++p.measuredHere;
        }
    }
    p.distinctSizes = int(sizes.size());
    if (p.measuredHere > 0) {
        const double lower = std::min(p.lowerMinutes.value_or(p.predictedMinutes), p.measuredHereMin);
        const double upper = std::max(p.upperMinutes.value_or(p.predictedMinutes), p.measuredHereMax);
        p.intervalWidenedToMeasured = p.lowerMinutes && p.upperMinutes && (lower < *p.lowerMinutes || upper > *p.upperMinutes);
        if (p.lowerMinutes && p.upperMinutes) {
            p.lowerMinutes = lower;
            p.upperMinutes = upper;
        }
    }
    p.negativeSerialTime = fit.negativeSerialTime();
    p.notPositiveAt =
        firstCountWithoutPositiveTime(fit, p.referenceAccelerators, std::min(n, p.measuredMin), std::max(n, p.measuredMax));
    // Against the fit's own time at the reference, so exact Amdahl data give E = 1/(kε + 1 − ε).
    const double atReference = fit.predict(1.0);
    if (atReference > 0) {
        p.speedup = atReference / p.predictedMinutes;
        p.efficiency = *p.speedup / p.k;
        p.epsilon = effectiveEpsilon(*p.efficiency, p.k);
        p.superLinear = *p.efficiency > 1 + 1e-9;
    }
    p.acceleratorHours = n * p.predictedMinutes / 60;
    if (price)
        p.cost = p.acceleratorHours * *price;
    p.extrapolated = n < p.measuredMin || n > p.measuredMax;
    p.extrapolation = n > p.measuredMax ? double(n) / p.measuredMax : n < p.measuredMin ? double(p.measuredMin) / n : 1.0;
    estimateEnergy(p, a, s);
    return p;
}

QList<int> candidateCounts(int largestMeasured)
{
    QList<int> out;
    for (int n = 1; n <= 64; ++n)
        out << n;
    const int top = std::min(kMaxPlannedAccelerators, std::max(64, 16 * largestMeasured));
    for (int n = 72; n <= top; n += 8)
        out << n;
    return out;
}

} // namespace

QString seriesAcceleratorName(const BenchmarkAnalysis &a, const ScalingSeries &s)
{
    if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(s.accelerator))
        return e->name;
    if (!s.members.isEmpty()) {
        const model::Configuration &c = a.configurations[s.members.first()];
        return c.cpuOnly ? c.hostCpu : c.accelerator;
    }
    return s.accelerator;
}

QString planReasonText(const QString &code)
{
    if (code == QLatin1String("bad_count"))
        return QCoreApplication::translate("Planner", "the number of accelerators must be from 1 to 100,000");
    if (code == QLatin1String("no_series"))
        return QCoreApplication::translate("Planner", "no configuration of this accelerator has an official score here");
    if (code == QLatin1String("no_fit"))
        return QCoreApplication::translate("Planner", "its series has no fit of this model (it needs three sizes or more)");
    if (code == QLatin1String("not_positive"))
        return QCoreApplication::translate("Planner", "the fit predicts no positive time at this size");
    if (code == QLatin1String("unknown_model"))
        return QCoreApplication::translate("Planner", "unknown model: use amdahl, power or extrap");
    return code;
}

QList<const ScalingSeries *> plannableSeries(const BenchmarkAnalysis &a, const QString &model)
{
    QList<const ScalingSeries *> out;
    for (const ScalingSeries &s : a.scaling.series)
        if (const ScalingFit *f = fitOf(s, model); f && f->ok && s.reference >= 0)
            out << &s;
    return out;
}

Plan planConfiguration(const BenchmarkAnalysis &a, const PlanRequest &r)
{
    Plan failed;
    failed.accelerator = r.accelerator;
    failed.accelerators = r.accelerators;
    failed.model = r.model;
    if (r.accelerators < 1 || r.accelerators > kMaxPlannedAccelerators) {
        failed.reason = QStringLiteral("bad_count");
        return failed;
    }
    const ScalingSeries *s = chooseSeries(a, r);
    if (!s) {
        failed.reason = QStringLiteral("no_series");
        return failed;
    }
    const ScalingFit *fit = fitOf(*s, r.model);
    if (!fit) {
        failed.reason = QStringLiteral("unknown_model");
        return failed;
    }
    if (!fit->ok || s->reference < 0) {
        failed.seriesKey = s->key;
        failed.reason = QStringLiteral("no_fit");
        return failed;
    }
    return planOnSeries(a, *s, *fit, r.accelerators, r.price, r.confidence);
}

QList<PlanCurvePoint> planCurve(const BenchmarkAnalysis &a, const Plan &plan, double from, double to, int steps)
{
    QList<PlanCurvePoint> out;
    if (!plan.ok() || !(from > 0) || !(to > from) || steps < 1)
        return out;
    PlanRequest bySeries;
    bySeries.seriesKey = plan.seriesKey;
    const ScalingSeries *s = chooseSeries(a, bySeries);
    const ScalingFit *fit = s ? fitOf(*s, plan.model) : nullptr;
    if (!fit || !fit->ok)
        return out;
    for (int i = 0; i <= steps; ++i) {
        PlanCurvePoint p;
        p.accelerators = from * std::pow(to / from, double(i) / steps);
        const double k = p.accelerators / plan.referenceAccelerators;
        p.minutes = fit->predict(k);
        if (!(p.minutes > 0) || !std::isfinite(p.minutes))
            continue;
        if (const auto interval = predictionInterval(*fit, k, p.minutes, plan.confidence)) {
            p.lowerMinutes = interval->first;
            p.upperMinutes = interval->second;
        }
        out << p;
    }
    return out;
}

QList<Plan> answerPlanQuestion(const BenchmarkAnalysis &a, const PlanQuestion &q)
{
    QList<Plan> best;
    const bool cheapest = q.kind == PlanQuestion::CheapestWithinMinutes;
    for (const ScalingSeries *s : plannableSeries(a, q.model)) {
        const ScalingFit &fit = *fitOf(*s, q.model);
        const std::optional<double> price = q.prices.contains(s->accelerator) ? q.prices.value(s->accelerator) : q.price;
        if (!price && (q.price || !q.prices.isEmpty()))
            continue; // priced and unpriced accelerators are not compared: the unpriced ones are left out
        // Cost per accelerator-hour: the price, or 1 (the answer is then in accelerator-hours).
        const double perHour = price.value_or(1.0);
        const int reference = a.configurations[s->reference].accelerators.value_or(1);
        int largest = reference;
        for (int i : s->members)
            largest = std::max(largest, a.configurations[i].accelerators.value_or(0));
        std::optional<int> chosen;
        double chosenCost = 0, chosenMinutes = 0;
        for (int n : candidateCounts(largest)) {
            const double minutes = fit.predict(double(n) / reference);
            if (!(minutes > 0) || !std::isfinite(minutes))
                continue;
            const bool outside = n < reference || n > largest;
            if (outside && fit.predict(1.0) / (minutes * n / reference) > 1 + 1e-9)
                continue; // super-linear beyond the data: a fit with ε < 0 would promise ever cheaper runs
            const double cost = n * minutes / 60 * perHour;
            const bool fits = cheapest ? minutes <= q.limit : cost <= q.limit;
            if (!fits)
                continue;
            const bool better =
                !chosen || (cheapest ? cost < chosenCost || (cost == chosenCost && minutes < chosenMinutes)
                                     : minutes < chosenMinutes || (minutes == chosenMinutes && cost < chosenCost));
            if (better) {
                chosen = n;
                chosenCost = cost;
                chosenMinutes = minutes;
            }
        }
        if (chosen)
            best << planOnSeries(a, *s, fit, *chosen, price, q.confidence);
    }
    std::stable_sort(best.begin(), best.end(), [&](const Plan &x, const Plan &y) {
        if (cheapest) {
            const double cx = x.cost.value_or(x.acceleratorHours), cy = y.cost.value_or(y.acceleratorHours);
            return cx < cy;
        }
        return x.predictedMinutes < y.predictedMinutes;
    });
    return best.mid(0, q.answers);
}

} // namespace scalescope::analysis
