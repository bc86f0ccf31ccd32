// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart's legend as a scrolling list beside it, for a chart whose entries do not fit its height
// even in small type (Qt's own legend cuts them off below). Each entry has the series' marker or
// line and its name as plain text; a click shows or hides the series, as a click on the chart's
// own legend entry does.
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

private:
    void refresh(); // faded entries for hidden series
    QList<QPointer<QLegendMarker>> m_markers;
};

} // namespace scalescope::charts
