// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeClusterPage.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/probe/ProbeCharts.h"
#include "app/probe/ProbeCutText.h"
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCluster.h"

#include <QChart>
#include <QHash>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace scalescope::views {
namespace {

QString ranksText(const QList<int> &ranks)
{
    QStringList parts;
    for (int r : ranks)
        parts << QString::number(r);
    return parts.join(QStringLiteral(", "));
}

// What rank 0 measured to the host's first rank other than itself (nullptr: none): the link a user
// compares with the network's rating, without hovering the chart. The cell is short (the rate in
// bits per second, the latency); its tooltip says it in full.
QTableWidgetItem *linkToHostCell(const probe::ProbePeerLink *l)
{
    if (!l) {
        QTableWidgetItem *none = readOnlyCell(QStringLiteral("—"));
        none->setToolTip(ProbeClusterPage::tr("Rank 0 exchanged no messages with a rank on this host."));
        return none;
    }
    QStringList parts, full;
    if (l->bandwidthGBs) {
        parts << probe::peerRateText(*l);
        full << probe::peerBandwidthText(*l);
    }
    if (l->latencyUs) {
        const QString latency = QLocale().toString(*l->latencyUs, 'g', 3);
        parts << ProbeClusterPage::tr("%1 µs").arg(latency);
        full << ProbeClusterPage::tr("%1 µs one way (8-byte messages)").arg(latency);
    }
    QTableWidgetItem *cell = readOnlyCell(ProbeClusterPage::tr("rank %1: %2").arg(l->peer).arg(parts.join(QStringLiteral(", "))));
    cell->setToolTip(i18n::richTextOf(ProbeClusterPage::tr("Measured from rank 0 to rank %1:").arg(l->peer) + QLatin1Char('\n') +
                                      full.join(QLatin1Char('\n'))));
    return cell;
}

} // namespace

ProbeClusterPage::ProbeClusterPage(QWidget *parent) : QWidget(parent)
{
    m_summary = new QLabel(this);
    m_summary->setTextFormat(Qt::PlainText); // MPI library and launcher names come from the run's file
    m_summary->setObjectName(QStringLiteral("probeClusterSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hosts = new QTableWidget(this);
    m_hosts->setObjectName(QStringLiteral("probeClusterHosts"));
    m_hosts->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hosts->verticalHeader()->hide();
    m_hosts->setWordWrap(false);
    m_peers = new charts::ChartPanel(this);
    m_peers->setObjectName(QStringLiteral("probePeers"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_hosts);
    split->addWidget(m_peers);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    showRun(probe::ProbeRun{});
}

QString ProbeClusterPage::summary() const
{
    return m_summary->text();
}

void ProbeClusterPage::showRun(const probe::ProbeRun &run)
{
    const QList<probe::ProbeClusterHost> hosts = probe::clusterHosts(run);
    const QJsonObject mpi = run.document.value(QLatin1String("mpi")).toObject();
    if (!run.isCluster()) {
        m_summary->setText(tr("This run measured one machine. A run of scalescope-probe-mpi (under mpirun or srun, or "
                              "started on a cluster's login node with Run on) shows each host and its ranks here."));
    } else {
        const QString library =
            QStringList{mpi.value(QLatin1String("library")).toString(), mpi.value(QLatin1String("library_version")).toString()}
                .join(QLatin1Char(' '))
                .trimmed();
        const QString job = tr("%Ln MPI rank(s) on %1", nullptr, run.ranks).arg(tr("%n host(s)", nullptr, int(hosts.size())));
        QString summary = tr("%1 — %2, started with %3; backend %4.")
                              .arg(job, library, mpi.value(QLatin1String("launcher")).toString(), run.backend);
        if (run.incomplete) { // the job's last checkpoint, or stopped by its launcher: it did not get to its end
            const QString lines = probe::endedEarlyLines(run);
            summary +=
                QLatin1Char('\n') +
                (lines.isEmpty() ? tr("The job ended before its last test; what it measured until then is shown.") : lines);
        }
        m_summary->setText(summary);
    }

    m_hosts->clear();
    m_hosts->setColumnCount(10);
    m_hosts->setHorizontalHeaderLabels({tr("Host"), tr("Ranks"), tr("Processor"), tr("Architecture"), tr("Logical CPUs"),
                                        tr("Memory"), tr("NUMA nodes"), tr("Network interfaces"), tr("GPUs"), tr("From rank 0")});
    const QList<probe::ProbePeerLink> links = probe::peerLinks(run);
    QHash<QString, const probe::ProbePeerLink *> firstLink; // per host, in rank order: one pass, not one per host
    for (const probe::ProbePeerLink &l : links)
        if ((l.bandwidthGBs || l.latencyUs) && !firstLink.contains(l.host))
            firstLink.insert(l.host, &l);
    m_hosts->setRowCount(int(hosts.size()));
    const QLocale loc;
    for (int row = 0; row < hosts.size(); ++row) {
        const probe::ProbeClusterHost &h = hosts[row];
        QStringList gpus;
        for (const probe::ProbeClusterGpu &g : h.gpus)
            gpus << tr("rank %1: %2 (%3)").arg(g.rank).arg(g.name, g.pciBusId);
        m_hosts->setItem(row, 0, readOnlyCell(h.hostname));
        m_hosts->setItem(row, 1, readOnlyCell(ranksText(h.ranks)));
        m_hosts->setItem(row, 2, readOnlyCell(h.cpuModel));
        m_hosts->setItem(row, 3, readOnlyCell(h.architecture));
        m_hosts->setItem(row, 4, readOnlyCell(loc.toString(h.logicalCpus), true));
        m_hosts->setItem(row, 5, readOnlyCell(loc.formattedDataSize(qint64(h.memoryBytes), 1), true));
        m_hosts->setItem(row, 6, readOnlyCell(loc.toString(h.numaNodes), true));
        m_hosts->setItem(row, 7, readOnlyCell(h.nics.join(QStringLiteral(", "))));
        QTableWidgetItem *gpuCell = readOnlyCell(gpus.isEmpty() ? tr("none measured") : gpus.join(QStringLiteral("; ")));
        gpuCell->setToolTip(i18n::richTextOf(gpus.join(QLatin1Char('\n'))));
        m_hosts->setItem(row, 8, gpuCell);
        m_hosts->setItem(row, 9, linkToHostCell(firstLink.value(h.hostname)));
    }
    m_hosts->resizeColumnsToContents();

    const auto shown = std::make_shared<const probe::ProbeRun>(run);
    m_peers->setChart(probe::createPeerChart(run), QStringLiteral("probe-peers"));
    m_peers->setTooltipProvider([shown](const QString &id) { return i18n::htmlOfPlain(probe::peerText(*shown, id)); });
    m_peers->setExportSpec({QStringLiteral("probe-peers"), [shown]() { return probe::createPeerChart(*shown); },
                            [shown]() { return probe::peerCsv(*shown); }, charts::ownTitle(m_peers->chart()),
                            tr("ScaleScope probe chart of the run %1").arg(run.displayName())});
}

} // namespace scalescope::views
