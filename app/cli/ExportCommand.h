// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli export`: any chart as PNG, SVG, PDF or its plotted data as CSV, without a window.
#include <QStringList>

namespace scalescope::cli {

int runExport(const QStringList &arguments);

} // namespace scalescope::cli
