// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/ProbeRunner.h"
#include "buildinfo/BuildInfo.h"

#include "scalescope/gpu/BuildInfo.h"
#ifdef SCALESCOPE_WITH_CUDA
#include "scalescope/gpu/CudaSuites.h"
#endif
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/StopSignals.h"
#include "scalescope/gpu/SuiteContext.h"
#include "scalescope/gpu/SuiteRegistry.h"

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <iomanip>
#include <limits>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace scalescope::gpu {
namespace {

using json = nlohmann::json;

std::string utcNow()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

struct CudaState
{
    bool compiled = false;
    bool available = false;
    int deviceCount = 0;
    std::string reasonCode;
    std::string reason;
};

CudaState cudaState()
{
    const CudaAvailability a = queryCudaAvailability();
    CudaState s;
    s.compiled = a.compiled;
    s.deviceCount = a.deviceCount;
    s.available = a.compiled && a.deviceCount > 0;
    if (!a.compiled) {
        s.reasonCode = "not_compiled";
        s.reason = "this probe was built without CUDA";
    } else if (a.runtimeError == 35) { // cudaErrorInsufficientDriver: no libcuda / driver
        s.reasonCode = "no_cuda_driver";
        s.reason = a.reason;
    } else if (a.runtimeError == 100 || (a.runtimeError == 0 && a.deviceCount == 0)) { // cudaErrorNoDevice
        s.reasonCode = "no_cuda_device";
        s.reason = a.reason.empty() ? "no CUDA device" : a.reason;
    } else if (a.runtimeError != 0) {
        s.reasonCode = "cuda_error";
        s.reason = a.reason;
    }
    return s;
}

json cudaJson(const CudaState &c)
{
    return {{"compiled", c.compiled},
            {"available", c.available},
            {"device_count", c.deviceCount},
            {"reason_code", c.reasonCode.empty() ? json(nullptr) : json(c.reasonCode)},
            {"reason", c.reason.empty() ? json(nullptr) : json(c.reason)}};
}

json hostJson(const HostInfo &h)
{
    json flags = json::array();
    for (const char *f :
         {"avx2", "fma", "avx512f", "avx512_bf16", "amx_bf16", "amx_tile", "asimd", "sve", "sve2", "bf16", "i8mm"})
        if (h.hasFlag(f))
            flags.push_back(f);
    return {{"hostname", h.hostname},
            {"architecture", h.architecture},
            {"numa_nodes", h.numaNodes},
            {"nics", h.nics},
            {"os", h.os},
            {"kernel", h.kernel},
            {"cpu", {{"model", h.cpuModel}, {"logical_cpus", h.logicalCpus}, {"flags", flags}}},
            {"memory_bytes", h.memoryBytes}};
}

// The CUDA devices (those in `only`, or all when empty) first, then the CPU: charts take the
// first device as the one measured.
json devicesJson(const HostInfo &h, const CudaState &cuda, const std::vector<int> &only = {})
{
    json out = json::array();
#ifdef SCALESCOPE_WITH_CUDA
    try {
        if (cuda.available)
            for (const json &d : cudaDevicesJson())
                if (only.empty() || std::find(only.begin(), only.end(), d["index"].get<int>()) != only.end())
                    out.push_back(d);
    } catch (const std::exception &) { // a device that cannot be queried is left out; its suites say why
    }
#else
    (void)cuda;
    (void)only;
#endif
    out.push_back(
        {{"id", "cpu0"}, {"kind", "cpu"}, {"name", h.cpuModel}, {"threads", h.logicalCpus}, {"memory_bytes", h.memoryBytes}});
    return out;
}

// The devices --devices chose (ProbeArgs parsed them), each below count; empty with an error otherwise.
std::vector<int> selectCudaDevices(const ProbeArgs &args, int count, std::string *error)
{
    std::vector<int> out;
    if (args.devices == "all") {
        for (int i = 0; i < count; ++i)
            out.push_back(i);
        return out;
    }
    for (int index : args.deviceIndices) {
        if (index >= count) {
            *error = "no CUDA device \"" + std::to_string(index) + "\" (this machine has " + std::to_string(count) +
                     ": indices 0 to " + std::to_string(count - 1) + ")";
            return {};
        }
        out.push_back(index);
    }
    if (out.empty())
        *error = "no CUDA device selected (--devices " + args.devices + ")";
    return out;
}

json librariesJson()
{
#ifdef SCALESCOPE_WITH_CUDA
    return cudaLibrariesJson();
#else
    const json missing = {
        {"loaded", false}, {"path", nullptr}, {"reason_code", "not_compiled"}, {"reason", "this probe was built without CUDA"}};
    return {{"cublaslt", missing}, {"nccl", missing}, {"nvml", missing}};
#endif
}

json versionsJson(bool cudaLibraries)
{
    std::ostringstream eigen;
    eigen << EIGEN_WORLD_VERSION << '.' << EIGEN_MAJOR_VERSION << '.' << EIGEN_MINOR_VERSION;
    std::ostringstream nl;
    nl << NLOHMANN_JSON_VERSION_MAJOR << '.' << NLOHMANN_JSON_VERSION_MINOR << '.' << NLOHMANN_JSON_VERSION_PATCH;
    json v = {{"driver", nullptr},    {"cuda_runtime", nullptr},  {"cublas", nullptr},
              {"nccl", nullptr},      {"nvml", nullptr},          {"compiler", std::string("g++ ") + __VERSION__},
              {"eigen", eigen.str()}, {"nlohmann_json", nl.str()}};
#ifdef SCALESCOPE_WITH_CUDA
    v.update(cudaVersionsJson(cudaLibraries));
#else
    (void)cudaLibraries;
#endif
    return v;
}

void emit(std::ostream &out, const ProbeArgs &args, const json &event)
{
    if (args.format == "jsonl") {
        out << event.dump() << '\n';
        out.flush();
    }
}

std::string textLine(const TestResult &r)
{
    std::ostringstream s;
    s << std::left << std::setw(11) << r.suite << std::setw(48) << r.name << ' ' << std::setw(15) << statusKey(r.status);
    if (!r.values.empty())
        s << std::fixed << std::setprecision(3) << r.summary.median << ' ' << r.unit;
    if (!r.reason.empty())
        s << "  (" << r.reason << ")";
    return s.str();
}

// A run killed between writing "<out>.tmp.<pid>" and renaming it leaves that file behind: the next
// write removes those whose process is gone.
void removeStaleTemporaries(const std::filesystem::path &target)
{
    const std::string prefix = target.filename().string() + ".tmp.";
    const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0)
            continue;
        const std::string rest = name.substr(prefix.size());
        const std::string pid = rest.substr(0, rest.find('.')); // "<pid>" or "<pid>.<n>"
        if (pid.empty() || pid.size() > 9 || pid.find_first_not_of("0123456789") != std::string::npos)
            continue;
        if (::kill(static_cast<pid_t>(std::stol(pid)), 0) != 0 && errno == ESRCH) {
            std::error_code rec;
            std::filesystem::remove(it->path(), rec);
        }
    }
}

} // namespace

const char *probeVersion()
{
    return buildinfo::version();
}

std::string documentText(const json &doc)
{
    if (!doc.is_object() || !doc.contains("schema"))
        return doc.dump(2) + "\n";
    json rest = doc;
    rest.erase("schema");
    const std::string member = "  \"schema\": " + doc["schema"].dump();
    if (rest.empty())
        return "{\n" + member + "\n}\n";
    return "{\n" + member + ",\n" + rest.dump(2).substr(2) + "\n"; // substr(2) drops "{\n"
}

bool writeFileAtomically(const std::string &path, const std::string &text, std::string *error)
{
    auto fail = [error](const std::string &why) {
        if (error)
            *error = why;
        return false;
    };
    const std::filesystem::path target(path);
    std::error_code ec;
    const auto st = std::filesystem::status(target, ec);
    const bool exists = !ec && std::filesystem::exists(st);
    // Never replace a device node, FIFO or folder with a regular file (as root, rename() would), and
    // never overwrite a file the user made read-only: the same rules as scalescope-cli.
    if (exists && !std::filesystem::is_regular_file(st))
        return fail(path + " is not a regular file; it is left as it is");
    // By its mode bits, not access(): root may write anything, and CI runs as root.
    if (exists && (st.permissions() & std::filesystem::perms::owner_write) == std::filesystem::perms::none)
        return fail(path + " is read-only; it is left as it is");
    removeStaleTemporaries(target);
    // Created exclusively and never through a symlink: in a shared folder someone else may have put
    // a link where the temporary goes. A name taken is passed over for the next.
    std::string tmp;
    int fd = -1;
    for (int n = 0; n < 100 && fd < 0; ++n) {
        tmp = path + ".tmp." + std::to_string(getpid()) + "." + std::to_string(n);
        fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            return fail("cannot create " + tmp + ": " + std::strerror(errno));
    }
    if (fd < 0)
        return fail("cannot create a temporary file beside " + path + ": every name is taken");
    for (std::size_t done = 0; done < text.size();) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const std::string why = "cannot write " + tmp + ": " + std::strerror(n < 0 ? errno : EIO);
            ::close(fd);
            ::unlink(tmp.c_str());
            return fail(why);
        }
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const std::string why = "cannot write " + tmp + ": " + std::strerror(errno);
        ::unlink(tmp.c_str());
        return fail(why);
    }
    if (exists) // the new file keeps the old one's permissions
        std::filesystem::permissions(tmp, std::filesystem::status(target, ec).permissions(), ec);
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string why = "cannot rename " + tmp + " to " + path + ": " + std::strerror(errno);
        std::remove(tmp.c_str());
        return fail(why);
    }
    return true;
}

json suitesJson(const std::vector<SuiteInfo> &suites)
{
    json out = json::array();
    for (const SuiteInfo &s : suites) {
        json backends = json::array();
        if (s.cpu)
            backends.push_back("cpu");
        if (s.cuda)
            backends.push_back("cuda");
        out.push_back({{"name", s.name},
                       {"description", s.description},
                       {"backends", backends},
                       {"precisions", {{"cpu", s.cpuPrecisions}, {"cuda", s.cudaPrecisions}}}});
    }
    return out;
}

int runList(const ProbeArgs &args, std::ostream &out, const ProbeSession &session)
{
    const std::vector<SuiteInfo> &suites = session.suites ? *session.suites : suiteRegistry();
    const HostInfo host = readHostInfo();
    const CudaState cuda = cudaState();
    json doc = {{"schema", kProbeListSchema},
                {"tool", {{"name", session.toolName}, {"version", probeVersion()}}},
                {"suites", suitesJson(suites)},
                {"precisions", suitePrecisions(suites)},
                {"cuda_compiled", cuda.compiled},
                {"cuda_available", cuda.available},
                {"reason_code", cuda.reasonCode.empty() ? json(nullptr) : json(cuda.reasonCode)},
                {"reason", cuda.reason.empty() ? json(nullptr) : json(cuda.reason)},
                {"devices", devicesJson(host, cuda)},
                {"libraries", librariesJson()}};
    if (args.format == "text") {
        for (const json &d : doc["devices"])
            if (d["kind"] == "cuda")
                out << d["id"].get<std::string>() << "  " << d["name"].get<std::string>() << " (compute capability "
                    << d["compute_capability"].get<std::string>() << ", " << d["memory_bytes"].get<uint64_t>() / (1u << 20)
                    << " MiB, " << d["pci_bus_id"].get<std::string>() << ")\n";
        out << "cpu0  " << host.cpuModel << " (" << host.logicalCpus << " threads)\n";
        out << "CUDA: " << (cuda.available ? "available" : "unavailable");
        if (!cuda.reason.empty())
            out << " (" << cuda.reasonCode << ": " << cuda.reason << ")";
        out << '\n';
        for (const auto &[name, lib] : doc["libraries"].items())
            out << name << ": "
                << (lib["loaded"].get<bool>()
                        ? "loaded from " + lib["path"].get<std::string>()
                        : "missing (" + lib["reason_code"].get<std::string>() + ": " + lib["reason"].get<std::string>() + ")")
                << '\n';
        for (const SuiteInfo &s : suites)
            out << "suite " << s.name << ": " << s.description << '\n';
    } else {
        out << doc.dump(2) << '\n';
    }
    out.flush();
    return out ? ExitOk : ExitRuntime;
}

int afterWriting(std::ostream &out, std::ostream &err, const std::string &tool, int code)
{
    out.flush();
    if (out)
        return code;
    err << tool << ": cannot write to standard output: " << std::strerror(errno ? errno : EIO) << '\n';
    return code == ExitOk ? ExitRuntime : code;
}

int runProbe(const ProbeArgs &args, const std::atomic<bool> &cancel, std::ostream &out, std::ostream &err,
             const ProbeSession &session)
{
    const std::vector<SuiteInfo> &suites = session.suites ? *session.suites : suiteRegistry();
    const bool speaks = session.speaks;
    const double t0 = monotonicSeconds();
    const HostInfo host = readHostInfo();
    const CudaState cuda = cudaState();
    std::string backend = args.backend;
    if (backend == "cuda" && !cuda.available) {
        err << "scalescope-probe: no CUDA device: " << (cuda.reason.empty() ? "unknown reason" : cuda.reason) << " ("
            << cuda.reasonCode << ")\n";
        return ExitNoDevice;
    }
    if (backend == "auto")
        backend = cuda.available ? "cuda" : "cpu";
    std::vector<int> cudaDevices;
    if (backend == "cuda") {
        std::string error;
        cudaDevices = selectCudaDevices(args, cuda.deviceCount, &error);
        if (cudaDevices.empty()) {
            err << "scalescope-probe: " << error << '\n';
            return ExitNoDevice;
        }
    }

    json doc = {{"schema", kProbeSchema},
                {"tool", {{"name", session.toolName}, {"version", probeVersion()}}},
                {"synthetic", false},
                {"started_utc", utcNow()},
                {"host", hostJson(host)},
                {"versions", versionsJson(backend == "cuda")},
                {"backend", backend},
                {"cuda", cudaJson(cuda)},
                {"devices", backend == "cuda" ? devicesJson(host, cuda, cudaDevices) : devicesJson(host, CudaState{})},
                {"parameters",
                 {{"suites", args.suites},
                  {"precisions", args.precisions},
                  {"sizes", args.sizes},
                  {"workers", args.workers},
                  {"devices", args.devices},
                  {"budget_s", args.budget ? json(*args.budget) : json(nullptr)},
                  {"quick", args.quick}}},
                {"tests", json::array()},
                {"suite_durations_s", json::object()}};
    json shapes = json::array();
    for (const GemmShape &s : args.shapes)
        shapes.push_back({{"m", s.m}, {"n", s.n}, {"k", s.k}});
    doc["parameters"]["shapes"] = shapes;
    doc.update(session.members);
    const auto say = [&](const json &event) {
        if (speaks)
            emit(out, args, event);
    };
    const bool asText = speaks && args.format == "text";
    json inProgress;    // the test across ranks that has started and not reported yet, or null
    json stoppedDuring; // the test under way when the run was asked to stop, or null
    size_t suitesStarted = 0;
    // The document as it stands if the run ends here, before its last test: the suites after this
    // one are named as not run, so a job cut here says what it did not get to.
    const auto partialDocument = [&]() {
        json partial = doc;
        if (!inProgress.is_null())
            partial["in_progress"] = inProgress;
        json notRun = json::array();
        for (size_t i = suitesStarted; i < args.suites.size(); ++i)
            notRun.push_back(args.suites[i]);
        if (!notRun.empty())
            partial["not_run"] = notRun;
        partial["duration_s"] = monotonicSeconds() - t0;
        partial["interrupted"] = false;
        partial["exit_code"] = int(ExitRuntime);
        partial["status"] = "error";
        partial["incomplete"] = true;
        return partial;
    };
    const auto checkpoint = [&]() {
        if (!session.checkpoint || !speaks || args.out.empty())
            return;
        writeFileAtomically(args.out, documentText(partialDocument()), nullptr); // the final write reports problems
    };
    checkpoint();

    // The start event carries that document without results: a reader whose stream breaks (a
    // remote run whose connection drops) adds the results it received and keeps a valid document.
    say({{"event", "start"},
         {"schema", kProbeSchema},
         {"backend", backend},
         {"suites", args.suites},
         {"devices", doc["devices"]},
         {"host", doc["host"]},
         {"checkpoint", partialDocument()}});
    if (asText)
        out << session.toolName << " " << probeVersion() << " on " << host.hostname << ", backend " << backend << "\n";
    if (backend == "cpu" && !cuda.available) // why the CPU is measured: no device here, or no CUDA in this build
        say({{"event", "warning"}, {"code", cuda.reasonCode}, {"message", "CUDA unavailable: " + cuda.reason}});

    SamplerOptions sampler = args.quick ? quickSampler() : fullSampler();
    if (backend == "cuda")
        sampler = cudaSampler(sampler);
    const double deadline = args.budget ? t0 + *args.budget : std::numeric_limits<double>::infinity();

    bool verificationFailed = false;
    bool runtimeError = false;
    std::string deviceLost; // why the device can no longer be used, once a suite lost it
    const std::string suiteDevice =
        backend == "cpu" || cudaDevices.empty() ? "cpu0" : "cuda" + std::to_string(cudaDevices.front());
    const size_t suiteCount = args.suites.size();
    for (size_t si = 0; si < suiteCount; ++si) {
        const std::string &suite = args.suites[si];
        SuiteContext ctx{args, host, cancel, sampler, deadline, {}, {}, {}, cudaDevices, cudaJson(cuda), {}};
        ctx.progress = [&](double fraction) {
            const double overall = (double(si) + std::min(1.0, fraction)) / double(suiteCount);
            const double elapsed = monotonicSeconds() - t0;
            say({{"event", "progress"},
                 {"suite", suite},
                 {"fraction", std::min(1.0, fraction)},
                 {"overall_fraction", overall},
                 {"eta_s", overall > 0 ? json(elapsed / overall - elapsed) : json(nullptr)}});
        };
        if (session.checkpoint)
            ctx.starting = [&](const TestResult &r) {
                inProgress = {{"suite", r.suite}, {"name", r.name}, {"device", r.device}};
                if (r.participants)
                    inProgress["participants"] = {{"ranks", r.participants->ranks}, {"hosts", r.participants->hosts}};
                checkpoint();
                say({{"event", "test_start"}, {"test", inProgress}});
            };
        ctx.report = [&](const TestResult &r) {
            if (cancel.load() && stoppedDuring.is_null() && !inProgress.is_null())
                stoppedDuring = inProgress;
            inProgress = nullptr;
            verificationFailed = verificationFailed || (r.verified && !*r.verified);
            runtimeError = runtimeError ||
                           (r.status == TestStatus::Failed && (r.reasonCode == "runtime_error" || r.reasonCode == "device_lost"));
            const json j = r.toJson();
            doc["tests"].push_back(j);
            checkpoint(); // before the event: a reader who saw a result finds it in --out even if the job dies now
            say({{"event", "result"}, {"test", j}});
            if (asText)
                out << textLine(r) << '\n' << std::flush;
        };
        const double suiteStart = monotonicSeconds();
        suitesStarted = si + 1;
        ctx.progress(0.0);
        if (!deviceLost.empty()) { // nothing more can run on it in this process
            ctx.report(skipped(suite, suite, suiteDevice, TestStatus::Failed, "device_lost", "not run: " + deviceLost));
            ctx.progress(1.0);
            continue;
        }
        try {
            const SuiteInfo *info = findSuite(suites, suite);
            const SuiteRun run = info ? (backend == "cuda" ? info->cuda : info->cpu) : nullptr;
            if (run)
                run(ctx);
            else if (backend == "cpu") // host, p2p: GPU transfers
                ctx.report(skipped(suite, suite, "cpu0", TestStatus::NotApplicable,
                                   cuda.reasonCode.empty() ? "no_cuda_device" : cuda.reasonCode,
                                   "needs a CUDA device: " + (cuda.reason.empty() ? std::string("none") : cuda.reason)));
            else
                ctx.report(skipped(suite, suite, "cuda0", TestStatus::NotApplicable, "not_compiled",
                                   "this build has no CUDA version of the suite"));
        } catch (const DeviceLost &e) {
            runtimeError = true;
            if (ctx.lostIn.empty()) // lost outside a test: the suite's own entry says so
                ctx.report(failedTest(suite, suite, suiteDevice, e));
            deviceLost = "the device was lost in " + (ctx.lostIn.empty() ? "suite " + suite : "test \"" + ctx.lostIn + "\"") +
                         " (" + e.what() + "); a new process is needed to use it again";
            const std::string message = "suite " + suite + " stopped and the suites after it are not run: " + deviceLost;
            say({{"event", "warning"}, {"code", "device_lost"}, {"message", message}});
            err << session.toolName << ": " << message << '\n';
            if (session.suiteFailed)
                session.suiteFailed(suite, e.what());
        } catch (const std::exception &e) {
            runtimeError = true;
            ctx.report(failedTest(suite, suite, suiteDevice, e));
            say({{"event", "warning"}, {"code", "runtime_error"}, {"message", e.what()}});
            if (session.suiteFailed)
                session.suiteFailed(suite, e.what());
        }
        doc["suite_durations_s"][suite] = monotonicSeconds() - suiteStart;
        ctx.progress(1.0);
    }

    const bool interrupted = cancel.load();
    int code = ExitOk;
    if (runtimeError)
        code = ExitRuntime;
    else if (verificationFailed)
        code = ExitVerification;
    if (interrupted)
        code = ExitInterrupted;
    if (session.agreeExitCode)
        code = session.agreeExitCode(code);
    if (!speaks)
        return code;
    doc["finished_utc"] = utcNow();
    doc["duration_s"] = monotonicSeconds() - t0;
    doc["interrupted"] = interrupted;
    doc["exit_code"] = code;
    doc["status"] = code == ExitOk ? "ok" : code == ExitInterrupted ? "cancelled" : code == ExitVerification ? "failed" : "error";
    const std::string cause = interrupted ? stopCause() : std::string();
    if (!cause.empty())
        doc["stopped_by"] = cause;
    // A rank of a job gets SIGTERM from its launcher, never from the desktop (which closes standard
    // input): mpirun sends it when it loses a host as when it is stopped, Slurm at scancel or the time
    // limit. That is a job ended early, not a cancel, and the test under way names where.
    if (session.launcherSignals && cause == "SIGTERM") {
        doc["status"] = "error";
        doc["incomplete"] = true;
        if (!stoppedDuring.is_null())
            doc["in_progress"] = stoppedDuring;
    }
    const std::string text = documentText(doc);
    if (!args.out.empty()) {
        std::string error;
        if (!writeFileAtomically(args.out, text, &error)) {
            err << session.toolName << ": " << error << '\n';
            code = std::max(code == ExitInterrupted ? code : 0, int(ExitRuntime));
        }
    }
    if (args.format == "json")
        out << text;
    if (args.out.empty()) // the stream is then the only way the document leaves (a run over ssh)
        say({{"event", "document"}, {"document", doc}});
    say({{"event", "end"}, {"status", doc["status"]}, {"exit_code", code}, {"out", args.out}});
    if (asText)
        out << "status " << doc["status"].get<std::string>() << ", exit code " << code << '\n';
    out.flush();
    // A full disk or a closed pipe on standard output: the run's result did not reach its reader. With
    // --out the document is safe there (streamed events are only progress); without it, it is lost.
    if (!out && (args.out.empty() || args.format == "json")) {
        err << session.toolName << ": cannot write to standard output: " << std::strerror(errno ? errno : EIO)
            << (args.out.empty() ? " (the document is lost; give --out FILE)" : "") << '\n';
        code = std::max(code == ExitInterrupted ? code : 0, int(ExitRuntime));
    } else if (!out) {
        err << session.toolName << ": standard output closed; the document is in " << args.out << '\n';
    }
    return code;
}

} // namespace scalescope::gpu
