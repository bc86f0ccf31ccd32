// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the cluster page's work grows with a job's size: a synthetic MPI document of N ranks (16 per
// host, each rank 0 → peer pair measured at three sizes), read into hosts and peer links and shown on
// the Cluster page, at N and at 2N. Linear work takes about twice as long at 2N; the quadratic scans
// it replaced took about four times as long (a 7 MB document froze the window for 46 s).
//   ./build/tests/bench_probe_cluster [N]   (default 8000)
#include "app/views/ProbeClusterPage.h"
#include "core/probe/ProbeCluster.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

using namespace scalescope;

namespace {

probe::ProbeRun clusterRun(int ranks)
{
    probe::ProbeRun run;
    QJsonArray details;
    QStringList hosts;
    for (int r = 0; r < ranks; ++r) {
        const QString host = QStringLiteral("node%1").arg(r / 16);
        if (r % 16 == 0)
            hosts << host;
        details.append(
            QJsonObject{{QStringLiteral("rank"), r},
                        {QStringLiteral("hostname"), host},
                        {QStringLiteral("cpu_model"), QStringLiteral("Xeon")},
                        {QStringLiteral("logical_cpus"), 64},
                        {QStringLiteral("gpu"), QJsonObject{{QStringLiteral("name"), QStringLiteral("H100")},
                                                            {QStringLiteral("pci_bus_id"), QStringLiteral("0000:1b:00.0")}}}});
        if (r == 0)
            continue;
        for (const double bytes : {8.0, 1048576.0, 16777216.0}) {
            probe::ProbeTest t;
            t.suite = probe::ProbeSuite::P2p;
            t.status = probe::ProbeStatus::Ok;
            t.metric = bytes == 8 ? probe::ProbeMetric::Latency : probe::ProbeMetric::Bandwidth;
            t.unit = bytes == 8 ? probe::ProbeUnit::Microseconds : probe::ProbeUnit::GbPerS;
            t.median = bytes == 8 ? 2.0 : 20.0;
            t.parameters.bytes = bytes;
            t.parameters.peerRank = r;
            t.parameters.sourceRank = 0;
            t.parameters.interNode = r >= 16;
            run.tests << t;
        }
    }
    run.document = QJsonObject{{QStringLiteral("mpi"), QJsonObject{{QStringLiteral("rank_details"), details}}}};
    run.ranks = ranks;
    run.clusterHosts = hosts;
    run.host = hosts.value(0);
    return run;
}

double seconds(int ranks, views::ProbeClusterPage &page)
{
    const probe::ProbeRun run = clusterRun(ranks);
    QElapsedTimer t;
    t.start();
    const auto hosts = probe::clusterHosts(run);
    const auto links = probe::peerLinks(run);
    page.showRun(run);
    const double s = t.nsecsElapsed() / 1e9;
    std::printf("%6d ranks: %zu hosts, %zu peer links, %.3f s\n", ranks, size_t(hosts.size()), size_t(links.size()), s);
    return s;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int n = argc > 1 ? QByteArray(argv[1]).toInt() : 8000;
    views::ProbeClusterPage page;
    page.resize(1200, 800);
    const double one = seconds(n, page), two = seconds(2 * n, page);
    std::printf("2N / N = %.2f (linear: about 2; quadratic: about 4)\n", two / one);
    return 0;
}
