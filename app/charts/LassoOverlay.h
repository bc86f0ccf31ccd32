// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The free-hand outline a lasso brush draws over a chart's viewport while the mouse moves; the
// chart panel asks it for the polygon when the button is released. It takes no mouse events.
#include <QPolygon>
#include <QWidget>

namespace scalescope::charts {

class LassoOverlay : public QWidget
{
    Q_OBJECT
public:
    explicit LassoOverlay(QWidget *viewport);

    bool isDrawing() const { return m_drawing; }
    void start(const QPoint &at);
    void extend(const QPoint &to);
    QPolygon finish(); // the outline drawn, closed from its last point to its first

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPolygon m_outline;
    bool m_drawing = false;
};

} // namespace scalescope::charts
