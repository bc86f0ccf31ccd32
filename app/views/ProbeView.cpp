// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeView.h"

#include "app/charts/ChartPanel.h"
#include "app/probe/ProbeCharts.h"
#include "app/probe/ProbeDeviceListing.h"
#include "app/probe/ProbeProcess.h"
#include "app/probe/ProbeRunModel.h"
#include "app/views/ColumnScroll.h"
#include "app/views/ProbeBudgetBox.h"
#include "app/views/ProbeClusterPage.h"
#include "app/views/ProbeComparePage.h"
#include "app/views/ProbeProgress.h"
#include "app/views/ProbeRunCharts.h"
#include "app/views/ProbeRunsPage.h"
#include "app/views/ProbeSuitePicker.h"
#include "app/views/ProbeTargetBox.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCompare.h"

#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace scalescope::views {

// The page in parts: the controls (where, what, how long, run), the result pages (charts, cluster,
// saved runs, compare) that observe the run shown, what the probe process reports, and what the
// saved runs' buttons do.
ProbeView::ProbeView(QWidget *parent)
    : QWidget(parent), m_process(new probe::ProbeProcess(this)), m_model(new probe::ProbeRunModel(this))
{
    auto *split = new QSplitter(this);
    split->addWidget(createControls());
    split->addWidget(createResultPages());
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connectProcess();
    connectRunsPage();
    connect(m_model, &probe::ProbeRunModel::replaced, this, &ProbeView::showHosts);
    retranslateUi();
    showHosts();
}

QWidget *ProbeView::createControls()
{
    m_devices = new QLabel(this);
    m_devices->setObjectName(QStringLiteral("probeDevices"));
    m_devices->setTextFormat(Qt::PlainText); // device names and errors come from the probe
    m_devices->setWordWrap(true);
    m_budgetLabel = new QLabel(this);
    m_target = new ProbeTargetBox(this);
    m_picker = new ProbeSuitePicker(this);
    m_deviceChoice = new QComboBox(this);
    m_deviceChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_deviceChoice->setMinimumContentsLength(16);
    m_deviceChoice->addItem(QString(), QStringLiteral("all"));
    m_budget = new ProbeBudgetBox(this);
    m_budgetLabel->setBuddy(m_budget);
    m_runButton = new QPushButton(this);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setEnabled(false);
    m_progress = new ProbeProgress(this);
    // The message scrolls in the room left below the controls: the launcher's account of a job
    // that ended early ran past the pane's foot at 1024 × 700. Plain text: the probe's and ssh's
    // words, run names from files.
    m_message = new QPlainTextEdit(this);
    m_message->setObjectName(QStringLiteral("probeMessage"));
    m_message->setReadOnly(true);
    // Selectable by mouse and keys (a caret, Ctrl+End): mpirun's words, to copy into a search.
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_message->setFocusPolicy(Qt::ClickFocus); // no caret blinking in an empty box before any run
    m_message->setFrameShape(QFrame::NoFrame);
    m_message->viewport()->setAutoFillBackground(false);
    m_message->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Only the room the controls leave (their flows first: the suites were cut), but two lines at least.
    m_message->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing() + 8);

    m_chooseProbe = new QPushButton(this);
    connect(m_chooseProbe, &QPushButton::clicked, this, &ProbeView::chooseProbe);
    connect(m_target, &ProbeTargetBox::targetChanged, this, [this] {
        m_chooseProbe->setEnabled(!m_target->target().isRemote()); // the program chosen here runs here only
        refreshDevices();
    });
    connect(m_target, &ProbeTargetBox::commandChanged, this, &ProbeView::refreshDevices);
    auto *controls = new QWidget(this);
    auto *c = new QVBoxLayout(controls);
    c->addWidget(m_target);
    c->addWidget(m_devices);
    c->addWidget(m_chooseProbe, 0, Qt::AlignLeft);
    c->addWidget(m_picker);
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budgetLabel);
    budgetRow->addWidget(m_budget, 1);
    c->addLayout(budgetRow);
    c->addWidget(m_deviceChoice);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    c->addLayout(buttons);
    c->addWidget(m_progress);
    c->addWidget(m_message, 1);
    return new ColumnScroll(controls, this);
}

QWidget *ProbeView::createResultPages()
{
    m_charts = new ProbeRunCharts(m_model, this);
    m_cluster = new ProbeClusterPage(this);
    m_runs = new ProbeRunsPage(this);
    m_comparePage = new ProbeComparePage(this);

    m_tabs = new QTabWidget(this);
    m_tabs->setUsesScrollButtons(false); // every tab in sight in a narrow window, its name elided
    m_tabs->setElideMode(Qt::ElideRight);
    auto *exportShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this);
    connect(exportShortcut, &QShortcut::activated, this, &ProbeView::exportChart);
    for (charts::ChartPanel *panel : m_charts->panels())
        m_tabs->addTab(panel, QString());
    m_tabs->addTab(m_cluster, QString());
    m_tabs->addTab(m_runs, QString());
    m_tabs->addTab(m_comparePage, QString());
    return m_tabs;
}

void ProbeView::connectProcess()
{
    connect(m_process, &probe::ProbeProcess::listed, this, [this](const QJsonObject &list, const QString &error) {
        QStringList suites, precisions;
        for (const QJsonValue &suite : list.value(QLatin1String("suites")).toArray())
            suites << suite.toObject().value(QLatin1String("name")).toString();
        for (const QJsonValue &p : list.value(QLatin1String("precisions")).toArray())
            precisions << p.toString();
        m_picker->setOffered(suites, precisions);
        showDevices(list, error);
    });
    connect(m_runButton, &QPushButton::clicked, this, &ProbeView::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &ProbeView::cancel);
    connect(m_process, &probe::ProbeProcess::progress, m_progress, &ProbeProgress::setProgress);
    connect(m_process, &probe::ProbeProcess::testFinished, m_model, &probe::ProbeRunModel::append);
    connect(m_process, &probe::ProbeProcess::warning, this, [this](const QString &w) {
        say([w]() -> QString {
            return tr("Running… results appear as they are measured.") + QLatin1Char('\n') + tr("The probe says: %1").arg(w);
        });
    });
    connect(m_process, &probe::ProbeProcess::failed, this, [this](const QString &why) {
        setRunning(false);
        m_progress->finish(QStringLiteral("failed"));
        say([why]() -> QString { return why; }); // the process's words, already in the language of the moment
        emit runFinished();
    });
    connect(m_process, &probe::ProbeProcess::finished, this,
            [this](const probe::ProbeRun &run, bool cancelled, const QString &early) {
                setRunning(false);
                const QString outcome = cancelled          ? QStringLiteral("cancelled")
                                        : !early.isEmpty() ? QStringLiteral("stopped")
                                                           : probe::runOutcome(run);
                m_progress->finish(outcome == QLatin1String("complete") || outcome == QLatin1String("cancelled") ||
                                           outcome == QLatin1String("stopped")
                                       ? outcome
                                       : QStringLiteral("failed"));
                if (outcome == QLatin1String("complete") && m_started.isValid()) // what the time limit takes here, for its label
                    m_budget->rememberTook(m_started.elapsed() / 1000.0);
                QString error;
                const QString saved = probe::ProbeHistory::save(run, &error);
                say([saved, error, cancelled, early]() -> QString { // early: the process's words, as failed's
                    const QString where = QDir::toNativeSeparators(saved);
                    if (saved.isEmpty())
                        return (early.isEmpty() ? QString() : early + QLatin1Char('\n')) +
                               tr("The run could not be saved: %1").arg(error);
                    if (!early.isEmpty())
                        return early + QLatin1Char('\n') + tr("Saved as %1.").arg(where);
                    return (cancelled ? tr("Cancelled; the partial results are kept and saved as %1.")
                                      : tr("Finished; saved as %1."))
                        .arg(where);
                });
                openRun(run, saved);
                m_runs->refresh();
                emit runFinished();
            });
}

void ProbeView::connectRunsPage()
{
    connect(m_runs, &ProbeRunsPage::openRequested, this,
            [this](const probe::ProbeRun &run, const QString &path) { openRun(run, path); });
    connect(m_runs, &ProbeRunsPage::compareRequested, this, &ProbeView::compare);
    connect(m_runs, &ProbeRunsPage::twoRunsNeeded, this,
            [this] { say([]() -> QString { return tr("Select two runs in the list to compare them."); }); });
    connect(m_runs, &ProbeRunsPage::imported, this, [this] { m_tabs->setCurrentWidget(m_runs); });
}

void ProbeView::refreshHistory()
{
    m_runs->refresh();
}

QTableWidget *ProbeView::historyTable() const
{
    return m_runs->table();
}

QTableWidget *ProbeView::compareTable() const
{
    return m_comparePage->table();
}

QList<charts::ChartPanel *> ProbeView::panels() const
{
    return m_charts->panels() + QList<charts::ChartPanel *>{m_cluster->peerPanel(), m_comparePage->panel()};
}

QChart *ProbeView::gemmChart() const
{
    return m_charts->gemm()->chart();
}
QChart *ProbeView::bandwidthChart() const
{
    return m_charts->bandwidth()->chart();
}
QChart *ProbeView::scalingChart() const
{
    return m_charts->scaling()->chart();
}
const probe::ProbeRun &ProbeView::currentRun() const
{
    return m_model->run();
}
QString ProbeView::currentRunPath() const
{
    return m_model->path();
}
QString ProbeView::message() const
{
    return m_message->toPlainText();
}
QString ProbeView::deviceText() const
{
    return m_devices->text();
}
QStringList ProbeView::suiteNames() const
{
    return m_picker->suiteNames();
}
QComboBox *ProbeView::budgetBox() const
{
    return m_budget;
}
QComboBox *ProbeView::hostBox() const
{
    return m_target->hostBox();
}
QLineEdit *ProbeView::commandEdit() const
{
    return m_target->commandEdit();
}

ProbeView::~ProbeView()
{
    // Closing the window takes the focus from a host being typed, and the box reports it: not to a
    // page that is half destroyed.
    disconnect(m_target, nullptr, this, nullptr);
}

void ProbeView::refreshDevices()
{
    if (const QString refused = m_target->refusedHost(); !refused.isEmpty()) {
        m_devices->setText(ProbeTargetBox::refusedHostText(refused));
        return;
    }
    m_devices->setText(tr("Looking for devices…"));
    m_process->list(m_target->target());
}

void ProbeView::say(std::function<QString()> text)
{
    m_say = std::move(text);
    m_message->setPlainText(m_say ? m_say() : QString());
}

void ProbeView::showDevices(const QJsonObject &list, const QString &error)
{
    m_deviceList = list; // kept, to say it again in another language
    m_deviceError = error;
    if (list.isEmpty()) {
        m_devices->setText(error);
        emit devicesRefreshed();
        return;
    }
    const probe::ProbeDeviceListing listing = probe::deviceListing(list);
    while (m_deviceChoice->count() > 1)
        m_deviceChoice->removeItem(1);
    for (const auto &[name, index] : listing.gpus)
        m_deviceChoice->addItem(name, index);
    m_devices->setText(listing.lines.join(QLatin1Char('\n')));
    m_deviceChoice->setEnabled(m_deviceChoice->count() > 1);
    emit devicesRefreshed();
}

void ProbeView::showLatestRun()
{
    const QList<probe::SavedProbeRun> &saved = m_runs->saved();
    if (m_model->isEmpty() && !saved.isEmpty() && !m_process->isRunning())
        openRun(saved.first().run, saved.first().path);
}

bool ProbeView::run()
{
    probe::ProbeRequest r;
    r.suites = m_picker->chosenSuites();
    r.precisions = m_picker->chosenPrecisions();
    r.budgetS = m_budget->seconds();
    r.devices = m_deviceChoice->currentData().toString();
    r.quick = r.budgetS <= 30;
    r.target = m_target->target();
    // Before the probe has listed its suites there is nothing to choose from: it measures its defaults.
    if (r.suites.isEmpty() && !m_picker->suiteNames().isEmpty()) {
        say([]() -> QString { return tr("Choose at least one suite."); });
        return false;
    }
    if (const QString refused = m_target->refusedHost(); !refused.isEmpty()) {
        say([refused]() -> QString { return ProbeTargetBox::refusedHostText(refused); });
        return false;
    }
    m_model->startLive(r.target.isRemote() ? r.target.host : tr("this machine"));
    if (!m_process->start(r))
        return false;
    m_target->remember(r.target);
    setRunning(true);
    say([]() -> QString { return tr("Running… results appear as they are measured."); });
    return true;
}

void ProbeView::cancel()
{
    m_progress->stopping();
    m_process->cancel();
    say([]() -> QString { return tr("Stopping…"); });
}

void ProbeView::setRunning(bool running)
{
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_target->setRunning(running);
    if (running) {
        m_progress->start();
        m_started.start();
    }
}

void ProbeView::openRun(const probe::ProbeRun &run, const QString &path)
{
    m_model->show(run, path);
    emit runShown(run);
}

bool ProbeView::openRunFile(const QString &path, QString *error)
{
    const std::optional<probe::ProbeRun> run = probe::readRunFile(path, error);
    if (!run)
        return false;
    openRun(*run, path);
    return true;
}

bool ProbeView::importRun(const QString &path, QString *error)
{
    return m_runs->importRun(path, error); // then shown where it now is (connectRunsPage)
}

void ProbeView::showHosts()
{
    // Only a run across ranks has a Hosts page; a run of one machine clears it once and hides it.
    const probe::ProbeRun &run = m_model->run();
    const int hostsTab = m_tabs->indexOf(m_cluster);
    if (run.isCluster() || m_tabs->isTabVisible(hostsTab))
        m_cluster->showRun(run);
    m_tabs->setTabVisible(hostsTab, run.isCluster());
}

void ProbeView::chooseProbe()
{
    QSettings settings;
    const QString current = probe::findExecutable();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the Probe Program"), current);
    if (path.isEmpty())
        return;
    if (!QFileInfo(path).isExecutable()) {
        QMessageBox::warning(this, tr("Choose the Probe Program"),
                             i18n::richTextOf(tr("%1 is not a program that can be run.").arg(QDir::toNativeSeparators(path))));
        return;
    }
    settings.setValue(QStringLiteral("probe/executable"), path);
    refreshDevices();
}

void ProbeView::exportChart()
{
    QWidget *tab = m_tabs->currentWidget();
    if (tab == m_runs) {
        say([]() -> QString {
            return tr("Choose the matrix, bandwidth, training-step, latency or comparison chart to export.");
        });
        return;
    }
    (tab == m_comparePage ? m_comparePage->panel()
     : tab == m_cluster   ? m_cluster->peerPanel()
                          : qobject_cast<charts::ChartPanel *>(tab))
        ->exportChart();
}

void ProbeView::compare(const probe::ProbeRun &a, const probe::ProbeRun &b)
{
    const QList<probe::ProbeComparison> pairs = m_comparePage->compare(a, b);
    const std::pair<QString, QString> names = probe::compareNames(a, b);
    const QString first = names.first, second = names.second; // captured below (clang 14: not a binding)
    if (pairs.isEmpty())
        say([first, second]() -> QString {
            return tr("The runs %1 and %2 share no test (suite, device and precision): run the same suites and "
                      "precisions on the same device to compare them.")
                .arg(first, second);
        });
    else if (std::any_of(pairs.cbegin(), pairs.cend(),
                         [](const probe::ProbeComparison &p) { return p.firstVaries || p.secondVaries; }))
        say([]() -> QString { return tr("⚠ marks medians whose repeats vary by more than 10 %: their ratio is not reliable."); });
    m_tabs->setCurrentWidget(m_comparePage);
}

void ProbeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_runs->refresh();
        m_charts->redrawAll();
        showHosts();
        m_comparePage->retranslateUi();
        if (m_say)
            m_message->setPlainText(m_say());
        if (!m_deviceList.isEmpty())
            showDevices(m_deviceList, {});
        else if (!m_deviceError.isEmpty())
            refreshDevices(); // the reason, found again and said in the new language
    }
    QWidget::changeEvent(event);
}

void ProbeView::retranslateUi()
{
    if (m_process->isListing())
        m_devices->setText(tr("Looking for devices…"));
    else if (m_deviceList.isEmpty() && m_deviceError.isEmpty())
        m_devices->setText(tr("Devices appear here once the probe has been asked (press Run, or open the tab again)."));
    m_budgetLabel->setText(tr("Time &limit:"));
    m_deviceChoice->setItemText(0, tr("All devices"));
    m_runButton->setText(tr("&Run"));
    m_cancelButton->setText(tr("Cancel"));
    m_progress->retranslateUi();
    m_picker->retranslateUi();
    m_target->retranslateUi();
    m_budget->retranslateUi();
    // Short names, so all five fit beside the controls in a 1024 px window; the tooltip says more.
    m_tabs->setTabText(0, tr("Matrix"));
    m_tabs->setTabToolTip(0, tr("Matrix multiply throughput per precision"));
    m_tabs->setTabText(1, tr("Bandwidth"));
    m_tabs->setTabToolTip(1, tr("Memory and host transfer bandwidth against size"));
    m_tabs->setTabText(2, tr("Training"));
    m_tabs->setTabToolTip(2, tr("The synthetic training step: speedup and efficiency against workers"));
    const int cluster = m_tabs->indexOf(m_cluster), runs = m_tabs->indexOf(m_runs), comparison = m_tabs->indexOf(m_comparePage);
    m_tabs->setTabText(cluster, tr("Hosts")); // not "Cluster": the Clusters tab groups configurations
    m_tabs->setTabToolTip(cluster, tr("The MPI job: its hosts and ranks, and the latency from rank 0 to each rank"));
    m_tabs->setTabText(runs, tr("Runs"));
    m_tabs->setTabToolTip(runs, tr("Saved probe runs: open, rename, delete, export, import, compare"));
    m_tabs->setTabText(comparison, tr("Compare"));
    m_tabs->setTabToolTip(comparison, tr("Two runs side by side, test by test"));
    m_runs->retranslateUi();
    m_chooseProbe->setText(tr("Probe Program…"));
    m_chooseProbe->setToolTip(tr("Which scalescope-probe to run (by default the one next to ScaleScope): %1")
                                  .arg(QDir::toNativeSeparators(probe::findExecutable())));
}

QString ProbeView::pageTitle() const
{
    return tr("&Probe");
}

} // namespace scalescope::views
