#pragma once
// What the GUI tests share: waiting for the window's import and analysis, and driving a chart
// with real mouse events at a configuration's point.
#include "app/MainWindow.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/state/AnalysisController.h"

#include <QSignalSpy>
#include <QTest>

namespace scalescope::test {

// Waits for the import started last, then for the analysis of what it opened.
inline bool waitForData(MainWindow &w, int timeoutMs = 60000)
{
    QSignalSpy done(&w, &MainWindow::importFinished);
    if (!done.wait(timeoutMs))
        return false;
    return QTest::qWaitFor([&w]() { return w.analysis()->current() && !w.analysis()->isRunning(); }, timeoutMs);
}

// Waits until no analysis runs and the last one is published.
inline bool waitForAnalysis(MainWindow &w, int timeoutMs = 60000)
{
    return QTest::qWaitFor([&w]() { return w.analysis()->current() && !w.analysis()->isRunning(); }, timeoutMs);
}

// Moves the mouse onto a configuration's point and clicks it, as a person does (an empty id only
// waits for the panel to be on screen and laid out).
inline bool clickPoint(ChartPanel *panel, const QString &id)
{
    // A person clicks what is on screen: let a tab that just came up lay itself out first.
    if (!QTest::qWaitFor([panel]() { return panel->isVisible(); }, 5000))
        return false;
    QTest::qWait(50);
    if (id.isEmpty())
        return true;
    const auto at = panel->pointPosition(id);
    if (!at)
        return false;
    QWidget *viewport = panel->view()->viewport();
    QTest::mouseMove(viewport, *at);
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier, *at);
    return true;
}

} // namespace scalescope::test
