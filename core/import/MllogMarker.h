// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding the markers of MLPerf log lines (":::MLLOG ", and the ":::MLL" and ":::MLPv0.5" of the
// first rounds) in a log's bytes. Most of a log is the framework's own output: these searches run
// over every byte of it.
#include <string_view>

namespace scalescope::import {

constexpr std::string_view kMllogMarker = ":::MLLOG ";
constexpr std::string_view kAnyMllogMarker = ":::ML"; // how every marker starts

// The first ":::ML" in [p, end), or nullptr.
const char *findAnyMllogMarker(const char *p, const char *end);

// The last ":::MLLOG " in [p, end), or nullptr (the official parser reads what follows the last).
const char *findLastMllogMarker(const char *p, const char *end);

} // namespace scalescope::import
