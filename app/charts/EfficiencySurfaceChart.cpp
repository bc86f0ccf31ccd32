// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/EfficiencySurfaceChart.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartEdits.h"
#include "app/charts/ChartFactory.h"
#include "core/analysis/ScalingModel.h"

#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainterPath>
#include <QPen>
#include <QPixmap>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

// Efficiency 0..1 → colour (dark blue → teal → yellow), the colour bar's gradient.
QColor heatColor(double e)
{
    e = std::clamp(e, 0.0, 1.0);
    const QColor stops[] = {QColor(48, 18, 59), QColor(33, 145, 140), QColor(253, 231, 37)};
    const double t = e * 2;
    const int i = std::min(1, int(t));
    const double f = t - i;
    const QColor &a = stops[i], &b = stops[i + 1];
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * f, a.greenF() + (b.greenF() - a.greenF()) * f,
                            a.blueF() + (b.blueF() - a.blueF()) * f, 0.85);
}

// An iso line's "E = 0.9": white text on a dark plate, readable on the map's light yellow end as on
// its dark one. The plate (its parent item) is what is placed.
QGraphicsSimpleTextItem *isoLabel(QGraphicsItem *parent, double e)
{
    auto *plate = new QGraphicsRectItem(parent);
    plate->setZValue(5);
    plate->setPen(Qt::NoPen);
    plate->setBrush(QColor(30, 30, 30, 170));
    auto *label = new QGraphicsSimpleTextItem(QStringLiteral("E = %1").arg(QLocale().toString(e)), plate);
    label->setBrush(QColor(255, 255, 255));
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    label->setFont(f);
    label->setPos(3, 1);
    plate->setRect(QRectF(QPointF(0, 0), label->boundingRect().size() + QSizeF(6, 2)));
    return label;
}

} // namespace

EfficiencySurfaceChart::EfficiencySurfaceChart(QGraphicsItem *parent) : QChart(parent)
{
    setObjectName(QStringLiteral("surfaceChart"));
    setProperty(kScaleOwnerProperty, tr("The efficiency surface is always drawn on log–log axes."));
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignBottom);
    m_x = new QLogValueAxis;
    m_y = new QLogValueAxis;
    m_x->setRange(kMinK, kMaxK);
    m_y->setRange(kMinEpsilon, kMaxEpsilon);
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
    // The colour bar is drawn here, beside the plot: Qt Charts 6.4's QColorAxis reads its gradient
    // after freeing it (valgrind: VerticalAxis::updateGeometry), which corrupted the heap at times.
    setMargins(QMargins(10, 10, 10 + kColorBarSpace, 10));
    m_bar = new QGraphicsPixmapItem(this);
    m_barFrame = new QGraphicsRectItem(this);
    m_barFrame->setPen(QPen(QColor(120, 120, 120), 1));
    for (int i = 0; i <= 4; ++i)
        m_barLabels << new QGraphicsSimpleTextItem(QLocale().toString(i * 0.25, 'f', 2), this);
    m_barTitle = new QGraphicsSimpleTextItem(this);
    m_barTitle->setRotation(-90);
    int idx = 0;
    for (double e : {0.9, 0.75, 0.5, 0.25, 0.1}) {
        auto *iso = new QLineSeries;
        iso->setObjectName(QStringLiteral("iso"));
        iso->setName(QStringLiteral("E = %1").arg(e));
        iso->setPen(QPen(QColor::fromHsv(0, 0, 255 - idx * 30), 1.4, Qt::DashLine));
        addSeries(iso);
        iso->attachAxis(m_x);
        iso->attachAxis(m_y);
        hideLegend(this, iso); // labelled on the line: five "E = …" entries do not fit a legend
        m_iso << IsoLine{e, iso, isoLabel(this, e)};
        ++idx;
    }
    m_onGrid = createPointSeries(tr("configurations (k, ε_eff)"), {}, QColor(230, 60, 60), {}, 9);
    m_offGrid = createPointSeries(tr("off the grid"), {}, QColor(255, 160, 0), {}, 11, MarkerShape::Triangle);
    m_shifted =
        createPointSeries(tr("after compute ×%1").arg(QLocale().toString(m_factor, 'g', 3)), {}, QColor(255, 255, 255), {}, 8);
    m_local = createPointSeries(tr("this machine (synthetic step)"), {}, QColor(0, 200, 255), {}, 11, MarkerShape::Triangle);
    m_planned = createPointSeries(tr("planned"), {}, QColor(40, 40, 40), {}, 13, MarkerShape::Diamond);
    m_planned->setObjectName(QStringLiteral("planned"));
    for (QXYSeries *s : {m_onGrid, m_offGrid, m_shifted, m_local, m_planned}) {
        addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    m_barTitle->setText(tr("Efficiency E"));
    QFont bold = m_barTitle->font();
    bold.setBold(true);
    m_barTitle->setFont(bold);
    m_x->setTitleText(tr("Relative size k = N/N_ref (log scale)"));
    m_y->setTitleText(tr("Non-parallel fraction ε (log scale)"));
    setTitle(tr("Efficiency surface E(k, ε) = 1/(k·ε + 1 − ε)"));
    labelAtRoundValues(this, m_x);
    labelAtRoundValues(this, m_y);
    for (QLogValueAxis *a : {m_x, m_y}) // over the heat map: the decades only, faintly
        a->setMinorGridLineVisible(false);

    m_heat = new QGraphicsPixmapItem(this);
    m_heat->setZValue(-1);
    m_arrows = new QGraphicsPathItem(this);
    m_arrows->setZValue(10);
    m_arrows->setPen(QPen(QColor(255, 255, 255), 1.3));
    m_arrows->setBrush(QColor(255, 255, 255));
    connect(this, &QChart::plotAreaChanged, this, [this](const QRectF &) { relayout(); });
    // Zoom and pan change the ranges, not the plot area: the heat map and arrows follow them too.
    connect(m_x, &QLogValueAxis::rangeChanged, this, [this]() { relayout(); });
    connect(m_y, &QLogValueAxis::rangeChanged, this, [this]() { relayout(); });
    rebuild();
}

bool EfficiencySurfaceChart::offGrid(const SurfacePoint &p)
{
    return !(p.epsilon >= kMinEpsilon && p.epsilon <= kMaxEpsilon);
}

QPointF EfficiencySurfaceChart::placed(const SurfacePoint &p, double floor, bool *clamped)
{
    const bool below = !(p.epsilon > 0);
    if (clamped)
        *clamped = below;
    return QPointF(std::max(p.k, kMinK), below ? floor : p.epsilon);
}

void EfficiencySurfaceChart::setPoints(const QList<SurfacePoint> &points)
{
    m_points = points;
    rebuild();
}

void EfficiencySurfaceChart::setPrecisionFactor(double f)
{
    m_factor = std::clamp(f, kMinFactor, kMaxFactor);
    m_shifted->setName(tr("after compute ×%1").arg(QLocale().toString(m_factor, 'g', 3)));
    rebuild();
}

void EfficiencySurfaceChart::setWholeGrid(bool whole)
{
    m_whole = whole;
    rebuild();
}

QList<QPointF> EfficiencySurfaceChart::shiftedPositions() const
{
    QList<QPointF> out;
    if (m_factor == 1.0)
        return out;
    for (const SurfacePoint &p : m_points)
        if (p.epsilon > 0 && !p.local && !p.planned)
            out << QPointF(p.k, analysis::precisionWhatIf(p.epsilon, p.k, m_factor).epsilonAfter);
    return out;
}

QList<double> EfficiencySurfaceChart::isoKs() const
{
    QList<double> ks;
    const double lo = std::log10(std::max(1.0001, m_x->min())), hi = std::log10(m_x->max());
    for (int i = 0; i <= 240; ++i)
        ks << std::pow(10.0, lo + (hi - lo) * i / 240.0);
    return ks;
}

void EfficiencySurfaceChart::rebuild()
{
    const QList<QPointF> shifted = shiftedPositions();
    // The view: the whole grid, or what the points and their targets need, with a margin.
    double k0 = kMinK, k1 = kMaxK, e0 = kMinEpsilon, e1 = kMaxEpsilon;
    if (!m_whole) {
        double a = 1e300, b = 0, c = 1e300, d = 0;
        const auto take = [&](double k, double e) {
            a = std::min(a, k), b = std::max(b, k);
            if (e > 0)
                c = std::min(c, e), d = std::max(d, e);
        };
        for (const SurfacePoint &p : m_points)
            take(p.k, p.epsilon);
        for (const QPointF &p : shifted)
            take(p.x(), p.y());
        if (b > 0 && d > 0) {
            k0 = 1, k1 = std::max(10.0, b * 2);
            e0 = std::max(1e-12, c / 4), e1 = std::min(1.0, d * 4);
            if (e1 / e0 < 100) { // at least two decades, around the points
                const double mid = std::sqrt(e0 * e1);
                e0 = mid / 10, e1 = std::min(1.0, mid * 10);
            }
        }
    }
    m_x->setRange(k0, k1);
    m_y->setRange(e0, e1);

    // Iso-efficiency lines from their closed form ε(k) = (1/E − 1)/(k − 1).
    for (const IsoLine &iso : std::as_const(m_iso)) {
        QList<QPointF> pts;
        for (const analysis::IsoPoint &p : analysis::isoEfficiencyCurve(iso.efficiency, isoKs()))
            if (p.epsilon >= e0 && p.epsilon <= e1)
                pts << QPointF(p.k, p.epsilon);
        iso.series->replace(pts);
    }

    QList<QPointF> on, off, local, planned;
    QStringList onIds, offIds, localIds, plannedIds;
    QStringList groupNames;
    QList<QList<QPointF>> groupPoints;
    QList<QStringList> groupIds;
    m_moves.clear();
    for (const SurfacePoint &p : std::as_const(m_points)) {
        bool clamped = false;
        const QPointF at = placed(p, e0, &clamped);
        if (p.planned) {
            planned << at;
            plannedIds << p.id;
        } else if (p.local) {
            local << at;
            localIds << p.id;
        } else if (!p.group.isEmpty()) { // a group keeps its colour off the grid too (the side list names those)
            qsizetype g = groupNames.indexOf(p.group);
            if (g < 0) {
                g = groupNames.size();
                groupNames << p.group;
                groupPoints << QList<QPointF>();
                groupIds << QStringList();
            }
            groupPoints[g] << at;
            groupIds[g] << p.id;
        } else if (offGrid(p)) {
            off << at;
            offIds << p.id;
        } else {
            on << at;
            onIds << p.id;
        }
        if (!clamped && !p.local && !p.planned && m_factor != 1.0)
            m_moves << qMakePair(at, QPointF(p.k, analysis::precisionWhatIf(p.epsilon, p.k, m_factor).epsilonAfter));
    }
    // A series per group, in colours apart from the heat map's and the other series'.
    for (QXYSeries *s : std::as_const(m_groups)) {
        removeSeries(s);
        delete s;
    }
    m_groups.clear();
    static const QColor kGroupColors[] = {QColor(255, 80, 200),  QColor(255, 140, 40), QColor(120, 255, 120),
                                          QColor(130, 170, 255), QColor(230, 40, 40),  QColor(200, 140, 90)};
    for (qsizetype g = 0; g < groupNames.size(); ++g) {
        QXYSeries *s = createPointSeries(groupNames[g], groupPoints[g], kGroupColors[g % std::size(kGroupColors)], groupIds[g],
                                         10, MarkerShape::Square);
        addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        m_groups << s;
    }
    m_onGrid->replace(on);
    m_onGrid->setProperty(kPointIdsProperty, onIds);
    m_offGrid->replace(off);
    m_offGrid->setProperty(kPointIdsProperty, offIds);
    m_local->replace(local);
    m_local->setProperty(kPointIdsProperty, localIds);
    const bool cluster =
        std::any_of(m_points.begin(), m_points.end(), [](const SurfacePoint &p) { return p.local && p.cluster; });
    m_local->setName(cluster ? tr("cluster, MPI ranks (synthetic step)") : tr("this machine (synthetic step)"));
    m_planned->replace(planned);
    m_planned->setProperty(kPointIdsProperty, plannedIds);
    m_shifted->replace(shifted);
    setLegendShown(this, m_shifted, !shifted.isEmpty());
    setLegendShown(this, m_local, m_local->count() > 0);
    setLegendShown(this, m_planned, m_planned->count() > 0);
    setLegendShown(this, m_offGrid, m_offGrid->count() > 0);
    setLegendShown(this, m_onGrid, m_onGrid->count() > 0 || m_groups.isEmpty());
    relayout();
}

int EfficiencySurfaceChart::arrowCount() const
{
    return int(m_moves.size());
}

void EfficiencySurfaceChart::relayout()
{
    const QRectF area = plotArea();
    if (area.width() < 2 || area.height() < 2)
        return;
    // Heat map: one sample per pixel column and row, on the same log scales as the axes.
    const QRectF ranges(QPointF(m_x->min(), m_y->min()), QPointF(m_x->max(), m_y->max()));
    if (area.size() != m_heatFor.size() || ranges != m_heatRanges) {
        m_heatRanges = ranges;
        const int w = int(area.width()), h = int(area.height());
        QImage img(w, h, QImage::Format_ARGB32);
        const double lk0 = std::log10(m_x->min()), lk1 = std::log10(m_x->max());
        const double le0 = std::log10(m_y->min()), le1 = std::log10(m_y->max());
        for (int py = 0; py < h; ++py) {
            const double eps = std::pow(10.0, le1 - (le1 - le0) * (py + 0.5) / h);
            QRgb *line = reinterpret_cast<QRgb *>(img.scanLine(py));
            for (int px = 0; px < w; ++px) {
                const double k = std::pow(10.0, lk0 + (lk1 - lk0) * (px + 0.5) / w);
                line[px] = heatColor(analysis::amdahlEfficiency(k, eps)).rgba();
            }
        }
        m_heat->setPixmap(QPixmap::fromImage(img));
    }
    m_heatFor = area;
    m_heat->setPos(area.topLeft());

    // The colour bar: E from 0 (bottom) to 1 (top), in the heat map's colours.
    const QRectF barRect(area.right() + 14, area.top(), 14, area.height());
    QImage strip(1, std::max(2, int(barRect.height())), QImage::Format_ARGB32);
    for (int py = 0; py < strip.height(); ++py)
        strip.setPixelColor(0, py, heatColor(1.0 - (py + 0.5) / strip.height()));
    m_bar->setPixmap(QPixmap::fromImage(strip.scaled(int(barRect.width()), strip.height())));
    m_bar->setPos(barRect.topLeft());
    m_barFrame->setRect(barRect);
    double labelsRight = barRect.right();
    for (int i = 0; i < m_barLabels.size(); ++i) {
        QGraphicsSimpleTextItem *label = m_barLabels[i];
        const QRectF box = label->boundingRect();
        const double y = barRect.bottom() - barRect.height() * i / (m_barLabels.size() - 1);
        label->setPos(barRect.right() + 4, y - box.height() / 2);
        labelsRight = std::max(labelsRight, barRect.right() + 4 + box.width());
    }
    const QRectF title = m_barTitle->boundingRect();
    m_barTitle->setPos(labelsRight + 4, barRect.center().y() + title.width() / 2); // rotated: width runs upwards

    // Arrows from each point to where the what-if moves it.
    QPainterPath path;
    for (const auto &[before, after] : std::as_const(m_moves)) {
        const QPointF a = mapToPosition(before, m_onGrid), b = mapToPosition(after, m_onGrid);
        const QLineF line(a, b);
        if (line.length() < 3)
            continue;
        path.moveTo(a);
        path.lineTo(b);
        const double angle = std::atan2(a.y() - b.y(), a.x() - b.x());
        const double size = 6;
        QPolygonF head;
        head << b << b + QPointF(std::cos(angle + 0.45) * size, std::sin(angle + 0.45) * size)
             << b + QPointF(std::cos(angle - 0.45) * size, std::sin(angle - 0.45) * size) << b;
        path.addPolygon(head);
    }
    m_arrows->setPath(path);

    // Each iso line's label where it leaves the plot (its largest k in view), kept inside the plot;
    // a label that would touch one placed before it, or cover a configuration's point, goes up
    // above it (in Korean at 1024 px the labels along the foot ran into each other, and "E = 0.1"
    // sat on a point).
    constexpr qreal kGap = 3;
    QList<QRectF> taken;
    for (QAbstractSeries *s : series()) {
        auto *points = qobject_cast<QXYSeries *>(s); // the configurations' points, not the iso lines
        if (!points || !points->isVisible() || !points->pointsVisible())
            continue;
        const qreal r = points->markerSize() / 2;
        for (const QPointF &p : points->points())
            if (const QPointF at = mapToPosition(p, points); area.contains(at))
                taken << QRectF(at - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    for (const IsoLine &iso : std::as_const(m_iso)) {
        QGraphicsItem *label = iso.label->parentItem(); // the label's plate
        const QList<QPointF> pts = iso.series->points();
        label->setVisible(!pts.isEmpty());
        if (pts.isEmpty())
            continue;
        const QPointF end = mapToPosition(pts.last(), iso.series);
        const QRectF box = label->boundingRect();
        QRectF at(QPointF(std::clamp(end.x() - box.width() - 3, area.left() + 2, area.right() - box.width() - 2),
                          std::clamp(end.y() - box.height() - 2, area.top() + 2, area.bottom() - box.height() - 2)),
                  box.size());
        for (int moved = 0; moved < taken.size(); ++moved) { // each move clears one label at least
            const auto hit = std::find_if(taken.begin(), taken.end(),
                                          [&](const QRectF &t) { return t.adjusted(-kGap, -kGap, kGap, kGap).intersects(at); });
            if (hit == taken.end())
                break;
            at.moveBottom(std::max(hit->top() - kGap, area.top() + 2 + box.height()));
        }
        label->setPos(at.topLeft());
        taken << at;
    }
}

QList<QXYSeries *> EfficiencySurfaceChart::isoSeries() const
{
    QList<QXYSeries *> out;
    for (const IsoLine &iso : m_iso)
        out << iso.series;
    return out;
}

} // namespace scalescope::charts
