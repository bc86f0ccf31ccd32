// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a user reads when a job across ranks ended inside a test: which test, among which ranks and
// hosts, and which of them was likely lost (rank 0 kept reporting until then, so the others); and
// how the words of its launcher and of ssh are told apart.
#include "core/probe/ProbeRun.h"

#include <QString>

namespace scalescope::probe {

QString cutText(const ProbeTestUnderway &test);
// "Suites not started: allreduce, trainstep." for the suites a job that ended early did not reach.
QString notRunText(const QStringList &suites);
// Why a rank's SIGTERM is not a cancel: who sends it.
QString launcherStopText();
// What a run that ended early says of it (ProbeRun::incomplete): the launcher's stop, the cut test,
// the suites not started; empty when the document says none of these.
QString endedEarlyLines(const ProbeRun &run);
// The first line of the framed message Open MPI's launcher prints on its standard error when a job
// fails (the line after a row of dashes: "ORTE has lost communication with a remote daemon."),
// or empty when there is none.
QString launcherMessage(const QString &stderrText);
// Whether a line of ssh's standard error says its connection ended under it ("Connection to … closed
// by remote host.", "client_loop: send disconnect: Broken pipe", "Timeout, server … not responding.").
bool sshDisconnected(const QString &line);

} // namespace scalescope::probe
