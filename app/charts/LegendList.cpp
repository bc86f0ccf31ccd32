// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/LegendList.h"

#include "app/charts/ChartFactory.h"

#include <QAbstractSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QResizeEvent>
#include <QScatterSeries>
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
    } else if (auto *scatter = qobject_cast<QScatterSeries *>(xy)) { // its own circle, as a ring where it is one
        p.setPen(QPen(scatter->borderColor(), 2));
        p.setBrush(scatter->color());
        p.drawEllipse(QRectF(3, 3, size - 6, size - 6));
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

void LegendList::setBelow(bool below)
{
    if (below == m_below)
        return;
    m_below = below;
    setFlow(below ? QListView::LeftToRight : QListView::TopToBottom);
    setWrapping(below);
    setWordWrap(!below); // beside the chart a long entry wraps; below, each has its line
    setSpacing(below ? 3 : 0);
    setResizeMode(below ? QListView::Adjust : QListView::Fixed);
    if (!below) {
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
    }
    updateGeometry();
}

void LegendList::fitBelow(QSize panel)
{
    m_mostHeight = std::max(fontMetrics().height() * 2, panel.height() / 3);
    fitHeight();
}

void LegendList::fitHeight()
{
    if (!m_below || count() == 0)
        return;
    // The entries flow in rows, each as wide as it needs on one line, as QListView lays them out
    // at this width: as tall as those rows, or scrolling past a third of the panel. (A grid of
    // equal columns left an empty first row on Qt 6.4.) An entry wider than the panel is cut:
    // its tooltip has it.
    doItemsLayout();
    setFixedHeight(std::min(contentsSize().height() + 2 * frameWidth(), m_mostHeight));
}

void LegendList::resizeEvent(QResizeEvent *event)
{
    QListWidget::resizeEvent(event);
    if (m_below && event->size().width() != event->oldSize().width()) // the rows wrap anew
        QMetaObject::invokeMethod(this, &LegendList::fitHeight, Qt::QueuedConnection);
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
