// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeCluster.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace scalescope::probe {

QList<ProbeClusterHost> clusterHosts(const ProbeRun &run)
{
    // Hashes, not scans: a cluster file of thousands of ranks froze the GUI for 46 s when quadratic.
    QList<ProbeClusterHost> hosts;
    QHash<QString, qsizetype> hostIndex;
    const QJsonArray details = run.document.value(QLatin1String("mpi")).toObject().value(QLatin1String("rank_details")).toArray();
    for (const QJsonValue &value : details) {
        const QJsonObject d = value.toObject();
        const QString name = d.value(QLatin1String("hostname")).toString();
        const auto known = hostIndex.constFind(name);
        qsizetype index = known == hostIndex.cend() ? -1 : *known;
        if (index < 0) {
            ProbeClusterHost h;
            h.hostname = name;
            h.cpuModel = d.value(QLatin1String("cpu_model")).toString();
            h.architecture = d.value(QLatin1String("architecture")).toString();
            h.logicalCpus = d.value(QLatin1String("logical_cpus")).toInt();
            h.memoryBytes = d.value(QLatin1String("memory_bytes")).toDouble();
            h.numaNodes = d.value(QLatin1String("numa_nodes")).toInt();
            for (const QJsonValue &nic : d.value(QLatin1String("nics")).toArray())
                h.nics << nic.toString();
            index = hosts.size();
            hostIndex.insert(name, index);
            hosts << h;
        }
        ProbeClusterHost *it = &hosts[index];
        const int rank = d.value(QLatin1String("rank")).toInt();
        it->ranks << rank;
        const QJsonObject gpu = d.value(QLatin1String("gpu")).toObject();
        if (!gpu.isEmpty())
            it->gpus << ProbeClusterGpu{rank, gpu.value(QLatin1String("name")).toString(),
                                        gpu.value(QLatin1String("pci_bus_id")).toString(),
                                        gpu.value(QLatin1String("memory_bytes")).toDouble()};
    }
    for (ProbeClusterHost &h : hosts)
        std::sort(h.ranks.begin(), h.ranks.end());
    return hosts;
}

QList<ProbePeerLink> peerLinks(const ProbeRun &run)
{
    QList<ProbePeerLink> links;
    QList<double> latencyBytes; // the message size of each link's latency kept so far
    QHash<int, qsizetype> linkIndex;
    for (const ProbeTest &t : run.tests) {
        // Rank 0's own pairs; those between two other hosts are on the bandwidth chart only.
        const ProbeTestParameters &p = t.parameters;
        if (t.suite != ProbeSuite::P2p || !p.peerRank || p.sourceRank.value_or(0) != 0 || t.status != ProbeStatus::Ok ||
            !t.median)
            continue;
        const int peer = *p.peerRank;
        qsizetype index = linkIndex.value(peer, -1);
        if (index < 0) {
            ProbePeerLink l;
            l.peer = peer;
            l.interNode = p.interNode;
            index = links.size();
            linkIndex.insert(peer, index);
            links << l;
            latencyBytes << 0;
        }
        ProbePeerLink *it = &links[index];
        const double bytes = p.bytes.value_or(0);
        if (t.metric == ProbeMetric::Latency) {
            if (!it->latencyUs || bytes < latencyBytes[index])
                it->latencyUs = *t.median, latencyBytes[index] = bytes;
        } else if (t.unit == ProbeUnit::GbPerS && bytes >= it->bandwidthBytes) {
            it->bandwidthGBs = *t.median;
            it->bandwidthBytes = bytes;
        }
    }
    // The peer's host from the job's ranks.
    const QJsonArray details = run.document.value(QLatin1String("mpi")).toObject().value(QLatin1String("rank_details")).toArray();
    QHash<int, QString> hostOfRank;
    for (const QJsonValue &d : details)
        hostOfRank.insert(d.toObject().value(QLatin1String("rank")).toInt(),
                          d.toObject().value(QLatin1String("hostname")).toString());
    for (ProbePeerLink &l : links)
        l.host = hostOfRank.value(l.peer);
    std::sort(links.begin(), links.end(), [](const ProbePeerLink &a, const ProbePeerLink &b) { return a.peer < b.peer; });
    return links;
}

} // namespace scalescope::probe
