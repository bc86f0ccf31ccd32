// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Probe tab's Compare page: two runs test by test (matched by what a test measures, so runs
// with different time limits compare), as a table beside paired bars, or above them where the page
// is too narrow for both side by side.
#include "core/probe/ProbeCompare.h"
#include "core/probe/ProbeRun.h"

#include <QSplitter>

#include <optional>
#include <utility>

class QTableWidget;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::views {

class ProbeComparePage : public QSplitter
{
    Q_OBJECT
public:
    explicit ProbeComparePage(QWidget *parent = nullptr);

    QList<probe::ProbeComparison> compare(const probe::ProbeRun &first, const probe::ProbeRun &second); // the pairs shown
    void showHint();      // before two runs are compared
    void retranslateUi(); // the comparison (or the hint) again in the new language

    QTableWidget *table() const { return m_table; }
    charts::ChartPanel *panel() const { return m_panel; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int testsThatFit() const; // bars whose labels get a line's height in the chart as it is now
    void drawBars();          // the chart and its status for the pairs compared, as many as fit
    void shareSpace();        // the table's and the bars' shares of the page, for its orientation

    QTableWidget *m_table;
    charts::ChartPanel *m_panel;
    std::optional<std::pair<probe::ProbeRun, probe::ProbeRun>> m_compared;
    QList<probe::ProbeComparison> m_pairs;
    std::pair<QString, QString> m_names;
    bool m_twoLineLabels = false; // some label breaks onto a second line: each test needs three
    int m_drawn = 0;              // tests drawn as bars
    bool m_redrawDue = false;     // a resize asked for another count; drawn once the layout settles
};

} // namespace scalescope::views
