// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads an MLPerf system description (systems/<system>.json) into the system fields of a
// Configuration: raw strings kept, values normalised, problems reported as diagnostics.
#include "core/model/Configuration.h"
#include "core/model/Diagnostic.h"

#include <QByteArray>

class QJsonObject;

namespace scalescope::import {

struct SystemFields
{
    bool found = false;          // false when the file is missing or unusable
    model::Configuration fields; // only the system-description members are filled
};

// Reads the file and fills the system fields. Diagnostics are appended to `diagnostics`.
// `nativePath`: the file's name as the file system has it, when it may not be UTF-8 (then `path`
// is only what messages show); empty: `path` encoded.
SystemFields readSystemDescription(const QString &path, model::Diagnostics &diagnostics, const QByteArray &nativePath = {});

// Fills the system fields from an already parsed object (also used by other importers).
void applySystemDescription(const QJsonObject &object, const QString &path, model::Configuration &c,
                            model::Diagnostics &diagnostics);

} // namespace scalescope::import
