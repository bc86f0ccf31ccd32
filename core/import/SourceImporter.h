// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One entry point for everything a user can open: an MLPerf tree (any level), a summarizer or
// website CSV, or a ScaleScope dataset (JSON or CSV). Chooses the importer by what the path is.
#include "core/import/MlperfTreeImporter.h"
#include "core/io/SessionFormat.h"

namespace scalescope::import {

ImportOutcome importSource(const QString &path, const ImportOptions &options = {});

// Every path imported in turn with the same options and merged into one dataset (a later source's
// configuration replaces an earlier one with the same id, with a diagnostic).
model::Dataset importSources(const QStringList &paths, const ImportOptions &options = {});

// The same for sources that each carry their own round (as a session records them; an empty
// round means the path's own, or options.round). `opened` receives, per source, what a session
// records of it: its path, the round used and the fingerprint of what it imported. Stops early
// when options.cancel is set (then *cancelled is set and the dataset is incomplete).
model::Dataset importSessionSources(const QList<io::SessionSource> &sources, const ImportOptions &options,
                                    QList<io::SessionSource> *opened = nullptr, bool *cancelled = nullptr);

// The embedded sample dataset (resources/sample), openable like any file.
inline constexpr const char *kSamplePath = ":/scalescope/sample/mlperf-training-sample.json";

} // namespace scalescope::import
