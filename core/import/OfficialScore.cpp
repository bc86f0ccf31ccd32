#include "core/import/OfficialScore.h"

#include <algorithm>
#include <vector>

namespace scalescope {

int expectedRunCount(const QString &benchmark)
{
    static const QMap<QString, int> kCounts = {
        {QStringLiteral("resnet"), 5},
        {QStringLiteral("bert"), 10},
        {QStringLiteral("dlrm"), 5},
        {QStringLiteral("dlrm_dcnv2"), 10},
        {QStringLiteral("gpt3"), 3},
        {QStringLiteral("maskrcnn"), 5},
        {QStringLiteral("ssd"), 5},
        {QStringLiteral("retinanet"), 5},
        {QStringLiteral("unet3d"), 40},
        {QStringLiteral("rnnt"), 10},
        {QStringLiteral("stable_diffusion"), 10},
        {QStringLiteral("gnn"), 10},
        {QStringLiteral("llama2_70b_lora"), 10},
        {QStringLiteral("llama31_405b"), 3}, // new in 5.0 (../shared/mlperf README §11.4)
        {QStringLiteral("rgat"), 10},        // gnn's successor in 5.0
        {QStringLiteral("minigo"), 10},
        // New in 5.1 and 6.0, as mlcommons/logging's benchmark_meta.py has them (_ALL_RESULT_FILE_COUNTS,
        // listed there under "TODO: Update with official values"; rcp_checker.py's submission_runs agree).
        {QStringLiteral("llama31_8b"), 10},
        {QStringLiteral("flux1"), 10},
        {QStringLiteral("gpt_oss_20b"), 10},
        {QStringLiteral("deepseekv3_671b"), 3},
        {QStringLiteral("qwen35_397b_grpo"), 3},
        {QStringLiteral("dlrmv4"), 10},
    };
    return kCounts.value(benchmark, 0);
}

int maxDroppedRuns(const QString &benchmark)
{
    return benchmark == QLatin1String("unet3d") ? 4 : 1;
}

OfficialScore computeOfficialScore(const QList<RunRecord> &runs, const QString &benchmark, double scalingFactor)
{
    OfficialScore score;
    if (runs.isEmpty()) {
        score.missingReason = QLatin1String(ScoreMissing::NoRuns);
        return score;
    }
    std::vector<double> times;
    for (const RunRecord &r : runs) {
        if (r.valid && r.minutes)
            times.push_back(*r.minutes);
        else
            ++score.dropped;
    }
    const int maxDrop = maxDroppedRuns(benchmark);
    if (score.dropped > maxDrop) {
        score.missingReason = QLatin1String(ScoreMissing::TooManyDropped);
        return score;
    }
    // Drop the maxDrop fastest and the (maxDrop - dropped) slowest; average the rest.
    std::sort(times.begin(), times.end());
    const long first = maxDrop;
    const long last = static_cast<long>(times.size()) - (maxDrop - score.dropped);
    if (last <= first) {
        score.missingReason = QLatin1String(ScoreMissing::TooFewRuns);
        return score;
    }
    double sum = 0;
    for (long i = first; i < last; ++i)
        sum += times[static_cast<size_t>(i)];
    score.averaged = static_cast<int>(last - first);
    score.minutes = sum / score.averaged * scalingFactor;
    return score;
}

std::optional<double> computeOfficialEnergy(const QList<RunRecord> &runs, const QString &benchmark, double scalingFactor)
{
    std::vector<std::pair<double, double>> valid; // (minutes, kJ)
    int dropped = 0;
    for (const RunRecord &r : runs) {
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

} // namespace scalescope
