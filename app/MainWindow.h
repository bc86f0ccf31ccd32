// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: open or add MLPerf results (menus, recent files, drag-and-drop, command line),
// filter and sort the configurations, inspect one in the details pane, see every import problem,
// export the table; the analysis tabs, all showing the one analysis the controller publishes and
// the one selection; and sessions that save and reopen all of it. Imports run off the GUI thread;
// a failed or cancelled one changes nothing.
#include "app/state/DocumentController.h"
#include "app/views/PageTabs.h"
#include "core/io/SessionFormat.h"
#include "core/model/Dataset.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QToolButton;

namespace scalescope {

class AnalysisBar;
class AnalysisController;
class ClustersView;
class ConfigurationFilterModel;
class ConfigurationSelection;
class ConfigurationTableModel;
class DetailsPane;
class ExportActions;
class FilterBar;
class HelpDialog;
class ImportActions;
class ImportReportDialog;
class JobRunner;
class MainMenus;
class ProbeView;
class PlannerView;
class RankingView;
class StatusArea;
class ScalingView;
class SessionActions;
class SessionViews;
class SurfaceView;
class TablePage;
class WeakScalingView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // show(), except on a first start on a screen smaller than the default size: maximised there.
    void showAtStart();

    // Opens the paths in place of what is open (off the GUI thread). A .scalescope file opens as a
    // session; probe runs go to the probe's history. Paths without a round, where one is needed,
    // are asked about first (see setRoundPrompt).
    void openPaths(const QStringList &paths, const QString &round = {});
    // Adds the paths to what is open: the same configuration id twice, the later one wins.
    void addPaths(const QStringList &paths, const QString &round = {});
    void openSample();
    // Opens a session: its sources are imported again and its settings, selection and views restored.
    bool openSession(const QString &path);
    bool saveSession(const QString &path, QString *error = nullptr);
    Session currentSession() const;
    QString sessionPath() const { return m_document->sessionPath(); }
    bool isModified() const { return m_document->isModified(); } // since the session was opened or saved
    // Writes the table (all or filtered rows) as a dataset CSV or JSON; false with a message on failure.
    bool exportTable(const QString &path, bool filteredOnly, QString *error = nullptr);
    bool exportReport(const QString &path, QString *error = nullptr); // the PDF of what is shown (waits)

    const Dataset &dataset() const { return m_document->dataset(); }
    JobRunner *imports() const { return m_document->imports(); }
    DocumentController *document() const { return m_document; }
    QTableView *tableView() const { return m_table; }
    FilterBar *filterBar() const { return m_filterBar; }
    DetailsPane *detailsPane() const { return m_details; }
    ConfigurationFilterModel *filterModel() const { return m_filter; }
    ImportReportDialog *importReport();
    AnalysisController *analysis() const { return m_analysis; }
    ConfigurationSelection *selection() const { return m_selection; }
    AnalysisBar *analysisBar() const { return m_analysisBar; }
    ScalingView *scalingView() const { return m_scalingView; }
    SurfaceView *surfaceView() const { return m_surfaceView; }
    ClustersView *clustersView() const { return m_clustersView; }
    RankingView *rankingView() const { return m_rankingView; }
    PlannerView *plannerView() const { return m_plannerView; }
    WeakScalingView *weakScalingView() const { return m_weakView; }
    ProbeView *probeView() const { return m_probeView; }
    PageTabs *tabs() const { return m_tabs; }
    // Selects the configuration in the table and every view.
    void selectConfiguration(const QString &id);
    QStringList recentFiles() const { return m_document->recentFiles(); }
    QStringList recentSessions() const { return m_document->recentSessions(); }

    // Replaceable for tests: the round for a path that has none (empty = the user declined); what
    // to do about a session's moved or changed source; Save / Discard / Cancel for unsaved changes.
    void setRoundPrompt(std::function<QString(const QString &path)> prompt);
    void setSourcePrompt(std::function<SourceDecision(const QString &path, SourceProblem problem)> prompt)
    {
        m_document->setSourcePrompt(std::move(prompt));
    }
    void setSavePrompt(std::function<QMessageBox::StandardButton()> prompt);

signals:
    void importFinished(); // after a finished, failed or cancelled import
    void sessionOpened();  // a session's sources are imported and its state restored

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    using ImportMode = DocumentController::Mode;
    void createState();
    void createTablePage();
    void createPages();
    void createDetailsAndStatusBar();
    void connectParts();  // views, document, selection and analysis: who tells whom
    void createActions(); // export, sessions, imports, and the questions they ask
    void createMenus();
    void retranslateUi();
    void updateTitle();
    void updateRecentMenus();
    void showHelp();
    void setLanguage(const QString &language);
    void onImportEnded(const ImportResult &outcome);
    void applyDataset(const std::optional<AnalysisSettings> &settings); // the document's dataset, to every view

    DocumentController *m_document = nullptr;
    ConfigurationTableModel *m_model = nullptr;
    ConfigurationFilterModel *m_filter = nullptr;
    FilterBar *m_filterBar = nullptr;
    PageTabs *m_tabs = nullptr;
    AnalysisController *m_analysis = nullptr;
    ConfigurationSelection *m_selection = nullptr;
    AnalysisBar *m_analysisBar = nullptr;
    ScalingView *m_scalingView = nullptr;
    WeakScalingView *m_weakView = nullptr;
    SurfaceView *m_surfaceView = nullptr;
    ClustersView *m_clustersView = nullptr;
    RankingView *m_rankingView = nullptr;
    PlannerView *m_plannerView = nullptr;
    ProbeView *m_probeView = nullptr;
    bool m_devicesAsked = false;
    bool m_firstStart = false; // no saved geometry: showAtStart() fits the window to the screen
    TablePage *m_tablePage = nullptr;
    QTableView *m_table = nullptr; // the page's
    DetailsPane *m_details = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    StatusArea *m_status = nullptr;
    ExportActions *m_exports = nullptr;
    HelpDialog *m_help = nullptr;
    ImportActions *m_imports = nullptr;
    SessionActions *m_sessions = nullptr;
    SessionViews *m_sessionViews = nullptr;

    MainMenus *m_menus = nullptr;
};

} // namespace scalescope
