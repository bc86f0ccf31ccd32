// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Amdahl / Végh scaling model: efficiency against relative size k and the non-parallel
// fraction ε (= 1 − α), its inverse from a measurement (ε_eff, equal to the Karp–Flatt metric),
// the efficiency surface with its iso-efficiency curves, and the precision what-if (compute made
// f times faster, communication unchanged). Pure functions; definitions as in DESIGN.md.
#include <QList>

#include <optional>

namespace scalescope::analysis {

// E(k, ε) = 1 / (k·ε + 1 − ε)
double amdahlEfficiency(double k, double epsilon);

// ε_eff = (1 − E) / (E·(k − 1)); undefined (nullopt) at k = 1 or E <= 0; negative when E > 1.
std::optional<double> effectiveEpsilon(double efficiency, double k);

// The Karp–Flatt metric e = (1/S − 1/p) / (1 − 1/p), written independently for cross-checks.
std::optional<double> karpFlatt(double speedup, double p);

// The time predicted at another relative size k from ε, given the reference's.
double predictedTime(double referenceMinutes, double epsilon, double k);

// Precision what-if: compute f times faster, communication unchanged.
struct PrecisionWhatIf
{
    double epsilonAfter = 0;     // ε' = f·ε / (f·ε + 1 − ε)
    double efficiencyBefore = 0; // E(k, ε)
    double efficiencyAfter = 0;  // E(k, ε')
    double realGain = 0;         // T/T' = (k·ε + 1 − ε) / (k·ε + (1 − ε)/f)
};
PrecisionWhatIf precisionWhatIf(double epsilon, double k, double f);

// The efficiency surface E(k, ε) on a log grid (k 1…10⁶, ε 10⁻⁸…10⁻¹ by default).
struct EfficiencySurface
{
    QList<double> k;       // columns, ascending
    QList<double> epsilon; // rows, ascending
    QList<double> values;  // row-major: values[row * k.size() + col]
    double at(int row, int col) const { return values[row * k.size() + col]; }
};
EfficiencySurface sampleEfficiencySurface(int kSamples = 121, int epsilonSamples = 141, double kMax = 1e6,
                                          double epsilonMin = 1e-8, double epsilonMax = 1e-1);

// Iso-efficiency curve ε(k) = (1/E − 1)/(k − 1) at the given k values (k > 1 only).
struct IsoPoint
{
    double k;
    double epsilon;
};
QList<IsoPoint> isoEfficiencyCurve(double efficiency, const QList<double> &kValues);

// Whether (ε_eff) lies on the surface's grid; off-grid values are negative or above the range.
bool epsilonOnGrid(double epsilon, double epsilonMin = 1e-8, double epsilonMax = 1e-1);

} // namespace scalescope::analysis
