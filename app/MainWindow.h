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

class ExportActions;
class ImportActions;
class MainMenus;
class StatusArea;
class SessionActions;
class SessionViews;
namespace dialogs {
class HelpDialog;
class ImportReportDialog;
} // namespace dialogs
namespace jobs {
class JobRunner;
} // namespace jobs
namespace models {
class ConfigurationFilterModel;
class ConfigurationTableModel;
} // namespace models
namespace state {
class AnalysisController;
class ConfigurationSelection;
} // namespace state
namespace views {
class AnalysisBar;
class ClustersView;
class DetailsPane;
class FilterBar;
class ProbeView;
class PlannerView;
class RankingView;
class ScalingView;
class SurfaceView;
class TablePage;
class WeakScalingView;
} // namespace views

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
    io::Session currentSession() const;
    QString sessionPath() const { return m_document->sessionPath(); }
    bool isModified() const { return m_document->isModified(); } // since the session was opened or saved
    // Writes the table (all or filtered rows) as a dataset CSV or JSON; false with a message on failure.
    bool exportTable(const QString &path, bool filteredOnly, QString *error = nullptr);
    bool exportReport(const QString &path, QString *error = nullptr); // the PDF of what is shown (waits)

    const model::Dataset &dataset() const { return m_document->dataset(); }
    jobs::JobRunner *imports() const { return m_document->imports(); }
    state::DocumentController *document() const { return m_document; }
    QTableView *tableView() const { return m_table; }
    views::FilterBar *filterBar() const { return m_filterBar; }
    views::DetailsPane *detailsPane() const { return m_details; }
    models::ConfigurationFilterModel *filterModel() const { return m_filter; }
    dialogs::ImportReportDialog *importReport();
    state::AnalysisController *analysis() const { return m_analysis; }
    state::ConfigurationSelection *selection() const { return m_selection; }
    views::AnalysisBar *analysisBar() const { return m_analysisBar; }
    views::ScalingView *scalingView() const { return m_scalingView; }
    views::SurfaceView *surfaceView() const { return m_surfaceView; }
    views::ClustersView *clustersView() const { return m_clustersView; }
    views::RankingView *rankingView() const { return m_rankingView; }
    views::PlannerView *plannerView() const { return m_plannerView; }
    views::WeakScalingView *weakScalingView() const { return m_weakView; }
    views::ProbeView *probeView() const { return m_probeView; }
    views::PageTabs *tabs() const { return m_tabs; }
    // Selects the configuration in the table and every view.
    void selectConfiguration(const QString &id);
    QStringList recentFiles() const { return m_document->recentFiles(); }
    QStringList recentSessions() const { return m_document->recentSessions(); }

    // Replaceable for tests: the round for a path that has none (empty = the user declined); what
    // to do about a session's moved or changed source; Save / Discard / Cancel for unsaved changes.
    void setRoundPrompt(std::function<QString(const QString &path)> prompt);
    void setSourcePrompt(std::function<io::SourceDecision(const QString &path, io::SourceProblem problem)> prompt)
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
    using ImportMode = state::DocumentController::Mode;
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
    void onImportEnded(const state::ImportResult &outcome);
    void applyDataset(const std::optional<analysis::AnalysisSettings> &settings); // the document's dataset, to every view

    state::DocumentController *m_document = nullptr;
    models::ConfigurationTableModel *m_model = nullptr;
    models::ConfigurationFilterModel *m_filter = nullptr;
    views::FilterBar *m_filterBar = nullptr;
    views::PageTabs *m_tabs = nullptr;
    state::AnalysisController *m_analysis = nullptr;
    state::ConfigurationSelection *m_selection = nullptr;
    views::AnalysisBar *m_analysisBar = nullptr;
    views::ScalingView *m_scalingView = nullptr;
    views::WeakScalingView *m_weakView = nullptr;
    views::SurfaceView *m_surfaceView = nullptr;
    views::ClustersView *m_clustersView = nullptr;
    views::RankingView *m_rankingView = nullptr;
    views::PlannerView *m_plannerView = nullptr;
    views::ProbeView *m_probeView = nullptr;
    bool m_devicesAsked = false;
    bool m_firstStart = false; // no saved geometry: showAtStart() fits the window to the screen
    views::TablePage *m_tablePage = nullptr;
    QTableView *m_table = nullptr; // the page's
    views::DetailsPane *m_details = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    StatusArea *m_status = nullptr;
    ExportActions *m_exports = nullptr;
    dialogs::HelpDialog *m_help = nullptr;
    ImportActions *m_imports = nullptr;
    SessionActions *m_sessions = nullptr;
    SessionViews *m_sessionViews = nullptr;

    MainMenus *m_menus = nullptr;
};

} // namespace scalescope
