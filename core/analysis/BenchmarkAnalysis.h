// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One analysis of one benchmark: everything a view, the report or the CLI shows, computed by one
// pure function from a dataset and an AnalysisSettings value. Its stages (the configurations that
// are in → scaling and fits → variables → clusters → ranking) are recomputed only from the first
// stage whose inputs changed, when the previous analysis is given: a weight change re-ranks
// without re-clustering, a change of k re-clusters without recomputing the fits. Deterministic:
// the same dataset and settings give the same analysis, with or without a previous one.
#include "core/analysis/AnalysisSettings.h"
#include "core/analysis/SupercomputerComparison.h"
#include "core/analysis/WeakScaling.h"
#include "core/model/Dataset.h"

#include <atomic>

namespace scalescope::analysis {

// Why configurations of the benchmark are not in a view: the counts the tabs say.
struct AnalysisCoverage
{
    int ofBenchmark = 0;  // configurations of the benchmark in the dataset
    int filteredOut = 0;  // left out by the table's filters or the explicit set
    int analysed = 0;     // in
    int noScore = 0;      // in, but without an official score or an accelerator count
    int scored = 0;       // on the scaling chart
    int noReference = 0;  // scored, alone in their series: no speedup, E or ε
    int references = 0;   // the reference of their series (k = 1): not on the surface
    int sameSize = 0;     // as many accelerators as their reference (k = 1, so no ε): not on the surface
    int onSurface = 0;    // placed at (k, ε_eff) within the grid
    int offGrid = 0;      // ε_eff outside the grid (drawn at its edge)
    int clustered = 0;    // with a cluster
    int notClustered = 0; // nothing to cluster on
    int duplicates = 0;   // byte-identical duplicates, counted once
};

// Where an ε_eff lies against the efficiency surface's grid (10⁻⁸ … 10⁻¹).
enum class OffGrid
{
    On,       // on the grid
    Negative, // super-linear
    Above,    // > 10⁻¹
    Below     // < 10⁻⁸
};

// A configuration on the efficiency surface E(k, ε): at (k, ε_eff), or outside the grid.
struct SurfacePlacement
{
    int index = -1; // into BenchmarkAnalysis::configurations
    QString id;
    double k = 1;
    double epsilon = 0;
    OffGrid offGrid = OffGrid::On;
    bool operator==(const SurfacePlacement &) const = default;
};

// The stages, for saying which ones a call computed.
enum AnalysisStage : unsigned
{
    StageScaling = 1u << 0,
    StageVariables = 1u << 1,
    StageClusters = 1u << 2,
    StageRanking = 1u << 3,
};

struct BenchmarkAnalysis
{
    AnalysisSettings settings;                  // as given
    QString benchmark;                          // the one analysed (settings.benchmark, or the default)
    QStringList benchmarks;                     // every benchmark in the dataset, sorted
    QStringList hpcBenchmarks;                  // those of them that are MLPerf HPC's
    QStringList sources;                        // the dataset's sources
    QList<model::Configuration> configurations; // the ones that are in, in dataset order
    AnalysisCoverage coverage;
    ScalingAnalysis scaling;
    QList<SurfacePlacement> surface; // every configuration with a defined ε_eff (k > 1)
    // MLPerf HPC weak scaling of this benchmark (its configurations are not among `configurations`,
    // which measure time to train one model).
    QList<model::Configuration> weakConfigurations;
    WeakScalingAnalysis weak;
    // MLPerf HPC strong scaling of every HPC benchmark, placed on the surface beside this benchmark's
    // (the surface's HPC toggle): configurations and their placements, indices into hpcStrong.
    QList<model::Configuration> hpcStrong;
    QList<SurfacePlacement> hpcSurface;
    // Végh's comparison across the whole dataset (the surface's "supercomputers" view), when it
    // holds MLPerf HPC results.
    SupercomputerComparison supercomputers;
    std::optional<MethodResult> method; // when settings.runMethod and something is in
    unsigned computed = 0;              // AnalysisStage bits this call computed (the others were reused)
    // Revision of each stage's output: equal revisions are equal outputs, so a view can skip a redraw.
    // clusterRevision covers the method up to its clusters (phases 1 and 2), methodRevision the ranking too.
    quint64 scalingRevision = 0, clusterRevision = 0, methodRevision = 0;

    int indexOf(const QString &id) const; // -1 when not in
    const model::Configuration *find(const QString &id) const;
};

// Analyses `dataset` with `settings`. When `previous` is given, each of its stages is reused where the
// stage's inputs are equal (the configurations are compared by value, so any previous analysis is
// safe to pass). Returns nullopt when `cancel` was set on the way.
std::optional<BenchmarkAnalysis> analyseBenchmark(const model::Dataset &dataset, const AnalysisSettings &settings,
                                                  const BenchmarkAnalysis *previous = nullptr,
                                                  const std::atomic<bool> *cancel = nullptr);

OffGrid offGridPosition(double epsilon);
QString offGridKey(OffGrid position); // "negative", "above", "below" (the analysis output's words); empty on the grid

} // namespace scalescope::analysis
