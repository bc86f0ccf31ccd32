// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/InteractiveChartView.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

namespace scalescope::charts {

InteractiveChartView::InteractiveChartView(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::RectangleRubberBand);
    setFocusPolicy(Qt::StrongFocus);
}

void InteractiveChartView::resetZoom()
{
    if (!chart())
        return;
    if (m_home)
        applyChartRanges(chart(), *m_home);
    else
        chart()->zoomReset();
    emit zoomChanged();
}

bool InteractiveChartView::isZoomed() const
{
    if (!chart() || !m_home)
        return false;
    const auto now = chartRanges(chart());
    return now && !(*now == *m_home);
}

void InteractiveChartView::wheelEvent(QWheelEvent *event)
{
    if (!chart())
        return;
    chart()->zoom(event->angleDelta().y() > 0 ? 1.25 : 0.8);
    event->accept();
    emit zoomChanged();
}

void InteractiveChartView::keyPressEvent(QKeyEvent *event)
{
    if (!chart())
        return QChartView::keyPressEvent(event);
    if (event->matches(QKeySequence::Copy)) {
        emit copyRequested();
        event->accept();
        return;
    }
    const bool plainKey = !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (plainKey && (event->key() == Qt::Key_E || event->key() == Qt::Key_L)) {
        if (event->key() == Qt::Key_E)
            emit editRequested();
        else
            emit lassoToggled();
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_R:
        resetZoom();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        chart()->zoomIn();
        break;
    case Qt::Key_Minus:
        chart()->zoomOut();
        break;
    case Qt::Key_Left:
        chart()->scroll(-20, 0);
        break;
    case Qt::Key_Right:
        chart()->scroll(20, 0);
        break;
    case Qt::Key_Up:
        chart()->scroll(0, 20);
        break;
    case Qt::Key_Down:
        chart()->scroll(0, -20);
        break;
    default:
        QChartView::keyPressEvent(event);
        return;
    }
    event->accept();
    if (event->key() != Qt::Key_R)
        emit zoomChanged();
}

void InteractiveChartView::mouseDoubleClickEvent(QMouseEvent *event)
{
    resetZoom();
    event->accept();
}

void InteractiveChartView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panFrom = event->pos();
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event);
}

void InteractiveChartView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning && chart()) {
        const QPoint d = event->pos() - m_panFrom;
        chart()->scroll(-d.x(), d.y());
        m_panFrom = event->pos();
        event->accept();
        emit zoomChanged();
        return;
    }
    QChartView::mouseMoveEvent(event);
}

void InteractiveChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && event->button() == Qt::MiddleButton) {
        m_panning = false;
        event->accept();
        return;
    }
    if (event->button() == Qt::RightButton) { // the context menu, not the rubber band's zoom out
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton) // a rubber band may have zoomed
        emit zoomChanged();
}

} // namespace scalescope::charts
