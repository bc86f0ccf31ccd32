// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/TrainStepResult.h"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace scalescope::gpu {

std::vector<int> trainStepWorkerCounts(const std::vector<int> &requested, int max, bool clip)
{
    std::vector<int> workers;
    for (int w : requested)
        if (w >= 1 && (!clip || w <= max))
            workers.push_back(w);
    if (workers.empty()) {
        for (int w = 1; w <= max; w *= 2)
            workers.push_back(w);
        if (workers.back() != max)
            workers.push_back(max);
    }
    std::sort(workers.begin(), workers.end());
    workers.erase(std::unique(workers.begin(), workers.end()), workers.end());
    return workers;
}

std::vector<std::string> trainStepPrecisions(const std::vector<std::string> &requested)
{
    if (requested.empty())
        return {"fp32", "bf16"};
    std::vector<std::string> out;
    for (const std::string &p : requested)
        if (p == "fp32" || p == "bf16")
            out.push_back(p);
    return out;
}

void TrainStepTimes::record(double step, double compute, double loss)
{
    if (stepS.empty())
        firstLoss = loss;
    stepS.push_back(step);
    computeS.push_back(compute);
    commS.push_back(std::max(0.0, step - compute));
    lastLoss = loss;
    finite = finite && std::isfinite(loss);
}

void TrainStepTimes::keepLast(size_t timed, std::vector<double> *extra)
{
    for (std::vector<double> *v : {&stepS, &computeS, &commS, extra})
        if (v)
            v->erase(v->begin(), v->end() - std::ptrdiff_t(std::min(v->size(), timed)));
}

TestResult trainStepResult(const std::string &name, const std::string &device, const TrainStepTimes &m, int w,
                           const std::string &mode, const std::string &precision, std::optional<double> &baseline)
{
    TestResult r;
    r.suite = "train-step";
    r.device = device;
    r.name = name;
    r.metric = "throughput";
    r.unit = "samples/s";
    r.samples = m.stepS;
    for (double s : m.stepS)
        r.values.push_back(double(m.globalBatch) / s);
    r.summary = summarize(r.values);
    TrainStepEntry t;
    t.devices = w;
    t.mode = mode;
    t.precision = precision;
    t.stepS = summarize(m.stepS).median;
    t.computeS = summarize(m.computeS).median;
    t.commS = summarize(m.commS).median;
    t.samplesPerS = double(m.globalBatch) / t.stepS;
    if (w == 1)
        baseline = t.samplesPerS;
    if (baseline) {
        // Strong: T1/TW. Weak: throughput ratio, the same thing per sample.
        t.speedup = t.samplesPerS / *baseline;
        t.efficiency = *t.speedup / w;
        if (w > 1 && *t.efficiency > 0)
            t.epsilonEff = (1.0 - *t.efficiency) / (*t.efficiency * (w - 1));
    }
    r.trainStep = t;
    r.verified = m.maxReplicaDiff == 0.0 && m.finite;
    r.verification = {{"max_replica_difference", m.maxReplicaDiff},
                      {"loss_first", m.firstLoss},
                      {"loss_last", m.lastLoss},
                      {"rule", "replicas stay identical after every averaged update; the loss stays finite"}};
    if (!*r.verified)
        r.status = TestStatus::Failed, r.reasonCode = "verification_failed",
        r.reason = "replicas diverged or the loss is not finite";
    return r;
}

} // namespace scalescope::gpu
