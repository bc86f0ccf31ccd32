// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Finite numbers at the edge of double: scores of DBL_MAX, 1.7e308 and 1.2e308 (where a chart's
// ×1.6 margin overflows), a denormal score, an energy of DBL_MAX, and a probe run whose medians are
// DBL_MAX. Every tab draws (each Scaling metric too), every chart exports, the report is written, and
// a probe run kept in the history never stops the Probe tab from opening.
#include "AppTestSupport.h"
#include "app/charts/ChartExport.h"
#include "app/charts/ChartPanel.h"
#include "app/report/ReportWriter.h"
#include "app/views/ProbeView.h"
#include "app/views/ScalingView.h"
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/import/SourceImporter.h"
#include "core/io/DatasetFormat.h"
#include "core/probe/ProbeRun.h"

#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>

#include <cfloat>
#include <limits>

using namespace scalescope;

class TestExtremeValues : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_dataset, m_probe;

    void drawEveryTab(MainWindow &w)
    {
        QTabBar *bar = w.tabs()->tabBar();
        for (int tab = 0; tab < bar->count(); ++tab) {
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
            QCoreApplication::processEvents();
            for (charts::ChartPanel *panel : w.tabs()->widget(tab)->findChildren<charts::ChartPanel *>())
                if (panel->isVisible())
                    QVERIFY(!panel->view()->grab().isNull());
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        model::Dataset ds = import::importSource(QLatin1String(import::kSamplePath)).dataset;
        QList<model::Configuration> kept;
        const double extremes[] = {DBL_MAX, 1.7e308, 1.2e308, std::numeric_limits<double>::denorm_min(), 1e-300};
        int n = 0;
        for (model::Configuration c : ds.configurations) {
            if (c.benchmark != QLatin1String("resnet"))
                continue;
            if (n < int(std::size(extremes))) {
                c.scoreMinutes = extremes[n];
                c.energyKj = DBL_MAX;
            }
            ++n;
            kept << c;
        }
        ds.configurations = kept;
        ds.diagnostics.clear();
        m_dataset = m_dir.filePath(QStringLiteral("extreme.json"));
        QFile out(m_dataset);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(io::datasetToJson(ds));
        out.close();
        QCOMPARE(*import::importSource(m_dataset).dataset.configurations.first().scoreMinutes, DBL_MAX); // kept as written

        QFile probe(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"));
        QVERIFY(probe.open(QIODevice::ReadOnly));
        QJsonObject run = QJsonDocument::fromJson(probe.readAll()).object();
        QJsonArray tests = run.value(QStringLiteral("tests")).toArray();
        for (int i = 0; i < tests.size(); ++i) {
            QJsonObject t = tests[i].toObject();
            for (const char *key : {"median", "min", "max"})
                if (t.contains(QLatin1String(key)))
                    t.insert(QLatin1String(key), DBL_MAX);
            tests[i] = t;
        }
        run.insert(QStringLiteral("tests"), tests);
        m_probe = m_dir.filePath(QStringLiteral("probe.json"));
        QVERIFY(test::writeJson(m_probe, run));
    }

    void everyChartDrawsAndExports()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        w.openPaths({m_dataset});
        QVERIFY(test::waitForData(w));
        QVERIFY(test::waitForAnalysis(w));
        QString error;
        QVERIFY2(w.probeView()->openRunFile(m_probe, &error), qPrintable(error));
        drawEveryTab(w);

        // Every metric of the Scaling tab, chosen as a person does.
        w.tabs()->setCurrentWidget(w.scalingView());
        auto *metric = w.scalingView()->findChild<QComboBox *>(QStringLiteral("scalingMetric"));
        QVERIFY(metric);
        metric->setFocus();
        for (int i = 0; i < metric->count(); ++i) {
            QTest::keyClick(metric, i == 0 ? Qt::Key_Home : Qt::Key_Down);
            QVERIFY(!w.scalingView()->panel()->view()->grab().isNull());
        }

        // Every chart as exported, the ones not on screen too.
        int exported = 0;
        for (charts::ChartPanel *panel : w.findChildren<charts::ChartPanel *>()) {
            const charts::ChartExportSpec spec = panel->exportSpec();
            if (!spec.make)
                continue;
            const QString png = m_dir.filePath(QStringLiteral("chart%1.png").arg(++exported));
            QVERIFY2(charts::exportChart(spec.make, png, charts::ExportSize{800, 500, 96}, spec.title, spec.description, &error),
                     qPrintable(error));
        }
        QVERIFY(exported >= 8);
    }

    void reportIsWritten()
    {
        const model::Dataset ds = import::importSource(m_dataset).dataset;
        const auto analysis =
            std::make_shared<const analysis::BenchmarkAnalysis>(*analysis::analyseBenchmark(ds, analysis::AnalysisSettings()));
        report::ReportOptions options;
        QString error;
        options.probe = probe::readRunFile(m_probe, &error);
        QVERIFY(options.probe);
        const auto content = report::prepareReport(ds, analysis, options);
        QVERIFY(content);
        QVERIFY2(report::writeReport(*content, m_dir.filePath(QStringLiteral("report.pdf")), &error) > 0, qPrintable(error));
    }

    // The run stays in the history: the next window opens its Probe tab with it.
    void aKeptRunNeverStopsTheProbeTab()
    {
        MainWindow w;
        w.show();
        w.tabs()->setCurrentWidget(w.probeView());
        QCoreApplication::processEvents();
        QVERIFY(!w.probeView()->grab().isNull());
    }
};

QTEST_MAIN(TestExtremeValues)
#include "tst_extremevalues.moc"
