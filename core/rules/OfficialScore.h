// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The official MLPerf Training score of a set of runs, as the MLCommons result summarizer
// computes it: olympic mean of the valid runs' minutes, times the review's scaling factor.
#include "core/model/Configuration.h"

namespace scalescope::rules {

// Runs the rules expect per benchmark (resnet 5, bert 10, unet3d 40, ...; usage "training" or
// "hpc"); 0 when unknown.
int expectedRunCount(const QString &benchmark, const QString &usage = QStringLiteral("training"));
// How many runs the olympic mean drops at each end: 4 for unet3d, 1 otherwise.
int maxDroppedRuns(const QString &benchmark);

struct OfficialScore
{
    std::optional<double> minutes;
    QString missingReason;                      // a ScoreMissing code when there is no score
    int dropped = 0;                            // invalid runs
    int averaged = 0;                           // runs in the mean
    int fastestLeftOut = 0, slowestLeftOut = 0; // valid runs the olympic mean leaves out at each end
};

OfficialScore computeOfficialScore(const QList<model::RunRecord> &runs, const QString &benchmark, double scalingFactor);

// MLPerf HPC weak scaling, as the summarizer computes it (_compute_weak_score_standalone): every
// valid run is a trained model; the time to train them all runs from the earliest run_start to the
// latest run_stop; the instance scale is the first valid run's, and every other valid run's must equal
// it. No result below the benchmark's expected run count; the throughput MLCommons publishes is
// models per minute.
struct WeakScore
{
    int models = 0;
    std::optional<double> timeToTrainAllMinutes;
    std::optional<int> instanceScale;
    std::optional<double> modelsPerMinute;
    QString missingReason; // a ScoreMissing code when there is no result
    QString toolStop;      // why the official tool stops on this folder ("AssertionError: ...")
};

WeakScore computeWeakScore(const QList<model::RunRecord> &runs, const QString &benchmark);

// The energy score (kJ) the summarizer gives beside the time score: the valid runs' energies in the
// order of their times, trimmed as the times are, averaged, times the scaling factor. nullopt when
// there is no time score or a valid run has no energy.
std::optional<double> computeOfficialEnergy(const QList<model::RunRecord> &runs, const QString &benchmark, double scalingFactor);

} // namespace scalescope::rules
