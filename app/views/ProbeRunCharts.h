// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The three charts of the probe run shown (matrix multiply, bandwidth, training step), kept in step
// with the probe-run model: another run redraws them all, a streamed result only the chart that
// draws it (probeChartsOf), and the line on unsteady results changes only when such a result comes.
#include <QList>
#include <QObject>

class QWidget;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::probe {
class ProbeRunModel;
struct ProbeTest;
} // namespace scalescope::probe

namespace scalescope::views {

class ProbeRunCharts : public QObject
{
    Q_OBJECT
public:
    // The panels are made as children of `parent`, for the caller to place.
    ProbeRunCharts(probe::ProbeRunModel *model, QWidget *parent);

    charts::ChartPanel *gemm() const { return m_gemm; }
    charts::ChartPanel *bandwidth() const { return m_bandwidth; }
    charts::ChartPanel *scaling() const { return m_scaling; }
    QList<charts::ChartPanel *> panels() const { return {m_gemm, m_bandwidth, m_scaling}; }

    void redrawAll(); // another run, or another language

private:
    void redraw(int charts); // ProbeChartFlag bits
    void appended(const probe::ProbeTest &test);
    void showUnsteady();

    probe::ProbeRunModel *m_model;
    charts::ChartPanel *m_gemm, *m_bandwidth, *m_scaling;
};

} // namespace scalescope::views
