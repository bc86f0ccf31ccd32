#include "core/probe/ProbeCluster.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace scalescope {

QList<ProbeClusterHost> probeClusterHosts(const ProbeRun &run)
{
    QList<ProbeClusterHost> hosts;
    const QJsonArray details = run.document.value(QLatin1String("mpi")).toObject().value(QLatin1String("rank_details")).toArray();
    for (const QJsonValue &value : details) {
        const QJsonObject d = value.toObject();
        const QString name = d.value(QLatin1String("hostname")).toString();
        auto it = std::find_if(hosts.begin(), hosts.end(), [&](const ProbeClusterHost &h) { return h.hostname == name; });
        if (it == hosts.end()) {
            ProbeClusterHost h;
            h.hostname = name;
            h.cpuModel = d.value(QLatin1String("cpu_model")).toString();
            h.architecture = d.value(QLatin1String("architecture")).toString();
            h.logicalCpus = d.value(QLatin1String("logical_cpus")).toInt();
            h.memoryBytes = d.value(QLatin1String("memory_bytes")).toDouble();
            h.numaNodes = d.value(QLatin1String("numa_nodes")).toInt();
            for (const QJsonValue &nic : d.value(QLatin1String("nics")).toArray())
                h.nics << nic.toString();
            hosts << h;
            it = hosts.end() - 1;
        }
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

QList<ProbePeerLink> probePeerLinks(const ProbeRun &run)
{
    QList<ProbePeerLink> links;
    QList<double> latencyBytes; // the message size of each link's latency kept so far
    for (const ProbeTest &t : run.tests) {
        // Rank 0's own pairs; those between two other hosts are on the bandwidth chart only.
        if (t.suite != QLatin1String("p2p") || !t.parameters.contains(QLatin1String("peer_rank")) ||
            t.parameters.value(QLatin1String("source_rank")).toInt(0) != 0 || t.status != QLatin1String("ok") || !t.median)
            continue;
        const int peer = t.parameters.value(QLatin1String("peer_rank")).toInt();
        auto it = std::find_if(links.begin(), links.end(), [peer](const ProbePeerLink &l) { return l.peer == peer; });
        if (it == links.end()) {
            ProbePeerLink l;
            l.peer = peer;
            l.interNode = t.parameters.value(QLatin1String("inter_node")).toBool();
            links << l;
            latencyBytes << 0;
            it = links.end() - 1;
        }
        const qsizetype index = it - links.begin();
        const double bytes = t.parameters.value(QLatin1String("bytes")).toDouble();
        if (t.metric == QLatin1String("latency")) {
            if (!it->latencyUs || bytes < latencyBytes[index])
                it->latencyUs = *t.median, latencyBytes[index] = bytes;
        } else if (t.unit == QLatin1String("GB/s") && bytes >= it->bandwidthBytes) {
            it->bandwidthGBs = *t.median;
            it->bandwidthBytes = bytes;
        }
    }
    // The peer's host from the job's ranks.
    const QJsonArray details = run.document.value(QLatin1String("mpi")).toObject().value(QLatin1String("rank_details")).toArray();
    for (ProbePeerLink &l : links)
        for (const QJsonValue &d : details)
            if (d.toObject().value(QLatin1String("rank")).toInt() == l.peer)
                l.host = d.toObject().value(QLatin1String("hostname")).toString();
    std::sort(links.begin(), links.end(), [](const ProbePeerLink &a, const ProbePeerLink &b) { return a.peer < b.peer; });
    return links;
}

} // namespace scalescope
