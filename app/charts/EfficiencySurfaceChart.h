#pragma once
// The efficiency surface E(k, ε) = 1/(k·ε + 1 − ε) over log k × log ε: a heat map with a colour
// bar, the iso-efficiency lines, every configuration at (k, ε_eff) (off-grid ones clamped to the
// edge with a triangle), and the precision what-if: each point shifted to ε' for compute f times
// faster, with an arrow from old to new. Qt Charts has no heat map and no arrows: they are
// graphics items in the chart, re-placed whenever the plot area changes.
#include <QChart>
#include <QList>
#include <QString>

class QGraphicsPixmapItem;
class QGraphicsPathItem;
class QLogValueAxis;
class QXYSeries;

namespace scalescope {

struct SurfacePoint
{
    QString id;
    double k = 1;
    double epsilon = 0; // ε_eff as measured (may be off the grid)
    QString label;      // tooltip text
    bool local = false; // this machine's probe (drawn apart)
};

class EfficiencySurfaceChart : public QChart
{
    Q_OBJECT
public:
    static constexpr double kMinK = 1, kMaxK = 1e6, kMinEpsilon = 1e-8, kMaxEpsilon = 1e-1;

    explicit EfficiencySurfaceChart(QGraphicsItem *parent = nullptr);

    void setPoints(const QList<SurfacePoint> &points);
    void setPrecisionFactor(double f); // 1 = no what-if
    double precisionFactor() const { return m_factor; }

    const QList<SurfacePoint> &points() const { return m_points; }
    // Where a point is drawn (clamped into the grid) and whether it was clamped.
    static QPointF placed(const SurfacePoint &p, bool *clamped = nullptr);
    QList<QPointF> shiftedPositions() const; // (k, ε') per on-grid point, for tests
    QXYSeries *onGridSeries() const { return m_onGrid; }
    QXYSeries *offGridSeries() const { return m_offGrid; }
    QXYSeries *shiftedSeries() const { return m_shifted; }
    QList<QXYSeries *> isoSeries() const { return m_iso; }
    int arrowCount() const;

private:
    void relayout(); // heat map and arrows follow the plot area
    void rebuildShifted();

    QLogValueAxis *m_x = nullptr;
    QLogValueAxis *m_y = nullptr;
    QList<QXYSeries *> m_iso;
    QXYSeries *m_onGrid = nullptr;
    QXYSeries *m_offGrid = nullptr;
    QXYSeries *m_shifted = nullptr;
    QXYSeries *m_local = nullptr;
    QGraphicsPixmapItem *m_heat = nullptr;
    QGraphicsPathItem *m_arrows = nullptr;
    QList<SurfacePoint> m_points;
    double m_factor = 1.0;
    QRectF m_heatFor;
    QRectF m_heatRanges; // the axis ranges the heat map was drawn for
};

} // namespace scalescope
