// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The efficiency-surface view: the surface chart of the published analysis, the precision control
// (compute ×f, 4 for half precision), the what-if read-out for the selected configuration, and the
// list of configurations whose ε_eff lies off the grid.
#include "app/charts/ChartOptions.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/views/Page.h"
#include "core/analysis/BenchmarkAnalysis.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QScrollArea;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class SurfaceView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("surface"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    SurfaceView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    void setPrecisionFactor(double f);
    void setExtraPoints(const QList<charts::SurfacePoint> &points);         // e.g. this machine's probe
    void setPlannedPoint(const std::optional<charts::SurfacePoint> &point); // the planner's, or none
    charts::SurfaceChartOptions options() const;
    bool supercomputers() const; // Végh's comparison chosen (shown only when the data has HPC)
    void setOptions(const charts::SurfaceChartOptions &options);
    charts::EfficiencySurfaceChart *chart() const { return m_chart; }
    charts::EfficiencySurfaceChart *createChart() const;
    charts::ChartPanel *panel() const { return m_panel; }
    QString readout() const;
    QListWidget *offGridList() const { return m_offGrid; }

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createControls();
    void layOut();
    void connectControls();
    void retranslateUi();
    void fitOffGridItems(); // each entry as tall as its wrapped text at the list's width
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void rebuild();
    void updateReadout();
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    QList<charts::SurfacePoint> m_points;
    QList<charts::SurfacePoint> m_extra;
    std::optional<charts::SurfacePoint> m_planned;
    QString tooltip(const QString &id) const;
    QList<charts::SurfacePoint> allPoints() const; // the configurations', the probe's and the planned one
    QDoubleSpinBox *m_factor;
    QLabel *m_factorLabel;
    QLabel *m_readout;
    QLabel *m_offGridLabel;
    QListWidget *m_offGrid;
    QCheckBox *m_wholeGrid;
    QCheckBox *m_hpcSystems; // shown when MLPerf HPC systems can be placed beside the benchmark
    QLabel *m_contentLabel;
    QComboBox *m_content; // the benchmark, or Végh's comparison (shown when the data has HPC)
    QLabel *m_comparison; // the comparison's sentence and families
    QScrollArea *m_comparisonArea;
    charts::ChartPanel *m_panel;
    charts::EfficiencySurfaceChart *m_chart = nullptr;
};

} // namespace scalescope::views
