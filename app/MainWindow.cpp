// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MainWindow.h"

#include "app/ExportActions.h"
#include "app/ImportActions.h"
#include "app/MainMenus.h"
#include "app/SessionActions.h"
#include "app/SessionViews.h"
#include "app/StatusArea.h"
#include "app/WindowPlacement.h"

#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/PlannerCharts.h"
#include "app/dialogs/AboutBox.h"
#include "app/dialogs/FontCheck.h"
#include "app/dialogs/HelpDialog.h"
#include "app/dialogs/SourceProblemDialog.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/probe/ProbeCharts.h"
#include "app/report/ReportChartEdits.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/AnalysisBar.h"
#include "app/views/ClustersView.h"
#include "app/views/DetailsPane.h"
#include "app/views/DockShare.h"
#include "app/views/FilterBar.h"
#include "app/views/PageTabs.h"
#include "app/views/PlannerView.h"
#include "app/views/ProbeView.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "app/views/TablePage.h"
#include "app/views/WeakScalingView.h"
#include "core/i18n/Localization.h"
#include "core/i18n/SafeText.h"
#include "core/import/SourceImporter.h"
#include "core/probe/ProbeRun.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>

namespace scalescope {

// The window as a table of contents: the shared state, the pages, the details dock and status bar,
// the actions and the questions they ask, how the parts talk, the menus; then the geometry and
// columns saved at the last close.
MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    createState();
    createTablePage();
    createPages();
    createDetailsAndStatusBar();
    createActions();
    connectParts();
    createMenus();
    retranslateUi();
    m_document->markSaved();
    m_firstStart = !restoreWindowPlacement(this);
    m_tablePage->restoreSettings();
}

// What every part shares: the table's model and filters, the analysis, the selection, the document.
void MainWindow::createState()
{
    m_model = new models::ConfigurationTableModel(this);
    m_filter = new models::ConfigurationFilterModel(this);
    m_filter->setSourceModel(m_model);
    m_analysis = new state::AnalysisController(this);
    m_analysis->setSettings(views::RankingView::initialSettings());
    m_selection = new state::ConfigurationSelection(this);
    m_document = new state::DocumentController(m_analysis, this);
}

void MainWindow::createTablePage()
{
    m_tablePage = new views::TablePage(m_model, m_filter, this);
    m_table = m_tablePage->table();
    m_filterBar = m_tablePage->filterBar();
    m_tablePage->followSelection(m_selection);
    connect(m_tablePage, &views::TablePage::selectionHidden, this, [this](const QString &id) {
        statusBar()->showMessage(tr("%1 is selected but hidden by the table's filters.").arg(id), 6000);
    });
    // The table's filters are the analysis' filters (they decide only when "filtered rows only" is on).
    connect(m_filter, &models::ConfigurationFilterModel::filterChanged, m_analysis, &state::AnalysisController::setFilter);
    connect(m_tablePage, &views::TablePage::openFolderRequested, this,
            [this]() { m_imports->openFolderDialog(ImportMode::Replace); });
    connect(m_tablePage, &views::TablePage::openSampleRequested, this, &MainWindow::openSample);
}

void MainWindow::createPages()
{
    m_scalingView = new views::ScalingView(m_analysis, m_selection, this);
    m_weakView = new views::WeakScalingView(m_analysis, m_selection, this);
    m_surfaceView = new views::SurfaceView(m_analysis, m_selection, this);
    m_clustersView = new views::ClustersView(m_analysis, m_selection, this);
    m_rankingView = new views::RankingView(m_analysis, m_selection, this);
    m_plannerView = new views::PlannerView(m_analysis, m_selection, this);
    m_probeView = new views::ProbeView(this);
    m_tabs = new views::PageTabs(this);
    m_tabs->addPage(m_tablePage);
    m_tabs->addPage(m_scalingView);
    m_tabs->addPage(m_weakView);
    m_tabs->addPage(m_surfaceView);
    m_tabs->addPage(m_clustersView);
    m_tabs->addPage(m_rankingView);
    m_tabs->addPage(m_plannerView);
    m_tabs->addPage(m_probeView);
    connect(m_plannerView, &views::PlannerView::plannedChanged, this, [this](std::shared_ptr<const analysis::Plan> plan) {
        m_scalingView->setPlan(plan);
        m_surfaceView->setPlannedPoint(plan ? charts::plannedSurfacePoint(*plan) : std::nullopt);
    });
    connect(m_probeView, &views::ProbeView::runShown, this, [this](const probe::ProbeRun &run) {
        m_scalingView->setLocalRun(run);
        m_surfaceView->setExtraPoints(probe::surfacePoints(run));
    });
    // Always shown, like a toolbar: it decides what every analysis tab shows, and hiding it on the
    // other tabs would make the tabs jump.
    m_analysisBar = new views::AnalysisBar(m_analysis, this);
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
    m_details = new views::DetailsPane(this);
    m_details->follow(m_selection, m_document);
    m_detailsDock = new QDockWidget(this);
    m_detailsDock->setObjectName(QStringLiteral("detailsDock"));
    m_detailsDock->setWidget(m_details);
    m_details->setMinimumWidth(280); // the runs table still reads at this width; 1024 px windows need it
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    new views::DockShare(this, m_detailsDock, 0.28, 0.5); // wider with the window: the runs table needs it
    m_status = new StatusArea(statusBar(), m_document, m_filter);
}

void MainWindow::connectParts()
{
    connect(m_analysis, &state::AnalysisController::settingsChanged, this, &MainWindow::updateTitle);
    connect(m_analysis, &state::AnalysisController::resultChanged, m_model, &models::ConfigurationTableModel::setAnalysis);
    connect(m_document, &state::DocumentController::importStarted, m_status, &StatusArea::importStarted);
    connect(m_document, &state::DocumentController::datasetReplaced, this, &MainWindow::applyDataset);
    connect(m_document, &state::DocumentController::importEnded, this, &MainWindow::onImportEnded);
    connect(m_document, &state::DocumentController::recentChanged, this, &MainWindow::updateRecentMenus);
    connect(m_document, &state::DocumentController::documentChanged, this, &MainWindow::updateTitle);

    connect(m_tabs, &views::PageTabs::chartExported, m_status, &StatusArea::chartExported);
}

void MainWindow::createActions()
{
    m_exports = new ExportActions(this, m_document, m_analysis, m_selection,
                                  {[this]() { return m_rankingView->stabilityOptions(); },
                                   [this]() -> const probe::ProbeRun & { return m_probeView->currentRun(); },
                                   [this]() { return m_scalingView->fitChoice(); },
                                   [this]() {
                                       return report::reportChartEdits({}, m_scalingView->options(), m_surfaceView->options(),
                                                                       m_clustersView->options(), m_rankingView->options());
                                   }});
    m_exports->setTable(m_model, m_filter);
    m_sessions = new SessionActions(this, m_document, [this]() { return currentSession(); });
    m_sessionViews = new SessionViews(m_document, m_analysis, m_selection, m_tabs, m_probeView, m_status);
    // A probe run goes to the Probe tab's history, which is then shown.
    m_imports = new ImportActions(this, m_document, m_sessions, m_status, [this](const QString &path, QString *error) {
        const bool imported = m_probeView->importRun(path, error);
        if (imported)
            m_tabs->setCurrentWidget(m_probeView);
        return imported;
    });
    connect(m_imports, &ImportActions::declined, this, &MainWindow::importFinished);
    m_document->setSourcePrompt(
        [this](const QString &path, io::SourceProblem problem) { return dialogs::askAboutSource(this, path, problem); });
}

MainWindow::~MainWindow() = default;

void MainWindow::showAtStart()
{
    showWindowAtStart(this, m_firstStart);
}

void MainWindow::createMenus()
{
    m_menus = new MainMenus(menuBar(), m_tablePage->columnsMenu(), m_detailsDock->toggleViewAction(), this);
    connect(m_menus, &MainMenus::openFileRequested, m_imports,
            [this](bool add) { m_imports->openFileDialog(add ? ImportMode::Add : ImportMode::Replace); });
    connect(m_menus, &MainMenus::openFolderRequested, m_imports,
            [this](bool add) { m_imports->openFolderDialog(add ? ImportMode::Add : ImportMode::Replace); });
    connect(m_menus, &MainMenus::openSampleRequested, this, &MainWindow::openSample);
    connect(m_menus, &MainMenus::openRecentRequested, this, [this](const QString &path) { openPaths({path}); });
    connect(m_menus, &MainMenus::openRecentSessionRequested, m_sessions, &SessionActions::open);
    connect(m_menus, &MainMenus::builtInRulesRequested, m_imports, &ImportActions::useBuiltInRules);
    connect(m_menus, &MainMenus::rulesFolderRequested, m_imports, &ImportActions::chooseRulesFolder);
    connect(m_imports, &ImportActions::rulesChanged, m_menus, &MainMenus::showRules);
    connect(m_imports, &ImportActions::message, statusBar(), &QStatusBar::showMessage);
    connect(m_menus, &MainMenus::openSessionRequested, m_sessions, &SessionActions::openDialog);
    connect(m_menus, &MainMenus::saveSessionRequested, m_sessions, &SessionActions::saveDialog);
    connect(m_menus, &MainMenus::exportTableRequested, m_exports, &ExportActions::exportTableDialog);
    connect(m_menus, &MainMenus::exportReportRequested, m_exports, &ExportActions::exportReportDialog);
    connect(m_exports, &ExportActions::message, statusBar(), &QStatusBar::showMessage);
    connect(m_sessions, &SessionActions::message, statusBar(), &QStatusBar::showMessage);
    connect(m_menus, &MainMenus::quitRequested, this, &QWidget::close);
    connect(m_menus, &MainMenus::searchRequested, this, [this]() {
        m_tabs->setCurrentIndex(0);
        m_filterBar->searchBox()->setFocus();
        m_filterBar->searchBox()->selectAll();
    });
    connect(m_menus, &MainMenus::importReportRequested, m_status, &StatusArea::showReport);
    connect(m_menus, &MainMenus::languageRequested, this, &MainWindow::setLanguage);
    connect(m_menus, &MainMenus::helpRequested, this, &MainWindow::showHelp);
    connect(m_menus, &MainMenus::aboutRequested, this, [this]() { dialogs::showAboutBox(this); });
    updateRecentMenus();
}

void MainWindow::retranslateUi()
{
    m_menus->retranslate();
    m_detailsDock->setWindowTitle(tr("Details"));
    m_tabs->retranslate();
    m_model->retranslate();
    m_tablePage->retranslate();
    m_status->retranslate();
    updateTitle();
}

// "ScaleScope — training_v4.0 + 2 more", or the session's name; "[*]" shows unsaved changes.
void MainWindow::updateTitle()
{
    const QString name = m_document->displayName();
    setWindowTitle(name.isEmpty() ? tr("ScaleScope[*]") : tr("ScaleScope — %1[*]").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateRecentMenus()
{
    m_menus->showRecent(m_document->recentFiles(), m_document->recentSessions());
}

void MainWindow::openSample()
{
    openPaths({QLatin1String(import::kSamplePath)});
}

void MainWindow::openPaths(const QStringList &paths, const QString &round)
{
    m_imports->open(paths, round);
}

void MainWindow::addPaths(const QStringList &paths, const QString &round)
{
    m_imports->add(paths, round);
}

void MainWindow::setRoundPrompt(std::function<QString(const QString &)> prompt)
{
    m_imports->setRoundPrompt(std::move(prompt));
}

void MainWindow::onImportEnded(const state::ImportResult &outcome)
{
    m_status->importEnded(outcome); // the title follows the document (documentChanged)
    emit importFinished();
    if (outcome.result == state::ImportResult::Result::Applied && outcome.session)
        emit sessionOpened();
}

void MainWindow::applyDataset(const std::optional<analysis::AnalysisSettings> &settings)
{
    const std::shared_ptr<const model::Dataset> dataset = m_document->sharedDataset();
    m_model->setConfigurations(dataset->configurations);
    m_filterBar->setConfigurations(dataset->configurations);
    if (settings) // the session's filters are the table's
        m_filterBar->showFilter(settings->filter);
    m_tablePage->fitColumns();
    m_tablePage->showRows(!dataset->isEmpty());
    analysis::AnalysisSettings s = settings.value_or(m_analysis->settings());
    s.filter = m_filter->filter();
    m_analysis->reset(dataset, s);
    m_status->datasetReplaced();
    m_selection->keepIn(dataset->configurations); // a selection not in the new data goes
    m_tablePage->showSelection(m_selection->ids());
}

io::Session MainWindow::currentSession() const
{
    return m_sessionViews->capture();
}

bool MainWindow::openSession(const QString &path)
{
    return m_sessions->open(path);
}

bool MainWindow::saveSession(const QString &path, QString *error)
{
    return m_sessions->save(path, error);
}

void MainWindow::setSavePrompt(std::function<QMessageBox::StandardButton()> prompt)
{
    m_sessions->setSavePrompt(std::move(prompt));
}

void MainWindow::selectConfiguration(const QString &id)
{
    m_selection->select(id);
}

dialogs::ImportReportDialog *MainWindow::importReport()
{
    return m_status->report();
}

bool MainWindow::exportTable(const QString &path, bool filteredOnly, QString *error)
{
    return m_exports->exportTable(path, filteredOnly, error);
}

bool MainWindow::exportReport(const QString &path, QString *error)
{
    return m_exports->exportReport(path, error);
}

void MainWindow::showHelp()
{
    if (!m_help)
        m_help = new dialogs::HelpDialog(this);
    m_help->show();
    m_help->raise();
    m_help->showSection(m_tabs->currentPage()->pageKey());
}

void MainWindow::setLanguage(const QString &language)
{
    i18n::installLanguage(language); // sends LanguageChange to every widget
    QSettings().setValue(QStringLiteral("ui/language"), i18n::currentLanguage());
    if (i18n::currentLanguage() == QLatin1String("ko"))
        dialogs::warnOnceIfNoHangulFont(this);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    if (m_imports->drop(event->mimeData(), event->modifiers()))
        event->acceptProposedAction();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_sessions->maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowPlacement(this);
    m_tablePage->saveSettings();
    m_document->imports()->cancel();
    m_analysis->cancel();
    m_exports->cancel();
    QMainWindow::closeEvent(event);
}

} // namespace scalescope
