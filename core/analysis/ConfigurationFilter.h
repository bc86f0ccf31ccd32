// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which configurations the table shows, as a value: one wanted value per field (empty = any) and
// a search text. The same value filters the table and, when the user asks for it, the analysis,
// and it is saved in sessions.
#include "core/model/Configuration.h"

#include <array>

namespace scalescope::analysis {

struct ConfigurationFilter
{
    enum Field
    {
        Round,
        Benchmark,
        Accelerator,
        Org,
        Division,
        Availability,
        FieldCount
    };

    std::array<QString, FieldCount> fields;
    QString text; // case-insensitive, matched against id, system, accelerator, submitter, CPU, framework, interconnect

    bool isEmpty() const;
    bool matches(const model::Configuration &c) const;
    bool operator==(const ConfigurationFilter &) const = default;

    // The value a configuration has for a field, as the filter compares it (the accelerator is the
    // catalog entry's name when matched).
    static QString fieldValue(const model::Configuration &c, Field field);
    // Stable names for files: "round", "benchmark", "accelerator", "org", "division", "availability".
    static QString fieldKey(Field field);
};

} // namespace scalescope::analysis
