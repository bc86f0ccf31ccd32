// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli analyze`: scaling metrics and fits per series, as text or JSON.
#include <QStringList>

namespace scalescope::cli {

int runAnalyze(const QStringList &arguments);

} // namespace scalescope::cli
