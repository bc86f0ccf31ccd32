#pragma once
// Runs scalescope-probe: chooses the backend, runs the suites under the budget, streams events,
// assembles the scalescope.probe/1 document and decides the exit code.
#include "scalescope/gpu/ProbeArgs.h"

#include <nlohmann/json_fwd.hpp>

#include <atomic>
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

// `--list`: devices and CUDA availability. Always succeeds.
int runList(const ProbeArgs &args, std::ostream &out);

// The whole run; `cancel` is set by signal handlers. Events and text go to `out`, problems to `err`.
int runProbe(const ProbeArgs &args, const std::atomic<bool> &cancel, std::ostream &out, std::ostream &err);

} // namespace scalescope::gpu
