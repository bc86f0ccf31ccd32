#include "app/MainWindow.h"

#include "app/ConfigurationTableModel.h"
#include "app/ImportRunner.h"
#include "core/Localization.h"
#include "core/SourceImporter.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    m_model = new ConfigurationTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ConfigurationTableModel::SortRole);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("configurationTable"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ConfigurationTableModel::Round, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);

    auto *empty = new QWidget(this);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyLabel = new QLabel(empty);
    m_emptyLabel->setObjectName(QStringLiteral("emptyStateLabel"));
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setWordWrap(true);
    m_emptyOpenButton = new QPushButton(empty);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyLabel);
    emptyLayout->addWidget(m_emptyOpenButton, 0, Qt::AlignHCenter);
    emptyLayout->addStretch();

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(empty);
    m_stack->addWidget(m_table);
    setCentralWidget(m_stack);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->hide();
    m_cancelButton = new QToolButton(this);
    m_cancelButton->hide();
    statusBar()->addWidget(m_summary, 1);
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

    createActions();
    retranslateUi();
    updateSummary();

    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1200, 760);
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
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_viewMenu = menuBar()->addMenu(QString());
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
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::retranslateUi()
{
    setWindowTitle(tr("ScaleScope"));
    m_fileMenu->setTitle(tr("&File"));
    m_openFileAction->setText(tr("&Open File…"));
    m_openFileAction->setStatusTip(tr("Open a results table (CSV) or a ScaleScope dataset (JSON or CSV)"));
    m_openFolderAction->setText(tr("Open &Folder…"));
    m_openSampleAction->setText(tr("Open &Sample"));
    m_openSampleAction->setStatusTip(tr("Open the embedded sample: real MLPerf Training results v1.0, v3.1 and v4.0"));
    m_openFolderAction->setStatusTip(tr("Open an MLPerf Training results folder"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About ScaleScope"));
    m_emptyLabel->setText(tr("No data yet.\n\nOpen an MLPerf Training results folder (for example "
                             "training_results_v4.0, one organisation's folder inside it, or one system's "
                             "results folder) with File ▸ Open Folder… (Ctrl+Shift+O), a results table or ScaleScope "
                             "dataset with File ▸ Open File… (Ctrl+O), or the embedded sample with File ▸ Open "
                             "Sample. A path can also be given on the command line: scalescope PATH"));
    m_emptyOpenButton->setText(tr("Open Folder…"));
    m_cancelButton->setText(tr("Cancel"));
    m_progress->setFormat(tr("Importing %v of %m files"));
    const bool korean = currentLanguage() == QLatin1String("ko");
    m_koreanAction->setChecked(korean);
    m_englishAction->setChecked(!korean);
    m_model->retranslate();
    updateSummary();
}

void MainWindow::updateSummary()
{
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
    m_summary->setText(tr("%n configuration(s), %1 with an official score · %2 errors, %3 warnings",
                          nullptr, static_cast<int>(m_dataset.configurations.size()))
                           .arg(scored)
                           .arg(m_dataset.count(Severity::Error))
                           .arg(m_dataset.count(Severity::Warning)));
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
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Results File"), settings.value(QStringLiteral("paths/lastFolder")).toString(),
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

void MainWindow::showAbout()
{
    QFile notice(QStringLiteral(":/scalescope/sample/NOTICE.md"));
    const QString credits = notice.open(QIODevice::ReadOnly) ? QString::fromUtf8(notice.readAll()).toHtmlEscaped() : QString();
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

void MainWindow::openPaths(const QStringList &paths, const QString &round)
{
    m_lastError.clear();
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
    } else {
        m_dataset = dataset;
        m_model->setConfigurations(m_dataset.configurations);
        m_table->resizeColumnsToContents();
        for (int col = 0; col < m_model->columnCount(); ++col)  // long system names must not push the score away
            m_table->setColumnWidth(col, std::min(m_table->columnWidth(col), 280));
        m_stack->setCurrentWidget(m_table);
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
    if (!m_dataset.isEmpty())
        m_summary->setText(m_lastError);
    emit importFinished();
}

void MainWindow::setLanguage(const QString &language)
{
    installLanguage(language);  // sends LanguageChange to every widget
    QSettings().setValue(QStringLiteral("ui/language"), currentLanguage());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    m_runner->cancel();
    QMainWindow::closeEvent(event);
}

}  // namespace scalescope
