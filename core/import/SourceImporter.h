#pragma once
// One entry point for everything a user can open: an MLPerf tree (any level), a summarizer or
// website CSV, or a ScaleScope dataset (JSON or CSV). Chooses the importer by what the path is.
#include "core/import/MlperfTreeImporter.h"

namespace scalescope {

ImportOutcome importSource(const QString &path, const ImportOptions &options = {});
// Every path imported with the same options, appended into one dataset (diagnostics included).
Dataset importSources(const QStringList &paths, const ImportOptions &options = {});

// The embedded sample dataset (resources/sample), openable like any file.
inline constexpr const char *kSamplePath = ":/scalescope/sample/mlperf-training-sample.json";

} // namespace scalescope
