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

namespace scalescope {

struct ProbeTrainStep
{
    int devices = 1;
    QString mode, precision;
    double samplesPerS = 0, computeS = 0, commS = 0;
    std::optional<double> speedup, efficiency, epsilonEff;
    bool oversubscribed = false;
};

struct ProbeTest
{
    QString suite, name, device;
    ProbeStatus status = ProbeStatus::Ok;
    ProbeReason reasonKind = ProbeReason::None;
    QString reasonCode; // as written (an Unknown reason is shown by it)
    QString reason;     // the probe's own words
    QString metric, unit, byteConvention;
    std::optional<double> median, min, max, stddev;
    std::optional<bool> verified;
    QJsonObject parameters, extra;
    std::optional<ProbeTrainStep> trainStep;
};

// A test across ranks that had started and not reported (scalescope-probe-mpi's test_start event,
// and in_progress in its checkpoint): a job that ended there was cut during it.
struct ProbeTestUnderway
{
    QString suite, name;
    QList<int> ranks;
    QStringList hosts;
};
std::optional<ProbeTestUnderway> probeTestUnderwayFromObject(const QJsonObject &o);

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
    QList<ProbeTest> tests;

    QString displayName() const; // label, else "<host> <started>"
    bool isCluster() const { return !clusterHosts.isEmpty(); }
    // "node1", "node1+node2", "node1 +3": how charts name a cluster run.
    QString clusterName() const;
};

inline constexpr const char *kProbeSchemaName = "scalescope.probe/1";

// One entry of "tests" (or of a result event); `where` names it in the error.
std::optional<ProbeTest> probeTestFromObject(const QJsonObject &test, const QString &where, QString *error);
// Parses and checks a document; on failure returns nullopt and a reason (path: problem).
std::optional<ProbeRun> parseProbeRun(const QByteArray &json, QString *error);
std::optional<ProbeRun> probeRunFromObject(const QJsonObject &o, QString *error);
// Whether a file names the probe's schema near its start (a cheap check before a full read: the
// schema member sorts before the large "tests" array in every writer we have).
bool looksLikeProbeRunFile(const QString &path);
// Reads a file (at most 64 MiB) and parses it; *error says why not (unreadable, or what is wrong).
std::optional<ProbeRun> readProbeRunFile(const QString &path, QString *error);

} // namespace scalescope
