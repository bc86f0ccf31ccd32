// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/ScalingModel.h"

#include <cmath>

namespace scalescope::analysis {

double amdahlEfficiency(double k, double epsilon)
{
    return 1.0 / (k * epsilon + 1.0 - epsilon);
}

std::optional<double> effectiveEpsilon(double efficiency, double k)
{
    if (k == 1.0 || efficiency <= 0 || !std::isfinite(efficiency))
        return std::nullopt;
    return (1.0 - efficiency) / (efficiency * (k - 1.0));
}

std::optional<double> karpFlatt(double speedup, double p)
{
    if (p == 1.0 || speedup <= 0)
        return std::nullopt;
    return (1.0 / speedup - 1.0 / p) / (1.0 - 1.0 / p);
}

double predictedTime(double referenceMinutes, double epsilon, double k)
{
    // T(k) = T_ref / S(k), S = k·E
    return referenceMinutes / (k * amdahlEfficiency(k, epsilon));
}

PrecisionWhatIf precisionWhatIf(double epsilon, double k, double f)
{
    PrecisionWhatIf w;
    w.epsilonAfter = f * epsilon / (f * epsilon + 1.0 - epsilon);
    w.efficiencyBefore = amdahlEfficiency(k, epsilon);
    w.efficiencyAfter = amdahlEfficiency(k, w.epsilonAfter);
    w.realGain = (k * epsilon + 1.0 - epsilon) / (k * epsilon + (1.0 - epsilon) / f);
    return w;
}

EfficiencySurface sampleEfficiencySurface(int kSamples, int epsilonSamples, double kMax, double epsilonMin, double epsilonMax)
{
    EfficiencySurface s;
    const double lkMax = std::log10(kMax);
    for (int i = 0; i < kSamples; ++i)
        s.k << std::pow(10.0, lkMax * i / (kSamples - 1));
    const double le0 = std::log10(epsilonMin), le1 = std::log10(epsilonMax);
    for (int j = 0; j < epsilonSamples; ++j)
        s.epsilon << std::pow(10.0, le0 + (le1 - le0) * j / (epsilonSamples - 1));
    s.values.reserve(kSamples * epsilonSamples);
    for (double e : std::as_const(s.epsilon))
        for (double k : std::as_const(s.k))
            s.values << amdahlEfficiency(k, e);
    return s;
}

QList<IsoPoint> isoEfficiencyCurve(double efficiency, const QList<double> &kValues)
{
    QList<IsoPoint> out;
    for (double k : kValues)
        if (k > 1.0)
            out << IsoPoint{k, (1.0 / efficiency - 1.0) / (k - 1.0)};
    return out;
}

bool epsilonOnGrid(double epsilon, double epsilonMin, double epsilonMax)
{
    return epsilon >= epsilonMin && epsilon <= epsilonMax;
}

} // namespace scalescope::analysis
