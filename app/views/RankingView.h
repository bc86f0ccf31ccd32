#pragma once
// The ranking view: a weight slider per criterion that re-ranks at once (TOPSIS; only the ranking
// stage of the analysis runs again), the ranked clusters and configurations, the Pareto chart of
// time against accelerators with its front, and the recommendation in words. Selecting a
// configuration here selects it everywhere.
#include "app/charts/ChartOptions.h"
#include "core/analysis/BenchmarkAnalysis.h"

#include <QWidget>

#include <memory>

class QChart;
class QLabel;
class QSlider;
class QTableWidget;

namespace scalescope {

class AnalysisController;
class ChartPanel;
class ConfigurationSelection;

class RankingView : public QWidget
{
    Q_OBJECT
public:
    RankingView(AnalysisController *controller, ConfigurationSelection *selection, QWidget *parent = nullptr);

    QList<QSlider *> sliders() const { return m_sliders; }
    QTableWidget *configurationTable() const { return m_configs; }
    QTableWidget *clusterTable() const { return m_clusters; }
    QString recommendation() const;
    ChartPanel *panel() const { return m_panel; }
    QChart *chart() const;
    PlainChartOptions options() const;
    void setOptions(const PlainChartOptions &options);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const BenchmarkAnalysis> analysis);
    void showSettings(const AnalysisSettings &settings);
    void updateEnergyRow();
    void showSelection(const QStringList &ids);
    AnalysisController *m_controller;
    ConfigurationSelection *m_selection;
    std::shared_ptr<const BenchmarkAnalysis> m_analysis;
    QList<QSlider *> m_sliders;
    QList<QLabel *> m_weightValues; // the number beside each slider
    QList<QLabel *> m_sliderLabels;
    QTableWidget *m_clusters, *m_configs;
    QLabel *m_recommendation, *m_clustersTitle, *m_configsTitle, *m_weightsTitle;
    ChartPanel *m_panel;
};

} // namespace scalescope
