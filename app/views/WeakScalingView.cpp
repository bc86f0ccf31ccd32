// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/WeakScalingView.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ChartBrushing.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace scalescope::views {

WeakScalingView::WeakScalingView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_selection(selection)
{
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("weakMetric"));
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (charts::WeakScalingMetric m :
         {charts::WeakScalingMetric::ScaledSpeedup, charts::WeakScalingMetric::Throughput, charts::WeakScalingMetric::Time})
        m_metric->addItem(QString(), int(m));
    m_metricLabel = new QLabel(this);
    m_metricLabel->setBuddy(m_metric);
    m_panel = new charts::ChartPanel(this);
    m_panel->view()->setObjectName(QStringLiteral("weakChartView"));
    m_panel->addControl(m_metricLabel);
    m_panel->addControl(m_metric);
    m_laws = new QLabel(this);
    m_laws->setObjectName(QStringLiteral("weakLaws"));
    m_laws->setTextFormat(Qt::PlainText); // names come from files
    m_laws->setWordWrap(true);
    m_laws->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_laws->setContentsMargins(8, 4, 8, 4);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_panel, 1);
    layout->addWidget(m_laws);
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this]() {
        rebuild();
        emit metricChanged();
    });
    m_panel->setTooltipProvider([this](const QString &id) {
        return m_analysis ? i18n::htmlOfPlain(charts::weakScalingTooltip(*m_analysis, id)) : QString();
    });
    connect(m_panel, &charts::ChartPanel::pointClicked, m_selection, [this](const QString &id) { m_selection->select(id); });
    linkBrushing(m_panel, m_selection);
    connect(m_selection, &state::ConfigurationSelection::changed, m_panel, &charts::ChartPanel::setSelection);
    connect(m_controller, &state::AnalysisController::resultChanged, this, &WeakScalingView::showAnalysis);
    m_panel->setExportSpec({QStringLiteral("weak-scaling"),
                            [this]() -> QChart * {
                                return m_analysis ? charts::createWeakScalingChart(*m_analysis, chartMetric())
                                                  : charts::createEmptyChart(tr("No data: open MLPerf HPC results"));
                            },
                            [this]() { return m_analysis ? charts::weakScalingCsv(*m_analysis) : QByteArray(); }, QString(),
                            QString()});
    retranslateUi();
}

charts::WeakScalingMetric WeakScalingView::chartMetric() const
{
    return charts::WeakScalingMetric(m_metric->currentData().toInt());
}

void WeakScalingView::setMetric(charts::WeakScalingMetric m)
{
    m_metric->setCurrentIndex(m_metric->findData(int(m)));
}

QString WeakScalingView::lawsText() const
{
    return m_laws->text();
}

void WeakScalingView::showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis)
{
    m_analysis = std::move(analysis);
    rebuild();
}

void WeakScalingView::rebuild()
{
    if (!m_analysis) {
        m_panel->setChart(charts::createEmptyChart(tr("No data: open MLPerf HPC results (hpc_results_v1.0 or later) to see weak "
                                                      "scaling")));
        m_laws->clear();
        return;
    }
    m_panel->setChart(charts::createWeakScalingChart(*m_analysis, chartMetric()),
                      m_analysis->benchmark + QLatin1Char('|') + charts::weakScalingMetricKey(chartMetric()));
    m_panel->setSelection(m_selection->ids());
    m_laws->setText(charts::weakScalingLawsText(*m_analysis));
    m_laws->setVisible(!m_laws->text().isEmpty());
    m_panel->setStatus(m_analysis->weak.points.isEmpty()
                           ? QString()
                           : tr("%n weak-scaling result(s)", nullptr, int(m_analysis->weak.points.size())));
}

void WeakScalingView::retranslateUi()
{
    m_metricLabel->setText(tr("Sh&ow:"));
    for (int i = 0; i < m_metric->count(); ++i)
        m_metric->setItemText(i, charts::weakScalingMetricName(charts::WeakScalingMetric(m_metric->itemData(i).toInt())));
    rebuild();
}

void WeakScalingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

QString WeakScalingView::pageTitle() const
{
    return tr("&Weak Scaling");
}

} // namespace scalescope::views
