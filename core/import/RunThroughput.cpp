// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/RunThroughput.h"

#include "core/analysis/DerivedMetrics.h"
#include "core/rules/QualityTargets.h"

namespace scalescope::import {

void deriveRunThroughput(model::RunRecord &run, const ParsedResultLog &log, const QString &benchmark,
                         const rules::QualityTarget *target)
{
    if (!log.loggedThroughputs.isEmpty())
        run.loggedThroughput = analysis::median(log.loggedThroughputs);
    if (log.qualityValues.isEmpty() || !run.minutes || *run.minutes <= 0)
        return;
    qsizetype at = log.qualityValues.size() - 1;
    if (target) {
        for (qsizetype i = 0; i < log.qualityValues.size(); ++i)
            if (rules::meetsQualityTarget(*target, log.qualityValues[i], log.globalBatchSize)) {
                at = i;
                break;
            }
    }
    const EvaluationMetadata md = at < log.qualityMetadata.size() ? log.qualityMetadata[at] : EvaluationMetadata{};
    if (md.samplesCount && *md.samplesCount > 0) {
        run.samples = *md.samplesCount;
    } else if (benchmark == QLatin1String("bert") && log.trainSamplesLast) {
        run.samples = *log.trainSamplesLast;
    } else if (md.epochNum && log.trainSamplesFirst) {
        const double epochs = *md.epochNum + (log.firstEpochSeen && *log.firstEpochSeen == 0 ? 1 : 0);
        if (epochs > 0)
            run.samples = epochs * *log.trainSamplesFirst;
    }
    if (run.samples)
        run.throughput = *run.samples / (*run.minutes * 60.0);
}

} // namespace scalescope::import
