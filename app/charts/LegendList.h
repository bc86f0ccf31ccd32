// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart's legend as a scrolling list beside it, for a chart whose entries do not fit its height
// even in small type (Qt's own legend cuts them off below), or in flowing rows below it, for entries too
// long to stand beside the plot. Each entry has the series' marker or line and its name as plain
// text; a click shows or hides the series, as a click on the chart's own legend entry does.
#include <QListWidget>
#include <QPointer>

class QChart;
class QLegendMarker;

namespace scalescope::charts {

class LegendList : public QListWidget
{
    Q_OBJECT
public:
    explicit LegendList(QWidget *parent = nullptr);

    // The entries of `chart`'s legend that it shows (keys it has set aside are left out too).
    void showEntries(QChart *chart);
    QSize sizeHint() const override;

    // Below the chart: the entries in rows, as many to a row as the width holds, each on one line.
    void setBelow(bool below);
    bool isBelow() const { return m_below; }
    // The height for a panel of this size: every row, or a third of the panel's height with a
    // scroll bar where the rows need more.
    void fitBelow(QSize panel);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();   // faded entries for hidden series
    void fitHeight(); // below the chart: as tall as the rows, up to m_mostHeight
    QList<QPointer<QLegendMarker>> m_markers;
    bool m_below = false;
    int m_mostHeight = 0;
};

} // namespace scalescope::charts
