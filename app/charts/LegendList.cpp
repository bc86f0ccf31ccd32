// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/LegendList.h"

#include "app/charts/ChartFactory.h"

#include <QAbstractSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QScrollBar>
#include <QXYSeries>

#include <algorithm>

namespace scalescope::charts {
namespace {

// The series' own marker image where it has one (every scatter series here), else its line.
QIcon entryIcon(QLegendMarker *marker, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    auto *xy = qobject_cast<QXYSeries *>(marker->series());
    if (xy && !xy->lightMarker().isNull()) {
        p.drawImage(QRect(2, 2, size - 4, size - 4), xy->lightMarker());
    } else if (xy) {
        QPen pen = xy->pen();
        pen.setWidthF(std::min<qreal>(pen.widthF(), 2.5));
        p.setPen(pen);
        p.drawLine(QPointF(1, size / 2.0), QPointF(size - 1, size / 2.0));
    } else {
        p.setPen(marker->pen());
        p.setBrush(marker->brush());
        p.drawRect(QRectF(3, 3, size - 6, size - 6));
    }
    return QIcon(pixmap);
}

} // namespace

LegendList::LegendList(QWidget *parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("legendList"));
    setFrameShape(QFrame::NoFrame);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideNone);
    setWordWrap(true);
    setUniformItemSizes(false);
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const qsizetype i = row(item);
        if (i < 0 || i >= m_markers.size() || !m_markers[i])
            return;
        emit m_markers[i]->clicked(); // the chart's own handler hides or shows the series and its group
        refresh();
    });
}

void LegendList::showEntries(QChart *chart)
{
    m_markers.clear();
    clear();
    if (!chart)
        return;
    const int iconSize = fontMetrics().height();
    setIconSize(QSize(iconSize, iconSize));
    for (QLegendMarker *m : chart->legend()->markers()) {
        if (isLegendHidden(m->series())) // a line of a group listed once, by its points
            continue;
        QString text = m->label();
        text.replace(QStringLiteral("ε "), QStringLiteral("ε\u00a0")); // "(ε 0.17)" wraps as a whole
        auto *item = new QListWidgetItem(entryIcon(m, iconSize), text, this);
        item->setToolTip(m->label());
        m_markers << m;
    }
    refresh();
    updateGeometry();
}

void LegendList::refresh()
{
    for (int i = 0; i < count() && i < m_markers.size(); ++i) {
        if (!m_markers[i])
            continue;
        QColor text = palette().color(QPalette::Text);
        text.setAlphaF(m_markers[i]->series()->isVisible() ? 1.0 : 0.4);
        item(i)->setForeground(text);
    }
}

QSize LegendList::sizeHint() const
{
    // As wide as the longest entry, up to a third of the panel.
    int width = 0;
    for (int i = 0; i < count(); ++i)
        width = std::max(width, fontMetrics().horizontalAdvance(item(i)->text()));
    width += iconSize().width() + 4 * spacing() + 16 + verticalScrollBar()->sizeHint().width();
    const int most = parentWidget() ? parentWidget()->width() / 3 : width;
    return QSize(std::min(width, most), QListWidget::sizeHint().height());
}

} // namespace scalescope::charts
