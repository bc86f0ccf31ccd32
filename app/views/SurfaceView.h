#pragma once
// The efficiency-surface view: the surface chart, the precision control (compute ×f, 4 for half
// precision), the what-if read-out for the selected configuration, and the list of
// configurations whose ε_eff lies off the grid.
#include "app/charts/EfficiencySurfaceChart.h"
#include "core/model/Dataset.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QToolButton;

namespace scalescope {

class InteractiveChartView;

class SurfaceView : public QWidget
{
    Q_OBJECT
public:
    explicit SurfaceView(QWidget *parent = nullptr);

    void setDataset(const Dataset &dataset);
    void setSelectedConfiguration(const QString &id);
    void setPrecisionFactor(double f);
    void setExtraPoints(const QList<SurfacePoint> &points); // e.g. this machine's probe
    EfficiencySurfaceChart *chart() const { return m_chart; }
    EfficiencySurfaceChart *createChart() const;
    QString readout() const;
    QListWidget *offGridList() const { return m_offGrid; }
    void exportChart();

signals:
    void configurationClicked(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void updateReadout();
    QList<Configuration> m_all;
    QList<SurfacePoint> m_points;
    QList<SurfacePoint> m_extra;
    QString m_selected;
    QComboBox *m_benchmark;
    QLabel *m_benchmarkLabel;
    QDoubleSpinBox *m_factor;
    QLabel *m_factorLabel;
    QLabel *m_readout;
    QLabel *m_offGridLabel;
    QListWidget *m_offGrid;
    QToolButton *m_export;
    InteractiveChartView *m_view;
    EfficiencySurfaceChart *m_chart = nullptr;
};

} // namespace scalescope
