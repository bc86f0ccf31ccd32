// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The weak-scaling view (MLPerf HPC): many models trained at once. A chart of Gustafson's scaled
// speedup, the throughput or the time against the models or the machine, with both laws fitted, and
// what each law predicts at the largest system, in words. Hover a point for its configuration; click
// it to select it everywhere.
#include "app/charts/WeakScalingCharts.h"
#include "app/views/Page.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class WeakScalingView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("weak"); }
    QString pageTitle() const override;
    WeakScalingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    charts::WeakScalingMetric chartMetric() const; // not metric(): QWidget has a virtual of that name
    void setMetric(charts::WeakScalingMetric m);
    charts::ChartPanel *panel() const { return m_panel; }
    QString lawsText() const;

signals:
    void metricChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void rebuild();
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    QComboBox *m_metric;
    QLabel *m_metricLabel;
    QLabel *m_laws;
    charts::ChartPanel *m_panel;
};

} // namespace scalescope::views
