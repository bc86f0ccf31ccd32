// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart's legend drawn under it on a printed page, in as many columns as the page width holds:
// Qt's legend beside a chart took 40 % of the width and cut long names ("ε 0…"), and below a
// chart it keeps one row. Every entry keeps its whole name, wrapped inside its column if need be.
#include <QBrush>
#include <QImage>
#include <QList>
#include <QPen>
#include <QString>

class QChart;
class QPainter;
class QRectF;

namespace scalescope::report {

class ReportLegend
{
public:
    // Takes the chart's visible legend entries and hides its own legend.
    explicit ReportLegend(QChart *chart);

    bool isEmpty() const { return m_entries.isEmpty(); }
    // Height in the painter's units of the legend laid out `width` wide; `unit` is the painter's
    // units per 96-dpi pixel (lines and symbols keep their on-screen size).
    double height(QPainter &painter, double width, double unit) const;
    void draw(QPainter &painter, const QRectF &box, double unit) const;

private:
    enum class Symbol
    {
        Circle,
        Square,
        Diamond,
        Triangle,
        Line,
        Box,
        Image // a point series' own marker image
    };
    struct Entry
    {
        QString label;
        Symbol symbol = Symbol::Box;
        QBrush brush;
        QPen pen;
        QImage image;
    };
    struct Layout
    {
        int columns = 1;
        double columnWidth = 0;
        QList<double> rowHeights;
    };
    Layout layout(QPainter &painter, double width, double unit) const;
    static void drawSymbol(QPainter &painter, const Entry &e, const QRectF &cell, double unit);

    QList<Entry> m_entries;
};

} // namespace scalescope::report
