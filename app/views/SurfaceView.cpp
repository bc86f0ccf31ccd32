// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/SurfaceView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/CoverageText.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlannerCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/SupercomputerText.h"
#include "app/charts/SurfaceData.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "core/analysis/ScalingModel.h"
#include "core/i18n/SafeText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

namespace scalescope::views {

SurfaceView::SurfaceView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    createControls();
    layOut();
    connectControls();
    retranslateUi();
    rebuild();
}

void SurfaceView::createControls()
{
    m_factor = new QDoubleSpinBox(this);
    m_factor->setObjectName(QStringLiteral("precisionFactor"));
    m_factor->setRange(charts::EfficiencySurfaceChart::kMinFactor, charts::EfficiencySurfaceChart::kMaxFactor);
    m_factor->setDecimals(2);
    m_factor->setSingleStep(0.5);
    m_factor->setValue(m_controller->settings().precisionFactor);
    m_factorLabel = new QLabel(this);
    m_factorLabel->setBuddy(m_factor);
    m_readout = new QLabel(this);
    m_readout->setTextFormat(Qt::RichText); // HTML built here, the id escaped
    m_readout->setObjectName(QStringLiteral("whatIfReadout"));
    m_readout->setWordWrap(true);
    m_offGridLabel = new QLabel(this);
    m_offGridLabel->setWordWrap(true);
    m_offGrid = new QListWidget(this);
    m_offGrid->setObjectName(QStringLiteral("offGridList"));
    m_offGrid->setTextElideMode(Qt::ElideNone); // fitOffGridItems elides each line itself
    m_offGrid->setSpacing(3);
    m_offGrid->setResizeMode(QListView::Adjust);
    m_offGrid->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_offGrid->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn); // a fixed width, so the wrapped heights hold
    m_offGrid->viewport()->installEventFilter(this);
    m_wholeGrid = new QCheckBox(this);
    m_wholeGrid->setObjectName(QStringLiteral("wholeGrid"));
    m_hpcSystems = new QCheckBox(this);
    m_hpcSystems->setObjectName(QStringLiteral("surfaceHpcSystems"));
    m_hpcSystems->setChecked(true);
    m_hpcSystems->hide();
    m_contentLabel = new QLabel(this);
    m_content = new QComboBox(this);
    m_content->setObjectName(QStringLiteral("surfaceContent"));
    m_content->addItem(QString(), false);
    m_content->addItem(QString(), true);
    m_contentLabel->setBuddy(m_content);
    m_contentLabel->hide();
    m_content->hide();
    m_comparison = new QLabel(this);
    m_comparison->setObjectName(QStringLiteral("supercomputerComparison"));
    m_comparison->setTextFormat(Qt::PlainText); // organisation names come from files
    m_comparison->setWordWrap(true);
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("surfaceChartView"));
    m_panel->addControl(m_factorLabel);
    m_panel->addControl(m_factor);
    m_panel->addControl(m_wholeGrid);
    m_panel->addControl(m_hpcSystems);
    m_panel->addControl(m_contentLabel);
    m_panel->addControl(m_content);
}

// The chart beside a column: the supercomputer comparison, the read-out and the off-grid list.
void SurfaceView::layOut()
{
    auto *side = new QWidget(this);
    side->setMinimumWidth(190);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    // The comparison's text scrolls on its own: in a small window it must not push the list away.
    m_comparisonArea = new QScrollArea(side);
    m_comparisonArea->setWidget(m_comparison);
    m_comparisonArea->setWidgetResizable(true);
    m_comparisonArea->setFrameShape(QFrame::NoFrame);
    m_comparisonArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_comparisonArea->hide();
    sideLayout->addWidget(m_comparisonArea, 2);
    sideLayout->addWidget(m_readout);
    sideLayout->addWidget(m_offGridLabel);
    sideLayout->addWidget(m_offGrid, 1);
    auto *split = new QSplitter(this);
    split->addWidget(m_panel);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split, 1);
}

void SurfaceView::connectControls()
{
    connect(m_wholeGrid, &QCheckBox::toggled, this, [this](bool whole) {
        if (m_chart)
            m_chart->setWholeGrid(whole);
        m_panel->view()->setHome(charts::chartRanges(m_chart)); // reset returns to this view
    });
    connect(m_hpcSystems, &QCheckBox::toggled, this, &SurfaceView::rebuild);
    connect(m_content, &QComboBox::currentIndexChanged, this, &SurfaceView::rebuild);
    connect(m_factor, &QDoubleSpinBox::valueChanged, this, [this](double f) {
        if (m_chart)
            m_chart->setPrecisionFactor(f);
        updateReadout();
        m_controller->setPrecisionFactor(f); // kept in the settings: the report and sessions use it
    });
    // One click selects, as a point on a chart does; Enter (itemActivated) too, for the keyboard.
    for (auto signal : {&QListWidget::itemClicked, &QListWidget::itemActivated})
        connect(m_offGrid, signal, this,
                [this](QListWidgetItem *item) { m_selection->select(item->data(Qt::UserRole).toString()); });
    m_panel->setTooltipProvider([this](const QString &id) { return tooltip(id); });
    connect(m_panel, &charts::ChartPanel::pointClicked, this, [this](const QString &id) {
        if (!charts::isPlannedPointId(id)) // the planned point is no configuration
            m_selection->select(id);
    });
    linkBrushing(m_panel, m_selection, [](const QString &id) { return !charts::isPlannedPointId(id); });
    connect(m_selection, &state::ConfigurationSelection::changed, this, [this](const QStringList &ids) {
        m_panel->setSelection(ids);
        updateReadout();
    });
    connect(m_controller, &state::AnalysisController::resultChanged, this, &SurfaceView::showAnalysis);
    connect(m_controller, &state::AnalysisController::settingsChanged, this, [this](const analysis::AnalysisSettings &s) {
        if (s.precisionFactor != m_factor->value()) {
            const QSignalBlocker block(m_factor);
            m_factor->setValue(s.precisionFactor);
            if (m_chart)
                m_chart->setPrecisionFactor(s.precisionFactor);
            updateReadout();
        }
    });
}

void SurfaceView::setPrecisionFactor(double f)
{
    m_factor->setValue(f);
}

void SurfaceView::setExtraPoints(const QList<charts::SurfacePoint> &points)
{
    m_extra = points;
    rebuild();
}

void SurfaceView::setPlannedPoint(const std::optional<charts::SurfacePoint> &point)
{
    m_planned = point;
    rebuild();
}

QList<charts::SurfacePoint> SurfaceView::allPoints() const
{
    QList<charts::SurfacePoint> out = m_points + m_extra;
    if (m_planned)
        out << *m_planned;
    return out;
}

charts::SurfaceChartOptions SurfaceView::options() const
{
    return charts::SurfaceChartOptions{m_wholeGrid->isChecked(), m_panel->zoom(), m_hpcSystems->isChecked(), supercomputers(),
                                       m_panel->edits()};
}

bool SurfaceView::supercomputers() const
{
    return m_content->currentData().toBool();
}

void SurfaceView::setOptions(const charts::SurfaceChartOptions &o)
{
    m_wholeGrid->setChecked(o.wholeGrid);
    {
        const QSignalBlocker b1(m_hpcSystems), b2(m_content);
        m_hpcSystems->setChecked(o.hpcSystems);
        m_content->setCurrentIndex(o.supercomputers ? 1 : 0);
    }
    rebuild();
    m_panel->setEdits(o.edits);
    m_panel->setZoom(o.zoom);
}

void SurfaceView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    const bool same = m_analysis && analysis && m_analysis->scalingRevision == analysis->scalingRevision &&
                      m_analysis->benchmark == analysis->benchmark;
    m_analysis = std::move(analysis);
    if (!same)
        rebuild();
}

charts::EfficiencySurfaceChart *SurfaceView::createChart() const
{
    auto *chart = new charts::EfficiencySurfaceChart;
    if (supercomputers() && m_analysis && !m_analysis->hpcBenchmarks.isEmpty())
        chart->setTitle(tr("Supercomputers and GPU clusters on the efficiency surface (Végh's comparison)"));
    chart->setPoints(allPoints());
    chart->setPrecisionFactor(m_factor->value());
    chart->setWholeGrid(m_wholeGrid->isChecked());
    return chart;
}

void SurfaceView::rebuild()
{
    const bool hasHpc = m_analysis && !m_analysis->hpcSurface.isEmpty();
    const bool canCompare = m_analysis && !m_analysis->hpcBenchmarks.isEmpty();
    m_hpcSystems->setVisible(hasHpc && !supercomputers());
    m_contentLabel->setVisible(canCompare);
    m_content->setVisible(canCompare);
    const bool compare = canCompare && supercomputers();
    m_points = m_analysis ? charts::buildSurfacePoints(*m_analysis, charts::SurfaceContent{m_hpcSystems->isChecked(), compare})
                          : QList<charts::SurfacePoint>();
    m_chart = createChart();
    const QString benchmark = m_analysis ? m_analysis->benchmark : QString();
    if (compare)
        m_chart->setTitle(tr("Supercomputers and GPU clusters on the efficiency surface (Végh's comparison)"));
    m_panel->setChart(m_chart, compare ? QStringLiteral("supercomputers") : benchmark);
    m_panel->setSelection(m_selection->ids());
    m_panel->setStatus(!m_analysis ? QString()
                       : compare   ? tr("%n configuration(s) of every benchmark, placed in their own series.", "",
                                        int(m_analysis->supercomputers.points.size()))
                                   : charts::coverageText(*m_analysis, charts::CoverageView::Surface));
    QStringList comparison;
    if (compare) {
        comparison << charts::supercomputerSentence(m_analysis->supercomputers);
        for (const analysis::FamilySummary &s : m_analysis->supercomputers.families)
            comparison << QStringLiteral("• ") + charts::familySummaryLine(s);
    }
    m_comparison->setText(comparison.join(QLatin1Char('\n')));
    m_comparisonArea->setVisible(compare);
    const QString name =
        compare ? QStringLiteral("efficiency-surface-supercomputers") : QStringLiteral("efficiency-surface-%1").arg(benchmark);
    const QString description =
        compare ? tr("ScaleScope efficiency surface E(k, ε): supercomputers and GPU clusters, compute ×%1").arg(m_factor->value())
                : tr("ScaleScope efficiency surface E(k, ε) with the configurations of %1 and compute ×%2")
                      .arg(benchmark)
                      .arg(m_factor->value());
    m_panel->setExportSpec({name, [this]() { return createChart(); },
                            [this]() { return charts::surfaceCsv(allPoints(), m_factor->value()); }, charts::ownTitle(m_chart),
                            description});
    m_offGrid->clear();
    if (m_analysis)
        for (const charts::SurfacePoint &p : std::as_const(m_points)) {
            const analysis::OffGrid position = analysis::offGridPosition(p.epsilon);
            if (position == analysis::OffGrid::On)
                continue;
            const QString where = charts::offGridText(position);
            const model::Configuration *c = m_analysis->find(p.id);
            const QStringList who =
                c ? QStringList{tr("%1 (round %2)").arg(c->org, c->round), c->shownSystemName()} : QStringList{p.id};
            const QStringList lines =
                who +
                QStringList{tr("ε_eff %1 · k = %2").arg(QLocale().toString(p.epsilon, 'g', 3), QLocale().toString(p.k, 'g', 4)),
                            where};
            auto *item = new QListWidgetItem(lines.join(QLatin1Char('\n')), m_offGrid);
            item->setData(Qt::UserRole + 1, lines);
            item->setToolTip(i18n::richTextOf(lines.join(QLatin1Char('\n')) + QLatin1Char('\n') + p.id));
            item->setData(Qt::UserRole, p.id);
        }
    fitOffGridItems();
    updateReadout();
}

void SurfaceView::fitOffGridItems()
{
    // Short lines per entry, each elided to the list's width (the whole text is in the
    // tooltip): Qt's wrapped items measure before the scroll bar takes its width and lose a line.
    const int width = m_offGrid->viewport()->width() - 2 * m_offGrid->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) - 12;
    if (width <= 0)
        return;
    const QFontMetrics fm(m_offGrid->font());
    for (int i = 0; i < m_offGrid->count(); ++i) {
        QListWidgetItem *item = m_offGrid->item(i);
        QStringList lines = item->data(Qt::UserRole + 1).toStringList();
        for (QString &line : lines)
            line = fm.elidedText(line, Qt::ElideMiddle, width);
        item->setText(lines.join(QLatin1Char('\n')));
    }
}

bool SurfaceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_offGrid->viewport() && event->type() == QEvent::Resize)
        fitOffGridItems();
    return QWidget::eventFilter(watched, event);
}

QString SurfaceView::readout() const
{
    return m_readout->text();
}

void SurfaceView::updateReadout()
{
    const double f = m_factor->value();
    const QLocale loc;
    const QString selected = m_selection->current();
    for (const charts::SurfacePoint &p : std::as_const(m_points)) {
        if (p.id != selected)
            continue;
        const analysis::PrecisionWhatIf w = analysis::precisionWhatIf(p.epsilon, p.k, f);
        const QString slower =
            f < 1 ? QStringLiteral("<br>") + tr("A factor below 1 makes compute slower: a slowdown.") : QString();
        m_readout->setText(tr("<b>%1</b><br>k = %2, ε_eff = %3<br>E = %4 → E' = %5 with compute ×%6 (ε' = %7)<br>"
                              "real gain T/T' = %8")
                               .arg(i18n::htmlEscaped(p.id), loc.toString(p.k, 'g', 4), loc.toString(p.epsilon, 'g', 3),
                                    loc.toString(w.efficiencyBefore, 'f', 3), loc.toString(w.efficiencyAfter, 'f', 3),
                                    loc.toString(f, 'g', 3), loc.toString(w.epsilonAfter, 'g', 3),
                                    loc.toString(w.realGain, 'f', 3)) +
                           slower);
        return;
    }
    m_readout->setText(tr("Select a configuration (in the table or on the chart) to read its efficiency before and "
                          "after making compute ×%1 faster.")
                           .arg(loc.toString(f, 'g', 3)));
}

void SurfaceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void SurfaceView::retranslateUi()
{
    m_factorLabel->setText(tr("Co&mpute faster by ×"));
    m_factor->setToolTip(
        tr("How much faster the compute phase gets while communication stays the same; about 4 for half precision"));
    m_offGridLabel->setText(tr("Off the grid 10⁻⁸…10⁻¹ (negative ε is drawn at the bottom edge):"));
    m_wholeGrid->setText(tr("Whole &grid"));
    m_wholeGrid->setToolTip(tr("Show k 1…10⁶ and ε 10⁻⁸…10⁻¹ instead of the view that fits the configurations"));
    m_hpcSystems->setText(tr("MLPerf HP&C systems"));
    m_hpcSystems->setToolTip(tr("Place the supercomputers' strong-scaling results (every HPC benchmark) beside this "
                                "benchmark's configurations"));
    m_contentLabel->setText(tr("Sh&ow:"));
    m_content->setItemText(0, tr("this benchmark"));
    m_content->setItemText(1, tr("supercomputers vs GPU clusters (Végh)"));
    m_content->setToolTip(tr("Végh's comparison: Piz Daint's P100s, Fugaku's CPU-only runs and the V100 machines beside "
                             "the A100 and H100 clusters, each in its own series, with what the numbers say"));
}

QString SurfaceView::pageTitle() const
{
    return tr("Efficiency S&urface");
}

QJsonObject SurfaceView::pageState() const
{
    return toJson(options());
}

void SurfaceView::restorePageState(const QJsonObject &state)
{
    setOptions(charts::surfaceChartOptions(state));
}

// A configuration's point says what Scaling's does (system, organisation, round) and where it sits:
// k, ε_eff and the efficiency the model gives there. Other points (the probe's, the planned one,
// the HPC systems) carry their own text.
QString SurfaceView::tooltip(const QString &id) const
{
    const model::Configuration *c = m_analysis ? m_analysis->find(id) : nullptr;
    for (const charts::SurfacePoint &p : allPoints()) {
        if (p.id != id)
            continue;
        if (!c || p.local || p.planned || !p.group.isEmpty())
            return i18n::htmlOfPlain(p.label);
        const QLocale loc;
        return tr("<b>%1</b><br>%2, round %3<br>k = %4, ε_eff = %5<br>E = %6")
            .arg(i18n::htmlEscaped(c->shownSystemName()), i18n::htmlEscaped(c->org), i18n::htmlEscaped(c->round),
                 loc.toString(p.k, 'g', 6), loc.toString(p.epsilon, 'g', 3),
                 loc.toString(analysis::amdahlEfficiency(p.k, p.epsilon), 'f', 3));
    }
    return i18n::htmlEscaped(id);
}

} // namespace scalescope::views
