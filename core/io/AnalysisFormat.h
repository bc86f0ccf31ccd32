#pragma once
// The public analysis output of `scalescope-cli analyze` (schema "scalescope.analysis/1") as
// JSON and as text. Documented in the README.
#include "core/analysis/ScalingAnalysis.h"
#include "core/analysis/SelectionMethod.h"
#include "core/model/Dataset.h"

#include <QByteArray>

namespace scalescope {

inline constexpr const char *kAnalysisSchema = "scalescope.analysis/1";

// The benchmark to analyse when the user named none: resnet when present, else the most common.
QString defaultBenchmark(const QList<Configuration> &configurations);

struct AnalysisInput
{
    QList<Configuration> configurations; // of one benchmark
    QString benchmark;
    QStringList sources;
    ReferenceScope scope = ReferenceScope::Round;
};

// `method` may be null (scaling only).
QByteArray analysisToJson(const AnalysisInput &input, const ScalingAnalysis &analysis, const MethodResult *method = nullptr);
QString analysisToText(const AnalysisInput &input, const ScalingAnalysis &analysis, const MethodResult *method = nullptr);

} // namespace scalescope
