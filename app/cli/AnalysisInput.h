// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What analyze, export and report share: the options that choose the data and the analysis
// settings, read either from paths and options or from a session (--session FILE, explicit
// options beside it override the session's), the import, and the one analysis.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/io/SessionFormat.h"

#include <QCommandLineOption>

#include <optional>

class QCommandLineParser;

namespace scalescope::cli {

struct AnalysisOptions
{
    QCommandLineOption session, round, benchmark, scope, rules, k, algorithm, weights, seed, keepDuplicates;
    AnalysisOptions();
    // The options every analysing command takes; withMethod adds k, algorithm, weights, seed, duplicates.
    void addTo(QCommandLineParser &parser, bool withMethod = true) const;
};

struct AnalysisInput
{
    model::Dataset dataset;
    std::optional<io::Session> session; // when --session was given
    QList<io::SessionSource> opened;    // what was opened, as a session records it
    analysis::AnalysisSettings settings;
    std::optional<analysis::BenchmarkAnalysis> analysis;
};

// Reads the settings (session first, then explicit options), imports the sources and analyses.
// Prints what went wrong and returns the exit code when the command should stop (2 for usage,
// 1 when nothing was imported, a session's source is missing or changed, or the benchmark has
// no configuration). `runMethod`, when given, overrides whether the three-phase method runs.
std::optional<int> loadAnalysisInput(const QCommandLineParser &parser, const AnalysisOptions &options, AnalysisInput &input,
                                     std::optional<bool> runMethod = std::nullopt);

} // namespace scalescope::cli
