// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the CPU and CUDA train-step suites share: which worker counts and precisions to run, and
// how one measurement becomes a result (samples/s per step, the train_step entry with speedup,
// efficiency and ε_eff against one worker, the replica check).
#include "scalescope/gpu/ProbeResult.h"

#include <optional>
#include <string>
#include <vector>

namespace scalescope::gpu {

// --workers (clipped to 1..max when clip is set), or 1, 2, 4, … and max; sorted, unique.
std::vector<int> trainStepWorkerCounts(const std::vector<int> &requested, int max, bool clip);
// fp32 and bf16, or those of --precision among them.
std::vector<std::string> trainStepPrecisions(const std::vector<std::string> &requested);

struct TrainStepTimes
{
    std::vector<double> stepS, computeS, commS; // one per timed step
    int64_t globalBatch = 0;
    double maxReplicaDiff = 0;
    bool finite = true;
    double firstLoss = 0, lastLoss = 0;

    // One step, warm-up or timed: its time, the slowest worker's compute (comm is the rest) and the
    // loss after it.
    void record(double step, double compute, double loss);
    // Drops the sampler's warm-up steps, which come first: keeps the last `timed` of every series,
    // and of `extra` when given.
    void keepLast(size_t timed, std::vector<double> *extra = nullptr);
};

// A result for `workers` workers: samples, values, summary, train_step and the verification.
// The series' one-worker result sets `baseline`, which later worker counts divide by.
TestResult trainStepResult(const std::string &name, const std::string &device, const TrainStepTimes &times, int workers,
                           const std::string &mode, const std::string &precision, std::optional<double> &baseline);

} // namespace scalescope::gpu
