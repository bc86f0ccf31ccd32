#pragma once
// A chart view with zoom (rubber band, wheel), pan (drag with the middle button, arrow keys),
// reset (R or double-click) and tooltips on points.
#include <QChartView>

namespace scalescope {

class InteractiveChartView : public QChartView
{
    Q_OBJECT
public:
    explicit InteractiveChartView(QWidget *parent = nullptr);
    void resetZoom();

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
};

} // namespace scalescope
