// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeRunCharts.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/probe/ProbeCharts.h"
#include "app/probe/ProbeRunModel.h"

#include <QChart>
#include <QPointer>

namespace scalescope::views {

ProbeRunCharts::ProbeRunCharts(probe::ProbeRunModel *model, QWidget *parent)
    : QObject(parent), m_model(model), m_gemm(new charts::ChartPanel(parent)), m_bandwidth(new charts::ChartPanel(parent)),
      m_scaling(new charts::ChartPanel(parent))
{
    connect(model, &probe::ProbeRunModel::replaced, this, &ProbeRunCharts::redrawAll);
    connect(model, &probe::ProbeRunModel::testAppended, this, &ProbeRunCharts::appended);
    redrawAll();
}

void ProbeRunCharts::redrawAll()
{
    redraw(probe::GemmChart | probe::BandwidthChart | probe::ScalingChart);
    showUnsteady();
}

void ProbeRunCharts::appended(const probe::ProbeTest &test)
{
    if (const int charts = probe::chartsOf(test))
        redraw(charts);
    if (test.status == probe::ProbeStatus::Ok && probe::variesTooMuch(test))
        showUnsteady();
}

void ProbeRunCharts::showUnsteady()
{
    const QString unsteady = probe::unsteadyText(m_model->run());
    for (charts::ChartPanel *panel : panels())
        panel->setStatus(unsteady);
}

void ProbeRunCharts::redraw(int charts)
{
    const probe::ProbeRun &run = m_model->run();
    const QString description = tr("ScaleScope probe chart of the run %1").arg(run.displayName());
    // An export draws the run as it is then: the one shown (a new run redraws every panel first).
    const QPointer<probe::ProbeRunModel> model = m_model;
    const auto show = [&](charts::ChartPanel *panel, const char *key, QChart *(*make)(const probe::ProbeRun &)) {
        panel->setChart(make(run), QLatin1String(key));
        panel->setExportSpec({QLatin1String(key), [model, make]() { return make(model ? model->run() : probe::ProbeRun{}); },
                              [model]() { return model ? probe::runCsv(model->run()) : QByteArray(); },
                              charts::ownTitle(panel->chart()), description});
    };
    if (charts & probe::GemmChart)
        show(m_gemm, "probe-gemm", &probe::createGemmChart);
    if (charts & probe::BandwidthChart)
        show(m_bandwidth, "probe-bandwidth", &probe::createBandwidthChart);
    if (charts & probe::ScalingChart)
        show(m_scaling, "probe-scaling", &probe::createScalingChart);
}

} // namespace scalescope::views
