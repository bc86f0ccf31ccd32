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

private:
    QTableWidget *m_table;
    charts::ChartPanel *m_panel;
    std::optional<std::pair<probe::ProbeRun, probe::ProbeRun>> m_compared;
};

} // namespace scalescope::views
