// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartFactory.h"

#include "app/charts/AxisTicks.h"
#include "core/i18n/SafeText.h"
#include "core/model/AcceleratorCatalog.h"

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::charts {
namespace {

class ChartText
{
    Q_DECLARE_TR_FUNCTIONS(ChartText)
};

QImage markerImage(const QColor &color, int size, MarkerShape shape)
{
    QImage img(size, size, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    // A light marker (the surface's "after" points) gets a dark outline, or it vanishes on yellow.
    p.setPen(QPen(color.lightness() > 200 ? QColor(60, 60, 60) : color.darker(150), 1));
    p.setBrush(color);
    const double a = 0.5, b = size - 0.5, m = size / 2.0;
    switch (shape) {
    case MarkerShape::Circle:
        p.drawEllipse(QRectF(a, a, size - 1.0, size - 1.0));
        break;
    case MarkerShape::Square:
        p.drawRect(QRectF(1.5, 1.5, size - 3.0, size - 3.0));
        break;
    case MarkerShape::Triangle:
        p.drawPolygon(QPolygonF({QPointF(m, a), QPointF(b, b), QPointF(a, b)}));
        break;
    case MarkerShape::InvertedTriangle:
        p.drawPolygon(QPolygonF({QPointF(a, a), QPointF(b, a), QPointF(m, b)}));
        break;
    case MarkerShape::Diamond:
        p.drawPolygon(QPolygonF({QPointF(m, a), QPointF(b, m), QPointF(m, b), QPointF(a, m)}));
        break;
    }
    return img;
}

// FNV-1a: stable across runs (qHash is seeded per process).
quint32 stableHash(const QString &s)
{
    quint32 h = 2166136261u;
    for (QChar c : s) {
        h ^= c.unicode();
        h *= 16777619u;
    }
    return h;
}

} // namespace

QColor seriesColor(int index)
{
    // Tableau 10 and two more, distinct on white, in print and for the common colour blindnesses.
    static const QColor palette[] = {QColor(31, 119, 180),  QColor(255, 127, 14), QColor(44, 160, 44),   QColor(214, 39, 40),
                                     QColor(148, 103, 189), QColor(140, 86, 75),  QColor(227, 119, 194), QColor(127, 127, 127),
                                     QColor(188, 189, 34),  QColor(23, 190, 207), QColor(0, 0, 128),     QColor(128, 128, 0)};
    const int n = int(std::size(palette));
    QColor c = palette[index % n];
    if (index >= n)
        c = c.darker(130 + 20 * ((index / n) % 3));
    return c;
}

namespace {

// The marker of style `index`: the four shapes in turn, shifted by one for each round of the 12
// colours, so that 48 styles differ and two neighbours in the palette of like hue (the two olives,
// blue and navy) differ in shape as well.
MarkerShape shapeAt(int index)
{
    static const MarkerShape shapes[] = {MarkerShape::Circle, MarkerShape::Square, MarkerShape::Diamond, MarkerShape::Triangle};
    return shapes[(index + index / 12) % 4];
}

} // namespace

SeriesStyle seriesStyleAt(int index)
{
    // 12 colours × 4 markers: 48 distinct styles, then the colours darken (seriesColor).
    return SeriesStyle{seriesColor(index), shapeAt(index)};
}

SeriesStyle seriesStyle(const QString &styleKey, int shade)
{
    const QList<model::CatalogEntry> &entries = model::AcceleratorCatalog::embedded().entries();
    int index = -1;
    for (int i = 0; i < entries.size(); ++i)
        if (entries[i].id == styleKey)
            index = i;
    if (index < 0)
        index = int(entries.size() + stableHash(styleKey) % 48);
    SeriesStyle style{seriesColor(index % 12), shapeAt(index % 48)};
    for (int i = 0; i < shade && i < 3; ++i) // older rounds: the same hue, lighter
        style.color = style.color.lighter(135);
    return style;
}

QXYSeries *createPointSeries(const QString &name, const QList<QPointF> &points, const QColor &color, const QStringList &ids,
                             int markerSize, MarkerShape shape)
{
    auto *s = new QLineSeries;
    s->setName(i18n::htmlEscaped(name)); // legends are HTML: names come from files
    s->setProperty(kPlainNameProperty, name);
    s->setPen(Qt::NoPen);
    s->setColor(color);
    s->setMarkerSize(markerSize);
    s->setLightMarker(markerImage(color, markerSize, shape));
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

void hideLegend(QChart *chart, QAbstractSeries *s)
{
    setLegendShown(chart, s, false);
}

void setLegendShown(QChart *chart, QAbstractSeries *s, bool shown)
{
    for (QLegendMarker *m : chart->legend()->markers(s))
        m->setVisible(shown);
    s->setProperty("scalescopeLegendHidden", !shown);
}

bool isLegendHidden(const QAbstractSeries *s)
{
    return s->property("scalescopeLegendHidden").toBool();
}

QList<QRectF> legendEntryRects(const QChart *chart)
{
    QList<QRectF> out;
    const QLegend *legend = chart->legend();
    QList<QGraphicsItem *> items = legend->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeFirst();
        items += item->childItems();
        const auto *text = dynamic_cast<QGraphicsTextItem *>(item);
        if (text && !text->toPlainText().isEmpty() && item->isVisibleTo(legend))
            out << item->mapToScene(item->boundingRect()).boundingRect();
    }
    return out;
}

QString ownTitle(const QChart *chart)
{
    const QVariant own = chart->property(kOwnTitleProperty);
    return own.isValid() && chart->title().contains(QLatin1String("<br>")) ? own.toString() : chart->title();
}

QChart *createEmptyChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("emptyChart"));
    chart->setTitle(i18n::htmlEscaped(title)); // chart titles are HTML; this one can name a benchmark folder
    return chart;
}

QChart *createScalingChart(const ScalingChartData &data)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("scalingChart"));
    chart->setTitle(
        ChartText::tr("%1 against accelerators — %2").arg(metricTitle(data.metric), i18n::htmlEscaped(data.benchmark)));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // the marker, not a square
    chart->setAnimationOptions(QChart::NoAnimation);

    auto *x = new QLogValueAxis;
    x->setTitleText(ChartText::tr("Accelerators (count, log scale)"));
    QAbstractAxis *y = nullptr;
    QLogValueAxis *logY = nullptr;
    if (metricUsesLogAxis(data.metric)) {
        y = logY = new QLogValueAxis;
    } else {
        auto *vy = new QValueAxis;
        if (data.metric == ScalingMetric::Efficiency)
            tickEvery(vy, 0.25, 2);
        else
            tickEvery(vy, 10, 0); // residuals, in percent
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
    const auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    bool anyIdeal = false, anyFit = false;
    for (const ScalingSeriesData &sd : data.series)
        anyIdeal = anyIdeal || sd.ideal.size() >= 2, anyFit = anyFit || sd.fit.size() >= 2;
    // What the lines mean, once, in grey, first in the legend so it is never cut off: entries without points.
    if (anyIdeal && data.metric != ScalingMetric::FitResiduals) {
        auto *key = new QLineSeries;
        key->setObjectName(QStringLiteral("legendIdeal"));
        key->setProperty(kLegendKeyProperty, true);
        key->setName(ChartText::tr("dashed: ideal scaling"));
        key->setPen(QPen(QColor(110, 110, 110), 1.2, Qt::DashLine));
        attach(key);
    }
    if (anyFit) {
        auto *key = new QLineSeries;
        key->setObjectName(QStringLiteral("legendFit"));
        key->setProperty(kLegendKeyProperty, true);
        key->setName(data.fitModel == QLatin1String("amdahl")
                         ? ChartText::tr("solid: Amdahl fit, relative least squares")
                         : ChartText::tr("solid: %1 fit, relative least squares").arg(fitModelTitle(data.fitModel)));
        key->setPen(QPen(QColor(110, 110, 110), 1.6));
        attach(key);
    }
    for (int i = 0; i < data.series.size(); ++i) {
        const ScalingSeriesData &sd = data.series[i];
        const SeriesStyle style = sd.styleIndex >= 0 ? seriesStyleAt(sd.styleIndex) : seriesStyle(sd.styleKey, sd.shade);
        const QString group = QString::number(i);
        QList<QPointF> pts;
        QStringList ids;
        for (const ScalingPoint &p : sd.points) {
            pts << QPointF(p.accelerators, p.value);
            ids << p.configurationId;
            extend(pts.last());
        }
        QString name = sd.name;
        if (sd.epsilon) // R² and the worst residual are in the point's tooltip: the legend stays one short line
            name = ChartText::tr("%1 (ε %2)").arg(sd.name, QLocale().toString(*sd.epsilon, 'g', 2));
        QXYSeries *points = createPointSeries(name, pts, style.color, ids, 9, style.shape);
        points->setObjectName(QStringLiteral("points"));
        points->setProperty(kLegendGroupProperty, group);
        attach(points);
        if (sd.ideal.size() >= 2) {
            auto *ideal = new QLineSeries;
            ideal->setObjectName(QStringLiteral("ideal"));
            ideal->setName(ChartText::tr("ideal scaling"));
            ideal->setPen(QPen(style.color, 1.2, data.metric == ScalingMetric::FitResiduals ? Qt::DotLine : Qt::DashLine));
            ideal->replace(sd.ideal);
            ideal->setProperty(kLegendGroupProperty, group);
            attach(ideal);
            hideLegend(chart, ideal);
            for (const QPointF &p : sd.ideal)
                extend(p);
        }
        if (sd.bandLower.size() >= 2) { // the prediction band, under the fit
            auto *lower = new QLineSeries, *upper = new QLineSeries;
            lower->replace(sd.bandLower);
            upper->replace(sd.bandUpper);
            auto *band = new QAreaSeries(upper, lower);
            upper->setParent(band); // the area series does not own its boundary lines
            lower->setParent(band);
            band->setObjectName(QStringLiteral("band"));
            band->setName(ChartText::tr("95 % prediction band"));
            QColor fill = style.color;
            fill.setAlpha(50);
            band->setBrush(fill);
            band->setPen(Qt::NoPen);
            band->setProperty(kLegendGroupProperty, group);
            attach(band);
            hideLegend(chart, band);
            for (const QPointF &p : sd.bandLower + sd.bandUpper)
                extend(p);
        }
        if (sd.fit.size() >= 2) {
            auto *fit = new QLineSeries;
            fit->setObjectName(QStringLiteral("fit"));
            fit->setName(ChartText::tr("%1 fit").arg(fitModelTitle(sd.fitModel)));
            fit->setPen(QPen(style.color, 1.6));
            fit->replace(sd.fit);
            fit->setProperty(kLegendGroupProperty, group);
            attach(fit);
            hideLegend(chart, fit);
        }
    }
    if (xmax > 0) {
        setPlottableRange(x, std::max(0.5, xmin / 1.5), xmax * 1.5);
        if (logY)
            setPlottableRange(logY, ymin / 1.6, ymax * 1.6);
        else if (data.metric == ScalingMetric::Efficiency)
            setPlottableRange(y, std::min(0.0, std::floor((ymin - 0.05) * 4) / 4),
                              std::max(1.25, std::ceil((ymax + 0.05) * 4) / 4));
        else
            setPlottableRange(y, std::floor(std::min(-10.0, ymin - 5) / 10) * 10, std::ceil(std::max(10.0, ymax + 5) / 10) * 10);
    }
    labelAtRoundValues(chart, x);
    if (logY)
        labelAtRoundValues(chart, logY);
    if (data.series.size() > 14) { // 24 and more series still fit a laptop's chart height
        QFont f = chart->legend()->font();
        f.setPointSizeF(f.pointSizeF() * 0.85);
        chart->legend()->setFont(f);
    }
    return chart;
}

} // namespace scalescope::charts
