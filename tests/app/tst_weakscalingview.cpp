// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The weak-scaling tab as a person uses it: open MLPerf HPC 2.0, pick cosmoflow in the benchmark box
// by keyboard, click the Weak Scaling tab, hover a point (the tooltip names the system, its models and
// models per minute, and stays), click it (selected everywhere, the Details pane shows models per
// minute), switch the metric with the keyboard, and read what each law predicts.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/AnalysisBar.h"
#include "app/views/DetailsPane.h"
#include "app/views/WeakScalingView.h"

#include <QComboBox>
#include <QTabBar>
#include <QToolTip>

using namespace scalescope;

namespace {
const QString kFugakuClosed = QStringLiteral("hpc-2.0/Fujitsu+RIKEN/fugaku_82944xA64FX_tensorflow_closed/weak/cosmoflow");
}

class TestWeakScalingView : public QObject
{
    Q_OBJECT
private slots:
    void hoverClickAndMetric()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/hpc_v2.0")});
        QVERIFY(test::waitForData(w));

        QComboBox *box = w.analysisBar()->benchmarkBox();
        box->setFocus();
        QTest::keyClicks(box, QStringLiteral("cosmoflow"));
        QCOMPARE(box->currentText(), QStringLiteral("cosmoflow"));
        QVERIFY(test::waitForAnalysis(w));

        QTabBar *bar = w.tabs()->tabBar();
        const int weakTab = w.tabs()->indexOf(w.weakScalingView());
        QCOMPARE(bar->tabText(weakTab), QStringLiteral("&Weak Scaling"));
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(weakTab).center());
        views::WeakScalingView *view = w.weakScalingView();
        QCOMPARE(w.tabs()->currentWidget(), view);
        charts::ChartPanel *panel = view->panel();
        QVERIFY(test::clickPoint(panel, QString())); // laid out
        QVERIFY(panel->chart()->title().contains(QLatin1String("cosmoflow")));

        // Hover: the tooltip says what the point is, and stays while the pointer rests there.
        const auto at = panel->pointPosition(kFugakuClosed);
        QVERIFY(at);
        QTest::mouseMove(panel->view()->viewport(), *at);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("637 models at once")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QLatin1String("fugaku")));
        QTest::qWait(3000);
        QVERIFY(QToolTip::isVisible());

        // Click: selected everywhere; the Details pane gives the weak-scaling figures.
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, *at);
        QTRY_COMPARE(w.selection()->ids(), QStringList{kFugakuClosed});
        QTRY_VERIFY(w.detailsPane()->plainText().contains(QLatin1String("models per minute")));
        QVERIFY(w.detailsPane()->plainText().contains(QLatin1String("637")));

        // What each law predicts at the largest system, in words.
        QVERIFY2(view->lawsText().contains(QLatin1String("Gustafson")), qPrintable(view->lawsText()));
        QVERIFY(view->lawsText().contains(QLatin1String("Amdahl")));
        QVERIFY(view->lawsText().contains(QLatin1String("637 models at once")));

        // The metric box, by keyboard: throughput, then time against the machine's size.
        QComboBox *metric = view->findChild<QComboBox *>(QStringLiteral("weakMetric"));
        QVERIFY(metric);
        metric->setFocus();
        QTest::keyClick(metric, Qt::Key_Down);
        QCOMPARE(view->chartMetric(), charts::WeakScalingMetric::Throughput);
        QVERIFY(panel->chart()->title().contains(QLatin1String("models per minute")));
        QTest::keyClick(metric, Qt::Key_Down);
        QCOMPARE(view->chartMetric(), charts::WeakScalingMetric::Time);
        QVERIFY(panel->pointPosition(kFugakuClosed));
    }

    // Where there is nothing to show, the tab says why and what to do: with the sample (Training and
    // HPC) on a training benchmark, which benchmarks to choose; without HPC, what to open.
    void emptyTabSaysWhy()
    {
        {
            MainWindow w;
            w.show();
            w.openSample();
            QVERIFY(test::waitForData(w));
            w.tabs()->setCurrentWidget(w.weakScalingView());
            const QString title = w.weakScalingView()->panel()->chart()->title();
            QVERIFY2(title.contains(QLatin1String("choose one of the MLPerf HPC benchmarks (cosmoflow, deepcam, oc20)")),
                     qPrintable(title));
        }
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v1.0")});
        QVERIFY(test::waitForData(w));
        w.tabs()->setCurrentWidget(w.weakScalingView());
        QVERIFY2(w.weakScalingView()->panel()->chart()->title().contains(QLatin1String("open MLPerf HPC results")),
                 qPrintable(w.weakScalingView()->panel()->chart()->title()));
    }
};

QTEST_MAIN(TestWeakScalingView)
#include "tst_weakscalingview.moc"
