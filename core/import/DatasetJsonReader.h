// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A dataset JSON read one configuration at a time. The whole text is checked once without
// building anything (jsonSyntaxError); then each element of "configurations" becomes a small
// document of its own. A QJsonDocument of the whole file took about 3.5 times the file on top of
// its bytes; this takes the bytes and what is kept.
#include "core/model/Dataset.h"

#include <QByteArray>

#include <optional>

namespace scalescope::import {

// The dataset, as datasetFromJson reads the same bytes; nullopt where the text is not plain valid
// JSON (NaN, \u escapes, invalid UTF-8, ...): datasetFromJson then reads it, with its own messages.
std::optional<model::Dataset> readDatasetJsonInPlace(const QByteArray &bytes, const QString &displayPath);

} // namespace scalescope::import
