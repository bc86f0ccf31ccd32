// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The scaling view: a metric (time to train, throughput, speedup, efficiency, accelerator-minutes)
// against accelerators on log axes, one series per catalog entry (or org, or round), the ideal
// line from each reference and the fitted Amdahl curve with ε and R² in the legend, from the one
// published analysis. Hover a point for its configuration; click it to select it everywhere.
#include "app/charts/ChartOptions.h"
#include "app/charts/ScalingChartData.h"
#include "app/views/Page.h"
#include "core/analysis/Planner.h"
#include "core/probe/ProbeRun.h"

#include <QWidget>

#include <memory>

class QActionGroup;
class QChart;
class QComboBox;
class QLabel;
class QMenu;
class QToolButton;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class ScalingView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("scaling"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    ScalingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    void setMetric(charts::ScalingMetric m);
    charts::ScalingChartOptions options() const;
    void setOptions(const charts::ScalingChartOptions &options);
    // This machine's synthetic training step, drawn as its own series on speedup and efficiency.
    void setLocalRun(const probe::ProbeRun &run);
    void setPlan(std::shared_ptr<const analysis::Plan> plan); // the planner's point, or none
    const charts::ScalingChartData &chartData() const { return m_data; }
    charts::ChartPanel *panel() const { return m_panel; }
    QChart *chart() const;
    QChart *createChart() const;   // a fresh chart of what is shown (for export)
    QByteArray plottedCsv() const; // what Export ▸ Plotted data writes, this machine's series included

    // The fits the chart draws: the Fit ▾ model, those chosen per series, the selection's band.
    charts::FitChoice fitChoice() const;

signals:
    void optionsChanged(); // metric or grouping (sessions)

protected:
    void changeEvent(QEvent *event) override;

private:
    // What an empty chart says for `metric`: why nothing is drawn and what to do.
    static QString emptyText(charts::ScalingMetric metric, const QString &benchmark);
    static QString residualsNeedAcceleratorSeries();
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void rebuild();
    QString tooltip(const QString &id) const;
    QString selectedSeries() const; // the analysis series of the configuration selected first
    void compareFits();             // the Fits table
    void showFitModel();            // the Fit button's text
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    probe::ProbeRun m_local;
    std::shared_ptr<const analysis::Plan> m_plan;
    charts::ScalingChartData m_data;
    QComboBox *m_metric;
    QComboBox *m_group;
    QLabel *m_metricLabel;
    QLabel *m_groupLabel;
    QToolButton *m_fitButton;
    QMenu *m_fitMenu;
    QActionGroup *m_fitModels;
    QAction *m_compareFits;
    QMap<QString, QString> m_seriesFits; // models chosen for single series in the Fits table
    QString m_bandSeries;                // whose prediction band is drawn
    charts::ChartPanel *m_panel;
};

} // namespace scalescope::views
