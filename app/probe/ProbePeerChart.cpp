// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbePeerChart.h"

#include "app/charts/ChartFactory.h"
#include "app/probe/ProbeWording.h"
#include "core/io/CsvWriter.h"

#include <QChart>
#include <QLocale>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace scalescope::probe {

QString peerId(int rank)
{
    return QStringLiteral("peer:%1").arg(rank);
}

QChart *createPeerChart(const ProbeRun &run)
{
    const QString what = ProbeChartText::tr("One-way latency from rank 0 to each rank (8-byte messages)");
    QList<QPointF> sameHost, otherHost;
    QStringList sameIds, otherIds;
    double most = 0;
    int lastPeer = 1;
    for (const ProbePeerLink &l : peerLinks(run)) {
        if (!l.latencyUs)
            continue;
        (l.interNode ? otherHost : sameHost) << QPointF(l.peer, *l.latencyUs);
        (l.interNode ? otherIds : sameIds) << peerId(l.peer);
        most = std::max(most, *l.latencyUs);
        lastPeer = std::max(lastPeer, l.peer);
    }
    if (run.tests.isEmpty())
        return emptyChart(run, what);
    if (sameHost.isEmpty() && otherHost.isEmpty())
        return charts::createEmptyChart(
            run.isCluster()
                ? ProbeChartText::tr("%1: this run has no ping-pong between ranks (run the p2p suite on two or more ranks)")
                      .arg(what)
                : ProbeChartText::tr("%1: this run measured one machine; a run of scalescope-probe-mpi on two or more "
                                     "ranks shows its ranks here")
                      .arg(what));
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("probePeers"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(chartTitle(run, what));
    auto *x = new QValueAxis;
    x->setTitleText(ProbeChartText::tr("Peer rank"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0.5, lastPeer + 0.5);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(1);
    x->setTickInterval(std::max(1, lastPeer / 12)); // whole ranks, at most about a dozen labels
    auto *y = new QValueAxis;
    y->setTitleText(ProbeChartText::tr("Latency (µs)"));
    y->setLabelFormat(QStringLiteral("%.6g"));
    y->setRange(0, most * 1.15);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto add = [&](const QString &name, const QList<QPointF> &points, const QStringList &ids, int colour) {
        if (points.isEmpty())
            return;
        QXYSeries *series = charts::createPointSeries(name, points, charts::seriesColor(colour), ids, 11);
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    };
    add(ProbeChartText::tr("on rank 0's host"), sameHost, sameIds, 0);
    add(ProbeChartText::tr("on another host"), otherHost, otherIds, 1);
    return chart;
}

namespace {

// Links are rated in bits per second: the probe's GB/s said so, to meet the link's rating.
QString bitRateText(double gbs)
{
    const QLocale loc;
    const double gbit = gbs * 8;
    return gbit < 1 ? ProbeChartText::tr("%1 Mbit/s").arg(loc.toString(gbit * 1000, 'g', 3))
                    : ProbeChartText::tr("%1 Gbit/s").arg(loc.toString(gbit, 'g', 3));
}

QString messageSizeText(const ProbePeerLink &link)
{
    return byteSizeLabel(int(std::lround(std::log2(std::max(1.0, link.bandwidthBytes)))));
}

} // namespace

QString peerBandwidthText(const ProbePeerLink &link)
{
    if (!link.bandwidthGBs)
        return QString();
    return ProbeChartText::tr("%1 GB/s (%2) one way at %3")
        .arg(QLocale().toString(*link.bandwidthGBs, 'g', 3), bitRateText(*link.bandwidthGBs), messageSizeText(link));
}

QString peerRateText(const ProbePeerLink &link)
{
    if (!link.bandwidthGBs)
        return QString();
    return ProbeChartText::tr("%1 at %2").arg(bitRateText(*link.bandwidthGBs), messageSizeText(link));
}

QString peerText(const ProbeRun &run, const QString &id)
{
    const QLocale loc;
    for (const ProbePeerLink &l : peerLinks(run)) {
        if (peerId(l.peer) != id)
            continue;
        QString text = ProbeChartText::tr("rank 0 ↔ rank %1 (%2, %3)")
                           .arg(l.peer)
                           .arg(l.host.isEmpty() ? QStringLiteral("?") : l.host)
                           .arg(l.interNode ? ProbeChartText::tr("another host") : ProbeChartText::tr("the same host"));
        if (l.latencyUs)
            text +=
                QLatin1Char('\n') + ProbeChartText::tr("%1 µs one way (8-byte messages)").arg(loc.toString(*l.latencyUs, 'g', 3));
        if (l.bandwidthGBs)
            text += QLatin1Char('\n') + peerBandwidthText(l);
        return text;
    }
    return QString();
}

QByteArray peerCsv(const ProbeRun &run)
{
    QString out = QStringLiteral("peer_rank,host,inter_node,latency_us,bandwidth_gbs,bandwidth_bytes\n");
    for (const ProbePeerLink &l : peerLinks(run))
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(l.peer)
                   .arg(io::csvField(l.host), l.interNode ? QStringLiteral("true") : QStringLiteral("false"),
                        io::formatNumber(l.latencyUs), io::formatNumber(l.bandwidthGBs),
                        l.bandwidthGBs ? io::formatNumber(l.bandwidthBytes) : QString());
    return out.toUtf8();
}

} // namespace scalescope::probe
