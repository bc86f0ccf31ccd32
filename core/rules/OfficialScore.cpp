// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/OfficialScore.h"

#include "core/rules/RuleBook.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace scalescope::rules {

int expectedRunCount(const QString &benchmark, const QString &usage)
{
    // benchmark_meta.py's _ALL_RESULT_FILE_COUNTS, from the rule table.
    return rules::RuleBook::embedded()->expectedRuns(usage.toStdString(), benchmark.toStdString());
}

int maxDroppedRuns(const QString &benchmark)
{
    return benchmark == QLatin1String("unet3d") ? 4 : 1;
}

OfficialScore computeOfficialScore(const QList<model::RunRecord> &runs, const QString &benchmark, double scalingFactor)
{
    OfficialScore score;
    if (runs.isEmpty()) {
        score.missingReason = QLatin1String(model::ScoreMissing::NoRuns);
        return score;
    }
    std::vector<double> times;
    for (const model::RunRecord &r : runs) {
        if (r.valid && r.minutes)
            times.push_back(*r.minutes);
        else
            ++score.dropped;
    }
    const int maxDrop = maxDroppedRuns(benchmark);
    if (score.dropped > maxDrop) {
        score.missingReason = QLatin1String(model::ScoreMissing::TooManyDropped);
        return score;
    }
    // Drop the maxDrop fastest and the (maxDrop - dropped) slowest; average the rest.
    std::sort(times.begin(), times.end());
    const long first = maxDrop;
    const long last = static_cast<long>(times.size()) - (maxDrop - score.dropped);
    if (last <= first) {
        score.missingReason = QLatin1String(model::ScoreMissing::TooFewRuns);
        return score;
    }
    double sum = 0;
    for (long i = first; i < last; ++i)
        sum += times[static_cast<size_t>(i)];
    score.averaged = static_cast<int>(last - first);
    score.fastestLeftOut = maxDrop;
    score.slowestLeftOut = maxDrop - score.dropped;
    score.minutes = sum / score.averaged * scalingFactor;
    return score;
}

WeakScore computeWeakScore(const QList<model::RunRecord> &runs, const QString &benchmark)
{
    WeakScore w;
    double start = std::numeric_limits<double>::infinity(), stop = -std::numeric_limits<double>::infinity();
    for (const model::RunRecord &r : runs) {
        if (!r.valid || !r.startMs || !r.stopMs)
            continue;
        start = std::min(start, *r.startMs);
        stop = std::max(stop, *r.stopMs);
        ++w.models;
        if (r.instanceScale) {
            if (!w.instanceScale) {
                w.instanceScale = r.instanceScale;
            } else if (*w.instanceScale != *r.instanceScale && w.toolStop.isEmpty()) {
                w.toolStop = QStringLiteral("AssertionError: instance scale %1 in %2, %3 before")
                                 .arg(*r.instanceScale)
                                 .arg(r.file)
                                 .arg(*w.instanceScale);
            }
        } else if (!r.instanceScaleError.startsWith(QLatin1String("ValueError")) && w.toolStop.isEmpty()) {
            w.toolStop = r.instanceScaleError + QStringLiteral(" (") + r.file + QLatin1Char(')');
        }
    }
    if (!w.toolStop.isEmpty()) {
        w.missingReason = QLatin1String(model::ScoreMissing::OfficialToolStops);
        return w;
    }
    if (w.models == 0 || w.models < expectedRunCount(benchmark, QStringLiteral("hpc"))) {
        w.missingReason = QLatin1String(w.models == 0 ? model::ScoreMissing::NoRuns : model::ScoreMissing::TooFewModels);
        return w;
    }
    w.timeToTrainAllMinutes = (stop - start) / 60 / 1000; // as the summarizer divides
    w.modelsPerMinute = w.models / *w.timeToTrainAllMinutes;
    return w;
}

std::optional<double> computeOfficialEnergy(const QList<model::RunRecord> &runs, const QString &benchmark, double scalingFactor)
{
    std::vector<std::pair<double, double>> valid; // (minutes, kJ)
    int dropped = 0;
    for (const model::RunRecord &r : runs) {
        if (!(r.valid && r.minutes)) {
            ++dropped;
            continue;
        }
        if (!r.energyKj)
            return std::nullopt;
        valid.emplace_back(*r.minutes, *r.energyKj);
    }
    const int maxDrop = maxDroppedRuns(benchmark);
    if (valid.empty() || dropped > maxDrop)
        return std::nullopt;
    std::stable_sort(valid.begin(), valid.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    const long first = maxDrop;
    const long last = static_cast<long>(valid.size()) - (maxDrop - dropped);
    if (last <= first)
        return std::nullopt;
    double sum = 0;
    for (long i = first; i < last; ++i)
        sum += valid[static_cast<size_t>(i)].second;
    return sum / static_cast<double>(last - first) * scalingFactor;
}

} // namespace scalescope::rules
