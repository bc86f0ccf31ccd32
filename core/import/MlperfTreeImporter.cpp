// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/MlperfTreeImporter.h"

#include "core/analysis/DerivedMetrics.h"
#include "core/import/PowerLog.h"
#include "core/import/ResultLogParser.h"
#include "core/import/RunThroughput.h"
#include "core/import/SystemDescription.h"
#include "core/io/NativeName.h"
#include "core/io/RegularFile.h"
#include "core/model/Plausible.h"
#include "core/rules/ComplianceChecker.h"
#include "core/rules/OfficialScore.h"
#include "core/rules/QualityTargets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <filesystem>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

#include <fcntl.h>
#include <unistd.h>

namespace scalescope::import {
namespace fs = std::filesystem;
namespace {

// Names that are not UTF-8 keep their bytes, escaped (QFile::decodeName would make two such names one).
QString qpath(const fs::path &p)
{
    return io::textOfNativeName(QByteArray::fromStdString(p.native()));
}

fs::path fspath(const QString &p)
{
    return fs::path(QFile::encodeName(p).toStdString());
}

// One benchmark folder to read: its configuration skeleton and its run files.
struct BenchmarkJob
{
    model::Configuration config;
    QString folder;
    // Run files, sorted by name: as shown (absolute, UTF-8) and as the file system names them (a
    // name that is not valid UTF-8 does not survive a trip through QString, so files are opened by
    // these bytes).
    struct RunFile
    {
        QString path;
        QByteArray native;
    };
    QList<RunFile> runFiles;
    const rules::QualityTarget *target = nullptr;
    // The official rules of the round; null where the official tool has none (its runs are then
    // checked against the quality target alone).
    const rules::ComplianceChecker *checker = nullptr;
    fs::path powerDir; // <benchmark>/power when the folder has one (energy logs)
};

// An entry's own type (symlink_status's), from what the directory listing gave (d_type): a tree of
// thousands of files is walked without an lstat per entry. A file system that gives no type is
// asked, entry by entry, by the same calls.
fs::file_type ownType(const fs::directory_entry &e, std::error_code &ec)
{
    if (e.is_symlink(ec))
        return fs::file_type::symlink;
    if (e.is_directory(ec))
        return fs::file_type::directory;
    if (e.is_regular_file(ec))
        return fs::file_type::regular;
    return e.symlink_status(ec).type(); // a FIFO, socket or device: rare
}

// A run file to parse, and what parsing it gave.
struct Slot
{
    size_t job; // its folder's index in RunQueue::jobs()
    QString path;
    QByteArray native;
    ParsedResultLog log;
    model::RunRecord run;           // made in the worker too, energy included: power logs are read there
    model::Diagnostics diagnostics; // of making the run, added in file order when assembling
    bool taken = false;             // by a parser
};

// Benchmark folders and their run files, handed from the walk to the parsing threads a folder at a
// time, so that parsing starts while the tree is still being walked (the walk's listing and system
// files were a serial sixth of the import). Deques: what a parser holds stays put while the walk
// appends; results land in each file's slot, so they are assembled in the walk's order whatever
// order the files are parsed in.
class RunQueue
{
public:
    static constexpr size_t kNone = ~size_t{0};

    void add(BenchmarkJob &&job)
    {
        {
            const std::lock_guard lock(m_mutex);
            const size_t index = m_jobs.size();
            m_jobs.push_back(std::move(job));
            m_firstFile.push_back(m_jobs.back().runFiles.empty() ? kNone : m_files.size());
            for (const BenchmarkJob::RunFile &f : m_jobs.back().runFiles)
                m_files.push_back(Slot{index, f.path, f.native, {}, {}, {}, false});
        }
        m_ready.notify_all();
    }

    // The walk is over: parsers take what is left, then stop.
    void close()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_ready.notify_all();
    }

    // A file and its folder; {nullptr, nullptr} once the walk is over and every file taken.
    // `last` is the parser's previous file (kNone at first), and is set to this one. A parser goes
    // on with the next file of its folder, else starts a folder no parser has started: the runs
    // of one system log alike, and a parser compares each log with the one it read before
    // (RepeatedLines). Only at the end do parsers share a folder.
    std::pair<Slot *, const BenchmarkJob *> take(size_t &last)
    {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [this] { return m_next < m_files.size() || m_closed; });
        if (m_next >= m_files.size())
            return {nullptr, nullptr};
        size_t pick = kNone;
        if (last != kNone && last + 1 < m_files.size() && !m_files[last + 1].taken && m_files[last + 1].job == m_files[last].job)
            pick = last + 1;
        for (; pick == kNone && m_nextFolder < m_jobs.size(); ++m_nextFolder) {
            const size_t first = m_firstFile[m_nextFolder];
            if (first != kNone && !m_files[first].taken)
                pick = first;
        }
        if (pick == kNone)
            pick = m_next;
        m_files[pick].taken = true;
        while (m_next < m_files.size() && m_files[m_next].taken)
            ++m_next;
        last = pick;
        Slot &slot = m_files[pick];
        return {&slot, &m_jobs[slot.job]};
    }

    // Once closed and the parsers are joined.
    std::deque<BenchmarkJob> &jobs() { return m_jobs; }
    std::deque<Slot> &files() { return m_files; }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<BenchmarkJob> m_jobs;
    std::deque<Slot> m_files;
    std::vector<size_t> m_firstFile; // by folder: its first file's index (kNone: none)
    size_t m_next = 0;               // the first file not taken
    size_t m_nextFolder = 0;         // folders before it are started
    bool m_closed = false;
};

struct Walker
{
    QString round;
    QString usage = QLatin1String(model::Usage::Training); // "hpc": results/<system>/strong|weak/<benchmark>
    QString benchmarkFilter;
    model::Diagnostics diagnostics;
    RunQueue *queue = nullptr;
    const rules::ComplianceChecker *checker = nullptr; // the round's rules, when the official tool has them
    const std::atomic<bool> *cancel = nullptr;         // a cancelled import walks no further
    QHash<QByteArray, SystemFields> systems;           // by system JSON path (native)
    int folders = 0;                                   // benchmark folders queued

    void diag(const QString &file, model::Severity s, const char *code, QStringList args = {})
    {
        diagnostics << model::Diagnostic{file, 0, s, QLatin1String(code), std::move(args)};
    }

    // Directory children, with symlinks to folders reported and not followed.
    std::vector<fs::directory_entry> subfolders(const fs::path &dir)
    {
        std::vector<fs::directory_entry> out;
        std::error_code ec;
        // No skip_permission_denied: a folder the user cannot read is a diagnostic naming it, never a
        // silent gap in the results.
        fs::directory_iterator it(dir, ec);
        if (ec) {
            diag(qpath(dir), model::Severity::Error, "fs.list_failed", {qpath(dir), QString::fromStdString(ec.message())});
            return out;
        }
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (ec) {
                diag(qpath(dir), model::Severity::Error, "fs.list_failed", {qpath(dir), QString::fromStdString(ec.message())});
                break;
            }
            const fs::directory_entry &e = *it;
            std::error_code sec;
            const fs::file_type type = ownType(e, sec);
            if (type == fs::file_type::symlink) {
                std::error_code tec;
                if (fs::is_directory(fs::status(e.path(), tec)))
                    diag(qpath(e.path()), model::Severity::Warning, "fs.symlink_dir", {qpath(e.path().filename())});
                continue;
            }
            if (type == fs::file_type::directory)
                out.push_back(e);
        }
        std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.path() < b.path(); });
        return out;
    }

    const SystemFields &systemFor(const fs::path &orgDir, const fs::path &systemDir)
    {
        const fs::path file = orgDir / "systems" / fs::path(systemDir.filename().native() + ".json");
        const QString path = qpath(file);
        const QByteArray native = QByteArray::fromStdString(file.native());
        auto it = systems.find(native);
        if (it == systems.end())
            it = systems.insert(native, readSystemDescription(path, diagnostics, native));
        return it.value();
    }

    void addOrg(const fs::path &orgDir)
    {
        for (const auto &system : subfolders(orgDir / "results"))
            addSystem(orgDir, system.path());
    }

    void addSystem(const fs::path &orgDir, const fs::path &systemDir)
    {
        for (const auto &sub : subfolders(systemDir)) {
            // MLPerf HPC from v1.0: a strong/ and a weak/ level above the benchmarks (v0.7 has none:
            // its benchmarks are strong scaling, time to train).
            const QString name = qpath(sub.path().filename());
            if (usage == QLatin1String(model::Usage::Hpc) &&
                (name == QLatin1String(model::HpcScaling::Strong) || name == QLatin1String(model::HpcScaling::Weak)))
                addScaling(orgDir, systemDir, sub.path());
            else
                addBenchmark(orgDir, systemDir, sub.path(),
                             usage == QLatin1String(model::Usage::Hpc) ? QLatin1String(model::HpcScaling::Strong) : QString());
        }
    }

    void addScaling(const fs::path &orgDir, const fs::path &systemDir, const fs::path &scalingDir)
    {
        const QString scaling = qpath(scalingDir.filename());
        for (const auto &bench : subfolders(scalingDir))
            addBenchmark(orgDir, systemDir, bench.path(), scaling);
    }

    void addBenchmark(const fs::path &orgDir, const fs::path &systemDir, const fs::path &benchDir, const QString &scaling)
    {
        const QString benchmark = qpath(benchDir.filename());
        if ((!benchmarkFilter.isEmpty() && benchmark != benchmarkFilter) || (cancel && cancel->load()))
            return;
        const QString org = qpath(orgDir.filename());
        const QString stem = qpath(systemDir.filename());

        BenchmarkJob job;
        job.folder = qpath(benchDir);
        job.config = systemFor(orgDir, systemDir).fields;
        job.config.round = round;
        job.config.org = org;
        job.config.system = stem;
        job.config.benchmark = benchmark;
        job.config.usage = usage;
        job.config.scaling = scaling;
        job.config.id = usage == QLatin1String(model::Usage::Hpc)
                            ? model::makeHpcConfigurationId(round, org, stem, scaling, benchmark)
                            : model::makeConfigurationId(round, org, stem, benchmark);
        job.config.officialRules = checker != nullptr;
        job.target = rules::findQualityTarget(round, benchmark);
        job.checker = checker;
        if (job.target)
            job.config.qualityTarget = job.target->describe();
        else
            job.config.scoreVerified = false;

        std::error_code ec;
        fs::directory_iterator it(benchDir, ec);
        if (ec) {
            diag(job.folder, model::Severity::Error, "fs.list_failed", {job.folder, QString::fromStdString(ec.message())});
            return;
        }
        for (; it != fs::directory_iterator(); it.increment(ec)) {
            if (ec)
                break;
            const fs::path p = it->path();
            const QString name = qpath(p.filename());
            std::error_code sec;
            const fs::file_type own = ownType(*it, sec);
            const bool isResult = name.startsWith(QLatin1String("result_")) && name.endsWith(QLatin1String(".txt"));
            if (own == fs::file_type::directory && name == QLatin1String("power")) {
                job.powerDir = p;
                continue;
            }
            if (own == fs::file_type::directory) {
                diag(qpath(p), model::Severity::Warning, "fs.stray_folder", {name});
                continue;
            }
            if (name == QLatin1String("scaling.json")) { // followed when a symlink: the summarizer opens it so
                readScaling(p, job.config);
                continue;
            }
            if (own == fs::file_type::symlink && !isResult) {
                std::error_code tec;
                if (fs::is_directory(fs::status(p, tec)))
                    diag(qpath(p), model::Severity::Warning, "fs.symlink_dir", {name});
                continue;
            }
            if (!isResult)
                continue;
            if (own == fs::file_type::regular) { // the common case: nothing to follow
                job.runFiles << BenchmarkJob::RunFile{qpath(p), QByteArray::fromStdString(p.native())};
                continue;
            }
            std::error_code tec;
            const fs::file_status target = fs::status(p, tec); // follows symlinks; ELOOP on a loop
            if (tec) {
                diag(qpath(p), model::Severity::Error, "fs.unreadable", {name, QString::fromStdString(tec.message())});
                job.runFiles << BenchmarkJob::RunFile{qpath(p), QByteArray::fromStdString(p.native())}; // counts as dropped
                continue;
            }
            if (fs::is_directory(target)) {
                diag(qpath(p), model::Severity::Warning, "fs.symlink_dir", {name});
                continue;
            }
            if (!fs::is_regular_file(target)) {
                diag(qpath(p), model::Severity::Warning, "fs.not_regular", {name, fileKind(target)});
                continue;
            }
            job.runFiles << BenchmarkJob::RunFile{qpath(p), QByteArray::fromStdString(p.native())};
        }
        std::sort(job.runFiles.begin(), job.runFiles.end(),
                  [](const BenchmarkJob::RunFile &a, const BenchmarkJob::RunFile &b) { return a.native < b.native; });
        if (job.runFiles.isEmpty())
            diag(job.folder, model::Severity::Warning, "fs.empty_benchmark", {benchmark});
        queue->add(std::move(job));
        ++folders;
    }

    static QString fileKind(const fs::file_status &s)
    {
        switch (s.type()) {
        case fs::file_type::fifo:
            return QStringLiteral("named pipe");
        case fs::file_type::socket:
            return QStringLiteral("socket");
        case fs::file_type::block:
            return QStringLiteral("block device");
        case fs::file_type::character:
            return QStringLiteral("character device");
        default:
            return QStringLiteral("special file");
        }
    }

    void readScaling(const fs::path &file, model::Configuration &c)
    {
        const QString path = qpath(file);
        // Opening a FIFO blocks until someone writes to it: only regular files are opened.
        std::error_code ec;
        const fs::file_status st = fs::status(file, ec);
        if (ec || !fs::is_regular_file(st)) {
            if (ec)
                diag(path, model::Severity::Warning, "fs.unreadable",
                     {QFileInfo(path).fileName(), QString::fromStdString(ec.message())});
            else
                diag(path, model::Severity::Warning, "fs.not_regular", {QFileInfo(path).fileName(), fileKind(st)});
            diag(path, model::Severity::Warning, "scaling.bad");
            return;
        }
        double factor = 0;
        QString error;
        if (const auto bytes = io::readRegularFileAt(QByteArray::fromStdString(file.native()), qint64(1) << 20, &error))
            factor = QJsonDocument::fromJson(*bytes).object().value(QLatin1String("scaling_factor")).toDouble(0);
        else
            diag(path, model::Severity::Warning, "fs.unreadable", {QFileInfo(path).fileName(), error});
        if (factor > 0 && factor <= model::kMaxPlausibleScalingFactor) { // 1e308 would make every score infinite
            c.scalingFactor = factor;
        } else {
            diag(path, model::Severity::Warning, "scaling.bad");
        }
    }
};

bool isDir(const fs::path &p)
{
    std::error_code ec;
    return fs::is_directory(p, ec);
}

// Whether p is a folder; a failure other than "not there" (EACCES on a folder above) is reported.
bool isDirReported(const fs::path &p, model::Diagnostics &diagnostics)
{
    std::error_code ec;
    const fs::file_status st = fs::status(p, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
        diagnostics << model::Diagnostic{qpath(p.parent_path()),
                                         0,
                                         model::Severity::Error,
                                         QStringLiteral("fs.unreadable"),
                                         {qpath(p.parent_path()), QString::fromStdString(ec.message())}};
    return !ec && fs::is_directory(st);
}

// A message of the official checker as a diagnostic, in its words, naming the rule file and key.
model::Diagnostic ruleDiagnostic(const QString &path, const rules::RuleMessage &m, model::Severity severity)
{
    using K = rules::RuleMessage::Kind;
    const QString file = QString::fromStdString(m.file);
    const QString key = QString::fromStdString(m.key);
    const QString detail = QString::fromStdString(m.detail);
    switch (m.kind) {
    case K::CheckFailed:
        return {path, m.line, severity, QStringLiteral("rules.check_failed"), {file, key, detail}};
    case K::CheckRaised:
    case K::CodeRaised:
        return {path, m.line, severity, QStringLiteral("rules.check_raised"), {file, key, detail}};
    case K::ExactlyOne:
        if (m.count == 0)
            return {path, 0, severity, QStringLiteral("rules.missing"), {file, key}};
        if (severity != model::Severity::Warning || !detail.isEmpty())
            return {path, 0, severity, QStringLiteral("rules.exactly_one"), {file, key, QString::number(m.count), detail}};
        return {path, 0, model::Severity::Info, QStringLiteral("rules.exactly_one_same"), {file, key, QString::number(m.count)}};
    case K::AtLeastOne:
        return {path, 0, severity, QStringLiteral("rules.missing"), {file, key}};
    case K::AtLeastN:
        return {path,
                0,
                severity,
                QStringLiteral("rules.at_least"),
                {file, key, QString::number(m.needed), QString::number(m.count)}};
    case K::Alternatives:
        return {path, 0, severity, QStringLiteral("rules.alternatives"), {file, detail}};
    case K::AtLeastOneCheck:
        return {path, 0, severity, QStringLiteral("rules.never_held"), {file, key, detail}};
    case K::EndCheckFailed:
    case K::EndCheckRaised:
        return {path, 0, severity, QStringLiteral("rules.end_check"), {file, detail}};
    case K::ParseErrors:
        return {path, m.line, severity, QStringLiteral("rules.parse_errors"), {QString::number(m.count), detail}};
    case K::NoLines:
        return {path, 0, severity, QStringLiteral("log.no_mllog"), {}};
    case K::MissingRuleFile:
        return {path, 0, severity, QStringLiteral("rules.missing_file"), {file}};
    }
    return {path, 0, severity, QStringLiteral("rules.end_check"), {file, detail}};
}

// Why a run the checker rejects is dropped, by its first message.
const char *dropReasonFor(const rules::RuleMessage &m)
{
    using K = rules::RuleMessage::Kind;
    switch (m.kind) {
    case K::ParseErrors:
        return model::DropReason::Unparseable;
    case K::NoLines:
        return model::DropReason::NoMllog;
    case K::AtLeastOneCheck:
        return model::DropReason::TargetNotReached;
    case K::ExactlyOne:
    case K::AtLeastOne:
        if (m.count == 0 && m.key == "run_start")
            return model::DropReason::NoRunStart;
        if (m.count == 0 && m.key == "run_stop")
            return model::DropReason::NoRunStop;
        return model::DropReason::MissingKey;
    case K::AtLeastN:
    case K::Alternatives:
        return model::DropReason::MissingKey;
    default:
        return model::DropReason::RuleFailed;
    }
}

// The run as the summarizer judges it: the compliance checker's verdict, then run_start and run_stop.
void judgeByOfficialRules(const QString &path, const ParsedResultLog &log, const rules::ComplianceChecker &checker,
                          model::RunRecord &run, model::Diagnostics &diagnostics)
{
    const rules::Verdict v = checker.check(log.lines);
    for (const rules::RuleMessage &w : v.warnings)
        diagnostics << ruleDiagnostic(path, w, model::Severity::Warning);
    auto drop = [&](const char *reason) {
        run.valid = false;
        run.dropReason = QLatin1String(reason);
    };
    switch (v.outcome) {
    case rules::Verdict::Outcome::ToolError:
        drop(model::DropReason::OfficialToolError);
        diagnostics << model::Diagnostic{
            path, v.errorLine, model::Severity::Error, QStringLiteral("rules.tool_error"), {QString::fromStdString(v.error)}};
        return;
    case rules::Verdict::Outcome::Unsupported:
        drop(model::DropReason::RulesUnsupported);
        diagnostics << model::Diagnostic{
            path, v.errorLine, model::Severity::Error, QStringLiteral("rules.unsupported"), {QString::fromStdString(v.error)}};
        return;
    case rules::Verdict::Outcome::Invalid:
        drop(dropReasonFor(v.messages.front()));
        for (const rules::RuleMessage &m : v.messages)
            diagnostics << ruleDiagnostic(path, m, model::Severity::Warning);
        return;
    case rules::Verdict::Outcome::Valid:
        break;
    }
    if (!log.runStartMs) {
        drop(model::DropReason::NoRunStart);
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("log.no_run_start"), {}};
        return;
    }
    if (!log.runStopMs) {
        drop(model::DropReason::NoRunStop);
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("log.no_run_stop"), {}};
        return;
    }
    run.valid = true;
}

// Where the official tool has no rules (HPC 0.7, rounds before 0.7, a round newer than the rules):
// the same method with what can be checked without them, the quality target.
void judgeByTarget(const QString &path, const ParsedResultLog &log, const BenchmarkJob &job, model::RunRecord &run,
                   model::Diagnostics &diagnostics)
{
    auto drop = [&](const char *reason, const char *code, QStringList args = {}, int line = 0) {
        run.valid = false;
        run.dropReason = QLatin1String(reason);
        diagnostics << model::Diagnostic{path, line, model::Severity::Warning, QLatin1String(code), std::move(args)};
    };
    if (log.lines.crash) {
        drop(model::DropReason::OfficialToolError, "rules.tool_error", {QString::fromStdString(*log.lines.crash)},
             log.lines.crashLine);
        return;
    }
    if (log.unparseableLine) {
        drop(model::DropReason::Unparseable, "log.unparseable", {log.unparseableWhy}, log.unparseableLine);
        return;
    }
    if (!log.runStartMs) {
        drop(model::DropReason::NoRunStart, "log.no_run_start");
        return;
    }
    if (!log.runStopMs) {
        drop(model::DropReason::NoRunStop, "log.no_run_stop");
        return;
    }
    if (job.target) {
        const bool reached = std::any_of(log.qualityValues.begin(), log.qualityValues.end(), [&](const QJsonValue &v) {
            return rules::meetsQualityTarget(*job.target, v, log.globalBatchSize);
        });
        if (!reached) {
            drop(model::DropReason::TargetNotReached, "log.target_not_reached",
                 {job.config.qualityTarget, run.bestQuality ? QString::number(*run.bestQuality) : QStringLiteral("-"),
                  log.stopStatus});
            return;
        }
    }
    run.valid = true;
}

model::RunRecord makeRun(const QString &path, const ParsedResultLog &log, const BenchmarkJob &job,
                         model::Diagnostics &diagnostics)
{
    model::RunRecord run;
    run.file = QFileInfo(path).fileName();
    run.contentHash = log.contentHash;
    run.bytes = log.bytes;
    run.stopStatus = log.stopStatus;
    diagnostics.append(log.diagnostics);
    auto drop = [&](const char *reason, const char *code, QStringList args = {}, model::Severity s = model::Severity::Warning) {
        run.valid = false;
        run.dropReason = QLatin1String(reason);
        diagnostics << model::Diagnostic{path, 0, s, QLatin1String(code), std::move(args)};
    };
    if (!log.readable) {
        drop(model::DropReason::Unreadable, "fs.unreadable", {run.file, log.readError}, model::Severity::Error);
        return run;
    }
    if (log.unsupportedFormat) {
        drop(model::DropReason::UnsupportedFormat, "log.unsupported_format", {log.formatSeen}, model::Severity::Error);
        return run;
    }
    if (log.mllogLines == 0) {
        drop(model::DropReason::NoMllog, "log.no_mllog", {}, model::Severity::Error);
        return run;
    }
    if (log.runStartMs && log.runStopMs)
        run.minutes = (*log.runStopMs - *log.runStartMs) / 60 / 1000; // as the summarizer divides
    run.startMs = log.runStartMs;
    run.stopMs = log.runStopMs;
    if (job.config.isHpc()) {
        run.instanceScale = log.instanceScale;
        run.instanceScaleError = log.instanceScaleError;
    }
    if (job.target) {
        const bool higher = job.target->higherIsBetter();
        for (const QJsonValue &v : log.qualityValues) {
            if (const auto q = rules::scalarQuality(v))
                if (!run.bestQuality || (higher ? *q > *run.bestQuality : *q < *run.bestQuality))
                    run.bestQuality = q;
        }
    }
    if (job.checker)
        judgeByOfficialRules(path, log, *job.checker, run, diagnostics);
    else
        judgeByTarget(path, log, job, run, diagnostics);
    // The official tool counts these as they are; say that they are odd.
    if (log.implausibleTimeLine)
        diagnostics << model::Diagnostic{path,
                                         log.implausibleTimeLine,
                                         model::Severity::Warning,
                                         QStringLiteral("log.implausible_time"),
                                         {log.implausibleTime}};
    else if (run.minutes && *run.minutes < 0)
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("log.stop_before_start"), {}};
    else if (run.minutes && *run.minutes > model::kMaxPlausibleRunDays * 24 * 60)
        diagnostics << model::Diagnostic{path,
                                         0,
                                         model::Severity::Warning,
                                         QStringLiteral("log.implausible_duration"),
                                         {QString::number(*run.minutes, 'g', 6), QString::number(model::kMaxPlausibleRunDays)}};
    return run;
}

// A file's bytes when it is a regular file below 64 MiB (power logs of a day-long run are about 10).
std::optional<QByteArray> readSmallFile(const fs::path &file, model::Diagnostics &diagnostics)
{
    constexpr qint64 kLimit = qint64(64) << 20;
    const QString path = qpath(file);
    std::error_code ec;
    if (fs::is_regular_file(file, ec) && fs::file_size(file, ec) > std::uintmax_t(kLimit)) {
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("power.too_large"), {QStringLiteral("64 MiB")}};
        return std::nullopt;
    }
    QString error;
    auto bytes = io::readRegularFileAt(QByteArray::fromStdString(file.native()), kLimit, &error); // never a FIFO or a device
    if (!bytes)
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("fs.unreadable"), {QFileInfo(path).fileName(), error}};
    return bytes;
}

// Energy of one valid run from power/<result>/node_*.txt and sw_*.txt (every node and switch
// summed, as the tool does); nullopt, with a diagnostic, when the run has no node file or one
// cannot give an energy.
std::optional<double> runEnergyJoules(const BenchmarkJob &job, const model::RunRecord &run, double timeToTrainMs,
                                      model::Diagnostics &diagnostics)
{
    const QString stem = run.file.section(QLatin1Char('.'), 0, 0); // the tool's split(".")[0]
    const fs::path dir = job.powerDir / fspath(stem);
    std::vector<fs::path> nodes, switches;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const QString name = qpath(it->path().filename());
        if (!name.endsWith(QLatin1String(".txt")) || !it->is_regular_file())
            continue;
        if (name.startsWith(QLatin1String("node_")))
            nodes.push_back(it->path());
        else if (name.startsWith(QLatin1String("sw_")))
            switches.push_back(it->path());
    }
    if (nodes.empty()) { // the official tool stops on an assertion here
        diagnostics << model::Diagnostic{
            qpath(dir), 0, model::Severity::Warning, QStringLiteral("power.no_node_log"), {run.file}};
        return std::nullopt;
    }
    std::sort(nodes.begin(), nodes.end());
    std::sort(switches.begin(), switches.end());
    double total = 0;
    for (const auto &[files, isNode] : {std::pair{&nodes, true}, std::pair{&switches, false}})
        for (const fs::path &file : *files) {
            const std::optional<QByteArray> bytes = readSmallFile(file, diagnostics);
            if (!bytes)
                return std::nullopt;
            const PowerFileEnergy e = isNode ? nodeEnergy(*bytes, qpath(file), timeToTrainMs, diagnostics)
                                             : switchEnergy(*bytes, qpath(file), timeToTrainMs, diagnostics);
            if (!e.joules)
                return std::nullopt;
            total += *e.joules;
        }
    return total;
}

model::RunRecord makeRunWithThroughput(const QString &path, const ParsedResultLog &log, const BenchmarkJob &job,
                                       model::Diagnostics &diagnostics)
{
    model::RunRecord run = makeRun(path, log, job, diagnostics);
    if (run.minutes)
        deriveRunThroughput(run, log, job.config.benchmark, job.target);
    if (run.valid && !job.powerDir.empty() && log.runStartMs && log.runStopMs)
        if (const auto joules = runEnergyJoules(job, run, *log.runStopMs - *log.runStartMs, diagnostics))
            run.energyKj = *joules / 1000;
    return run;
}

// An MLPerf HPC weak-scaling folder's result: models, time to train them all, the per-model size the
// logs record (and, where models x that size exceeds the machine, the machine's share per model).
void assembleWeakScaling(model::Configuration &c, const QString &folder, model::Diagnostics &diagnostics)
{
    const rules::WeakScore w = rules::computeWeakScore(c.runs, c.benchmark);
    c.numberOfModels = w.models;
    c.instanceScale = w.instanceScale;
    c.timeToTrainAllMinutes = w.timeToTrainAllMinutes;
    c.modelsPerMinute = w.modelsPerMinute;
    c.scoreMissingReason = w.missingReason;
    if (!w.toolStop.isEmpty())
        diagnostics << model::Diagnostic{folder, 0, model::Severity::Error, QStringLiteral("score.tool_stops"), {w.toolStop}};
    else if (w.missingReason == QLatin1String(model::ScoreMissing::TooFewModels))
        diagnostics << model::Diagnostic{
            folder,
            0,
            model::Severity::Warning,
            QStringLiteral("score.too_few_models"),
            {QString::number(w.models), QString::number(rules::expectedRunCount(c.benchmark, c.usage))}};
    else if (w.missingReason == QLatin1String(model::ScoreMissing::NoRuns))
        diagnostics << model::Diagnostic{folder, 0, model::Severity::Warning, QStringLiteral("score.no_runs"), {}};
    if (w.instanceScale && w.models > 0 && c.accelerators && *c.accelerators > 0 &&
        static_cast<qint64>(w.models) * *w.instanceScale > *c.accelerators) {
        c.instanceScalePerMachine = static_cast<double>(*c.accelerators) / w.models;
        diagnostics << model::Diagnostic{folder,
                                         0,
                                         model::Severity::Warning,
                                         QStringLiteral("score.instance_scale_implausible"),
                                         {QString::number(w.models), QString::number(*w.instanceScale),
                                          QString::number(*c.accelerators), QString::number(*c.instanceScalePerMachine, 'g', 4)}};
    }
}

} // namespace

QString usageFromPath(const QString &path)
{
    for (const QString &part : QDir::fromNativeSeparators(path).split(QLatin1Char('/'), Qt::SkipEmptyParts))
        if (part.contains(QLatin1String("hpc"), Qt::CaseInsensitive))
            return QLatin1String(model::Usage::Hpc);
    return QLatin1String(model::Usage::Training);
}

QString roundFromPath(const QString &path)
{
    static const QRegularExpression re(QStringLiteral(R"((?:^|[^A-Za-z0-9])v(\d+\.\d+)(?![\d.]*\d))"));
    QString round;
    auto it = re.globalMatch(QDir::fromNativeSeparators(path));
    while (it.hasNext())
        round = it.next().captured(1);
    return round;
}

bool mayHoldResultLogs(const QString &folder)
{
    constexpr int kMaxDepth = 6, kMaxEntries = 20000;
    std::error_code ec;
    fs::recursive_directory_iterator it(fspath(folder), fs::directory_options::skip_permission_denied, ec), end;
    int seen = 0;
    for (; !ec && it != end; it.increment(ec)) {
        if (++seen > kMaxEntries)
            return true;
        if (it.depth() >= kMaxDepth - 1)
            it.disable_recursion_pending();
        const std::string name = it->path().filename().string();
        if (name.rfind("result_", 0) == 0 && name.size() > 11 && name.compare(name.size() - 4, 4, ".txt") == 0)
            return true;
    }
    return false;
}

ImportOutcome MlperfTreeImporter::importPath(const QString &path, const ImportOptions &options)
{
    ImportOutcome outcome;
    model::Dataset &ds = outcome.dataset;
    ds.sources << path;

    std::error_code ec;
    const fs::path root = fs::weakly_canonical(fs::absolute(fspath(path), ec), ec);
    std::error_code sec;
    if (ec || !fs::exists(root, sec)) {
        // "Does not exist" only when it does not: a symlink loop or a folder above that cannot be
        // searched says so in the system's words.
        const std::error_code why = ec ? ec : sec;
        if (why && why != std::errc::no_such_file_or_directory)
            ds.diagnostics << model::Diagnostic{
                path, 0, model::Severity::Error, QStringLiteral("fs.unreadable"), {path, QString::fromStdString(why.message())}};
        else
            ds.diagnostics << model::Diagnostic{path, 0, model::Severity::Error, QStringLiteral("path.not_found"), {path}};
        return outcome;
    }

    // The official rules of the round (usage training, ruleset X.Y.0), when the tool has them.
    const std::shared_ptr<const rules::RuleBook> ruleBook = options.rules ? options.rules : rules::RuleBook::embedded();
    std::optional<rules::ComplianceChecker> checker;

    RunQueue queue;
    Walker walker;
    walker.queue = &queue;
    walker.cancel = options.cancel;
    walker.benchmarkFilter = options.benchmark;
    walker.round = options.round.trimmed();
    if (walker.round.isEmpty()) {
        walker.round = roundFromPath(qpath(root));
        if (walker.round.isEmpty()) {
            // Nothing to import says so before asking for a round it would not need.
            const bool results = !fs::is_directory(root, sec) || mayHoldResultLogs(qpath(root));
            ds.diagnostics << model::Diagnostic{path,
                                                0,
                                                model::Severity::Error,
                                                results ? QStringLiteral("path.no_round") : QStringLiteral("path.not_results"),
                                                {path}};
            return outcome;
        }
    } else if (!QRegularExpression(QStringLiteral(R"(^\d+\.\d+$)")).match(walker.round).hasMatch()) {
        ds.diagnostics << model::Diagnostic{path, 0, model::Severity::Error, QStringLiteral("path.bad_round"), {walker.round}};
        return outcome;
    }
    walker.usage = options.usage.isEmpty() ? usageFromPath(qpath(root)) : options.usage;
    checker.emplace(ruleBook, walker.usage.toStdString(), rules::rulesetForRound(walker.round.toStdString()));
    if (checker->available())
        walker.checker = &*checker;
    else
        ds.diagnostics << model::Diagnostic{
            path, 0, model::Severity::Info, QStringLiteral("rules.none"), {walker.usage, walker.round}};

    // Parse every run file, in parallel, as the walk finds them; results land in the file's slot.
    // The calling thread walks first, then parses too, and alone reports progress (once the walk
    // has counted the files).
    std::atomic<int> done{0};
    std::atomic<bool> stopped{false};
    int total = 0;
    auto worker = [&](bool reportsProgress) {
        const ReaderMemoryPtr memory = makeReaderMemory(); // this thread's logs, one after another
        size_t last = RunQueue::kNone;                     // the file this thread parsed last
        for (;;) {
            if (options.cancel && options.cancel->load()) {
                stopped = true;
                return;
            }
            const auto [slot, job] = queue.take(last);
            if (!slot)
                return;
            Slot &s = *slot;
            ResultLogParseOptions po;
            if (const rules::QualityTarget *t = job->target)
                po.metricKey = QLatin1String(t->metricKey);
            po.rules = ruleBook.get();
            po.memory = memory.get();
            if (walker.checker)
                po.ruleset = walker.checker->usage() + "_" + walker.checker->version();
            s.log = parseResultLogFile(s.native, s.path, po);
            s.run = makeRunWithThroughput(s.path, s.log, *job, s.diagnostics);
            s.log.lines = {}; // judged: the lines are freed here, in the parsing thread
            const int d = done.fetch_add(1) + 1;
            if (reportsProgress && options.progress)
                options.progress(d, total);
        }
    };
    int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 16);
    struct Pool // joined however the walk ends
    {
        RunQueue &queue;
        std::vector<std::thread> threads;
        ~Pool() { join(); }
        void join()
        {
            queue.close();
            for (auto &t : threads)
                t.join();
            threads.clear();
        }
    } pool{queue, {}};
    for (int t = 1; t < threads; ++t)
        pool.threads.emplace_back(worker, false);

    // Which level of the tree did the user give?
    const fs::path parent = root.parent_path();
    if (isDirReported(root / "results", walker.diagnostics)) {
        walker.addOrg(root);
    } else if (parent.filename() == "results") {
        walker.addSystem(parent.parent_path(), root);
    } else if (parent.parent_path().filename() == "results" && walker.usage == QLatin1String(model::Usage::Hpc) &&
               (root.filename() == model::HpcScaling::Strong || root.filename() == model::HpcScaling::Weak)) {
        walker.addScaling(parent.parent_path().parent_path(), parent, root);
    } else if (parent.parent_path().filename() == "results") {
        walker.addBenchmark(parent.parent_path().parent_path(), parent, root,
                            walker.usage == QLatin1String(model::Usage::Hpc) ? QLatin1String(model::HpcScaling::Strong)
                                                                             : QString());
    } else if (parent.parent_path().parent_path().filename() == "results" && walker.usage == QLatin1String(model::Usage::Hpc) &&
               (parent.filename() == model::HpcScaling::Strong || parent.filename() == model::HpcScaling::Weak)) {
        walker.addBenchmark(parent.parent_path().parent_path().parent_path(), parent.parent_path(), root,
                            qpath(parent.filename()));
    } else if (isDir(root)) {
        for (const auto &org : walker.subfolders(root))
            if (isDirReported(org.path() / "results", walker.diagnostics))
                walker.addOrg(org.path());
    }
    queue.close();
    ds.diagnostics.append(walker.diagnostics);
    walker.diagnostics.clear();
    if (walker.folders == 0 && !(options.cancel && options.cancel->load())) {
        pool.join();
        ds.diagnostics << model::Diagnostic{path, 0, model::Severity::Error, QStringLiteral("path.not_results"), {path}};
        return outcome;
    }
    total = static_cast<int>(queue.files().size()); // no more are added once closed
    worker(true);
    pool.join();
    if (stopped || (options.cancel && options.cancel->load())) {
        outcome.cancelled = true;
        outcome.dataset = model::Dataset{};
        return outcome;
    }
    if (options.progress)
        options.progress(total, total);

    // Assemble configurations in a fixed order, with scores and duplicate detection.
    QHash<quint64, QString> firstByHash; // content hash -> "<id>/<file>" of the first log seen
    std::deque<Slot> &runSlots = queue.files();
    size_t cursor = 0;
    for (size_t j = 0; j < queue.jobs().size(); ++j) {
        BenchmarkJob &job = queue.jobs()[j];
        model::Configuration &c = job.config;
        QString loggedBenchmark;
        for (; cursor < runSlots.size() && runSlots[cursor].job == j; ++cursor) {
            Slot &s = runSlots[cursor];
            model::RunRecord run = std::move(s.run);
            ds.diagnostics << s.diagnostics;
            if (s.log.bytes > 0) {
                const auto seen = firstByHash.constFind(run.contentHash);
                if (seen != firstByHash.cend()) {
                    run.duplicateOf = seen.value();
                    ds.diagnostics << model::Diagnostic{
                        s.path, 0, model::Severity::Info, QStringLiteral("log.duplicate"), {seen.value()}};
                } else {
                    firstByHash.insert(run.contentHash, c.id + QLatin1Char('/') + run.file);
                }
            }
            if (loggedBenchmark.isEmpty())
                loggedBenchmark = s.log.loggedBenchmark;
            c.runs << run;
        }
        if (!loggedBenchmark.isEmpty() && loggedBenchmark != c.benchmark &&
            !loggedBenchmark.contains(QLatin1String("PLACEHOLDER")))
            ds.diagnostics << model::Diagnostic{
                job.folder, 0, model::Severity::Info, QStringLiteral("log.benchmark_mismatch"), {loggedBenchmark, c.benchmark}};
        if (!job.target)
            ds.diagnostics << model::Diagnostic{
                job.folder, 0, model::Severity::Warning, QStringLiteral("score.unknown_target"), {c.benchmark, c.round}};
        if (c.isWeakScaling()) {
            assembleWeakScaling(c, job.folder, ds.diagnostics);
            ds.configurations << std::move(c);
            continue;
        }
        const int expected = rules::expectedRunCount(c.benchmark, c.usage);
        if (expected > 0 && c.runs.size() != expected && !c.runs.isEmpty())
            ds.diagnostics << model::Diagnostic{job.folder,
                                                0,
                                                model::Severity::Warning,
                                                QStringLiteral("score.run_count"),
                                                {QString::number(c.runs.size()), QString::number(expected), c.benchmark}};
        const rules::OfficialScore score = rules::computeOfficialScore(c.runs, c.benchmark, c.scalingFactor);
        c.scoreMinutes = score.minutes;
        if (!job.powerDir.empty())
            c.energyKj = rules::computeOfficialEnergy(c.runs, c.benchmark, c.scalingFactor);
        c.scoreMissingReason = score.missingReason;
        if (score.missingReason == QLatin1String(model::ScoreMissing::TooManyDropped))
            ds.diagnostics << model::Diagnostic{job.folder,
                                                0,
                                                model::Severity::Warning,
                                                QStringLiteral("score.too_many_dropped"),
                                                {QString::number(score.dropped), QString::number(c.runs.size()),
                                                 QString::number(rules::maxDroppedRuns(c.benchmark))}};
        else if (score.missingReason == QLatin1String(model::ScoreMissing::TooFewRuns))
            ds.diagnostics << model::Diagnostic{job.folder,
                                                0,
                                                model::Severity::Warning,
                                                QStringLiteral("score.too_few_runs"),
                                                {QString::number(c.validRunCount())}};
        else if (score.missingReason == QLatin1String(model::ScoreMissing::NoRuns))
            ds.diagnostics << model::Diagnostic{job.folder, 0, model::Severity::Warning, QStringLiteral("score.no_runs"), {}};
        ds.configurations << std::move(c);
    }
    std::sort(ds.configurations.begin(), ds.configurations.end(),
              [](const model::Configuration &a, const model::Configuration &b) { return a.id < b.id; });
    analysis::deriveConfigurationMetrics(ds, model::AcceleratorCatalog::embedded());
    return outcome;
}

} // namespace scalescope::import
