// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ScalingView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/CoverageText.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlannerCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/probe/ProbeCharts.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "app/views/ScalingFitsDialog.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"

#include <QActionGroup>
#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>

namespace scalescope::views {

ScalingView::ScalingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("scalingMetric"));
    m_group = new QComboBox(this);
    m_group->setObjectName(QStringLiteral("scalingGrouping"));
    // As wide as their longest choice: they sit in the chart's bar, which wraps onto another row
    // in a narrow window rather than cutting "Efficiency E = S/k (1 = ideal)".
    for (QComboBox *box : {m_metric, m_group})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metricLabel = new QLabel(this);
    m_groupLabel = new QLabel(this);
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("scalingChartView"));
    for (auto [label, box] : {std::pair{m_metricLabel, m_metric}, {m_groupLabel, m_group}}) {
        label->setBuddy(box);
        m_panel->addControl(label);
        m_panel->addControl(box);
    }
    // One button for the fit: the model every series draws, and the table that compares them.
    m_fitButton = new QToolButton(this);
    m_fitButton->setObjectName(QStringLiteral("fitButton"));
    m_fitMenu = new QMenu(m_fitButton);
    m_fitModels = new QActionGroup(m_fitMenu);
    for (const QString &model : charts::fitChoiceModels()) {
        QAction *a = m_fitMenu->addAction(QString());
        a->setCheckable(true);
        a->setData(model);
        a->setChecked(model == QLatin1String("amdahl"));
        m_fitModels->addAction(a);
    }
    m_fitMenu->addSeparator();
    m_compareFits = m_fitMenu->addAction(QString(), this, &ScalingView::compareFits);
    // The menu opens below the button by hand: a QToolButton's own menu arrow covers its text.
    connect(m_fitButton, &QToolButton::clicked, this,
            [this]() { m_fitMenu->exec(m_fitButton->mapToGlobal(QPoint(0, m_fitButton->height()))); });
    m_panel->addControl(m_fitButton);
    connect(m_fitModels, &QActionGroup::triggered, this, [this]() {
        m_seriesFits.clear(); // one model for all, again
        showFitModel();
        rebuild();
        emit optionsChanged();
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_panel, 1);
    for (charts::ScalingMetric m : charts::scalingMetrics()) // the CLI's list: the fit residuals too
        m_metric->addItem(QString(), int(m));
    for (charts::ScalingGrouping g :
         {charts::ScalingGrouping::CatalogEntry, charts::ScalingGrouping::Org, charts::ScalingGrouping::Round})
        m_group->addItem(QString(), int(g));
    for (QComboBox *box : {m_metric, m_group})
        connect(box, &QComboBox::currentIndexChanged, this, [this]() {
            rebuild();
            emit optionsChanged();
        });
    m_panel->setTooltipProvider([this](const QString &id) { return tooltip(id); });
    connect(m_panel, &charts::ChartPanel::pointClicked, this, [this](const QString &id) {
        if (!charts::isPlannedPointId(id)) // the planned point is no configuration
            m_selection->select(id);
    });
    linkBrushing(m_panel, m_selection, [](const QString &id) { return !charts::isPlannedPointId(id); });
    connect(m_selection, &state::ConfigurationSelection::changed, m_panel, &charts::ChartPanel::setSelection);
    connect(m_selection, &state::ConfigurationSelection::changed, this, [this]() { // the band follows the selection's series
        if (selectedSeries() != m_bandSeries)
            rebuild();
    });
    connect(m_controller, &state::AnalysisController::resultChanged, this, &ScalingView::showAnalysis);
    retranslateUi();
    m_panel->setExportSpec(
        {QStringLiteral("scaling"), [this]() { return createChart(); }, [this]() { return plottedCsv(); }, QString(), QString()});
}

QChart *ScalingView::chart() const
{
    return m_panel->chart();
}

charts::ScalingChartOptions ScalingView::options() const
{
    return charts::ScalingChartOptions{charts::ScalingMetric(m_metric->currentData().toInt()),
                                       charts::ScalingGrouping(m_group->currentData().toInt()),
                                       m_panel->zoom(),
                                       m_panel->edits(),
                                       fitChoice().model,
                                       m_seriesFits};
}

void ScalingView::setOptions(const charts::ScalingChartOptions &o)
{
    {
        const QSignalBlocker b1(m_metric), b2(m_group);
        m_metric->setCurrentIndex(m_metric->findData(int(o.metric)));
        m_group->setCurrentIndex(m_group->findData(int(o.grouping)));
        for (QAction *a : m_fitModels->actions())
            a->setChecked(a->data().toString() == o.fitModel);
        m_seriesFits = o.seriesFits;
        showFitModel();
    }
    rebuild();
    m_panel->setEdits(o.edits);
    m_panel->setZoom(o.zoom);
}

void ScalingView::setMetric(charts::ScalingMetric m)
{
    m_metric->setCurrentIndex(m_metric->findData(int(m)));
}

void ScalingView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    const bool same = m_analysis && analysis && m_analysis->scalingRevision == analysis->scalingRevision &&
                      m_analysis->benchmark == analysis->benchmark;
    m_analysis = std::move(analysis);
    if (!same) // a re-rank or re-cluster leaves this chart as it is
        rebuild();
}

QChart *ScalingView::createChart() const
{
    QChart *chart = charts::createScalingChart(m_data);
    probe::addScalingSeries(chart, m_local, m_data.metric, m_data.pointCount() > 0);
    if (m_plan && m_plan->ok() && m_analysis && m_plan->seriesKey.startsWith(m_analysis->benchmark + QLatin1Char('|')))
        charts::addPlannedScalingPoint(chart, *m_plan, m_data.metric);
    return chart;
}

void ScalingView::setLocalRun(const probe::ProbeRun &run)
{
    m_local = run;
    rebuild();
}

void ScalingView::setPlan(std::shared_ptr<const analysis::Plan> plan)
{
    m_plan = std::move(plan);
    rebuild();
}

void ScalingView::rebuild()
{
    const auto metric = charts::ScalingMetric(m_metric->currentData().toInt());
    const auto grouping = charts::ScalingGrouping(m_group->currentData().toInt());
    if (!m_analysis) {
        m_data = charts::ScalingChartData{metric, QString(), {}};
        QChart *chart = createChart(); // this machine's series, when a probe run is shown
        chart->setTitle(tr("No data: open MLPerf results to see how they scale"));
        m_panel->setChart(chart);
        m_panel->setStatus(QString());
        return;
    }
    m_bandSeries = selectedSeries();
    m_data = charts::buildScalingChartData(*m_analysis, metric, grouping, fitChoice());
    const QString key =
        m_analysis->benchmark + QLatin1Char('|') + charts::metricKey(metric) + QLatin1Char('|') + charts::groupingKey(grouping);
    if (m_data.pointCount() == 0 && m_local.tests.isEmpty()) { // a blank chart would say nothing
        m_panel->setChart(charts::createEmptyChart(grouping != charts::ScalingGrouping::CatalogEntry &&
                                                           metric == charts::ScalingMetric::FitResiduals
                                                       ? residualsNeedAcceleratorSeries()
                                                       : emptyText(metric, m_analysis->benchmark)),
                          key);
        m_panel->setStatus(charts::coverageText(*m_analysis, charts::CoverageView::Scaling, m_data.withoutValue));
        return;
    }
    m_panel->setChart(createChart(), key);
    m_panel->setSelection(m_selection->ids());
    m_panel->setStatus(charts::coverageText(*m_analysis, charts::CoverageView::Scaling, m_data.withoutValue));
    m_panel->setExportSpec({QStringLiteral("scaling-%1-%2").arg(m_data.benchmark, charts::metricKey(m_data.metric)),
                            [this]() { return createChart(); }, [this]() { return plottedCsv(); }, charts::ownTitle(chart()),
                            tr("ScaleScope scaling chart: %1 against accelerators, benchmark %2")
                                .arg(charts::metricTitle(m_data.metric), m_data.benchmark)});
}

// Residuals belong to a fit, and fits are made per accelerator model: with series per organisation
// or round there are none, however many sizes a series has ("no series has two or more sizes" said
// otherwise beside NVIDIA's four).
QString ScalingView::residualsNeedAcceleratorSeries()
{
    return tr("The Amdahl fit residual belongs to a fit, and fits are made for each accelerator model: choose "
              "series per accelerator model, or another metric.");
}

QString ScalingView::emptyText(charts::ScalingMetric metric, const QString &benchmark)
{
    switch (metric) {
    case charts::ScalingMetric::EnergyToTrain:
        return tr("No %1 result here has an energy figure. Energy comes from MLPerf power logs (Training v4.0 and "
                  "later, a power folder beside the results) or an energy column in a results table: open such "
                  "results, or choose another metric.")
            .arg(benchmark);
    case charts::ScalingMetric::Speedup:
    case charts::ScalingMetric::Efficiency:
    case charts::ScalingMetric::FitResiduals:
        return tr("No %1 series here has two or more sizes to compare, so there is no %2 to draw: open more results "
                  "of the same systems, or choose another metric.")
            .arg(benchmark, charts::metricTitle(metric));
    default:
        return tr("No %1 result here has a value for %2: choose another metric or benchmark.")
            .arg(benchmark, charts::metricTitle(metric));
    }
}

QByteArray ScalingView::plottedCsv() const
{
    QByteArray out = charts::scalingCsv(m_data);
    // This machine's series (speedup and efficiency only) and the Planner's planned configuration,
    // as the chart draws them.
    const std::unique_ptr<QChart> chart(createChart());
    for (QAbstractSeries *s : chart->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (xy && s->objectName() == QLatin1String("local"))
            for (const QPointF &p : xy->points())
                out += QStringLiteral("%1,local,%2,%3,\n")
                           .arg(io::csvField(s->property(charts::kPlainNameProperty).toString()), io::formatNumber(p.x()),
                                io::formatNumber(p.y()))
                           .toUtf8();
        if (xy && s->objectName() == QLatin1String("planned") && m_plan)
            for (const QPointF &p : xy->points())
                out += QStringLiteral("%1,planned,%2,%3,%4\n")
                           .arg(io::csvField(m_plan->acceleratorName), io::formatNumber(p.x()), io::formatNumber(p.y()),
                                io::csvField(charts::plannedPointId(*m_plan)))
                           .toUtf8();
    }
    return out;
}

QString ScalingView::tooltip(const QString &id) const
{
    if (charts::isPlannedPointId(id) && m_plan)
        return charts::planSummaryHtml(*m_plan, QString());
    const model::Configuration *c = m_analysis ? m_analysis->find(id) : nullptr;
    if (!c)
        return i18n::htmlEscaped(id);
    const QLocale loc;
    QString value, series;
    for (const charts::ScalingSeriesData &s : m_data.series)
        for (const charts::ScalingPoint &p : s.points)
            if (p.configurationId == id) {
                value = loc.toString(p.value, 'g', 4);
                series = s.name;
                if (s.epsilon && s.r2 && s.maxRelativeResidual && s.fitModel == QLatin1String("amdahl"))
                    series = tr("%1 — Amdahl fit ε %2, R² %3, worst residual %4%") // for when the legend is hidden
                                 .arg(s.name, loc.toString(*s.epsilon, 'g', 3), loc.toString(*s.r2, 'f', 3),
                                      loc.toString(100 * *s.maxRelativeResidual, 'f', 1));
                else if (s.r2 && s.maxRelativeResidual)
                    series = tr("%1 — %2 fit R² %3, worst residual %4%")
                                 .arg(s.name, charts::fitModelTitle(s.fitModel), loc.toString(*s.r2, 'f', 3),
                                      loc.toString(100 * *s.maxRelativeResidual, 'f', 1));
            }
    return tr("<b>%1</b><br>%2, round %3<br>%4 accelerators, %5 min<br>%6: %7<br><i>%8</i>")
        .arg(i18n::htmlEscaped(c->shownSystemName()), i18n::htmlEscaped(c->org), i18n::htmlEscaped(c->round))
        .arg(c->accelerators.value_or(0))
        .arg(c->scoreMinutes ? loc.toString(*c->scoreMinutes, 'f', 3) : tr("n/a"), charts::metricTitle(m_data.metric), value,
             i18n::htmlEscaped(series));
}

void ScalingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void ScalingView::retranslateUi()
{
    m_metricLabel->setText(tr("&Metric:"));
    m_groupLabel->setText(tr("Series pe&r:"));
    for (int i = 0; i < m_metric->count(); ++i)
        m_metric->setItemText(i, charts::metricTitle(charts::ScalingMetric(m_metric->itemData(i).toInt())));
    m_group->setItemText(0, tr("accelerator model"));
    m_group->setItemText(1, tr("organisation"));
    m_group->setItemText(2, tr("round"));
    for (QAction *a : m_fitModels->actions()) {
        const QString model = a->data().toString();
        a->setText(model == QLatin1String("aic")      ? tr("Each Series' &Best by AICc")
                   : model == QLatin1String("power")  ? tr("&Power Law  T = c·k^−β")
                   : model == QLatin1String("extrap") ? tr("&Extra-P  T = c₀ + c₁·k^i·log₂(k)^j")
                                                      : tr("&Amdahl  T = a + b/k"));
    }
    m_compareFits->setText(tr("&Compare Fits…"));
    showFitModel();
}

charts::FitChoice ScalingView::fitChoice() const
{
    charts::FitChoice c;
    if (QAction *checked = m_fitModels->checkedAction())
        c.model = checked->data().toString();
    c.perSeries = m_seriesFits;
    c.bandSeries = m_bandSeries;
    return c;
}

void ScalingView::showFitModel()
{
    const QString model = fitChoice().model;
    // Short in the bar, which holds the metric and the grouping beside it; the model is in its tooltip and the legend.
    m_fitButton->setText(tr("Fit ▾"));
    m_fitButton->setToolTip(
        (m_seriesFits.isEmpty()
             ? tr("Fit: %1").arg(charts::fitModelTitle(model))
             : tr("Fit: %1, %n series set by hand", nullptr, int(m_seriesFits.size())).arg(charts::fitModelTitle(model))) +
        QLatin1Char('\n') +
        tr("Choose the fit each series draws, or compare the three models by AICc. The selected configuration's series "
           "also draws its 95 % prediction band."));
}

QString ScalingView::selectedSeries() const
{
    if (!m_analysis || m_selection->ids().isEmpty())
        return {};
    const QString id = m_selection->current();
    for (const analysis::ScalingSeries &s : m_analysis->scaling.series)
        for (int i : s.members)
            if (m_analysis->configurations[i].id == id)
                return s.key;
    return {};
}

void ScalingView::compareFits()
{
    if (!m_analysis)
        return;
    const std::shared_ptr<const analysis::BenchmarkAnalysis> analysis = m_analysis; // kept while the dialog is open
    const charts::ScalingChartData shown = charts::buildScalingChartData(*analysis, charts::ScalingMetric::TimeToTrain,
                                                                         charts::ScalingGrouping::CatalogEntry, fitChoice());
    ScalingFitsDialog dialog(*analysis, shown, fitChoice(), this);
    connect(&dialog, &ScalingFitsDialog::modelChosen, this, [this, &dialog](const QString &key, const QString &model) {
        m_seriesFits.insert(key, model);
        showFitModel();
        rebuild();
        dialog.setChoice(fitChoice());
        emit optionsChanged();
    });
    dialog.exec();
}

QString ScalingView::pageTitle() const
{
    return tr("&Scaling");
}

QJsonObject ScalingView::pageState() const
{
    return toJson(options());
}

void ScalingView::restorePageState(const QJsonObject &state)
{
    setOptions(charts::scalingChartOptions(state));
}

} // namespace scalescope::views
