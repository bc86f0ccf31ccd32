// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe tab: run scalescope-probe here or on a host (ProbeTargetBox) with the suites and
// precisions the probe offers (ProbeSuitePicker) and a time limit (ProbeBudgetBox), watch results
// stream into charts with their progress (ProbeProgress), cancel, and keep every run in a history
// (ProbeRunsPage) whose runs open, and compare two by two (ProbeComparePage).
#include "app/probe/ProbeHistory.h"
#include "app/probe/ProbeProcess.h"
#include "app/views/Page.h"
#include "core/probe/ProbeRun.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QWidget>

#include <functional>
#include <optional>
#include <utility>

class QChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::probe {
class ProbeProcess;
class ProbeRunModel;
} // namespace scalescope::probe

namespace scalescope::views {

class ProbeBudgetBox;
class ProbeClusterPage;
class ProbeProgress;
class ProbeRunCharts;
class ProbeComparePage;
class ProbeRunsPage;
class ProbeSuitePicker;
class ProbeTargetBox;

class ProbeView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("probe"); }
    QString pageTitle() const override;
    explicit ProbeView(QWidget *parent = nullptr);
    ~ProbeView() override;

    // Asks the probe for its devices in the background (it may load CUDA and its libraries,
    // which takes a moment); devicesRefreshed() follows.
    void refreshDevices();
    void refreshHistory();
    void showLatestRun(); // when nothing is shown yet
    bool run();           // starts with the current choices
    void cancel();
    void openRun(const probe::ProbeRun &run, const QString &path = {}); // path: its saved file, when it has one
    bool openRunFile(const QString &path, QString *error);
    bool importRun(const QString &path, QString *error);
    void compare(const probe::ProbeRun &a, const probe::ProbeRun &b);

    const probe::ProbeRun &currentRun() const;
    QString currentRunPath() const; // empty while running or for an unsaved run
    probe::ProbeRunModel *runModel() const { return m_model; }
    QString message() const;
    QString deviceText() const;
    QTableWidget *historyTable() const;
    QTableWidget *compareTable() const;
    QTabWidget *tabs() const { return m_tabs; }
    ProbeClusterPage *clusterPage() const { return m_cluster; } // a tab shown for runs across MPI ranks
    QList<charts::ChartPanel *> panels() const;
    QChart *gemmChart() const;
    QChart *bandwidthChart() const;
    QChart *scalingChart() const;
    probe::ProbeProcess *process() const { return m_process; }
    QComboBox *budgetBox() const;
    QComboBox *deviceBox() const { return m_deviceChoice; }
    QComboBox *hostBox() const;
    QLineEdit *commandEdit() const;
    QStringList suiteNames() const;

signals:
    void runShown(const scalescope::probe::ProbeRun &run); // for the scaling and surface views
    void runFinished();
    void devicesRefreshed();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createControls();
    QWidget *createResultPages(); // the tabs beside the controls
    void connectProcess();        // the probe's progress, results and end
    void connectRunsPage();       // what the saved runs' buttons ask of the page
    void retranslateUi();
    void showHosts(); // the Hosts page, for a run across MPI ranks
    void exportChart();
    void chooseProbe();
    void setRunning(bool running);
    void showDevices(const QJsonObject &list, const QString &error);
    void say(std::function<QString()> text); // the status line, made again on a language change

    probe::ProbeProcess *m_process;
    probe::ProbeRunModel *m_model; // the run shown, which the charts and pages observe
    QLabel *m_devices, *m_budgetLabel;
    QPlainTextEdit *m_message;
    ProbeSuitePicker *m_picker; // the suites and precisions --list offers
    ProbeTargetBox *m_target;   // where runs go: this computer or an ssh host, and the probe's command there
    ProbeBudgetBox *m_budget;
    QComboBox *m_deviceChoice;
    QPushButton *m_runButton, *m_cancelButton, *m_chooseProbe;
    ProbeProgress *m_progress;
    QTabWidget *m_tabs;
    ProbeClusterPage *m_cluster;
    ProbeRunsPage *m_runs;
    ProbeComparePage *m_comparePage;
    ProbeRunCharts *m_charts;
    QElapsedTimer m_started;
    std::function<QString()> m_say;
    QJsonObject m_deviceList;
    QString m_deviceError; // since Run, for what a time limit takes on this machine
};

} // namespace scalescope::views
