#pragma once
// What each analysis tab says under its chart: how many configurations of the benchmark it shows
// and why the others are not there (filtered out, no score, no reference, ...).
#include "core/analysis/BenchmarkAnalysis.h"

#include <QString>

namespace scalescope {

enum class CoverageView
{
    Scaling,
    Surface,
    Clusters,
    Ranking
};

QString coverageText(const BenchmarkAnalysis &analysis, CoverageView view);

} // namespace scalescope
