// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe's protocol as the app reads it: one line of `--format jsonl` (start, progress, a test
// begun across ranks, a finished test, a warning, the whole document, the end) and the meaning of
// its exit code.
#include "core/probe/ProbeRun.h"

#include <QByteArray>

namespace scalescope::probe {

// The exit codes of scalescope-probe (README "Exit codes"), and what ssh and a shell add.
enum class ProbeExit
{
    Ok,              // 0: ok or not applicable
    Usage,           // 2: the arguments were refused
    NoDevice,        // 3: the requested backend has no device
    Verification,    // 4: a result failed its own check
    Runtime,         // 5: a runtime error
    Interrupted,     // 130: SIGINT, SIGTERM or --stop-on-stdin-eof
    CommandNotFound, // 126 or 127 from the shell: the probe is not there (or not executable)
    SshFailed,       // 255 from ssh: no connection, authentication refused
    Other
};
ProbeExit exitFromCode(int code);

struct ProbeEvent
{
    enum class Kind
    {
        Empty,
        NotJson,
        Start,
        Progress,
        TestStart, // a test across ranks begins (scalescope-probe-mpi)
        Result,
        BadResult,
        Warning,
        Document, // the whole run (the stream's last word when there is no --out, as over ssh)
        BadDocument,
        End,
        Other
    };
    Kind kind = Kind::Empty;
    QString suite; // progress
    double fraction = 0, overall = 0;
    double etaS = -1;                          // -1 when unknown
    std::optional<ProbeTest> test;             // result
    std::optional<ProbeTestUnderway> underway; // test_start
    std::optional<ProbeRun> run;               // document
    QString status;                            // end
    int exitCode = 0;                          // end
    QString message;                           // warning text, or why a result or document breaks the contract
    // As sent: the test of a result or test_start, or the start event's checkpoint document.
    QJsonObject object;
};

ProbeEvent parseEvent(const QByteArray &line);

} // namespace scalescope::probe
