#include "app/charts/EfficiencySurfaceChart.h"

#include "app/charts/ChartFactory.h"
#include "core/analysis/ScalingModel.h"

#include <QColorAxis>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainterPath>
#include <QPen>
#include <QPixmap>

#include <cmath>

namespace scalescope {
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

QLinearGradient heatGradient()
{
    QLinearGradient g(0, 1, 0, 0);
    for (double e : {0.0, 0.5, 1.0})
        g.setColorAt(e, heatColor(e));
    return g;
}

} // namespace

EfficiencySurfaceChart::EfficiencySurfaceChart(QGraphicsItem *parent) : QChart(parent)
{
    setObjectName(QStringLiteral("surfaceChart"));
    setAnimationOptions(QChart::NoAnimation);
    legend()->setAlignment(Qt::AlignBottom);
    m_x = new QLogValueAxis;
    m_x->setBase(10);
    m_x->setLabelFormat(QStringLiteral("%g"));
    m_x->setRange(kMinK, kMaxK);
    m_y = new QLogValueAxis;
    m_y->setBase(10);
    m_y->setLabelFormat(QStringLiteral("%.0e"));
    m_y->setRange(kMinEpsilon, kMaxEpsilon);
    addAxis(m_x, Qt::AlignBottom);
    addAxis(m_y, Qt::AlignLeft);
    auto *bar = new QColorAxis;
    bar->setRange(0, 1);
    bar->setGradient(heatGradient());
    bar->setTickCount(6);
    addAxis(bar, Qt::AlignRight);

    // Iso-efficiency lines from their closed form ε(k) = (1/E − 1)/(k − 1).
    QList<double> ks;
    for (int i = 1; i <= 240; ++i)
        ks << std::pow(10.0, 6.0 * i / 240.0);
    int idx = 0;
    for (double e : {0.9, 0.75, 0.5, 0.25, 0.1}) {
        auto *iso = new QLineSeries;
        iso->setObjectName(QStringLiteral("iso"));
        iso->setName(QStringLiteral("E = %1").arg(e));
        QPen pen(QColor(255, 255, 255), 1.4, Qt::DashLine);
        pen.setColor(QColor::fromHsv(0, 0, 255 - idx * 30));
        iso->setPen(pen);
        QList<QPointF> pts;
        for (const IsoPoint &p : isoEfficiencyCurve(e, ks))
            if (p.epsilon >= kMinEpsilon && p.epsilon <= kMaxEpsilon)
                pts << QPointF(p.k, p.epsilon);
        iso->replace(pts);
        addSeries(iso);
        iso->attachAxis(m_x);
        iso->attachAxis(m_y);
        m_iso << iso;
        ++idx;
    }
    m_onGrid = createPointSeries(tr("configurations (ε_eff)"), {}, QColor(230, 60, 60), {}, 9);
    m_offGrid = createPointSeries(tr("off the grid (clamped)"), {}, QColor(255, 160, 0), {}, 11, true);
    m_shifted = createPointSeries(tr("after ×f compute"), {}, QColor(255, 255, 255), {}, 8);
    m_local = createPointSeries(tr("this machine (synthetic step)"), {}, QColor(0, 200, 255), {}, 11, true);
    for (QXYSeries *s : {m_onGrid, m_offGrid, m_shifted, m_local}) {
        addSeries(s);
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    bar->setTitleText(tr("Efficiency E"));
    m_x->setTitleText(tr("Relative size k = N/N_ref (log)"));
    m_y->setTitleText(tr("Non-parallel fraction ε (log)"));
    setTitle(tr("Efficiency surface E(k, ε) = 1/(k·ε + 1 − ε)"));

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
}

QPointF EfficiencySurfaceChart::placed(const SurfacePoint &p, bool *clamped)
{
    const double k = std::clamp(p.k, kMinK, kMaxK);
    const double e = std::clamp(p.epsilon, kMinEpsilon, kMaxEpsilon);
    if (clamped)
        *clamped = k != p.k || e != p.epsilon;
    return QPointF(k, e);
}

void EfficiencySurfaceChart::setPoints(const QList<SurfacePoint> &points)
{
    m_points = points;
    QList<QPointF> on, off, local;
    QStringList onIds, offIds, localIds;
    for (const SurfacePoint &p : points) {
        bool clamped = false;
        const QPointF at = placed(p, &clamped);
        if (p.local) {
            local << at;
            localIds << p.id;
        } else if (clamped) {
            off << at;
            offIds << p.id;
        } else {
            on << at;
            onIds << p.id;
        }
    }
    m_onGrid->replace(on);
    m_onGrid->setProperty(kPointIdsProperty, onIds);
    m_offGrid->replace(off);
    m_offGrid->setProperty(kPointIdsProperty, offIds);
    m_local->replace(local);
    m_local->setProperty(kPointIdsProperty, localIds);
    rebuildShifted();
}

void EfficiencySurfaceChart::setPrecisionFactor(double f)
{
    m_factor = std::max(1.0, f);
    rebuildShifted();
}

QList<QPointF> EfficiencySurfaceChart::shiftedPositions() const
{
    QList<QPointF> out;
    if (m_factor <= 1.0)
        return out;
    for (const SurfacePoint &p : m_points) {
        bool clamped = false;
        placed(p, &clamped);
        if (clamped || p.local)
            continue;
        out << QPointF(p.k, precisionWhatIf(p.epsilon, p.k, m_factor).epsilonAfter);
    }
    return out;
}

void EfficiencySurfaceChart::rebuildShifted()
{
    QList<QPointF> shifted;
    for (const QPointF &p : shiftedPositions())
        shifted << QPointF(p.x(), std::clamp(p.y(), kMinEpsilon, kMaxEpsilon));
    m_shifted->replace(shifted);
    for (QLegendMarker *m : legend()->markers(m_shifted))
        m->setVisible(!shifted.isEmpty());
    for (QLegendMarker *m : legend()->markers(m_local))
        m->setVisible(m_local->count() > 0);
    for (QLegendMarker *m : legend()->markers(m_offGrid))
        m->setVisible(m_offGrid->count() > 0);
    relayout();
}

int EfficiencySurfaceChart::arrowCount() const
{
    return int(m_shifted->count());
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
                line[px] = heatColor(amdahlEfficiency(k, eps)).rgba();
            }
        }
        m_heat->setPixmap(QPixmap::fromImage(img));
    }
    m_heatFor = area;
    m_heat->setPos(area.topLeft());

    // Arrows from each point to its shifted position.
    QPainterPath path;
    const QList<QPointF> after = m_shifted->points();
    int i = 0;
    for (const SurfacePoint &p : m_points) {
        bool clamped = false;
        const QPointF before = placed(p, &clamped);
        if (clamped || p.local)
            continue;
        if (i >= after.size())
            break;
        const QPointF a = mapToPosition(before, m_onGrid), b = mapToPosition(after[i++], m_onGrid);
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
}

} // namespace scalescope
