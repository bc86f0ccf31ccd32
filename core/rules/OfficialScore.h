#pragma once
// The official MLPerf Training score of a set of runs, as the MLCommons result summarizer
// computes it: olympic mean of the valid runs' minutes, times the review's scaling factor.
#include "core/model/Configuration.h"

namespace scalescope {

// Runs the rules expect per benchmark (resnet 5, bert 10, unet3d 40, ...; usage "training" or
// "hpc"); 0 when unknown.
int expectedRunCount(const QString &benchmark, const QString &usage = QStringLiteral("training"));
// How many runs the olympic mean drops at each end: 4 for unet3d, 1 otherwise.
int maxDroppedRuns(const QString &benchmark);

struct OfficialScore
{
    std::optional<double> minutes;
    QString missingReason; // a ScoreMissing code when there is no score
    int dropped = 0;       // invalid runs
    int averaged = 0;      // runs in the mean
};

OfficialScore computeOfficialScore(const QList<RunRecord> &runs, const QString &benchmark, double scalingFactor);

// The energy score (kJ) the summarizer gives beside the time score: the valid runs' energies in the
// order of their times, trimmed as the times are, averaged, times the scaling factor. nullopt when
// there is no time score or a valid run has no energy.
std::optional<double> computeOfficialEnergy(const QList<RunRecord> &runs, const QString &benchmark, double scalingFactor);

} // namespace scalescope
