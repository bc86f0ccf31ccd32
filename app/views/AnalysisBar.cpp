// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/AnalysisBar.h"

#include "app/charts/FlowLayout.h"
#include "app/state/AnalysisController.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QToolButton>

namespace scalescope::views {

AnalysisBar::AnalysisBar(state::AnalysisController *controller, QWidget *parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("analysisBar"));
    m_benchmarkLabel = new QLabel(this);
    m_benchmark = new QComboBox(this);
    m_benchmark->setObjectName(QStringLiteral("analysisBenchmark"));
    m_benchmark->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_benchmark->setMinimumContentsLength(12);
    m_scopeLabel = new QLabel(this);
    m_scope = new QComboBox(this);
    m_scope->setObjectName(QStringLiteral("analysisScope"));
    m_scope->setSizeAdjustPolicy(QComboBox::AdjustToContents); // follows a language switch ("same rour" otherwise)
    for (analysis::ReferenceScope s :
         {analysis::ReferenceScope::Round, analysis::ReferenceScope::AllRounds, analysis::ReferenceScope::Org})
        m_scope->addItem(QString(), analysis::scopeKey(s));
    m_filteredOnly = new QCheckBox(this);
    m_filteredOnly->setObjectName(QStringLiteral("analyseFilteredOnly"));
    m_filterHint = new QLabel(this);
    m_filterHint->setObjectName(QStringLiteral("analysisFilterHint"));
    m_filterHint->setTextFormat(Qt::PlainText);
    m_filterHint->setForegroundRole(QPalette::Highlight); // noticed, not alarming: the analysis is right, only wider
    m_filterHint->hide();
    m_busy = new QLabel(this);
    m_busy->hide();
    m_cancel = new QToolButton(this);
    m_cancel->hide();
    m_benchmarkLabel->setBuddy(m_benchmark);
    m_scopeLabel->setBuddy(m_scope);
    // Label and box stay together; the bar wraps when the window is narrow.
    auto *layout = new charts::FlowLayout(this);
    layout->setContentsMargins(6, 4, 6, 0);
    for (auto [label, box] : {std::pair<QWidget *, QWidget *>{m_benchmarkLabel, m_benchmark}, {m_scopeLabel, m_scope}}) {
        auto *pair = new QWidget(this);
        auto *pairLayout = new QHBoxLayout(pair);
        pairLayout->setContentsMargins(0, 0, 0, 0);
        label->setParent(pair);
        box->setParent(pair);
        pairLayout->addWidget(label);
        pairLayout->addWidget(box);
        layout->addWidget(pair);
    }
    for (QWidget *w : QList<QWidget *>{m_filteredOnly, m_filterHint, m_busy, m_cancel})
        layout->addWidget(w);

    connect(m_benchmark, &QComboBox::currentIndexChanged, this, [this]() {
        const QString benchmark = m_benchmark->currentData().toString();
        if (!benchmark.isEmpty())
            m_controller->setBenchmark(benchmark);
    });
    connect(m_scope, &QComboBox::currentIndexChanged, this, [this]() {
        if (const auto s = analysis::scopeFromKey(m_scope->currentData().toString()))
            m_controller->setScope(*s);
    });
    connect(m_filteredOnly, &QCheckBox::toggled, m_controller, &state::AnalysisController::setFilteredOnly);
    connect(m_cancel, &QToolButton::clicked, m_controller, &state::AnalysisController::cancel);
    connect(m_controller, &state::AnalysisController::settingsChanged, this, &AnalysisBar::showSettings);
    connect(m_controller, &state::AnalysisController::resultChanged, this, &AnalysisBar::showAnalysis);
    connect(m_controller, &state::AnalysisController::runningChanged, this, [this](bool running) {
        m_busy->setVisible(running);
        m_cancel->setVisible(running);
    });
    retranslateUi();
    showSettings(m_controller->settings());
    showAnalysis(m_controller->current()); // disabled until there is something to analyse
}

void AnalysisBar::showSettings(const analysis::AnalysisSettings &s)
{
    const QSignalBlocker b1(m_scope), b2(m_filteredOnly), b3(m_benchmark);
    m_scope->setCurrentIndex(m_scope->findData(analysis::scopeKey(s.scope)));
    m_filteredOnly->setChecked(s.filteredOnly);
    if (const int i = m_benchmark->findData(s.benchmark); !s.benchmark.isEmpty() && i >= 0)
        m_benchmark->setCurrentIndex(i);
    showFilterHint();
}

// The charts follow the table's filters only when asked to; when they do not, and the filters hide
// some of this benchmark's configurations, the bar says so beside the switch that changes it.
void AnalysisBar::showFilterHint()
{
    const analysis::AnalysisSettings &s = m_controller->settings();
    const auto dataset = m_controller->dataset();
    const auto analysis = m_controller->current();
    const QString benchmark = analysis ? analysis->benchmark : s.benchmark; // the settings' may be "the default"
    int hidden = 0;
    if (!s.filteredOnly && !s.filter.isEmpty() && dataset)
        for (const model::Configuration &c : dataset->configurations)
            if (c.benchmark == benchmark && !s.filter.matches(c))
                ++hidden;
    m_filterHint->setText(
        tr("The table's filters hide %n configuration(s) of %1: the charts still show them.", nullptr, hidden).arg(benchmark));
    m_filterHint->setVisible(hidden > 0);
}

void AnalysisBar::showAnalysis(const std::shared_ptr<const analysis::BenchmarkAnalysis> &a)
{
    const QSignalBlocker block(m_benchmark);
    const QStringList benchmarks = a ? a->benchmarks : QStringList();
    const QStringList hpc = a ? a->hpcBenchmarks : QStringList();
    if (benchmarks != m_shownBenchmarks || hpc != m_shownHpc) {
        m_shownBenchmarks = benchmarks;
        m_shownHpc = hpc;
        fillBenchmarks();
    }
    if (a)
        m_benchmark->setCurrentIndex(m_benchmark->findData(a->benchmark));
    setEnabled(a != nullptr);
    showFilterHint();
}

// Training and HPC benchmarks in two groups under headers that cannot be chosen;
// one group alone needs no header.
void AnalysisBar::fillBenchmarks()
{
    const QSignalBlocker block(m_benchmark);
    const QString current = m_benchmark->currentData().toString();
    m_benchmark->clear();
    QStringList training;
    for (const QString &b : m_shownBenchmarks)
        if (!m_shownHpc.contains(b))
            training << b;
    const bool headers = !training.isEmpty() && !m_shownHpc.isEmpty();
    auto *model = qobject_cast<QStandardItemModel *>(m_benchmark->model());
    auto addGroup = [&](const QString &header, const QStringList &items) {
        if (items.isEmpty())
            return;
        if (headers && model) {
            auto *item = new QStandardItem(header);
            item->setFlags(Qt::NoItemFlags);
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
            model->appendRow(item);
        }
        for (const QString &b : items)
            m_benchmark->addItem(b, b);
    };
    addGroup(tr("MLPerf Training"), training);
    addGroup(tr("MLPerf HPC"), m_shownHpc);
    if (const int i = m_benchmark->findData(current); i >= 0)
        m_benchmark->setCurrentIndex(i);
}

void AnalysisBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AnalysisBar::retranslateUi()
{
    m_benchmarkLabel->setText(tr("&Benchmark:"));
    m_scopeLabel->setText(tr("Refere&nce scope:"));
    m_scope->setItemText(0, tr("same round"));
    m_scope->setItemText(1, tr("all rounds"));
    m_scope->setItemText(2, tr("same submitter"));
    m_scope->setToolTip(tr("Where each series' reference (its configuration with the fewest accelerators) is chosen: within "
                           "one round, across all rounds, or within one round and submitter"));
    m_filteredOnly->setText(tr("Analyse only the filtered rows"));
    m_filteredOnly->setToolTip(tr("When on, the table's filters and search decide which configurations every analysis tab uses"));
    showFilterHint();
    m_busy->setText(tr("Analysing…"));
    m_cancel->setText(tr("Cancel"));
    fillBenchmarks(); // the group headers are translated text
}

} // namespace scalescope::views
