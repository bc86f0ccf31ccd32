// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a chart's points and bodies lie on screen, for hover and click: each point with an id
// (kPointIdsProperty) placed once in viewport coordinates and bucketed in a grid, so finding what
// is under the pointer is constant time however many points; a series with kHitIdProperty (a bar,
// a range line) is a target by its extent where no point is near.
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

class QChart;
class QTransform;

namespace scalescope::charts {

class ChartHitIndex
{
public:
    // Places every point and body of `chart`; `toViewport` maps chart coordinates to the viewport's.
    void build(QChart *chart, const QTransform &toViewport);
    void clear();

    // The ids under `pos` (viewport), nearest first (of two on one spot the one drawn later), then
    // the bodies there, the last drawn first, when no point is near.
    QStringList at(const QPoint &pos) const;
    std::optional<QPoint> position(const QString &id) const;
    // Every id with a point inside `area` (viewport), in the order placed, each once.
    QStringList inside(const QRectF &area) const;
    QStringList inside(const QPolygonF &outline) const; // a lasso's: closed from its last point to its first

private:
    struct Placed
    {
        QPointF at; // viewport coordinates
        QString id;
    };
    QList<Placed> m_placed;
    std::vector<std::pair<quint64, int>> m_grid; // (cell, index into m_placed), sorted by cell
    QList<std::pair<QRectF, QString>> m_bodies;  // series with kHitIdProperty: their extent, in the viewport
};

} // namespace scalescope::charts
