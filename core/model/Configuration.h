// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One MLPerf result: a (round, org folder, system file stem, benchmark) with its system fields,
// its runs and its official score. Normalised values sit beside the raw strings they came from.
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace scalescope::model {

// Why a run does not count towards the score (empty when it counts).
namespace DropReason {
inline constexpr const char *NoRunStart = "no_run_start";
inline constexpr const char *NoRunStop = "no_run_stop";
inline constexpr const char *TargetNotReached = "target_not_reached";
inline constexpr const char *StopBeforeStart = "stop_before_start";
inline constexpr const char *Unreadable = "unreadable";
inline constexpr const char *UnsupportedFormat = "unsupported_format";
inline constexpr const char *NoMllog = "no_mllog";
inline constexpr const char *ImplausibleTime = "implausible_time";      // run_start/run_stop time_ms out of range
inline constexpr const char *Unparseable = "unparseable";               // a :::MLLOG line that is not JSON
inline constexpr const char *MissingKey = "compliance_key";             // a required key missing or repeated
inline constexpr const char *RuleFailed = "rule_failed";                // a CHECK of the official rules fails
inline constexpr const char *OfficialToolError = "official_tool_error"; // the official tool stops on this log
inline constexpr const char *RulesUnsupported = "rules_unsupported";    // rules ScaleScope cannot evaluate: no verdict
} // namespace DropReason

struct RunRecord
{
    QString file;                      // file name inside the benchmark folder
    std::optional<double> minutes;     // (first run_stop - first run_start) / 60000
    bool valid = false;                // counts towards the official score
    QString dropReason;                // a DropReason code when !valid
    QString stopStatus;                // run_stop's metadata status as logged ("success", "aborted", ...)
    std::optional<double> bestQuality; // best value of the quality metric seen (scalar metrics)
    quint64 contentHash = 0;           // XXH64 of the file's bytes (xxhsum -H1), to find duplicate logs
    qint64 bytes = 0;
    std::optional<double> samples;          // samples trained up to the target (see DerivedMetrics.h)
    std::optional<double> throughput;       // samples / run seconds
    std::optional<double> loggedThroughput; // median of the log's own throughput figures
    QString duplicateOf;                    // "<configuration id>/<file>" of an identical earlier log
    std::optional<double> energyKj;         // energy to train from the run's power logs (PowerLog.h)
    // The pair the summarizer times (time_ms of run_start and run_stop); MLPerf HPC's weak scaling
    // spans the earliest start to the latest stop of a folder's runs.
    std::optional<double> startMs;
    std::optional<double> stopMs;
    // MLPerf HPC weak scaling: the size of one model's share, number_of_nodes x max(accelerators_per_node,
    // 1) as the log records them; instanceScaleError when the summarizer's int() of them fails.
    std::optional<int> instanceScale;
    QString instanceScaleError;

    bool operator==(const RunRecord &) const = default;
};

// Why a configuration has no official score (empty when it has one).
namespace ScoreMissing {
inline constexpr const char *NoRuns = "no_runs";
inline constexpr const char *TooManyDropped = "too_many_dropped";
inline constexpr const char *TooFewRuns = "too_few_runs";
inline constexpr const char *TooFewModels = "too_few_models";  // MLPerf HPC weak scaling: fewer valid models than expected
inline constexpr const char *OfficialToolStops = "tool_stops"; // the official summarizer stops on this folder
} // namespace ScoreMissing

// Where a configuration came from.
namespace SourceKind {
inline constexpr const char *Tree = "mlperf-tree";
inline constexpr const char *SummarizerCsv = "summarizer-csv";
inline constexpr const char *WebsiteCsv = "website-csv";
} // namespace SourceKind

// What a configuration measures: MLPerf Training, or MLPerf HPC's strong or weak scaling.
namespace Usage {
inline constexpr const char *Training = "training";
inline constexpr const char *Hpc = "hpc";
} // namespace Usage
namespace HpcScaling {
inline constexpr const char *Strong = "strong"; // time to train one model, as training
inline constexpr const char *Weak = "weak";     // many models at once: throughput in models per minute
} // namespace HpcScaling

struct Configuration
{
    // Identity
    QString id;        // "<round>/<org>/<system>/<benchmark>"; HPC: "hpc-<round>/<org>/<system>/<scaling>/<benchmark>"
    QString round;     // "4.0"
    QString org;       // folder name
    QString system;    // system file stem (= results folder name)
    QString benchmark; // benchmark folder name
    QString usage = QLatin1String(Usage::Training);
    QString scaling; // HPC: "strong" or "weak"; empty for training

    // System description, normalised
    QString submitter;
    QString systemName;
    QString division;     // "closed" / "open" (as normalised)
    QString availability; // "onprem", "cloud", "preview", "research", or the raw text when unknown
    std::optional<int> nodes;
    QString accelerator; // accelerator model name as written (placeholders removed)
    std::optional<int> acceleratorsPerNode;
    std::optional<int> accelerators; // total; processors for CPU-only systems (see cpuOnly)
    bool cpuOnly = false;
    std::optional<double> acceleratorMemoryGb;
    QString hostCpu;
    std::optional<int> hostCpusPerNode;
    std::optional<int> hostCoresPerCpu;
    std::optional<double> hostMemoryGb;
    QString interconnect;
    QString framework;
    QMap<QString, QString> raw; // every key of the system description as its raw string

    // Runs and the official score
    QList<RunRecord> runs;
    std::optional<double> scoreMinutes;
    QString scoreMissingReason; // a ScoreMissing code when there is no score
    double scalingFactor = 1.0;
    bool scoreVerified = true; // false when no quality target is known for this round/benchmark
    QString qualityTarget;     // the target's condition as text, e.g. "eval_accuracy >= 0.759"
    QString source = QLatin1String(SourceKind::Tree);
    // Energy to train, the official way: runs ordered by time and trimmed as for the score, the
    // mean times the scaling factor (kJ; from power/ logs or a website table's energy rows).
    std::optional<double> energyKj;
    // Whether the runs were judged by the official tool's own rules (false where it has none for the
    // round, as for MLPerf HPC 0.7: then the score follows the same method but is not official).
    bool officialRules = true;

    // MLPerf HPC weak scaling, as the summarizer computes it: the valid runs (models), the time from
    // the earliest run_start to the latest run_stop, the per-model size the logs record, and the
    // throughput MLCommons publishes (models / time). No throughput below the expected run count.
    std::optional<int> numberOfModels;
    std::optional<double> timeToTrainAllMinutes;
    std::optional<int> instanceScale;
    std::optional<double> modelsPerMinute;
    // When models x instance scale exceeds the machine (the logs recorded the whole system, not one
    // model's share): the other reading, the machine's accelerators (or processors) per model.
    std::optional<double> instanceScalePerMachine;

    bool isWeakScaling() const { return scaling == QLatin1String(HpcScaling::Weak); }
    bool isHpc() const { return usage == QLatin1String(Usage::Hpc); }

    // Derived on import (DerivedMetrics.h)
    QString catalogId;                              // accelerator catalog entry; empty when unmatched
    QString catalogMatch;                           // which field matched: "name", "system_name", "host_cpu"
    std::optional<double> acceleratorMinutes;       // score x accelerators
    std::optional<double> throughput;               // samples/s, median over valid runs
    std::optional<double> loggedThroughput;         // the logs' own figure, median, as a cross-check
    std::optional<double> perAcceleratorThroughput; // throughput / accelerators
    std::optional<double> hostCoresPerAccelerator;
    bool coreCountPerNode = false; // host_processor_core_count read as per node (flagged)
    bool hasDuplicateRuns = false; // some run log is byte-identical to another configuration's

    int validRunCount() const;
    bool operator==(const Configuration &) const = default;

    // The system's name as its description gives it, else its folder name: what views call it.
    const QString &shownSystemName() const { return systemName.isEmpty() ? system : systemName; }
    // The result's public ID on the MLCommons website ("4.0-0095"), where the source gives one: the
    // website's table names each system by it. Empty for submission trees and summarizer tables.
    QString publicId() const { return source == QLatin1String(SourceKind::WebsiteCsv) ? system : QString(); }
};

QString makeConfigurationId(const QString &round, const QString &org, const QString &system, const QString &benchmark);
// An MLPerf HPC configuration's id: "hpc-<round>/<org>/<system>/<scaling>/<benchmark>".
QString makeHpcConfigurationId(const QString &round, const QString &org, const QString &system, const QString &scaling,
                               const QString &benchmark);

} // namespace scalescope::model
