// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli plan`: time to train, its interval, efficiency, ε, accelerator-hours, cost and
// energy for an accelerator and a count, or the cheapest (fastest) configurations within a time
// (budget), as text or JSON.
#include <QStringList>

namespace scalescope::cli {

int runPlan(const QStringList &arguments);

} // namespace scalescope::cli
