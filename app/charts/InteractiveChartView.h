// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart view with zoom (rubber band, wheel, + and −), pan (drag with the middle button, arrow
// keys) and reset (R or a double-click); E asks to edit the chart, Ctrl+C to copy it and L to switch
// the brush between rectangle and lasso (the right button is the panel's context menu). Reset returns to the ranges the chart had
// when it was set
// ("home"), not to whatever Qt Charts remembered last.
#include "app/charts/ChartOptions.h"

#include <QChartView>

namespace scalescope::charts {

class InteractiveChartView : public QChartView
{
    Q_OBJECT
public:
    explicit InteractiveChartView(QWidget *parent = nullptr);
    void resetZoom();
    // The ranges reset returns to; taken from the chart by the chart panel when it sets one.
    void setHome(const std::optional<ChartZoom> &home) { m_home = home; }
    const std::optional<ChartZoom> &home() const { return m_home; }
    bool isZoomed() const; // the ranges differ from home

signals:
    void zoomChanged();   // the user zoomed, panned or reset
    void editRequested(); // E
    void copyRequested(); // Ctrl+C
    void lassoToggled();  // L

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QPoint m_panFrom;
    bool m_panning = false;
    std::optional<ChartZoom> m_home;
};

} // namespace scalescope::charts
