#pragma once
// The first window: open MLPerf results, see the configurations in a sortable table and a
// summary in the status bar. Retranslates itself on a language change.
#include "core/Dataset.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace scalescope {

class ConfigurationTableModel;
class ImportRunner;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts importing the paths (off the GUI thread). The current dataset stays until the new
    // one has arrived; a failed or cancelled import leaves it as it was.
    void openPaths(const QStringList &paths, const QString &round = {});
    // Opens the embedded sample dataset (real MLPerf results, derived figures only).
    void openSample();
    const Dataset &dataset() const { return m_dataset; }
    ImportRunner *importRunner() const { return m_runner; }
    QTableView *tableView() const { return m_table; }

signals:
    void importFinished();  // after a finished, failed or cancelled import

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void retranslateUi();
    void updateSummary();
    void openFolderDialog();
    void openFileDialog();
    void showAbout();
    void setLanguage(const QString &language);
    void onImportFinished(int jobId, const Dataset &dataset);
    void onImportCancelled(int jobId);

    Dataset m_dataset;
    ConfigurationTableModel *m_model = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
    QStackedWidget *m_stack = nullptr;
    QTableView *m_table = nullptr;
    QLabel *m_emptyLabel = nullptr;
    QPushButton *m_emptyOpenButton = nullptr;
    QLabel *m_summary = nullptr;
    QProgressBar *m_progress = nullptr;
    QToolButton *m_cancelButton = nullptr;
    ImportRunner *m_runner = nullptr;
    QString m_lastError;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_openFolderAction = nullptr;
    QAction *m_openFileAction = nullptr;
    QAction *m_openSampleAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_koreanAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
};

}  // namespace scalescope
