// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Asks what to do when a session's source moved or changed: locate it (the session then
// remembers the new place), use it as it is now (changed sources), continue without it, or stop
// opening the session.
#include <QString>

class QWidget;

namespace scalescope {

enum class SourceProblem
{
    Missing, // the path is not there any more
    Changed  // it is there, but imports to something else than when the session was saved
};

struct SourceDecision
{
    enum Kind
    {
        Locate,  // go on with newPath instead
        UseAsIs, // go on with the source as it is now
        Skip,    // go on without this source
        Cancel   // do not open the session
    } kind = Cancel;
    QString newPath;
};

SourceDecision askAboutSource(QWidget *parent, const QString &path, SourceProblem problem);

} // namespace scalescope
