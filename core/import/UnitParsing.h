// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading the free-text values of MLPerf system descriptions: counts, capacities, placeholders.
#include <QString>

#include <optional>

namespace scalescope::import {

// "", "TODO", "N/A", "-", "none", ... : a value that says nothing.
bool isPlaceholder(const QString &value);

// "8", " 8 ", "1.0" -> integer; "2.5", "eight", placeholders -> nullopt.
std::optional<int> parseCount(const QString &value);

// Capacities in GB (10^9 bytes): "80 GB", "80G", "81559 MiB", "2.0 TB", "3.0 TiB",
// "24 x 32GB RDIMM, ...", "2x 24 GB". nullopt when there is no recognised unit.
std::optional<double> parseCapacityGb(const QString &value);

// Availability categories: "onprem", "cloud", "preview", "research"; empty when unknown.
QString normaliseAvailability(const QString &status);

// Division: "closed" / "open"; "close" is read as "closed". Empty when unknown.
QString normaliseDivision(const QString &division);

} // namespace scalescope::import
