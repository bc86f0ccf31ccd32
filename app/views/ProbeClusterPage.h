// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe tab's Cluster page, for a run of scalescope-probe-mpi: the job in one line (ranks,
// hosts, MPI library, launcher), every host with its ranks and hardware, and rank 0's latency to
// every other rank as a chart whose points say more on hover. Its owner shows the run again when the
// language changes.
#include "core/probe/ProbeRun.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::views {

class ProbeClusterPage : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeClusterPage(QWidget *parent = nullptr);

    void showRun(const probe::ProbeRun &run);
    QTableWidget *hostTable() const { return m_hosts; }
    charts::ChartPanel *peerPanel() const { return m_peers; }
    QString summary() const;

private:
    QLabel *m_summary;
    QTableWidget *m_hosts;
    charts::ChartPanel *m_peers;
};

} // namespace scalescope::views
