// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Brushing as a person does it, with real mouse events through the window system: a Shift-drag on
// the Scaling chart selects the configurations whose points it encloses, in the table too; Ctrl-
// and Shift-clicks add and remove one; Ctrl+Shift-drag adds; a plain drag still zooms; the table's
// "Selected Only" shows just the selection; Ctrl-click on table rows selects several; after L, a
// Shift-drag draws a lasso.
#include "AppTestSupport.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"

#include <QChart>
#include <QItemSelectionModel>
#include <QLogValueAxis>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>

using namespace scalescope;

namespace {

// Every configuration of the table whose point the panel draws inside `area` (viewport).
QSet<QString> pointsIn(MainWindow &w, charts::ChartPanel *panel, const QRect &area)
{
    QSet<QString> ids;
    for (const model::Configuration &c : w.dataset().configurations)
        if (const auto at = panel->pointPosition(c.id); at && area.contains(*at))
            ids.insert(c.id);
    return ids;
}

QSet<QString> asSet(const QStringList &ids)
{
    return QSet<QString>(ids.cbegin(), ids.cend());
}

QSet<QString> selectedRows(MainWindow &w)
{
    QSet<QString> ids;
    for (const QModelIndex &row : w.tableView()->selectionModel()->selectedRows())
        ids.insert(row.data(models::ConfigurationTableModel::IdRole).toString());
    return ids;
}

// The sample's Scaling chart of time to train, in a 1400 x 900 window; nullptr if it did not come.
charts::ChartPanel *showTimeToTrain(MainWindow &w)
{
    w.resize(1400, 900);
    w.show();
    w.openSample();
    if (!test::waitForData(w))
        return nullptr;
    w.tabs()->setCurrentWidget(w.scalingView());
    w.scalingView()->setMetric(charts::ScalingMetric::TimeToTrain);
    charts::ChartPanel *panel = w.scalingView()->panel();
    return test::clickPoint(panel, QString()) ? panel : nullptr;
}

// The plot area on the chart's viewport.
QRect plotArea(charts::ChartPanel *panel)
{
    return panel->view()->mapFromScene(panel->chart()->mapToScene(panel->chart()->plotArea())).boundingRect();
}

void drag(QWidget *viewport, const QPoint &from, const QPoint &to, Qt::KeyboardModifiers modifiers)
{
    QTest::mouseMove(viewport, from);
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, from);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(viewport, from + (to - from) * step / 4);
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, to);
}

} // namespace

class TestBrushing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeBrushingTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void shiftDragSelectsWhatItEncloses()
    {
        MainWindow w;
        charts::ChartPanel *panel = showTimeToTrain(w);
        QVERIFY(panel);
        QWidget *viewport = panel->view()->viewport();
        const QRect plot = plotArea(panel);

        // The right third of the plot: the largest systems.
        const QRect area(QPoint(plot.left() + plot.width() * 2 / 3, plot.top() + 2), QPoint(plot.right() - 2, plot.bottom() - 2));
        const QSet<QString> expected = pointsIn(w, panel, area);
        QVERIFY2(expected.size() >= 3, qPrintable(QString::number(expected.size())));
        const auto zoomBefore = charts::chartRanges(panel->chart());
        drag(viewport, area.topLeft(), area.bottomRight(), Qt::ShiftModifier);
        QTRY_COMPARE(asSet(w.selection()->ids()), expected);
        QVERIFY(charts::chartRanges(panel->chart()) == zoomBefore); // a brush, not a zoom
        QCOMPARE(selectedRows(w), expected);                        // the table selects every row

        // A Ctrl-click on a point outside adds it; a Shift-click on it again takes it out.
        QString outside;
        for (const model::Configuration &c : w.dataset().configurations)
            if (const auto at = panel->pointPosition(c.id);
                at && !area.contains(*at) && panel->pointsAt(*at) == QStringList{c.id} && c.benchmark == QLatin1String("resnet"))
                outside = c.id;
        QVERIFY(!outside.isEmpty());
        const QPoint at = *panel->pointPosition(outside);
        QTest::mouseMove(viewport, at);
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ControlModifier, at);
        QTRY_VERIFY(w.selection()->contains(outside));
        QCOMPARE(w.selection()->current(), outside); // the one just added is the one Details shows
        QCOMPARE(asSet(w.selection()->ids()), expected + QSet<QString>{outside});
        QTest::mouseClick(viewport, Qt::LeftButton, Qt::ShiftModifier, at);
        QTRY_COMPARE(asSet(w.selection()->ids()), expected);

        // Ctrl+Shift-drag around it adds it to the brushed ones.
        drag(viewport, at - QPoint(6, 6), at + QPoint(6, 6), Qt::ShiftModifier | Qt::ControlModifier);
        QTRY_VERIFY(w.selection()->contains(outside));
        QCOMPARE(w.selection()->ids().size(), expected.size() + 1);

        // Selected Only: the table shows just the selection, then everything again.
        const int all = w.tableView()->model()->rowCount();
        auto *only = w.findChild<QToolButton *>(QStringLiteral("selectedOnlyButton"));
        QVERIFY(only);
        w.tabs()->setCurrentIndex(0);
        QTRY_VERIFY(only->isVisible());
        QTest::mouseClick(only, Qt::LeftButton);
        QTRY_COMPARE(w.tableView()->model()->rowCount(), int(expected.size() + 1));
        QCOMPARE(selectedRows(w).size(), expected.size() + 1);
        QTest::mouseClick(only, Qt::LeftButton);
        QTRY_COMPARE(w.tableView()->model()->rowCount(), all);
        QCOMPARE(w.analysis()->settings().filter.isEmpty(), true); // a view of the table, no filter of the analysis

        // Ctrl-click on two table rows selects both, the last clicked first.
        QTableView *table = w.tableView();
        const QRect first = table->visualRect(table->model()->index(0, 1)),
                    second = table->visualRect(table->model()->index(2, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, first.center());
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier, second.center());
        QTRY_COMPARE(w.selection()->ids().size(), 2);
        QCOMPARE(w.selection()->current(), table->model()->index(2, 1).data(models::ConfigurationTableModel::IdRole).toString());

        // A plain drag still zooms, and leaves the selection as it is.
        w.tabs()->setCurrentWidget(w.scalingView());
        QVERIFY(test::clickPoint(panel, QString()));
        const QStringList before = w.selection()->ids();
        drag(viewport, plot.center() - QPoint(60, 60), plot.center() + QPoint(60, 60), Qt::NoModifier);
        QTRY_VERIFY(!(charts::chartRanges(panel->chart()) == zoomBefore));
        QCOMPARE(w.selection()->ids(), before);
    }

    // L on a chart makes Shift-drag a free-hand lasso: it selects the points inside the outline,
    // not those of its bounding rectangle; L again brings the rectangle back, on every chart.
    void aLassoSelectsWhatItsOutlineEncloses()
    {
        MainWindow w;
        charts::ChartPanel *panel = showTimeToTrain(w);
        QVERIFY(panel);
        QWidget *viewport = panel->view()->viewport();
        const QRect plot = plotArea(panel);
        const QRect inner = plot.adjusted(2, 2, -2, -2);

        // A triangle, half of the plot: the half whose points leave some of the rectangle out.
        QPolygon outline;
        QSet<QString> expected, rectangle;
        for (const QPolygon &half : {QPolygon{inner.topLeft(), inner.bottomLeft(), inner.bottomRight()},
                                     QPolygon{inner.topLeft(), inner.topRight(), inner.bottomRight()},
                                     QPolygon{inner.bottomLeft(), inner.topRight(), inner.bottomRight()},
                                     QPolygon{inner.topLeft(), inner.topRight(), inner.bottomLeft()}}) {
            QSet<QString> in;
            for (const model::Configuration &c : w.dataset().configurations)
                if (const auto at = panel->pointPosition(c.id); at && half.containsPoint(*at, Qt::OddEvenFill))
                    in.insert(c.id);
            const QSet<QString> all = pointsIn(w, panel, inner);
            if (in.size() >= 2 && all.size() > in.size() + 1) {
                outline = half, expected = in, rectangle = all;
                break;
            }
        }
        QVERIFY2(!outline.isEmpty(), "no half of the plot holds some points and leaves others out");

        panel->view()->setFocus();
        QTest::keyClick(panel->view(), Qt::Key_L);
        QVERIFY(charts::lassoBrushing());
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("lasso")), qPrintable(QToolTip::text()));

        // Shift-drag along the outline's edges, a step every few pixels, as a hand does.
        QTest::mouseMove(viewport, outline[0]);
        QTest::mousePress(viewport, Qt::LeftButton, Qt::ShiftModifier, outline[0]);
        for (int edge = 0; edge < outline.size(); ++edge) {
            const QPoint from = outline[edge], to = outline[(edge + 1) % outline.size()];
            for (int step = 1; step <= 20; ++step)
                QTest::mouseMove(viewport, from + (to - from) * step / 20);
        }
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::ShiftModifier, outline[0]);
        QTRY_COMPARE(asSet(w.selection()->ids()), expected);
        QVERIFY(asSet(w.selection()->ids()) != rectangle); // not the rectangle around it

        // L again: the rectangle, which takes everything in the bounding box.
        QTest::keyClick(panel->view(), Qt::Key_L);
        QVERIFY(!charts::lassoBrushing());
        const QRect box = outline.boundingRect();
        drag(viewport, box.topLeft(), box.bottomRight(), Qt::ShiftModifier);
        QTRY_COMPARE(asSet(w.selection()->ids()), pointsIn(w, panel, box));
    }
};

QTEST_MAIN(TestBrushing)
#include "tst_brushing.moc"
