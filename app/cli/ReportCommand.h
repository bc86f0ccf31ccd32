// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli report`: the multi-page PDF report without a window.
#include <QStringList>

namespace scalescope::cli {

int runReport(const QStringList &arguments);

} // namespace scalescope::cli
