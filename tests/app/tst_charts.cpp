// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The chart layer and its views, offscreen: series, points, axes, selection, the precision
// what-if, and exports that can be opened.
#include "TestData.h"
#include "app/MainWindow.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/MethodCharts.h"
#include "app/charts/PlotCsv.h"
#include "app/charts/ScalingChartData.h"
#include "app/charts/SurfaceData.h"
#include "app/views/ScalingView.h"
#include "app/views/SurfaceView.h"
#include "core/analysis/ScalingModel.h"
#include "core/i18n/Localization.h"
#include "core/import/SourceImporter.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QDomDocument>
#include <QFile>
#include <QImage>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QLogValueAxis>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>

#include <cmath>

using namespace scalescope;

namespace {

// The embedded sample's ResNet analysis, scaling only (the charts below need no clusters).
analysis::BenchmarkAnalysis sampleResnet()
{
    analysis::AnalysisSettings settings;
    settings.benchmark = QStringLiteral("resnet");
    settings.runMethod = false;
    return *analysis::analyseBenchmark(import::importSource(QLatin1String(import::kSamplePath)).dataset, settings);
}

QList<QXYSeries *> seriesNamed(QChart *chart, const QString &objectName)
{
    QList<QXYSeries *> out;
    for (QAbstractSeries *s : chart->series())
        if (s->objectName() == objectName)
            out << qobject_cast<QXYSeries *>(s);
    return out;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeChartTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void scalingDataFromTheSample()
    {
        const analysis::BenchmarkAnalysis resnet = sampleResnet();
        QCOMPARE(resnet.configurations.size(), 95);
        const charts::ScalingChartData d =
            charts::buildScalingChartData(resnet, charts::ScalingMetric::TimeToTrain, charts::ScalingGrouping::CatalogEntry);
        QCOMPARE(d.pointCount(), 95); // every ResNet configuration has a score and a count
        QStringList names;
        QMap<QString, int> seriesOfModel;
        for (const charts::ScalingSeriesData &s : d.series) {
            names << s.name;
            ++seriesOfModel[s.styleKey];
        }
        // Every round of a model is a series of its own, with its own fit and the round in its name.
        QVERIFY2(names.contains(QStringLiteral("NVIDIA H100 SXM5 80GB · v4.0")), qPrintable(names.join(u'|')));
        QVERIFY(names.contains(QStringLiteral("NVIDIA H100 SXM5 80GB · v3.1")));
        QCOMPARE(d.series.size(), resnet.scaling.series.size() -
                                      int(std::count_if(resnet.scaling.series.cbegin(), resnet.scaling.series.cend(),
                                                        [](const analysis::ScalingSeries &s) { return s.members.isEmpty(); })));
        QVERIFY(std::any_of(seriesOfModel.cbegin(), seriesOfModel.cend(), [](int n) { return n > 1; }));
        for (const charts::ScalingSeriesData &s : d.series) {
            if (!s.name.startsWith(QLatin1String("NVIDIA H100 SXM5 80GB · v4.0")))
                continue;
            QVERIFY(s.epsilon && s.r2);
            QVERIFY(!s.ideal.isEmpty() && !s.fit.isEmpty());
            // ideal time halves when accelerators double
            QVERIFY(std::abs(s.ideal[1].y() * 2 - s.ideal[0].y()) < 1e-9 * s.ideal[0].y());
        }
        // efficiency: only configurations with a reference have one
        const charts::ScalingChartData e =
            charts::buildScalingChartData(resnet, charts::ScalingMetric::Efficiency, charts::ScalingGrouping::Round);
        QVERIFY(e.pointCount() < 95);
        QCOMPARE(e.series.size(), 3); // rounds 1.0, 3.1, 4.0
    }

    void scalingChartSeriesAndAxes()
    {
        const analysis::BenchmarkAnalysis resnet = sampleResnet();
        const charts::ScalingChartData d =
            charts::buildScalingChartData(resnet, charts::ScalingMetric::TimeToTrain, charts::ScalingGrouping::CatalogEntry);
        std::unique_ptr<QChart> chart(charts::createScalingChart(d));
        const QList<QXYSeries *> points = seriesNamed(chart.get(), QStringLiteral("points"));
        QCOMPARE(points.size(), d.series.size());
        int total = 0;
        for (QXYSeries *s : points) {
            total += int(s->count());
            QCOMPARE(s->property("ids").toStringList().size(), s->count());
            QVERIFY(s->pen().style() == Qt::NoPen); // light markers, no line
        }
        QCOMPARE(total, 95);
        QVERIFY(!seriesNamed(chart.get(), QStringLiteral("ideal")).isEmpty());
        QVERIFY(!seriesNamed(chart.get(), QStringLiteral("fit")).isEmpty());
        auto *x = qobject_cast<QLogValueAxis *>(chart->axes(Qt::Horizontal).first());
        auto *y = qobject_cast<QLogValueAxis *>(chart->axes(Qt::Vertical).first());
        QVERIFY(x && y);
        QCOMPARE(x->base(), 10.0);                     // labelled at 1, 2, 5 × 10ⁿ by AxisTicks
        QVERIFY(x->min() <= 2 && x->max() >= 3584);    // 2 to 3,584 accelerators in the sample
        QVERIFY(y->min() < 0.183 && y->max() > 943.9); // fastest and slowest ResNet times
        bool legendHasEpsilon = false;
        for (QXYSeries *s : points)
            legendHasEpsilon = legendHasEpsilon || s->name().contains(QStringLiteral("(ε "));
        QVERIFY(legendHasEpsilon);
    }

    // Every cluster in the legend has its points drawn: rows with missing features (CPU-only systems,
    // IPUs) are projected from the features they have and drawn pale, in their cluster's group.
    void everyClusterInTheLegendIsDrawn()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        model::Dataset data;
        for (const QString &round :
             {QStringLiteral("training_v1.0"), QStringLiteral("training_v3.1"), QStringLiteral("training_v4.0")})
            data.merge(import::importSource(QDir(test::mlperfDir()).filePath(round)).dataset);
        analysis::AnalysisSettings settings;
        settings.benchmark = QStringLiteral("resnet");
        const auto analysis = analysis::analyseBenchmark(data, settings);
        QVERIFY(analysis && analysis->method);
        QChartView view(charts::createClusterScatter(*analysis)); // as shown: legend markers have their visibility
        view.resize(900, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QChart *chart = view.chart();
        QMap<int, int> drawn;
        int pale = 0;
        for (QXYSeries *s : seriesNamed(chart, QStringLiteral("clusterPoints"))) {
            drawn[s->property(charts::kLegendGroupProperty).toInt()] += int(s->count());
            if (s->name().isEmpty())
                pale += int(s->count());
        }
        QVERIFY2(pale > 0, "the shared rounds have configurations with missing features");
        int legendEntries = 0;
        for (QLegendMarker *m : chart->legend()->markers())
            legendEntries += m->isVisible() && m->series()->objectName() == QLatin1String("clusterPoints") ? 1 : 0;
        QCOMPARE(legendEntries, int(analysis->method->clusters.size()));
        for (const analysis::ClusterProfile &p : analysis->method->clusters)
            QCOMPARE(drawn.value(p.id), p.size); // on principal components every row has a place
    }

    void precisionFactorMovesPointsByTheFormula()
    {
        charts::EfficiencySurfaceChart chart;
        chart.setPoints({{QStringLiteral("a"), 100, 0.01, {}, false},
                         {QStringLiteral("b"), 8, 1e-4, {}, false},
                         {QStringLiteral("neg"), 4, -0.02, {}, false},
                         {QStringLiteral("high"), 16, 0.3, {}, false}});
        QCOMPARE(chart.onGridSeries()->count(), 2);
        QCOMPARE(chart.offGridSeries()->count(), 2); // outside 1e-8..1e-1, drawn apart
        auto *x = qobject_cast<QLogValueAxis *>(chart.axes(Qt::Horizontal).first());
        auto *y = qobject_cast<QLogValueAxis *>(chart.axes(Qt::Vertical).first());
        // A negative ε has no place on a log axis: it sits on the bottom edge; ε = 0.3 is drawn where it is.
        QCOMPARE(chart.offGridSeries()->at(0).y(), y->min());
        QCOMPARE(chart.offGridSeries()->at(1).y(), 0.3);
        chart.setPrecisionFactor(4);
        const QList<QPointF> shifted = chart.shiftedPositions();
        QCOMPARE(shifted.size(), 3);
        QCOMPARE(shifted[0].x(), 100.0);
        QVERIFY(std::abs(shifted[0].y() - 4 * 0.01 / (4 * 0.01 + 0.99)) < 1e-15);
        QVERIFY(std::abs(shifted[1].y() - 4e-4 / (4e-4 + 1 - 1e-4)) < 1e-15);
        QCOMPARE(chart.shiftedSeries()->count(), 3);
        QCOMPARE(chart.arrowCount(), 3); // the negative ε has no target
        // The default view holds every point and every target (ε' = 0.63 for "high"), unclamped.
        for (const QPointF &p : shifted + QList<QPointF>{{100, 0.01}, {8, 1e-4}, {16, 0.3}})
            QVERIFY2(p.x() >= x->min() && p.x() <= x->max() && p.y() >= y->min() && p.y() <= y->max(),
                     qPrintable(QStringLiteral("%1 %2 outside %3..%4").arg(p.x()).arg(p.y()).arg(y->min()).arg(y->max())));
        QVERIFY(x->max() < 1e4 && y->min() > 1e-7); // and no more than that: not the whole grid
        chart.setWholeGrid(true);
        QCOMPARE(x->min(), charts::EfficiencySurfaceChart::kMinK);
        QCOMPARE(x->max(), charts::EfficiencySurfaceChart::kMaxK);
        QCOMPARE(y->min(), charts::EfficiencySurfaceChart::kMinEpsilon);
        QCOMPARE(y->max(), charts::EfficiencySurfaceChart::kMaxEpsilon);
        chart.setWholeGrid(false);
        // A factor below 1 (a slower compute phase) is a what-if too: ε falls.
        chart.setPrecisionFactor(0.5);
        QCOMPARE(chart.shiftedPositions().size(), 3);
        QVERIFY(chart.shiftedPositions()[0].y() < 0.01);
        chart.setPrecisionFactor(1);
        QCOMPARE(chart.shiftedSeries()->count(), 0);
        QCOMPARE(chart.isoSeries().size(), 5);
        for (QXYSeries *iso : chart.isoSeries()) // every iso point has E on its line
            for (const QPointF &p : iso->points()) {
                const double e = iso->name().mid(4).toDouble();
                QVERIFY(std::abs(analysis::amdahlEfficiency(p.x(), p.y()) - e) < 1e-9);
            }
    }

    // On a range line, another row's point 6 px away does not take the pointer (the rank ranges'
    // rows are 13 px apart in a short window, and the pointer on one row's line named the next
    // row's configuration); on the point's mark it does.
    void aPointBesideARangeLineLeavesItTheLine()
    {
        auto *chart = new QChart;
        auto *x = new QValueAxis;
        auto *y = new QValueAxis;
        x->setRange(0, 10);
        y->setRange(0, 2);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        auto *line = new QLineSeries;
        line->append(0, 1);
        line->append(10, 1);
        line->setProperty(charts::kHitIdProperty, QStringLiteral("line"));
        QXYSeries *point = charts::createPointSeries(QStringLiteral("p"), {QPointF(5, 1)}, Qt::red, {QStringLiteral("point")});
        for (QXYSeries *s : {static_cast<QXYSeries *>(line), point}) {
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        charts::ChartPanel panel;
        panel.resize(500, 400);
        panel.setChart(chart);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const auto mark = panel.pointPosition(QStringLiteral("point"));
        QVERIFY(mark);
        QTest::mouseMove(panel.view()->viewport(), *mark + QPoint(6, 0));
        QTRY_COMPARE(panel.hovered(), QStringLiteral("line"));
        QTest::mouseMove(panel.view()->viewport(), *mark + QPoint(1, 1));
        QTRY_COMPARE(panel.hovered(), QStringLiteral("point"));
    }

    void exportsCanBeOpened()
    {
        const analysis::BenchmarkAnalysis resnet = sampleResnet();
        const charts::ScalingChartData d =
            charts::buildScalingChartData(resnet, charts::ScalingMetric::TimeToTrain, charts::ScalingGrouping::CatalogEntry);
        const charts::ChartMaker make = [d]() { return charts::createScalingChart(d); }; // never shown before export
        QTemporaryDir dir;
        QString error;
        const charts::ExportSize size{1200, 800, 144};
        QVERIFY2(charts::exportPng(make, dir.filePath(QStringLiteral("c.png")), size, &error), qPrintable(error));
        QImage png(dir.filePath(QStringLiteral("c.png")));
        QCOMPARE(png.size(), QSize(1200, 800));
        QCOMPARE(png.dotsPerMeterX(), qRound(144 / 0.0254));
        // plot pixels: the marker colours appear, not only white and grey
        int coloured = 0;
        for (int yy = 0; yy < png.height(); yy += 3)
            for (int xx = 0; xx < png.width(); xx += 3) {
                const QColor c = png.pixelColor(xx, yy);
                coloured += c.saturation() > 120 ? 1 : 0;
            }
        QVERIFY2(coloured > 200, qPrintable(QString::number(coloured)));

        QVERIFY(charts::exportSvg(make, dir.filePath(QStringLiteral("c.svg")), size, QStringLiteral("My title"),
                                  QStringLiteral("My description"), &error));
        QFile svg(dir.filePath(QStringLiteral("c.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QDomDocument doc;
        QVERIFY(doc.setContent(&svg));
        QCOMPARE(doc.documentElement().firstChildElement(QStringLiteral("title")).text(), QStringLiteral("My title"));
        QCOMPARE(doc.documentElement().firstChildElement(QStringLiteral("desc")).text(), QStringLiteral("My description"));

        QVERIFY(charts::exportPdf(make, dir.filePath(QStringLiteral("c.pdf")), size, QStringLiteral("PDF title"), &error));
        QFile pdf(dir.filePath(QStringLiteral("c.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        const QByteArray pdfBytes = pdf.readAll();
        QVERIFY(pdfBytes.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 2000);
        // 1200 × 800 px at 144 dpi: a 600 × 400 pt page, laid out as the PNG (text as on screen, not 9 pt on 1200 pt)
        QVERIFY2(pdfBytes.contains("/MediaBox [0 0 600.000000 400.000000]"), "page size");

        // SVG text: one <text> per label, so ε stays inside its word in any viewer.
        analysis::AnalysisSettings surfaceSettings;
        surfaceSettings.runMethod = false;
        const auto sampleAnalysis =
            analysis::analyseBenchmark(import::importSource(QLatin1String(import::kSamplePath)).dataset, surfaceSettings);
        const QList<charts::SurfacePoint> surfacePoints = charts::buildSurfacePoints(*sampleAnalysis);
        QVERIFY(charts::exportSvg(
            [surfacePoints]() {
                auto *c = new charts::EfficiencySurfaceChart;
                c->setPoints(surfacePoints);
                return static_cast<QChart *>(c);
            },
            dir.filePath(QStringLiteral("s.svg")), size, {}, {}, &error));
        QFile surfaceSvg(dir.filePath(QStringLiteral("s.svg")));
        QVERIFY(surfaceSvg.open(QIODevice::ReadOnly));
        const QString svgText = QString::fromUtf8(surfaceSvg.readAll());
        QVERIFY2(svgText.contains(QStringLiteral(">configurations (k, ε_eff)</text>")), "ε_eff split across <text> runs");
        QVERIFY(svgText.contains(QStringLiteral(">Efficiency surface E(k, ε) = 1/(k·ε + 1 − ε)</text>")));
        QVERIFY(!charts::exportChart(make, dir.filePath(QStringLiteral("c.bmp")), size, {}, {}, &error));

        const QByteArray csv = charts::scalingCsv(d);
        QVERIFY(csv.startsWith("series,kind,accelerators,time,configuration_id\n"));
        QCOMPARE(csv.count("point,"), 95);
        analysis::AnalysisSettings settings;
        settings.runMethod = false;
        const auto sample =
            analysis::analyseBenchmark(import::importSource(QLatin1String(import::kSamplePath)).dataset, settings);
        const QByteArray surface = charts::surfaceCsv(charts::buildSurfacePoints(*sample), 4);
        QVERIFY(surface.startsWith("configuration_id,k,epsilon_eff,off_grid"));
    }

    void koreanExportHasHangul()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("ko.svg"));
        QProcess p;
        p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                {QStringLiteral("export"), QLatin1String(import::kSamplePath), QStringLiteral("--chart"),
                 QStringLiteral("scaling"), QStringLiteral("--lang"), QStringLiteral("ko"), QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(f.readAll());
        QVERIFY(svg.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]")))); // Korean axis titles
        // usage errors
        QProcess bad;
        bad.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                  {QStringLiteral("export"), QLatin1String(import::kSamplePath), QStringLiteral("--chart"), QStringLiteral("pie"),
                   QStringLiteral("--out"), out});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
