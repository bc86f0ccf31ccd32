#pragma once
// The public analysis output of `scalescope-cli analyze` (schema "scalescope.analysis/1") as
// JSON and as text, written from the one BenchmarkAnalysis the GUI shows too. Documented in the
// README.
#include "core/analysis/BenchmarkAnalysis.h"

#include <QByteArray>

namespace scalescope {

inline constexpr const char *kAnalysisSchema = "scalescope.analysis/1";

QByteArray analysisToJson(const BenchmarkAnalysis &analysis);
QString analysisToText(const BenchmarkAnalysis &analysis);

} // namespace scalescope
