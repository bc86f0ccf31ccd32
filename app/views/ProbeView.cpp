// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeView.h"

#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/FlowLayout.h"
#include "app/charts/ProbeCharts.h"
#include "app/probe/ProbeProcess.h"
#include "app/views/ProbeClusterPage.h"
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCompare.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMap>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace scalescope {
namespace {

// The plain probe's suites, shown until the probe's own --list names them (it lists what it has).
const QStringList kDefaultSuites = {QStringLiteral("inventory"), QStringLiteral("gemm"),      QStringLiteral("memory"),
                                    QStringLiteral("host"),      QStringLiteral("p2p"),       QStringLiteral("latency"),
                                    QStringLiteral("allreduce"), QStringLiteral("train-step")};
const QStringList kPrecisions = {QStringLiteral("fp64"), QStringLiteral("fp32"), QStringLiteral("tf32"),
                                 QStringLiteral("fp16"), QStringLiteral("bf16"), QStringLiteral("fp8")};

} // namespace

QString outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("cancelled"))
        return ProbeView::tr("cancelled");
    if (outcome == QLatin1String("failed"))
        return ProbeView::tr("failed");
    return ProbeView::tr("complete");
}

// What went wrong in a run that did not complete: its failed tests with the reason, the first
// few of them (a lost GPU fails every suite after it).
QString probeFailuresText(const ProbeRun &run)
{
    QStringList lines, notRun;
    int failed = 0;
    for (const ProbeTest &t : run.tests) {
        if (t.status != ProbeStatus::Failed)
            continue;
        if (t.reasonKind == ProbeReason::DeviceLost && t.reason.startsWith(QLatin1String("not run: "))) {
            notRun << t.suite; // the suites after the loss: named once, not each with the same reason
            continue;
        }
        if (++failed <= 6)
            lines << ProbeView::tr("%1: %2 (%3)").arg(t.name, probeReasonText(t.reasonKind, t.reasonCode), t.reason);
    }
    if (failed > 6)
        lines << ProbeView::tr("… and %n more failed test(s)", nullptr, failed - 6);
    if (!notRun.isEmpty())
        lines << ProbeView::tr("Not run, because the GPU could no longer be used: %1").arg(notRun.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QString probeReasonText(const QString &code)
{
    return probeReasonText(probeReasonFromCode(code), code);
}

// The switch names every reason: the compiler says when one has no words.
QString probeReasonText(ProbeReason reason, const QString &asWritten)
{
    switch (reason) {
    case ProbeReason::NoCudaDriver:
        return ProbeView::tr("no NVIDIA driver (libcuda) is installed");
    case ProbeReason::NoCudaDevice:
        return ProbeView::tr("no CUDA device was found");
    case ProbeReason::NotCompiled:
        return ProbeView::tr("this probe was built without CUDA");
    case ProbeReason::CudaError:
        return ProbeView::tr("the CUDA runtime reported an error");
    case ProbeReason::NoReducedPrecision:
        return ProbeView::tr("this processor has no bf16 arithmetic");
    case ProbeReason::UnsupportedPrecision:
        return ProbeView::tr("this device or backend does not support that precision");
    case ProbeReason::LibraryMissing:
        return ProbeView::tr("a library the test needs (cuBLASLt, NCCL or NVML) is not installed");
    case ProbeReason::SymbolMissing:
        return ProbeView::tr("an installed CUDA library is older than the probe needs");
    case ProbeReason::SingleDevice:
        return ProbeView::tr("the test needs two or more GPUs");
    case ProbeReason::SingleRank:
        return ProbeView::tr("the test needs two or more MPI ranks");
    case ProbeReason::NoPeerAccess:
        return ProbeView::tr("these GPUs cannot reach each other's memory directly");
    case ProbeReason::VerificationFailed:
        return ProbeView::tr("the result did not pass its own check");
    case ProbeReason::RuntimeError:
        return ProbeView::tr("the test stopped with an error");
    case ProbeReason::DeviceLost:
        return ProbeView::tr("an error left the GPU unusable, so the tests after it could not run");
    case ProbeReason::BudgetExhausted:
        return ProbeView::tr("the time budget ran out first");
    case ProbeReason::Interrupted:
        return ProbeView::tr("the run was cancelled");
    case ProbeReason::None:
    case ProbeReason::Unknown:
        break;
    }
    return asWritten;
}

// The page in parts: the controls (where, what, how long, run), the result pages (charts, cluster,
// saved runs, compare), what the probe process reports, and what the saved runs' buttons do.
ProbeView::ProbeView(QWidget *parent) : QWidget(parent), m_process(new ProbeProcess(this))
{
    auto *split = new QSplitter(this);
    split->addWidget(createControls());
    split->addWidget(createResultPages());
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connectProcess();
    connectRunButtons();
    retranslateUi();
    refreshHistory();
    redrawCharts();
    showCompareHint();
}

QWidget *ProbeView::createControls()
{
    m_devices = new QLabel(this);
    m_devices->setObjectName(QStringLiteral("probeDevices"));
    m_devices->setTextFormat(Qt::PlainText); // device names and errors come from the probe
    m_devices->setWordWrap(true);
    m_suiteLabel = new QLabel(this);
    m_precisionLabel = new QLabel(this);
    m_budgetLabel = new QLabel(this);
    m_suiteGrid = new QGridLayout;
    setSuites(kDefaultSuites);
    m_hostLabel = new QLabel(this);
    m_host = new QComboBox(this);
    m_host->setObjectName(QStringLiteral("probeHost"));
    m_host->setEditable(true); // a new host is typed: user@node or an alias of ~/.ssh/config
    m_host->setInsertPolicy(QComboBox::NoInsert);
    m_host->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_host->setMinimumContentsLength(16);
    m_host->addItem(QString());
    m_host->addItems(QSettings().value(QStringLiteral("probe/hosts")).toStringList());
    m_hostLabel->setBuddy(m_host);
    m_commandLabel = new QLabel(this);
    m_command = new QLineEdit(this);
    m_command->setObjectName(QStringLiteral("probeRemoteCommand"));
    m_command->setEnabled(false);
    m_commandLabel->setBuddy(m_command);
    connect(m_host, &QComboBox::activated, this, &ProbeView::targetChanged);
    connect(m_host->lineEdit(), &QLineEdit::editingFinished, this, &ProbeView::targetChanged);
    connect(m_command, &QLineEdit::editingFinished, this, [this] {
        const ProbeTarget t = target();
        if (!t.isRemote())
            return;
        QSettings().setValue(QStringLiteral("probe/remoteCommand/%1").arg(t.host), t.command);
        refreshDevices();
    });
    auto *precisions = new QGridLayout; // three a row: the controls stay narrow beside the charts
    for (const QString &p : kPrecisions) {
        auto *box = new QCheckBox(p, this);
        box->setChecked(p == QLatin1String("fp32") || p == QLatin1String("bf16") || p == QLatin1String("fp64"));
        precisions->addWidget(box, int(m_precisions.size()) / 3, int(m_precisions.size()) % 3);
        m_precisions << box;
    }
    m_deviceChoice = new QComboBox(this);
    m_deviceChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_deviceChoice->setMinimumContentsLength(16);
    m_deviceChoice->addItem(QString(), QStringLiteral("all"));
    m_budget = new QComboBox(this);
    m_budget->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long labels elide, not widen
    m_budget->setMinimumContentsLength(16);
    m_budgetLabel->setBuddy(m_budget);
    m_budget->addItem(QString(), 30);
    m_budget->addItem(QString(), 120);
    m_budget->addItem(QString(), 600);
    connect(m_budget, &QComboBox::currentIndexChanged, this,
            [this] { m_budget->setToolTip(m_budget->currentData(Qt::ToolTipRole).toString()); });
    m_runButton = new QPushButton(this);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setEnabled(false);
    m_overall = new QProgressBar(this);
    m_overall->setObjectName(QStringLiteral("overallProgress"));
    m_suite = new QProgressBar(this);
    m_suiteProgressLabel = new QLabel(this);
    m_suiteProgressLabel->setTextFormat(Qt::PlainText);
    for (QWidget *progress : std::initializer_list<QWidget *>{m_overall, m_suite, m_suiteProgressLabel})
        progress->hide(); // shown from the first run on
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("probeMessage"));
    m_message->setTextFormat(Qt::PlainText); // the probe's and ssh's words, run names from files
    m_message->setWordWrap(true);

    m_chooseProbe = new QPushButton(this);
    connect(m_chooseProbe, &QPushButton::clicked, this, &ProbeView::chooseProbe);
    auto *controls = new QWidget(this);
    auto *c = new QVBoxLayout(controls);
    auto *where = new QFormLayout;
    where->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    where->setRowWrapPolicy(QFormLayout::WrapAllRows); // labels above: the column stays as narrow as before
    where->addRow(m_hostLabel, m_host);
    where->addRow(m_commandLabel, m_command);
    c->addLayout(where);
    c->addWidget(m_devices);
    c->addWidget(m_chooseProbe, 0, Qt::AlignLeft);
    c->addWidget(m_suiteLabel);
    c->addLayout(m_suiteGrid);
    c->addWidget(m_precisionLabel);
    c->addLayout(precisions);
    auto *budgetRow = new QHBoxLayout;
    budgetRow->addWidget(m_budgetLabel);
    budgetRow->addWidget(m_budget, 1);
    c->addLayout(budgetRow);
    c->addWidget(m_deviceChoice);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    c->addLayout(buttons);
    c->addWidget(m_overall);
    c->addWidget(m_suiteProgressLabel);
    c->addWidget(m_suite);
    c->addWidget(m_message);
    c->addStretch();
    return controls;
}

QWidget *ProbeView::createResultPages()
{
    m_gemmView = new ChartPanel(this);
    m_bandwidthView = new ChartPanel(this);
    m_scalingView = new ChartPanel(this);
    m_compareView = new ChartPanel(this);
    m_history = new QTableWidget(this);
    m_history->setObjectName(QStringLiteral("probeHistory"));
    m_history->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_history->verticalHeader()->hide();
    m_compare = new QTableWidget(this);
    m_compare->setObjectName(QStringLiteral("probeCompare"));
    m_compare->verticalHeader()->hide();
    m_open = new QPushButton(this);
    m_rename = new QPushButton(this);
    m_delete = new QPushButton(this);
    m_export = new QPushButton(this);
    m_import = new QPushButton(this);
    m_compareButton = new QPushButton(this);
    m_cluster = new ProbeClusterPage(this);
    m_runsPage = new QWidget(this);
    auto *rl = new QVBoxLayout(m_runsPage);
    rl->addWidget(m_history, 2);
    auto *runButtons = new QWidget(m_runsPage);
    auto *rb = new FlowLayout(runButtons); // wraps beside the controls in a narrow window
    rb->setContentsMargins(0, 0, 0, 0);
    for (QPushButton *b : {m_open, m_rename, m_delete, m_export, m_import, m_compareButton})
        rb->addWidget(b);
    rl->addWidget(runButtons);
    auto *cmpSplit = new QSplitter(Qt::Horizontal, this); // the table beside its paired bars
    cmpSplit->addWidget(m_compare);
    cmpSplit->addWidget(m_compareView);
    cmpSplit->setStretchFactor(0, 1);
    cmpSplit->setStretchFactor(1, 1);
    m_comparePage = cmpSplit;

    m_tabs = new QTabWidget(this);
    m_tabs->setUsesScrollButtons(false); // every tab in sight in a narrow window, its name elided
    m_tabs->setElideMode(Qt::ElideRight);
    auto *exportShortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this);
    connect(exportShortcut, &QShortcut::activated, this, &ProbeView::exportChart);
    m_tabs->addTab(m_gemmView, QString());
    m_tabs->addTab(m_bandwidthView, QString());
    m_tabs->addTab(m_scalingView, QString());
    m_tabs->addTab(m_cluster, QString());
    m_tabs->addTab(m_runsPage, QString());
    m_tabs->addTab(m_comparePage, QString());
    return m_tabs;
}

void ProbeView::connectProcess()
{
    connect(m_process, &ProbeProcess::listed, this, [this](const QJsonObject &list, const QString &error) {
        QStringList names;
        for (const QJsonValue &suite : list.value(QLatin1String("suites")).toArray())
            names << suite.toObject().value(QLatin1String("name")).toString();
        setSuites(names);
        showDevices(list, error);
    });
    connect(m_runButton, &QPushButton::clicked, this, &ProbeView::run);
    connect(m_cancelButton, &QPushButton::clicked, this, &ProbeView::cancel);
    connect(m_process, &ProbeProcess::progress, this, [this](const QString &suite, double f, double overall, double eta) {
        if (m_stopping) // the probe winds its suites down when cancelled: "cancelled at" keeps where it was
            return;
        m_overall->setValue(int(overall * 1000));
        m_suite->setValue(int(f * 1000));
        m_suiteProgressLabel->setText(eta >= 0 ? tr("%1 — about %2 s left").arg(suite).arg(qRound(eta)) : suite);
    });
    connect(m_process, &ProbeProcess::testFinished, this, [this](const ProbeTest &t) {
        m_run.tests << t;
        redrawCharts();
    });
    connect(m_process, &ProbeProcess::warning, this, [this](const QString &w) {
        say([w]() -> QString {
            return tr("Running… results appear as they are measured.") + QLatin1Char('\n') + tr("The probe says: %1").arg(w);
        });
    });
    connect(m_process, &ProbeProcess::failed, this, [this](const QString &why) {
        setRunning(false);
        showOutcome(QStringLiteral("failed"));
        say([why]() -> QString { return why; }); // the process's words, already in the language of the moment
        emit runFinished();
    });
    connect(m_process, &ProbeProcess::finished, this, [this](const ProbeRun &run, bool cancelled) {
        setRunning(false);
        const QString outcome = cancelled ? QStringLiteral("cancelled") : probeRunOutcome(run);
        if (outcome == QLatin1String("complete"))
            m_overall->setValue(m_overall->maximum());
        showOutcome(outcome == QLatin1String("complete") || outcome == QLatin1String("cancelled") ? outcome
                                                                                                  : QStringLiteral("failed"));
        if (outcome == QLatin1String("complete") && m_started.isValid()) // what the time limit takes here, for its label
            QSettings().setValue(QStringLiteral("probe/tookSeconds/%1").arg(m_budget->currentData().toInt()),
                                 qRound(m_started.elapsed() / 1000.0));
        updateBudgetLabels();
        QString error;
        const QString saved = ProbeHistory::save(run, &error);
        say([saved, error, cancelled]() -> QString {
            return saved.isEmpty() ? tr("The run could not be saved: %1").arg(error)
                                   : (cancelled ? tr("Cancelled; the partial results are kept and saved as %1.")
                                                : tr("Finished; saved as %1."))
                                         .arg(QDir::toNativeSeparators(saved));
        });
        openRun(run, saved);
        refreshHistory();
        emit runFinished();
    });
}

void ProbeView::connectRunButtons()
{
    connect(m_open, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (!runs.isEmpty())
            openRun(runs.first().run, runs.first().path);
    });
    connect(m_history, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row < m_saved.size())
            openRun(m_saved[row].run, m_saved[row].path);
    });
    connect(m_rename, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.isEmpty())
            return;
        bool ok = false;
        const QString label =
            QInputDialog::getText(this, tr("Rename Run"), tr("Name:"), QLineEdit::Normal, runs.first().run.displayName(), &ok);
        QString error;
        if (ok && !ProbeHistory::rename(runs.first().path, label, &error))
            QMessageBox::warning(this, tr("Rename Run"), richTextOf(error));
        refreshHistory();
    });
    connect(m_delete, &QPushButton::clicked, this, [this]() {
        for (const SavedProbeRun &r : selectedRuns())
            if (QMessageBox::question(this, tr("Delete Run"), richTextOf(tr("Delete the run %1?").arg(r.run.displayName()))) ==
                QMessageBox::Yes) {
                QString error;
                if (!ProbeHistory::remove(r.path, &error))
                    QMessageBox::warning(this, tr("Delete Run"), richTextOf(error));
            }
        refreshHistory();
    });
    connect(m_export, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.isEmpty())
            return;
        const QString dest = QFileDialog::getSaveFileName(this, tr("Export Run"), QFileInfo(runs.first().path).fileName(),
                                                          tr("Probe runs (*.json)"));
        QString error;
        if (!dest.isEmpty() && !ProbeHistory::exportTo(runs.first().path, dest, &error))
            QMessageBox::warning(this, tr("Export Run"), richTextOf(error));
    });
    connect(m_import, &QPushButton::clicked, this, [this]() {
        const QString src = QFileDialog::getOpenFileName(this, tr("Import Run"), QString(), tr("Probe runs (*.json)"));
        QString error;
        if (!src.isEmpty() && !importRun(src, &error))
            QMessageBox::warning(this, tr("Import Run"),
                                 richTextOf(tr("%1 cannot be imported: %2").arg(QDir::toNativeSeparators(src), error)));
    });
    connect(m_compareButton, &QPushButton::clicked, this, [this]() {
        const auto runs = selectedRuns();
        if (runs.size() == 2)
            compare(runs[0].run, runs[1].run);
        else
            say([]() -> QString { return tr("Select two runs in the list to compare them."); });
    });
}

void ProbeView::showCompareHint()
{
    m_compared.reset();
    m_compareView->setChart(createEmptyChart(tr("Nothing compared yet: select two runs under Runs and press Compare Two")));
    m_compareView->setStatus(QString());
}

QList<ChartPanel *> ProbeView::panels() const
{
    return {m_gemmView, m_bandwidthView, m_scalingView, m_cluster->peerPanel(), m_compareView};
}

QChart *ProbeView::gemmChart() const
{
    return m_gemmView->chart();
}
QChart *ProbeView::bandwidthChart() const
{
    return m_bandwidthView->chart();
}
QChart *ProbeView::scalingChart() const
{
    return m_scalingView->chart();
}
QString ProbeView::message() const
{
    return m_message->text();
}
QString ProbeView::deviceText() const
{
    return m_devices->text();
}

ProbeView::~ProbeView() = default;

ProbeTarget ProbeView::target() const
{
    ProbeTarget t;
    const QString host = m_host->currentText().trimmed();
    // "-o…" would reach ssh as an option, not a destination: such text is not a host.
    if (host.isEmpty() || host == m_host->itemText(0) || host.startsWith(QLatin1Char('-')))
        return t;
    t.host = host;
    const QString command = m_command->text().trimmed();
    t.command = command.isEmpty() ? QStringLiteral("scalescope-probe") : command;
    return t;
}

// A host chosen or typed: its remembered probe command, and its devices.
void ProbeView::targetChanged()
{
    const QString host = target().host;
    m_command->setEnabled(!host.isEmpty());
    m_chooseProbe->setEnabled(host.isEmpty());
    m_command->setText(host.isEmpty()
                           ? QString()
                           : QSettings()
                                 .value(QStringLiteral("probe/remoteCommand/%1").arg(host), QStringLiteral("scalescope-probe"))
                                 .toString());
    refreshDevices();
}

void ProbeView::rememberTarget(const ProbeTarget &t)
{
    if (!t.isRemote())
        return;
    QSettings settings;
    QStringList hosts = settings.value(QStringLiteral("probe/hosts")).toStringList();
    hosts.removeAll(t.host);
    hosts.prepend(t.host);
    settings.setValue(QStringLiteral("probe/hosts"), hosts.mid(0, 20));
    settings.setValue(QStringLiteral("probe/remoteCommand/%1").arg(t.host), t.command);
    if (m_host->findText(t.host) < 0)
        m_host->insertItem(1, t.host);
    m_host->setCurrentIndex(m_host->findText(t.host));
}

void ProbeView::setSuites(const QStringList &names)
{
    if (names == m_suiteNames || names.isEmpty())
        return;
    QStringList unchecked; // what the user turned off stays off
    for (int i = 0; i < m_suites.size(); ++i)
        if (!m_suites[i]->isChecked())
            unchecked << m_suiteNames[i];
    const bool firstTime = m_suites.isEmpty();
    qDeleteAll(m_suites);
    m_suites.clear();
    m_suiteNames = names;
    for (int i = 0; i < names.size(); ++i) {
        // Named by retranslateUi the first time (as every label), by the probe's list after that.
        auto *box = new QCheckBox(firstTime ? QString() : probeSuiteName(names[i]), this);
        box->setObjectName(QStringLiteral("suite-%1").arg(names[i]));
        box->setToolTip(richTextOf(tr("The probe's suite \"%1\"").arg(names[i])));
        box->setChecked(!unchecked.contains(names[i]));
        m_suiteGrid->addWidget(box, i / 2, i % 2);
        m_suites << box;
    }
}

// A typed host that would reach ssh as an option ("-oProxyCommand=…"): refused, and said so.
QString ProbeView::refusedHost() const
{
    const QString host = m_host->currentText().trimmed();
    return host.startsWith(QLatin1Char('-')) ? host : QString();
}

QString ProbeView::refusedHostText(const QString &host)
{
    return tr("\"%1\" is not a host name: a name that starts with \"-\" would reach ssh as an option. Type a host "
              "such as node01 or user@node01.")
        .arg(host);
}

void ProbeView::refreshDevices()
{
    if (const QString refused = refusedHost(); !refused.isEmpty()) {
        m_devices->setText(refusedHostText(refused));
        return;
    }
    m_devices->setText(tr("Looking for devices…"));
    m_process->list(target());
}

void ProbeView::say(std::function<QString()> text)
{
    m_say = std::move(text);
    m_message->setText(m_say ? m_say() : QString());
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
    QStringList lines;
    while (m_deviceChoice->count() > 1)
        m_deviceChoice->removeItem(1);
    for (const QJsonValue &d : list.value(QLatin1String("devices")).toArray()) {
        const QJsonObject o = d.toObject();
        // GPUs can be chosen one at a time by index (--devices); the CPU is always the whole CPU.
        if (o.value(QLatin1String("kind")).toString() == QLatin1String("cuda") && o.contains(QLatin1String("index")))
            m_deviceChoice->addItem(
                QStringLiteral("%1: %2").arg(o.value(QLatin1String("id")).toString(), o.value(QLatin1String("name")).toString()),
                QString::number(o.value(QLatin1String("index")).toInt()));
        lines << QStringLiteral("%1: %2").arg(o.value(QLatin1String("id")).toString(), o.value(QLatin1String("name")).toString());
    }
    if (!list.value(QLatin1String("cuda_available")).toBool()) {
        lines
            << tr("No GPU: the CPU is measured (%1).").arg(probeReasonText(list.value(QLatin1String("reason_code")).toString()));
    } else {
        // The probe opens these when it runs; say which tests a missing one will skip.
        const QJsonObject libs = list.value(QLatin1String("libraries")).toObject();
        auto missing = [&](const char *key) {
            return !libs.value(QLatin1String(key)).toObject().value(QLatin1String("loaded")).toBool(true);
        };
        if (missing("cublaslt"))
            lines << tr("cuBLASLt was not found: the matrix and training-step tests will be skipped. Add the folder holding "
                        "libcublasLt.so to LD_LIBRARY_PATH.");
        if (missing("nccl"))
            lines << tr("NCCL was not found: tests across several GPUs will be skipped. Add the folder holding libnccl.so.2 "
                        "to LD_LIBRARY_PATH.");
        if (missing("nvml"))
            lines << tr("NVML was not found: clocks, power and temperature will be missing from the inventory.");
    }
    m_devices->setText(lines.join(QLatin1Char('\n')));
    m_deviceChoice->setEnabled(m_deviceChoice->count() > 1);
    emit devicesRefreshed();
}

void ProbeView::refreshHistory()
{
    m_saved = ProbeHistory::list();
    m_history->clear();
    m_history->setColumnCount(6);
    m_history->setHorizontalHeaderLabels(
        {tr("Run"), tr("Status"), tr("Host"), tr("Started (UTC)"), tr("Devices"), tr("Backend")});
    m_history->setRowCount(int(m_saved.size()));
    for (int i = 0; i < m_saved.size(); ++i) {
        const ProbeRun &r = m_saved[i].run;
        QString name = r.displayName();
        if (r.synthetic)
            name += QStringLiteral(" — ") + tr("synthetic, not measured");
        m_history->setItem(i, 0, readOnlyCell(name));
        const QString outcome = probeRunOutcome(r);
        QTableWidgetItem *status = readOnlyCell(outcomeText(outcome));
        if (outcome != QLatin1String("complete")) {
            status->setForeground(QColor(190, 60, 20));
            status->setToolTip(richTextOf(probeFailuresText(r)));
        }
        m_history->setItem(i, 1, status);
        m_history->setItem(
            i, 2, readOnlyCell(r.isCluster() ? tr("%1 (%Ln MPI ranks)", nullptr, r.ranks).arg(r.clusterName()) : r.host));
        m_history->setItem(i, 3, readOnlyCell(r.started));
        m_history->setItem(i, 4, readOnlyCell(r.devices.join(QStringLiteral(", "))));
        // An aarch64 run (Grace) beside an x86 one: the architecture goes with the backend.
        m_history->setItem(
            i, 5, readOnlyCell(r.architecture.isEmpty() ? r.backend : r.backend + QStringLiteral(", ") + r.architecture));
    }
    m_history->resizeColumnsToContents();
}

void ProbeView::showLatestRun()
{
    if (m_run.tests.isEmpty() && !m_saved.isEmpty() && !m_process->isRunning())
        openRun(m_saved.first().run, m_saved.first().path);
}

QList<SavedProbeRun> ProbeView::selectedRuns() const
{
    QList<SavedProbeRun> out;
    QList<int> rows;
    for (const QModelIndex &i : m_history->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end());
    for (int r : rows)
        if (r < m_saved.size())
            out << m_saved[r];
    return out;
}

bool ProbeView::run()
{
    ProbeRequest r;
    for (int i = 0; i < m_suites.size(); ++i)
        if (m_suites[i]->isChecked())
            r.suites << m_suiteNames[i];
    for (int i = 0; i < m_precisions.size(); ++i)
        if (m_precisions[i]->isChecked())
            r.precisions << kPrecisions[i];
    r.budgetS = m_budget->currentData().toDouble();
    r.devices = m_deviceChoice->currentData().toString();
    r.quick = r.budgetS <= 30;
    r.target = target();
    if (r.suites.isEmpty()) {
        say([]() -> QString { return tr("Choose at least one suite."); });
        return false;
    }
    if (const QString refused = refusedHost(); !refused.isEmpty()) {
        say([refused]() -> QString { return refusedHostText(refused); });
        return false;
    }
    m_run = ProbeRun{};
    m_runPath.clear();
    m_run.host = r.target.isRemote() ? r.target.host : tr("this machine");
    redrawCharts();
    if (!m_process->start(r))
        return false;
    rememberTarget(r.target);
    setRunning(true);
    say([]() -> QString { return tr("Running… results appear as they are measured."); });
    return true;
}

void ProbeView::cancel()
{
    m_stopping = true;
    m_process->cancel();
    say([]() -> QString { return tr("Stopping…"); });
}

void ProbeView::setRunning(bool running)
{
    m_stopping = false;
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    m_host->setEnabled(!running); // a run keeps the target it started with
    m_command->setEnabled(!running && target().isRemote());
    m_suite->setVisible(running);
    m_suiteProgressLabel->setVisible(running);
    if (!running) {
        m_suiteProgressLabel->clear();
        m_suite->setValue(0);
    } else {
        m_overall->show(); // stays, with the outcome, once the run ends
        m_overall->setRange(0, 1000);
        m_suite->setRange(0, 1000);
        m_overall->setValue(0);
        showOutcome(QString());
        m_started.start();
    }
}

void ProbeView::openRun(const ProbeRun &run, const QString &path)
{
    m_run = run;
    m_runPath = path;
    redrawCharts();
    emit runShown(m_run);
}

bool ProbeView::openRunFile(const QString &path, QString *error)
{
    const std::optional<ProbeRun> run = readProbeRunFile(path, error);
    if (!run)
        return false;
    openRun(*run, path);
    return true;
}

bool ProbeView::importRun(const QString &path, QString *error)
{
    const QString saved = ProbeHistory::importFile(path, error);
    if (saved.isEmpty())
        return false;
    refreshHistory();
    m_tabs->setCurrentWidget(m_runsPage); // the runs list, where it now is
    return true;
}

void ProbeView::redrawCharts()
{
    const auto run = std::make_shared<const ProbeRun>(m_run);
    const QString description = tr("ScaleScope probe chart of the run %1").arg(m_run.displayName());
    const QByteArray csv = probeCsv(m_run);
    const auto show = [&](ChartPanel *panel, const char *key, QChart *(*make)(const ProbeRun &)) {
        panel->setChart(make(*run), QLatin1String(key));
        panel->setExportSpec({QLatin1String(key), [run, make]() { return make(*run); }, [csv]() { return csv; },
                              panel->chart()->title(), description});
    };
    show(m_gemmView, "probe-gemm", &createProbeGemmChart);
    show(m_bandwidthView, "probe-bandwidth", &createProbeBandwidthChart);
    show(m_scalingView, "probe-scaling", &createProbeScalingChart);
    const QString unsteady = probeUnsteadyText(m_run);
    for (ChartPanel *panel : {m_gemmView, m_bandwidthView, m_scalingView})
        panel->setStatus(unsteady);
    // Only a run across ranks has a Hosts page; a run of one machine clears it once and hides it,
    // rather than rebuilding it for every streamed result.
    const int hostsTab = m_tabs->indexOf(m_cluster);
    if (m_run.isCluster() || m_tabs->isTabVisible(hostsTab))
        m_cluster->showRun(m_run);
    m_tabs->setTabVisible(hostsTab, m_run.isCluster());
}

void ProbeView::chooseProbe()
{
    QSettings settings;
    const QString current = findProbeExecutable();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose the Probe Program"), current);
    if (path.isEmpty())
        return;
    if (!QFileInfo(path).isExecutable()) {
        QMessageBox::warning(this, tr("Choose the Probe Program"),
                             richTextOf(tr("%1 is not a program that can be run.").arg(QDir::toNativeSeparators(path))));
        return;
    }
    settings.setValue(QStringLiteral("probe/executable"), path);
    refreshDevices();
}

void ProbeView::exportChart()
{
    QWidget *tab = m_tabs->currentWidget();
    if (tab == m_runsPage) {
        say([]() -> QString {
            return tr("Choose the matrix, bandwidth, training-step, latency or comparison chart to export.");
        });
        return;
    }
    (tab == m_comparePage ? m_compareView
     : tab == m_cluster   ? m_cluster->peerPanel()
                          : qobject_cast<ChartPanel *>(tab))
        ->exportChart();
}

void ProbeView::compare(const ProbeRun &a, const ProbeRun &b)
{
    // Matched by what a test measures, not its size: runs with different time limits compare.
    const QList<ProbeComparison> pairs = compareProbeRuns(a, b);
    m_compared = std::make_pair(a, b); // compared again in the new language when it changes
    const std::pair<QString, QString> names = probeCompareNames(a, b);
    const QString first = names.first, second = names.second;
    m_compare->clear();
    m_compare->setColumnCount(6);
    m_compare->setHorizontalHeaderLabels({tr("Test"), tr("Device"), tr("Unit"), first, second, tr("Ratio (second / first)")});
    m_compare->setRowCount(int(pairs.size()));
    const QLocale loc;
    const auto value = [&loc](double v, bool varies) -> QString {
        return (std::abs(v) >= 1000 ? loc.toString(v, 'f', 0) : loc.toString(v, 'g', 5)) +
               (varies ? QStringLiteral(" ⚠") : QString());
    };
    for (int r = 0; r < pairs.size(); ++r) {
        const ProbeComparison &p = pairs[r];
        QTableWidgetItem *test = readOnlyCell(p.kind);
        test->setToolTip(richTextOf(p.sameSize() ? p.firstName : tr("Sizes differ: %1 and %2").arg(p.firstName, p.secondName)));
        m_compare->setItem(r, 0, test);
        m_compare->setItem(r, 1, readOnlyCell(p.device));
        m_compare->setItem(r, 2, readOnlyCell(p.unit));
        m_compare->setItem(r, 3, readOnlyCell(value(p.first, p.firstVaries), true));
        m_compare->setItem(r, 4, readOnlyCell(value(p.second, p.secondVaries), true));
        m_compare->setItem(r, 5,
                           readOnlyCell(p.first != 0 ? loc.toString(p.second / p.first, 'f', 3) : QStringLiteral("–"), true));
    }
    m_compare->resizeColumnsToContents();
    if (pairs.isEmpty())
        say([first, second]() -> QString {
            return tr("The runs %1 and %2 share no test (suite, device and precision): run the same suites and "
                      "precisions on the same device to compare them.")
                .arg(first, second);
        });
    else if (std::any_of(pairs.cbegin(), pairs.cend(), [](const ProbeComparison &p) { return p.firstVaries || p.secondVaries; }))
        say([]() -> QString { return tr("⚠ marks medians whose repeats vary by more than 10 %: their ratio is not reliable."); });
    m_compareView->setChart(createProbeCompareChart(first, second, pairs), QStringLiteral("probe-compare"));
    m_compareView->setStatus(tr("%n test(s) in both runs.", nullptr, int(pairs.size())));
    m_compareView->setExportSpec({QStringLiteral("probe-compare"),
                                  [first, second, pairs]() { return createProbeCompareChart(first, second, pairs); },
                                  [pairs]() { return probeComparisonCsv(pairs); }, m_compareView->chart()->title(),
                                  tr("ScaleScope comparison of the probe runs %1 and %2").arg(first, second)});
    m_tabs->setCurrentWidget(m_comparePage);
}

void ProbeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refreshHistory();
        redrawCharts();
        if (m_compared) {
            const int tab = m_tabs->currentIndex();
            const auto [a, b] = *m_compared;
            compare(a, b);
            m_tabs->setCurrentIndex(tab);
        } else {
            showCompareHint();
        }
        if (m_say)
            m_message->setText(m_say());
        if (!m_deviceList.isEmpty())
            showDevices(m_deviceList, {});
        else if (!m_deviceError.isEmpty())
            refreshDevices(); // the reason, found again and said in the new language
    }
    QWidget::changeEvent(event);
}

// Each time limit's label says what a run under it took on this machine the last time it
// completed, and until then only the limit itself.
void ProbeView::updateBudgetLabels()
{
    const QStringList names{tr("Quick"), tr("Standard"), tr("Thorough")};
    for (int i = 0; i < m_budget->count() && i < names.size(); ++i) {
        const int limit = m_budget->itemData(i).toInt();
        const QString limitText = limit >= 120 ? tr("%n min", nullptr, limit / 60) : tr("%n s", nullptr, limit);
        const int took = QSettings().value(QStringLiteral("probe/tookSeconds/%1").arg(limit), 0).toInt();
        const QString tookText = took >= 120 ? tr("%n min", nullptr, qRound(took / 60.0)) : tr("%n s", nullptr, took);
        // The label stays short enough for the narrow control column; what it took is its tooltip.
        m_budget->setItemText(i, tr("%1 (up to %2)").arg(names[i], limitText));
        m_budget->setItemData(i,
                              took > 0 ? tr("The last complete run under this limit took %1 here.").arg(tookText)
                                       : tr("No run under this limit has completed here yet."),
                              Qt::ToolTipRole);
    }
    m_budget->setToolTip(m_budget->currentData(Qt::ToolTipRole).toString());
}

void ProbeView::showOutcome(const QString &outcome)
{
    m_outcome = outcome;
    m_overall->setFormat(outcome == QLatin1String("complete")    ? tr("complete")
                         : outcome == QLatin1String("cancelled") ? tr("cancelled at %p%")
                         : outcome == QLatin1String("failed")    ? tr("failed at %p%")
                                                                 : tr("overall %p%"));
}

void ProbeView::retranslateUi()
{
    if (m_process->isListing())
        m_devices->setText(tr("Looking for devices…"));
    else if (m_deviceList.isEmpty() && m_deviceError.isEmpty())
        m_devices->setText(tr("Devices appear here once the probe has been asked (press Run, or open the tab again)."));
    m_suiteLabel->setText(tr("Suites:"));
    m_precisionLabel->setText(tr("Precisions:"));
    m_budgetLabel->setText(tr("Time &limit:"));
    m_deviceChoice->setItemText(0, tr("All devices"));
    m_runButton->setText(tr("&Run"));
    m_cancelButton->setText(tr("Cancel"));
    showOutcome(m_outcome); // the bar keeps its words in the new language too
    for (int i = 0; i < m_suites.size(); ++i) {
        m_suites[i]->setText(probeSuiteName(m_suiteNames[i]));
        m_suites[i]->setToolTip(richTextOf(tr("The probe's suite \"%1\"").arg(m_suiteNames[i])));
    }
    m_hostLabel->setText(tr("Run &on:"));
    // A typed host is the edit text of item 0 until a run remembers it: renaming item 0 must not
    // turn the target back into this computer.
    const QString typed = m_host->currentText();
    const bool typedHost = !typed.trimmed().isEmpty() && (m_host->currentIndex() != 0 || typed != m_host->itemText(0));
    m_host->setItemText(0, tr("This computer"));
    m_host->setEditText(typedHost ? typed : m_host->itemText(0));
    m_host->setToolTip(tr("This computer, or a host reached with ssh: user@node or an alias of ~/.ssh/config. ssh must "
                          "log in with a key, without a password."));
    m_commandLabel->setText(tr("Probe co&mmand:"));
    m_command->setPlaceholderText(QStringLiteral("scalescope-probe"));
    m_command->setToolTip(tr("What starts the probe on that host, e.g. scalescope-probe, a full path, or "
                             "mpirun -np 4 scalescope-probe-mpi. Remembered for each host."));
    updateBudgetLabels();
    // Short names, so all five fit beside the controls in a 1024 px window; the tooltip says more.
    m_tabs->setTabText(0, tr("Matrix"));
    m_tabs->setTabToolTip(0, tr("Matrix multiply throughput per precision"));
    m_tabs->setTabText(1, tr("Bandwidth"));
    m_tabs->setTabToolTip(1, tr("Memory and host transfer bandwidth against size"));
    m_tabs->setTabText(2, tr("Training"));
    m_tabs->setTabToolTip(2, tr("The synthetic training step: speedup and efficiency against workers"));
    const int cluster = m_tabs->indexOf(m_cluster), runs = m_tabs->indexOf(m_runsPage),
              comparison = m_tabs->indexOf(m_comparePage);
    m_tabs->setTabText(cluster, tr("Hosts")); // not "Cluster": the Clusters tab groups configurations
    m_tabs->setTabToolTip(cluster, tr("The MPI job: its hosts and ranks, and the latency from rank 0 to each rank"));
    m_tabs->setTabText(runs, tr("Runs"));
    m_tabs->setTabToolTip(runs, tr("Saved probe runs: open, rename, delete, export, import, compare"));
    m_tabs->setTabText(comparison, tr("Compare"));
    m_tabs->setTabToolTip(comparison, tr("Two runs side by side, test by test"));
    m_open->setText(tr("Open"));
    m_rename->setText(tr("Rename…"));
    m_delete->setText(tr("Delete"));
    m_export->setText(tr("Export…"));
    m_import->setText(tr("Import…"));
    m_compareButton->setText(tr("Compare Two"));
    m_chooseProbe->setText(tr("Probe Program…"));
    m_chooseProbe->setToolTip(tr("Which scalescope-probe to run (by default the one next to ScaleScope): %1")
                                  .arg(QDir::toNativeSeparators(findProbeExecutable())));
}

QString ProbeView::pageTitle() const
{
    return tr("&Probe");
}

} // namespace scalescope
