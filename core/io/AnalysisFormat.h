// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The public analysis output of `scalescope-cli analyze` (schema "scalescope.analysis/1") as
// JSON and as text, written from the one BenchmarkAnalysis the GUI shows too. Documented in the
// README.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"

#include <QByteArray>

namespace scalescope {

inline constexpr const char *kAnalysisSchema = "scalescope.analysis/1";

// With `stability`, the JSON gains the member "stability" and the text its section.
QByteArray analysisToJson(const BenchmarkAnalysis &analysis, const StabilityResult *stability = nullptr);
QString analysisToText(const BenchmarkAnalysis &analysis, const StabilityResult *stability = nullptr);

} // namespace scalescope
