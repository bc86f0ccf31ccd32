// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Imports an MLPerf Training or HPC submission tree: a round folder (training_results_vX.Y,
// hpc_results_vX.Y, or any folder with vX.Y in its path, and "hpc" for HPC), one org folder, one
// system's results folder, an HPC system's strong/ or weak/ folder, or one benchmark folder. Every
// benchmark present is read; each result folder becomes a Configuration with its runs and its
// official score (HPC weak scaling: its models per minute). Bad input becomes diagnostics, never a
// crash or a hang.
#include "core/model/Dataset.h"

#include <atomic>
#include <functional>
#include <memory>

namespace scalescope::rules {
class RuleBook;
} // namespace scalescope::rules

namespace scalescope::import {

struct ImportOptions
{
    QString round;     // "X.Y"; overrides the round found in the path
    QString benchmark; // import only this benchmark; empty = all
    // Called from the importing thread with (files done, files in all).
    std::function<void(int, int)> progress;
    const std::atomic<bool> *cancel = nullptr; // set to stop early; the result is then empty
    int threads = 0;                           // 0 = one per hardware thread
    // The official rules to check runs with; null for the table embedded in ScaleScope.
    std::shared_ptr<const rules::RuleBook> rules;
    // "training" or "hpc"; empty: "hpc" when a folder of the path names it (hpc_results_v2.0).
    QString usage;
};

struct ImportOutcome
{
    model::Dataset dataset;
    bool cancelled = false;
};

// "hpc" when a folder of the path has "hpc" in its name (hpc_results_v2.0, hpc_v0.7), else "training".
QString usageFromPath(const QString &path);

// The round written in a path ("…/training_results_v4.0/NVIDIA" -> "4.0"); empty when none.
// The last vX.Y in the path wins.
QString roundFromPath(const QString &path);

// Whether the folder may hold MLPerf results: a result_*.txt within six levels of it (a folder of
// rounds, a round, an organisation, a results folder, a system, a benchmark). Checked before asking for a round
// that the path does not give, so a folder of other files is called that first. A folder too
// large to search quickly counts as one that may.
bool mayHoldResultLogs(const QString &folder);

class MlperfTreeImporter
{
public:
    static ImportOutcome importPath(const QString &path, const ImportOptions &options = {});
};

} // namespace scalescope::import
