// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe tab: run scalescope-probe on this machine (devices, suites, precisions, a time limit),
// watch results stream into charts with overall and per-suite progress, cancel, and keep every
// run in a history that can be opened, renamed, deleted, exported, imported and compared.
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

class QCheckBox;
class QChart;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace scalescope {

class ChartPanel;
class ProbeClusterPage;
class ProbeProcess;

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
    void openRun(const ProbeRun &run, const QString &path = {}); // path: its saved file, when it has one
    bool openRunFile(const QString &path, QString *error);
    bool importRun(const QString &path, QString *error);
    void compare(const ProbeRun &a, const ProbeRun &b);

    const ProbeRun &currentRun() const { return m_run; }
    QString currentRunPath() const { return m_runPath; } // empty while running or for an unsaved run
    QString message() const;
    QString deviceText() const;
    QTableWidget *historyTable() const { return m_history; }
    QTableWidget *compareTable() const { return m_compare; }
    QTabWidget *tabs() const { return m_tabs; }
    ProbeClusterPage *clusterPage() const { return m_cluster; } // a tab shown for runs across MPI ranks
    QList<ChartPanel *> panels() const;
    QChart *gemmChart() const;
    QChart *bandwidthChart() const;
    QChart *scalingChart() const;
    ProbeProcess *process() const { return m_process; }
    QComboBox *budgetBox() const { return m_budget; }
    QComboBox *deviceBox() const { return m_deviceChoice; }
    QComboBox *hostBox() const { return m_host; }
    QLineEdit *commandEdit() const { return m_command; }
    QStringList suiteNames() const { return m_suiteNames; }

signals:
    void runShown(const scalescope::ProbeRun &run); // for the scaling and surface views
    void runFinished();
    void devicesRefreshed();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createControls();
    QWidget *createResultPages();             // the tabs beside the controls
    void connectProcess();                    // the probe's progress, results and end
    void connectRunButtons();                 // open, rename, delete, export, import, compare saved runs
    void showOutcome(const QString &outcome); // the overall bar's words for it
    QString refusedHost() const;
    static QString refusedHostText(const QString &host);
    void showCompareHint(); // the Compare tab before two runs are compared
    void retranslateUi();
    void updateBudgetLabels();
    void redrawCharts();
    void exportChart();
    void chooseProbe();
    void setRunning(bool running);
    void showDevices(const QJsonObject &list, const QString &error);
    void say(std::function<QString()> text); // the status line, made again on a language change
    QList<SavedProbeRun> selectedRuns() const;

    ProbeProcess *m_process;
    // Where runs go: this computer or an ssh host, and the command that starts the probe there.
    ProbeTarget target() const;
    void targetChanged();
    void rememberTarget(const ProbeTarget &t);
    void setSuites(const QStringList &names); // the suites the probe lists, as check boxes
    ProbeRun m_run;
    std::optional<std::pair<ProbeRun, ProbeRun>> m_compared; // the runs on the Compare tab
    QString m_runPath;
    QList<SavedProbeRun> m_saved;
    QLabel *m_devices, *m_message, *m_suiteLabel, *m_precisionLabel, *m_budgetLabel, *m_suiteProgressLabel;
    QList<QCheckBox *> m_suites, m_precisions;
    QStringList m_suiteNames; // m_suites' names, in order
    QGridLayout *m_suiteGrid;
    QLabel *m_hostLabel, *m_commandLabel;
    QComboBox *m_host;
    QLineEdit *m_command;
    QComboBox *m_budget, *m_deviceChoice;
    QPushButton *m_runButton, *m_cancelButton, *m_open, *m_rename, *m_delete, *m_export, *m_import, *m_compareButton,
        *m_chooseProbe;
    QProgressBar *m_overall, *m_suite;
    QTabWidget *m_tabs;
    ProbeClusterPage *m_cluster;
    QWidget *m_runsPage, *m_comparePage;
    ChartPanel *m_gemmView, *m_bandwidthView, *m_scalingView, *m_compareView;
    QTableWidget *m_history, *m_compare;
    QElapsedTimer m_started;
    std::function<QString()> m_say;
    QJsonObject m_deviceList;
    QString m_deviceError;   // since Run, for what a time limit takes on this machine
    bool m_stopping = false; // Cancel was pressed: later progress is the probe winding down
    QString m_outcome;       // the overall bar's state: "" while running, "complete", "cancelled", "failed"
};

// What a reason means, in words; a code this build does not know is shown as written.
QString probeReasonText(ProbeReason reason, const QString &asWritten);
QString probeReasonText(const QString &code);
// The failed tests of a run, one line each with its reason (the first six and a count).
QString probeFailuresText(const ProbeRun &run);

} // namespace scalescope
