// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reads one MLPerf result log (result_*.txt, the :::MLLOG format of v0.7 and later) as the
// official parser (mlperf_logging's mlp_parser) reads it: latin-1, a line ends at \n, \r\n or \r,
// what follows the last ":::MLLOG " on a line is one json.loads text, and a line that does not read
// is a parse error (or, where Python raises something else, a stop of the tool). The lines of keys
// the official rules can look at become LogLines for the compliance checker (core/rules); the
// figures ScaleScope derives are read from them. Streams the file in blocks: memory stays bounded
// for any input, a huge line or a binary file included.
#include "core/model/Diagnostic.h"
#include "core/rules/ComplianceChecker.h"
#include "core/rules/RuleBook.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <set>
#include <string>

namespace scalescope::import {

struct ReaderMemory;

// The members of an evaluation's metadata that a run's throughput is derived from, where they
// are numbers.
struct EvaluationMetadata
{
    std::optional<double> samplesCount;
    std::optional<double> epochNum;
};

struct ParsedResultLog
{
    bool readable = true;           // false when the file could not be opened or read
    QString readError;              // the system's words when !readable
    bool unsupportedFormat = false; // v0.5 ":::MLPv0.5.0" or v0.6 ":::MLL" lines and no :::MLLOG
    QString formatSeen;             // the marker found when unsupportedFormat
    int mllogLines = 0;

    // The lines as the official parser reads them: the kept LogLines, counts, errors.
    rules::MllogLines lines;

    // The pair the official summarizer times: run_start and run_stop as they stand when both have
    // been seen (the last run_start before the first run_stop); fractions kept.
    std::optional<double> runStartMs;
    std::optional<double> runStopMs;
    std::optional<double> firstInitStartMs; // earliest init_start before the first init_stop
    std::optional<double> initStopMs;       // first init_stop
    int initStopLine = 0;
    QString loggedDivision;  // submission_division
    int unparseableLine = 0; // first :::MLLOG line that is not JSON (the official tool drops the log)
    QString unparseableWhy;
    int implausibleTimeLine = 0; // a run_start/run_stop whose time_ms is not a plausible time
    QString implausibleTime;     // that time_ms as written
    QString stopStatus;          // run_stop metadata.status
    // Every value logged under the metric key, in order. For "aggregated_eval_accuracy" (stable
    // diffusion) the checker's virtual key: one object {FID, CLIP, samples_count} per evaluation,
    // joined from the eval_accuracy lines that carry metadata.metric and share a samples_count.
    QList<QJsonValue> qualityValues;
    QList<EvaluationMetadata> qualityMetadata; // what the throughput reads of their metadata, same order
    std::optional<double> trainSamplesFirst;   // resnet: samples per epoch
    std::optional<double> trainSamplesLast;    // bert: samples trained, logged at the end
    std::optional<double> firstEpochSeen;      // smallest epoch number in block_start/epoch_start
    QList<double> loggedThroughputs;           // "throughput" and tracked_stats.throughput values
    std::optional<double> globalBatchSize;
    QString loggedBenchmark; // submission_benchmark
    // MLPerf HPC weak scaling's per-model size as the summarizer queries it (_query_instance_scale):
    // int(number_of_nodes) x max(int(accelerators_per_node), 1), or why not ("ValueError: ..." drops
    // nothing but the size; any other error stops the official tool).
    std::optional<int> instanceScale;
    QString instanceScaleError;

    quint64 contentHash = 0; // XXH64 (seed 0) over all bytes: ContentHash
    qint64 bytes = 0;
    model::Diagnostics diagnostics; // malformed lines, overlong lines (file and line set)
};

struct ResultLogParseOptions
{
    QString metricKey = QStringLiteral("eval_accuracy");
    qsizetype maxLineBytes = 16 << 20; // longer lines are skipped with a diagnostic (bounded memory)
    // The rules whose keys' lines become LogLines besides ScaleScope's own (RuleBook::isRelevant),
    // and the ruleset the log will be checked under ("training_5.0.0"): when set, only the keys
    // its files read are kept (RuleBook::rulesetKeys).
    const rules::RuleBook *rules = nullptr;
    std::string ruleset;
    // What this thread learned from the logs it read before in this import (makeReaderMemory()):
    // their lines, to find repeats rather than read them (RepeatedLines), and the keys' classes.
    // None: every line is read, every key looked up.
    ReaderMemory *memory = nullptr;
};

// For ResultLogParseOptions::memory: one per thread and import, kept from log to log.
struct ReaderMemoryDelete
{
    void operator()(ReaderMemory *m) const;
};
using ReaderMemoryPtr = std::unique_ptr<ReaderMemory, ReaderMemoryDelete>;
ReaderMemoryPtr makeReaderMemory();

ParsedResultLog parseResultLog(const QString &path, const ResultLogParseOptions &options = {});
// The same, opening the file by its name as the file system has it (which may not be UTF-8);
// `path` is what diagnostics show.
ParsedResultLog parseResultLogFile(const QByteArray &nativePath, const QString &path, const ResultLogParseOptions &options = {});

// Parses log text already in memory (same rules; for tests and small inputs).
ParsedResultLog parseResultLogBytes(const QByteArray &bytes, const QString &displayPath,
                                    const ResultLogParseOptions &options = {});

} // namespace scalescope::import
