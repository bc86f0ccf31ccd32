// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/report/ReportLegend.h"

#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPolygonF>
#include <QScatterSeries>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace scalescope::report {
namespace {

constexpr double kPointSize = 8;     // as the report's tables
constexpr double kSymbolPx = 11;     // a symbol's cell, in 96-dpi pixels
constexpr double kColumnGapPx = 14;  // between columns
constexpr double kMaxColumnPx = 420; // a name wider than this wraps inside its column

QFont legendFont()
{
    QFont f; // the default family; Qt falls back to a Hangul font for Korean names
    f.setPointSizeF(kPointSize);
    return f;
}

} // namespace

ReportLegend::ReportLegend(QChart *chart)
{
    QLegend *legend = chart->legend();
    if (!legend->isVisible()) // a chart that shows no legend gets none here either
        return;
    for (QLegendMarker *marker : legend->markers()) {
        if (charts::isLegendHidden(marker->series()) || marker->label().isEmpty())
            continue;
        Entry e;
        // Legend labels are HTML (names come from files): drawn here as the text they stand for.
        e.label = i18n::unescapedHtml(marker->label());
        e.brush = marker->brush();
        e.pen = marker->pen();
        if (auto *scatter = qobject_cast<QScatterSeries *>(marker->series())) {
            switch (scatter->markerShape()) {
            case QScatterSeries::MarkerShapeRectangle:
                e.symbol = Symbol::Square;
                break;
            case QScatterSeries::MarkerShapeRotatedRectangle:
                e.symbol = Symbol::Diamond;
                break;
            case QScatterSeries::MarkerShapeTriangle:
                e.symbol = Symbol::Triangle;
                break;
            default:
                e.symbol = Symbol::Circle;
            }
            e.brush = scatter->brush();
            e.pen = scatter->pen();
        } else if (qobject_cast<QAreaSeries *>(marker->series())) {
            e.symbol = Symbol::Box;
        } else if (auto *line = qobject_cast<QXYSeries *>(marker->series())) {
            e.pen = line->pen(); // its dash pattern is what tells ideal from fit
            e.symbol = Symbol::Line;
            if (line->pointsVisible() && !line->lightMarker().isNull()) {
                e.symbol = Symbol::Image;
                e.image = line->lightMarker();
            }
        }
        m_entries << e;
    }
    legend->setVisible(false);
}

ReportLegend::Layout ReportLegend::layout(QPainter &painter, double width, double unit) const
{
    painter.save();
    painter.setFont(legendFont());
    const QFontMetricsF fm = painter.fontMetrics();
    double widest = 0;
    for (const Entry &e : m_entries)
        widest = std::max(widest, fm.horizontalAdvance(e.label));
    Layout out;
    const double symbol = kSymbolPx * 1.6 * unit, gap = kColumnGapPx * unit;
    const double wanted = std::min(widest, kMaxColumnPx * unit) + symbol + gap;
    out.columns = std::clamp(int((width + gap) / wanted), 1, std::max(1, int(m_entries.size())));
    out.columnWidth = (width + gap) / out.columns - gap;
    const int rows = int((m_entries.size() + out.columns - 1) / out.columns);
    const double textWidth = std::max(1.0, out.columnWidth - symbol);
    for (int row = 0; row < rows; ++row) {
        double h = fm.height();
        for (int col = 0; col < out.columns; ++col) { // filled column by column, as one reads a list
            const qsizetype i = qsizetype(col) * rows + row;
            if (i < m_entries.size())
                h = std::max(h, fm.boundingRect(QRectF(0, 0, textWidth, 1e9), Qt::TextWordWrap, m_entries[i].label).height());
        }
        out.rowHeights << h + fm.height() * 0.2;
    }
    painter.restore();
    return out;
}

double ReportLegend::height(QPainter &painter, double width, double unit) const
{
    if (m_entries.isEmpty())
        return 0;
    const Layout l = layout(painter, width, unit);
    double h = 0;
    for (double r : l.rowHeights)
        h += r;
    return h;
}

void ReportLegend::drawSymbol(QPainter &painter, const Entry &e, const QRectF &cell, double unit)
{
    const double s = kSymbolPx * unit * 0.8;
    const QPointF c = cell.center();
    QPen pen = e.pen;
    pen.setWidthF(std::max(1.0, e.pen.widthF()) * unit);
    painter.setPen(pen);
    painter.setBrush(e.symbol == Symbol::Line ? QBrush(Qt::NoBrush) : e.brush);
    const QRectF box(c.x() - s / 2, c.y() - s / 2, s, s);
    switch (e.symbol) {
    case Symbol::Circle:
        painter.drawEllipse(box);
        break;
    case Symbol::Square:
    case Symbol::Box:
        painter.drawRect(box);
        break;
    case Symbol::Diamond:
        painter.drawPolygon(QPolygonF{QPointF(c.x(), box.top()), QPointF(box.right(), c.y()), QPointF(c.x(), box.bottom()),
                                      QPointF(box.left(), c.y())});
        break;
    case Symbol::Triangle:
        painter.drawPolygon(QPolygonF{QPointF(c.x(), box.top()), QPointF(box.right(), box.bottom()), box.bottomLeft()});
        break;
    case Symbol::Line:
        painter.drawLine(QPointF(cell.left(), c.y()), QPointF(cell.right(), c.y()));
        break;
    case Symbol::Image: // a line through it when the series draws one (strong solid, weak dashed)
        if (e.pen.style() != Qt::NoPen)
            painter.drawLine(QPointF(cell.left(), c.y()), QPointF(cell.right(), c.y()));
        painter.drawImage(box, e.image);
        break;
    }
}

void ReportLegend::draw(QPainter &painter, const QRectF &box, double unit) const
{
    if (m_entries.isEmpty())
        return;
    const Layout l = layout(painter, box.width(), unit);
    const int rows = int(l.rowHeights.size());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(legendFont());
    const double symbol = kSymbolPx * 1.6 * unit, gap = kColumnGapPx * unit;
    const double lineHeight = painter.fontMetrics().height();
    for (int col = 0; col < l.columns; ++col) {
        double y = box.top();
        const double x = box.left() + col * (l.columnWidth + gap);
        for (int row = 0; row < rows; ++row) {
            const qsizetype i = qsizetype(col) * rows + row;
            if (i >= m_entries.size())
                break;
            const Entry &e = m_entries[i];
            drawSymbol(painter, e, QRectF(x, y, symbol * 0.8, lineHeight), unit);
            painter.setPen(Qt::black);
            painter.drawText(QRectF(x + symbol, y, l.columnWidth - symbol, l.rowHeights[row]), Qt::TextWordWrap, e.label);
            y += l.rowHeights[row];
        }
    }
    painter.restore();
}

} // namespace scalescope::report
