#include "app/charts/ChartFactory.h"

#include <QChart>
#include <QCoreApplication>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope {
namespace {

class ChartText
{
    Q_DECLARE_TR_FUNCTIONS(ChartText)
};

QImage markerImage(const QColor &color, int size, bool triangle)
{
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(color.darker(140), 1));
    p.setBrush(color);
    if (triangle) {
        const QPolygonF t({QPointF(size / 2.0, 0.5), QPointF(size - 0.5, size - 0.5), QPointF(0.5, size - 0.5)});
        p.drawPolygon(t);
    } else {
        p.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
    }
    return img;
}

void hideLegend(QChart *chart, QAbstractSeries *s)
{
    for (QLegendMarker *m : chart->legend()->markers(s))
        m->setVisible(false);
}

} // namespace

QColor seriesColor(int index)
{
    static const QColor palette[] = {QColor(31, 119, 180),  QColor(255, 127, 14), QColor(44, 160, 44),   QColor(214, 39, 40),
                                     QColor(148, 103, 189), QColor(140, 86, 75),  QColor(227, 119, 194), QColor(127, 127, 127),
                                     QColor(188, 189, 34),  QColor(23, 190, 207)};
    const int n = int(std::size(palette));
    QColor c = palette[index % n];
    if (index >= n)
        c = c.darker(130 + 20 * (index / n));
    return c;
}

QXYSeries *createPointSeries(const QString &name, const QList<QPointF> &points, const QColor &color, const QStringList &ids,
                             int markerSize, bool triangle)
{
    auto *s = new QLineSeries;
    s->setName(name);
    s->setPen(Qt::NoPen);
    s->setColor(color);
    s->setMarkerSize(markerSize);
    s->setLightMarker(markerImage(color, markerSize, triangle));
    s->replace(points);
    s->setProperty(kPointIdsProperty, ids);
    s->setPointsVisible(true);
    return s;
}

QXYSeries *createSelectionRing(const QPointF &point)
{
    constexpr int size = 18;
    QImage ring(size, size, QImage::Format_ARGB32_Premultiplied);
    ring.fill(Qt::transparent);
    QPainter p(&ring);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0, 0, 0), 2.5));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(QRectF(2, 2, size - 4, size - 4));
    p.end();
    auto *s = new QLineSeries;
    s->setObjectName(QStringLiteral("selection"));
    s->setPen(Qt::NoPen);
    s->setMarkerSize(size);
    s->setLightMarker(ring);
    s->append(point);
    return s;
}

void markSelection(QChart *chart, const QStringList &ids)
{
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == QLatin1String("selection")) {
            chart->removeSeries(s);
            delete s;
        }
    if (ids.isEmpty())
        return;
    const QList<QAbstractSeries *> series = chart->series();
    for (QAbstractSeries *s : series) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy || !xy->isVisible())
            continue;
        const QStringList pointIds = xy->property(kPointIdsProperty).toStringList();
        for (int i = 0; i < pointIds.size() && i < xy->count(); ++i) {
            if (!ids.contains(pointIds[i]))
                continue;
            QXYSeries *ring = createSelectionRing(xy->at(i));
            chart->addSeries(ring);
            for (QAbstractAxis *a : xy->attachedAxes())
                ring->attachAxis(a);
            hideLegend(chart, ring);
        }
    }
}

QChart *createEmptyChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("emptyChart"));
    chart->setTitle(title);
    return chart;
}

QChart *createScalingChart(const ScalingChartData &data)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("scalingChart"));
    chart->setTitle(ChartText::tr("%1 against accelerators — %2").arg(metricTitle(data.metric), data.benchmark));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setAnimationOptions(QChart::NoAnimation);

    auto *x = new QLogValueAxis;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%g"));
    x->setTitleText(ChartText::tr("Accelerators (log₂)"));
    x->setLabelsAngle(-45); // powers of two up to thousands collide when level
    QAbstractAxis *y = nullptr;
    if (metricUsesLogAxis(data.metric)) {
        auto *ly = new QLogValueAxis;
        ly->setBase(10);
        ly->setLabelFormat(QStringLiteral("%g"));
        ly->setMinorTickCount(8);
        y = ly;
    } else {
        auto *vy = new QValueAxis;
        vy->setLabelFormat(QStringLiteral("%.2f"));
        y = vy;
    }
    y->setTitleText(metricTitle(data.metric));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    double xmin = std::numeric_limits<double>::infinity(), xmax = 0;
    double ymin = std::numeric_limits<double>::infinity(), ymax = -std::numeric_limits<double>::infinity();
    auto extend = [&](const QPointF &p) {
        xmin = std::min(xmin, p.x()), xmax = std::max(xmax, p.x());
        ymin = std::min(ymin, p.y()), ymax = std::max(ymax, p.y());
    };
    for (int i = 0; i < data.series.size(); ++i) {
        const ScalingSeriesData &sd = data.series[i];
        const QColor color = seriesColor(i);
        QList<QPointF> pts;
        QStringList ids;
        for (const ScalingPoint &p : sd.points) {
            pts << QPointF(p.accelerators, p.value);
            ids << p.configurationId;
            extend(pts.last());
        }
        QString name = sd.name;
        if (sd.epsilon && sd.r2)
            name = ChartText::tr("%1 (ε = %2, R² = %3)")
                       .arg(sd.name, QString::number(*sd.epsilon, 'g', 3), QString::number(*sd.r2, 'f', 3));
        QXYSeries *points = createPointSeries(name, pts, color, ids);
        points->setObjectName(QStringLiteral("points"));
        chart->addSeries(points);
        points->attachAxis(x);
        points->attachAxis(y);
        if (sd.ideal.size() >= 2) {
            auto *ideal = new QLineSeries;
            ideal->setObjectName(QStringLiteral("ideal"));
            ideal->setName(ChartText::tr("ideal scaling"));
            QPen pen(color, 1.2, Qt::DashLine);
            ideal->setPen(pen);
            ideal->replace(sd.ideal);
            chart->addSeries(ideal);
            ideal->attachAxis(x);
            ideal->attachAxis(y);
            hideLegend(chart, ideal);
            for (const QPointF &p : sd.ideal)
                extend(p);
        }
        if (sd.fit.size() >= 2) {
            auto *fit = new QLineSeries;
            fit->setObjectName(QStringLiteral("fit"));
            fit->setName(ChartText::tr("Amdahl fit"));
            fit->setPen(QPen(color, 1.6));
            fit->replace(sd.fit);
            chart->addSeries(fit);
            fit->attachAxis(x);
            fit->attachAxis(y);
            hideLegend(chart, fit);
        }
    }
    if (xmax > 0) {
        x->setRange(std::max(0.5, xmin / 1.5), xmax * 1.5);
        if (metricUsesLogAxis(data.metric))
            y->setRange(ymin / 1.6, ymax * 1.6);
        else
            y->setRange(std::min(0.0, ymin - 0.05), std::max(1.1, ymax + 0.05));
    }
    return chart;
}

} // namespace scalescope
