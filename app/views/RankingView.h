#pragma once
// The ranking view: a weight slider per criterion that re-ranks at once (TOPSIS), the ranked
// clusters and configurations, the Pareto chart of time against accelerators with its front,
// and the recommendation in words. Selecting a configuration selects it everywhere.
#include "app/charts/MethodCharts.h"
#include "app/state/MethodController.h"

#include <QWidget>

class QChart;
class QLabel;
class QSlider;
class QTableWidget;
class QToolButton;

namespace scalescope {

class InteractiveChartView;

class RankingView : public QWidget
{
    Q_OBJECT
public:
    explicit RankingView(MethodController *controller, QWidget *parent = nullptr);

    QList<QSlider *> sliders() const { return m_sliders; }
    QTableWidget *configurationTable() const { return m_configs; }
    QTableWidget *clusterTable() const { return m_clusters; }
    QString recommendation() const;
    QChart *chart() const;
    void exportChart();

signals:
    void configurationClicked(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showRun(std::shared_ptr<const MethodRun> run);
    MethodController *m_controller;
    std::shared_ptr<const MethodRun> m_run;
    QList<QSlider *> m_sliders;
    QList<QLabel *> m_sliderLabels;
    QTableWidget *m_clusters, *m_configs;
    QLabel *m_recommendation, *m_clustersTitle, *m_configsTitle, *m_weightsTitle;
    QToolButton *m_export;
    InteractiveChartView *m_view;
};

} // namespace scalescope
