#include "app/MainWindow.h"

#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/ProbeCharts.h"
#include "app/dialogs/FontCheck.h"
#include "app/dialogs/ImportReportDialog.h"
#include "app/jobs/ImportRunner.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/report/ReportWriter.h"
#include "app/state/MethodController.h"
#include "app/views/ClustersView.h"
#include "app/views/DetailsPane.h"
#include "app/views/FilterBar.h"
#include "app/views/ProbeView.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "core/i18n/Localization.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/SourceImporter.h"
#include "core/io/AtomicFile.h"
#include "core/io/DatasetFormat.h"
#include "core/probe/ProbeRun.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope {
namespace {

constexpr int kMaxRecent = 8;

// Whether importing `path` needs a round that its path does not give.
bool needsRound(const QString &path)
{
    const QFileInfo info(path);
    if (!roundFromPath(info.absoluteFilePath()).isEmpty() || path.startsWith(QLatin1Char(':')))
        return false;
    if (info.isDir())
        return true;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false; // the import reports why
    return detectCsvTable(f.read(4096)) == CsvTableKind::Summarizer;
}

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_model = new ConfigurationTableModel(this);
    m_filter = new ConfigurationFilterModel(this);
    m_filter->setSourceModel(m_model);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("configurationTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ConfigurationTableModel::Round, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table->horizontalHeader(), &QWidget::customContextMenuRequested, this,
            [this](const QPoint &p) { m_columnsMenu->exec(m_table->horizontalHeader()->mapToGlobal(p)); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::onSelectionChanged);

    m_filterBar = new FilterBar(m_filter, this);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateSummary);

    auto *empty = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyLabel = new QLabel(empty);
    m_emptyLabel->setObjectName(QStringLiteral("emptyStateLabel"));
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyOpenButton = new QPushButton(empty);
    m_emptySampleButton = new QPushButton(empty);
    auto *emptyButtons = new QHBoxLayout;
    emptyButtons->addStretch();
    emptyButtons->addWidget(m_emptyOpenButton);
    emptyButtons->addWidget(m_emptySampleButton);
    emptyButtons->addStretch();
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyLabel);
    emptyLayout->addLayout(emptyButtons);
    emptyLayout->addStretch();

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(empty);
    m_stack->addWidget(m_table);
    auto *tablePage = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tablePage);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_filterBar);
    tableLayout->addWidget(m_stack, 1);
    m_scalingView = new ScalingView(this);
    m_surfaceView = new SurfaceView(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(tablePage, QString());
    m_tabs->addTab(m_scalingView, QString());
    m_tabs->addTab(m_surfaceView, QString());
    m_method = new MethodController(this);
    m_clustersView = new ClustersView(m_method, this);
    m_rankingView = new RankingView(m_method, this);
    m_tabs->addTab(m_clustersView, QString());
    m_tabs->addTab(m_rankingView, QString());
    m_probeView = new ProbeView(this);
    m_tabs->addTab(m_probeView, QString());
    connect(m_probeView, &ProbeView::runShown, this, [this](const ProbeRun &run) {
        m_scalingView->setLocalRun(run);
        m_surfaceView->setExtraPoints(probeSurfacePoints(run));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_probeView && !m_devicesAsked) {
            m_devicesAsked = true; // asked once: the probe takes a moment to start
            m_probeView->refreshDevices();
            m_probeView->showLatestRun();
        }
    });
    connect(m_clustersView, &ClustersView::configurationClicked, this, &MainWindow::selectConfiguration);
    connect(m_rankingView, &RankingView::configurationClicked, this, &MainWindow::selectConfiguration);
    setCentralWidget(m_tabs);
    connect(m_scalingView, &ScalingView::configurationClicked, this, &MainWindow::selectConfiguration);
    connect(m_surfaceView, &SurfaceView::configurationClicked, this, &MainWindow::selectConfiguration);

    m_details = new DetailsPane(this);
    m_detailsDock = new QDockWidget(this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    m_details->setMinimumWidth(380); // the runs table needs this much to stay readable
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_problems = new QToolButton(this);
    m_problems->setObjectName(QStringLiteral("problemsButton"));
    m_problems->setAutoRaise(true);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(240);
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->hide();
    statusBar()->addWidget(m_summary, 1);
    statusBar()->addPermanentWidget(m_problems);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancelButton);

    m_runner = new ImportRunner(this);
    connect(m_runner, &ImportRunner::progress, this, [this](int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_runner, &ImportRunner::finished, this, &MainWindow::onImportFinished);
    connect(m_runner, &ImportRunner::cancelled, this, &MainWindow::onImportCancelled);
    connect(m_cancelButton, &QToolButton::clicked, m_runner, &ImportRunner::cancel);
    connect(m_emptyOpenButton, &QPushButton::clicked, this, &MainWindow::openFolderDialog);
    connect(m_emptySampleButton, &QPushButton::clicked, this, &MainWindow::openSample);
    connect(m_problems, &QToolButton::clicked, this, &MainWindow::showImportReport);

    m_roundPrompt = [this](const QString &path) {
        bool ok = false;
        const QString round =
            QInputDialog::getText(this, tr("Which Round?"),
                                  tr("The path %1 does not say which MLPerf round it holds.\nEnter the round (for example 4.0):")
                                      .arg(QDir::toNativeSeparators(path)),
                                  QLineEdit::Normal, QString(), &ok);
        return ok ? round.trimmed() : QString();
    };

    createActions();
    retranslateUi();
    updateSummary();

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 780);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    restoreTableState();
    m_filterBar->restoreSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openFileAction = m_fileMenu->addAction(QString(), this, &MainWindow::openFileDialog);
    m_openFileAction->setShortcut(QKeySequence::Open);
    m_openFolderAction = m_fileMenu->addAction(QString(), this, &MainWindow::openFolderDialog);
    m_openFolderAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openSampleAction = m_fileMenu->addAction(QString(), this, &MainWindow::openSample);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportAllCsv = m_exportMenu->addAction(QString(), this, [this]() { exportDialog(false, false); });
    m_exportFilteredCsv = m_exportMenu->addAction(QString(), this, [this]() { exportDialog(true, false); });
    m_exportAllJson = m_exportMenu->addAction(QString(), this, [this]() { exportDialog(false, true); });
    m_exportFilteredJson = m_exportMenu->addAction(QString(), this, [this]() { exportDialog(true, true); });
    m_exportFilteredCsv->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportReportAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportReportDialog);
    m_exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(QString());
    m_searchAction = m_viewMenu->addAction(QString(), this, [this]() {
        m_filterBar->searchBox()->setFocus();
        m_filterBar->searchBox()->selectAll();
    });
    m_searchAction->setShortcut(QKeySequence::Find);
    m_columnsMenu = m_viewMenu->addMenu(QString());
    m_detailsAction = m_detailsDock->toggleViewAction();
    m_viewMenu->addAction(m_detailsAction);
    m_reportAction = m_viewMenu->addAction(QString(), this, &MainWindow::showImportReport);
    m_reportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    // Language names are written in their own language, as users look for them.
    m_englishAction = m_languageMenu->addAction(QStringLiteral("English"));
    m_koreanAction = m_languageMenu->addAction(QStringLiteral("한국어"));
    for (QAction *a : {m_englishAction, m_koreanAction}) {
        a->setCheckable(true);
        m_languageGroup->addAction(a);
    }
    connect(m_englishAction, &QAction::triggered, this, [this]() { setLanguage(QStringLiteral("en")); });
    connect(m_koreanAction, &QAction::triggered, this, [this]() { setLanguage(QStringLiteral("ko")); });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpAction = m_helpMenu->addAction(QString(), this, &MainWindow::showHelp);
    m_helpAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
    updateRecentMenu();
    updateColumnsMenu();
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("ScaleScope"));
    m_fileMenu->setTitle(tr("&File"));
    m_openFileAction->setText(tr("&Open File…"));
    m_openFileAction->setStatusTip(tr("Open a results table (CSV) or a ScaleScope dataset (JSON or CSV)"));
    m_openFolderAction->setText(tr("Open &Folder…"));
    m_openFolderAction->setStatusTip(tr("Open an MLPerf Training results folder"));
    m_openSampleAction->setText(tr("Open &Sample"));
    m_openSampleAction->setStatusTip(tr("Open the embedded sample: real MLPerf Training results v1.0, v3.1 and v4.0"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_exportMenu->setTitle(tr("&Export Table"));
    m_exportAllCsv->setText(tr("All Rows as CSV…"));
    m_exportFilteredCsv->setText(tr("Filtered Rows as CSV…"));
    m_exportAllJson->setText(tr("All Rows as Dataset JSON…"));
    m_exportFilteredJson->setText(tr("Filtered Rows as Dataset JSON…"));
    m_exportReportAction->setText(tr("Export &Report (PDF)…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_searchAction->setText(tr("&Search"));
    m_columnsMenu->setTitle(tr("&Columns"));
    m_detailsDock->setWindowTitle(tr("Details"));
    m_tabs->setTabText(0, tr("&Table"));
    m_tabs->setTabText(1, tr("&Scaling"));
    m_tabs->setTabText(2, tr("Efficiency S&urface"));
    m_tabs->setTabText(3, tr("C&lusters"));
    m_tabs->setTabText(4, tr("Ran&king"));
    m_tabs->setTabText(5, tr("&Probe"));
    m_reportAction->setText(tr("Import &Report…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_helpAction->setText(tr("Quick &Help"));
    m_aboutAction->setText(tr("&About ScaleScope"));
    m_emptyLabel->setText(tr("No data yet.\n\nOpen an MLPerf Training results folder (for example "
                             "training_results_v4.0, one organisation's folder inside it, or one system's "
                             "results folder) with File ▸ Open Folder… (Ctrl+Shift+O), a results table or ScaleScope "
                             "dataset with File ▸ Open File… (Ctrl+O), or the embedded sample with File ▸ Open "
                             "Sample. A path can also be given on the command line: scalescope PATH"));
    m_emptyOpenButton->setText(tr("Open Folder…"));
    m_emptySampleButton->setText(tr("Open Sample"));
    m_cancelButton->setText(tr("Cancel"));
    m_progress->setFormat(tr("Importing %v of %m files"));
    const bool korean = currentLanguage() == QLatin1String("ko");
    m_koreanAction->setChecked(korean);
    m_englishAction->setChecked(!korean);
    m_model->retranslate();
    updateColumnsMenu();
    updateSummary();
}

void MainWindow::updateSummary()
{
    const int errors = m_dataset.count(Severity::Error), warnings = m_dataset.count(Severity::Warning);
    m_problems->setText(tr("%n problem(s)", nullptr, errors + warnings));
    m_problems->setToolTip(tr("%1 errors and %2 warnings in the import: click for the report").arg(errors).arg(warnings));
    m_problems->setVisible(!m_dataset.isEmpty() || !m_dataset.diagnostics.isEmpty());
    if (m_runner->isRunning()) {
        m_summary->setText(tr("Importing…"));
        return;
    }
    if (m_dataset.isEmpty()) {
        m_summary->setText(m_lastError.isEmpty() ? tr("No data loaded") : m_lastError);
        return;
    }
    int scored = 0;
    for (const Configuration &c : m_dataset.configurations)
        scored += c.scoreMinutes ? 1 : 0;
    QString text =
        tr("%n configuration(s), %1 with an official score", nullptr, static_cast<int>(m_dataset.configurations.size()))
            .arg(scored);
    if (m_filter->isFiltering())
        text = tr("%1 of %2 configurations shown (filtered)").arg(m_filter->rowCount()).arg(m_dataset.configurations.size());
    if (!m_lastError.isEmpty())
        text = m_lastError + QStringLiteral("  ") + text;
    m_summary->setText(text);
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("paths/recent")).toStringList();
}

void MainWindow::addRecent(const QStringList &paths)
{
    QStringList recent = recentFiles();
    for (const QString &p : paths) {
        if (p.startsWith(QLatin1Char(':')))
            continue; // the embedded sample has its own action
        const QString abs = QFileInfo(p).absoluteFilePath();
        recent.removeAll(abs);
        recent.prepend(abs);
    }
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    QSettings().setValue(QStringLiteral("paths/recent"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1  %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
        connect(a, &QAction::triggered, this, [this, path]() { openPaths({path}); });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::updateColumnsMenu()
{
    m_columnsMenu->clear();
    for (int col = 0; col < m_model->columnCount(); ++col) {
        QAction *a = m_columnsMenu->addAction(m_model->headerData(col, Qt::Horizontal, Qt::DisplayRole).toString());
        a->setCheckable(true);
        a->setChecked(!m_table->isColumnHidden(col));
        connect(a, &QAction::toggled, this, [this, col](bool on) {
            m_table->setColumnHidden(col, !on);
            saveTableState();
        });
    }
}

void MainWindow::restoreTableState()
{
    QSettings s;
    const QByteArray header = s.value(QStringLiteral("table/header")).toByteArray();
    if (header.isEmpty() || !m_table->horizontalHeader()->restoreState(header)) {
        for (int col = 0; col < m_model->columnCount(); ++col)
            m_table->setColumnHidden(col, !ConfigurationTableModel::shownByDefault(col));
    }
    updateColumnsMenu();
}

void MainWindow::saveTableState() const
{
    QSettings().setValue(QStringLiteral("table/header"), m_table->horizontalHeader()->saveState());
}

void MainWindow::openFolderDialog()
{
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open MLPerf Results Folder"),
                                                          settings.value(QStringLiteral("paths/lastFolder")).toString());
    if (dir.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), dir);
    openPaths({dir});
}

void MainWindow::openFileDialog()
{
    QSettings settings;
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Open Results File"), settings.value(QStringLiteral("paths/lastFolder")).toString(),
                                     tr("Results and datasets (*.csv *.json);;All files (*)"));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), QFileInfo(file).absolutePath());
    openPaths({file});
}

void MainWindow::openSample()
{
    openPaths({QLatin1String(kSamplePath)});
}

void MainWindow::openPaths(const QStringList &given, const QString &roundIn)
{
    // A probe run (from this or another machine) goes to the probe's history, not the dataset.
    QStringList paths;
    for (const QString &path : given) {
        if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || !looksLikeProbeRunFile(path)) {
            paths << path;
            continue;
        }
        QString error;
        if (m_probeView->importRun(path, &error))
            m_tabs->setCurrentWidget(m_probeView);
        else
            QMessageBox::warning(this, tr("Import Probe Run"),
                                 tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), error));
    }
    if (paths.isEmpty())
        return;
    QString round = roundIn;
    if (round.isEmpty()) {
        for (const QString &p : paths) {
            if (!needsRound(p))
                continue;
            round = m_roundPrompt ? m_roundPrompt(p) : QString();
            if (round.isEmpty()) {
                m_lastError = tr("Not opened: no round was given for %1.").arg(QDir::toNativeSeparators(p));
                updateSummary();
                emit importFinished();
                return;
            }
            break;
        }
    }
    m_lastError.clear();
    m_pendingPaths = paths;
    m_progress->setValue(0);
    m_progress->setMaximum(0);
    m_progress->show();
    m_cancelButton->show();
    m_runner->start(paths, round);
    updateSummary();
}

void MainWindow::onImportFinished(int, const Dataset &dataset)
{
    m_progress->hide();
    m_cancelButton->hide();
    if (dataset.isEmpty()) {
        // Nothing imported: keep what the user had and say why.
        QString reason;
        for (const Diagnostic &d : dataset.diagnostics)
            if (d.severity == Severity::Error) {
                reason = diagnosticMessage(d);
                break;
            }
        m_lastError = tr("Nothing was imported. %1").arg(reason);
        if (m_report && m_dataset.isEmpty())
            m_report->setDiagnostics(dataset.diagnostics);
    } else {
        m_dataset = dataset;
        m_model->setConfigurations(m_dataset.configurations);
        m_filterBar->setConfigurations(m_dataset.configurations);
        m_table->resizeColumnsToContents();
        for (int col = 0; col < m_model->columnCount(); ++col) // long names must not push the score away
            m_table->setColumnWidth(col, std::min(m_table->columnWidth(col), 240));
        m_stack->setCurrentWidget(m_table);
        m_scalingView->setDataset(m_dataset);
        m_surfaceView->setDataset(m_dataset);
        m_method->setDataset(m_dataset);
        if (m_report)
            m_report->setDiagnostics(m_dataset.diagnostics);
        addRecent(m_pendingPaths);
        m_details->showConfiguration(nullptr);
    }
    updateSummary();
    emit importFinished();
}

void MainWindow::onImportCancelled(int)
{
    m_progress->hide();
    m_cancelButton->hide();
    m_lastError = tr("Import cancelled: the previous data is unchanged.");
    updateSummary();
    emit importFinished();
}

void MainWindow::onSelectionChanged()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    const Configuration *c = nullptr;
    if (!rows.isEmpty()) {
        const int source = m_filter->mapToSource(rows.first()).row();
        if (source >= 0 && source < m_model->configurations().size())
            c = &m_model->configurations()[source];
    }
    m_details->showConfiguration(c);
    if (!m_selecting) {
        m_scalingView->setSelectedConfiguration(c ? c->id : QString());
        m_surfaceView->setSelectedConfiguration(c ? c->id : QString());
    }
}

void MainWindow::selectConfiguration(const QString &id)
{
    m_selecting = true;
    m_scalingView->setSelectedConfiguration(id);
    m_surfaceView->setSelectedConfiguration(id);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        if (m_model->configurations()[r].id != id)
            continue;
        QModelIndex proxy = m_filter->mapFromSource(m_model->index(r, 0));
        if (!proxy.isValid()) { // hidden by a filter: clear the filters so the row can be shown
            m_filterBar->clear();
            proxy = m_filter->mapFromSource(m_model->index(r, 0));
        }
        m_table->selectRow(proxy.row());
        m_table->scrollTo(proxy);
        break;
    }
    m_selecting = false;
}

ImportReportDialog *MainWindow::importReport()
{
    if (!m_report) {
        m_report = new ImportReportDialog(this);
        m_report->setDiagnostics(m_dataset.diagnostics);
    }
    return m_report;
}

void MainWindow::showImportReport()
{
    importReport()->show();
    m_report->raise();
    m_report->activateWindow();
}

bool MainWindow::exportTable(const QString &path, bool filteredOnly, QString *error)
{
    Dataset out;
    out.sources = m_dataset.sources;
    out.diagnostics = m_dataset.diagnostics;
    if (filteredOnly) {
        for (int r = 0; r < m_filter->rowCount(); ++r)
            out.configurations << m_model->configurations()[m_filter->mapToSource(m_filter->index(r, 0)).row()];
    } else {
        out.configurations = m_dataset.configurations;
    }
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return writeFileAtomically(path, json ? datasetToJson(out) : datasetToCsv(out), error);
}

void MainWindow::exportDialog(bool filteredOnly, bool json)
{
    if (m_dataset.isEmpty()) {
        QMessageBox::information(this, tr("Export Table"), tr("There is nothing to export yet: open some results first."));
        return;
    }
    QSettings settings;
    const QString dir =
        settings.value(QStringLiteral("paths/lastExportFolder"), settings.value(QStringLiteral("paths/lastFolder"))).toString();
    const QString suggested =
        QDir(dir).filePath(json ? QStringLiteral("scalescope-dataset.json") : QStringLiteral("scalescope-dataset.csv"));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Table"), suggested,
                                                json ? tr("Dataset JSON (*.json)") : tr("Dataset CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (json && !path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        path += QStringLiteral(".json");
    if (!json && !path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        path += QStringLiteral(".csv");
    settings.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    QString error;
    if (!exportTable(path, filteredOnly, &error))
        QMessageBox::warning(
            this, tr("Export Table"),
            tr("Could not write %1: %2\nChoose another folder or file name.").arg(QDir::toNativeSeparators(path), error));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void MainWindow::exportReportDialog()
{
    if (m_dataset.isEmpty()) {
        QMessageBox::information(this, tr("Export Report"), tr("There is nothing to report yet: open some results first."));
        return;
    }
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("paths/lastExportFolder"), QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"), QDir(dir).filePath(QStringLiteral("scalescope-report.pdf")), tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    settings.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    ReportOptions options;
    options.benchmark = m_method->benchmark();
    options.method = m_method->options();
    options.page = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    if (!m_probeView->currentRun().tests.isEmpty())
        options.probe = m_probeView->currentRun();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString error;
    const int pages = writeReport(m_dataset, options, path, &error);
    QApplication::restoreOverrideCursor();
    if (pages == 0)
        QMessageBox::warning(this, tr("Export Report"), tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error));
    else
        statusBar()->showMessage(tr("Wrote %1 (%n page(s))", nullptr, pages).arg(QDir::toNativeSeparators(path)), 8000);
}

void MainWindow::showHelp()
{
    QMessageBox::information(
        this, tr("Quick Help"),
        tr("<h3>ScaleScope in five steps</h3>"
           "<ol><li><b>Open</b> results: File ▸ Open Folder (an MLPerf results tree), Open File (a results table or "
           "a ScaleScope dataset), Open Sample, or drop files and folders on the window.</li>"
           "<li><b>Filter</b> with the drop-downs above the table, or search with Ctrl+F.</li>"
           "<li><b>Select</b> a row to see its runs, how its score was computed and its catalog entry in the "
           "Details pane.</li>"
           "<li><b>Check</b> import problems with View ▸ Import Report (Ctrl+R) or the count in the status bar.</li>"
           "<li><b>Export</b> all or the filtered rows with File ▸ Export Table.</li></ol>"
           "<p>Right-click the table header to choose columns. View ▸ Language switches between English and "
           "Korean.</p>"));
}

void MainWindow::showAbout()
{
    QFile notice(QStringLiteral(":/scalescope/sample/NOTICE.md"));
    const QString credits = notice.open(QIODevice::ReadOnly) ? QString::fromUtf8(notice.readAll()) : QString();
    QMessageBox box(this);
    box.setWindowTitle(tr("About ScaleScope"));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<p><b>ScaleScope</b> %1</p><p>Choose how many of which GPUs to train on, "
                   "from MLPerf Training results, a scaling model and measurements of your own "
                   "machine.</p>")
                    .arg(QStringLiteral(SCALESCOPE_VERSION)));
    box.setInformativeText(tr("The embedded sample is derived from MLPerf Training results (Apache License 2.0)."));
    box.setDetailedText(credits);
    box.exec();
}

void MainWindow::setLanguage(const QString &language)
{
    installLanguage(language); // sends LanguageChange to every widget
    QSettings().setValue(QStringLiteral("ui/language"), currentLanguage());
    if (currentLanguage() == QLatin1String("ko"))
        warnOnceIfNoHangulFont(this);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        openPaths(paths);
    }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    saveTableState();
    m_filterBar->saveSettings();
    m_runner->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace scalescope
