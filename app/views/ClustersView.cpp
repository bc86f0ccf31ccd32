// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ClustersView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/CoverageText.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "app/views/FitColumns.h"
#include "app/views/TableCells.h"
#include "app/views/TitledPart.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace scalescope::views {
namespace {

QString fixed(double v, int decimals)
{
    return std::isfinite(v) ? QLocale().toString(v, 'f', decimals) : QStringLiteral("–");
}

} // namespace

ClustersView::ClustersView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    createControls();
    layOut();
    connectControls();
    retranslateUi();
    rebuildChart();
}

void ClustersView::createControls()
{
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("clusterAlgorithm"));
    m_algorithm->addItem(charts::algorithmName(QStringLiteral("kmeans")), QStringLiteral("kmeans"));
    m_algorithm->addItem(charts::algorithmName(QStringLiteral("ward")), QStringLiteral("ward"));
    m_x = new QComboBox(this);
    m_y = new QComboBox(this);
    for (const QString &c : charts::scatterAxisChoices()) {
        m_x->addItem(QString(), c);
        m_y->addItem(QString(), c);
    }
    m_y->setCurrentIndex(1);
    for (QComboBox *box : {m_x, m_y}) // whole: the chart's bar wraps in a narrow window, not cutting "PC1 (standardised u"
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_logX = new QCheckBox(this);
    m_logY = new QCheckBox(this);
    m_algorithmLabel = new QLabel(this);
    m_xLabel = new QLabel(this);
    m_yLabel = new QLabel(this);
    m_status = new QLabel(this);
    m_auto = new QToolButton(this);
    m_sweepTitle = new QLabel(this);
    m_sweepTitle->setWordWrap(true);
    m_profilesTitle = new QLabel(this);
    m_profilesTitle->setWordWrap(true);
    m_variablesTitle = new QLabel(this);
    m_variablesTitle->setWordWrap(true);
    m_sweep = new QTableWidget(this);
    m_sweep->setObjectName(QStringLiteral("kSweep"));
    m_sweep->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sweep->setSelectionMode(QAbstractItemView::SingleSelection);
    m_sweep->verticalHeader()->hide();
    m_profiles = new QTableWidget(this);
    m_profiles->setObjectName(QStringLiteral("clusterProfiles"));
    m_profiles->verticalHeader()->hide();
    m_variables = new QTableWidget(this);
    m_variables->setObjectName(QStringLiteral("variables"));
    m_variables->verticalHeader()->hide();
    keepRowsFitted(m_variables); // a reason in Korean took three lines and was cut to "…"
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("clusterChartView"));
}

// The bar above, then titled parts in splitters.
void ClustersView::layOut()
{
    m_algorithmLabel->setBuddy(m_algorithm);
    m_xLabel->setBuddy(m_x);
    m_yLabel->setBuddy(m_y);
    auto *bar = new QHBoxLayout;
    for (QWidget *w : QList<QWidget *>{m_algorithmLabel, m_algorithm, m_auto})
        bar->addWidget(w);
    bar->addStretch();
    bar->addWidget(m_status);
    for (QWidget *w : QList<QWidget *>{m_xLabel, m_x, m_logX, m_yLabel, m_y, m_logY})
        m_panel->addControl(w);
    // Titled parts in splitters: on a small screen the user decides what gets the room.
    m_sweepPart = titledPart(m_sweepTitle, m_sweep, this);
    m_variablesPart = titledPart(m_variablesTitle, m_variables, this);
    m_profilesPart = titledPart(m_profilesTitle, m_profiles, this);
    m_left = new QSplitter(Qt::Vertical, this);
    m_left->addWidget(m_sweepPart);
    m_left->addWidget(m_variablesPart);
    m_left->setStretchFactor(0, 2);
    m_left->setStretchFactor(1, 3);
    // Where the tables' column would leave the chart too little width, the three tables go to tabs
    // below the chart instead (arrange()).
    m_narrowTabs = new QTabWidget(this);
    m_narrowTabs->setObjectName(QStringLiteral("clusterTables"));
    m_narrowTabs->setDocumentMode(true);
    m_narrowTabs->hide();
    m_right = new QSplitter(Qt::Vertical, this);
    m_right->addWidget(m_panel);
    m_right->addWidget(m_profilesPart);
    m_right->addWidget(m_narrowTabs);
    m_right->setStretchFactor(0, 5); // the scatter first: the tables scroll
    m_right->setStretchFactor(1, 2);
    m_right->setStretchFactor(2, 3);
    m_split = new QSplitter(this);
    m_split->setObjectName(QStringLiteral("clustersSplit"));
    m_split->addWidget(m_left);
    m_split->addWidget(m_right);
    m_split->setStretchFactor(1, 3);
    connect(m_split, &QSplitter::splitterMoved, this, [this]() { m_userSplit = true; });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_split, 1);
}

void ClustersView::connectControls()
{
    connect(m_controller, &state::AnalysisController::resultChanged, this, &ClustersView::showAnalysis);
    connect(m_controller, &state::AnalysisController::runningChanged, this, [this](bool running) {
        if (running)
            m_status->setText(tr("Clustering…"));
        else if (m_analysis && m_analysis->method)
            m_status->setText(tr("%1 · k = %2")
                                  .arg(m_analysis->method->algorithm == QLatin1String("ward") ? QStringLiteral("Ward")
                                                                                              : QStringLiteral("k-means++"))
                                  .arg(m_analysis->method->chosenK));
    });
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, [this]() {
        if (!m_filling)
            m_controller->setAlgorithm(m_algorithm->currentData().toString());
    });
    connect(m_auto, &QToolButton::clicked, this, [this]() { m_controller->setK(0); });
    connect(m_sweep, &QTableWidget::itemSelectionChanged, this, [this]() {
        if (m_filling || m_sweep->selectedItems().isEmpty() || !m_analysis || !m_analysis->method)
            return;
        const int k = m_sweep->item(m_sweep->selectedItems().first()->row(), 0)->text().toInt();
        if (k != m_analysis->method->chosenK)
            m_controller->setK(k);
    });
    connect(m_variables, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_filling || item->column() != 0)
            return;
        m_controller->setVariableSelected(item->data(Qt::UserRole).toString(), item->checkState() == Qt::Checked);
    });
    for (auto [box, log] : {std::pair{m_x, m_logX}, {m_y, m_logY}})
        connect(box, &QComboBox::currentIndexChanged, this, [this, box = box, log = log]() {
            // A variable the method takes on a log scale (accelerators, memory) starts on a log axis.
            const QSignalBlocker quiet(log);
            log->setChecked(isLogVariable(box->currentData().toString()));
            rebuildChart();
            emit optionsChanged();
        });
    for (QCheckBox *box : {m_logX, m_logY})
        connect(box, &QCheckBox::toggled, this, [this]() {
            rebuildChart();
            emit optionsChanged();
        });
    m_panel->setTooltipProvider([this](const QString &id) { return tooltip(id); });
    connect(m_panel, &charts::ChartPanel::pointClicked, m_selection,
            qOverload<const QString &>(&state::ConfigurationSelection::select));
    linkBrushing(m_panel, m_selection);
    connect(m_selection, &state::ConfigurationSelection::changed, m_panel, &charts::ChartPanel::setSelection);
}

bool ClustersView::isLogVariable(const QString &name) const
{
    if (!m_analysis || !m_analysis->method)
        return false;
    for (const analysis::FeatureInfo &f : m_analysis->method->features.features)
        if (f.name == name)
            return f.transform != QLatin1String("none");
    return false;
}

QChart *ClustersView::chart() const
{
    return m_panel->chart();
}

charts::ClusterChartOptions ClustersView::options() const
{
    return charts::ClusterChartOptions{m_x->currentData().toString(),
                                       m_y->currentData().toString(),
                                       m_logX->isChecked(),
                                       m_logY->isChecked(),
                                       m_panel->zoom(),
                                       m_panel->edits()};
}

void ClustersView::setOptions(const charts::ClusterChartOptions &o)
{
    {
        const QSignalBlocker b1(m_x), b2(m_y), b3(m_logX), b4(m_logY);
        if (m_x->findData(o.x) >= 0)
            m_x->setCurrentIndex(m_x->findData(o.x));
        if (m_y->findData(o.y) >= 0)
            m_y->setCurrentIndex(m_y->findData(o.y));
        m_logX->setChecked(o.logX);
        m_logY->setChecked(o.logY);
    }
    rebuildChart();
    m_panel->setEdits(o.edits);
    m_panel->setZoom(o.zoom);
}

QString ClustersView::tooltip(const QString &id) const
{
    const int i = m_analysis ? m_analysis->indexOf(id) : -1;
    if (i < 0 || !m_analysis->method)
        return i18n::htmlEscaped(id);
    const model::Configuration &c = m_analysis->configurations[i];
    return tr("<b>%1</b><br>%2, round %3<br>%4 accelerators, %5 min<br>cluster %6")
        .arg(i18n::htmlEscaped(c.shownSystemName()), i18n::htmlEscaped(c.org), i18n::htmlEscaped(c.round))
        .arg(c.accelerators.value_or(0))
        .arg(c.scoreMinutes ? QLocale().toString(*c.scoreMinutes, 'f', 3) : tr("n/a"))
        .arg(m_analysis->method->labels.value(i, -1) + 1);
}

void ClustersView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    // A new ranking alone (a weight change) leaves the clusters, so the scatter stays; its tooltips
    // read the new analysis when shown.
    const bool sameClusters = m_analysis && analysis && m_analysis->method && analysis->method &&
                              m_analysis->clusterRevision == analysis->clusterRevision;
    m_analysis = std::move(analysis);
    fillTables();
    if (!sameClusters)
        rebuildChart();
}

void ClustersView::fillTables()
{
    m_filling = true;
    if (!m_analysis || !m_analysis->method) {
        m_sweep->setRowCount(0);
        m_profiles->setRowCount(0);
        m_variables->setRowCount(0);
        m_status->setText(m_analysis ? tr("Nothing to cluster") : QString());
        m_filling = false;
        return;
    }
    {
        const QSignalBlocker b(m_algorithm);
        m_algorithm->setCurrentIndex(m_algorithm->findData(m_analysis->method->algorithm));
    }
    const analysis::MethodResult &r = *m_analysis->method;
    m_status->setText(tr("%1 · k = %2").arg(charts::algorithmName(r.algorithm)).arg(r.chosenK));
    // k sweep: the k each index prefers is marked ★ in that index's column
    m_sweep->clear();
    m_sweep->setColumnCount(5);
    m_sweep->setHorizontalHeaderLabels(
        {tr("k"), tr("Silhouette ↑"), tr("Inertia"), tr("Davies–Bouldin ↓"), tr("Calinski–Harabasz ↑")});
    m_sweep->horizontalHeaderItem(2)->setToolTip(tr("Falls with every k; ★ marks its elbow, where the fall slows most"));
    m_sweep->setRowCount(int(r.sweep.size()));
    const auto mark = [&r](const char *index, int k, const QString &text) {
        return r.favouredK.value(QLatin1String(index), -1) == k ? text + QStringLiteral(" ★") : text;
    };
    for (int i = 0; i < r.sweep.size(); ++i) {
        const analysis::KSweepRow &row = r.sweep[i];
        const QList<QTableWidgetItem *> items = {
            readOnlyCell(QString::number(row.k), true), readOnlyCell(mark("silhouette", row.k, fixed(row.silhouette, 4)), true),
            readOnlyCell(mark("inertia_elbow", row.k, fixed(row.inertia, 1)), true),
            readOnlyCell(mark("davies_bouldin", row.k, fixed(row.daviesBouldin, 3)), true),
            readOnlyCell(mark("calinski_harabasz", row.k, fixed(row.calinskiHarabasz, 1)), true)};
        for (int c = 0; c < items.size(); ++c) {
            if (row.k == r.chosenK) {
                QFont f = items[c]->font();
                f.setBold(true);
                items[c]->setFont(f);
                items[c]->setBackground(QColor(255, 243, 205));
            }
            m_sweep->setItem(i, c, items[c]);
        }
    }
    m_sweep->resizeColumnsToContents();
    fitTablesColumn();
    // profiles
    m_profiles->clear();
    m_profiles->setColumnCount(9);
    m_profiles->setHorizontalHeaderLabels({tr("Rank"), tr("Cluster"), tr("Size"), tr("Accelerators (median, min–max)"),
                                           tr("Median time (min)"), tr("Median efficiency"), tr("Models"), tr("Generation"),
                                           tr("Host cores per accelerator")});
    m_profiles->setRowCount(int(r.clusters.size()));
    for (int i = 0; i < r.clusters.size(); ++i) {
        const analysis::ClusterProfile &p = r.clusters[i];
        const QList<QTableWidgetItem *> items = {
            readOnlyCell(QString::number(p.rank), true),
            readOnlyCell(QString::number(p.id + 1), true),
            readOnlyCell(QString::number(p.size), true),
            readOnlyCell(QStringLiteral("%1 (%2–%3)")
                             .arg(fixed(p.medianAccelerators, 0), fixed(p.minAccelerators, 0), fixed(p.maxAccelerators, 0))),
            readOnlyCell(fixed(p.medianMinutes, 2), true),
            readOnlyCell(p.medianEfficiency ? fixed(*p.medianEfficiency, 2) : QStringLiteral("–"), true),
            readOnlyCell(analysis::clusterModelsText(p)),
            readOnlyCell(p.dominantGeneration),
            readOnlyCell(p.medianHostCoresPerAccelerator ? fixed(*p.medianHostCoresPerAccelerator, 1) : QStringLiteral("–"),
                         true)};
        items[1]->setForeground(charts::seriesColor(p.id));
        items[6]->setToolTip(i18n::richTextOf(items[6]->text())); // names from files: plain text
        for (int c = 0; c < items.size(); ++c)
            m_profiles->setItem(i, c, items[c]);
    }
    // Headers of two lines and the models' column no wider than a long name or two (its whole list
    // in the tooltip): "Accelerators (median, min–max)" and the models took the width of the view.
    breakHeaders(m_profiles, 16 * fontMetrics().averageCharWidth());
    m_profiles->resizeColumnsToContents();
    constexpr int kModelsColumn = 6;
    m_profiles->setColumnWidth(kModelsColumn,
                               std::min(m_profiles->columnWidth(kModelsColumn), 40 * fontMetrics().averageCharWidth()));
    // variables with checkboxes
    m_variables->clear();
    m_variables->setColumnCount(2);
    m_variables->setHorizontalHeaderLabels({tr("Variable"), tr("Why")});
    m_variables->setRowCount(int(r.features.features.size()));
    for (int i = 0; i < r.features.features.size(); ++i) {
        const analysis::FeatureInfo &f = r.features.features[i];
        auto *name = new QTableWidgetItem(analysis::featureLabel(f.name));
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        name->setCheckState(f.selected ? Qt::Checked : Qt::Unchecked);
        name->setData(Qt::UserRole, f.name);
        m_variables->setItem(i, 0, name);
        QTableWidgetItem *why = readOnlyCell(analysis::featureReasonText(f));
        why->setToolTip(analysis::featureReasonText(f));
        m_variables->setItem(i, 1, why);
    }
    m_variables->resizeColumnToContents(0);
    m_variables->horizontalHeader()->setStretchLastSection(true); // the reason wraps in the rest
    m_variables->resizeRowsToContents();
    m_filling = false;
}

void ClustersView::rebuildChart()
{
    const charts::ClusterChartOptions o = options();
    if (!m_analysis) {
        m_panel->setChart(charts::createEmptyChart(tr("No data: open MLPerf results to cluster their configurations")));
        m_panel->setStatus(QString());
        return;
    }
    const auto a = m_analysis;
    QChart *scatter = charts::createClusterScatter(*a, o.x, o.y, o.logX, o.logY);
    scatter->setProperty(charts::kScaleOwnerProperty,
                         tr("This chart's scales are chosen with the \"log\" boxes beside its axes."));
    m_panel->setChart(scatter, a->benchmark + QLatin1Char('|') + o.x + QLatin1Char('|') + o.y + QString::number(o.logX) +
                                   QString::number(o.logY));
    m_panel->setSelection(m_selection->ids());
    QString status = charts::coverageText(*a, charts::CoverageView::Clusters);
    if (a->method) {
        int clustered = 0;
        for (const analysis::ClusterProfile &p : a->method->clusters)
            clustered += p.size;
        const int missing = clustered - int(charts::clusterScatterPoints(*a, o.x, o.y, o.logX, o.logY).size());
        if (missing > 0)
            status += QLatin1Char(' ') +
                      tr("%n clustered configuration(s) have no value on these axes and are not drawn.", nullptr, missing);
    }
    m_panel->setStatus(status);
    m_panel->setExportSpec({QStringLiteral("clusters-%1").arg(a->benchmark),
                            [a, o]() { return charts::createClusterScatter(*a, o.x, o.y, o.logX, o.logY); },
                            [a, o]() { return charts::clusterCsv(*a, o); }, charts::ownTitle(chart()),
                            tr("ScaleScope cluster scatter")});
}

// The width the k sweep's columns need, with its frame and scroll bar.
int ClustersView::sweepWidth() const
{
    return m_sweep->horizontalHeader()->length() + m_sweep->verticalScrollBar()->sizeHint().width() + 2 * m_sweep->frameWidth() +
           2;
}

// The tables beside the chart where it keeps room enough, else in tabs below it; beside it, the k
// sweep whole (its five columns were cut at 1600 × 1000), until the user moves the splitter.
void ClustersView::fitTablesColumn()
{
    if (m_sweep->columnCount() == 0)
        return;
    // Decided on the splitter's width, which neither arrangement changes: no flip-flop.
    const int total = m_split->width() - m_split->handleWidth();
    arrange(total < sweepWidth() + kChartRoom);
    if (m_narrow || m_userSplit)
        return;
    const int left = std::max(m_left->minimumSizeHint().width(), std::min(sweepWidth(), total - kChartRoom));
    if (total > 0 && left != m_split->sizes().value(0))
        m_split->setSizes({left, total - left});
}

// Narrow: the chart over tabs of the profiles, the k sweep and the variables, each as wide as the
// view (at 1024 × 700 with Details open, the column beside the chart left it 230 px and the tables
// scrolled sideways). Wide: the tables' column beside the chart, the profiles below it.
void ClustersView::arrange(bool narrow)
{
    if (narrow == m_narrow)
        return;
    m_narrow = narrow;
    if (narrow) {
        const int current = m_narrowTabs->currentIndex();
        m_narrowTabs->addTab(m_profilesPart, QString());
        m_narrowTabs->addTab(m_sweepPart, QString());
        m_narrowTabs->addTab(m_variablesPart, QString());
        m_narrowTabs->setCurrentIndex(std::max(current, 0));
        m_narrowTabs->show();
        m_left->hide();
        m_right->setSizes({6500, 3500}); // the chart and the tabs, relative: the splitter scales them to its height
    } else {
        m_narrowTabs->clear(); // the pages go back to the splitters below
        m_left->insertWidget(0, m_sweepPart);
        m_left->insertWidget(1, m_variablesPart);
        m_right->insertWidget(1, m_profilesPart);
        for (QWidget *part : {m_sweepPart, m_variablesPart, m_profilesPart})
            part->show();
        m_narrowTabs->hide();
        m_left->show();
        m_right->setSizes({5000, 2000, 0}); // the chart, the profiles, the hidden tabs
    }
    retranslateTabs();
}

void ClustersView::retranslateTabs()
{
    const QList<std::pair<QWidget *, QString>> titles = {
        {m_profilesPart, tr("Cluster profiles")}, {m_sweepPart, tr("k sweep")}, {m_variablesPart, tr("Variables")}};
    for (const auto &[part, title] : titles)
        if (const int i = m_narrowTabs->indexOf(part); i >= 0)
            m_narrowTabs->setTabText(i, title);
}

void ClustersView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTablesColumn();
}

void ClustersView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fillTables();
        rebuildChart();
    }
    QWidget::changeEvent(event);
}

void ClustersView::retranslateUi()
{
    m_algorithmLabel->setText(tr("&Algorithm:"));
    m_auto->setText(tr("Best k"));
    m_auto->setToolTip(tr("Choose the k with the best silhouette"));
    m_xLabel->setText(tr("&X:"));
    m_yLabel->setText(tr("&Y:"));
    m_logX->setText(tr("log"));
    m_logY->setText(tr("log"));
    for (QComboBox *box : {m_x, m_y})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, charts::scatterAxisLabel(box->itemData(i).toString()));
    for (int i = 0; i < m_algorithm->count(); ++i)
        m_algorithm->setItemText(i, charts::algorithmName(m_algorithm->itemData(i).toString()));
    m_sweepTitle->setText(tr("<b>k sweep</b> — ★ the k each index prefers; select a row to use that k"));
    m_profilesTitle->setText(tr("<b>Cluster profiles</b> (original units, by rank)"));
    m_variablesTitle->setText(tr("<b>Phase 1: variables</b> — tick to include, untick to leave out"));
    retranslateTabs();
}

QString ClustersView::pageTitle() const
{
    return tr("C&lusters");
}

QJsonObject ClustersView::pageState() const
{
    return toJson(options());
}

void ClustersView::restorePageState(const QJsonObject &state)
{
    setOptions(charts::clusterChartOptions(state));
}

} // namespace scalescope::views
