// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MainWindow.h"

#include "app/MainMenus.h"

#include "buildinfo/BuildInfo.h"

#include "app/charts/ChartExportDialog.h"
#include "app/charts/ChartOptions.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/PlannerCharts.h"
#include "app/charts/ProbeCharts.h"
#include "app/dialogs/FontCheck.h"
#include "app/dialogs/HelpDialog.h"
#include "app/dialogs/ImportReportDialog.h"
#include "app/dialogs/SourceProblemDialog.h"
#include "app/jobs/JobRunner.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/report/ReportDialog.h"
#include "app/report/ReportWriter.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/state/DocumentController.h"
#include "app/views/AnalysisBar.h"
#include "app/views/ClustersView.h"
#include "app/views/DetailsPane.h"
#include "app/views/DockShare.h"
#include "app/views/FilterBar.h"
#include "app/views/PlannerView.h"
#include "app/views/ProbeView.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "app/views/TablePage.h"
#include "app/views/WeakScalingView.h"
#include "core/i18n/Localization.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/SourceImporter.h"
#include "core/io/AtomicFile.h"
#include "core/io/DatasetFormat.h"
#include "core/probe/ProbeRun.h"

#include "app/state/OfficialRulesChoice.h"
#include "core/i18n/SafeText.h"
#include "core/io/RegularFile.h"
#include "core/rules/RuleBook.h"

#include <QAction>
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
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <type_traits>

namespace scalescope {

namespace {

// Whether importing `path` needs a round that its path does not give.
bool needsRound(const QString &path)
{
    const QFileInfo info(path);
    if (!roundFromPath(info.absoluteFilePath()).isEmpty() || path.startsWith(QLatin1Char(':')))
        return false;
    if (info.isDir())
        return true;
    QFile f(path);
    if (!isRegularFile(path) || !f.open(QIODevice::ReadOnly))
        return false; // the import reports why
    return detectCsvTable(f.read(4096)) == CsvTableKind::Summarizer;
}

constexpr QSize kRoomySize(1280, 780); // the first start's window, where the screen has room

bool isSessionFile(const QString &path)
{
    return path.endsWith(QLatin1Char('.') + QLatin1String(kSessionSuffix), Qt::CaseInsensitive);
}

// An absolute, clean path (the embedded sample's ":/" path stays as it is), as sessions store it.
QString absolutePath(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? path : QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// Default weights on the sliders' scale (0..10): equal weights rank exactly as weights of 1 do.
AnalysisSettings initialSettings()
{
    AnalysisSettings s;
    for (Criterion &c : s.method.criteria)
        c.weight = c.weight > 0 ? 5 : 0; // energy stays 0 until asked for
    return s;
}

} // namespace

// The window as a table of contents: the shared state, the pages, the details dock and status bar,
// how the parts talk, the questions it asks, the menus; then the geometry and columns saved at the
// last close.
MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_model = new ConfigurationTableModel(this);
    m_filter = new ConfigurationFilterModel(this);
    m_filter->setSourceModel(m_model);
    m_analysis = new AnalysisController(this);
    m_analysis->setSettings(initialSettings());
    m_selection = new ConfigurationSelection(this);
    m_document = new DocumentController(m_analysis, this);
    m_reports = new JobRunner(this);

    createTablePage();
    createPages();
    createDetailsAndStatusBar();
    connectParts();
    createPrompts();
    createActions();
    retranslateUi();
    updateSummary();
    m_document->markSaved();

    QSettings settings;
    m_firstStart = !restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (m_firstStart)
        resize(kRoomySize);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_tablePage->restoreSettings();
}

void MainWindow::createTablePage()
{
    m_tablePage = new TablePage(m_model, m_filter, this);
    m_table = m_tablePage->table();
    m_filterBar = m_tablePage->filterBar();
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MainWindow::onTableSelectionChanged);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &MainWindow::updateSummary);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateSummary);
    // The table's filters are the analysis' filters (they decide only when "filtered rows only" is on).
    connect(m_filter, &ConfigurationFilterModel::filterChanged, m_analysis, &AnalysisController::setFilter);
    connect(m_tablePage, &TablePage::openFolderRequested, this, [this]() { openFolderDialog(ImportMode::Replace); });
    connect(m_tablePage, &TablePage::openSampleRequested, this, &MainWindow::openSample);
}

void MainWindow::createPages()
{
    m_scalingView = new ScalingView(m_analysis, m_selection, this);
    m_weakView = new WeakScalingView(m_analysis, m_selection, this);
    m_surfaceView = new SurfaceView(m_analysis, m_selection, this);
    m_clustersView = new ClustersView(m_analysis, m_selection, this);
    m_rankingView = new RankingView(m_analysis, m_selection, this);
    m_plannerView = new PlannerView(m_analysis, m_selection, this);
    m_probeView = new ProbeView(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    // Every tab is a Page: it names its key, its title and the state a session keeps (pageAt).
    const auto addPage = [this](auto *page) {
        static_assert(std::is_base_of_v<Page, std::remove_pointer_t<decltype(page)>>);
        m_tabs->addTab(page, page->pageTitle());
    };
    addPage(m_tablePage);
    addPage(m_scalingView);
    addPage(m_weakView);
    addPage(m_surfaceView);
    addPage(m_clustersView);
    addPage(m_rankingView);
    addPage(m_plannerView);
    addPage(m_probeView);
    connect(m_plannerView, &PlannerView::plannedChanged, this, [this](std::shared_ptr<const Plan> plan) {
        m_scalingView->setPlan(plan);
        m_surfaceView->setPlannedPoint(plan ? plannedSurfacePoint(*plan) : std::nullopt);
    });
    connect(m_probeView, &ProbeView::runShown, this, [this](const ProbeRun &run) {
        m_scalingView->setLocalRun(run);
        m_surfaceView->setExtraPoints(probeSurfacePoints(run));
    });
    // Always shown, like a toolbar: it decides what every analysis tab shows, and hiding it on the
    // other tabs would make the tabs jump.
    m_analysisBar = new AnalysisBar(m_analysis, this);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_tabs->widget(index) == m_probeView && !m_devicesAsked) {
            m_devicesAsked = true; // asked once: the probe takes a moment to start
            m_probeView->refreshDevices();
            m_probeView->showLatestRun();
        }
    });
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    centralLayout->addWidget(m_analysisBar);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
}

void MainWindow::createDetailsAndStatusBar()
{
    m_details = new DetailsPane(this);
    m_detailsDock = new QDockWidget(this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    m_details->setMinimumWidth(280); // the runs table still reads at this width; 1024 px windows need it
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    new DockShare(this, m_detailsDock, 0.28, 0.5); // wider with the window: the runs table needs it

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_summary->setTextFormat(Qt::PlainText); // can hold a diagnostic that quotes a file
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
}

void MainWindow::connectParts()
{
    connect(m_selection, &ConfigurationSelection::changed, this, &MainWindow::showSelection);
    connect(m_analysis, &AnalysisController::settingsChanged, this, &MainWindow::updateTitle);
    connect(m_analysis, &AnalysisController::resultChanged, this, [this](std::shared_ptr<const BenchmarkAnalysis> a) {
        m_model->setAnalysis(a);
        if (m_pendingViews) // a session's zoom and chart options apply to its own analysis
            applySessionViews(*std::exchange(m_pendingViews, std::nullopt));
    });
    connect(m_document->imports(), &JobRunner::progress, this, [this](int, int done, int total) {
        m_progress->setMaximum(total);
        m_progress->setValue(done);
    });
    connect(m_cancelButton, &QToolButton::clicked, m_document->imports(), &JobRunner::cancel);
    connect(m_document, &DocumentController::importStarted, this, &MainWindow::onImportStarted);
    connect(m_document, &DocumentController::datasetReplaced, this, &MainWindow::applyDataset);
    connect(m_document, &DocumentController::sessionRestored, this, &MainWindow::restoreSession);
    connect(m_document, &DocumentController::importEnded, this, &MainWindow::onImportEnded);
    connect(m_document, &DocumentController::recentChanged, this, &MainWindow::updateRecentMenus);
    connect(m_document, &DocumentController::documentChanged, this, &MainWindow::updateTitle);
    connect(m_problems, &QToolButton::clicked, this, &MainWindow::showImportReport);
    QList<ChartPanel *> panels{m_scalingView->panel(),  m_weakView->panel(),    m_surfaceView->panel(),
                               m_clustersView->panel(), m_rankingView->panel(), m_rankingView->stabilityPanel(),
                               m_plannerView->panel()};
    for (ChartPanel *panel : panels + m_probeView->panels())
        connect(panel, &ChartPanel::exported, this, [this](const QString &path) {
            statusBar()->showMessage(path == ChartExportDialog::clipboardTarget()
                                         ? tr("Copied the chart to the clipboard as an image.")
                                         : tr("Wrote %1").arg(QDir::toNativeSeparators(path)),
                                     8000);
        });
}

void MainWindow::createPrompts()
{
    m_roundPrompt = [this](const QString &path) {
        bool ok = false;
        const QString round =
            QInputDialog::getText(this, tr("Which Round?"),
                                  richTextOf(tr("The path %1 does not say which MLPerf round it holds.\nEnter the round "
                                                "(for example 4.0):")
                                                 .arg(QDir::toNativeSeparators(path))),
                                  QLineEdit::Normal, QString(), &ok);
        return ok ? round.trimmed() : QString();
    };
    m_document->setSourcePrompt(
        [this](const QString &path, SourceProblem problem) { return askAboutSource(this, path, problem); });
    m_savePrompt = [this]() {
        // A window never saved has no "since": it asks whether to keep the work as a session at all.
        const QString text = m_document->sessionPath().isEmpty()
                                 ? tr("This work has not been saved as a session. Save it as a session first, so "
                                      "that it reopens with the same data and analysis settings?")
                                 : tr("The open data or the analysis settings changed since the session was saved. Save "
                                      "the session first?");
        return QMessageBox::question(this, tr("Unsaved Changes"), text,
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
}

MainWindow::~MainWindow() = default;

void MainWindow::showAtStart()
{
    // First start: roomy, but never larger than the screen: a small one (a 1024 × 700 laptop) gets
    // the window maximised, title bar and all on screen. Later starts restore the saved geometry.
    const QSize frame(16, 48);
    const QSize available = screen() ? screen()->availableGeometry().size() : kRoomySize + frame;
    if (m_firstStart &&
        (available.width() < kRoomySize.width() + frame.width() || available.height() < kRoomySize.height() + frame.height())) {
        resize(kRoomySize.boundedTo(available - frame));
        showMaximized();
    } else {
        show();
    }
}

void MainWindow::chooseRulesFolder()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Folder of an mlperf_logging Checkout"), OfficialRulesChoice::folder());
    if (dir.isEmpty()) {
        m_menus->showRules();
        return;
    }
    QString error;
    if (!OfficialRulesChoice::useFolder(dir, &error)) {
        QMessageBox::warning(this, tr("MLPerf Rules"),
                             richTextOf(tr("The rules in %1 cannot be used:\n%2\n\nThe rules in use stay as they were.")
                                            .arg(QDir::toNativeSeparators(dir), error)));
    } else {
        statusBar()->showMessage(
            tr("Imports now check runs with %1: reopen results to check them again.").arg(OfficialRulesChoice::description()),
            10000);
    }
    m_menus->showRules();
}

void MainWindow::createActions()
{
    m_menus = new MainMenus(menuBar(), m_tablePage->columnsMenu(), m_detailsDock->toggleViewAction(), this);
    connect(m_menus, &MainMenus::openFileRequested, this,
            [this](bool add) { openFileDialog(add ? ImportMode::Add : ImportMode::Replace); });
    connect(m_menus, &MainMenus::openFolderRequested, this,
            [this](bool add) { openFolderDialog(add ? ImportMode::Add : ImportMode::Replace); });
    connect(m_menus, &MainMenus::openSampleRequested, this, &MainWindow::openSample);
    connect(m_menus, &MainMenus::openRecentRequested, this, [this](const QString &path) { openPaths({path}); });
    connect(m_menus, &MainMenus::openRecentSessionRequested, this, &MainWindow::openSession);
    connect(m_menus, &MainMenus::builtInRulesRequested, this, [this]() {
        OfficialRulesChoice::useBuiltIn();
        m_menus->showRules();
        statusBar()->showMessage(tr("Imports now check runs with the built-in official rules: reopen results to check them "
                                    "again."),
                                 8000);
    });
    connect(m_menus, &MainMenus::rulesFolderRequested, this, &MainWindow::chooseRulesFolder);
    connect(m_menus, &MainMenus::openSessionRequested, this, &MainWindow::openSessionDialog);
    connect(m_menus, &MainMenus::saveSessionRequested, this, &MainWindow::saveSessionDialog);
    connect(m_menus, &MainMenus::exportTableRequested, this, &MainWindow::exportDialog);
    connect(m_menus, &MainMenus::exportReportRequested, this, &MainWindow::exportReportDialog);
    connect(m_menus, &MainMenus::quitRequested, this, &QWidget::close);
    connect(m_menus, &MainMenus::searchRequested, this, [this]() {
        m_tabs->setCurrentIndex(0);
        m_filterBar->searchBox()->setFocus();
        m_filterBar->searchBox()->selectAll();
    });
    connect(m_menus, &MainMenus::importReportRequested, this, &MainWindow::showImportReport);
    connect(m_menus, &MainMenus::languageRequested, this, &MainWindow::setLanguage);
    connect(m_menus, &MainMenus::helpRequested, this, &MainWindow::showHelp);
    connect(m_menus, &MainMenus::aboutRequested, this, &MainWindow::showAbout);

    // Tab switching from the keyboard, wherever the focus is.
    const auto step = [this](int by) {
        m_tabs->setCurrentIndex((m_tabs->currentIndex() + by + m_tabs->count()) % m_tabs->count());
    };
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)})
        connect(new QShortcut(k, this), &QShortcut::activated, this, [step]() { step(1); });
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageUp)})
        connect(new QShortcut(k, this), &QShortcut::activated, this, [step]() { step(-1); });
    updateRecentMenus();
}

void MainWindow::retranslateUi()
{
    m_menus->retranslate();
    m_detailsDock->setWindowTitle(tr("Details"));
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->setTabText(i, pageAt(i)->pageTitle());
    m_cancelButton->setText(tr("Cancel"));
    m_progress->setFormat(tr("Importing %v of %m files"));
    m_model->retranslate();
    m_tablePage->retranslate();
    updateSummary();
    updateTitle();
}

void MainWindow::updateSummary()
{
    const Dataset &d = m_document->dataset();
    m_problems->setText(diagnosticCountsText(d.diagnostics)); // as the report says it
    m_problems->setToolTip(tr("Click for the import report (Ctrl+R)"));
    m_problems->setVisible(!d.isEmpty() || !d.diagnostics.isEmpty());
    if (m_document->imports()->isRunning()) {
        m_summary->setText(tr("Importing…"));
        return;
    }
    if (d.isEmpty()) {
        m_summary->setText(m_lastError.isEmpty() ? tr("No data loaded") : m_lastError);
        return;
    }
    m_tablePage->showRows(true);
    int scored = 0;
    for (const Configuration &c : d.configurations)
        scored += c.scoreMinutes ? 1 : 0;
    QString text =
        tr("%n configuration(s), %1 with an official score", nullptr, static_cast<int>(d.configurations.size())).arg(scored);
    if (m_filter->isFiltering())
        text = tr("%1 of %2 configurations shown (filtered)").arg(m_filter->rowCount()).arg(d.configurations.size());
    if (!m_lastError.isEmpty())
        text = m_lastError + QStringLiteral("  ") + text;
    m_summary->setText(text);
}

// "ScaleScope — training_v4.0 + 2 more", or the session's name; "[*]" shows unsaved changes.
void MainWindow::updateTitle()
{
    QString name;
    const QList<SessionSource> &sources = m_document->sources();
    if (!m_document->sessionPath().isEmpty()) {
        name = QFileInfo(m_document->sessionPath()).completeBaseName();
    } else if (!sources.isEmpty()) {
        const QString first = sources.first().path;
        name = first.startsWith(QLatin1Char(':')) ? tr("sample") : QFileInfo(first).fileName();
        if (sources.size() > 1)
            name = tr("%1 + %n more", nullptr, int(sources.size() - 1)).arg(name);
    }
    setWindowTitle(name.isEmpty() ? tr("ScaleScope[*]") : tr("ScaleScope — %1[*]").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenus()
{
    m_menus->showRecent(m_document->recentFiles(), m_document->recentSessions());
}

void MainWindow::openFolderDialog(ImportMode mode)
{
    QSettings settings;
    const QString dir = QFileDialog::getExistingDirectory(
        this, mode == ImportMode::Add ? tr("Add MLPerf Results Folder") : tr("Open MLPerf Results Folder"),
        settings.value(QStringLiteral("paths/lastFolder")).toString());
    if (dir.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), dir);
    mode == ImportMode::Add ? addPaths({dir}) : openPaths({dir});
}

void MainWindow::openFileDialog(ImportMode mode)
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, mode == ImportMode::Add ? tr("Add Results File") : tr("Open Results File"),
        settings.value(QStringLiteral("paths/lastFolder")).toString(),
        mode == ImportMode::Add
            ? tr("Results and datasets (*.csv *.json);;All files (*)")
            : tr("Results, datasets and sessions (*.csv *.json *.%1);;All files (*)").arg(QLatin1String(kSessionSuffix)));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("paths/lastFolder"), QFileInfo(file).absolutePath());
    mode == ImportMode::Add ? addPaths({file}) : openPaths({file});
}

void MainWindow::openSample()
{
    openPaths({QLatin1String(kSamplePath)});
}

void MainWindow::openPaths(const QStringList &given, const QString &round)
{
    for (const QString &path : given)
        if (isSessionFile(path)) { // a session replaces everything: it opens alone
            openSession(path);
            return;
        }
    startImport(given, round, ImportMode::Replace);
}

void MainWindow::addPaths(const QStringList &given, const QString &round)
{
    if (m_document->dataset().isEmpty())
        return openPaths(given, round);
    startImport(given, round, ImportMode::Add);
}

void MainWindow::startImport(const QStringList &given, const QString &roundIn, ImportMode mode)
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
                                 richTextOf(tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(path), error)));
    }
    if (paths.isEmpty())
        return;
    if (mode == ImportMode::Replace && !maybeSave())
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
    QList<SessionSource> sources;
    for (const QString &p : paths)
        sources << SessionSource{absolutePath(p), round, QString()};
    m_document->import(sources, mode);
}

void MainWindow::onImportStarted(const QString &rulesError)
{
    m_lastError.clear();
    m_progress->setValue(0);
    m_progress->setMaximum(0);
    m_progress->show();
    m_cancelButton->show();
    if (!rulesError.isEmpty())
        statusBar()->showMessage(tr("The official rules in %1 cannot be read (%2): the built-in rules are used.")
                                     .arg(QDir::toNativeSeparators(OfficialRulesChoice::folder()), rulesError),
                                 12000);
    updateSummary();
}

void MainWindow::onImportEnded(const ImportResult &outcome)
{
    m_progress->hide();
    m_cancelButton->hide();
    switch (outcome.result) {
    case ImportResult::Result::Applied:
        break;
    case ImportResult::Result::Cancelled:
        m_lastError = tr("Import cancelled: the previous data is unchanged.");
        break;
    case ImportResult::Result::SessionDeclined:
        m_lastError = tr("The session was not opened.");
        break;
    case ImportResult::Result::NothingImported:
        // Nothing imported: keep what the user had and say why.
        m_lastError = outcome.session ? tr("The session's data could not be imported. %1").arg(outcome.reason)
                                      : tr("Nothing was imported. %1").arg(outcome.reason);
        if (m_report && m_document->dataset().isEmpty())
            m_report->setDiagnostics(outcome.failures, outcome.tried);
        break;
    }
    updateSummary(); // the title follows the document (documentChanged)
    emit importFinished();
    if (outcome.result == ImportResult::Result::Applied && outcome.session)
        emit sessionOpened();
}

void MainWindow::restoreSession(const Session &session)
{
    m_selection->select(session.selection);
    m_pendingViews = session;
    if (!session.probeRun.isEmpty()) {
        QString error;
        if (!m_probeView->openRunFile(session.probeRun, &error))
            m_lastError =
                tr("The session's probe run %1 could not be opened: %2").arg(QDir::toNativeSeparators(session.probeRun), error);
    }
    for (int i = 0; i < m_tabs->count(); ++i)
        if (session.tab == pageAt(i)->pageKey())
            m_tabs->setCurrentIndex(i);
}

void MainWindow::applyDataset(const std::optional<AnalysisSettings> &settings)
{
    const std::shared_ptr<const Dataset> dataset = m_document->sharedDataset();
    m_model->setConfigurations(dataset->configurations);
    m_filterBar->setConfigurations(dataset->configurations);
    if (settings) // the session's filters are the table's
        m_filterBar->showFilter(settings->filter);
    m_tablePage->fitColumns();
    AnalysisSettings s = settings.value_or(m_analysis->settings());
    s.filter = m_filter->filter();
    m_analysis->reset(dataset, s);
    if (m_report)
        m_report->setDiagnostics(dataset->diagnostics, sourceRoots());
    // A selection that is not in the new data goes.
    QStringList kept;
    for (const QString &id : m_selection->ids())
        if (std::any_of(dataset->configurations.cbegin(), dataset->configurations.cend(),
                        [&id](const Configuration &c) { return c.id == id; }))
            kept << id;
    m_selection->select(kept);
    showSelection(m_selection->ids());
}

Session MainWindow::currentSession() const
{
    Session s;
    s.sources = m_document->sources();
    s.settings = m_analysis->settings();
    s.selection = m_selection->ids();
    s.tab = pageAt(m_tabs->currentIndex())->pageKey();
    for (int i = 0; i < m_tabs->count(); ++i)
        if (const QJsonObject state = pageAt(i)->pageState(); !state.isEmpty())
            s.charts.insert(pageAt(i)->pageKey(), state);
    s.probeRun = m_probeView->currentRunPath();
    return s;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_savePrompt()) {
    case QMessageBox::Save:
        return saveSessionDialog(false);
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool MainWindow::saveSession(const QString &path, QString *error)
{
    return m_document->saveSession(path, currentSession(), error);
}

bool MainWindow::saveSessionDialog(bool askForPath)
{
    if (m_document->dataset().isEmpty()) {
        QMessageBox::information(this, tr("Save Session"), tr("There is nothing to save yet: open some results first."));
        return false;
    }
    QString path = m_document->sessionPath();
    if (askForPath || path.isEmpty()) {
        QSettings settings;
        const QString dir = settings.value(QStringLiteral("sessions/lastFolder"), QDir::homePath()).toString();
        path = QFileDialog::getSaveFileName(this, tr("Save Session"),
                                            QDir(dir).filePath(QStringLiteral("analysis.") + QLatin1String(kSessionSuffix)),
                                            tr("ScaleScope sessions (*.%1)").arg(QLatin1String(kSessionSuffix)));
        if (path.isEmpty())
            return false;
        if (!isSessionFile(path))
            path += QLatin1Char('.') + QLatin1String(kSessionSuffix);
        settings.setValue(QStringLiteral("sessions/lastFolder"), QFileInfo(path).absolutePath());
    }
    QString error;
    if (!saveSession(path, &error)) {
        QMessageBox::warning(this, tr("Save Session"),
                             richTextOf(tr("Could not write %1: %2\nChoose another folder or file name; the file that was "
                                           "there is unchanged.")
                                            .arg(QDir::toNativeSeparators(path), error)));
        return false;
    }
    statusBar()->showMessage(tr("Saved the session as %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void MainWindow::openSessionDialog()
{
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Session"), settings.value(QStringLiteral("sessions/lastFolder"), QDir::homePath()).toString(),
        tr("ScaleScope sessions (*.%1);;All files (*)").arg(QLatin1String(kSessionSuffix)));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("sessions/lastFolder"), QFileInfo(file).absolutePath());
    openSession(file);
}

bool MainWindow::openSession(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    switch (m_document->openSession(path, &error)) {
    case DocumentController::SessionOpen::Started:
        return true;
    case DocumentController::SessionOpen::Cancelled:
        return false;
    case DocumentController::SessionOpen::Unreadable:
        QMessageBox::warning(
            this, tr("Open Session"),
            richTextOf(tr("%1 cannot be opened: %2\nNothing was changed.").arg(QDir::toNativeSeparators(path), error)));
        return false;
    case DocumentController::SessionOpen::NoSourcesLeft:
        QMessageBox::warning(this, tr("Open Session"),
                             richTextOf(tr("%1 has no data left to open: none of its sources could be found. Nothing was "
                                           "changed.")
                                            .arg(QDir::toNativeSeparators(path))));
        return false;
    }
    return false;
}

void MainWindow::applySessionViews(const Session &session)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        pageAt(i)->restorePageState(session.charts.value(pageAt(i)->pageKey()).toObject());
}

Page *MainWindow::pageAt(int index) const
{
    // Every tab is a Page (createPages); the first when none is current.
    return dynamic_cast<Page *>(m_tabs->widget(std::max(index, 0)));
}

void MainWindow::onTableSelectionChanged()
{
    if (m_selecting)
        return;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        // A row hidden by a filter keeps its selection everywhere else; a row the user deselected does not.
        const QString id = m_selection->current();
        for (int r = 0; r < m_model->rowCount(); ++r)
            if (m_model->configurations()[r].id == id && m_filter->mapFromSource(m_model->index(r, 0)).isValid())
                m_selection->clear();
        return;
    }
    const int source = m_filter->mapToSource(rows.first()).row();
    if (source >= 0 && source < m_model->configurations().size())
        m_selection->select(m_model->configurations()[source].id);
}

// The selection reached the window: the table row (without touching the user's filters) and the details.
void MainWindow::showSelection(const QStringList &ids)
{
    const QString id = ids.isEmpty() ? QString() : ids.first();
    const Configuration *shown = nullptr;
    for (const Configuration &c : m_document->dataset().configurations)
        if (c.id == id)
            shown = &c;
    m_details->showConfiguration(shown);
    m_selecting = true;
    bool visible = false;
    for (int r = 0; r < m_model->rowCount() && shown; ++r) {
        if (m_model->configurations()[r].id != id)
            continue;
        const QModelIndex proxy = m_filter->mapFromSource(m_model->index(r, 0));
        if (proxy.isValid()) {
            m_table->selectRow(proxy.row());
            m_table->scrollTo(proxy);
            visible = true;
        }
        break;
    }
    if (!visible)
        m_table->clearSelection();
    m_selecting = false;
    if (shown && !visible)
        statusBar()->showMessage(tr("%1 is selected but hidden by the table's filters.").arg(id), 6000);
}

void MainWindow::selectConfiguration(const QString &id)
{
    m_selection->select(id);
}

ImportReportDialog *MainWindow::importReport()
{
    if (!m_report) {
        m_report = new ImportReportDialog(this);
        m_report->setDiagnostics(m_document->dataset().diagnostics, sourceRoots());
    }
    return m_report;
}

QStringList MainWindow::sourceRoots() const
{
    QStringList roots;
    for (const SessionSource &s : m_document->sources())
        roots << s.path;
    return roots;
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
    out.sources = m_document->dataset().sources;
    out.diagnostics = m_document->dataset().diagnostics;
    if (filteredOnly) {
        for (int r = 0; r < m_filter->rowCount(); ++r)
            out.configurations << m_model->configurations()[m_filter->mapToSource(m_filter->index(r, 0)).row()];
    } else {
        out.configurations = m_document->dataset().configurations;
    }
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    return writeFileAtomically(path, json ? datasetToJson(out) : datasetToCsv(out), error);
}

void MainWindow::exportDialog(bool filteredOnly, bool json)
{
    if (m_document->dataset().isEmpty()) {
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
            richTextOf(
                tr("Could not write %1: %2\nChoose another folder or file name.").arg(QDir::toNativeSeparators(path), error)));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool MainWindow::exportReport(const QString &path, QString *error)
{
    const auto analysis = m_analysis->current();
    if (!analysis) {
        if (error)
            *error = tr("there is nothing to report yet");
        return false;
    }
    ReportOptions options;
    options.page = QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
    options.selection = m_selection->ids();
    options.stability = m_rankingView->stabilityOptions();
    if (!m_probeView->currentRun().tests.isEmpty())
        options.probe = m_probeView->currentRun();
    const auto content = prepareReport(m_document->dataset(), analysis, options);
    return content && writeReport(*content, path, error) > 0;
}

void MainWindow::exportReportDialog()
{
    const auto analysis = m_analysis->current();
    if (!analysis) {
        QMessageBox::information(this, tr("Export Report"), tr("There is nothing to report yet: open some results first."));
        return;
    }
    const bool probeShown = !m_probeView->currentRun().tests.isEmpty();
    ReportDialog choices(analysis->benchmarks, analysis->benchmark, int(m_selection->ids().size()), probeShown,
                         !analysis->hpcBenchmarks.isEmpty(), this);
    if (choices.exec() != QDialog::Accepted)
        return;
    ReportOptions options = choices.options();
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("paths/lastExportFolder"), QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Report"), QDir(dir).filePath(QStringLiteral("scalescope-report-%1.pdf").arg(options.benchmark)),
        tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    settings.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    options.selection = m_selection->ids();
    options.stability = m_rankingView->stabilityOptions();
    if (probeShown && options.sections.testFlag(ReportSection::Probe))
        options.probe = m_probeView->currentRun();
    // The sensitivity analyses run off the GUI thread; the pages are drawn on it (charts need it).
    statusBar()->showMessage(tr("Preparing the report…"));
    const auto dataset = m_document->sharedDataset();
    m_reports->start<std::optional<ReportContent>>(
        [dataset, analysis, options](const JobRunner::Context &context) {
            return prepareReport(*dataset, analysis, options, context.cancel);
        },
        [this, path](std::optional<ReportContent> content) {
            if (!content)
                return;
            QApplication::setOverrideCursor(Qt::WaitCursor);
            QString error;
            const int pages = writeReport(*content, path, &error);
            QApplication::restoreOverrideCursor();
            if (pages == 0)
                QMessageBox::warning(this, tr("Export Report"),
                                     richTextOf(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error)));
            else
                statusBar()->showMessage(tr("Wrote %1 (%n page(s))", nullptr, pages).arg(QDir::toNativeSeparators(path)), 8000);
        });
}

void MainWindow::showHelp()
{
    if (!m_help)
        m_help = new HelpDialog(this);
    m_help->show();
    m_help->raise();
    m_help->showSection(pageAt(m_tabs->currentIndex())->pageKey());
}

void MainWindow::showAbout()
{
    QString notices;
    for (const char *name : {":/scalescope/THIRD-PARTY.md", ":/scalescope/sample/NOTICE.md", ":/scalescope/rules/NOTICE.md"}) {
        QFile file(QString::fromLatin1(name));
        if (file.open(QIODevice::ReadOnly))
            notices += QString::fromUtf8(file.readAll()) + QLatin1Char('\n');
    }
    QMessageBox box(this);
    box.setWindowTitle(tr("About ScaleScope"));
    box.setTextFormat(Qt::RichText);
    box.setText(tr("<p><b>ScaleScope</b> %1</p><p>Choose how many of which GPUs to train on, "
                   "from MLPerf Training results, a scaling model and measurements of your own "
                   "machine.</p>")
                    .arg(tr("%1 (commit %2)").arg(QLatin1String(buildinfo::version()), QLatin1String(buildinfo::commit()))));
    box.setInformativeText(tr("ScaleScope is free software under the GNU General Public License, version 3 or later, "
                              "and comes with no warranty. The embedded sample and rule table are derived from "
                              "MLCommons' work under the Apache License 2.0. Show Details for every notice."));
    box.setDetailedText(notices);
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

// Dropped files replace what is open; with Ctrl held they are added to it.
void MainWindow::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    if (event->modifiers() & Qt::ControlModifier)
        addPaths(paths);
    else
        openPaths(paths);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_tablePage->saveSettings();
    m_document->imports()->cancel();
    m_analysis->cancel();
    m_reports->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace scalescope
