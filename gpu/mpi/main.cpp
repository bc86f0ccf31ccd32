// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-probe-mpi: the probe across the ranks of an MPI job (mpirun, mpiexec or srun). Rank 0
// gathers and writes the one document; the other ranks measure with it and stay silent. A separate
// executable so that the plain probe never needs an MPI library to start (README, "Across nodes").
#include "MpiJob.h"
#include "MpiSuites.h"
#include "buildinfo/BuildInfo.h"
#include "scalescope/gpu/BuildInfo.h"
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/JobTopology.h"
#include "scalescope/gpu/ProbeArgs.h"
#include "scalescope/gpu/ProbeRunner.h"
#include "scalescope/gpu/StopSignals.h"
#ifdef SCALESCOPE_WITH_CUDA
#include "scalescope/gpu/CudaSuites.h"
#endif

#include <mpi.h>

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string_view>

namespace {

std::atomic<bool> g_cancel{false};

constexpr const char *kTool = "scalescope-probe-mpi";
constexpr const char *kAbout =
    "Measures an MPI job's ranks together (start it with mpirun, mpiexec or srun) and writes one\n"
    "scalescope.probe/1 document from rank 0, with an \"mpi\" member naming the launcher, library, ranks\n"
    "and hosts. --format jsonl streams rank 0's events. With --backend cpu each rank uses its host's\n"
    "cores shared among the ranks there. With --backend cuda each rank takes one GPU of its own (local\n"
    "rank k takes device k, or the one device it sees) and the all-reduce and train-step go through\n"
    "NCCL; auto takes cuda when every rank has a GPU. While it runs, --out holds what was measured\n"
    "so far (marked incomplete), so a job stopped by its launcher still leaves a partial document.\n";

// A launcher starts every rank with the same arguments, before MPI runs. The answers that need no
// job (--help, --version, --list) come from the first rank only, so whoever reads them through
// mpirun or srun (the app's Run on a host, with mpirun as the probe's command) gets one document.
bool anotherRankAnswers()
{
    for (const char *name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", "SLURM_PROCID"})
        if (const char *v = std::getenv(name); v && *v)
            return std::string_view(v) != "0";
    return false;
}

// This rank's GPU for its rank_details entry: {"gpu": {...} or null, "gpu_reason": ...}. `device`
// gets its index, or -1.
nlohmann::json rankGpu(int localRank, int *device)
{
    using namespace scalescope::gpu;
    *device = -1;
#ifdef SCALESCOPE_WITH_CUDA
    const CudaAvailability cuda = queryCudaAvailability();
    const RankDevice chosen = chooseRankDevice(localRank, cuda.deviceCount, cuda.reason);
    if (chosen.index < 0)
        return {{"gpu", nullptr}, {"gpu_reason", chosen.reason}};
    for (const nlohmann::json &d : cudaDevicesJson())
        if (d.value("index", -1) == chosen.index) {
            *device = chosen.index;
            nlohmann::json gpu = nlohmann::json::object();
            for (const char *key : {"index", "name", "pci_bus_id", "memory_bytes", "compute_capability", "host_numa_node"})
                gpu[key] = d.value(key, nlohmann::json());
            return {{"gpu", gpu}};
        }
    return {{"gpu", nullptr}, {"gpu_reason", "device " + std::to_string(chosen.index) + " could not be queried"}};
#else
    (void)localRank;
    return {{"gpu", nullptr}, {"gpu_reason", "this probe was built without CUDA"}};
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    using namespace scalescope::gpu;
    std::vector<std::string> args(argv + 1, argv + argc);
    const ParseResult parsed = parseProbeArgs(args, mpiSuiteRegistry());
    // Usage, help, version and --list need no MPI job: answered before MPI starts.
    if (!parsed.error.empty()) {
        std::cerr << kTool << ": " << parsed.error << "\n\n" << probeUsage(kTool, mpiSuiteRegistry(), kAbout, false);
        return ExitUsage;
    }
    if ((parsed.args.help || parsed.args.version || parsed.args.list) && anotherRankAnswers())
        return ExitOk;
    if (parsed.args.help) {
        std::cout << probeUsage(kTool, mpiSuiteRegistry(), kAbout, false);
        return afterWriting(std::cout, std::cerr, kTool, ExitOk);
    }
    if (parsed.args.version) {
        std::cout << kTool << ' ' << probeVersion() << " (commit " << scalescope::buildinfo::commit() << ")\n";
        return afterWriting(std::cout, std::cerr, kTool, ExitOk);
    }
    ProbeSession session;
    session.toolName = kTool;
    session.suites = &mpiSuiteRegistry();
    if (parsed.args.list)
        return afterWriting(std::cout, std::cerr, kTool, runList(parsed.args, std::cout, session));
    if (parsed.args.backend == "cuda" && !cudaCompiled()) {
        std::cerr << kTool << ": --backend cuda: this probe was built without CUDA\n";
        return ExitNoDevice;
    }
    if (parsed.args.devices != "all" || !parsed.args.shapes.empty()) {
        std::cerr << kTool << ": "
                  << (parsed.args.devices != "all" ? "--devices does not apply across ranks: each rank takes one GPU of its own"
                                                   : "--shapes does not apply: no suite across ranks multiplies matrices")
                  << "\n\n"
                  << probeUsage(kTool, mpiSuiteRegistry(), kAbout, false);
        return ExitUsage;
    }
    ProbeArgs probeArgs = parsed.args;

    int provided = 0;
    if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) {
        std::cerr << kTool << ": MPI could not start; run it under mpirun, mpiexec or srun\n";
        return ExitRuntime;
    }
    stopOnSignals(g_cancel);

    const HostInfo host = readHostInfo();
    const bool cudaWanted = probeArgs.backend != "cpu" && cudaCompiled();
    int device = -1;
    MpiJob job(host, [&](int localRank) { return cudaWanted ? rankGpu(localRank, &device) : nlohmann::json::object(); });
    // Every rank sees every rank's GPU in the details, so all decide the backend alike without
    // another message.
    std::vector<nlohmann::json> details;
    for (const RankInfo &r : job.ranks())
        details.push_back(r.detail);
    const std::string gpuProblem = cudaWanted ? rankDeviceProblem(details) : std::string("not asked");
    if (probeArgs.backend == "cuda" && !gpuProblem.empty()) {
        if (job.root())
            std::cerr << kTool << ": --backend cuda needs one GPU per rank: " << gpuProblem
                      << ". --backend cpu measures the ranks' CPUs instead.\n";
        MPI_Finalize();
        return ExitNoDevice;
    }
    if (cudaWanted && !gpuProblem.empty() && device >= 0 && job.root()) // auto, with GPUs NCCL cannot use
        std::cerr << kTool << ": measuring the CPUs, not the GPUs: " << gpuProblem << '\n';
    probeArgs.backend = gpuProblem.empty() ? "cuda" : "cpu";
    if (probeArgs.backend == "cuda")
        probeArgs.selectOneDevice(device);
    setMpiJob(&job);
    // mpirun and srun give standard input to rank 0 only; rank 0's decision stops the others.
    if (probeArgs.stopOnStdinEof && job.root())
        cancelWhenStdinCloses(g_cancel);
    session.speaks = job.root();
    session.members = {{"mpi", job.toJson()}};
    session.checkpoint = true;
    session.launcherSignals = true;
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
