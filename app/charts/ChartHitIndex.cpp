// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartHitIndex.h"

#include "app/charts/ChartFactory.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSet>
#include <QTransform>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

// The ids of the placed points `in` holds, in the order placed, each once.
template <typename Placements, typename Holds> QStringList idsWhere(const Placements &placed, Holds in)
{
    QStringList ids;
    QSet<QString> seen;
    for (const auto &p : placed)
        if (in(p.at) && !seen.contains(p.id)) {
            seen.insert(p.id);
            ids << p.id;
        }
    return ids;
}

constexpr double kCell = 12;       // hit-test grid cell, pixels
constexpr double kHitRadius = 8.0; // how close the pointer must be to a point, pixels
constexpr double kOnMark = 4.0;    // on a point's mark, pixels

quint64 cellKey(int cx, int cy)
{
    return (quint64(quint32(cx)) << 32) | quint32(cy);
}

} // namespace

namespace {

// An axis as a function from value to its fraction of the plot area, for value and log axes.
struct AxisScale
{
    bool ok = false, log = false;
    double lo = 0, hi = 1;
    double fraction(double v) const
    {
        const double x = log ? std::log(v) : v;
        return (x - lo) / (hi - lo);
    }
};

AxisScale scaleOf(const QAbstractAxis *axis)
{
    AxisScale s;
    if (const auto *v = qobject_cast<const QValueAxis *>(axis)) {
        s = {true, false, v->min(), v->max()};
    } else if (const auto *l = qobject_cast<const QLogValueAxis *>(axis); l && l->min() > 0) {
        s = {true, true, std::log(l->min()), std::log(l->max())};
    }
    s.ok = s.ok && s.hi > s.lo;
    return s;
}

} // namespace

void ChartHitIndex::clear()
{
    m_placed.clear();
    m_grid.clear();
    m_bodies.clear();
}

void ChartHitIndex::build(QChart *c, const QTransform &toViewport)
{
    clear();
    const QRectF area = c->plotArea();
    const QRectF inside = area.adjusted(-1, -1, 1, 1);
    for (QAbstractSeries *s : c->series()) {
        const QString bodyId = s->property(kHitIdProperty).toString();
        if (bodyId.isEmpty() || !s->isVisible())
            continue;
        QList<QPointF> points;
        if (auto *bar = qobject_cast<QAreaSeries *>(s)) {
            points = bar->upperSeries()->points();
            if (bar->lowerSeries())
                points += bar->lowerSeries()->points();
        } else if (auto *line = qobject_cast<QXYSeries *>(s)) {
            points = line->points();
        }
        // The points' bounding box (QRectF::united ignores the empty rectangles single points make).
        qreal left = 0, right = 0, top = 0, bottom = 0;
        for (int i = 0; i < points.size(); ++i) {
            const QPointF at = toViewport.map(c->mapToPosition(points[i], s));
            left = i ? std::min(left, at.x()) : at.x();
            right = i ? std::max(right, at.x()) : at.x();
            top = i ? std::min(top, at.y()) : at.y();
            bottom = i ? std::max(bottom, at.y()) : at.y();
        }
        QRectF extent(QPointF(left, top), QPointF(right, bottom));
        // A thin range line is still a target a hand can hit.
        constexpr double kMinimum = 10;
        extent.adjust(-std::max(0.0, (kMinimum - extent.width()) / 2), -std::max(0.0, (kMinimum - extent.height()) / 2),
                      std::max(0.0, (kMinimum - extent.width()) / 2), std::max(0.0, (kMinimum - extent.height()) / 2));
        if (!points.isEmpty())
            m_bodies.emplace_back(extent.intersected(toViewport.mapRect(inside)), bodyId);
    }
    for (QAbstractSeries *s : c->series()) {
        auto *xy = qobject_cast<QXYSeries *>(s);
        if (!xy || !xy->isVisible())
            continue;
        const QStringList ids = xy->property(kPointIdsProperty).toStringList();
        if (ids.isEmpty())
            continue;
        AxisScale sx, sy;
        for (QAbstractAxis *a : xy->attachedAxes())
            (a->orientation() == Qt::Horizontal ? sx : sy) = scaleOf(a);
        const bool fast = sx.ok && sy.ok; // else ask Qt Charts point by point
        const QList<QPointF> points = xy->points();
        for (int i = 0; i < points.size() && i < ids.size(); ++i) {
            const QPointF &p = points[i];
            const QPointF inChart = fast ? QPointF(area.left() + sx.fraction(p.x()) * area.width(),
                                                   area.bottom() - sy.fraction(p.y()) * area.height())
                                         : c->mapToPosition(p, xy);
            if (!inside.contains(inChart)) // zoomed or panned out of view
                continue;
            const QPointF at = toViewport.map(inChart);
            m_grid.emplace_back(cellKey(int(std::floor(at.x() / kCell)), int(std::floor(at.y() / kCell))), int(m_placed.size()));
            m_placed << Placed{at, ids[i]};
        }
    }
    std::sort(m_grid.begin(), m_grid.end());
}

QStringList ChartHitIndex::at(const QPoint &pos) const
{
    const int cx = int(std::floor(pos.x() / kCell)), cy = int(std::floor(pos.y() / kCell));
    struct Near
    {
        double d2;
        int order; // where it was drawn: of two on one spot, the later one is on top
        QString id;
    };
    QList<Near> near;
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = -1; dy <= 1; ++dy) {
            const quint64 key = cellKey(cx + dx, cy + dy);
            auto it = std::lower_bound(m_grid.cbegin(), m_grid.cend(), std::pair<quint64, int>(key, -1));
            for (; it != m_grid.cend() && it->first == key; ++it) {
                const QPointF d = m_placed[it->second].at - QPointF(pos);
                const double d2 = d.x() * d.x() + d.y() * d.y();
                if (d2 <= kHitRadius * kHitRadius)
                    near << Near{d2, it->second, m_placed[it->second].id};
            }
        }
    // On a bar or range line, a point of another one counts only when the pointer is on its mark: the
    // rank ranges' rows are 13 px apart, and the pointer on a row's line named the next row's point.
    QStringList bodies;
    for (auto it = m_bodies.crbegin(); it != m_bodies.crend(); ++it)
        if (it->first.contains(pos) && !bodies.contains(it->second))
            bodies << it->second;
    if (!bodies.isEmpty())
        near.removeIf([&](const Near &n) { return !bodies.contains(n.id) && n.d2 > kOnMark * kOnMark; });
    std::sort(near.begin(), near.end(),
              [](const Near &a, const Near &b) { return a.d2 != b.d2 ? a.d2 < b.d2 : a.order > b.order; });
    QStringList out;
    for (const Near &n : std::as_const(near))
        if (!out.contains(n.id))
            out << n.id;
    if (out.isEmpty()) // no point here: a bar or range line under the pointer, the last drawn first
        out = bodies;
    return out;
}

QStringList ChartHitIndex::inside(const QRectF &area) const
{
    return idsWhere(m_placed, [&](const QPointF &at) { return area.contains(at); });
}

QStringList ChartHitIndex::inside(const QPolygonF &outline) const
{
    const QRectF bounds = outline.boundingRect();
    return idsWhere(m_placed,
                    [&](const QPointF &at) { return bounds.contains(at) && outline.containsPoint(at, Qt::OddEvenFill); });
}

std::optional<QPoint> ChartHitIndex::position(const QString &id) const
{
    for (const Placed &p : std::as_const(m_placed))
        if (p.id == id)
            return p.at.toPoint();
    return std::nullopt;
}

} // namespace scalescope::charts
