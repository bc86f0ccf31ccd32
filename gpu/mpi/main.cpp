// scalescope-probe-mpi: the probe across the ranks of an MPI job (mpirun, mpiexec or srun). Rank 0
// gathers and writes the one document; the other ranks measure with it and stay silent. A separate
// executable so that the plain probe never needs an MPI library to start (README, "Across nodes").
#include "MpiJob.h"
#include "MpiSuites.h"
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeRunner.h"
#include "scalescope/gpu/StopSignals.h"

#include <mpi.h>

#include <atomic>
#include <iostream>
#include <sstream>

namespace {

std::atomic<bool> g_cancel{false};

constexpr const char *kTool = "scalescope-probe-mpi";
constexpr const char *kAbout = "Measures an MPI job's ranks together (CPU backend; start it with mpirun, mpiexec or srun) and\n"
                               "writes one scalescope.probe/1 document from rank 0, with an \"mpi\" member naming the launcher,\n"
                               "library, ranks and hosts. --format jsonl streams rank 0's events. Each rank uses its host's\n"
                               "cores shared among the ranks there. While it runs, --out holds what was measured so far\n"
                               "(marked incomplete), so a job stopped by its launcher still leaves a partial document.\n";

} // namespace

int main(int argc, char *argv[])
{
    using namespace scalescope::gpu;
    std::vector<std::string> args(argv + 1, argv + argc);
    const ParseResult parsed = parseProbeArgs(args, mpiSuiteRegistry());
    // Usage, help, version and --list need no MPI job: answered before MPI starts.
    if (!parsed.error.empty()) {
        std::cerr << kTool << ": " << parsed.error << "\n\n" << probeUsage(kTool, mpiSuiteRegistry(), kAbout);
        return ExitUsage;
    }
    if (parsed.args.help) {
        std::cout << probeUsage(kTool, mpiSuiteRegistry(), kAbout);
        return ExitOk;
    }
    if (parsed.args.version) {
        std::cout << kTool << ' ' << probeVersion() << '\n';
        return ExitOk;
    }
    ProbeSession session;
    session.toolName = kTool;
    session.suites = &mpiSuiteRegistry();
    if (parsed.args.list)
        return runList(parsed.args, std::cout, session);
    if (parsed.args.backend == "cuda") {
        std::cerr << kTool
                  << ": --backend cuda is not available across ranks in this version: NCCL over MPI is not "
                     "built yet. Use --backend cpu, or scalescope-probe on each GPU node.\n";
        return ExitUsage;
    }
    ProbeArgs probeArgs = parsed.args;
    probeArgs.backend = "cpu";

    int provided = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
        std::cerr << kTool << ": MPI could not start; run it under mpirun, mpiexec or srun\n";
        return ExitRuntime;
    }
    stopOnSignals(g_cancel);

    const HostInfo host = readHostInfo();
    MpiJob job(host);
    setMpiJob(&job);
    // mpirun and srun give standard input to rank 0 only; rank 0's decision stops the others.
    if (probeArgs.stopOnStdinEof && job.root())
        cancelWhenStdinCloses(g_cancel);
    session.speaks = job.root();
    session.members = {{"mpi", job.toJson()}};
    session.checkpoint = true;
    session.suiteFailed = [&job, &host](const std::string &suite, const std::string &what) {
        if (job.size() == 1)
            return;
        // The other ranks are inside or past this suite's collectives: the job cannot go on together.
        std::cerr << kTool << ": rank " << job.rank() << " (" << host.hostname << "): suite " << suite << " failed: " << what
                  << "; ending the job\n";
        MPI_Abort(MPI_COMM_WORLD, ExitRuntime);
    };
    session.agreeExitCode = [](int code) {
        int worst = code;
        MPI_Allreduce(&code, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
        return worst;
    };
    std::ostringstream silent;
    const int code = job.root() ? runProbe(probeArgs, g_cancel, std::cout, std::cerr, session)
                                : runProbe(probeArgs, g_cancel, silent, std::cerr, session);
    setMpiJob(nullptr);
    MPI_Finalize();
    return code;
}
