// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/PlannerView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlannerCharts.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "app/views/ControlsBesideCharts.h"
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"
#include "core/io/PlanFormat.h"

#include <QButtonGroup>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace scalescope::views {
namespace {

int sliderToCount(int v)
{
    return std::max(1,
                    int(std::lround(std::exp(double(v) / PlannerView::kSliderSteps * std::log(double(PlannerView::kMaxCount))))));
}

int countToSlider(int n)
{
    return int(
        std::lround(std::log(double(std::max(1, n))) / std::log(double(PlannerView::kMaxCount)) * PlannerView::kSliderSteps));
}

QString priceKey(const QString &accelerator)
{
    return QStringLiteral("planner/price/") + accelerator;
}

} // namespace

PlannerView::PlannerView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    QWidget *pane = createQuestionPane(); // first: the Tab order follows the order widgets are made
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("plannerChartView"));
    auto *layout = new QVBoxLayout(this);
    // Half the width for the question and its answers' table, half for the chart.
    QSplitter *split = controlsBesideCharts(pane, m_panel, this);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({1000, 1000});
    connect(split, &QSplitter::splitterMoved, this, &PlannerView::fitQuestionPane);
    // Where the half width cannot hold the answers' columns, they go across the whole width below.
    m_outer = new QSplitter(Qt::Vertical, this);
    m_outer->setObjectName(QStringLiteral("plannerOuter"));
    m_outer->setChildrenCollapsible(false);
    m_outer->addWidget(split);
    m_outer->setStretchFactor(0, 1);
    layout->addWidget(m_outer);

    connectControls();
    retranslateUi();
    m_count->setValue(QSettings().value(QStringLiteral("planner/count"), 64).toInt());
    showAnalysis(m_controller->current());
}

void PlannerView::connectControls()
{
    connect(m_controller, &state::AnalysisController::resultChanged, this, &PlannerView::showAnalysis);
    connect(m_series, &QComboBox::currentIndexChanged, this, [this]() {
        m_series->setToolTip(i18n::htmlEscaped(m_series->currentText()));
        {
            const QSignalBlocker block(m_price); // the new accelerator's own price
            m_price->setValue(QSettings().value(priceKey(currentAccelerator()), 0.0).toDouble());
        }
        replan();
    });
    connect(m_model, &QComboBox::currentIndexChanged, this, [this]() {
        replan();
        if (m_answers->rowCount() > 0) // answers shown are the question's under the model chosen
            answer();
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int n) {
        const QSignalBlocker block(m_countSlider);
        m_countSlider->setValue(countToSlider(n));
        replan();
    });
    connect(m_countSlider, &QSlider::valueChanged, this, [this](int v) {
        const QSignalBlocker block(m_count);
        m_count->setValue(sliderToCount(v));
        replan();
    });
    // A price counts as it is typed (the note said "No price is set" until the box lost focus), a
    // moment after the last key so that "2.50" does not plan at 2, 2.5 and 2.50; Enter or leaving
    // the box at once, and a value set otherwise (a session) at once too.
    auto *priceTyped = new QTimer(this);
    priceTyped->setSingleShot(true);
    priceTyped->setInterval(300);
    connect(priceTyped, &QTimer::timeout, this, &PlannerView::priceChanged);
    connect(m_price, &QDoubleSpinBox::valueChanged, this, [this, priceTyped]() {
        if (m_price->hasFocus())
            priceTyped->start();
        else
            priceChanged();
    });
    connect(m_price, &QDoubleSpinBox::editingFinished, this, [this, priceTyped]() {
        if (priceTyped->isActive()) {
            priceTyped->stop();
            priceChanged();
        }
    });
    connect(m_currency, &QLineEdit::editingFinished, this, [this]() {
        QSettings().setValue(QStringLiteral("planner/currency"), m_currency->text());
        showBudgetUnit();
        replan();
    });
    connect(m_onCharts, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("planner/onCharts"), on);
        publish();
    });
    connect(m_find, &QPushButton::clicked, this, &PlannerView::answer);
    for (QDoubleSpinBox *box : {m_minutes, m_budget})
        connect(box, &QDoubleSpinBox::editingFinished, this, &PlannerView::answer);
    // An answer, double-clicked or Enter, becomes the plan.
    connect(m_answers, &QTableWidget::cellActivated, this, [this](int row) {
        if (row < 0 || row >= m_lastAnswers.size())
            return;
        const analysis::Plan &p = m_lastAnswers[row];
        const int index = m_series->findData(p.seriesKey);
        if (index >= 0)
            m_series->setCurrentIndex(index);
        setCount(p.accelerators);
    });
    m_panel->setTooltipProvider([this](const QString &id) {
        if (charts::isPlannedPointId(id))
            return charts::planSummaryHtml(m_plan, m_currency->text());
        const model::Configuration *c = m_analysis ? m_analysis->find(id) : nullptr;
        if (!c)
            return i18n::htmlEscaped(id);
        return tr("<b>%1</b><br>%2 accelerators, %3 min (measured)")
            .arg(c->shownSystemName().toHtmlEscaped())
            .arg(c->accelerators.value_or(0))
            .arg(c->scoreMinutes ? QLocale().toString(*c->scoreMinutes, 'f', 2) : QStringLiteral("–"));
    });
    connect(m_panel, &charts::ChartPanel::pointClicked, this, [this](const QString &id) {
        if (!charts::isPlannedPointId(id))
            m_selection->select(id);
    });
    linkBrushing(m_panel, m_selection, [](const QString &id) { return !charts::isPlannedPointId(id); });
    connect(m_selection, &state::ConfigurationSelection::changed, m_panel, &charts::ChartPanel::setSelection);
}

QString PlannerView::summaryText() const
{
    return m_summary->text();
}

bool PlannerView::showsOnCharts() const
{
    return m_onCharts->isChecked();
}

QString PlannerView::currentAccelerator() const
{
    if (!m_analysis)
        return {};
    const QString key = m_series->currentData().toString();
    for (const analysis::ScalingSeries &s : m_analysis->scaling.series)
        if (s.key == key)
            return s.accelerator;
    return {};
}

void PlannerView::setCount(int n)
{
    m_count->setValue(n); // moves the slider too
}

void PlannerView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    // Plans read the scaling stage only: a re-rank or re-cluster (a weight moved) changes none of
    // them, and replanning would rebuild the Scaling and Surface charts too (tests/bench/bench_analysis_ui).
    const bool same = m_analysis && analysis && m_analysis->scalingRevision == analysis->scalingRevision &&
                      m_analysis->benchmark == analysis->benchmark;
    m_analysis = std::move(analysis);
    if (same)
        return;
    fillSeries();
    showBudgetUnit();
    replan();
    // The questions' answers for these data, as the limits stand: now when they are on screen, else
    // when the tab is opened (a weight moved on the Ranking tab need not search every count).
    m_answersStale = !isVisible();
    if (!m_answersStale)
        answer();
}

// Every series with a reference and an Amdahl fit, most configurations first; the one chosen
// before stays chosen when it is still there.
void PlannerView::fillSeries()
{
    const QString before = m_series->currentData().toString();
    const QString beforeAccelerator = currentAccelerator();
    const QSignalBlocker block(m_series);
    m_series->clear();
    if (!m_analysis)
        return;
    QList<const analysis::ScalingSeries *> series = analysis::plannableSeries(*m_analysis, QStringLiteral("amdahl"));
    std::stable_sort(series.begin(), series.end(), [](const analysis::ScalingSeries *a, const analysis::ScalingSeries *b) {
        return a->members.size() > b->members.size();
    });
    for (const analysis::ScalingSeries *s : series) {
        const QString name = analysis::seriesAcceleratorName(*m_analysis, *s);
        // The accelerator and round first, the round as the answers write it ("(4.0)"): a narrow box
        // cuts the text's end (its tooltip has it whole), and ", round 4.0" lost its number at 1024.
        QString text = s->round.isEmpty()
                           ? tr("%1, all rounds — %n configuration(s)", nullptr, int(s->members.size())).arg(name)
                           : tr("%1 (%2) — %n configuration(s)", nullptr, int(s->members.size())).arg(name, s->round);
        if (!s->org.isEmpty())
            text += QStringLiteral(" (%1)").arg(s->org);
        m_series->addItem(text, s->key);
    }
    int index = m_series->findData(before);
    for (int i = 0; index < 0 && i < series.size(); ++i)
        if (series[i]->accelerator == beforeAccelerator)
            index = i;
    m_series->setCurrentIndex(std::max(0, index));
    m_series->setToolTip(i18n::htmlEscaped(m_series->currentText())); // names from files: plain text
    const QSignalBlocker blockPrice(m_price);
    m_price->setValue(QSettings().value(priceKey(currentAccelerator()), 0.0).toDouble());
}

charts::PlannerViewOptions PlannerView::options() const
{
    charts::PlannerViewOptions o;
    o.seriesKey = m_series->currentData().toString();
    o.accelerators = m_count->value();
    o.model = m_model->currentData().toString();
    if (m_price->value() > 0)
        o.price = m_price->value();
    o.opened = m_opened;
    o.fastestWithinBudget = m_fastest->isChecked();
    o.maxMinutes = m_minutes->value();
    o.budget = m_budget->value();
    o.edits = m_panel->edits();
    return o;
}

// A session's question: its series when these data have it, then the model, the count and the price.
void PlannerView::setOptions(const charts::PlannerViewOptions &o)
{
    if (const int series = m_series->findData(o.seriesKey); !o.seriesKey.isEmpty() && series >= 0)
        m_series->setCurrentIndex(series);
    if (const int model = m_model->findData(o.model); !o.model.isEmpty() && model >= 0)
        m_model->setCurrentIndex(model);
    if (o.accelerators > 0)
        setCount(o.accelerators);
    if (o.price)
        m_price->setValue(*o.price);
    if (o.opened && !m_opened) { // the planned point comes back on Scaling and Surface
        m_opened = true;
        publish();
    }
    (o.fastestWithinBudget ? m_fastest : m_cheapest)->setChecked(true);
    if (o.maxMinutes)
        m_minutes->setValue(*o.maxMinutes);
    if (o.budget)
        m_budget->setValue(*o.budget);
    // The answers to the restored question: now when on screen, else when the tab is opened.
    m_answersStale = !isVisible();
    if (!m_answersStale)
        answer();
    m_panel->setEdits(o.edits);
}

void PlannerView::priceChanged()
{
    if (const QString id = currentAccelerator(); !id.isEmpty())
        QSettings().setValue(priceKey(id), m_price->value());
    showBudgetUnit();
    replan();
    if (!m_answersNote->text().isEmpty()) // answers on screen: their costs and note follow the new price
        answer();
}

void PlannerView::replan()
{
    QSettings().setValue(QStringLiteral("planner/count"), m_count->value());
    if (!m_analysis || m_series->count() == 0) {
        m_plan = analysis::Plan();
        m_summary->setText(m_analysis ? tr("No accelerator of %1 has three sizes or more to fit: nothing to plan from.")
                                            .arg(i18n::htmlEscaped(m_analysis->benchmark))
                                      : tr("Open MLPerf results to plan a configuration."));
        m_panel->setChart(charts::createEmptyChart(m_analysis ? tr("Nothing to plan from") : tr("No data")));
        m_panel->setStatus(QString());
        publish();
        return;
    }
    const charts::PlannerViewOptions question = options();
    analysis::PlanRequest r;
    r.seriesKey = question.seriesKey;
    r.accelerators = question.accelerators;
    r.model = question.model;
    r.price = question.price;
    m_plan = analysis::planConfiguration(*m_analysis, r);
    m_summary->setText(charts::planSummaryHtml(m_plan, m_currency->text()));
    fitQuestionPane();
    QStringList ids;
    for (const analysis::ScalingSeries &s : m_analysis->scaling.series)
        if (s.key == r.seriesKey)
            for (int i : s.members)
                ids << m_analysis->configurations[i].id;
    const auto analysis = m_analysis;
    const analysis::Plan plan = m_plan;
    m_panel->setChart(charts::createPlannerChart(*analysis, plan, ids), r.seriesKey + QLatin1Char('|') + r.model);
    m_panel->setSelection(m_selection->ids());
    m_panel->setStatus(m_plan.ok()
                           ? (m_plan.round.isEmpty() ? tr("Fitted on %n configuration(s) of %1 at %2 distinct sizes, all rounds",
                                                          nullptr, int(m_plan.measured.size()))
                                                           .arg(m_plan.acceleratorName)
                                                           .arg(m_plan.distinctSizes)
                                                     : tr("Fitted on %n configuration(s) of %1 at %2 distinct sizes, round %3",
                                                          nullptr, int(m_plan.measured.size()))
                                                           .arg(m_plan.acceleratorName)
                                                           .arg(m_plan.distinctSizes)
                                                           .arg(m_plan.round))
                           : QString());
    m_panel->setExportSpec({QStringLiteral("plan-%1-%2").arg(plan.accelerator).arg(plan.accelerators),
                            [analysis, plan, ids]() { return charts::createPlannerChart(*analysis, plan, ids); },
                            [plan]() { return charts::plannerCsv(plan); }, charts::ownTitle(m_panel->chart()),
                            tr("ScaleScope plan")});
    publish();
}

void PlannerView::publish()
{
    emit plannedChanged(m_opened && m_onCharts->isChecked() && m_plan.ok() ? std::make_shared<const analysis::Plan>(m_plan)
                                                                           : nullptr);
}

void PlannerView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_opened) {
        m_opened = true;
        publish();
    }
    if (m_answersStale) {
        m_answersStale = false;
        answer();
    }
}

// The prices remembered for each accelerator with a fit; those without one are compared in
// accelerator-hours only when no accelerator has a price.
QMap<QString, double> PlannerView::questionPrices() const
{
    QMap<QString, double> prices;
    if (!m_analysis)
        return prices;
    for (const analysis::ScalingSeries *s : analysis::plannableSeries(*m_analysis, m_model->currentData().toString()))
        if (const double p = QSettings().value(priceKey(s->accelerator), 0.0).toDouble(); p > 0)
            prices.insert(s->accelerator, p);
    return prices;
}

// The budget is money where a price is set, accelerator-hours where none is.
void PlannerView::showBudgetUnit()
{
    m_budget->setSuffix(QLatin1Char(' ') + (questionPrices().isEmpty() ? tr("accelerator-hours") : m_currency->text()));
}

// Why an answer needs care, in words: the table has no room for footnote marks nobody explains.
QString PlannerView::answerNote(const analysis::Plan &p) const
{
    QStringList notes;
    if (p.negativeSerialTime)
        notes << tr("not physical: negative serial time");
    if (p.notPositiveAt)
        notes << tr("not physical: no positive time at %1 accelerators").arg(QLocale().toString(*p.notPositiveAt));
    if (p.wideInterval())
        notes << tr("wide interval: measure near it first");
    if (p.extrapolated)
        notes << tr("%1× outside the measured counts").arg(QLocale().toString(p.extrapolation, 'f', 1));
    if (p.measuredHere > 0)
        notes << tr("measured here (%n result(s))", nullptr, p.measuredHere);
    return notes.join(QStringLiteral("; "));
}

void PlannerView::answer()
{
    QSettings().setValue(QStringLiteral("planner/maxMinutes"), m_minutes->value());
    QSettings().setValue(QStringLiteral("planner/budget"), m_budget->value());
    m_answers->setRowCount(0);
    m_lastAnswers.clear();
    if (!m_analysis)
        return;
    analysis::PlanQuestion q;
    q.kind =
        m_cheapest->isChecked() ? analysis::PlanQuestion::CheapestWithinMinutes : analysis::PlanQuestion::FastestWithinBudget;
    q.limit = m_cheapest->isChecked() ? m_minutes->value() : m_budget->value();
    q.model = m_model->currentData().toString();
    q.prices = questionPrices();
    showBudgetUnit();
    m_lastAnswers = analysis::answerPlanQuestion(*m_analysis, q);
    const QString unit = q.prices.isEmpty() ? tr("accelerator-hours") : m_currency->text();
    m_answersNote->setText(m_lastAnswers.isEmpty()
                               ? tr("No fitted accelerator meets it.")
                               : (q.prices.isEmpty() ? tr("No price is set: costs are in accelerator-hours. Set a price per "
                                                          "accelerator above to compare money.")
                                                     : tr("Only accelerators with a price are compared. Double-click an "
                                                          "answer to plan it.")));
    const QLocale loc;
    m_answers->setColumnCount(6);
    QStringList headers{tr("Accelerator"),
                        tr("Count"),
                        tr("Time (min)"),
                        tr("Interval (min)"),
                        q.prices.isEmpty() ? tr("Accelerator-hours") : tr("Cost (%1)").arg(unit),
                        tr("Note")};
    for (QString &h : headers) { // the unit on a line of its own: narrower columns leave the note room
        h.replace(QStringLiteral(" ("), QStringLiteral("\n("));
        h.replace(QStringLiteral("-"), QStringLiteral("-\n"));
    }
    m_answers->setHorizontalHeaderLabels(headers);
    m_answers->setRowCount(int(m_lastAnswers.size()));
    for (int row = 0; row < m_lastAnswers.size(); ++row) {
        const analysis::Plan &p = m_lastAnswers[row];
        m_answers->setItem(
            row, 0, readOnlyCell(p.acceleratorName + (p.round.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(p.round))));
        m_answers->setItem(row, 1, readOnlyCell(loc.toString(p.accelerators), true));
        m_answers->setItem(row, 2, readOnlyCell(loc.toString(p.predictedMinutes, 'f', 2), true));
        m_answers->setItem(row, 3,
                           readOnlyCell(p.lowerMinutes && p.upperMinutes
                                            ? QStringLiteral("%1–%2").arg(loc.toString(*p.lowerMinutes, 'f', 2),
                                                                          loc.toString(*p.upperMinutes, 'f', 2))
                                            : QStringLiteral("–"),
                                        true));
        m_answers->setItem(row, 4, readOnlyCell(loc.toString(p.cost.value_or(p.acceleratorHours), 'f', 2), true));
        const QString note = answerNote(p);
        m_answers->setItem(row, 5, readOnlyCell(note));
        for (int column = 0; column < 5 && !note.isEmpty(); ++column) // the Note column can be scrolled out of sight
            m_answers->item(row, column)->setToolTip(note);
    }
    m_answers->resizeColumnsToContents();
    fitQuestionPane();
}

void PlannerView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillSeries();
        replan();
    }
    QWidget::changeEvent(event);
}

void PlannerView::retranslateUi()
{
    showBudgetUnit();
    m_seriesLabel->setText(tr("Acc&elerator:"));
    m_countLabel->setText(tr("&Count:"));
    m_modelLabel->setText(tr("Fit &model:"));
    m_priceLabel->setText(tr("P&rice per accelerator-hour:"));
    m_model->setItemText(0, tr("Amdahl"));
    m_model->setItemText(1, tr("power law"));
    m_model->setItemText(2, tr("Extra-P"));
    m_countSlider->setToolTip(tr("Accelerators, on a log scale"));
    m_currency->setToolTip(tr("Currency (any label)"));
    m_price->setToolTip(tr("Remembered for each accelerator; 0: no cost"));
    // Short, for a narrow pane (a check box does not wrap); the tooltip says it whole.
    m_onCharts->setText(tr("Show it on Scalin&g and Surface"));
    m_onCharts->setToolTip(tr("Show the planned point on the Scaling and Efficiency Surface charts"));
    m_questionsTitle->setText(tr("<b>Questions</b> across every accelerator with a fit"));
    m_cheapest->setText(tr("Cheapest that trains with&in (min):"));
    m_fastest->setText(tr("Fastest within a budget &of:"));
    m_find->setText(tr("Fin&d"));
}

QString PlannerView::pageTitle() const
{
    return tr("Pl&anner");
}

QJsonObject PlannerView::pageState() const
{
    return toJson(options());
}

void PlannerView::restorePageState(const QJsonObject &state)
{
    setOptions(charts::plannerViewOptions(state));
}

} // namespace scalescope::views
