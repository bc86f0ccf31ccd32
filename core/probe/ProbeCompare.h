// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matching the tests of two probe runs. A test's size follows the run's time limit (a quick run
// multiplies 256³ matrices, a thorough one 4096³), so tests are matched by what they measure —
// suite, device and the test without its sizes — not by their full names.
#include "core/probe/ProbeRun.h"

namespace scalescope::probe {

// "gemm|cpu0|gemm fp32" for "gemm fp32 256x256x256" on cpu0.
QString testIdentity(const ProbeTest &test);
// The test's name for people without its sizes ("gemm fp32", "stream copy").
QString testKind(const ProbeTest &test);

// Repeats that vary by more than this (stddev / median) are flagged: the median is not reliable.
inline constexpr double kVariationLimit = 0.10;
std::optional<double> variation(const ProbeTest &test); // stddev / median, when both are known
bool variesTooMuch(const ProbeTest &test);

struct ProbeComparison
{
    QString identity, kind, device, unit;
    QString firstName, secondName; // the tests' own names, with their sizes
    double first = 0, second = 0;  // the medians
    bool firstVaries = false, secondVaries = false;
    bool sameSize() const { return firstName == secondName; }
};

// Every identity measured with a median in both runs, in the order of the first run. Where a
// run measured one identity at several sizes, the largest is used (the most representative of
// throughput and bandwidth).
QList<ProbeComparison> compareRuns(const ProbeRun &first, const ProbeRun &second);

// How a run ended, from its document: "complete", "cancelled", "stopped" (a job that ended before its
// last test: a rank or host lost, or its launcher's SIGTERM) or "failed".
QString runOutcome(const ProbeRun &run);

} // namespace scalescope::probe
