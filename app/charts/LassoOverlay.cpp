// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/LassoOverlay.h"

#include <QPainter>
#include <QPalette>

#include <utility>

namespace scalescope::charts {

LassoOverlay::LassoOverlay(QWidget *viewport) : QWidget(viewport)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    hide();
}

void LassoOverlay::start(const QPoint &at)
{
    m_outline = QPolygon{at};
    m_drawing = true;
    setGeometry(parentWidget()->rect());
    show();
    raise();
}

void LassoOverlay::extend(const QPoint &to)
{
    // A point every few pixels is outline enough, and keeps a long drag's polygon small.
    if ((to - m_outline.last()).manhattanLength() < 3)
        return;
    m_outline << to;
    update();
}

QPolygon LassoOverlay::finish()
{
    m_drawing = false;
    hide();
    return std::exchange(m_outline, QPolygon());
}

void LassoOverlay::paintEvent(QPaintEvent *)
{
    if (m_outline.size() < 2)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlpha(40);
    p.setBrush(fill);
    p.setPen(QPen(palette().color(QPalette::Highlight), 1.5, Qt::DashLine));
    p.drawPolygon(m_outline);
}

} // namespace scalescope::charts
