// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Asks what to do when a session's source moved or changed: locate it (the session then
// remembers the new place), use it as it is now (changed sources), continue without it, or stop
// opening the session.
#include "core/io/SessionFormat.h"

class QWidget;

namespace scalescope::dialogs {

io::SourceDecision askAboutSource(QWidget *parent, const QString &path, io::SourceProblem problem);

} // namespace scalescope::dialogs
