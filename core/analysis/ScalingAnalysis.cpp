// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/ScalingAnalysis.h"

#include "core/analysis/ScalingModel.h"

#include <QMap>

#include <algorithm>

namespace scalescope::analysis {

QString scopeKey(ReferenceScope scope)
{
    switch (scope) {
    case ReferenceScope::Round:
        return QStringLiteral("round");
    case ReferenceScope::AllRounds:
        return QStringLiteral("all");
    case ReferenceScope::Org:
        return QStringLiteral("org");
    }
    return {};
}

std::optional<ReferenceScope> scopeFromKey(const QString &key)
{
    for (ReferenceScope s : {ReferenceScope::Round, ReferenceScope::AllRounds, ReferenceScope::Org})
        if (scopeKey(s) == key)
            return s;
    return std::nullopt;
}

const ConfigurationScaling *ScalingAnalysis::find(int index) const
{
    for (const ConfigurationScaling &c : configurations)
        if (c.index == index)
            return &c;
    return nullptr;
}

ScalingAnalysis analyseScaling(const QList<model::Configuration> &configs, ReferenceScope scope)
{
    ScalingAnalysis out;
    out.scope = scope;
    QMap<QString, ScalingSeries> byKey;
    for (int i = 0; i < configs.size(); ++i) {
        const model::Configuration &c = configs[i];
        if (!c.scoreMinutes || !c.accelerators || *c.accelerators <= 0 || *c.scoreMinutes <= 0)
            continue;
        ScalingSeries s;
        s.benchmark = c.benchmark;
        s.accelerator = c.catalogId.isEmpty() ? QStringLiteral("name:") + c.accelerator : c.catalogId;
        if (scope != ReferenceScope::AllRounds)
            s.round = c.round;
        if (scope == ReferenceScope::Org)
            s.org = c.submitter.isEmpty() ? c.org : c.submitter;
        s.key = s.benchmark + QLatin1Char('|') + s.accelerator + QLatin1Char('|') +
                (s.round.isEmpty() ? QStringLiteral("*") : s.round) + QLatin1Char('|') +
                (s.org.isEmpty() ? QStringLiteral("*") : s.org);
        auto it = byKey.find(s.key);
        if (it == byKey.end())
            it = byKey.insert(s.key, s);
        it->members << i;
    }

    for (ScalingSeries &s : byKey) {
        std::sort(s.members.begin(), s.members.end(), [&](int a, int b) {
            const model::Configuration &x = configs[a], &y = configs[b];
            if (*x.accelerators != *y.accelerators)
                return *x.accelerators < *y.accelerators;
            if (*x.scoreMinutes != *y.scoreMinutes)
                return *x.scoreMinutes < *y.scoreMinutes;
            return x.id < y.id;
        });
        const bool hasReference = s.members.size() >= 2;
        s.reference = hasReference ? s.members.first() : -1;
        QList<FitPoint> points;
        for (int idx : std::as_const(s.members)) {
            ConfigurationScaling cs;
            cs.index = idx;
            cs.seriesKey = s.key;
            if (hasReference) {
                const model::Configuration &ref = configs[s.reference];
                const model::Configuration &c = configs[idx];
                cs.referenceId = ref.id;
                cs.isReference = idx == s.reference;
                cs.k = double(*c.accelerators) / *ref.accelerators;
                cs.speedup = *ref.scoreMinutes / *c.scoreMinutes;
                cs.efficiency = *cs.speedup / *cs.k;
                cs.epsilonEff = effectiveEpsilon(*cs.efficiency, *cs.k);
                cs.superLinear = *cs.efficiency > 1.0 + 1e-12;
                points << FitPoint{*cs.k, *c.scoreMinutes};
            }
            out.configurations << cs;
        }
        if (hasReference) {
            s.amdahl = fitAmdahl(points);
            s.power = fitPowerLaw(points);
            s.extrap = fitExtraP(points);
        } else {
            const QString reason = QStringLiteral("single_configuration");
            for (ScalingFit *f : {&s.amdahl, &s.power, &s.extrap}) {
                f->reason = reason;
                f->points = points;
            }
            s.amdahl.model = QStringLiteral("amdahl");
            s.power.model = QStringLiteral("power");
            s.extrap.model = QStringLiteral("extrap");
        }
        out.series << s;
    }
    std::sort(out.configurations.begin(), out.configurations.end(),
              [](const ConfigurationScaling &a, const ConfigurationScaling &b) { return a.index < b.index; });
    return out;
}

} // namespace scalescope::analysis
