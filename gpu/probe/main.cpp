// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-probe: measures this machine for ScaleScope. No Qt; see gpu/README in the repo.
#include "buildinfo/BuildInfo.h"
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeRunner.h"
#include "scalescope/gpu/StopSignals.h"

#include <atomic>
#include <iostream>

int main(int argc, char *argv[])
{
    using namespace scalescope::gpu;
    std::vector<std::string> args(argv + 1, argv + argc);
    const ParseResult parsed = parseProbeArgs(args);
    if (!parsed.error.empty()) {
        std::cerr << "scalescope-probe: " << parsed.error << "\n\n" << probeUsage();
        return ExitUsage;
    }
    if (parsed.args.help) {
        std::cout << probeUsage();
        return afterWriting(std::cout, std::cerr, "scalescope-probe", ExitOk);
    }
    if (parsed.args.version) {
        std::cout << "scalescope-probe " << probeVersion() << " (commit " << scalescope::buildinfo::commit() << ")\n";
        return afterWriting(std::cout, std::cerr, "scalescope-probe", ExitOk);
    }
    if (parsed.args.list)
        return afterWriting(std::cout, std::cerr, "scalescope-probe", runList(parsed.args, std::cout));

    static std::atomic<bool> cancel{false};
    stopOnSignals(cancel);
    if (parsed.args.stopOnStdinEof)
        cancelWhenStdinCloses(cancel);
    return runProbe(parsed.args, cancel, std::cout, std::cerr);
}
