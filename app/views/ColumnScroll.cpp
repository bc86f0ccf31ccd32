// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ColumnScroll.h"

#include <QEvent>
#include <QLayout>
#include <QScrollBar>

#include <algorithm>

namespace scalescope::views {

ColumnScroll::ColumnScroll(QWidget *column, QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(true);
    setWidget(column);
    column->installEventFilter(this);
}

QSize ColumnScroll::minimumSizeHint() const
{
    return {widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
            QScrollArea::minimumSizeHint().height()};
}

QSize ColumnScroll::sizeHint() const
{
    const QSize column = widget()->sizeHint();
    return {std::max(column.width() + verticalScrollBar()->sizeHint().width(), minimumSizeHint().width()), column.height()};
}

void ColumnScroll::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    fitHeight();
}

// The column no shorter than its contents at this width: wrapped labels keep their lines and the
// area scrolls (QScrollArea alone squeezed them to fit the window's height). The layout's height for
// a width counts a part that takes only the room left (QSizePolicy::Ignored) as nothing, so its
// least height is added.
void ColumnScroll::fitHeight()
{
    QWidget *column = widget();
    QLayout *layout = column->layout();
    if (!layout || !layout->hasHeightForWidth())
        return;
    int height = layout->totalHeightForWidth(viewport()->width());
    for (int i = 0; i < layout->count(); ++i)
        if (const QWidget *part = layout->itemAt(i)->widget();
            part && !part->isHidden() && part->sizePolicy().verticalPolicy() == QSizePolicy::Ignored)
            height += part->minimumHeight();
    column->setMinimumHeight(height);
}

bool ColumnScroll::eventFilter(QObject *watched, QEvent *event)
{
    // The column's contents changed (a device list, a message): its width and height are asked again.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        fitHeight();
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace scalescope::views
