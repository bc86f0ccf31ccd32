// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe's typed statuses and reasons in words, for the Probe tab's messages and tables.
#include "core/probe/ProbeRun.h"

#include <QString>

namespace scalescope::probe {

// What a reason means, in words; a code this build does not know is shown as written.
QString reasonText(ProbeReason reason, const QString &asWritten);
QString reasonText(const QString &code);
// The failed tests of a run, one line each with its reason (the first six and a count).
QString failuresText(const ProbeRun &run);
// A run's outcome ("complete", "cancelled", "stopped", "failed") in words.
QString outcomeText(const QString &outcome);

} // namespace scalescope::probe
