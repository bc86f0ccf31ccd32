// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ranking view: a weight slider per criterion that re-ranks at once (TOPSIS; only the ranking
// stage of the analysis runs again), the ranked clusters and configurations, the Pareto chart of
// time against accelerators with its front, and the recommendation in words. Selecting a
// configuration here selects it everywhere. Beside the Pareto chart, the Stability page draws
// thousands of weightings (off the GUI thread) and shows how often each cluster ranks first, the
// rank ranges of the configurations nearest the top, and the weight the answer is most sensitive to.
#include "app/charts/ChartOptions.h"
#include "app/views/Page.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/analysis/Stability.h"

#include <QWidget>

#include <memory>
#include <utility>

class QChart;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::jobs {
class JobRunner;
} // namespace scalescope::jobs

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class RankingView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("ranking"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    RankingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    QList<QSlider *> sliders() const { return m_sliders; }
    QTableWidget *configurationTable() const { return m_configs; }
    QTableWidget *clusterTable() const { return m_clusters; }
    QString recommendation() const;
    charts::ChartPanel *panel() const { return m_panel; }
    QChart *chart() const;
    charts::RankingViewOptions options() const;
    void setOptions(const charts::RankingViewOptions &options);

    // The Stability page (tests drive it as a user would).
    QTabWidget *chartTabs() const { return m_chartTabs; }
    charts::ChartPanel *stabilityPanel() const { return m_stabilityPanel; }
    QComboBox *stabilityChartChoice() const { return m_stabilityShow; }
    QString stabilitySummaryText() const;
    // The stability drawn for the analysis shown and the page's options; null until drawn.
    std::shared_ptr<const analysis::StabilityResult> stability() const;
    analysis::StabilityOptions stabilityOptions() const;
    void setStabilityOptions(const analysis::StabilityOptions &options); // as a session left them; draws them when shown
    // The settings a new window starts with: the default weights on the sliders' scale (0..10).
    static analysis::AnalysisSettings initialSettings();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void showSettings(const analysis::AnalysisSettings &settings);
    void updateEnergyRow();
    void showSelection(const QStringList &ids);
    QGridLayout *createWeights();
    QWidget *createTablesPane(QGridLayout *weights);
    int stackedTablesHeight() const;
    void fitTables();
    void retranslateTableTabs();
    QWidget *createStabilityPage();
    void connectControls();
    void stabilityOptionsChanged();
    void scheduleStability();
    void showStability();
    std::pair<int, int> rankRangeFit() const; // rows shown, characters of each name
    QString stabilityTooltip(const QString &id) const;
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    QList<QSlider *> m_sliders;
    QList<QLabel *> m_weightValues; // the number beside each slider
    QList<QLabel *> m_sliderLabels;
    QTableWidget *m_clusters, *m_configs;
    QLabel *m_recommendation, *m_clustersTitle, *m_configsTitle, *m_weightsTitle;
    // The pane of weights, sentence and tables; the tables under their titles, or in tabs where the
    // pane is too short for both (fitTables()).
    QGridLayout *m_weights = nullptr;
    QVBoxLayout *m_tablesColumn = nullptr;
    QScrollArea *m_tablesScroll = nullptr;
    QWidget *m_clustersPart = nullptr, *m_configsPart = nullptr;
    QTabWidget *m_tableTabs = nullptr;
    bool m_tablesInTabs = false;
    int m_tablesTab = 1; // the configurations first: the sentence above names the best clusters
    charts::ChartPanel *m_panel;
    QTabWidget *m_chartTabs;
    // Stability
    charts::ChartPanel *m_stabilityPanel;
    QLabel *m_stabilitySummary, *m_drawsLabel, *m_samplingLabel, *m_showLabel;
    QComboBox *m_stabilityShow, *m_sampling;
    QSpinBox *m_draws, *m_spread, *m_kFrom, *m_kTo;
    QDoubleSpinBox *m_concentration;
    QCheckBox *m_varyK, *m_varyScope;
    bool m_stabilityDirty = true;
    std::pair<int, int> m_rankRangeFit; // of the rank ranges drawn
};

} // namespace scalescope::views
