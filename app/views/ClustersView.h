#pragma once
// The clusters view: the k sweep (silhouette, inertia, Davies–Bouldin, Calinski–Harabasz and
// which k each favours; the chosen row highlighted, any row selectable), the algorithm, the
// scatter on PC1/PC2 or any two variables, the cluster profiles, and the phase-1 variable report
// whose checkboxes re-run the analysis.
#include "app/state/MethodController.h"

#include <QWidget>

class QChart;
class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;
class QToolButton;

namespace scalescope {

class InteractiveChartView;

class ClustersView : public QWidget
{
    Q_OBJECT
public:
    explicit ClustersView(MethodController *controller, QWidget *parent = nullptr);

    QTableWidget *sweepTable() const { return m_sweep; }
    QTableWidget *profileTable() const { return m_profiles; }
    QTableWidget *variableTable() const { return m_variables; }
    QChart *chart() const;
    void exportChart();

signals:
    void configurationClicked(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showRun(std::shared_ptr<const MethodRun> run);
    void rebuildChart();
    MethodController *m_controller;
    std::shared_ptr<const MethodRun> m_run;
    QComboBox *m_benchmark, *m_algorithm, *m_x, *m_y;
    QCheckBox *m_logX, *m_logY;
    QLabel *m_benchmarkLabel, *m_algorithmLabel, *m_xLabel, *m_yLabel, *m_status, *m_sweepTitle, *m_profilesTitle,
        *m_variablesTitle;
    QToolButton *m_auto, *m_export;
    QTableWidget *m_sweep, *m_profiles, *m_variables;
    InteractiveChartView *m_view;
    bool m_filling = false;
};

} // namespace scalescope
