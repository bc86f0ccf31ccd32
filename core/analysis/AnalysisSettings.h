// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything that decides one analysis: the benchmark, where references are chosen, which
// configurations are in, and the three-phase method's settings. One value, shared by the GUI's
// controller, the CLI and sessions; the same value on the same dataset gives the same analysis.
#include "core/analysis/ConfigurationFilter.h"
#include "core/analysis/ScalingAnalysis.h"
#include "core/analysis/SelectionMethod.h"

#include <optional>

namespace scalescope::analysis {

struct AnalysisSettings
{
    QString benchmark; // empty: resnet when present, else the most common (defaultBenchmark)
    ReferenceScope scope = ReferenceScope::Round;
    // Which configurations are in: those the filter keeps when filteredOnly is set, and of those
    // only the listed ids when includedIds is set (an explicit set).
    bool filteredOnly = false;
    ConfigurationFilter filter;
    std::optional<QStringList> includedIds;
    bool runMethod = true;      // false: scaling only (the CLI's --scaling-only)
    MethodOptions method;       // variables, k or auto, algorithm, seed, weights, duplicates
    double precisionFactor = 4; // the what-if: compute made f times faster (shown, not analysed)

    bool operator==(const AnalysisSettings &) const = default;
};

// The benchmark to analyse when the user named none: resnet when present, else the most common.
QString defaultBenchmark(const QList<model::Configuration> &configurations);

} // namespace scalescope::analysis
