// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window fits a laptop: on every tab, with the Details pane shown, in English and Korean, it
// can be 1024 × 700 (its minimum size is no larger).
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/charts/ChartPanel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/views/DetailsPane.h"
#include "app/views/FilterBar.h"
#include "app/views/ProbeView.h"
#include "app/views/ScalingView.h"
#include "app/views/WrappingHeader.h"
#include "core/i18n/Localization.h"

#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QDockWidget>
#include <QFileInfo>
#include <QLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <string>

using namespace scalescope;

namespace {

// The window at `size`, shown, with the sample open.
bool showSample(MainWindow &w, QSize size)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.openSample();
    return test::waitForData(w);
}

} // namespace

class TestWindowSize : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeWindowSizeTests"));
        QSettings().clear();
    }

    void everyTabFitsALaptop_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ko") << QStringLiteral("ko");
    }

    void everyTabFitsALaptop()
    {
        QFETCH(QString, language);
        i18n::installLanguage(language);
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QString error; // a probe run shown: its runs list, comparison and local series count too
        QVERIFY2(
            w.probeView()->openRunFile(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"), &error),
            qPrintable(error));
        QVERIFY(test::waitForAnalysis(w));
        QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("detailsDock"))->isVisible());
        // The table's search box says whole what it searches and its shortcut.
        QLineEdit *search = w.filterBar()->searchBox();
        QTRY_VERIFY2(search->width() >= search->fontMetrics().horizontalAdvance(search->placeholderText()) + 24,
                     qPrintable(QStringLiteral("%1 px for \"%2\"").arg(search->width()).arg(search->placeholderText())));
        QVERIFY(search->visibleRegion().boundingRect().width() == search->width());
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            const QSize minimum = w.layout()->totalMinimumSize().expandedTo(w.minimumSize());
            qInfo().noquote() << language << w.tabs()->tabText(tab) << "minimum" << minimum.width() << "x" << minimum.height();
            QVERIFY2(minimum.width() <= 1024, qPrintable(QStringLiteral("tab %1 needs %2 px").arg(tab).arg(minimum.width())));
            QVERIFY2(minimum.height() <= 700,
                     qPrintable(QStringLiteral("tab %1 needs %2 px high").arg(tab).arg(minimum.height())));
            // A form in a scroll area fits its width: nothing in it is cut off at the right.
            for (QScrollArea *area : w.tabs()->currentWidget()->findChildren<QScrollArea *>()) {
                if (!area->isVisible() || !area->widget())
                    continue;
                QTRY_VERIFY2(
                    area->horizontalScrollBar()->maximum() == 0,
                    qPrintable(QStringLiteral("tab %1: %2 is %3 px wider than its scroll area")
                                   .arg(w.tabs()->tabText(tab), QLatin1String(area->parentWidget()->metaObject()->className()))
                                   .arg(area->horizontalScrollBar()->maximum())));
            }
        }
        i18n::installLanguage(QStringLiteral("en"));
    }

    // The headline column, Time to train, is in view at the default window size (1280 × 780) and
    // at a laptop's, the name columns narrowing for it; a wide window gives them their width back.
    void timeToTrainIsInView_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("laptop") << QSize(1024, 700);
        QTest::newRow("default") << QSize(1280, 780);
        QTest::newRow("wide") << QSize(1900, 1000);
    }

    void timeToTrainIsInView()
    {
        QFETCH(QSize, size);
        i18n::installLanguage(QStringLiteral("en"));
        MainWindow w;
        w.resize(size);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTableView *table = w.tableView();
        const int column = models::ConfigurationTableModel::ScoreMinutes;
        QTRY_VERIFY2(table->columnViewportPosition(column) + table->columnWidth(column) <= table->viewport()->width(),
                     qPrintable(QStringLiteral("ends at %1 of %2")
                                    .arg(table->columnViewportPosition(column) + table->columnWidth(column))
                                    .arg(table->viewport()->width())));
        if (size.width() >= 1900) // room enough: no name is cut for it
            QVERIFY(table->columnWidth(models::ConfigurationTableModel::System) >= 200);
        // Its title takes two lines ("Time to" over "train (min)"): the column is as narrow as its
        // numbers and that title, not as wide as the one-line title, and the names have the room.
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        const QString wrapped = views::WrappingHeader::inTwoLines(title, table->horizontalHeader()->fontMetrics());
        QCOMPARE(wrapped, QStringLiteral("Time to\ntrain (min)"));
        const QFontMetrics metrics = table->horizontalHeader()->fontMetrics();
        int widestValue = 0;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            widestValue = std::max(widestValue,
                                   table->fontMetrics().horizontalAdvance(table->model()->index(row, column).data().toString()));
        QVERIFY2(table->columnWidth(column) < metrics.horizontalAdvance(title) + 16,
                 qPrintable(QString::number(table->columnWidth(column))));
        QVERIFY(table->columnWidth(column) >= std::max(widestValue, metrics.horizontalAdvance(QStringLiteral("train (min)"))));
        QVERIFY(table->horizontalHeader()->height() >= 2 * metrics.lineSpacing());
    }

    void detailsBreakLinesOnlyBetweenWords_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("round"); // empty: the embedded sample
        for (const char *language : {"en", "ko"}) {
            QTest::newRow(language) << QString::fromLatin1(language) << QString();
            // A real round: its systems' fields as written ("accelerator_frequency" broke mid-word).
            QTest::newRow((std::string(language) + "-v4.0").c_str())
                << QString::fromLatin1(language) << QStringLiteral(SCALESCOPE_MLPERF_DIR "/training_v4.0");
        }
    }

    // At the smallest window the Details pane's lines break between words (or after a '-', '/' or
    // '('), never inside a Latin word or a number the pane can hold, and it needs no sideways
    // scroll, for configurations of every kind in the sample: GPU systems with their catalog entry,
    // a CPU-only one, HPC results, one whose framework holds a commit hash.
    void detailsBreakLinesOnlyBetweenWords()
    {
        QFETCH(QString, language);
        QFETCH(QString, round);
        if (!round.isEmpty() && !QFileInfo::exists(round))
            QSKIP("no shared MLPerf round beside the checkout");
        i18n::installLanguage(language);
        MainWindow w;
        if (round.isEmpty()) {
            QVERIFY(showSample(w, QSize(1024, 700)));
        } else {
            w.resize(1024, 700);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.openPaths({round});
            QVERIFY(test::waitForData(w));
        }
        auto *browser = w.detailsPane()->findChild<QTextBrowser *>();
        QVERIFY(browser);
        QTableView *table = w.tableView();
        const int rows = table->model()->rowCount();
        QVERIFY(rows > 20);
        int checked = 0;
        for (int r : {0, 1, 6, 15, 16, 17, rows / 2, rows - 1}) {
            const QModelIndex index = table->model()->index(r, 1);
            table->scrollTo(index);
            QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(index).center());
            const QString id = index.data(models::ConfigurationTableModel::IdRole).toString();
            QTRY_VERIFY(w.detailsPane()->plainText().contains(id.section(QLatin1Char('/'), -2, -2)));
            QTextDocument *doc = browser->document();
            // Laid out at the pane's width, all of it, and no wider: nothing needs a sideways scroll.
            const QSizeF size = doc->documentLayout()->documentSize();
            QVERIFY2(
                size.width() <= browser->viewport()->width(),
                qPrintable(QStringLiteral("%1: %2 px wide in %3").arg(id).arg(size.width()).arg(browser->viewport()->width())));
            for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
                const QTextLayout *layout = b.layout();
                const QString text = b.text();
                for (int i = 1; layout && i < layout->lineCount(); ++i) {
                    const int at = layout->lineAt(i).textStart();
                    if (at <= 0 || at >= text.size())
                        continue;
                    const auto latin = [](QChar c) { return c.isLetterOrNumber() && c.unicode() < 0x2000; };
                    // A token no narrow pane holds (a commit hash, a 34-letter system name) breaks.
                    const qsizetype start = text.lastIndexOf(QLatin1Char(' '), at - 1) + 1;
                    const qsizetype end = text.indexOf(QLatin1Char(' '), at);
                    if ((end < 0 ? text.size() : end) - start > 24)
                        continue;
                    // Nor after a '/' a letter follows ("TFLOP/ s"), nor at a no-break space or word joiner.
                    const QChar before = text[at - 1], after = text[at];
                    const auto glue = [](QChar c) { return c == QChar(QChar::Nbsp) || c.unicode() == 0x2060; };
                    const bool slash = before == QLatin1Char('/') && after.isLetter();
                    QVERIFY2(!(latin(before) && latin(after)) && !slash && !glue(before) && !glue(after),
                             qPrintable(QStringLiteral("%1: \"%2\" breaks as \"%3|%4\" at %5 px")
                                            .arg(id, text, text.left(at), text.mid(at))
                                            .arg(browser->viewport()->width())));
                }
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    void aLegendTooTallForTheChartScrollsBesideIt_data() { everyTabFitsALaptop_data(); }

    // In a low window (1024 x 600) the Scaling chart's 30 entries do not fit its height even in
    // small type: they are listed beside the chart, every one of them, and a click on one hides its
    // series as the chart's own legend does. A larger window gives the chart's own legend back.
    void aLegendTooTallForTheChartScrollsBesideIt()
    {
        QFETCH(QString, language);
        i18n::installLanguage(language);
        MainWindow w;
        QVERIFY(showSample(w, QSize(1024, 600)));
        w.tabs()->setCurrentWidget(w.scalingView());
        charts::ChartPanel *panel = w.scalingView()->panel();
        auto *list = panel->findChild<QListWidget *>(QStringLiteral("legendList"));
        QVERIFY(list);
        QTRY_VERIFY(list->isVisible());
        QChart *chart = panel->chart();
        QVERIFY(!chart->legend()->isVisible());
        QStringList listed, expected;
        for (int i = 0; i < list->count(); ++i)
            listed << list->item(i)->text().replace(QChar(QChar::Nbsp), QLatin1Char(' '));
        for (QLegendMarker *m : chart->legend()->markers())
            if (!m->series()->property("scalescopeLegendHidden").toBool())
                expected << m->label();
        QCOMPARE(listed, expected);
        QVERIFY(listed.size() >= 25);
        // The last entry, scrolled to and clicked: its series hides, and shows again.
        QListWidgetItem *last = list->item(list->count() - 1);
        list->scrollToItem(last);
        QAbstractSeries *series = nullptr;
        for (QLegendMarker *m : chart->legend()->markers())
            if (m->label() == last->toolTip())
                series = m->series();
        QVERIFY(series && series->isVisible());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(last).center());
        QTRY_VERIFY(!series->isVisible());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(last).center());
        QTRY_VERIFY(series->isVisible());
        // Room enough: the chart's own legend again.
        w.resize(1600, 1000);
        QTRY_VERIFY(chart->legend()->isVisible());
        QVERIFY(!list->isVisible());
        i18n::installLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestWindowSize)
#include "tst_windowsize.moc"
