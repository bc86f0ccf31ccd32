// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/SupercomputerComparison.h"

#include "core/analysis/DerivedMetrics.h"

#include <algorithm>

namespace scalescope::analysis {

namespace {

bool startsWithAny(const QString &id, std::initializer_list<const char *> prefixes)
{
    return std::any_of(prefixes.begin(), prefixes.end(), [&](const char *p) { return id.startsWith(QLatin1String(p)); });
}

} // namespace

std::optional<ComputeFamily> computeFamily(const model::Configuration &c)
{
    const QString &id = c.catalogId;
    if (id.startsWith(QLatin1String("nvidia-p100")))
        return ComputeFamily::P100;
    // Unmatched names such as "NVIDIA Tesla V100" (ambiguous in memory and form, so not in the
    // catalog) are still V100s.
    if (id.startsWith(QLatin1String("nvidia-v100")) || (id.isEmpty() && c.accelerator.contains(QLatin1String("V100"))))
        return ComputeFamily::V100;
    if (id.startsWith(QLatin1String("nvidia-a100")))
        return ComputeFamily::A100;
    if (startsWithAny(id, {"nvidia-h100", "nvidia-h200", "nvidia-gh200"}))
        return ComputeFamily::H100;
    if (id == QLatin1String("fujitsu-a64fx"))
        return ComputeFamily::A64FX;
    if (id.startsWith(QLatin1String("intel-xeon-phi")))
        return ComputeFamily::XeonPhi;
    return std::nullopt;
}

QString computeFamilyKey(ComputeFamily f)
{
    switch (f) {
    case ComputeFamily::P100:
        return QStringLiteral("p100");
    case ComputeFamily::V100:
        return QStringLiteral("v100");
    case ComputeFamily::A100:
        return QStringLiteral("a100");
    case ComputeFamily::H100:
        return QStringLiteral("h100");
    case ComputeFamily::A64FX:
        return QStringLiteral("a64fx");
    case ComputeFamily::XeonPhi:
        return QStringLiteral("xeon-phi");
    }
    return {};
}

bool isCpuOnlyFamily(ComputeFamily f)
{
    return f == ComputeFamily::A64FX || f == ComputeFamily::XeonPhi;
}

const FamilySummary *SupercomputerComparison::find(ComputeFamily f) const
{
    for (const FamilySummary &s : families)
        if (s.family == f)
            return &s;
    return nullptr;
}

SupercomputerComparison compareSupercomputers(const QList<model::Configuration> &configurations, ReferenceScope scope)
{
    QList<model::Configuration> strong;
    QList<ComputeFamily> families;
    for (const model::Configuration &c : configurations)
        if (!c.isWeakScaling())
            if (const auto f = computeFamily(c)) {
                strong << c;
                families << *f;
            }
    const ScalingAnalysis scaling = analyseScaling(strong, scope);

    SupercomputerComparison out;
    for (const ConfigurationScaling &s : scaling.configurations) {
        if (!s.k || *s.k <= 1 || !s.epsilonEff || !s.efficiency)
            continue;
        const model::Configuration &c = strong[s.index];
        out.points << FamilyPlacement{families[s.index],          c.id, c.org,         c.benchmark,  c.isHpc(),
                                      c.accelerators.value_or(0), *s.k, *s.epsilonEff, *s.efficiency};
    }
    for (ComputeFamily f : {ComputeFamily::P100, ComputeFamily::V100, ComputeFamily::A100, ComputeFamily::H100,
                            ComputeFamily::A64FX, ComputeFamily::XeonPhi}) {
        FamilySummary sum{f};
        QList<double> eps, eff;
        for (const FamilyPlacement &p : std::as_const(out.points)) {
            if (p.family != f)
                continue;
            eps << p.epsilon;
            eff << p.efficiency;
            sum.minK = sum.configurations ? std::min(sum.minK, p.k) : p.k;
            sum.maxK = std::max(sum.maxK, p.k);
            sum.largest = std::max(sum.largest, p.accelerators);
            sum.hpc = sum.hpc || p.hpc;
            ++sum.configurations;
            if (!sum.orgs.contains(p.org))
                sum.orgs << p.org;
        }
        if (!sum.configurations)
            continue;
        sum.medianEpsilon = median(eps);
        sum.medianEfficiency = median(eff);
        sum.orgs.sort(Qt::CaseInsensitive);
        out.families << sum;
    }
    return out;
}

} // namespace scalescope::analysis
