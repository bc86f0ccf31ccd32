// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ScaleScope dataset format, version "scalescope.dataset/1".
//  * JSON is lossless: every Configuration field, every run, the raw strings, and the diagnostics
//    (with a summary by severity).
//  * CSV starts with the line "# scalescope.dataset/1", then a header: the columns of
//    `scalescope-cli import` first, then every other Configuration field, per-run fields as
//    ';'-lists in run order (run_files, run_drop_reasons, ...), and each raw system-description
//    string as "<key>_raw". Reading either back gives equal Configurations.
// Files are written in the C locale; numbers in the shortest form that reads back equal.
#include "core/model/Dataset.h"

#include <QByteArray>
#include <QJsonObject>

namespace scalescope::io {

inline constexpr const char *kDatasetSchema = "scalescope.dataset/1";

QStringList importCsvColumns(); // the leading columns of the CSV, in this order (readers rely on it)

QByteArray datasetToJson(const model::Dataset &dataset, bool indented = true);
QByteArray datasetToCsv(const model::Dataset &dataset);

// Readers: problems become diagnostics in the returned dataset (file = displayPath).
model::Dataset datasetFromJson(const QByteArray &bytes, const QString &displayPath);

// The parts of datasetFromJson, for a reader that takes the document apart itself
// (import/DatasetJsonReader). Adds one element of "configurations" to `ds`, or a diagnostic for a
// bad one; false once `ds` holds the most one file may give (Dataset::hasRoomFor): stop there.
bool addConfigurationFromJson(model::Dataset &ds, const QJsonObject &configuration, const QString &displayPath);
model::Diagnostic diagnosticFromJson(const QJsonObject &diagnostic);
model::Dataset datasetFromCsv(const QByteArray &bytes, const QString &displayPath);

} // namespace scalescope::io
