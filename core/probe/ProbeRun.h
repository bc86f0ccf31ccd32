// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A scalescope-probe document (schema "scalescope.probe/1") as the app reads it: never part of
// a Dataset. Reading checks the contract's required structure and reports what is wrong.
#include "core/probe/ProbeTestKinds.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace scalescope::probe {

struct ProbeTrainStep
{
    int devices = 1;
    ProbeScalingMode mode = ProbeScalingMode::Strong;
    QString otherMode; // the mode as written when it is Other
    QString precision;
    double samplesPerS = 0, computeS = 0, commS = 0;
    std::optional<double> speedup, efficiency, epsilonEff;
    bool oversubscribed = false;
    QString modeKey() const { return mode == ProbeScalingMode::Other ? otherMode : scalingModeKey(mode); }
};

// The parameters of a test that charts, comparisons and the cluster pages read, typed; each suite
// fills its own (the document keeps all of them, for saving back).
struct ProbeTestParameters
{
    QString precision;                       // gemm: fp32, tf32, fp16, bf16, …
    QString kernel, direction;               // memory, host, p2p: what moved the bytes, and which way
    std::optional<double> bytes;             // one transfer's size (host, p2p, latency, allreduce)
    std::optional<double> arrayBytes;        // memory: one array's size
    std::optional<double> flopsPerCall;      // gemm
    std::optional<double> globalBatch;       // train-step
    std::optional<int> sourceRank, peerRank; // p2p between two MPI ranks
    bool interNode = false;                  // … on two hosts
    // The size a bandwidth is plotted at: the array for memory, the transfer otherwise.
    std::optional<double> transferBytes() const { return arrayBytes ? arrayBytes : bytes; }
};

struct ProbeTest
{
    ProbeSuite suite = ProbeSuite::Other;
    QString otherSuite; // the suite as written when it is Other
    QString name, device;
    ProbeStatus status = ProbeStatus::Ok;
    ProbeReason reasonKind = ProbeReason::None;
    QString reasonCode; // as written (an Unknown reason is shown by it)
    QString reason;     // the probe's own words
    ProbeMetric metric = ProbeMetric::None;
    ProbeUnit unit = ProbeUnit::None;
    QString otherMetric, otherUnit; // as written when Other
    ProbeByteConvention byteConvention = ProbeByteConvention::None;
    std::optional<double> median, min, max, stddev;
    std::optional<bool> verified;
    ProbeTestParameters parameters;
    std::optional<double> algbwMedian; // allreduce: the algorithm bandwidth's median (GB/s) beside the bus bandwidth
    // gemm on a GPU the catalog knows: the median against the catalog's peak, as the probe computed it
    std::optional<double> percentOfSpec;
    std::optional<ProbeTrainStep> trainStep;

    QString suiteKey() const { return suite == ProbeSuite::Other ? otherSuite : probe::suiteKey(suite); }
    QString metricKey() const { return metric == ProbeMetric::Other ? otherMetric : probe::metricKey(metric); }
    QString unitKey() const { return unit == ProbeUnit::Other ? otherUnit : probe::unitKey(unit); }
};

// A test across ranks that had started and not reported (scalescope-probe-mpi's test_start event,
// and in_progress in its checkpoint): a job that ended there was cut during it.
struct ProbeTestUnderway
{
    QString suite, name;
    QList<int> ranks;
    QStringList hosts;
};
std::optional<ProbeTestUnderway> testUnderwayFromObject(const QJsonObject &o);

struct ProbeRun
{
    QJsonObject document; // as read, for saving back losslessly
    QString host, os, cpu, backend, started, label, status;
    QString architecture; // x86_64, aarch64 (host.architecture; empty in documents from before it)
    QStringList devices;
    bool synthetic = false;
    bool interrupted = false;
    int exitCode = 0;
    bool incomplete = false;  // the job ended before the probe finished (scalescope-probe-mpi's partial document)
    int ranks = 1;            // the MPI job's ranks; 1 for the plain probe
    QStringList clusterHosts; // the MPI job's hosts (mpi.hosts), empty for the plain probe
    std::optional<ProbeTestUnderway> cutDuring; // an incomplete document's test in progress
    QStringList notRun;                         // suites an incomplete document's job did not start
    QString stoppedBy;                          // what stopped an interrupted run: SIGINT, SIGTERM, stdin_closed (empty: unknown)
    // scalescope-probe-mpi stopped by its launcher's SIGTERM: the job ended early, nobody here cancelled it.
    bool stoppedByLauncher() const { return incomplete && stoppedBy == QLatin1String("SIGTERM"); }
    QList<ProbeTest> tests;

    QString displayName() const; // label, else "<host> <started>"
    // When it started, as people read it: "2026-12-05 21:33:55 UTC", or "2026-12-05 21:33 UTC" without
    // `seconds` (the file's ISO text when it is not one).
    QString startedText(bool seconds = true) const;
    bool isCluster() const { return !clusterHosts.isEmpty(); }
    // "node1", "node1+node2", "node1 +3": how charts name a cluster run.
    QString clusterName() const;
};

inline constexpr const char *kSchemaName = "scalescope.probe/1";

// One entry of "tests" (or of a result event); `where` names it in the error.
std::optional<ProbeTest> testFromObject(const QJsonObject &test, const QString &where, QString *error);
// Parses and checks a document; on failure returns nullopt and a reason (path: problem).
std::optional<ProbeRun> parseRun(const QByteArray &json, QString *error);
std::optional<ProbeRun> runFromObject(const QJsonObject &o, QString *error);
// Whether a file names the probe's schema near its start (a cheap check before a full read: the
// schema member sorts before the large "tests" array in every writer we have).
bool looksLikeRunFile(const QString &path);
// Reads a file (at most 64 MiB) and parses it; *error says why not (unreadable, or what is wrong).
std::optional<ProbeRun> readRunFile(const QString &path, QString *error);

} // namespace scalescope::probe
