// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/WeakScaling.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

namespace scalescope::analysis {
namespace {

double smapeOf(const QList<std::pair<double, double>> &points, const std::function<double(double)> &model)
{
    double sum = 0;
    for (const auto &[n, s] : points) {
        const double f = model(n);
        const double denominator = (std::abs(f) + std::abs(s)) / 2;
        sum += denominator > 0 ? std::abs(f - s) / denominator : 0;
    }
    return points.isEmpty() ? 0 : 100 * sum / points.size();
}

// One model's time at `scale` accelerators from the strong-scaling configurations of the same
// accelerator: measured when one has exactly that size (same organisation first), else from the
// series' Amdahl fit when the size lies within the series' measured range.
void oneModelFromStrongScaling(WeakScalingPoint &p, const model::Configuration &weak, int scale,
                               const QList<model::Configuration> &strong, const ScalingAnalysis &scaling)
{
    const auto sameAccelerator = [&](const model::Configuration &c) {
        return !weak.catalogId.isEmpty() ? c.catalogId == weak.catalogId : c.accelerator == weak.accelerator;
    };
    const model::Configuration *best = nullptr;
    for (const model::Configuration &c : strong)
        if (c.scoreMinutes && c.accelerators == scale && sameAccelerator(c) &&
            (!best || (c.org == weak.org && best->org != weak.org)))
            best = &c;
    if (best) {
        p.strongMinutes = best->scoreMinutes;
        p.strongSource = QStringLiteral("measured:") + best->id;
        return;
    }
    for (const ScalingSeries &series : scaling.series) {
        if (!series.amdahl.ok || series.reference < 0 || series.reference >= strong.size() || series.members.size() < 2)
            continue;
        const model::Configuration &ref = strong[series.reference];
        if (!sameAccelerator(ref) || !ref.accelerators || *ref.accelerators <= 0)
            continue;
        int lo = INT32_MAX, hi = 0;
        for (int m : series.members)
            if (strong[m].accelerators) {
                lo = std::min(lo, *strong[m].accelerators);
                hi = std::max(hi, *strong[m].accelerators);
            }
        if (scale < lo || scale > hi)
            continue; // no extrapolation: a fit says little beyond what it was fitted on
        const double k = static_cast<double>(scale) / *ref.accelerators;
        p.strongMinutes = series.amdahl.coefficients.value(0) + series.amdahl.coefficients.value(1) / k;
        p.strongSource = QStringLiteral("fit:") + series.key;
        return;
    }
}

} // namespace

double gustafsonSpeedup(double alpha, double n)
{
    return n - alpha * (n - 1);
}

double amdahlSpeedup(double epsilon, double n)
{
    return 1.0 / (epsilon + (1 - epsilon) / n);
}

WeakScalingLawFits fitScalingLaws(const QList<std::pair<double, double>> &points)
{
    WeakScalingLawFits f;
    QList<std::pair<double, double>> usable;
    for (const auto &[n, s] : points)
        if (std::isfinite(n) && std::isfinite(s) && n > 1 && s > 0)
            usable << std::pair{n, s};
    f.points = static_cast<int>(usable.size());
    if (usable.isEmpty())
        return f;
    // Gustafson: S = N − α (N − 1) is linear in α.
    double num = 0, den = 0;
    for (const auto &[n, s] : usable) {
        num += (n - 1) * (n - s);
        den += (n - 1) * (n - 1);
    }
    f.gustafsonAlpha = num / den;
    f.gustafsonSmape = smapeOf(usable, [&](double n) { return gustafsonSpeedup(*f.gustafsonAlpha, n); });
    // Amdahl: one parameter; the squared relative residuals scanned on a log grid of ε, then refined.
    const auto cost = [&](double e) {
        double c = 0;
        for (const auto &[n, s] : usable) {
            const double r = amdahlSpeedup(e, n) / s - 1;
            c += r * r;
        }
        return c;
    };
    double bestE = 0, bestC = cost(0);
    for (int i = 0; i <= 900; ++i) {
        const double e = std::pow(10.0, -9.0 + i / 100.0);
        if (const double c = cost(e); c < bestC) {
            bestC = c;
            bestE = e;
        }
    }
    double lo = std::max(0.0, bestE / 1.03), hi = std::min(1.0, bestE * 1.03);
    for (int i = 0; i < 100 && bestE > 0; ++i) { // golden section between the grid's neighbours
        const double a = hi - (hi - lo) * 0.6180339887498949, b = lo + (hi - lo) * 0.6180339887498949;
        if (cost(a) < cost(b))
            hi = b;
        else
            lo = a;
    }
    if (bestE > 0)
        bestE = (lo + hi) / 2;
    f.amdahlEpsilon = bestE;
    f.amdahlSmape = smapeOf(usable, [&](double n) { return amdahlSpeedup(bestE, n); });
    const auto largest =
        std::max_element(usable.begin(), usable.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    f.largestModels = static_cast<int>(largest->first);
    f.largestMeasured = largest->second;
    f.gustafsonAtLargest = gustafsonSpeedup(*f.gustafsonAlpha, largest->first);
    f.amdahlAtLargest = amdahlSpeedup(bestE, largest->first);
    if (bestE > 0)
        f.amdahlLimit = 1 / bestE;
    return f;
}

WeakScalingAnalysis analyseWeakScaling(const QList<model::Configuration> &weak, const QList<model::Configuration> &strong,
                                       const ScalingAnalysis &strongScaling)
{
    WeakScalingAnalysis a;
    QList<std::pair<double, double>> lawPoints;
    QList<QString> lawIds;
    for (int i = 0; i < weak.size(); ++i) {
        const model::Configuration &c = weak[i];
        if (!c.numberOfModels || !c.timeToTrainAllMinutes || !c.modelsPerMinute || *c.timeToTrainAllMinutes <= 0)
            continue;
        WeakScalingPoint p;
        p.index = i;
        p.id = c.id;
        p.models = *c.numberOfModels;
        p.instanceScale = c.instanceScale;
        p.instanceScalePerMachine = c.instanceScalePerMachine;
        p.machineSize = c.accelerators;
        p.timeToTrainAllMinutes = *c.timeToTrainAllMinutes;
        p.modelsPerMinute = *c.modelsPerMinute;
        double sum = 0;
        int n = 0;
        for (const model::RunRecord &r : c.runs)
            if (r.valid && r.minutes && std::isfinite(*r.minutes)) {
                sum += *r.minutes;
                ++n;
            }
        if (n > 0)
            p.perModelMinutes = sum / n;
        // The per-model size to compare at: the logged one, unless it cannot be (then the machine's share).
        std::optional<int> scale = c.instanceScale;
        if (c.instanceScalePerMachine)
            scale = std::abs(*c.instanceScalePerMachine - std::round(*c.instanceScalePerMachine)) < 1e-9
                        ? std::optional<int>(static_cast<int>(std::round(*c.instanceScalePerMachine)))
                        : std::nullopt;
        if (scale)
            oneModelFromStrongScaling(p, c, *scale, strong, strongScaling);
        if (p.strongMinutes && *p.strongMinutes > 0)
            p.weakEfficiency = *p.strongMinutes / p.timeToTrainAllMinutes;
        p.oneModelMinutes = p.strongMinutes && *p.strongMinutes > 0 ? p.strongMinutes : p.perModelMinutes;
        if (p.oneModelMinutes) {
            p.scaledSpeedup = p.models * *p.oneModelMinutes / p.timeToTrainAllMinutes;
            if (p.models > 1)
                p.serialFraction = (p.models - *p.scaledSpeedup) / (p.models - 1);
            lawPoints << std::pair{double(p.models), *p.scaledSpeedup};
            lawIds << p.id;
        }
        a.points << p;
    }
    a.fits = fitScalingLaws(lawPoints);
    for (qsizetype i = 0; i < lawPoints.size(); ++i)
        if (lawPoints[i].first == a.fits.largestModels && lawPoints[i].second == a.fits.largestMeasured.value_or(-1))
            a.fits.largestId = lawIds[i];
    return a;
}

} // namespace scalescope::analysis
