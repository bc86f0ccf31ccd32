// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The efficiency surface E(k, ε) = 1/(k·ε + 1 − ε) over log k × log ε: a heat map with a colour
// bar, the iso-efficiency lines, every configuration at (k, ε_eff), and the precision what-if:
// each point shifted to ε' for compute f times faster (or slower, f < 1), with an arrow from old to
// new, drawn where it lands. The view fits the points and their what-if targets; "whole grid"
// shows k 1…10⁶ × ε 10⁻⁸…10⁻¹. A negative ε_eff (super-linear) cannot sit on a log axis: it is
// drawn at the bottom edge as a triangle. Qt Charts has no heat map and no arrows: they are
// graphics items in the chart, re-placed whenever the plot area or the ranges change.
#include <QChart>
#include <QList>
#include <QString>

class QGraphicsPixmapItem;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLogValueAxis;
class QXYSeries;

namespace scalescope::charts {

struct SurfacePoint
{
    QString id;
    double k = 1;
    double epsilon = 0;   // ε_eff as measured (may be off the grid)
    QString label;        // tooltip text
    bool local = false;   // this machine's probe (drawn apart)
    bool cluster = false; // with local: a cluster's (scalescope-probe-mpi), named so in the legend
    bool planned = false; // the planner's configuration (drawn apart)
    // A named group (MLPerf HPC systems, an accelerator family): drawn in its own series and legend
    // entry, on the grid or off it; empty for the benchmark's own configurations.
    QString group{};
    QString groupKey{}; // the group as data: "hpc", or "family:<key>" (CSV)
};

class EfficiencySurfaceChart : public QChart
{
    Q_OBJECT
public:
    // The grid of the model (what "off the grid" means) and the widest view.
    static constexpr double kMinK = 1, kMaxK = 1e6, kMinEpsilon = 1e-8, kMaxEpsilon = 1e-1;
    static constexpr double kMinFactor = 0.1, kMaxFactor = 64;

    explicit EfficiencySurfaceChart(QGraphicsItem *parent = nullptr);

    void setPoints(const QList<SurfacePoint> &points);
    void setPrecisionFactor(double f); // 1 = no what-if; below 1 a slowdown
    double precisionFactor() const { return m_factor; }
    void setWholeGrid(bool whole); // false (default): the view fits the points and their targets
    bool wholeGrid() const { return m_whole; }

    const QList<SurfacePoint> &points() const { return m_points; }
    // Whether an ε_eff is off the grid (negative, or outside 10⁻⁸…10⁻¹).
    static bool offGrid(const SurfacePoint &p);
    // Where a point is drawn: at (k, ε), or at the bottom edge `floor` when ε ≤ 0; *clamped says so.
    static QPointF placed(const SurfacePoint &p, double floor = kMinEpsilon, bool *clamped = nullptr);
    QList<QPointF> shiftedPositions() const; // (k, ε') per point with a positive ε, for tests
    QXYSeries *onGridSeries() const { return m_onGrid; }
    QXYSeries *offGridSeries() const { return m_offGrid; }
    QXYSeries *shiftedSeries() const { return m_shifted; }
    QList<QXYSeries *> isoSeries() const;
    QList<QXYSeries *> groupSeries() const { return m_groups; } // one per group, in order of appearance
    int arrowCount() const;

private:
    void relayout(); // heat map and arrows follow the plot area and the ranges
    void rebuild();  // the view, the points, their targets and the iso lines
    QList<double> isoKs() const;

    QLogValueAxis *m_x = nullptr;
    QLogValueAxis *m_y = nullptr;
    struct IsoLine
    {
        double efficiency;
        QXYSeries *series;
        QGraphicsSimpleTextItem *label; // "E = 0.9" where the line leaves the plot, on a plate (its parent)
    };
    QList<IsoLine> m_iso;
    QXYSeries *m_onGrid = nullptr;
    QXYSeries *m_offGrid = nullptr;
    QXYSeries *m_shifted = nullptr;
    QXYSeries *m_local = nullptr;
    QXYSeries *m_planned = nullptr;
    QList<QXYSeries *> m_groups;
    QGraphicsPixmapItem *m_heat = nullptr;
    static constexpr int kColorBarSpace = 70; // right of the plot: the bar, its labels and title
    QGraphicsPixmapItem *m_bar = nullptr;
    QGraphicsRectItem *m_barFrame = nullptr;
    QList<QGraphicsSimpleTextItem *> m_barLabels;
    QGraphicsSimpleTextItem *m_barTitle = nullptr;
    QGraphicsPathItem *m_arrows = nullptr;
    QList<SurfacePoint> m_points;
    QList<QPair<QPointF, QPointF>> m_moves; // from (k, ε) to (k, ε'), for the arrows
    double m_factor = 1.0;
    bool m_whole = false;
    QRectF m_heatFor;
    QRectF m_heatRanges; // the axis ranges the heat map was drawn for
};

} // namespace scalescope::charts
