// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli check-log`: result logs through the official compliance rules, one verdict each.
#include <QStringList>

namespace scalescope::cli {

int runCheck(const QStringList &arguments);

} // namespace scalescope::cli
