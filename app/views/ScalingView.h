#pragma once
// The scaling view: a metric (time to train, throughput, speedup, efficiency, accelerator-minutes)
// against accelerators on log axes, one series per catalog entry (or org, or round), the ideal
// line from each reference and the fitted Amdahl curve with ε and R² in the legend. Hover for
// details; click to select the configuration everywhere.
#include "app/charts/ScalingChartData.h"
#include "core/model/Dataset.h"
#include "core/probe/ProbeRun.h"

#include <QWidget>

class QChart;
class QComboBox;
class QLabel;
class QToolButton;

namespace scalescope {

class InteractiveChartView;

class ScalingView : public QWidget
{
    Q_OBJECT
public:
    explicit ScalingView(QWidget *parent = nullptr);

    void setDataset(const Dataset &dataset);
    void setSelectedConfiguration(const QString &id);
    void setMetric(ScalingMetric m);
    void setBenchmark(const QString &benchmark);
    // This machine's synthetic training step, drawn as its own series on speedup and efficiency.
    void setLocalRun(const ProbeRun &run);
    const ScalingChartData &chartData() const { return m_data; }
    QChart *chart() const;
    QChart *createChart() const; // a fresh chart of what is shown (for export)
    void exportChart();

signals:
    void configurationClicked(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void connectSeries();
    void addLocalSeries(QChart *chart) const;
    QList<Configuration> m_configs; // of the chosen benchmark
    QList<Configuration> m_all;
    ProbeRun m_local;
    ScalingChartData m_data;
    QString m_selected;
    QComboBox *m_benchmark;
    QComboBox *m_metric;
    QComboBox *m_group;
    QLabel *m_benchmarkLabel;
    QLabel *m_metricLabel;
    QLabel *m_groupLabel;
    QToolButton *m_export;
    QToolButton *m_reset;
    InteractiveChartView *m_view;
};

} // namespace scalescope
