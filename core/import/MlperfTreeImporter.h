#pragma once
// Imports an MLPerf Training submission tree: a round folder (training_results_vX.Y or any
// folder with vX.Y in its path), one org folder, one system's results folder or one benchmark
// folder. Every benchmark present is read; each result folder becomes a Configuration with its
// runs and its official score. Bad input becomes diagnostics, never a crash or a hang.
#include "core/model/Dataset.h"

#include <atomic>
#include <functional>
#include <memory>

namespace scalescope {
namespace rules {
class RuleBook;
}

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
};

struct ImportOutcome
{
    Dataset dataset;
    bool cancelled = false;
};

// The round written in a path ("…/training_results_v4.0/NVIDIA" -> "4.0"); empty when none.
// The last vX.Y in the path wins.
QString roundFromPath(const QString &path);

class MlperfTreeImporter
{
public:
    static ImportOutcome importPath(const QString &path, const ImportOptions &options = {});
};

} // namespace scalescope
