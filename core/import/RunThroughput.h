// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Samples trained by a run (RunRecord::samples), from the first evaluation that meets the target:
//  1. its metadata samples_count, when logged;
//  2. for bert, the last train_samples value (BERT logs the samples trained there);
//  3. otherwise epochs x train_samples (train_samples is the epoch size, e.g. 1,281,167 for
//     ResNet), with epochs = the evaluation's epoch_num, plus one when the log counts epochs
//     from 0 (its first block_start/epoch_start says 0).
// Throughput = samples / (run minutes x 60). The logs' own throughput figures ("throughput",
// tracked_stats.throughput) are kept beside it as a cross-check, never used in its place.
#include "core/import/ResultLogParser.h"
#include "core/model/Configuration.h"

namespace scalescope::rules {
struct QualityTarget;
} // namespace scalescope::rules

namespace scalescope::import {

// Fills samples/throughput of one run from its parsed log.
void deriveRunThroughput(model::RunRecord &run, const ParsedResultLog &log, const QString &benchmark,
                         const rules::QualityTarget *target);

} // namespace scalescope::import
