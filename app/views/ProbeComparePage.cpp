// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeComparePage.h"

#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/probe/ProbeCharts.h"
#include "app/views/FitColumns.h"
#include "app/views/TableCells.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLocale>
#include <QTableWidget>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace scalescope::views {

ProbeComparePage::ProbeComparePage(QWidget *parent) : QSplitter(Qt::Horizontal, parent) // the table beside its bars
{
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("probeCompare"));
    m_table->verticalHeader()->hide();
    keepColumnsFitted(m_table, LastColumn::Fills); // the second run and the ratio in view, not off to the right
    m_panel = new charts::ChartPanel(this);
    addWidget(m_table);
    addWidget(m_panel);
    setStretchFactor(0, 1);
    setStretchFactor(1, 1);
    m_panel->view()->installEventFilter(this);
    showHint();
}

// A category label is cut to "…" when its bars get less height than its lines, so the chart draws
// as many tests as have their label's lines and one more each; the title, legend and axis take
// about ten lines.
int ProbeComparePage::testsThatFit() const
{
    const int line = QFontMetrics(m_panel->font()).lineSpacing();
    const int plot = m_panel->view()->height() - 10 * line;
    return std::clamp(plot / ((m_twoLineLabels ? 3 : 2) * line), 1, probe::kCompareChartMaxTests);
}

bool ProbeComparePage::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && !m_pairs.isEmpty() && !m_redrawDue &&
        std::min<qsizetype>(testsThatFit(), m_pairs.size()) != m_drawn) {
        m_redrawDue = true;
        QTimer::singleShot(0, this, [this]() {
            m_redrawDue = false;
            if (!m_pairs.isEmpty())
                drawBars();
        });
    }
    return QSplitter::eventFilter(watched, event);
}

// Side by side from 1100 px; below that the bars had 200 px and every label, value and axis title
// was cut, so the table goes above them.
void ProbeComparePage::resizeEvent(QResizeEvent *event)
{
    constexpr int kSideBySide = 1100;
    const Qt::Orientation wanted = width() >= kSideBySide ? Qt::Horizontal : Qt::Vertical;
    QSplitter::resizeEvent(event);
    if (orientation() == wanted)
        return;
    setOrientation(wanted);
    shareSpace();
}

void ProbeComparePage::shareSpace()
{
    // Stacked, the bars (two per test) need the height more than the table, which scrolls; with a
    // quarter of it the table showed two and a half rows at 1024 × 700, so it has a third.
    const int length = orientation() == Qt::Horizontal ? width() : height();
    setSizes(orientation() == Qt::Horizontal ? QList<int>{length / 2, length / 2} : QList<int>{length / 3, length - length / 3});
}

void ProbeComparePage::retranslateUi()
{
    if (m_compared) {
        const auto [a, b] = *m_compared;
        compare(a, b);
    } else {
        showHint();
    }
}

void ProbeComparePage::showHint()
{
    m_compared.reset();
    m_pairs.clear();
    m_drawn = 0;
    m_table->hide(); // an empty white box: the chart's message says what to do, with the whole page
    m_panel->setChart(charts::createEmptyChart(tr("Nothing compared yet: select two runs under Runs and press Compare Two")));
    m_panel->setStatus(QString());
}

QList<probe::ProbeComparison> ProbeComparePage::compare(const probe::ProbeRun &a, const probe::ProbeRun &b)
{
    // Matched by what a test measures, not its size: runs with different time limits compare.
    const QList<probe::ProbeComparison> pairs = probe::compareRuns(a, b);
    m_compared = std::make_pair(a, b); // compared again in the new language when it changes
    const std::pair<QString, QString> names = probe::compareNames(a, b);
    const QString first = names.first, second = names.second;
    if (m_table->isHidden()) {
        m_table->show();
        shareSpace();
    }
    m_table->clear();
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels({tr("Test"), tr("Device"), tr("Unit"), first, second, tr("Ratio (second / first)")});
    m_table->setRowCount(int(pairs.size()));
    const QLocale loc;
    const auto value = [&loc](double v, bool varies) -> QString {
        return (std::abs(v) >= 1000 ? loc.toString(v, 'f', 0) : loc.toString(v, 'g', 5)) +
               (varies ? QStringLiteral(" ⚠") : QString());
    };
    for (int r = 0; r < pairs.size(); ++r) {
        const probe::ProbeComparison &p = pairs[r];
        QTableWidgetItem *test = readOnlyCell(p.kind);
        test->setToolTip(
            i18n::richTextOf(p.sameSize() ? p.firstName : tr("Sizes differ: %1 and %2").arg(p.firstName, p.secondName)));
        m_table->setItem(r, 0, test);
        m_table->setItem(r, 1, readOnlyCell(p.device));
        // The file's key "us" is written as µs, as the probe's charts write it.
        m_table->setItem(r, 2, readOnlyCell(p.unit == QLatin1String("us") ? QStringLiteral("µs") : p.unit));
        m_table->setItem(r, 3, readOnlyCell(value(p.first, p.firstVaries), true));
        m_table->setItem(r, 4, readOnlyCell(value(p.second, p.secondVaries), true));
        m_table->setItem(r, 5, readOnlyCell(p.first != 0 ? loc.toString(p.second / p.first, 'f', 3) : QStringLiteral("–"), true));
    }
    fitColumns(m_table);
    m_pairs = pairs;
    m_names = names;
    // Once per comparison, not on every resize that asks how many fit.
    m_twoLineLabels = std::any_of(pairs.begin(), pairs.end(), [](const probe::ProbeComparison &p) {
        return probe::compareLabel(p).contains(QLatin1String("<br>"));
    });
    drawBars();
    return pairs;
}

void ProbeComparePage::drawBars()
{
    const QString first = m_names.first, second = m_names.second;
    const QList<probe::ProbeComparison> pairs = m_pairs;
    m_drawn = int(std::min<qsizetype>(testsThatFit(), pairs.size()));
    m_panel->setChart(probe::createCompareChart(first, second, pairs, m_drawn), QStringLiteral("probe-compare"));
    const int shared = int(pairs.size());
    // Where every test has the ratio the table shows for the first, none differs "most" (one run a
    // scaled copy of the other).
    const QLocale loc;
    const auto ratio = [&loc](const probe::ProbeComparison &p) {
        return p.first != 0 ? loc.toString(p.second / p.first, 'f', 3) : QString();
    };
    const bool alike = !pairs.isEmpty() && !ratio(pairs.first()).isEmpty() &&
                       std::all_of(pairs.begin(), pairs.end(),
                                   [&](const probe::ProbeComparison &p) { return ratio(p) == ratio(pairs.first()); });
    if (m_drawn >= shared)
        m_panel->setStatus(tr("%n test(s) in both runs.", nullptr, shared));
    else if (alike)
        m_panel->setStatus(tr("%n test(s) in both runs, each with the ratio %2: %1 of them are drawn (a taller window draws "
                              "more; the table has them all).",
                              nullptr, shared)
                               .arg(m_drawn)
                               .arg(ratio(pairs.first())));
    else
        m_panel->setStatus(tr("%n test(s) in both runs: the %1 that differ most are drawn (a taller window draws more; the "
                              "table has them all).",
                              nullptr, shared)
                               .arg(m_drawn));
    // An export has its own size: it draws up to 16 tests.
    m_panel->setExportSpec({QStringLiteral("probe-compare"),
                            [first, second, pairs]() { return probe::createCompareChart(first, second, pairs); },
                            [pairs]() { return probe::comparisonCsv(pairs); }, charts::ownTitle(m_panel->chart()),
                            tr("ScaleScope comparison of the probe runs %1 and %2").arg(first, second)});
}

} // namespace scalescope::views
