// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis tabs as a person uses them, offscreen, with real mouse and key events: hover shows
// a configuration, a click on any chart selects it in every view, a table row selects it on every
// chart, the table's filters drive the charts when asked, and the one benchmark bar drives all tabs.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ScalingChartData.h"
#include "app/models/ConfigurationFilterModel.h"
#include "app/models/ConfigurationTableModel.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/AnalysisBar.h"
#include "app/views/ClustersView.h"
#include "app/views/DetailsPane.h"
#include "app/views/FilterBar.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "core/i18n/Localization.h"
#include "core/i18n/SafeText.h"
#include "core/import/SourceImporter.h"

#include <QAbstractItemModelTester>
#include <QChart>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QXYSeries>

using namespace scalescope;

namespace {

// Two configurations whose points stand alone on every chart (eos_n8 of v3.1 and v4.0 overlap).
const QString kCoreweave = QStringLiteral("4.0/NVIDIA/coreweave_hgxh100_n448_ngc23.04_mxnet/resnet");
const QString kEos316 = QStringLiteral("4.0/NVIDIA/eos_n316_ngc24.04_mxnet/resnet");

int ringCount(const QChart *chart)
{
    int n = 0;
    for (QAbstractSeries *s : chart->series())
        n += s->objectName() == QLatin1String("selection") ? 1 : 0;
    return n;
}

QString selectedTableId(MainWindow &w)
{
    const QModelIndexList rows = w.tableView()->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(models::ConfigurationTableModel::IdRole).toString();
}

// A configuration whose point stands alone on the panel's chart (other than `not`), so a click
// on it can mean only it; v3.1 and v4.0 share some results, whose points lie on top of each other.
QString lonePoint(charts::ChartPanel *panel, const QStringList &ids, const QString &notThis)
{
    for (const QString &id : ids)
        if (id != notThis)
            if (const auto at = panel->pointPosition(id); at && panel->pointsAt(*at) == QStringList{id})
                return id;
    return {};
}

int pointCount(const QChart *chart)
{
    int n = 0;
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<const QXYSeries *>(s); xy && !xy->property("ids").toStringList().isEmpty())
            n += int(xy->count());
    return n;
}

// The window on the sample, at a laptop-and-a-half size, on `tab`, laid out and analysed.
bool showSample(MainWindow &w, QWidget *tab)
{
    w.resize(1400, 900);
    w.show();
    w.openSample();
    if (!test::waitForData(w))
        return false;
    w.tabs()->setCurrentWidget(tab);
    return QTest::qWaitForWindowExposed(&w);
}

} // namespace

class TestAnalysisViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeAnalysisViewTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    // On the surface a configuration's tooltip names it as Scaling's does, with where it sits and E.
    void surfaceHoverNamesTheSystemAndItsEfficiency()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.surfaceView()));
        charts::ChartPanel *panel = w.surfaceView()->panel();
        const auto at = panel->pointPosition(kCoreweave);
        QVERIFY(at);
        QTest::mouseMove(panel->view()->viewport(), *at);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        const model::Configuration *c = w.analysis()->current()->find(kCoreweave);
        QVERIFY(c);
        QVERIFY2(text.contains(i18n::htmlEscaped(c->shownSystemName())), qPrintable(text));
        QVERIFY2(text.contains(c->org + QStringLiteral(", round 4.0")), qPrintable(text));
        // k as the surface counts it (3584 accelerators over the 4 of its series' reference), ε_eff and
        // E = 1 / (k ε + 1 - ε) there
        QVERIFY2(text.contains(QStringLiteral("k = 896, ε_eff = 0.00604<br>E = 0.156")), qPrintable(text));
    }

    void hoverShowsTheConfiguration()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        charts::ChartPanel *panel = w.scalingView()->panel();
        const auto at = panel->pointPosition(kCoreweave);
        QVERIFY(at);
        QSignalSpy hovered(panel, &charts::ChartPanel::pointHovered);
        QTest::mouseMove(panel->view()->viewport(), *at);
        QTRY_COMPARE(panel->hovered(), kCoreweave);
        QCOMPARE(hovered.first().first().toString(), kCoreweave);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QLatin1String("3584 accelerators")), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QLatin1String("round 4.0")));
        // two configurations on the same spot: the tooltip names the other one too
        const QString v40 = QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet");
        const QString v31 = QStringLiteral("3.1/NVIDIA/eos_n8_ngc23.09_mxnet/resnet");
        const auto both = panel->pointPosition(v40);
        QVERIFY(both);
        QVERIFY(panel->pointsAt(*both).contains(v31));
        QTest::mouseMove(panel->view()->viewport(), *both);
        QTRY_VERIFY(panel->pointsAt(*both).contains(panel->hovered()));
        QTRY_VERIFY2(QToolTip::text().contains(QLatin1String("more configuration")), qPrintable(QToolTip::text()));
        // off the points, nothing is hovered
        QTest::mouseMove(panel->view()->viewport(), QPoint(3, 3));
        QTRY_VERIFY(panel->hovered().isEmpty());
    }

    // The metric box holds the CLI's metrics, the fit residuals too; a metric nothing here has (no
    // energy in the sample) says why and what to do instead of showing a blank chart.
    void scalingMetricsAndAnEmptyMetricSayWhy()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        charts::ChartPanel *panel = w.scalingView()->panel();
        QComboBox *metric = test::comboLabelled(w.scalingView(), QStringLiteral("Metric:"));
        QVERIFY(metric);
        QCOMPARE(metric->count(), int(charts::scalingMetrics().size()));
        metric->setFocus();
        QTest::keyClick(metric, Qt::Key_End); // the fit residuals, last
        QCOMPARE(charts::ScalingMetric(metric->currentData().toInt()), charts::ScalingMetric::FitResiduals);
        QVERIFY(pointCount(panel->chart()) > 0);
        // The status counts what is drawn: a result whose series has no Amdahl fit has no residual.
        auto *status = panel->findChild<QLabel *>(QStringLiteral("chartStatus"));
        QVERIFY(status);
        QVERIFY2(status->text().startsWith(QString::number(pointCount(panel->chart())) + QStringLiteral(" of ")),
                 qPrintable(status->text() + QStringLiteral(" / drawn: ") + QString::number(pointCount(panel->chart()))));
        auto *message = panel->findChild<QLabel *>(QStringLiteral("chartMessage"));
        QVERIFY(message && !message->isVisible());
        QTest::keyClick(metric, Qt::Key_Up); // energy to train
        QCOMPARE(charts::ScalingMetric(metric->currentData().toInt()), charts::ScalingMetric::EnergyToTrain);
        QTRY_VERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QLatin1String("No resnet result here has an energy figure")),
                 qPrintable(message->text()));
        QVERIFY(message->text().contains(QLatin1String("power logs")));
        // The residuals with series per organisation: fits are per accelerator model, and the message
        // says so (it said no series had two sizes).
        QTest::keyClick(metric, Qt::Key_End);
        QComboBox *group = test::comboLabelled(w.scalingView(), QStringLiteral("Series per:"));
        QVERIFY(group);
        group->setFocus();
        QTest::keyClick(group, Qt::Key_Down);
        QCOMPARE(group->currentText(), QStringLiteral("organisation"));
        QTRY_VERIFY(message->isVisible());
        QVERIFY2(message->text().contains(QLatin1String("fits are made for each accelerator model")),
                 qPrintable(message->text()));
        QVERIFY(!message->text().contains(QLatin1String("two or more sizes")));
    }

    // Series per organisation and per round: every series has a colour and marker of its own (a hash
    // of the name gave Google, Krai and Lenovo the same red circles).
    void everyGroupHasItsOwnStyle()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        charts::ChartPanel *panel = w.scalingView()->panel();
        QComboBox *group = test::comboLabelled(w.scalingView(), QStringLiteral("Series per:"));
        QVERIFY(group);
        group->setFocus();
        for (const char *grouping : {"organisation", "round"}) {
            QTest::keyClick(group, Qt::Key_Down);
            QCOMPARE(group->currentText(), QLatin1String(grouping));
            QSet<QByteArray> styles; // the marker image, drawn in the series' colour and shape
            int series = 0;
            for (QAbstractSeries *s : panel->chart()->series())
                if (auto *xy = qobject_cast<QXYSeries *>(s); xy && !xy->property("ids").toStringList().isEmpty()) {
                    ++series;
                    const QImage &marker = xy->lightMarker();
                    styles.insert(QByteArray(reinterpret_cast<const char *>(marker.constBits()), marker.sizeInBytes()));
                }
            QVERIFY2(series >= 3, grouping);
            QCOMPARE(styles.size(), series);
        }
        // The 48 styles by place differ, and the palette's colours of like hue do not share a marker:
        // Quanta_Cloud_Technology and smc-ac-power were two olive circles.
        QSet<QPair<QRgb, int>> placed;
        for (int i = 0; i < 48; ++i)
            placed.insert({charts::seriesStyleAt(i).color.rgb(), int(charts::seriesStyleAt(i).shape)});
        QCOMPARE(placed.size(), 48);
        for (const auto &[a, b] : {std::pair{8, 11}, {0, 10}})
            QVERIFY2(charts::seriesStyleAt(a).shape != charts::seriesStyleAt(b).shape, qPrintable(QString::number(a)));
    }

    // A result from the MLCommons website's table: a click on its row, and Details gives its public ID.
    void detailsGiveTheWebsitesPublicId()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths(
            {QStringLiteral(SCALESCOPE_MLPERF_DIR "/flat_tables/mlcommons_website_export_training_v4.0_power_subset.csv")});
        QVERIFY(test::waitForData(w));
        QTableView *table = w.tableView();
        int row = -1;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            if (table->model()->index(r, 0).data(models::ConfigurationTableModel::IdRole).toString() ==
                QLatin1String("4.0/Sustainable Metal Cloud/4.0-0095/gpt3"))
                row = r;
        QVERIFY(row >= 0);
        table->scrollTo(table->model()->index(row, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier,
                          table->visualRect(table->model()->index(row, 1)).center());
        QTRY_COMPARE(selectedTableId(w), QStringLiteral("4.0/Sustainable Metal Cloud/4.0-0095/gpt3"));
        QTRY_VERIFY2(w.detailsPane()->plainText().contains(QLatin1String("MLCommons public ID: 4.0-0095")),
                     qPrintable(w.detailsPane()->plainText()));
        // A submission tree's result has none.
        w.selectConfiguration(QString());
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.selectConfiguration(kCoreweave);
        QTRY_VERIFY(w.detailsPane()->plainText().contains(kCoreweave));
        QVERIFY(!w.detailsPane()->plainText().contains(QLatin1String("public ID")));
    }

    void aClickOnAnyChartSelectsEverywhere()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        // Scaling chart → table, details, surface read-out, ranking table, every chart's ring
        w.tabs()->setCurrentWidget(w.scalingView());
        QVERIFY(test::clickPoint(w.scalingView()->panel(), kCoreweave));
        QCOMPARE(w.selection()->ids(), QStringList{kCoreweave});
        QCOMPARE(selectedTableId(w), kCoreweave);
        QVERIFY(w.detailsPane()->plainText().contains(kCoreweave));
        QVERIFY(w.surfaceView()->readout().contains(kCoreweave));
        QTableWidget *ranked = w.rankingView()->configurationTable();
        QCOMPARE(ranked->item(ranked->selectedItems().first()->row(), 1)->text(), kCoreweave);
        for (charts::ChartPanel *p :
             {w.scalingView()->panel(), w.surfaceView()->panel(), w.clustersView()->panel(), w.rankingView()->panel()})
            QVERIFY2(ringCount(p->chart()) >= 1, qPrintable(p->chart()->objectName()));

        QStringList ids;
        for (const model::Configuration &c : w.analysis()->current()->configurations)
            ids << c.id;
        // Surface, Pareto and cluster scatter → the others
        for (QWidget *tab : QList<QWidget *>{w.surfaceView(), w.rankingView(), w.clustersView()}) {
            w.tabs()->setCurrentWidget(tab);
            charts::ChartPanel *panel = tab->findChild<charts::ChartPanel *>();
            QVERIFY(test::clickPoint(panel, QString())); // waits for the tab to be laid out
            const QString id = lonePoint(panel, ids, w.selection()->current());
            QVERIFY2(!id.isEmpty(), qPrintable(panel->chart()->objectName()));
            QVERIFY(test::clickPoint(panel, id));
            QCOMPARE(w.selection()->current(), id);
            QCOMPARE(selectedTableId(w), id);
            QVERIFY(w.detailsPane()->plainText().contains(id));
            for (charts::ChartPanel *p :
                 {w.scalingView()->panel(), w.surfaceView()->panel(), w.clustersView()->panel(), w.rankingView()->panel()})
                if (p->pointPosition(id)) // a configuration without ε is not on the surface
                    QVERIFY2(ringCount(p->chart()) >= 1, qPrintable(p->chart()->objectName()));
        }

        // A row of the ranking table, clicked
        w.tabs()->setCurrentWidget(w.rankingView());
        QTRY_VERIFY(ranked->isVisible());
        QTest::qWait(50);
        int row = -1;
        for (int r = 0; r < ranked->rowCount(); ++r)
            if (ranked->item(r, 1)->text() == kCoreweave)
                row = r;
        QVERIFY(row >= 0);
        ranked->scrollToItem(ranked->item(row, 1));
        QTest::mouseClick(ranked->viewport(), Qt::LeftButton, Qt::NoModifier,
                          ranked->visualItemRect(ranked->item(row, 1)).center());
        QCOMPARE(w.selection()->current(), kCoreweave);
        QCOMPARE(selectedTableId(w), kCoreweave);

        // A table row, clicked, reaches the charts
        w.tabs()->setCurrentIndex(0);
        QTableView *table = w.tableView();
        QTRY_VERIFY(table->isVisible());
        QTest::qWait(50);                                                             // laid out, as a person would see it
        const QModelIndex first = table->indexAt(table->viewport()->rect().center()); // a row on screen
        const QString firstId = first.data(models::ConfigurationTableModel::IdRole).toString();
        QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::NoModifier, table->visualRect(first).center());
        QCOMPARE(w.selection()->current(), firstId);
        QVERIFY(w.detailsPane()->plainText().contains(firstId));

        // ... and the ranking table shows that row with its rank on screen (not scrolled to the id)
        w.tabs()->setCurrentWidget(w.rankingView());
        QTRY_VERIFY(ranked->isVisible());
        const QList<QTableWidgetItem *> chosen = ranked->selectedItems();
        QVERIFY(!chosen.isEmpty());
        QCOMPARE(ranked->item(chosen.first()->row(), 1)->text(), firstId);
        const QRect rankCell = ranked->visualItemRect(ranked->item(chosen.first()->row(), 0));
        QVERIFY2(ranked->viewport()->rect().contains(rankCell.center()), "the rank column is scrolled out of view");
    }

    void aClickInEmptySpaceStillZooms()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        charts::ChartPanel *panel = w.scalingView()->panel();
        const QRectF area = panel->chart()->plotArea();
        const QPoint from = panel->view()->mapFromScene(area.topLeft() + QPointF(area.width() * 0.45, area.height() * 0.1));
        const QPoint to = panel->view()->mapFromScene(area.topLeft() + QPointF(area.width() * 0.55, area.height() * 0.3));
        QVERIFY(panel->pointAt(from).isEmpty());
        QTest::mousePress(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(panel->view()->viewport(), to);
        QTest::mouseRelease(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, to);
        QTRY_VERIFY(panel->zoom().has_value());
        QTest::keyClick(panel->view(), Qt::Key_R);
        QVERIFY(!panel->zoom());
        QVERIFY(w.selection()->ids().isEmpty()); // dragging selected nothing
    }

    void tableFiltersDriveTheChartsWhenAsked()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QCOMPARE(pointCount(w.scalingView()->chart()), 95);
        QComboBox *round = w.filterBar()->combo(models::ConfigurationFilterModel::Round);
        round->setCurrentIndex(round->findData(QStringLiteral("4.0")));
        QCOMPARE(w.tableView()->model()->rowCount(), 36);
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(pointCount(w.scalingView()->chart()), 95); // off: the table filters alone
        w.tabs()->setCurrentWidget(w.scalingView());
        QCheckBox *filteredOnly = w.analysisBar()->filteredOnlyBox();
        QTRY_VERIFY(filteredOnly->isVisible());
        // Beside the switch, on every analysis tab: the filters hide rows that the charts still show.
        QLabel *hint = w.analysisBar()->filterHint();
        QVERIFY(hint->isVisible());
        QCOMPARE(hint->text(),
                 QStringLiteral("The table's filters hide 59 configurations of resnet: the charts still show them."));
        QTest::mouseClick(filteredOnly, Qt::LeftButton, Qt::NoModifier, QPoint(8, filteredOnly->height() / 2));
        QVERIFY(filteredOnly->isChecked());
        QVERIFY(!hint->isVisible());
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(pointCount(w.scalingView()->chart()), 36);
        const auto *status = w.scalingView()->panel()->findChild<QLabel *>(QStringLiteral("chartStatus"));
        QVERIFY2(status->text().contains(QLatin1String("36 of 95 configurations of resnet shown")), qPrintable(status->text()));
        QVERIFY2(status->text().contains(QLatin1String("59 filtered out")), qPrintable(status->text()));
        QCOMPARE(w.analysis()->current()->configurations.size(), 36);
        int clustered = 0;
        for (int label : w.analysis()->current()->method->labels)
            clustered += label >= 0 ? 1 : 0;
        QCOMPARE(pointCount(w.clustersView()->chart()), clustered); // the scatter shows the 4.0 rows only
        const auto *clusterStatus = w.clustersView()->panel()->findChild<QLabel *>(QStringLiteral("chartStatus"));
        QVERIFY2(clusterStatus->text().contains(QStringLiteral("%1 of 95 configurations of resnet shown").arg(clustered)),
                 qPrintable(clusterStatus->text()));
        QVERIFY(clusterStatus->text().contains(QLatin1String("59 filtered out")));
        QCOMPARE(w.rankingView()->configurationTable()->rowCount(), 36);
        // the search box narrows it further
        w.filterBar()->searchBox()->setFocus();
        QTest::keyClicks(w.filterBar()->searchBox(), QStringLiteral("eos"));
        QVERIFY(test::waitForAnalysis(w));
        QVERIFY(w.analysis()->current()->configurations.size() < 36);
        QVERIFY(w.analysis()->current()->configurations.size() >= 2);
        // selecting from a chart never clears the user's filters
        w.selectConfiguration(QStringLiteral("3.1/NVIDIA/eos_n8_ngc23.09_mxnet/resnet"));
        QCOMPARE(w.filterBar()->searchBox()->text(), QStringLiteral("eos"));
    }

    void theBenchmarkBarDrivesEveryTab()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.tabs()->setCurrentWidget(w.clustersView());
        QComboBox *box = w.analysisBar()->benchmarkBox();
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->currentText(), QStringLiteral("resnet"));
        box->setFocus();
        QTest::keyClicks(box, QStringLiteral("bert")); // keyboard search picks the item
        QCOMPARE(box->currentText(), QStringLiteral("bert"));
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->benchmark, QStringLiteral("bert"));
        QCOMPARE(w.scalingView()->chartData().benchmark, QStringLiteral("bert"));
        QCOMPARE(w.rankingView()->configurationTable()->rowCount(), w.analysis()->current()->configurations.size());
        QVERIFY(w.clustersView()->chart()->title().contains(QLatin1String("bert")));
        // the scope box too
        QComboBox *scope = w.analysisBar()->scopeBox();
        scope->setCurrentIndex(1); // all rounds
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->settings.scope, analysis::ReferenceScope::AllRounds);
        // the bar stays where it is on every tab
        w.tabs()->setCurrentIndex(0);
        QVERIFY(w.analysisBar()->isVisible());
    }

    // A click on a legend entry hides its series with its fit and ideal lines; its points can no
    // longer be hovered; a second click shows them again.
    void aLegendClickHidesAndShowsASeries()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        charts::ChartPanel *panel = w.scalingView()->panel();
        QXYSeries *series = nullptr;
        for (QAbstractSeries *s : panel->chart()->series())
            if (s->objectName() == QLatin1String("points") &&
                s->property(charts::kPointIdsProperty).toStringList().contains(kCoreweave))
                series = qobject_cast<QXYSeries *>(s);
        QVERIFY(series);
        const QVariant group = series->property(charts::kLegendGroupProperty);
        // the legend lays out again once its text is fitted to the chart's height
        QTRY_VERIFY2(test::legendEntryPosition(panel, series->name()), qPrintable(series->name()));
        const auto entry = test::legendEntryPosition(panel, series->name());
        const auto point = panel->pointPosition(kCoreweave);
        QVERIFY(point);
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, *entry);
        QTRY_VERIFY(!series->isVisible());
        for (QAbstractSeries *s : panel->chart()->series())
            if (s->property(charts::kLegendGroupProperty) == group)
                QVERIFY2(!s->isVisible(), qPrintable(s->objectName())); // its ideal and fit lines too
        QVERIFY(!panel->pointsAt(*point).contains(kCoreweave));
        QVERIFY(!panel->pointPosition(kCoreweave));
        QTest::mouseClick(panel->view()->viewport(), Qt::LeftButton, Qt::NoModifier, *entry);
        QTRY_VERIFY(series->isVisible());
        QVERIFY(panel->pointPosition(kCoreweave));
    }

    // The off-grid list beside the surface in a 1024 × 700 window: every line of every entry fits
    // its width (none cut by the list), and one click on an entry selects that configuration.
    void offGridEntriesAreReadableAndSelect()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.surfaceView()));
        w.resize(1024, 700);
        QListWidget *list = w.surfaceView()->offGridList();
        QTRY_VERIFY(list->viewport()->width() < 300);
        // The benchmark's off-grid configurations and the MLPerf HPC systems' beside them (shown by default).
        int hpcOffGrid = 0;
        for (const analysis::SurfacePlacement &p : w.analysis()->current()->hpcSurface)
            hpcOffGrid += p.offGrid == analysis::OffGrid::On ? 0 : 1;
        QVERIFY(hpcOffGrid > 0);
        QCOMPARE(list->count(), w.analysis()->current()->coverage.offGrid + hpcOffGrid);
        QVERIFY(list->count() > 0);
        // The status says where they are drawn as the chart draws them: beyond the grid, a negative
        // ε alone at the bottom edge (it said all of them were at the edge).
        const QString status = w.surfaceView()->findChild<QLabel *>(QStringLiteral("chartStatus"))->text();
        QVERIFY2(status.contains(QStringLiteral("%1 of them lie outside ε 10⁻⁸…10⁻¹, beyond the shaded grid (a negative ε at the "
                                                "bottom edge).")
                                     .arg(w.analysis()->current()->coverage.offGrid)),
                 qPrintable(status));
        const QFontMetrics fm(list->font());
        const auto everyLineFits = [&]() {
            for (int i = 0; i < list->count(); ++i) {
                const QStringList lines = list->item(i)->text().split(QLatin1Char('\n'));
                if (lines.size() < 3)
                    return false;
                for (const QString &line : lines)
                    if (fm.horizontalAdvance(line) > list->viewport()->width())
                        return false;
            }
            return true;
        };
        QTRY_VERIFY(everyLineFits());
        QListWidgetItem *first = list->item(0);
        const QString id = first->data(Qt::UserRole).toString();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(first).center());
        QTRY_VERIFY(w.selection()->ids().contains(id)); // one click, as on a chart's point
        QListWidgetItem *second = list->item(1);
        QVERIFY(second);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualItemRect(second).center());
        QTRY_COMPARE(w.selection()->current(), second->data(Qt::UserRole).toString());
    }

    // In a 1024 × 700 window every legend entry of the scaling chart (26 for the sample's ResNet)
    // is drawn inside the chart, none cut at its bottom.
    void everyLegendEntryFitsASmallWindow()
    {
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        w.resize(1024, 700);
        charts::ChartPanel *panel = w.scalingView()->panel();
        QTRY_VERIFY(panel->chart()->size().height() < 600);
        const auto lowest = [panel]() {
            qreal bottom = 0;
            for (const QRectF &r : charts::legendEntryRects(panel->chart()))
                bottom = std::max(bottom, r.bottom());
            return bottom;
        };
        QTRY_VERIFY2(charts::legendEntryRects(panel->chart()).size() >= 24,
                     qPrintable(QString::number(charts::legendEntryRects(panel->chart()).size())));
        QTRY_VERIFY2(lowest() <= panel->chart()->size().height(),
                     qPrintable(QStringLiteral("%1 > %2").arg(lowest()).arg(panel->chart()->size().height())));
    }

    // Export… ▸ Image on the clipboard (chosen from the keyboard): the chart lands on the clipboard at
    // the chosen size and the status bar says so; for CSV the size fields are off (they mean nothing).
    void exportCopiesTheChartToTheClipboard()
    {
        QSettings().setValue(QStringLiteral("export/format"), QStringLiteral("png"));
        QSettings().setValue(QStringLiteral("export/width"), 800);
        QSettings().setValue(QStringLiteral("export/height"), 500);
        QSettings().setValue(QStringLiteral("export/dpi"), 96);
        MainWindow w;
        QVERIFY(showSample(w, w.scalingView()));
        QApplication::clipboard()->clear();
        bool sizesOffForCsv = false;
        QTimer::singleShot(400, &w, [&]() {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QComboBox *format = test::comboLabelled(dialog, QStringLiteral("Format:"));
            QVERIFY(format);
            format->setFocus();
            QTest::keyClick(format, Qt::Key_End); // the clipboard, last; CSV just before it
            QTest::keyClick(format, Qt::Key_Up);
            QCOMPARE(format->currentData().toString(), QStringLiteral("csv"));
            const auto boxes = dialog->findChildren<QSpinBox *>();
            sizesOffForCsv =
                !boxes.isEmpty() && std::none_of(boxes.cbegin(), boxes.cend(), [](QSpinBox *b) { return b->isEnabled(); });
            QTest::keyClick(format, Qt::Key_Down);
            QCOMPARE(format->currentText(), QStringLiteral("Image on the clipboard"));
            QTest::keyClick(format, Qt::Key_Return);
        });
        QToolButton *button = nullptr;
        for (QToolButton *b : w.scalingView()->findChildren<QToolButton *>(QStringLiteral("exportButton")))
            if (b->isVisible())
                button = b;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_VERIFY(!QApplication::clipboard()->image().isNull());
        QVERIFY(sizesOffForCsv);
        QCOMPARE(QApplication::clipboard()->image().size(), QSize(800, 500));
        QTRY_VERIFY2(w.statusBar()->currentMessage().contains(QLatin1String("clipboard")),
                     qPrintable(w.statusBar()->currentMessage()));
    }

    // Export… ▸ Plotted data (CSV) writes the rows plotted, from every analysis chart, and the
    // status bar says where the file went.
    void everyChartExportsItsPlottedData()
    {
        QTemporaryDir dir;
        QSettings().setValue(QStringLiteral("export/format"), QStringLiteral("csv"));
        QSettings().setValue(QStringLiteral("paths/lastExportFolder"), dir.path());
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        // (tab, its chart page or -1, the CSV's header); the Ranking tab has the Pareto and Stability pages.
        const QList<std::tuple<QWidget *, int, QByteArray>> tabs{
            {w.scalingView(), -1, "series,kind,accelerators,time,configuration_id"},
            {w.surfaceView(), -1, "configuration_id,k,epsilon_eff,off_grid"},
            {w.clustersView(), -1, "configuration_id,cluster,x,y"},
            {w.rankingView(), 0, "configuration_id,accelerators,score_minutes"},
            {w.rankingView(), 1, "cluster,top1_probability,top3_probability,median_rank"}};
        for (const auto &[tab, page, header] : tabs) {
            w.tabs()->setCurrentWidget(tab);
            if (page >= 0) {
                QTabBar *bar = w.rankingView()->chartTabs()->tabBar();
                QTRY_VERIFY(bar->isVisible());
                QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(page).center());
                if (page == 1)
                    QTRY_VERIFY_WITH_TIMEOUT(w.rankingView()->stability() != nullptr, 20000);
            }
            QToolButton *button = nullptr; // the export button on screen (the other page's is hidden)
            QWidget *const view = tab;     // clang 14 cannot capture a structured binding in a lambda (clang 16 can)
            QTRY_VERIFY([&]() {
                for (QToolButton *b : view->findChildren<QToolButton *>(QStringLiteral("exportButton")))
                    if (b->isVisible())
                        button = b;
                return button != nullptr;
            }());
            const QStringList before = QDir(dir.path()).entryList(QDir::Files);
            test::acceptNextDialogs(2);
            QTest::mouseClick(button, Qt::LeftButton);
            QTRY_COMPARE(QDir(dir.path()).entryList(QDir::Files).size(), before.size() + 1);
            const QStringList files = QDir(dir.path()).entryList(QDir::Files);
            QString written;
            for (const QString &f : files)
                if (!before.contains(f))
                    written = f;
            QVERIFY(written.endsWith(QLatin1String(".csv")));
            QFile csv(dir.filePath(written));
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QList<QByteArray> lines = csv.readAll().split('\n');
            QVERIFY2(lines.first().startsWith(header), lines.first().constData());
            QVERIFY2(lines.size() > (page == 1 ? 5 : 20), qPrintable(written + QString::number(lines.size())));
            QVERIFY2(w.statusBar()->currentMessage().contains(written), qPrintable(w.statusBar()->currentMessage()));
        }
    }

    void tabShortcutsSwitchTabs()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.activateWindow();
        QCOMPARE(w.tabs()->currentIndex(), 0);
        QTest::keyClick(&w, Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentIndex(), 1);
        QTest::keyClick(&w, Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentIndex(), 2);
        QTest::keyClick(&w, Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(w.tabs()->currentIndex(), 1);
        QTest::keyClick(&w, Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(w.tabs()->currentIndex(), 0);
    }

    void filterModelPassesTheTester()
    {
        models::ConfigurationTableModel model;
        models::ConfigurationFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setConfigurations(import::importSource(QLatin1String(import::kSamplePath)).dataset.configurations);
        filter.setFieldFilter(models::ConfigurationFilterModel::Round, QStringLiteral("4.0"));
        QCOMPARE(filter.rowCount(), int(36 + 0)); // resnet 4.0 only: the sample's 4.0 rows are resnet
        filter.setText(QStringLiteral("eos"));
        QVERIFY(filter.rowCount() > 0 && filter.rowCount() < 36);
        QSignalSpy changed(&filter, &models::ConfigurationFilterModel::filterChanged);
        filter.clearFilters();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(filter.rowCount(), model.rowCount());
    }
};

QTEST_MAIN(TestAnalysisViews)
#include "tst_analysisviews.moc"
