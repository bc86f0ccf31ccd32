// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Planner tab as a person uses it, offscreen: open it with the mouse, type a count and a price,
// hover the planned point and click a measured one, ask the two questions and take an answer, and
// see the planned point on the Scaling chart (and not once it is switched off).
#include "AppTestSupport.h"
#include "app/MainWindow.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/LegendList.h"
#include "app/charts/PlannerCharts.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/PlannerView.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "core/analysis/Planner.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

using namespace scalescope;

namespace {

// The line under a chart, as the user reads it.
QString panelStatus(charts::ChartPanel *panel)
{
    const auto *status = panel->findChild<QLabel *>(QStringLiteral("chartStatus"));
    return status ? status->text() : QString();
}

void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

bool hasPlannedSeries(const QChart *chart)
{
    for (const QAbstractSeries *s : chart->series())
        if (s->objectName() == QLatin1String("planned"))
            return true;
    return false;
}

} // namespace

class TestPlannerView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopePlannerTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void plannerAsAUserUsesIt()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QVERIFY(!hasPlannedSeries(w.scalingView()->panel()->chart())); // nothing planned before the Planner is opened
        QTabBar *bar = w.tabs()->tabBar();
        const int planner = w.tabs()->indexOf(w.plannerView());
        QCOMPARE(bar->tabText(planner), QStringLiteral("Pl&anner"));
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(planner).center());
        views::PlannerView *view = w.plannerView();
        QCOMPARE(w.tabs()->currentWidget(), view);
        QVERIFY(view->seriesBox()->count() > 0);

        // A count typed in: the plan is the planner's for that series and count.
        typeInto(view->countBox(), QStringLiteral("48"));
        QCOMPARE(view->plan().accelerators, 48);
        QVERIFY2(view->plan().ok(), qPrintable(view->plan().reason));
        analysis::PlanRequest r;
        r.seriesKey = view->seriesBox()->currentData().toString();
        r.accelerators = 48;
        const analysis::Plan expected = analysis::planConfiguration(*w.analysis()->current(), r);
        QCOMPARE(view->plan().predictedMinutes, expected.predictedMinutes);
        QVERIFY(view->summaryText().contains(QStringLiteral("48 × %1").arg(expected.acceleratorName)));

        // The status counts configurations and distinct sizes apart.
        QVERIFY2(panelStatus(view->panel()).contains(QStringLiteral("at %1 distinct sizes").arg(view->plan().distinctSizes)),
                 qPrintable(panelStatus(view->panel())));

        // At a measured count the interval holds every result measured there, and says so.
        const analysis::FitPoint largest =
            *std::max_element(view->plan().measured.cbegin(), view->plan().measured.cend(),
                              [](const analysis::FitPoint &a, const analysis::FitPoint &b) { return a.k < b.k; });
        const int measuredCount = int(std::lround(largest.k * view->plan().referenceAccelerators));
        typeInto(view->countBox(), QString::number(measuredCount));
        QVERIFY(view->plan().measuredHere >= 1);
        for (const analysis::FitPoint &m : view->plan().measured)
            if (std::lround(m.k * view->plan().referenceAccelerators) == measuredCount)
                QVERIFY(*view->plan().lowerMinutes <= m.minutes && m.minutes <= *view->plan().upperMinutes);
        QVERIFY2(view->summaryText().contains(QLatin1String("Measured at this count")), qPrintable(view->summaryText()));
        // The chart draws that interval at the count, so the points measured there lie on it.
        auto *whisker = view->panel()->chart()->findChild<QLineSeries *>(QStringLiteral("intervalAtCount"));
        QVERIFY(whisker);
        for (const analysis::FitPoint &m : view->plan().measured)
            if (std::lround(m.k * view->plan().referenceAccelerators) == measuredCount)
                QVERIFY(whisker->at(0).y() <= m.minutes && m.minutes <= whisker->at(1).y());
        QCOMPARE(whisker->at(0).x(), double(measuredCount));
        typeInto(view->countBox(), QStringLiteral("48"));

        // Without a price the budget is in accelerator-hours; with one, in the currency.
        auto *budget = view->findChild<QDoubleSpinBox *>(QStringLiteral("plannerBudget"));
        QCOMPARE(budget->suffix(), QStringLiteral(" accelerator-hours"));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("plannerFind")), Qt::LeftButton);
        auto *note = view->findChild<QLabel *>(QStringLiteral("plannerAnswersNote"));
        QVERIFY2(note->text().startsWith(QLatin1String("No price is set")), qPrintable(note->text()));

        // A price: the cost follows as it is typed, before Enter (the note said "No price is set"
        // until the box lost focus), and it is remembered for this accelerator.
        auto *price = view->findChild<QDoubleSpinBox *>(QStringLiteral("plannerPrice"));
        price->setFocus();
        price->selectAll();
        QTest::keyClicks(price, QStringLiteral("2.5"));
        QTRY_COMPARE(budget->suffix(), QStringLiteral(" USD"));
        QTRY_VERIFY2(note->text().startsWith(QLatin1String("Only accelerators with a price")), qPrintable(note->text()));
        QTest::keyClick(price, Qt::Key_Return);
        QVERIFY(view->plan().cost);
        QVERIFY(std::abs(*view->plan().cost - view->plan().acceleratorHours * 2.5) < 1e-9);
        QCOMPARE(QSettings().value(QStringLiteral("planner/price/") + view->plan().accelerator).toDouble(), 2.5);

        // Hover the planned point: the plan in words; click a measured point: it is selected.
        charts::ChartPanel *panel = view->panel();
        QVERIFY(test::clickPoint(panel, QString()));
        const auto at = panel->pointPosition(charts::plannedPointId(view->plan()));
        QVERIFY(at);
        QTest::mouseMove(panel->view()->viewport(), *at);
        QTRY_COMPARE(panel->hovered(), charts::plannedPointId(view->plan()));
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("min</b> to train")), qPrintable(QToolTip::text()));
        QString measuredId; // the series' largest measured configuration
        for (const analysis::ScalingSeries &s : w.analysis()->current()->scaling.series)
            if (s.key == r.seriesKey)
                measuredId = w.analysis()->current()->configurations[s.members.last()].id;
        QVERIFY(!measuredId.isEmpty());
        QVERIFY(test::clickPoint(panel, measuredId));
        QTRY_COMPARE(w.selection()->current(), measuredId);
        const QStringList selectedBefore = w.selection()->ids();
        QVERIFY(test::clickPoint(panel, charts::plannedPointId(view->plan()))); // not a configuration: the selection stays
        QCOMPARE(w.selection()->ids(), selectedBefore);

        // The question "fastest within a budget": answers, each within it; Enter on one plans it.
        auto *fastest = view->findChild<QRadioButton *>(QStringLiteral("plannerFastest"));
        QTest::mouseClick(fastest, Qt::LeftButton, Qt::NoModifier, QPoint(8, fastest->height() / 2));
        QVERIFY(fastest->isChecked());
        typeInto(view->findChild<QDoubleSpinBox *>(QStringLiteral("plannerBudget")), QStringLiteral("100"));
        QTest::mouseClick(view->findChild<QPushButton *>(QStringLiteral("plannerFind")), Qt::LeftButton);
        QTableWidget *answers = view->answersTable();
        QVERIFY(answers->rowCount() >= 1 && answers->rowCount() <= 5);
        answers->setFocus();
        answers->setCurrentCell(0, 0);
        QTest::keyClick(answers->viewport(), Qt::Key_Return);
        const int answered = QLocale().toInt(answers->item(0, 1)->text());
        QCOMPARE(answers->horizontalHeaderItem(5)->text(), QStringLiteral("Note"));
        for (int row = 0; row < answers->rowCount(); ++row) {
            const QStringList interval = answers->item(row, 3)->text().split(QChar(0x2013));
            QCOMPARE(interval.size(), 2);
            QVERIFY2(QLocale().toDouble(interval[0]) > 0, qPrintable(answers->item(row, 3)->text()));
        }
        QTRY_COMPARE(view->plan().accelerators, answered);
        QVERIFY(*view->plan().cost <= 100 + 1e-9);
        // Another fit model answers the same question again at once (the list kept the old model's
        // numbers until Find).
        const auto answerTexts = [answers]() {
            QStringList texts;
            for (int row = 0; row < answers->rowCount(); ++row)
                texts << answers->item(row, 2)->text() + QLatin1Char('|') + answers->item(row, 3)->text();
            return texts;
        };
        const QStringList amdahlAnswers = answerTexts();
        auto *modelBox = view->findChild<QComboBox *>(QStringLiteral("plannerModel"));
        const int modelBefore = modelBox->currentIndex();
        modelBox->setFocus();
        QTest::keyClick(modelBox, Qt::Key_Down);
        QVERIFY(modelBox->currentIndex() != modelBefore);
        QTRY_VERIFY(answers->rowCount() >= 1 && answerTexts() != amdahlAnswers);
        QTest::keyClick(modelBox, Qt::Key_Up);
        QTRY_COMPARE(answerTexts(), amdahlAnswers);
        answers->setCurrentCell(0, 0);
        QTest::keyClick(answers->viewport(), Qt::Key_Return);
        QTRY_COMPARE(view->plan().accelerators, answered);

        // On the Scaling chart (time to train) the planned point is drawn; switched off, it is not.
        w.tabs()->setCurrentWidget(w.scalingView());
        QTRY_VERIFY(hasPlannedSeries(w.scalingView()->panel()->chart()));
        // and Export ▸ Plotted data writes it as a row of its own, with the count and time it shows
        const QString planned = QStringLiteral(",planned,%1,").arg(view->plan().accelerators);
        const QString csv = QString::fromUtf8(w.scalingView()->plottedCsv());
        QVERIFY2(csv.contains(planned) && csv.contains(charts::plannedPointId(view->plan())), qPrintable(csv.right(300)));
        w.tabs()->setCurrentWidget(view);
        auto *onCharts = view->findChild<QCheckBox *>(QStringLiteral("plannerOnCharts"));
        QTest::mouseClick(onCharts, Qt::LeftButton, Qt::NoModifier, QPoint(8, onCharts->height() / 2));
        QVERIFY(!onCharts->isChecked());
        QVERIFY(!hasPlannedSeries(w.scalingView()->panel()->chart()));
        QSettings().clear();
    }

    // A weight moved on the Ranking tab re-ranks only: the plan, the planned point and the Scaling
    // chart stay as they are (replanning on every result rebuilt the Scaling and Surface charts and
    // made a weight change 7× the full analysis in tests/bench/bench_analysis_ui).
    // At 1600 × 1000 the whole form shows (the Find button is reachable without scrolling) and the
    // answers fill the height below it, every column in sight: the note wraps (it was scrolled out of
    // sight, with empty space above the table).
    void theAnswersFitAtEverySize()
    {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTabBar *bar = w.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.plannerView())).center());
        views::PlannerView *view = w.plannerView();
        auto *answers = view->findChild<QTableWidget *>(QStringLiteral("plannerAnswers"));
        QVERIFY(answers);
        QTRY_VERIFY(answers->rowCount() > 0);
        QTRY_VERIFY2(
            answers->horizontalHeader()->length() <= answers->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(answers->horizontalHeader()->length()).arg(answers->viewport()->width())));
        auto *find = view->findChild<QPushButton *>(QStringLiteral("plannerFind"));
        QVERIFY(find);
        QVERIFY(!find->visibleRegion().isEmpty());
        QVERIFY(answers->height() >= answers->viewport()->height());
        QVERIFY(answers->height() > 250); // the room below the form is the answers'

        // At 1024 x 700 (Details open) half the width cannot hold the six columns: the answers go
        // across the whole width below the form and the chart, and come back under the form on a
        // wider window.
        auto *pane = view->findChild<QSplitter *>(QStringLiteral("plannerQuestionPane"));
        QVERIFY(pane);
        const auto wholeColumns = [answers]() { return answers->horizontalHeader()->length() <= answers->viewport()->width(); };
        const auto underTheForm = [answers, pane]() { return pane->isAncestorOf(answers); };
        QVERIFY(underTheForm());
        w.resize(1024, 700);
        QTRY_VERIFY(!underTheForm());
        QTRY_VERIFY2(
            wholeColumns(),
            qPrintable(QStringLiteral("%1 > %2").arg(answers->horizontalHeader()->length()).arg(answers->viewport()->width())));
        QVERIFY(answers->width() > pane->width());
        QVERIFY(!answers->visibleRegion().isEmpty());
        QVERIFY(view->panel()->view()->height() > 250); // the chart keeps most of the height
        // The chart's legend is one row above it: its entries read whole (Qt cut them to "95 % …").
        const auto cutLegendTexts = [view]() {
            QStringList cut;
            QChart *c = view->panel()->chart();
            for (QGraphicsItem *item : c->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                    text && text->isVisible() && c->legend()->isAncestorOf(text) &&
                    (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().endsWith(QLatin1String("..."))))
                    cut << text->toPlainText();
            return cut;
        };
        QTRY_VERIFY2(cutLegendTexts().isEmpty(), qPrintable(cutLegendTexts().join(QLatin1String(" | "))));
        // And at no less than 85 % of its own size (at 70 % it was 7 px tall): in the row where it has
        // room, else in flowing rows below the chart, every entry whole.
        auto *legendList = view->panel()->findChild<charts::LegendList *>();
        QVERIFY(legendList);
        const qreal ownLegendSize = QChart().legend()->font().pointSizeF();
        const auto legendReads = [&]() -> QString {
            QChart *c = view->panel()->chart();
            if (c->legend()->isVisible())
                return c->legend()->font().pointSizeF() >= 0.85 * ownLegendSize - 0.01
                           ? QString()
                           : QStringLiteral("row at %1 pt").arg(c->legend()->font().pointSizeF());
            if (!legendList->isVisible() || !legendList->isBelow() || legendList->count() != 4)
                return QStringLiteral("no legend to read");
            for (int i = 0; i < legendList->count(); ++i) {
                const QRect r = legendList->visualItemRect(legendList->item(i));
                if (!legendList->viewport()->rect().contains(r) ||
                    legendList->fontMetrics().horizontalAdvance(legendList->item(i)->text()) > r.width())
                    return legendList->item(i)->text() + QStringLiteral(" cut");
            }
            return {};
        };
        QTRY_VERIFY2(legendReads().isEmpty(), qPrintable(legendReads()));
        QVERIFY(!view->panel()->chart()->legend()->isVisible()); // at this width the row has no room
        // The chart's title and axis titles read whole too: smaller type where the plot is short
        // (Qt cut "Time to train (minutes, log scale)" and the title's "(Amdahl fit)").
        const auto cutTexts = [view]() {
            QStringList cut;
            for (QGraphicsItem *item : view->panel()->chart()->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                    text && text->isVisible() &&
                    (text->toPlainText().contains(QChar(0x2026)) || text->toPlainText().endsWith(QLatin1String("..."))))
                    cut << text->toPlainText();
            return cut;
        };
        QTRY_VERIFY2(cutTexts().isEmpty(), qPrintable(cutTexts().join(QLatin1String(" | "))));
        // The accelerator box shows the accelerator and its round whole ("…, round 4" lost the ".0").
        auto *seriesBox = view->findChild<QComboBox *>(QStringLiteral("plannerSeries"));
        QVERIFY(seriesBox);
        const QString accelerator = seriesBox->currentText().section(QStringLiteral(" — "), 0, 0);
        QVERIFY2(accelerator.endsWith(QStringLiteral("(4.0)")), qPrintable(seriesBox->currentText()));
        QStyleOptionComboBox boxOption;
        boxOption.initFrom(seriesBox);
        const QRect field =
            seriesBox->style()->subControlRect(QStyle::CC_ComboBox, &boxOption, QStyle::SC_ComboBoxEditField, seriesBox);
        QTRY_VERIFY2(seriesBox->fontMetrics().horizontalAdvance(accelerator) <= field.width(),
                     qPrintable(QStringLiteral("%1 in %2 px").arg(accelerator).arg(field.width())));
        // Its legend draws each series' own mark (a line, a circle, a diamond), not four squares alike.
        QCOMPARE(view->panel()->chart()->legend()->markerShape(), QLegend::MarkerShapeFromSeries);
        // The band's square is a deeper tint than the band's 18 %, which was too pale to see.
        QAbstractSeries *band = nullptr;
        for (QAbstractSeries *s : view->panel()->chart()->series())
            if (s->objectName() == QLatin1String("interval"))
                band = s;
        QVERIFY(band);
        const QList<QLegendMarker *> bandMarkers = view->panel()->chart()->legend()->markers(band);
        QCOMPARE(bandMarkers.size(), 1);
        QCOMPARE(bandMarkers.first()->shape(), QLegend::MarkerShapeRectangle);
        QVERIFY(bandMarkers.first()->brush().color().alphaF() >= 0.4);
        w.resize(1600, 1000);
        QTRY_VERIFY(underTheForm());
        QTRY_VERIFY(wholeColumns());
        // Room enough: the titles in their own size again.
        QChart *c = view->panel()->chart();
        QTRY_COMPARE(c->titleFont().pointSizeF(), QChart().titleFont().pointSizeF());
        QTRY_VERIFY(c->legend()->isVisible() && !legendList->isVisible()); // the row again, at full size
        QTRY_COMPARE(c->legend()->font().pointSizeF(), ownLegendSize);
        for (QAbstractAxis *axis : c->axes())
            QTRY_COMPARE(axis->titleFont().pointSizeF(), QValueAxis().titleFont().pointSizeF());
    }

    // The wheel over the budget box while scrolling the form (the box not clicked into) scrolls the
    // form and leaves the budget alone (it turned 30 min into 26); clicked into, the box takes it.
    void theWheelScrollsPastTheBudget()
    {
        MainWindow w;
        QVERIFY(test::openSampleOn(w, w.plannerView(), QSize(1024, 700)));
        auto *budget = w.plannerView()->findChild<QDoubleSpinBox *>(QStringLiteral("plannerBudget"));
        QVERIFY(budget);
        QTRY_VERIFY(budget->isVisible() || budget->isEnabled());
        w.plannerView()->findChild<QPushButton *>(QStringLiteral("plannerFind"))->setFocus();
        const double before = budget->value();
        const auto wheelDown = [budget]() {
            const QPointF at = budget->rect().center();
            QWheelEvent wheel(at, budget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QApplication::sendEvent(budget, &wheel);
        };
        wheelDown();
        QCOMPARE(budget->value(), before);
        QTest::mouseClick(budget, Qt::LeftButton, Qt::NoModifier, budget->rect().center());
        QTRY_VERIFY(budget->hasFocus());
        wheelDown();
        QTRY_VERIFY(budget->value() < before);
    }

    void aWeightChangeLeavesThePlanAlone()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTabBar *bar = w.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.plannerView())).center());
        typeInto(w.plannerView()->countBox(), QStringLiteral("48"));
        const analysis::Plan before = w.plannerView()->plan();
        QVERIFY(before.ok());
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.scalingView())).center());
        QTRY_VERIFY(hasPlannedSeries(w.scalingView()->panel()->chart()));
        const QPointer<QChart> scaling = w.scalingView()->panel()->chart();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.rankingView())).center());
        QSlider *time = w.rankingView()->sliders().first();
        time->setFocus();
        QTest::keyClick(time, Qt::Key_End);
        QVERIFY(test::waitForAnalysis(w));
        QVERIFY(scaling); // the same chart, not a rebuilt one
        QCOMPARE(w.scalingView()->panel()->chart(), scaling.data());
        QCOMPARE(w.plannerView()->plan().predictedMinutes, before.predictedMinutes);
        QSettings().clear();
    }
};

QTEST_MAIN(TestPlannerView)
#include "tst_plannerview.moc"
