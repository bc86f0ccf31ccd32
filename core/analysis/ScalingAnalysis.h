// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Speedup, efficiency and ε_eff of every configuration against a reference, and the fits per
// series. A series is one benchmark and one catalog entry (unmatched names form their own
// series, keyed by the name as written), within the reference scope:
//  * round (default): same round;  * all: across rounds;  * org: same round and same submitter.
// The reference is the configuration with the fewest accelerators (processors for CPU-only
// systems); among equals, the shortest time. S = T_ref/T, k = N/N_ref, E = S/k,
// ε_eff = (1 − E)/(E·(k − 1)). A series of one configuration has no reference: E and ε are n/a.
#include "core/analysis/ScalingFits.h"
#include "core/model/Configuration.h"

namespace scalescope::analysis {

enum class ReferenceScope
{
    Round,
    AllRounds,
    Org
};
QString scopeKey(ReferenceScope scope); // "round", "all", "org"
std::optional<ReferenceScope> scopeFromKey(const QString &key);

struct ConfigurationScaling
{
    int index = -1; // into the analysed list
    QString seriesKey;
    QString referenceId; // empty when there is no reference
    std::optional<double> k;
    std::optional<double> speedup;
    std::optional<double> efficiency;
    std::optional<double> epsilonEff; // undefined at k = 1
    bool superLinear = false;         // E > 1, kept and flagged
    bool isReference = false;
};

struct ScalingSeries
{
    QString key; // "<benchmark>|<accelerator>|<round or *>|<org or *>"
    QString benchmark;
    QString accelerator; // catalog id, or "name:<free text>" when unmatched
    QString round;       // empty for scope "all"
    QString org;         // set for scope "org"
    QList<int> members;  // indices, by accelerators then time
    int reference = -1;
    ScalingFit amdahl;
    ScalingFit power;
    ScalingFit extrap;
};

struct ScalingAnalysis
{
    ReferenceScope scope = ReferenceScope::Round;
    QList<ConfigurationScaling> configurations; // one per input configuration with a score
    QList<ScalingSeries> series;
    const ConfigurationScaling *find(int index) const;
};

ScalingAnalysis analyseScaling(const QList<model::Configuration> &configurations, ReferenceScope scope);

} // namespace scalescope::analysis
