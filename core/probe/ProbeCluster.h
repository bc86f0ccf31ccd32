// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a run of scalescope-probe-mpi says about the job itself: each host with its ranks and
// hardware (from mpi.rank_details), and each peer of rank 0 with its ping-pong latency and
// bandwidth (the p2p results). Empty for a run of the plain probe.
#include "core/probe/ProbeRun.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace scalescope::probe {

struct ProbeClusterGpu
{
    int rank = 0;
    QString name, pciBusId;
    double memoryBytes = 0;
};

struct ProbeClusterHost
{
    QString hostname;
    QList<int> ranks; // in rank order
    QString cpuModel, architecture;
    int logicalCpus = 0;
    double memoryBytes = 0;
    int numaNodes = 0;
    QStringList nics;
    QList<ProbeClusterGpu> gpus; // one per rank with a GPU (the CUDA backend)
};

// The job's hosts in the order of their first rank.
QList<ProbeClusterHost> clusterHosts(const ProbeRun &run);

struct ProbePeerLink
{
    int peer = 0; // the rank rank 0 exchanged messages with
    QString host; // the peer's host
    bool interNode = false;
    std::optional<double> latencyUs;    // one way, the smallest message (8 B)
    std::optional<double> bandwidthGBs; // one way, the largest message measured
    double bandwidthBytes = 0;          // that message's size
};

// Rank 0's peers in rank order, from the p2p results that name a peer_rank.
QList<ProbePeerLink> peerLinks(const ProbeRun &run);

} // namespace scalescope::probe
