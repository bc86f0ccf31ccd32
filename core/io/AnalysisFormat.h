// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The public analysis output of `scalescope-cli analyze` (schema "scalescope.analysis/1") as
// JSON and as text, written from the one BenchmarkAnalysis the GUI shows too. Documented in the
// README.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"

#include <QByteArray>

namespace scalescope::io {

inline constexpr const char *kAnalysisSchema = "scalescope.analysis/1";

// With `stability`, the JSON gains the member "stability" and the text its section.
QByteArray analysisToJson(const analysis::BenchmarkAnalysis &analysis, const analysis::StabilityResult *stability = nullptr);
QString analysisToText(const analysis::BenchmarkAnalysis &analysis, const analysis::StabilityResult *stability = nullptr);

} // namespace scalescope::io
