// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The stability of the ranking in words and in the analysis output: the summary sentence the
// Stability page, the report and the CLI share, the JSON member "stability" of
// `scalescope-cli analyze --stability N` and its text section (documented in the README). The
// analysis itself (core/analysis/Stability) returns numbers only.
#include "core/analysis/Stability.h"

#include <QJsonObject>

namespace scalescope::io {

// In words, in the current language: how often the top cluster wins, and the weight it is most
// sensitive to.
QString stabilitySummary(const analysis::StabilityResult &result);
// A criterion's name inside a sentence ("time to train").
QString criterionInSentence(const QString &name);

QJsonObject stabilityToJson(const analysis::StabilityResult &stability);
QString stabilityToText(const analysis::StabilityResult &stability, const analysis::BenchmarkAnalysis &analysis);

} // namespace scalescope::io
