// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The report's pages: text, headings, tables and charts laid out from the top of a page down,
// a new page where the next piece does not fit.
#include "app/charts/ChartExport.h"
#include "app/report/ReportLegend.h"

#include <QChart>
#include <QFontMetrics>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>
#include <QStringList>

#include <algorithm>

namespace scalescope::report {

class PageWriter
{
public:
    PageWriter(QPdfWriter &pdf, QPainter &p) : m_pdf(pdf), m_p(p)
    {
        const QRect r = m_p.viewport();
        m_width = r.width();
        m_height = r.height();
        m_margin = m_width / 14;
        m_y = m_margin;
    }

    void newPage()
    {
        m_pdf.newPage();
        ++m_pages;
        m_y = m_margin;
    }
    int pages() const { return m_pages; }

    void text(const QString &t, int pointSize = 10, bool bold = false)
    {
        QFont f; // the default family; Qt falls back to a Hangul font for Korean text
        f.setPointSize(pointSize);
        f.setBold(bold);
        m_p.setFont(f);
        const QRect box(m_margin, m_y, m_width - 2 * m_margin, m_height);
        const QRect used = m_p.boundingRect(box, Qt::TextWordWrap, t);
        if (m_y + used.height() > m_height - m_margin) {
            newPage();
            m_p.setFont(f);
        }
        const QRect at(m_margin, m_y, m_width - 2 * m_margin, used.height());
        m_p.drawText(at, Qt::TextWordWrap, t);
        m_y += used.height() + m_p.fontMetrics().height() / 2;
    }

    // The chart is laid out at its printed size in 96-dpi pixels, so 9 pt on screen prints as 9 pt.
    void chart(QChart *chart, double heightFraction)
    {
        const double toLogical = 96.0 / m_pdf.resolution();
        const QSize logical(int((m_width - 2 * m_margin) * toLogical), int(m_height * heightFraction * toLogical));
        const int h = int(m_height * heightFraction);
        if (m_y + h > m_height - m_margin)
            newPage();
        charts::drawChart(chart, logical, m_p, QRectF(m_margin, m_y, m_width - 2 * m_margin, h));
        m_y += h + m_margin / 4;
    }

    // The chart the page's width, with its legend in columns under it (for legends of many long
    // names, such as a series per accelerator and round); together `heightFraction` of the page.
    void chartWithLegendBelow(QChart *chart, double heightFraction)
    {
        const ReportLegend legend(chart);
        const double unit = m_pdf.resolution() / 96.0;
        const int width = m_width - 2 * m_margin;
        const int legendHeight = int(std::ceil(legend.height(m_p, width, unit)));
        const int total = int(m_height * heightFraction);
        const int chartHeight = std::max(total - legendHeight, total / 2); // a legend of many lines may take the rest
        if (m_y + chartHeight + legendHeight > m_height - m_margin)
            newPage();
        const double toLogical = 1.0 / unit;
        charts::drawChart(chart, QSize(int(width * toLogical), int(chartHeight * toLogical)), m_p,
                          QRectF(m_margin, m_y, width, chartHeight));
        m_y += chartHeight;
        legend.draw(m_p, QRectF(m_margin, m_y, width, legendHeight), unit);
        m_y += legendHeight + m_margin / 4;
    }

    // A table with a header row; columns get widths in proportion to `weights`, numbers align right.
    void table(const QStringList &header, const QList<QStringList> &rows, const QList<double> &weights,
               const QList<bool> &numeric, int pointSize = 8)
    {
        QFont f;
        f.setPointSize(pointSize);
        QFont bold = f;
        bold.setBold(true);
        m_p.setFont(f);
        const int pad = m_p.fontMetrics().height() / 4;
        const int gap = m_p.fontMetrics().averageCharWidth(); // between columns, so "47" and "8 (4–64)" stay apart
        double total = 0;
        for (double w : weights)
            total += w;
        const int width = m_width - 2 * m_margin;
        // Cells wrap: a row is as tall as its tallest cell, so nothing is cut.
        const auto heightOf = [&](const QStringList &cells, bool isHeader) {
            m_p.setFont(isHeader ? bold : f);
            int rowHeight = m_p.fontMetrics().height();
            for (int c = 0; c < cells.size() && c < weights.size(); ++c) {
                const int w = int(width * weights[c] / total) - 2 * gap;
                rowHeight = std::max(rowHeight, m_p.boundingRect(QRect(0, 0, w, 100000), Qt::TextWordWrap, cells[c]).height());
            }
            return rowHeight + 2 * pad;
        };
        const auto drawRow = [&](const QStringList &cells, bool isHeader, int rowHeight) {
            m_p.setFont(isHeader ? bold : f);
            int x = m_margin;
            for (int c = 0; c < cells.size() && c < weights.size(); ++c) {
                const int w = int(width * weights[c] / total);
                const QRect cell(x + gap, m_y + pad, w - 2 * gap, rowHeight - 2 * pad);
                m_p.drawText(cell, Qt::TextWordWrap | Qt::AlignTop | (numeric.value(c) ? Qt::AlignRight : Qt::AlignLeft),
                             cells[c]);
                x += w;
            }
            m_p.setPen(QPen(QColor(isHeader ? 90 : 210, isHeader ? 90 : 210, isHeader ? 90 : 210), isHeader ? 2 : 1));
            m_p.drawLine(m_margin, m_y + rowHeight, m_margin + width, m_y + rowHeight);
            m_p.setPen(Qt::black);
            m_y += rowHeight;
        };
        const int headerHeight = heightOf(header, true);
        QList<int> heights;
        int tableHeight = headerHeight;
        for (const QStringList &r : rows)
            tableHeight += heights.emplace_back(heightOf(r, false));
        // A table that fits one page is not split: it starts on the next page rather than leave a
        // few rows alone on it. A longer one repeats its header on every page it reaches.
        const int bottom = m_height - m_margin;
        if (m_y + tableHeight > bottom && tableHeight <= bottom - m_margin && m_y > m_margin)
            newPage();
        drawRow(header, true, headerHeight);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            if (m_y + heights[i] > bottom) {
                newPage();
                drawRow(header, true, headerHeight);
            }
            drawRow(rows[i], false, heights[i]);
        }
        m_y += m_p.fontMetrics().height();
    }

    double remaining() const { return double(m_height - m_margin - m_y) / m_height; } // of the page height

private:
    QPdfWriter &m_pdf;
    QPainter &m_p;
    int m_width = 0, m_height = 0, m_margin = 0, m_y = 0, m_pages = 1;
};

} // namespace scalescope::report
