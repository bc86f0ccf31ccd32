// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Végh's comparison on the data at hand: the supercomputers of MLPerf HPC (Piz Daint's P100s,
// Fugaku's and Cori's CPU-only processors, the V100 machines) beside the A100 and H100/H200
// clusters of MLPerf Training, each strong-scaling configuration at its (k, ε_eff) and E as the
// scaling analysis places it in its own series (one benchmark, one accelerator, one round). The
// families are summarised by their medians, and a sentence says what the numbers support: which
// family scales with the least non-parallel fraction, and whether the faster GPUs show more of it
// than the P100 (Végh's argument: faster compute with unchanged communication raises ε).
#include "core/analysis/ScalingAnalysis.h"
#include "core/model/Configuration.h"

#include <optional>

namespace scalescope::analysis {

// The families compared, in the order shown.
enum class ComputeFamily
{
    P100,
    V100,
    A100,
    H100,
    A64FX,
    XeonPhi,
};

struct FamilyPlacement
{
    ComputeFamily family;
    QString id;
    QString org;
    QString benchmark;
    bool hpc = false;
    int accelerators = 0; // processors when CPU-only
    double k = 1;
    double epsilon = 0; // ε_eff
    double efficiency = 0;
};

struct FamilySummary
{
    ComputeFamily family;
    int configurations = 0; // placed (k > 1)
    double medianEpsilon = 0;
    double medianEfficiency = 0;
    double minK = 0, maxK = 0;
    int largest = 0;    // accelerators (processors) of the largest placed configuration
    QStringList orgs{}; // the submitters, sorted
    bool hpc = false;   // some of its configurations are MLPerf HPC's
};

struct SupercomputerComparison
{
    QList<FamilyPlacement> points;
    QList<FamilySummary> families; // only those with placed configurations, in ComputeFamily order
    const FamilySummary *find(ComputeFamily f) const;
};

// The family of a configuration, or none (accelerators outside the comparison).
std::optional<ComputeFamily> computeFamily(const model::Configuration &c);
QString computeFamilyKey(ComputeFamily f); // "p100", "v100", "a100", "h100", "a64fx", "xeon-phi"
bool isCpuOnlyFamily(ComputeFamily f);

// Every strong-scaling configuration of `configurations` (training and HPC; weak scaling left out),
// analysed per series with `scope`.
SupercomputerComparison compareSupercomputers(const QList<model::Configuration> &configurations, ReferenceScope scope);

} // namespace scalescope::analysis
