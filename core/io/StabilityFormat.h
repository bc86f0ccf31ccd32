// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stability of the ranking in the analysis output: the JSON member "stability" of
// `scalescope-cli analyze --stability N` and its text section. Documented in the README.
#include "core/analysis/Stability.h"

#include <QJsonObject>

namespace scalescope {

QJsonObject stabilityToJson(const StabilityResult &stability);
QString stabilityToText(const StabilityResult &stability, const BenchmarkAnalysis &analysis);

} // namespace scalescope
