// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A run of scalescope-probe-mpi seen from rank 0: its latency to every other rank, on its own host
// and on others, and each peer's bandwidth in the words links are rated in.
#include "core/probe/ProbeCluster.h"
#include "core/probe/ProbeRun.h"

#include <QByteArray>
#include <QString>

class QChart;

namespace scalescope::probe {

// Rank 0's one-way latency to every other rank, one series for the ranks on its own host and one
// for those on other hosts. Each point's id is peerId(rank).
QChart *createPeerChart(const ProbeRun &run);
QString peerId(int rank);
// What a peer's point says on hover: latency, the bandwidth at the largest message, its host.
QString peerText(const ProbeRun &run, const QString &id);
// A peer's bandwidth at its largest message, in GB/s and in bits per second as links are rated
// ("0.0242 GB/s (193 Mbit/s) one way at 4 MiB"); empty when none was measured.
QString peerBandwidthText(const ProbePeerLink &link);
// The same in short, bits per second only ("193 Mbit/s at 4 MiB"), for a table cell.
QString peerRateText(const ProbePeerLink &link);
// The peers as CSV (peer rank, host, inter-node, latency, bandwidth and its message size).
QByteArray peerCsv(const ProbeRun &run);

} // namespace scalescope::probe
