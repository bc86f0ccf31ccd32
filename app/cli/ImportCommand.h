// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `scalescope-cli import`: read MLPerf trees, print or write the configurations.
#include <QStringList>

namespace scalescope::cli {

// Exit codes shared by every command.
enum ExitCode
{
    Ok = 0,
    NothingImported = 1,
    Usage = 2
};

int runImport(const QStringList &arguments);

} // namespace scalescope::cli
