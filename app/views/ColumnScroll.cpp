// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ColumnScroll.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLayout>
#include <QScrollBar>

#include <algorithm>

namespace scalescope::views {

namespace {

class WheelPastControls : public QObject
{
public:
    explicit WheelPastControls(QScrollArea *area) : QObject(area), m_area(area) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Wheel)
            return false;
        if (auto *control = qobject_cast<QWidget *>(watched); !control || control->hasFocus())
            return false;
        QCoreApplication::sendEvent(m_area->verticalScrollBar(), event);
        return true;
    }

private:
    QScrollArea *m_area;
};

} // namespace

void wheelScrollsPastControls(QScrollArea *area)
{
    auto *filter = new WheelPastControls(area);
    for (QWidget *w : area->widget()->findChildren<QWidget *>())
        if (qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSlider *>(w)) {
            w->setFocusPolicy(Qt::StrongFocus); // not by the wheel
            w->installEventFilter(filter);
        }
}

ColumnScroll::ColumnScroll(QWidget *column, QWidget *parent) : QScrollArea(parent)
{
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidgetResizable(true);
    setWidget(column);
    column->installEventFilter(this);
    wheelScrollsPastControls(this);
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
