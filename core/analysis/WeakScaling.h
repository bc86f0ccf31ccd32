// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// MLPerf HPC weak scaling: many models trained at once on one machine. Each weak configuration gives
// N concurrent models, the time to train them all (TTTa) and the throughput N / TTTa. Against one
// model's time T1 (the same system's strong-scaling time at the instance scale when one was measured,
// else the mean time of the models themselves), Gustafson's scaled speedup is S = N · T1 / TTTa
// (ideal S = N) and its serial fraction α = (N − S) / (N − 1). Fitted across the configurations of a
// benchmark: Gustafson's law S(N) = N − α (N − 1) by least squares in α, and Amdahl's
// S(N) = 1 / (ε + (1 − ε) / N) on the same points (relative residuals, ε in [0, 1]), with what each
// law predicts at the largest system.
#include "core/analysis/ScalingAnalysis.h"
#include "core/model/Configuration.h"

#include <optional>

namespace scalescope::analysis {

struct WeakScalingPoint
{
    int index = -1; // into the analysed configurations (BenchmarkAnalysis::weakConfigurations)
    QString id;
    int models = 0;
    std::optional<int> instanceScale;              // as logged
    std::optional<double> instanceScalePerMachine; // the other reading, when the logged one is implausible
    std::optional<int> machineSize;                // the system's accelerators (processors when CPU-only)
    double timeToTrainAllMinutes = 0;
    double modelsPerMinute = 0;
    std::optional<double> perModelMinutes; // mean time of the valid models, each from its run_start to run_stop
    // One model's time alone: measured in strong scaling at the instance scale, else from a fit.
    std::optional<double> strongMinutes;
    QString strongSource;                 // "measured:<id>", "fit:<series key>", or empty
    std::optional<double> weakEfficiency; // strongMinutes / TTTa: throughput against N models each as fast as alone
    // T1 for the scaled speedup: strongMinutes when known, else perModelMinutes.
    std::optional<double> oneModelMinutes;
    std::optional<double> scaledSpeedup;  // N · T1 / TTTa
    std::optional<double> serialFraction; // Gustafson's α of this point: (N − S) / (N − 1); undefined at N = 1
};

struct WeakScalingLawFits
{
    int points = 0;
    std::optional<double> gustafsonAlpha; // least squares of S(N) = N − α (N − 1)
    std::optional<double> amdahlEpsilon;  // best S(N) = 1 / (ε + (1 − ε) / N), relative residuals
    double gustafsonSmape = 0;            // percent
    double amdahlSmape = 0;
    // At the largest N measured: what is measured and what each law predicts.
    int largestModels = 0;
    QString largestId;
    std::optional<double> largestMeasured;
    std::optional<double> gustafsonAtLargest;
    std::optional<double> amdahlAtLargest;
    std::optional<double> amdahlLimit; // 1 / ε: no N exceeds it
};

struct WeakScalingAnalysis
{
    QList<WeakScalingPoint> points;
    WeakScalingLawFits fits;
};

// `weak` are the benchmark's weak-scaling configurations; `strong` and `strongScaling` its analysed
// strong-scaling ones, for one model's time at the instance scale.
WeakScalingAnalysis analyseWeakScaling(const QList<model::Configuration> &weak, const QList<model::Configuration> &strong,
                                       const ScalingAnalysis &strongScaling);

// The fits alone, on (N, S) points (also for tests with known answers).
WeakScalingLawFits fitScalingLaws(const QList<std::pair<double, double>> &points);

// Gustafson's and Amdahl's scaled speedups at N.
double gustafsonSpeedup(double alpha, double n);
double amdahlSpeedup(double epsilon, double n);

} // namespace scalescope::analysis
