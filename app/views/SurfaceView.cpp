#include "app/views/SurfaceView.h"

#include "app/charts/ChartExportDialog.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/SurfaceData.h"
#include "app/views/BenchmarkBox.h"
#include "core/analysis/ScalingAnalysis.h"
#include "core/analysis/ScalingModel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <QXYSeries>

namespace scalescope {

SurfaceView::SurfaceView(QWidget *parent) : QWidget(parent)
{
    m_benchmark = new QComboBox(this);
    m_benchmarkLabel = new QLabel(this);
    m_benchmarkLabel->setBuddy(m_benchmark);
    m_factor = new QDoubleSpinBox(this);
    m_factor->setObjectName(QStringLiteral("precisionFactor"));
    m_factor->setRange(1.0, 64.0);
    m_factor->setDecimals(1);
    m_factor->setSingleStep(0.5);
    m_factor->setValue(4.0);
    m_factorLabel = new QLabel(this);
    m_factorLabel->setBuddy(m_factor);
    m_readout = new QLabel(this);
    m_readout->setObjectName(QStringLiteral("whatIfReadout"));
    m_readout->setWordWrap(true);
    m_offGridLabel = new QLabel(this);
    m_offGrid = new QListWidget(this);
    m_export = new QToolButton(this);
    m_view = new InteractiveChartView(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_benchmarkLabel);
    bar->addWidget(m_benchmark);
    bar->addWidget(m_factorLabel);
    bar->addWidget(m_factor);
    bar->addStretch();
    bar->addWidget(m_export);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_readout);
    sideLayout->addWidget(m_offGridLabel);
    sideLayout->addWidget(m_offGrid, 1);
    auto *split = new QSplitter(this);
    split->addWidget(m_view);
    split->addWidget(side);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split, 1);
    connect(m_benchmark, &QComboBox::currentIndexChanged, this, &SurfaceView::rebuild);
    connect(m_factor, &QDoubleSpinBox::valueChanged, this, [this](double f) {
        if (m_chart)
            m_chart->setPrecisionFactor(f);
        updateReadout();
    });
    connect(m_export, &QToolButton::clicked, this, &SurfaceView::exportChart);
    connect(m_offGrid, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit configurationClicked(item->data(Qt::UserRole).toString()); });
    retranslateUi();
    rebuild();
}

void SurfaceView::setDataset(const Dataset &dataset)
{
    m_all = dataset.configurations;
    fillBenchmarkBox(m_benchmark, m_all);
    rebuild();
}

void SurfaceView::setPrecisionFactor(double f)
{
    m_factor->setValue(f);
}

void SurfaceView::setExtraPoints(const QList<SurfacePoint> &points)
{
    m_extra = points;
    rebuild();
}

EfficiencySurfaceChart *SurfaceView::createChart() const
{
    auto *chart = new EfficiencySurfaceChart;
    chart->setPoints(m_points + m_extra);
    chart->setPrecisionFactor(m_factor->value());
    return chart;
}

void SurfaceView::rebuild()
{
    QList<Configuration> configs;
    for (const Configuration &c : std::as_const(m_all))
        if (c.benchmark == m_benchmark->currentText())
            configs << c;
    m_points = buildSurfacePoints(configs, analyseScaling(configs, ReferenceScope::Round));
    QChart *old = m_view->chart();
    m_chart = createChart();
    m_view->setChart(m_chart);
    delete old;
    for (QXYSeries *s : {m_chart->onGridSeries(), m_chart->offGridSeries()})
        connect(s, &QXYSeries::clicked, this, [this, s](const QPointF &p) {
            const QString id = configurationAt(s, p);
            if (!id.isEmpty())
                emit configurationClicked(id);
        });
    m_offGrid->clear();
    for (const SurfacePoint &p : std::as_const(m_points)) {
        bool clamped = false;
        EfficiencySurfaceChart::placed(p, &clamped);
        if (!clamped)
            continue;
        const QString where = p.epsilon < 0 ? tr("negative (super-linear)") : tr("above 0.1");
        auto *item =
            new QListWidgetItem(tr("%1: ε_eff = %2 (%3), k = %4")
                                    .arg(p.id, QLocale().toString(p.epsilon, 'g', 3), where, QLocale().toString(p.k, 'g', 4)),
                                m_offGrid);
        item->setData(Qt::UserRole, p.id);
    }
    updateReadout();
}

void SurfaceView::setSelectedConfiguration(const QString &id)
{
    m_selected = id;
    updateReadout();
}

QString SurfaceView::readout() const
{
    return m_readout->text();
}

void SurfaceView::updateReadout()
{
    const double f = m_factor->value();
    const QLocale loc;
    for (const SurfacePoint &p : std::as_const(m_points)) {
        if (p.id != m_selected)
            continue;
        const PrecisionWhatIf w = precisionWhatIf(p.epsilon, p.k, f);
        m_readout->setText(tr("<b>%1</b><br>k = %2, ε_eff = %3<br>E = %4 → E' = %5 with compute ×%6 (ε' = %7)<br>"
                              "real gain T/T' = %8")
                               .arg(p.id, loc.toString(p.k, 'g', 4), loc.toString(p.epsilon, 'g', 3),
                                    loc.toString(w.efficiencyBefore, 'f', 3), loc.toString(w.efficiencyAfter, 'f', 3),
                                    loc.toString(f, 'g', 3), loc.toString(w.epsilonAfter, 'g', 3),
                                    loc.toString(w.realGain, 'f', 3)));
        return;
    }
    m_readout->setText(tr("Select a configuration (in the table or on the chart) to read its efficiency before and "
                          "after making compute ×%1 faster.")
                           .arg(loc.toString(f, 'g', 3)));
}

void SurfaceView::exportChart()
{
    ChartExportDialog::run(
        this, QStringLiteral("efficiency-surface-%1").arg(m_benchmark->currentText()), [this]() { return createChart(); },
        surfaceCsv(m_points, m_factor->value()), m_chart->title(),
        tr("ScaleScope efficiency surface E(k, ε) with the configurations of %1 and compute ×%2")
            .arg(m_benchmark->currentText())
            .arg(m_factor->value()));
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
    m_benchmarkLabel->setText(tr("&Benchmark:"));
    m_factorLabel->setText(tr("Compute &faster by ×"));
    m_factor->setToolTip(
        tr("How much faster the compute phase gets while communication stays the same; about 4 for half precision"));
    m_offGridLabel->setText(tr("Off the grid (drawn at the edge):"));
    m_export->setText(tr("Export…"));
}

} // namespace scalescope
