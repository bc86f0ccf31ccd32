// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The clusters view: the k sweep (silhouette, inertia, Davies–Bouldin, Calinski–Harabasz and
// which k each favours; the chosen row highlighted, any row selectable), the algorithm, the
// scatter on PC1/PC2 or any two variables, the cluster profiles, and the phase-1 variable report
// whose checkboxes re-run the analysis. All of it from the one published analysis.
#include "app/charts/ChartOptions.h"
#include "app/views/Page.h"
#include "core/analysis/BenchmarkAnalysis.h"

#include <QWidget>

#include <memory>

class QChart;
class QCheckBox;
class QComboBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QToolButton;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class ClustersView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("clusters"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    ClustersView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    QTableWidget *sweepTable() const { return m_sweep; }
    QTableWidget *profileTable() const { return m_profiles; }
    QTableWidget *variableTable() const { return m_variables; }
    charts::ChartPanel *panel() const { return m_panel; }
    QChart *chart() const;
    charts::ClusterChartOptions options() const;
    void setOptions(const charts::ClusterChartOptions &options);

signals:
    void optionsChanged();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void createControls();
    void layOut();
    void connectControls();
    bool isLogVariable(const QString &name) const; // the method transforms it with a log
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void fillTables();
    void rebuildChart();
    void fitTablesColumn();
    int sweepWidth() const;
    void arrange(bool narrow);
    void retranslateTabs();
    QString tooltip(const QString &id) const;
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    QComboBox *m_algorithm, *m_x, *m_y;
    QCheckBox *m_logX, *m_logY;
    QLabel *m_algorithmLabel, *m_xLabel, *m_yLabel, *m_status, *m_sweepTitle, *m_profilesTitle, *m_variablesTitle;
    QToolButton *m_auto;
    QTableWidget *m_sweep, *m_profiles, *m_variables;
    charts::ChartPanel *m_panel;
    static constexpr int kChartRoom = 560; // the chart's least width beside the tables' column
    QSplitter *m_split = nullptr;          // the tables' column | the chart and profiles
    QSplitter *m_left = nullptr, *m_right = nullptr;
    // The titled tables, and the tabs that hold them in a narrow view.
    QWidget *m_sweepPart = nullptr, *m_variablesPart = nullptr, *m_profilesPart = nullptr;
    QTabWidget *m_narrowTabs = nullptr;
    bool m_narrow = false;
    bool m_userSplit = false; // the user moved it: their choice stays
    bool m_filling = false;
};

} // namespace scalescope::views
