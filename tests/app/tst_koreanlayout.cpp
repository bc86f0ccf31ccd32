// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Korean UI at the default window size: the longest labels fit their widgets, a Hangul font
// is there, and every tab retranslates.
#include "AppTestSupport.h"
#include "app/MainWindow.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/LegendList.h"
#include "app/dialogs/FontCheck.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/views/PlannerView.h"
#include "app/views/ProbeView.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "core/i18n/Localization.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QChart>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QXYSeries>

using namespace scalescope;

class TestKoreanLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeLayoutTests"));
        QSettings().clear();
    }

    void hangulFontIsInstalled()
    {
        QVERIFY2(dialogs::hangulFontAvailable(), "no Hangul font: the set-up installs fonts-noto-cjk");
    }

    void longestKoreanLabelsFitAtTheDefaultSize()
    {
        i18n::installLanguage(QStringLiteral("ko"));
        MainWindow w;
        w.show();
        QSignalSpy done(&w, &MainWindow::importFinished);
        w.openSample();
        QVERIFY(done.wait(60000));
        QTest::qWait(300); // the method's first run and layouts settle
        QStringList cut;
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            for (QLabel *l : w.findChildren<QLabel *>()) {
                if (!l->isVisible() || l->wordWrap() || l->textFormat() == Qt::RichText || l->text().contains(QLatin1Char('<')))
                    continue;
                QString text = l->text();
                text.remove(QLatin1Char('&'));
                if (l->fontMetrics().horizontalAdvance(text) > l->width() + 1)
                    cut << QStringLiteral("label '%1' (%2 > %3)")
                               .arg(text)
                               .arg(l->fontMetrics().horizontalAdvance(text))
                               .arg(l->width());
            }
            for (QAbstractButton *b : w.findChildren<QAbstractButton *>()) {
                if (!b->isVisible() || b->text().isEmpty())
                    continue;
                if (b->sizeHint().width() > b->width() + 1)
                    cut << QStringLiteral("button '%1' (%2 > %3)").arg(b->text()).arg(b->sizeHint().width()).arg(b->width());
            }
        }
        // every menu title fits in the menu bar
        int menus = 0;
        for (QAction *a : w.menuBar()->actions())
            menus += w.menuBar()->actionGeometry(a).width();
        QVERIFY(menus <= w.menuBar()->width());
        i18n::installLanguage(QStringLiteral("en"));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // A long legend in a 1280 × 780 window (the default), in Korean: its Hangul entries (the line
    // keys) shrink no smaller than Hangul reads at (7.5 pt); the accelerator names, in Latin
    // letters, shrink as far as in English and no further. (At 1024 × 700 they go to a list beside
    // the chart: tst_windowsize.)
    void koreanLegendStaysLegible()
    {
        i18n::installLanguage(QStringLiteral("ko"));
        MainWindow w;
        w.resize(1280, 780);
        w.show();
        QSignalSpy done(&w, &MainWindow::importFinished);
        w.openSample();
        QVERIFY(done.wait(60000));
        w.tabs()->setCurrentWidget(w.scalingView());
        charts::ChartPanel *panel = w.scalingView()->panel();           // its chart is rebuilt as the analysis lands
        QTRY_VERIFY(panel->chart()->legend()->font().pointSizeF() < 9); // many series: the legend shrank
        QTRY_VERIFY(charts::legendEntryRects(panel->chart()).size() >= 24);
        QTest::qWait(300);
        QChart *chart = panel->chart();
        int hangulEntries = 0;
        for (QLegendMarker *marker : chart->legend()->markers()) {
            if (!marker->isVisible())
                continue;
            const bool hangul = marker->label().contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]")));
            hangulEntries += hangul ? 1 : 0;
            QVERIFY2(marker->font().pointSizeF() >= (hangul ? 7.5 : 5.0),
                     qPrintable(marker->label() + QLatin1Char(' ') + QString::number(marker->font().pointSizeF())));
        }
        // The dashed and solid line keys: in the legend, or, when it has no room for them, on the
        // line under the chart.
        const QString status = panel->findChild<QLabel *>(QStringLiteral("chartStatus"))->text();
        // A legend in one row above its plot (the Planner's) at 1024 × 700 shrinks to no less than
        // 85 % of its size and its Hangul no further than 7.5 pt, or, where the row has no room even
        // so, goes below the chart in flowing rows.
        w.resize(1024, 700);
        w.tabs()->setCurrentWidget(w.plannerView());
        charts::ChartPanel *planner = w.plannerView()->panel();
        auto *below = planner->findChild<charts::LegendList *>();
        QVERIFY(below);
        const qreal ownSize = QChart().legend()->font().pointSizeF();
        QTRY_VERIFY(planner->chart()->legend()->isVisible()
                        ? planner->chart()->legend()->font().pointSizeF() >= 0.85 * ownSize - 0.01
                        : below->isVisible() && below->isBelow() && below->count() == 4);
        for (QLegendMarker *marker : planner->chart()->legend()->markers())
            if (marker->isVisible() && marker->label().contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))))
                QVERIFY2(marker->font().pointSizeF() >= 7.5,
                         qPrintable(marker->label() + QLatin1Char(' ') + QString::number(marker->font().pointSizeF())));
        i18n::installLanguage(QStringLiteral("en"));
        QVERIFY2(hangulEntries >= 2 || (status.contains(QStringLiteral("점선")) && status.contains(QStringLiteral("실선"))),
                 qPrintable(status));
    }

    // The Efficiency Surface in Korean at 1024 × 700 (Details open): the iso lines' labels along the
    // plot's foot ran into one another ("E = 0.9" against "E = 0.75", "E = 0.5" under "E = 0.25").
    // Each label is whole, inside the plot, and clear of the others.
    void isoLabelsStayApartInASmallWindow()
    {
        i18n::installLanguage(QStringLiteral("ko"));
        MainWindow w;
        w.resize(1024, 700);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTabBar *bar = w.tabs()->tabBar();
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.surfaceView())).center());
        QChart *chart = w.surfaceView()->chart();
        QVERIFY(chart);
        QList<QRectF> labels;
        QTRY_VERIFY([&] {
            labels.clear();
            for (QGraphicsItem *item : chart->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item);
                    text && text->text().startsWith(QLatin1String("E = ")) && text->isVisible())
                    labels << text->parentItem()->sceneBoundingRect();
            return labels.size() >= 4;
        }());
        const QRectF plot = chart->mapToScene(chart->plotArea()).boundingRect();
        for (int i = 0; i < labels.size(); ++i) {
            QVERIFY(plot.adjusted(-1, -1, 1, 1).contains(labels[i]));
            for (int j = i + 1; j < labels.size(); ++j)
                QVERIFY2(!labels[i].adjusted(-1, -1, 1, 1).intersects(labels[j]),
                         qPrintable(QStringLiteral("label %1 meets label %2").arg(i).arg(j)));
        }
        // Nor does a label cover a configuration's point (in English "E = 0.1" sat on one).
        for (QAbstractSeries *s : chart->series())
            if (auto *points = qobject_cast<QXYSeries *>(s); points && points->isVisible() && points->pointsVisible())
                for (const QPointF &p : points->points()) {
                    const QPointF at = chart->mapToScene(chart->mapToPosition(p, points));
                    for (const QRectF &label : std::as_const(labels))
                        QVERIFY2(!label.contains(at),
                                 qPrintable(QStringLiteral("a label covers the point at %1, %2").arg(p.x()).arg(p.y())));
                }
        i18n::installLanguage(QStringLiteral("en"));
    }

    // View ▸ Language ▸ 한국어 with the mouse, as a person switches: what is on screen follows,
    // the probe's device text and status, empty-chart titles and the combo boxes included.
    void switchingLanguageFromTheMenuRetranslatesWhatIsShown()
    {
        i18n::installLanguage(QStringLiteral("en"));
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QSignalSpy done(&w, &MainWindow::importFinished);
        w.openSample();
        QVERIFY(done.wait(60000));
        views::ProbeView *probe = w.probeView();
        QSignalSpy devices(probe, &views::ProbeView::devicesRefreshed);
        w.tabs()->setCurrentWidget(probe);                    // asks the probe for its devices
        QTRY_VERIFY_WITH_TIMEOUT(devices.count() > 0, 30000); // at once when no probe is found
        QPushButton *compareTwo = nullptr;
        for (QPushButton *b : probe->findChildren<QPushButton *>())
            if (b->text() == QLatin1String("Compare Two"))
                compareTwo = b;
        QVERIFY(compareTwo);
        QTest::mouseClick(compareTwo, Qt::LeftButton); // nothing selected: the status line says what to do
        QVERIFY(probe->message().startsWith(QLatin1String("Select two runs")));
        const QString englishDevices = probe->deviceText();

        // View ▸ Language ▸ 한국어
        QMenuBar *bar = w.menuBar();
        QAction *view = nullptr;
        for (QAction *a : bar->actions())
            if (a->text() == QLatin1String("&View"))
                view = a;
        QVERIFY(view);
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->actionGeometry(view).center());
        QMenu *viewMenu = view->menu();
        QTRY_VERIFY(viewMenu->isVisible());
        QAction *language = nullptr;
        for (QAction *a : viewMenu->actions())
            if (a->menu() && a->text() == QLatin1String("&Language"))
                language = a;
        QVERIFY(language);
        QTest::mouseMove(viewMenu, viewMenu->actionGeometry(language).center());
        QTest::mouseClick(viewMenu, Qt::LeftButton, Qt::NoModifier, viewMenu->actionGeometry(language).center());
        QMenu *languages = language->menu();
        QTRY_VERIFY(languages->isVisible());
        QAction *korean = nullptr;
        for (QAction *a : languages->actions())
            if (a->text() == QStringLiteral("한국어"))
                korean = a;
        QVERIFY(korean);
        QTest::mouseMove(languages, languages->actionGeometry(korean).center());
        QTest::mouseClick(languages, Qt::LeftButton, Qt::NoModifier, languages->actionGeometry(korean).center());
        QTRY_COMPARE(i18n::currentLanguage(), QStringLiteral("ko"));
        QCoreApplication::processEvents();

        const QRegularExpression hangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
        for (int i = 0; i < w.tabs()->count(); ++i)
            QVERIFY2(w.tabs()->tabText(i).contains(hangul), qPrintable(w.tabs()->tabText(i)));
        QTRY_VERIFY2(probe->deviceText() != englishDevices && probe->deviceText().contains(hangul),
                     qPrintable(probe->deviceText()));
        QVERIFY2(probe->message().contains(hangul), qPrintable(probe->message()));
        QVERIFY2(probe->gemmChart()->title().contains(hangul), qPrintable(probe->gemmChart()->title())); // empty chart
        QVERIFY(compareTwo->text().contains(hangul));
        const auto *axis = w.scalingView()->chart()->axes(Qt::Vertical).first();
        QVERIFY2(axis->titleText().contains(hangul), qPrintable(axis->titleText()));
        // combo boxes take the width of their new texts
        for (QComboBox *box : w.findChildren<QComboBox *>()) {
            if (!box->isVisible() || box->currentText().isEmpty())
                continue;
            QVERIFY2(box->width() + 1 >= box->fontMetrics().horizontalAdvance(box->currentText()),
                     qPrintable(box->currentText()));
        }
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QVERIFY(probe->message().startsWith(QLatin1String("Select two runs")));
    }

    void everyTabRetranslates()
    {
        MainWindow w;
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QStringList en;
        for (int i = 0; i < w.tabs()->count(); ++i)
            en << w.tabs()->tabText(i);
        i18n::installLanguage(QStringLiteral("ko"));
        QCoreApplication::processEvents();
        w.show(); // laid out in Korean first
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int i = 0; i < w.tabs()->count(); ++i) {
            QVERIFY(w.tabs()->tabText(i) != en[i]);
            QVERIFY(w.tabs()->tabText(i).contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
        }
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        for (int i = 0; i < w.tabs()->count(); ++i)
            QCOMPARE(w.tabs()->tabText(i), en[i]);
        // A combo box sized for the Korean words is sized again for the English ones.
        QComboBox *scope = w.findChild<QComboBox *>(QStringLiteral("analysisScope"));
        QVERIFY(scope);
        QCOMPARE(scope->currentText(), QStringLiteral("same round"));
        QVERIFY(scope->sizeHint().width() >= scope->fontMetrics().horizontalAdvance(scope->currentText()) + 16);
    }

    // Opened in Korean, then switched to English: the table's headline column takes the width of its
    // English header (it kept the Korean one's, and "Time to train (min)" was cut).
    void tableColumnsFitTheNewLanguage()
    {
        i18n::installLanguage(QStringLiteral("ko"));
        MainWindow w;
        w.resize(1280, 780);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        auto *table = w.findChild<QTableView *>(QStringLiteral("configurationTable"));
        QVERIFY(table);
        QHeaderView *header = table->horizontalHeader();
        constexpr int score = models::ConfigurationTableModel::ScoreMinutes;
        const auto wide = [header]() { return header->sectionSize(score) >= header->sectionSizeHint(score); };
        QTRY_VERIFY(wide());
        i18n::installLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(header->model()->headerData(score, Qt::Horizontal).toString(), QStringLiteral("Time to train (min)"));
        QTRY_VERIFY2(wide(),
                     qPrintable(QStringLiteral("%1 < %2").arg(header->sectionSize(score)).arg(header->sectionSizeHint(score))));
    }
};

QTEST_MAIN(TestKoreanLayout)
#include "tst_koreanlayout.moc"
