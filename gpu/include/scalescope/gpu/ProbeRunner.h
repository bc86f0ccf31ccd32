// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs scalescope-probe: chooses the backend, runs the suites under the budget, streams events,
// assembles the scalescope.probe/1 document and decides the exit code.
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/SuiteRegistry.h"

#include <nlohmann/json.hpp>

#include <atomic>
#include <functional>
#include <ostream>

namespace scalescope::gpu {

enum ExitCode
{
    ExitOk = 0,
    ExitUsage = 2,
    ExitNoDevice = 3,
    ExitVerification = 4,
    ExitRuntime = 5,
    ExitInterrupted = 130
};

inline constexpr const char *kProbeSchema = "scalescope.probe/1";
inline constexpr const char *kProbeListSchema = "scalescope.probe-list/1";
const char *probeVersion();

// The document as text, indented by 2, "schema" first (then keys sorted): MIME sniffing reads only
// the first kilobytes of a file, and the desktop recognises a probe run by that member.
std::string documentText(const nlohmann::json &doc);

// Writes `text` to `path` atomically (temporary file in the same folder, then rename).
bool writeFileAtomically(const std::string &path, const std::string &text, std::string *error);

// What a launcher changes in a run. The plain probe uses the defaults; the MPI probe runs its own
// suites on every rank, lets rank 0 alone speak, adds the "mpi" member, keeps a partial document
// on disk while it runs and makes every rank end with the same exit code.
struct ProbeSession
{
    std::string toolName = "scalescope-probe";
    const std::vector<SuiteInfo> *suites = nullptr;    // nullptr: suiteRegistry()
    bool speaks = true;                                // false: no events, text, stdout or --out
    nlohmann::json members = nlohmann::json::object(); // added to the document as they are
    // --out holds the document so far after every test, marked incomplete with status "error",
    // so a job killed by its launcher still leaves what it measured.
    bool checkpoint = false;
    // SIGTERM reaches this process from a job launcher (mpirun, srun), not from a person or the
    // desktop: the run it stops is written as ended early (status error, incomplete, the test under
    // way as in_progress) rather than cancelled.
    bool launcherSignals = false;
    std::function<void(const std::string &suite, const std::string &what)> suiteFailed; // after the failed result
    std::function<int(int)> agreeExitCode;
};

// `--list`: devices, CUDA availability, the suites and their precisions. Fails only when `out` cannot
// be written.
int runList(const ProbeArgs &args, std::ostream &out, const ProbeSession &session = {});

// `code` once what was written to `out` (help, version, a list) is flushed; ExitRuntime, said on `err`,
// when it could not be: a full disk or a closed pipe must not look like success.
int afterWriting(std::ostream &out, std::ostream &err, const std::string &tool, int code);

// The whole run; `cancel` is set by signal handlers. Events and text go to `out`, problems to `err`.
int runProbe(const ProbeArgs &args, const std::atomic<bool> &cancel, std::ostream &out, std::ostream &err,
             const ProbeSession &session = {});

} // namespace scalescope::gpu
