// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RankingView's Stability page: how the ranking holds when the weights (and k, and the reference
// scope) vary, computed in the background, drawn as rank ranges.
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
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"
#include "core/io/StabilityFormat.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetricsF>
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
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <numeric>
#include <vector>

namespace scalescope::views {

QWidget *RankingView::createStabilityPage()
{
    auto *page = new QWidget(this);
    m_stabilitySummary = new QLabel(page);
    m_stabilitySummary->setObjectName(QStringLiteral("stabilitySummary"));
    m_stabilitySummary->setWordWrap(true);
    m_stabilitySummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stabilityPanel = new charts::ChartPanel(page);
    m_stabilityPanel->installEventFilter(this); // the rank ranges fit its size (rankRangeFit())
    m_stabilityPanel->view()->setObjectName(QStringLiteral("stabilityChartView"));
    m_stabilityShow = new QComboBox(page);
    m_stabilityShow->setObjectName(QStringLiteral("stabilityChart"));
    m_stabilityShow->addItems({QString(), QString()});
    m_draws = new QSpinBox(page);
    m_draws->setObjectName(QStringLiteral("stabilityDraws"));
    m_draws->setRange(100, 1000000);
    m_draws->setSingleStep(1000);
    m_draws->setGroupSeparatorShown(true);
    m_sampling = new QComboBox(page);
    m_sampling->setObjectName(QStringLiteral("stabilitySampling"));
    m_sampling->addItems({QString(), QString()});
    m_concentration = new QDoubleSpinBox(page);
    m_concentration->setObjectName(QStringLiteral("stabilityConcentration"));
    m_concentration->setRange(0.05, 100);
    m_concentration->setDecimals(2);
    m_concentration->setSingleStep(0.25);
    m_spread = new QSpinBox(page);
    m_spread->setObjectName(QStringLiteral("stabilitySpread"));
    m_spread->setRange(1, 100);
    m_spread->setSuffix(QStringLiteral(" %"));
    m_varyK = new QCheckBox(page);
    m_varyK->setObjectName(QStringLiteral("stabilityVaryK"));
    m_kFrom = new QSpinBox(page);
    m_kTo = new QSpinBox(page);
    for (QSpinBox *box : {m_kFrom, m_kTo})
        box->setRange(2, 20);
    m_varyScope = new QCheckBox(page);
    m_varyScope->setObjectName(QStringLiteral("stabilityVaryScope"));
    m_showLabel = new QLabel(page);
    m_drawsLabel = new QLabel(page);
    m_samplingLabel = new QLabel(page);
    m_showLabel->setBuddy(m_stabilityShow);
    m_drawsLabel->setBuddy(m_draws);
    m_samplingLabel->setBuddy(m_sampling);
    // Controls that belong together wrap together when the bar is narrow.
    auto group = [page](const QList<QWidget *> &widgets) {
        auto *box = new QWidget(page);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget *w : widgets)
            row->addWidget(w);
        return box;
    };
    for (QWidget *w : {group({m_showLabel, m_stabilityShow}), group({m_drawsLabel, m_draws}),
                       group({m_samplingLabel, m_sampling, m_concentration, m_spread}), group({m_varyK, m_kFrom, m_kTo}),
                       static_cast<QWidget *>(m_varyScope)})
        m_stabilityPanel->addControl(w);

    // Remembered between runs.
    const QSettings settings;
    m_draws->setValue(settings.value(QStringLiteral("stability/draws"), 10000).toInt());
    m_sampling->setCurrentIndex(settings.value(QStringLiteral("stability/sampling")).toString() == QLatin1String("around") ? 1
                                                                                                                           : 0);
    m_concentration->setValue(settings.value(QStringLiteral("stability/concentration"), 1.0).toDouble());
    m_spread->setValue(settings.value(QStringLiteral("stability/spread"), 25).toInt());
    m_varyK->setChecked(settings.value(QStringLiteral("stability/varyK"), false).toBool());
    m_kFrom->setValue(settings.value(QStringLiteral("stability/kFrom"), 3).toInt());
    m_kTo->setValue(settings.value(QStringLiteral("stability/kTo"), 8).toInt());
    m_varyScope->setChecked(settings.value(QStringLiteral("stability/varyScope"), false).toBool());
    m_concentration->setVisible(m_sampling->currentIndex() == 0);
    m_spread->setVisible(m_sampling->currentIndex() == 1);
    m_kFrom->setEnabled(m_varyK->isChecked());
    m_kTo->setEnabled(m_varyK->isChecked());

    connect(m_stabilityShow, &QComboBox::currentIndexChanged, this, &RankingView::showStability);
    connect(m_sampling, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_concentration->setVisible(index == 0);
        m_spread->setVisible(index == 1);
        stabilityOptionsChanged();
    });
    connect(m_varyK, &QCheckBox::toggled, this, [this](bool on) {
        m_kFrom->setEnabled(on);
        m_kTo->setEnabled(on);
        stabilityOptionsChanged();
    });
    connect(m_kFrom, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_kTo->value() < v)
            m_kTo->setValue(v); // one change, one run: the range stays ordered
        stabilityOptionsChanged();
    });
    connect(m_kTo, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_kFrom->value() > v)
            m_kFrom->setValue(v);
        stabilityOptionsChanged();
    });
    connect(m_varyScope, &QCheckBox::toggled, this, &RankingView::stabilityOptionsChanged);
    // Typed numbers count once editing ends (or an arrow steps), not at every keystroke.
    for (QAbstractSpinBox *box : QList<QAbstractSpinBox *>{m_draws, m_concentration, m_spread})
        box->setKeyboardTracking(false);
    connect(m_draws, &QSpinBox::valueChanged, this, &RankingView::stabilityOptionsChanged);
    connect(m_concentration, &QDoubleSpinBox::valueChanged, this, &RankingView::stabilityOptionsChanged);
    connect(m_spread, &QSpinBox::valueChanged, this, &RankingView::stabilityOptionsChanged);

    state::StabilityStage *stage = m_controller->stability();
    connect(stage, &state::StabilityStage::drawn, this, &RankingView::showStability);
    connect(stage->jobs(), &jobs::JobRunner::progress, this, [this](int, int done, int total) {
        m_stabilityPanel->setStatus(tr("Drawing: %1 of %2…").arg(QLocale().toString(done), QLocale().toString(total)));
    });
    m_stabilityPanel->setTooltipProvider([this](const QString &id) { return stabilityTooltip(id); });
    connect(m_stabilityPanel, &charts::ChartPanel::pointClicked, this, [this](const QString &id) {
        if (const auto cluster = charts::clusterFromPointId(id)) {
            if (m_analysis && m_analysis->method)
                for (const analysis::ClusterProfile &p : m_analysis->method->clusters)
                    if (p.id == *cluster)
                        m_selection->select(p.members);
            return;
        }
        m_selection->select(id);
    });
    connect(m_selection, &state::ConfigurationSelection::changed, m_stabilityPanel, &charts::ChartPanel::setSelection);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stabilitySummary);
    layout->addWidget(m_stabilityPanel, 1);
    return page;
}

analysis::StabilityOptions RankingView::stabilityOptions() const
{
    analysis::StabilityOptions o;
    o.draws = m_draws->value();
    o.seed = m_controller->settings().method.seed;
    o.sampling = m_sampling->currentIndex() == 0 ? analysis::WeightSampling::Simplex : analysis::WeightSampling::AroundWeights;
    o.concentration = m_concentration->value();
    o.spread = m_spread->value() / 100.0;
    if (m_varyK->isChecked()) {
        o.kFrom = m_kFrom->value();
        o.kTo = m_kTo->value();
    }
    o.varyScope = m_varyScope->isChecked();
    return o;
}

void RankingView::setStabilityOptions(const analysis::StabilityOptions &o)
{
    {
        const QList<QObject *> controls{m_draws, m_sampling, m_concentration, m_spread, m_varyK, m_kFrom, m_kTo, m_varyScope};
        std::vector<QSignalBlocker> blocked; // one change, one draw (below)
        blocked.reserve(controls.size());
        for (QObject *control : controls)
            blocked.emplace_back(control);
        m_draws->setValue(o.draws);
        m_sampling->setCurrentIndex(o.sampling == analysis::WeightSampling::Simplex ? 0 : 1);
        m_concentration->setValue(o.concentration);
        m_spread->setValue(int(std::lround(100 * o.spread)));
        m_varyK->setChecked(o.kFrom > 0);
        if (o.kFrom > 0) {
            m_kFrom->setValue(o.kFrom);
            m_kTo->setValue(o.kTo);
        }
        m_varyScope->setChecked(o.varyScope);
    }
    m_concentration->setVisible(m_sampling->currentIndex() == 0);
    m_spread->setVisible(m_sampling->currentIndex() == 1);
    m_kFrom->setEnabled(m_varyK->isChecked());
    m_kTo->setEnabled(m_varyK->isChecked());
    stabilityOptionsChanged();
}

void RankingView::stabilityOptionsChanged()
{
    QSettings settings;
    settings.setValue(QStringLiteral("stability/draws"), m_draws->value());
    settings.setValue(QStringLiteral("stability/sampling"),
                      m_sampling->currentIndex() == 0 ? QStringLiteral("simplex") : QStringLiteral("around"));
    settings.setValue(QStringLiteral("stability/concentration"), m_concentration->value());
    settings.setValue(QStringLiteral("stability/spread"), m_spread->value());
    settings.setValue(QStringLiteral("stability/varyK"), m_varyK->isChecked());
    settings.setValue(QStringLiteral("stability/kFrom"), m_kFrom->value());
    settings.setValue(QStringLiteral("stability/kTo"), m_kTo->value());
    settings.setValue(QStringLiteral("stability/varyScope"), m_varyScope->isChecked());
    scheduleStability();
}

// Draws only while the page is shown: a hidden page is marked and drawn when it is opened.
void RankingView::scheduleStability()
{
    m_stabilityDirty = true;
    if (m_chartTabs->currentIndex() != 1)
        return;
    m_stabilityDirty = false;
    if (m_analysis && m_analysis->method && !stability())
        m_stabilityPanel->setStatus(tr("Drawing…"));
    m_controller->stability()->request(m_analysis, stabilityOptions()); // drawn() follows, at once when kept
}

std::shared_ptr<const analysis::StabilityResult> RankingView::stability() const
{
    return m_analysis ? m_controller->stability()->resultFor(*m_analysis, stabilityOptions()) : nullptr;
}

QString RankingView::stabilitySummaryText() const
{
    return m_stabilitySummary->text();
}

void RankingView::showStability()
{
    const std::shared_ptr<const analysis::StabilityResult> stability = this->stability();
    if (!stability && m_analysis && m_analysis->method && m_controller->stability()->jobs()->isRunning())
        return; // draws under way: the page keeps what it shows until they come
    if (!stability || !m_analysis || !m_analysis->method) {
        m_stabilitySummary->setText(QString());
        m_stabilityPanel->setChart(charts::createEmptyChart(
            m_analysis ? tr("Nothing to rank") : tr("No data: open MLPerf results to rank their configurations")));
        m_stabilityPanel->setStatus(QString());
        return;
    }
    const auto analysis = m_analysis;
    m_stabilitySummary->setText(io::stabilitySummary(*stability));
    const bool clusters = m_stabilityShow->currentIndex() == 0;
    if (clusters) {
        m_stabilityPanel->setChart(charts::createClusterStabilityChart(*stability), QStringLiteral("stability-clusters"));
        m_stabilityPanel->setExportSpec({QStringLiteral("stability-clusters-%1").arg(analysis->benchmark),
                                         [stability]() { return charts::createClusterStabilityChart(*stability); },
                                         [stability]() { return charts::clusterStabilityCsv(*stability); },
                                         charts::ownTitle(m_stabilityPanel->chart()), tr("ScaleScope ranking stability")});
    } else {
        m_rankRangeFit = rankRangeFit();
        m_stabilityPanel->setChart(
            charts::createRankRangeChart(*analysis, *stability, m_rankRangeFit.first, m_rankRangeFit.second),
            QStringLiteral("stability-ranks"));
        m_stabilityPanel->setExportSpec({QStringLiteral("stability-ranks-%1").arg(analysis->benchmark),
                                         [analysis, stability]() { return charts::createRankRangeChart(*analysis, *stability); },
                                         [stability]() { return charts::rankRangeCsv(*stability); },
                                         charts::ownTitle(m_stabilityPanel->chart()), tr("ScaleScope ranking stability")});
    }
    const analysis::StabilityOptions &o = stability->options;
    QString status = tr("%Ln draw(s), seed %1", nullptr, stability->draws).arg(o.seed);
    if (stability->variants > 1)
        status += QStringLiteral("; ") + tr("%n clustering(s)", nullptr, stability->variants);
    m_stabilityPanel->setStatus(status);
    m_stabilityPanel->setSelection(m_selection->ids());
}

// How many rows of the rank ranges, and how many characters of each system name, a panel of this
// size has room for. Qt Charts cuts a label of a vertical category axis to "…" alone where it is
// taller than the room between two categories (at 1024 × 700, 15 rows left 13 px each), or wider
// than the axis gets, a little over a quarter of the chart ("12. " and " ×3584" take their share).
std::pair<int, int> RankingView::rankRangeFit() const
{
    // Asked on every resize of the panel: the axes' label font is read once, not from a new axis each time.
    static const QFont labels = QValueAxis().labelsFont();
    const QFontMetricsF metrics(labels);
    // The plot's height as the chart shown draws it (the title, legend and rank axis around it are
    // alike in both stability charts); before any chart, the panel's less what those took at 1024 × 700.
    const QChart *shown = m_stabilityPanel->chart();
    const qreal plot = shown && shown->plotArea().height() > 0 ? shown->plotArea().height() : m_stabilityPanel->height() - 300;
    const int rows = std::clamp(int(plot / (metrics.height() + 6)), 5, 15);
    const qreal room = m_stabilityPanel->width() * 0.28 - metrics.horizontalAdvance(QStringLiteral("15.  ×3584"));
    return {rows, std::clamp(int(room / metrics.averageCharWidth()), 6, 18)};
}

QString RankingView::stabilityTooltip(const QString &id) const
{
    const std::shared_ptr<const analysis::StabilityResult> stability = this->stability();
    if (!stability)
        return i18n::htmlEscaped(id);
    const QLocale loc;
    auto percent = [&](double x) -> QString { return loc.toString(100 * x, 'f', 1) + QLatin1Char('%'); };
    if (const auto cluster = charts::clusterFromPointId(id)) {
        for (const analysis::ClusterStability &c : stability->clusters)
            if (c.cluster == *cluster)
                return tr("<b>Cluster %1</b><br>first in %2 of draws, in the first three in %3<br>median rank %4 (5–95 %: "
                          "%5–%6)<br>rank with your weights %7<br>Click to select its configurations")
                    .arg(c.cluster + 1)
                    .arg(percent(c.top1), percent(c.top3))
                    .arg(c.medianRank)
                    .arg(c.rankP05)
                    .arg(c.rankP95)
                    .arg(c.rankAtWeights);
        return i18n::htmlEscaped(id);
    }
    for (const analysis::ConfigurationStability &c : stability->configurations)
        if (c.id == id)
            return tr("<b>%1</b><br>first in %2 of draws, in the first three in %3<br>median rank %4 (5–95 %: %5–%6)<br>"
                      "rank with your weights %7")
                .arg(id.toHtmlEscaped())
                .arg(percent(c.top1), percent(c.top3))
                .arg(c.medianRank)
                .arg(c.rankP05)
                .arg(c.rankP95)
                .arg(c.rankAtWeights);
    return i18n::htmlEscaped(id);
}

} // namespace scalescope::views
