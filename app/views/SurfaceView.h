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

namespace scalescope {

class AnalysisController;
class ChartPanel;
class ConfigurationSelection;

class SurfaceView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("surface"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    SurfaceView(AnalysisController *controller, ConfigurationSelection *selection, QWidget *parent = nullptr);

    void setPrecisionFactor(double f);
    void setExtraPoints(const QList<SurfacePoint> &points);         // e.g. this machine's probe
    void setPlannedPoint(const std::optional<SurfacePoint> &point); // the planner's, or none
    SurfaceChartOptions options() const;
    bool supercomputers() const; // Végh's comparison chosen (shown only when the data has HPC)
    void setOptions(const SurfaceChartOptions &options);
    EfficiencySurfaceChart *chart() const { return m_chart; }
    EfficiencySurfaceChart *createChart() const;
    ChartPanel *panel() const { return m_panel; }
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
    void showAnalysis(std::shared_ptr<const BenchmarkAnalysis> analysis);
    void rebuild();
    void updateReadout();
    AnalysisController *m_controller;
    ConfigurationSelection *m_selection;
    std::shared_ptr<const BenchmarkAnalysis> m_analysis;
    QList<SurfacePoint> m_points;
    QList<SurfacePoint> m_extra;
    std::optional<SurfacePoint> m_planned;
    QList<SurfacePoint> allPoints() const; // the configurations', the probe's and the planned one
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
    ChartPanel *m_panel;
    EfficiencySurfaceChart *m_chart = nullptr;
};

} // namespace scalescope
