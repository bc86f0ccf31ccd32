// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The efficiency surface with MLPerf HPC, as a person uses it: open Training v1.0 and HPC v0.7
// together, go to the Surface tab; the supercomputers' strong scaling sits beside the benchmark's
// configurations in its own legend entry, and the "MLPerf HPC systems" box takes them off with a
// click. The Show box, by keyboard, turns to Végh's comparison: a series per accelerator family,
// Piz Daint's point names its family on hover and selects its configuration on click, and the side
// text says what the numbers support. A session keeps the choice.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/AnalysisBar.h"
#include "app/views/SurfaceView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>
#include <QTabBar>
#include <QToolTip>
#include <QXYSeries>

using namespace scalescope;

namespace {
const QString kDaint = QStringLiteral("hpc-0.7/CSCS/daint_gpu_n256_tf2.2.0/strong/cosmoflow");

QStringList seriesNames(const charts::EfficiencySurfaceChart *chart)
{
    QStringList out;
    for (QXYSeries *s : chart->groupSeries())
        out << s->name();
    return out;
}
} // namespace

class TestHpcSurface : public QObject
{
    Q_OBJECT

private slots:
    void hpcBesideTrainingAndVeghsComparison()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v1.0"), test::mlperfDir() + QStringLiteral("/hpc_v0.7")});
        QVERIFY(test::waitForData(w));
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->benchmark, QStringLiteral("resnet"));

        QTabBar *bar = w.tabs()->tabBar();
        const int tab = w.tabs()->indexOf(w.surfaceView());
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
        views::SurfaceView *view = w.surfaceView();
        QVERIFY(test::clickPoint(view->panel(), QString()));

        // The HPC systems beside resnet, in their own entry; a click on the box takes them off.
        auto *hpc = view->findChild<QCheckBox *>(QStringLiteral("surfaceHpcSystems"));
        QVERIFY(hpc && hpc->isVisible() && hpc->isChecked());
        QCOMPARE(seriesNames(view->chart()), QStringList{QStringLiteral("MLPerf HPC")});
        QVERIFY(view->panel()->pointPosition(kDaint));
        QTest::mouseClick(hpc, Qt::LeftButton, Qt::NoModifier, QPoint(8, hpc->height() / 2));
        QVERIFY(!hpc->isChecked());
        QVERIFY(seriesNames(view->chart()).isEmpty());
        QVERIFY(!view->panel()->pointPosition(kDaint));
        QVERIFY(!view->options().hpcSystems);

        // Végh's comparison by keyboard.
        auto *content = view->findChild<QComboBox *>(QStringLiteral("surfaceContent"));
        QVERIFY(content && content->isVisible());
        content->setFocus();
        QTest::keyClick(content, Qt::Key_Down);
        QVERIFY(view->supercomputers());
        QVERIFY(!hpc->isVisible()); // the comparison has every HPC system anyway
        QVERIFY(view->chart()->title().contains(QStringLiteral("Végh")));
        const QStringList families = seriesNames(view->chart());
        QVERIFY2(families.contains(QLatin1String("P100")) && families.contains(QLatin1String("A100")) &&
                     families.contains(QLatin1String("A64FX")),
                 qPrintable(families.join(QLatin1String(" | "))));

        // Hover names the family; a click selects the configuration everywhere.
        const auto at = view->panel()->pointPosition(kDaint);
        QVERIFY(at);
        // The pointer comes in from the chart's corner (Qt drops a move to where it already is).
        QTest::mouseMove(view->panel()->view()->viewport(), QPoint(5, 5));
        QTest::mouseMove(view->panel()->view()->viewport(), *at);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("P100 (Piz Daint)")), qPrintable(QToolTip::text()));
        QTest::mouseClick(view->panel()->view()->viewport(), Qt::LeftButton, Qt::NoModifier, *at);
        QTRY_COMPARE(w.selection()->ids(), QStringList{kDaint});

        // The side text: the sentence and a line per family, as plain text.
        auto *text = view->findChild<QLabel *>(QStringLiteral("supercomputerComparison"));
        QVERIFY(text && text->isVisible());
        QCOMPARE(text->textFormat(), Qt::PlainText);
        QVERIFY2(text->text().contains(QStringLiteral("P100 (Piz Daint): median ε_eff 0.419")), qPrintable(text->text()));
        QVERIFY(text->text().contains(QStringLiteral("A100 and H100 configurations' median ε_eff")));

        // The CSV export says which family each point belongs to.
        QVERIFY(view->panel()->exportSpec().csv().contains("family:p100"));

        // Kept in the chart options a session saves, and given back.
        const charts::SurfaceChartOptions o = view->options();
        QVERIFY(o.supercomputers);
        content->setCurrentIndex(0);
        QVERIFY(!view->supercomputers());
        view->setOptions(o);
        QVERIFY(view->supercomputers());
        QVERIFY(seriesNames(view->chart()).contains(QLatin1String("P100")));
    }

    // The benchmark box groups Training and HPC benchmarks under headers that cannot be chosen: the
    // keyboard steps over the HPC header from the last training benchmark to cosmoflow.
    void benchmarkBoxGroupsTrainingAndHpc()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QComboBox *box = w.analysisBar()->benchmarkBox();
        QStringList items;
        for (int i = 0; i < box->count(); ++i)
            items << box->itemText(i);
        QCOMPARE(items.first(), QStringLiteral("MLPerf Training"));
        const qsizetype hpcHeader = items.indexOf(QStringLiteral("MLPerf HPC"));
        QVERIFY(hpcHeader > 1);
        QCOMPARE(items.mid(hpcHeader + 1),
                 (QStringList{QStringLiteral("cosmoflow"), QStringLiteral("deepcam"), QStringLiteral("oc20")}));
        auto *model = qobject_cast<QStandardItemModel *>(box->model());
        QVERIFY(model);
        QVERIFY(!(model->item(0)->flags() & Qt::ItemIsSelectable));
        QVERIFY(!(model->item(int(hpcHeader))->flags() & Qt::ItemIsEnabled));

        box->setFocus();
        box->setCurrentIndex(int(hpcHeader) - 1); // the last training benchmark
        QVERIFY(test::waitForAnalysis(w));
        QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(box->currentText(), QStringLiteral("cosmoflow"));
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->benchmark, QStringLiteral("cosmoflow"));
    }
};

QTEST_MAIN(TestHpcSurface)
#include "tst_hpcsurface.moc"
