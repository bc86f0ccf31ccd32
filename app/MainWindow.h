#pragma once
// The exploration window: open MLPerf results (menus, recent files, drag-and-drop, command line),
// filter and sort the configurations, inspect one in the details pane, see every import problem,
// export the table. Imports run off the GUI thread; a failed or cancelled one changes nothing.
#include "core/model/Dataset.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;

namespace scalescope {

class ConfigurationFilterModel;
class ConfigurationTableModel;
class DetailsPane;
class FilterBar;
class ImportReportDialog;
class ImportRunner;
class ClustersView;
class MethodController;
class ProbeView;
class RankingView;
class ScalingView;
class SurfaceView;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts importing the paths (off the GUI thread). Paths without a round, where one is
    // needed, are asked about first (see setRoundPrompt).
    void openPaths(const QStringList &paths, const QString &round = {});
    void openSample();
    // Writes the table (all or filtered rows) as a dataset CSV or JSON; false with a message on failure.
    bool exportTable(const QString &path, bool filteredOnly, QString *error = nullptr);

    const Dataset &dataset() const { return m_dataset; }
    ImportRunner *importRunner() const { return m_runner; }
    QTableView *tableView() const { return m_table; }
    FilterBar *filterBar() const { return m_filterBar; }
    DetailsPane *detailsPane() const { return m_details; }
    ConfigurationFilterModel *filterModel() const { return m_filter; }
    ImportReportDialog *importReport();
    ScalingView *scalingView() const { return m_scalingView; }
    SurfaceView *surfaceView() const { return m_surfaceView; }
    ClustersView *clustersView() const { return m_clustersView; }
    RankingView *rankingView() const { return m_rankingView; }
    ProbeView *probeView() const { return m_probeView; }
    MethodController *methodController() const { return m_method; }
    QTabWidget *tabs() const { return m_tabs; }
    // Selects the configuration in the table and every view.
    void selectConfiguration(const QString &id);
    QStringList recentFiles() const;

    // Asks for a round (X.Y) for a path that has none; empty = the user declined. Replaceable for tests.
    void setRoundPrompt(std::function<QString(const QString &path)> prompt) { m_roundPrompt = std::move(prompt); }

signals:
    void importFinished(); // after a finished, failed or cancelled import

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void updateSummary();
    void updateRecentMenu();
    void addRecent(const QStringList &paths);
    void updateColumnsMenu();
    void openFolderDialog();
    void openFileDialog();
    void exportDialog(bool filteredOnly, bool json);
    void exportReportDialog();
    void showAbout();
    void showHelp();
    void showImportReport();
    void setLanguage(const QString &language);
    void onImportFinished(int jobId, const Dataset &dataset);
    void onImportCancelled(int jobId);
    void onSelectionChanged();
    void restoreTableState();
    void saveTableState() const;

    Dataset m_dataset;
    ConfigurationTableModel *m_model = nullptr;
    ConfigurationFilterModel *m_filter = nullptr;
    FilterBar *m_filterBar = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTabWidget *m_tabs = nullptr;
    ScalingView *m_scalingView = nullptr;
    SurfaceView *m_surfaceView = nullptr;
    ClustersView *m_clustersView = nullptr;
    RankingView *m_rankingView = nullptr;
    ProbeView *m_probeView = nullptr;
    bool m_devicesAsked = false;
    MethodController *m_method = nullptr;
    bool m_selecting = false;
    QTableView *m_table = nullptr;
    DetailsPane *m_details = nullptr;
    QDockWidget *m_detailsDock = nullptr;
    QLabel *m_emptyLabel = nullptr;
    QPushButton *m_emptyOpenButton = nullptr;
    QPushButton *m_emptySampleButton = nullptr;
    QLabel *m_summary = nullptr;
    QToolButton *m_problems = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    ImportRunner *m_runner = nullptr;
    ImportReportDialog *m_report = nullptr;
    QString m_lastError;
    QStringList m_pendingPaths;
    std::function<QString(const QString &)> m_roundPrompt;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_exportMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_columnsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openFileAction = nullptr;
    QAction *m_openFolderAction = nullptr;
    QAction *m_openSampleAction = nullptr;
    QAction *m_exportAllCsv = nullptr;
    QAction *m_exportFilteredCsv = nullptr;
    QAction *m_exportAllJson = nullptr;
    QAction *m_exportFilteredJson = nullptr;
    QAction *m_exportReportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_reportAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_searchAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_koreanAction = nullptr;
    QAction *m_helpAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

} // namespace scalescope
