// scalescope-probe: measures this machine for ScaleScope. No Qt; see gpu/README in the repo.
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeRunner.h"
#include "scalescope/gpu/StdinWatch.h"

#include <atomic>
#include <csignal>
#include <iostream>

namespace {

std::atomic<bool> g_cancel{false};

extern "C" void onSignal(int)
{
    g_cancel.store(true);
}

} // namespace

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
        return ExitOk;
    }
    if (parsed.args.version) {
        std::cout << "scalescope-probe " << probeVersion() << '\n';
        return ExitOk;
    }
    if (parsed.args.list)
        return runList(parsed.args, std::cout);

    struct sigaction sa
    {
    };
    sa.sa_handler = onSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    // `--format jsonl | head -1` closes the pipe early: the probe stops streaming and still writes
    // --out instead of dying of SIGPIPE with the run lost.
    std::signal(SIGPIPE, SIG_IGN);
    if (parsed.args.stopOnStdinEof)
        cancelWhenStdinCloses(g_cancel);
    return runProbe(parsed.args, g_cancel, std::cout, std::cerr);
}
