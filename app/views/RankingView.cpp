#include "app/views/RankingView.h"

#include "app/charts/ChartExportDialog.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/MethodCharts.h"
#include "app/views/TableCells.h"

#include <QChart>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSlider>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QXYSeries>

#include <algorithm>
#include <numeric>

namespace scalescope {
namespace {

} // namespace

RankingView::RankingView(MethodController *controller, QWidget *parent) : QWidget(parent), m_controller(controller)
{
    m_weightsTitle = new QLabel(this);
    auto *weights = new QGridLayout;
    weights->addWidget(m_weightsTitle, 0, 0, 1, 2);
    for (int i = 0; i < defaultCriteria().size(); ++i) {
        auto *label = new QLabel(this);
        auto *slider = new QSlider(Qt::Horizontal, this);
        slider->setObjectName(QStringLiteral("weight_") + defaultCriteria()[i].name);
        slider->setRange(0, 10);
        slider->setValue(5);
        slider->setTickPosition(QSlider::TicksBelow);
        label->setBuddy(slider);
        weights->addWidget(label, i + 1, 0);
        weights->addWidget(slider, i + 1, 1);
        m_sliderLabels << label;
        m_sliders << slider;
        connect(slider, &QSlider::valueChanged, this, [this]() {
            QList<double> w;
            for (QSlider *s : std::as_const(m_sliders))
                w << s->value();
            m_controller->setWeights(w);
        });
    }
    m_recommendation = new QLabel(this);
    m_recommendation->setObjectName(QStringLiteral("recommendation"));
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_clustersTitle = new QLabel(this);
    m_configsTitle = new QLabel(this);
    m_clusters = new QTableWidget(this);
    m_clusters->verticalHeader()->hide();
    m_configs = new QTableWidget(this);
    m_configs->setObjectName(QStringLiteral("rankedConfigurations"));
    m_configs->verticalHeader()->hide();
    m_configs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_configs->setSelectionMode(QAbstractItemView::SingleSelection);
    m_export = new QToolButton(this);
    m_view = new InteractiveChartView(this);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(weights);
    leftLayout->addWidget(m_recommendation);
    leftLayout->addWidget(m_clustersTitle);
    leftLayout->addWidget(m_clusters, 1);
    leftLayout->addWidget(m_configsTitle);
    leftLayout->addWidget(m_configs, 3);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    bar->addStretch();
    bar->addWidget(m_export);
    rightLayout->addLayout(bar);
    rightLayout->addWidget(m_view, 1);
    auto *split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_controller, &MethodController::resultChanged, this, &RankingView::showRun);
    connect(m_configs, &QTableWidget::itemSelectionChanged, this, [this]() {
        const auto items = m_configs->selectedItems();
        if (!items.isEmpty())
            emit configurationClicked(m_configs->item(items.first()->row(), 1)->text());
    });
    connect(m_export, &QToolButton::clicked, this, &RankingView::exportChart);
    retranslateUi();
}

QString RankingView::recommendation() const
{
    return m_recommendation->text();
}

QChart *RankingView::chart() const
{
    return m_view->chart();
}

void RankingView::showRun(std::shared_ptr<const MethodRun> run)
{
    m_run = std::move(run);
    const MethodResult &r = m_run->result;
    m_recommendation->setText(r.recommendation);
    m_clusters->clear();
    m_clusters->setColumnCount(5);
    m_clusters->setHorizontalHeaderLabels({tr("Rank"), tr("Cluster"), tr("Closeness"), tr("Size"), tr("Mostly")});
    m_clusters->setRowCount(int(r.clusters.size()));
    for (int i = 0; i < r.clusters.size(); ++i) {
        const ClusterProfile &p = r.clusters[i];
        m_clusters->setItem(i, 0, readOnlyCell(QString::number(p.rank), true));
        m_clusters->setItem(i, 1, readOnlyCell(QString::number(p.id + 1), true));
        m_clusters->item(i, 1)->setForeground(seriesColor(p.id));
        m_clusters->setItem(i, 2, readOnlyCell(QLocale().toString(p.topsis, 'f', 3), true));
        m_clusters->setItem(i, 3, readOnlyCell(QString::number(p.size), true));
        m_clusters->setItem(i, 4, readOnlyCell(p.models.isEmpty() ? QString() : p.models.first().first));
    }
    m_clusters->resizeColumnsToContents();
    m_clusters->horizontalHeader()->setStretchLastSection(true);
    // configurations by rank
    QList<int> order(m_run->configurations.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return r.configurationRanking.rank[a] < r.configurationRanking.rank[b]; });
    const QSignalBlocker block(m_configs);
    m_configs->clear();
    m_configs->setColumnCount(7);
    m_configs->setHorizontalHeaderLabels(
        {tr("Rank"), tr("Configuration"), tr("Closeness"), tr("Cluster"), tr("Accelerators"), tr("Time (min)"), tr("Notes")});
    m_configs->setRowCount(int(order.size()));
    for (int row = 0; row < order.size(); ++row) {
        const int i = order[row];
        const Configuration &c = m_run->configurations[i];
        QStringList notes;
        if (r.pareto.value(i))
            notes << tr("Pareto front");
        if (r.configurationRanking.partial.value(i))
            notes << tr("ranked without efficiency (no reference)");
        if (r.duplicate.value(i))
            notes << tr("duplicate logs, counted once");
        m_configs->setItem(row, 0, readOnlyCell(QString::number(r.configurationRanking.rank[i]), true));
        m_configs->setItem(row, 1, readOnlyCell(c.id));
        m_configs->setItem(row, 2, readOnlyCell(QLocale().toString(r.configurationRanking.closeness[i], 'f', 3), true));
        m_configs->setItem(row, 3, readOnlyCell(r.labels[i] >= 0 ? QString::number(r.labels[i] + 1) : QStringLiteral("–"), true));
        m_configs->setItem(row, 4, readOnlyCell(c.accelerators ? QString::number(*c.accelerators) : QStringLiteral("–"), true));
        m_configs->setItem(
            row, 5, readOnlyCell(c.scoreMinutes ? QLocale().toString(*c.scoreMinutes, 'f', 2) : QStringLiteral("–"), true));
        m_configs->setItem(row, 6, readOnlyCell(notes.join(QStringLiteral("; "))));
    }
    m_configs->resizeColumnsToContents();
    QChart *old = m_view->chart();
    m_view->setChart(createParetoChart(*m_run));
    delete old;
    for (QAbstractSeries *s : m_view->chart()->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s);
            xy && (xy->objectName() == QLatin1String("front") || xy->objectName() == QLatin1String("dominated")))
            connect(xy, &QXYSeries::clicked, this, [this, xy](const QPointF &p) {
                const QString id = configurationAt(xy, p);
                if (!id.isEmpty())
                    emit configurationClicked(id);
            });
}

void RankingView::exportChart()
{
    if (!m_run)
        return;
    const auto run = m_run;
    ChartExportDialog::run(
        this, QStringLiteral("pareto-%1").arg(run->result.benchmark), [run]() { return createParetoChart(*run); }, QByteArray(),
        m_view->chart()->title(), tr("ScaleScope Pareto chart"));
}

void RankingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_run)
            showRun(m_run);
    }
    QWidget::changeEvent(event);
}

void RankingView::retranslateUi()
{
    m_weightsTitle->setText(tr("<b>Weights</b> (TOPSIS; move a slider to re-rank)"));
    const QList<Criterion> criteria = defaultCriteria();
    for (int i = 0; i < m_sliderLabels.size(); ++i)
        m_sliderLabels[i]->setText(criterionLabel(criteria[i].name));
    m_clustersTitle->setText(tr("<b>Clusters</b> by rank"));
    m_configsTitle->setText(tr("<b>Configurations</b> by rank"));
    m_export->setText(tr("Export…"));
}

} // namespace scalescope
