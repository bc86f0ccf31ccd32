// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/RankingView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/CoverageText.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/StabilityCharts.h"
#include "app/jobs/JobRunner.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "app/views/ColumnScroll.h"
#include "app/views/ControlsBesideCharts.h"
#include "app/views/FitColumns.h"
#include "app/views/TableCells.h"
#include "app/views/TitledPart.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace scalescope::views {

RankingView::RankingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    QWidget *tables = createTablesPane(createWeights()); // first: the Tab order follows creation
    m_chartTabs = new QTabWidget(this);
    m_chartTabs->setObjectName(QStringLiteral("rankingCharts"));
    m_chartTabs->setDocumentMode(true);
    m_chartTabs->addTab(m_panel, QString());
    m_chartTabs->addTab(createStabilityPage(), QString());
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(controlsBesideCharts(tables, m_chartTabs, this));

    connectControls();
    retranslateUi();
    showSettings(m_controller->settings());
    showAnalysis(nullptr);
}

// A slider per criterion, each with its value beside it.
QGridLayout *RankingView::createWeights()
{
    m_weightsTitle = new QLabel(this);
    m_weightsTitle->setWordWrap(true);
    auto *weights = new QGridLayout;
    weights->addWidget(m_weightsTitle, 0, 0, 1, 2);
    const QList<analysis::Criterion> criteria = m_controller->settings().method.criteria;
    for (int i = 0; i < criteria.size(); ++i) {
        auto *label = new QLabel(this);
        auto *slider = new QSlider(Qt::Horizontal, this);
        slider->setObjectName(QStringLiteral("weight_") + criteria[i].name);
        slider->setRange(0, 10);
        slider->setValue(5);
        slider->setTickPosition(QSlider::TicksBelow);
        label->setBuddy(slider);
        label->setWordWrap(true);
        auto *value = new QLabel(this);
        value->setObjectName(QStringLiteral("weightValue_") + criteria[i].name);
        value->setMinimumWidth(value->fontMetrics().horizontalAdvance(QStringLiteral("10")) + 4);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        weights->addWidget(label, i + 1, 0);
        weights->addWidget(slider, i + 1, 1);
        weights->addWidget(value, i + 1, 2);
        m_sliderLabels << label;
        m_sliders << slider;
        m_weightValues << value;
        connect(slider, &QSlider::valueChanged, value, [value](int v) { value->setNum(v); });
        value->setNum(slider->value());
        connect(slider, &QSlider::valueChanged, this, [this]() {
            QList<double> w;
            for (QSlider *s : std::as_const(m_sliders))
                w << s->value();
            m_controller->setWeights(w);
        });
    }
    // The labels share the room with the sliders: given none, they wrapped in a pane with room to spare.
    weights->setColumnStretch(0, 1);
    weights->setColumnStretch(1, 1);
    return weights;
}

// The weights, the recommendation and the cluster and configuration tables, scrolling together.
QWidget *RankingView::createTablesPane(QGridLayout *weights)
{
    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setTextFormat(Qt::PlainText); // names accelerators and configurations from files
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_clustersTitle = new QLabel(this);
    m_clustersTitle->setWordWrap(true);
    m_configsTitle = new QLabel(this);
    m_configsTitle->setWordWrap(true);
    m_clusters = new QTableWidget(this);
    m_clusters->setObjectName(QStringLiteral("rankedClusters"));
    m_configs = new QTableWidget(this);
    m_configs->setObjectName(QStringLiteral("rankedConfigurations"));
    m_configs->verticalHeader()->hide();
    // One line a row, as tall as the clusters' rows above it (the style's default was 30 px).
    m_configs->verticalHeader()->setDefaultSectionSize(m_configs->fontMetrics().height() + 6);
    m_configs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_configs->setSelectionMode(QAbstractItemView::SingleSelection);
    // The pane is narrow (a third of a 1024 px window): the clusters' columns share its width,
    // wrapping. The configurations' seven columns scroll, each line whole; the headers are read
    // from their left end, where a scrolled table shows them.
    keepColumnsFitted(m_clusters, LastColumn::Fills);
    m_configs->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("paretoChartView"));

    // Each table under its title; where the pane is too short for both, the two share it as tabs
    // (fitTables()).
    m_clustersPart = titledPart(m_clustersTitle, m_clusters, this);
    m_configsPart = titledPart(m_configsTitle, m_configs, this);
    m_tableTabs = new QTabWidget(this);
    m_tableTabs->setObjectName(QStringLiteral("rankingTables"));
    m_tableTabs->setDocumentMode(true);
    m_tableTabs->hide();
    m_clusters->setMinimumHeight(fontMetrics().height() * 8); // five clusters without scrolling
    m_configs->setMinimumHeight(fontMetrics().height() * 8);

    auto *left = new QWidget(this);
    m_tablesColumn = new QVBoxLayout(left);
    m_tablesColumn->setContentsMargins(0, 0, 0, 0);
    m_weights = weights;
    m_tablesColumn->addLayout(weights);
    m_tablesColumn->addWidget(m_recommendation);
    m_tablesColumn->addWidget(m_clustersPart, 2);
    m_tablesColumn->addWidget(m_configsPart, 3);
    m_tablesColumn->addWidget(m_tableTabs, 1);
    // On a short screen the weights, sentence and tables scroll rather than squeeze into each other;
    // never sideways: the splitter cannot cut the sliders' values or the tables' right side.
    m_tablesScroll = new ColumnScroll(left, this);
    m_tablesScroll->installEventFilter(this);
    return m_tablesScroll;
}

// The height the column needs with both tables stacked at their least heights: the weights and the
// sentence as laid out now (the same in both arrangements), then each title and table.
int RankingView::stackedTablesHeight() const
{
    const int spacing = std::max(m_tablesColumn->spacing(), 0);
    int height = m_recommendation->geometry().bottom() + 1;
    for (const auto &[title, table] : {std::pair{m_clustersTitle, m_clusters}, std::pair{m_configsTitle, m_configs}})
        height += spacing + title->heightForWidth(m_recommendation->width()) +
                  std::max(title->parentWidget()->layout()->spacing(), 0) + table->minimumHeight();
    return height;
}

// Both tables stacked where the pane is tall enough for them, else in two tabs that share the
// pane's height below the sentence (at 1024 × 700 only the configurations' header was in sight).
void RankingView::fitTables()
{
    if (m_recommendation->width() <= 0)
        return;
    // Back to stacked with two lines to spare: the scroll bar a stacked column may need narrows the
    // sentence and makes it taller, and must not flip the arrangement back.
    const int spare = m_tablesInTabs ? 2 * fontMetrics().height() : 0;
    const bool tabs = m_tablesScroll->viewport()->height() < stackedTablesHeight() + spare;
    if (tabs == m_tablesInTabs)
        return;
    m_tablesInTabs = tabs;
    if (tabs) {
        m_tableTabs->addTab(m_clustersPart, QString());
        m_tableTabs->addTab(m_configsPart, QString());
        m_tableTabs->setCurrentIndex(m_tablesTab);
        m_tableTabs->show();
    } else {
        m_tablesTab = m_tableTabs->currentIndex();
        m_tableTabs->clear(); // the parts go back under the sentence
        m_tableTabs->hide();
        m_tablesColumn->insertWidget(2, m_clustersPart, 2);
        m_tablesColumn->insertWidget(3, m_configsPart, 3);
        m_clustersPart->show();
        m_configsPart->show();
    }
    // In a tab the tab's text is the title.
    m_clustersTitle->setVisible(!tabs);
    m_configsTitle->setVisible(!tabs);
    retranslateTableTabs();
}

void RankingView::retranslateTableTabs()
{
    if (const int i = m_tableTabs->indexOf(m_clustersPart); i >= 0)
        m_tableTabs->setTabText(i, tr("Clusters"));
    if (const int i = m_tableTabs->indexOf(m_configsPart); i >= 0)
        m_tableTabs->setTabText(i, tr("Configurations"));
}

bool RankingView::eventFilter(QObject *watched, QEvent *event)
{
    // After the column's layout has placed the sentence at the new size (the filter runs before it).
    if (watched == m_tablesScroll && event->type() == QEvent::Resize)
        QMetaObject::invokeMethod(this, &RankingView::fitTables, Qt::QueuedConnection);
    // The rank ranges drawn again where the panel's new size holds more or fewer rows or names.
    if (watched == m_stabilityPanel && event->type() == QEvent::Resize && m_stabilityShow->currentIndex() == 1 &&
        rankRangeFit() != m_rankRangeFit)
        QMetaObject::invokeMethod(this, &RankingView::showStability, Qt::QueuedConnection);
    return QWidget::eventFilter(watched, event);
}

void RankingView::connectControls()
{
    connect(m_controller, &state::AnalysisController::resultChanged, this, &RankingView::showAnalysis);
    connect(m_controller, &state::AnalysisController::settingsChanged, this, &RankingView::showSettings);
    connect(m_configs, &QTableWidget::itemSelectionChanged, this, [this]() {
        const auto items = m_configs->selectedItems();
        if (!items.isEmpty())
            m_selection->select(m_configs->item(items.first()->row(), 1)->text());
    });
    m_panel->setTooltipProvider([this](const QString &id) {
        const int i = m_analysis ? m_analysis->indexOf(id) : -1;
        if (i < 0 || !m_analysis->method)
            return i18n::htmlEscaped(id);
        const model::Configuration &c = m_analysis->configurations[i];
        return tr("<b>%1</b><br>%2, round %3<br>%4 accelerators, %5 min<br>rank %6")
            .arg(i18n::htmlEscaped(c.shownSystemName()), i18n::htmlEscaped(c.org), i18n::htmlEscaped(c.round))
            .arg(c.accelerators.value_or(0))
            .arg(c.scoreMinutes ? QLocale().toString(*c.scoreMinutes, 'f', 3) : tr("n/a"))
            .arg(m_analysis->method->configurationRanking.rank.value(i));
    });
    connect(m_panel, &charts::ChartPanel::pointClicked, m_selection,
            qOverload<const QString &>(&state::ConfigurationSelection::select));
    linkBrushing(m_panel, m_selection);
    connect(m_selection, &state::ConfigurationSelection::changed, this, &RankingView::showSelection);
    connect(m_chartTabs, &QTabWidget::currentChanged, this, [this]() {
        if (m_stabilityDirty)
            scheduleStability();
    });
}

QString RankingView::recommendation() const
{
    return m_recommendation->text();
}

QChart *RankingView::chart() const
{
    return m_panel->chart();
}

charts::RankingViewOptions RankingView::options() const
{
    charts::RankingViewOptions o;
    o.zoom = m_panel->zoom();
    o.stabilityPage = m_chartTabs->currentIndex() == 1;
    o.rankRanges = m_stabilityShow->currentIndex() == 1;
    o.edits = m_panel->edits();
    o.stabilityEdits = m_stabilityPanel->edits();
    o.stability = stabilityOptions();
    return o;
}

void RankingView::setOptions(const charts::RankingViewOptions &o)
{
    m_panel->setEdits(o.edits);
    m_panel->setZoom(o.zoom);
    m_stabilityPanel->setEdits(o.stabilityEdits);
    if (o.stability)
        setStabilityOptions(*o.stability);
    m_stabilityShow->setCurrentIndex(o.rankRanges ? 1 : 0);
    m_chartTabs->setCurrentIndex(o.stabilityPage ? 1 : 0);
}

void RankingView::showSettings(const analysis::AnalysisSettings &s)
{
    for (int i = 0; i < m_sliders.size() && i < s.method.criteria.size(); ++i) {
        const QSignalBlocker block(m_sliders[i]);
        m_sliders[i]->setValue(int(std::lround(s.method.criteria[i].weight)));
        m_weightValues[i]->setNum(m_sliders[i]->value()); // blocked signals do not reach it
    }
    updateEnergyRow();
}

// Energy is a criterion only where power logs give it: its slider shows when the analysis has
// an energy figure, or when the user has given it a weight.
void RankingView::updateEnergyRow()
{
    const QList<analysis::Criterion> criteria = m_controller->settings().method.criteria;
    const bool hasEnergy = m_analysis && std::any_of(m_analysis->configurations.cbegin(), m_analysis->configurations.cend(),
                                                     [](const model::Configuration &c) { return c.energyKj.has_value(); });
    for (int i = 0; i < criteria.size() && i < m_sliders.size(); ++i) {
        if (criteria[i].name != QLatin1String("energy"))
            continue;
        const bool shown = hasEnergy || m_sliders[i]->value() > 0;
        m_sliderLabels[i]->setVisible(shown);
        m_sliders[i]->setVisible(shown);
        m_weightValues[i]->setVisible(shown);
    }
}

void RankingView::showSelection(const QStringList &ids)
{
    m_panel->setSelection(ids);
    const QSignalBlocker block(m_configs);
    m_configs->clearSelection();
    for (int row = 0; row < m_configs->rowCount(); ++row)
        if (ids.contains(m_configs->item(row, 1)->text())) {
            m_configs->selectRow(row);
            // Column 0 (the rank): scrolling to the long id would hide the rank column. Centred, so
            // that the row stays in sight when the table's height settles after a session opens.
            m_configs->scrollToItem(m_configs->item(row, 0), QAbstractItemView::PositionAtCenter);
            break;
        }
}

void RankingView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    updateEnergyRow();
    const QSignalBlocker block(m_configs);
    m_clusters->clear();
    m_configs->clear();
    if (!m_analysis || !m_analysis->method) {
        m_recommendation->setText(m_analysis ? tr("Nothing to rank.") : QString());
        m_clusters->setRowCount(0);
        m_configs->setRowCount(0);
        m_panel->setChart(charts::createEmptyChart(m_analysis ? tr("Nothing to rank")
                                                              : tr("No data: open MLPerf results to rank their configurations")));
        m_panel->setStatus(QString());
        scheduleStability();
        QMetaObject::invokeMethod(this, &RankingView::fitTables, Qt::QueuedConnection);
        return;
    }
    const analysis::BenchmarkAnalysis &a = *m_analysis;
    const analysis::MethodResult &r = *a.method;
    m_recommendation->setText(analysis::methodRecommendation(r, a.configurations));
    // Clusters come by rank: the rank is the row's number, a column less in a narrow pane.
    m_clusters->setColumnCount(4);
    m_clusters->setHorizontalHeaderLabels({tr("Cluster"), tr("Closeness"), tr("Size"), tr("Mostly")});
    m_clusters->setRowCount(int(r.clusters.size()));
    QStringList ranks;
    for (int i = 0; i < r.clusters.size(); ++i) {
        const analysis::ClusterProfile &p = r.clusters[i];
        ranks << QString::number(p.rank);
        m_clusters->setItem(i, 0, readOnlyCell(QString::number(p.id + 1), true));
        m_clusters->item(i, 0)->setForeground(charts::seriesColor(p.id));
        m_clusters->setItem(i, 1, readOnlyCell(QLocale().toString(p.topsis, 'f', 4), true));
        m_clusters->setItem(i, 2, readOnlyCell(QString::number(p.size), true));
        m_clusters->setItem(i, 3, readOnlyCell(p.models.isEmpty() ? QString() : p.models.first().first));
    }
    m_clusters->setVerticalHeaderLabels(ranks);
    fitColumns(m_clusters);
    // configurations by rank
    QList<int> order(a.configurations.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int x, int y) { return r.configurationRanking.rank[x] < r.configurationRanking.rank[y]; });
    m_configs->setColumnCount(7);
    m_configs->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Configuration"), tr("Closeness"), tr("Cluster"), tr("Accelerators"), tr("Time (min)"), tr("Notes")});
    m_configs->setRowCount(int(order.size()));
    for (int row = 0; row < order.size(); ++row) {
        const int i = order[row];
        const model::Configuration &c = a.configurations[i];
        QStringList notes;
        if (r.pareto.value(i))
            notes << tr("Pareto front");
        if (r.configurationRanking.partial.value(i))
            notes << tr("ranked without efficiency (no reference)");
        if (r.duplicate.value(i))
            notes << tr("duplicate logs, counted once");
        m_configs->setItem(row, 0, readOnlyCell(QString::number(r.configurationRanking.rank[i]), true));
        m_configs->setItem(row, 1, readOnlyCell(c.id));
        m_configs->setItem(row, 2,
                           readOnlyCell(QLocale().toString(r.configurationRanking.closeness[i], 'f', 4), true)); // ties show
        m_configs->setItem(row, 3, readOnlyCell(r.labels[i] >= 0 ? QString::number(r.labels[i] + 1) : QStringLiteral("–"), true));
        m_configs->setItem(row, 4, readOnlyCell(c.accelerators ? QString::number(*c.accelerators) : QStringLiteral("–"), true));
        m_configs->setItem(
            row, 5, readOnlyCell(c.scoreMinutes ? QLocale().toString(*c.scoreMinutes, 'f', 2) : QStringLiteral("–"), true));
        m_configs->setItem(row, 6, readOnlyCell(notes.join(QStringLiteral("; "))));
    }
    m_configs->resizeColumnsToContents();
    const auto shared = m_analysis;
    m_panel->setChart(charts::createParetoChart(a), a.benchmark);
    m_panel->setStatus(charts::coverageText(a, charts::CoverageView::Ranking));
    m_panel->setExportSpec(
        {QStringLiteral("pareto-%1").arg(a.benchmark), [shared]() { return charts::createParetoChart(*shared); },
         [shared]() { return charts::paretoCsv(*shared); }, charts::ownTitle(chart()), tr("ScaleScope Pareto chart")});
    showSelection(m_selection->ids());
    scheduleStability();
    QMetaObject::invokeMethod(this, &RankingView::fitTables, Qt::QueuedConnection); // the sentence's height changed
}

void RankingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showAnalysis(m_analysis);
        showStability();
    }
    QWidget::changeEvent(event);
}

void RankingView::retranslateUi()
{
    m_weightsTitle->setText(tr("<b>Weights</b> (TOPSIS; move a slider to re-rank)"));
    const QList<analysis::Criterion> criteria = m_controller->settings().method.criteria;
    for (int i = 0; i < m_sliderLabels.size() && i < criteria.size(); ++i)
        m_sliderLabels[i]->setText(charts::criterionLabel(criteria[i].name));
    m_clustersTitle->setText(tr("<b>Clusters</b> by rank"));
    m_configsTitle->setText(tr("<b>Configurations</b> by rank"));
    retranslateTableTabs();
    m_chartTabs->setTabText(0, tr("Pareto front"));
    m_chartTabs->setTabText(1, tr("Stability"));
    m_chartTabs->setTabToolTip(1, tr("How the ranking holds when the weights (and, if you ask, k and the reference "
                                     "scope) are drawn at random"));
    m_showLabel->setText(tr("Sh&ow:"));
    m_stabilityShow->setItemText(0, tr("First places by cluster"));
    m_stabilityShow->setItemText(1, tr("Rank ranges"));
    m_drawsLabel->setText(tr("&Draws:"));
    m_samplingLabel->setText(tr("W&eights:"));
    m_sampling->setItemText(0, tr("anywhere (Dirichlet)"));
    m_sampling->setItemText(1, tr("around yours"));
    m_sampling->setToolTip(tr("Anywhere: weights drawn over all weightings (concentration 1: every weighting equally "
                              "likely; more: nearer equal weights). Around yours: each weight within ± the given "
                              "share of your own."));
    m_concentration->setToolTip(tr("Dirichlet concentration"));
    m_concentration->setPrefix(tr("α = "));
    m_spread->setPrefix(QStringLiteral("± "));
    m_spread->setToolTip(tr("How far each weight may move from yours"));
    m_varyK->setText(tr("Var&y k:"));
    m_kTo->setPrefix(tr("to "));
    m_varyScope->setText(tr("Vary s&cope"));
    m_varyScope->setToolTip(tr("Draw the reference scope too: same round, all rounds, same submitter"));
}

analysis::AnalysisSettings RankingView::initialSettings()
{
    // Equal weights rank exactly as weights of 1 do; energy stays 0 until asked for.
    analysis::AnalysisSettings s;
    for (analysis::Criterion &c : s.method.criteria)
        c.weight = c.weight > 0 ? 5 : 0;
    return s;
}

QString RankingView::pageTitle() const
{
    return tr("Ran&king");
}

QJsonObject RankingView::pageState() const
{
    return toJson(options());
}

void RankingView::restorePageState(const QJsonObject &state)
{
    setOptions(charts::rankingViewOptions(state));
}

} // namespace scalescope::views
