#include "app/views/ScalingView.h"

#include "app/charts/ChartExportDialog.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlotCsv.h"
#include "app/views/BenchmarkBox.h"
#include "core/analysis/ScalingAnalysis.h"

#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace scalescope {

ScalingView::ScalingView(QWidget *parent) : QWidget(parent)
{
    m_benchmark = new QComboBox(this);
    m_metric = new QComboBox(this);
    m_group = new QComboBox(this);
    m_benchmarkLabel = new QLabel(this);
    m_metricLabel = new QLabel(this);
    m_groupLabel = new QLabel(this);
    m_export = new QToolButton(this);
    m_reset = new QToolButton(this);
    m_view = new InteractiveChartView(this);
    m_view->setObjectName(QStringLiteral("scalingChartView"));
    auto *bar = new QHBoxLayout;
    for (auto [label, box] : {std::pair{m_benchmarkLabel, m_benchmark}, {m_metricLabel, m_metric}, {m_groupLabel, m_group}}) {
        label->setBuddy(box);
        bar->addWidget(label);
        bar->addWidget(box);
    }
    bar->addStretch();
    bar->addWidget(m_reset);
    bar->addWidget(m_export);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    for (int m = 0; m < 5; ++m)
        m_metric->addItem(QString(), m);
    for (int g = 0; g < 3; ++g)
        m_group->addItem(QString(), g);
    connect(m_benchmark, &QComboBox::currentIndexChanged, this, [this]() { setDataset(Dataset{m_all, {}, {}}); });
    connect(m_metric, &QComboBox::currentIndexChanged, this, &ScalingView::rebuild);
    connect(m_group, &QComboBox::currentIndexChanged, this, &ScalingView::rebuild);
    connect(m_export, &QToolButton::clicked, this, &ScalingView::exportChart);
    connect(m_reset, &QToolButton::clicked, m_view, &InteractiveChartView::resetZoom);
    retranslateUi();
}

QChart *ScalingView::chart() const
{
    return m_view->chart();
}

void ScalingView::setDataset(const Dataset &dataset)
{
    m_all = dataset.configurations;
    const QString current = fillBenchmarkBox(m_benchmark, m_all);
    m_configs.clear();
    for (const Configuration &c : std::as_const(m_all))
        if (c.benchmark == current)
            m_configs << c;
    rebuild();
}

void ScalingView::setBenchmark(const QString &benchmark)
{
    m_benchmark->setCurrentText(benchmark);
}

void ScalingView::setMetric(ScalingMetric m)
{
    m_metric->setCurrentIndex(int(m));
}

QChart *ScalingView::createChart() const
{
    QChart *chart = createScalingChart(m_data);
    addLocalSeries(chart);
    return chart;
}

void ScalingView::setLocalRun(const ProbeRun &run)
{
    m_local = run;
    rebuild();
}

void ScalingView::addLocalSeries(QChart *chart) const
{
    const bool speedup = m_data.metric == ScalingMetric::Speedup;
    if (!speedup && m_data.metric != ScalingMetric::Efficiency)
        return; // the probe's samples/s are not comparable with MLPerf times or throughputs
    const auto horizontal = chart->axes(Qt::Horizontal), vertical = chart->axes(Qt::Vertical);
    if (horizontal.isEmpty() || vertical.isEmpty())
        return;
    QMap<QString, QList<QPointF>> byPrecision;
    for (const ProbeTest &t : m_local.tests)
        if (t.trainStep) {
            const std::optional<double> v = speedup ? t.trainStep->speedup : t.trainStep->efficiency;
            if (v && *v > 0)
                byPrecision[t.trainStep->precision] << QPointF(t.trainStep->devices, *v);
        }
    for (auto it = byPrecision.begin(); it != byPrecision.end(); ++it) {
        std::sort(it->begin(), it->end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        auto *s = new QLineSeries;
        s->setObjectName(QStringLiteral("local"));
        s->setName(tr("This machine, %1 (local, synthetic step)").arg(it.key()));
        s->setPointsVisible(true);
        QPen pen(Qt::black, 2, Qt::DashLine);
        s->setPen(pen);
        s->append(*it);
        chart->addSeries(s);
        s->attachAxis(horizontal.first());
        s->attachAxis(vertical.first());
    }
}

void ScalingView::rebuild()
{
    const ScalingAnalysis analysis = analyseScaling(m_configs, ReferenceScope::Round);
    m_data = buildScalingChartData(m_configs, analysis, ScalingMetric(m_metric->currentData().toInt()),
                                   ScalingGrouping(m_group->currentData().toInt()));
    QChart *old = m_view->chart();
    m_view->setChart(createChart());
    delete old;
    connectSeries();
    setSelectedConfiguration(m_selected);
}

void ScalingView::connectSeries()
{
    for (QAbstractSeries *s : m_view->chart()->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy || xy->objectName() != QLatin1String("points"))
            continue;
        connect(xy, &QXYSeries::hovered, this, [this, xy](const QPointF &p, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            const QString id = configurationAt(xy, p);
            for (const Configuration &c : std::as_const(m_configs))
                if (c.id == id) {
                    QToolTip::showText(QCursor::pos(),
                                       tr("<b>%1</b><br>round %2, %3<br>%4 accelerators, %5 min")
                                           .arg(c.systemName.isEmpty() ? c.system : c.systemName, c.round, c.org)
                                           .arg(c.accelerators.value_or(0))
                                           .arg(c.scoreMinutes ? QLocale().toString(*c.scoreMinutes, 'f', 3) : tr("n/a")),
                                       this);
                    break;
                }
        });
        connect(xy, &QXYSeries::clicked, this, [this, xy](const QPointF &p) {
            const QString id = configurationAt(xy, p);
            if (!id.isEmpty())
                emit configurationClicked(id);
        });
    }
}

void ScalingView::setSelectedConfiguration(const QString &id)
{
    m_selected = id;
    QChart *chart = m_view->chart();
    if (!chart)
        return;
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == QLatin1String("selection")) {
            chart->removeSeries(s);
            delete s;
        }
    for (const ScalingSeriesData &sd : m_data.series)
        for (const ScalingPoint &p : sd.points)
            if (p.configurationId == id) {
                QXYSeries *sel = createSelectionRing(QPointF(p.accelerators, p.value));
                chart->addSeries(sel);
                for (QAbstractAxis *a : chart->axes())
                    sel->attachAxis(a);
                for (QLegendMarker *m : chart->legend()->markers(sel))
                    m->setVisible(false);
                return;
            }
}

void ScalingView::exportChart()
{
    ChartExportDialog::run(
        this, QStringLiteral("scaling-%1-%2").arg(m_data.benchmark, metricKey(m_data.metric)), [this]() { return createChart(); },
        scalingCsv(m_data), m_view->chart()->title(),
        tr("ScaleScope scaling chart: %1 against accelerators, benchmark %2").arg(metricTitle(m_data.metric), m_data.benchmark));
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
    m_benchmarkLabel->setText(tr("&Benchmark:"));
    m_metricLabel->setText(tr("&Metric:"));
    m_groupLabel->setText(tr("&Series per:"));
    const ScalingMetric metrics[] = {ScalingMetric::TimeToTrain, ScalingMetric::Throughput, ScalingMetric::Speedup,
                                     ScalingMetric::Efficiency, ScalingMetric::AcceleratorMinutes};
    for (int i = 0; i < 5; ++i)
        m_metric->setItemText(i, metricTitle(metrics[i]));
    m_group->setItemText(0, tr("accelerator model"));
    m_group->setItemText(1, tr("organisation"));
    m_group->setItemText(2, tr("round"));
    m_export->setText(tr("Export…"));
    m_reset->setText(tr("Reset Zoom"));
    m_reset->setToolTip(tr("Drag to zoom, wheel to zoom, middle-drag or arrow keys to pan, R or double-click to reset"));
}

} // namespace scalescope
