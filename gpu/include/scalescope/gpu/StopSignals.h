// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a probe run is asked to stop: SIGINT and SIGTERM (what a launcher or the desktop sends), and
// with --stop-on-stdin-eof the end of standard input — ssh closes the remote command's input when
// its connection ends, so a run whose caller went away (or closed the pipe to cancel) stops too.
// Either way the flag is set and the run still writes what it measured.
#include <atomic>
#include <string>

namespace scalescope::gpu {

// SIGINT and SIGTERM set `cancel`; SIGPIPE is ignored (`--format jsonl | head -1` closes the pipe
// early: the probe stops streaming and still writes --out instead of dying with the run lost).
void stopOnSignals(std::atomic<bool> &cancel);
// A thread that reads standard input to its end, then sets `cancel`; it lives until the process ends.
void cancelWhenStdinCloses(std::atomic<bool> &cancel);
// What set `cancel` first, as the document names it: "SIGINT", "SIGTERM", "stdin_closed", or
// empty while nothing has (or when `cancel` was set some other way).
std::string stopCause();

} // namespace scalescope::gpu
