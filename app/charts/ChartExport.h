// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Export of any chart as PNG (size and DPI), SVG (with title and description), PDF, or to the
// clipboard. Charts are rebuilt for export by a factory, so a chart that was never shown exports
// correctly and the one on screen is left alone.
#include <QString>

#include <functional>

class QChart;
class QImage;
class QPainter;
class QRectF;
class QSize;

namespace scalescope::charts {

using ChartMaker = std::function<QChart *()>;

struct ExportSize
{
    int width = 1600; // pixels for PNG; points (1/72 in) for PDF; user units for SVG
    int height = 1000;
    int dpi = 144;
};

QImage renderChart(const ChartMaker &make, const ExportSize &size);
bool exportPng(const ChartMaker &make, const QString &path, const ExportSize &size, QString *error);
bool exportSvg(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title,
               const QString &description, QString *error);
bool exportPdf(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title, QString *error);
void copyToClipboard(const ChartMaker &make, const ExportSize &size);

// Lays `chart` out at `logical` size (in its own hidden view, which takes it) and draws it into
// `target` of `painter`: how every export, and the report, put a chart on a page.
void drawChart(QChart *chart, const QSize &logical, QPainter &painter, const QRectF &target);

// Exports by the file's extension (.png, .svg, .pdf); false with a message for others.
bool exportChart(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title,
                 const QString &description, QString *error);

} // namespace scalescope::charts
