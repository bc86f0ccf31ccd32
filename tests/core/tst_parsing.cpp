// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The small rules the importer stands on: units, rounds, quality targets, the olympic mean.
#include "core/import/MlperfTreeImporter.h"
#include "core/import/ResultLogParser.h"
#include "core/import/UnitParsing.h"
#include "core/model/Diagnostic.h"
#include "core/rules/OfficialScore.h"
#include "core/rules/QualityTargets.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace scalescope;

class TestParsing : public QObject
{
    Q_OBJECT

    static model::RunRecord run(double minutes, bool valid = true)
    {
        model::RunRecord r;
        r.minutes = minutes;
        r.valid = valid;
        return r;
    }

private slots:
    void capacities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("gb"); // -1 = unknown
        QTest::newRow("80 GB") << "80 GB" << 80.0;
        QTest::newRow("80GB") << "80GB" << 80.0;
        QTest::newRow("80G") << "80G" << 80.0;
        QTest::newRow("MiB") << "81559 MiB" << 81559 * 1048576.0 / 1e9;
        QTest::newRow("TB") << "2.0 TB" << 2000.0;
        QTest::newRow("TiB") << "3.0 TiB" << 3.0 * 1099511627776.0 / 1e9;
        QTest::newRow("GiB") << "384 GiB" << 384 * 1.073741824;
        QTest::newRow("dimms") << "24 x 32GB RDIMM, 3200MT/s, Dual Rank" << 768.0;
        QTest::newRow("2x") << "2x 24 GB" << 48.0;
        QTest::newRow("fraction") << "22.056640625 GB" << 22.056640625;
        QTest::newRow("N/A") << "N/A" << -1.0;
        QTest::newRow("empty") << "" << -1.0;
        QTest::newRow("no unit") << "80" << -1.0;
        QTest::newRow("words") << "lots" << -1.0;
    }
    void capacities()
    {
        QFETCH(QString, text);
        QFETCH(double, gb);
        const auto v = import::parseCapacityGb(text);
        if (gb < 0) {
            QVERIFY(!v);
        } else {
            QVERIFY(v);
            QVERIFY2(qAbs(*v - gb) < 1e-9 * gb, qPrintable(QString::number(*v)));
        }
    }

    void countsAndPlaceholders()
    {
        QCOMPARE(import::parseCount(QStringLiteral("8")).value_or(-1), 8);
        QCOMPARE(import::parseCount(QStringLiteral(" 864 ")).value_or(-1), 864);
        QCOMPARE(import::parseCount(QStringLiteral("1.0")).value_or(-1), 1);
        QVERIFY(!import::parseCount(QStringLiteral("2.5")));
        QVERIFY(!import::parseCount(QStringLiteral("TODO")));
        for (const char *p : {"", "TODO", "N/A", "-", "none", " n/a "})
            QVERIFY2(import::isPlaceholder(QLatin1String(p)), p);
        QVERIFY(!import::isPlaceholder(QStringLiteral("TPU")));
    }

    void availabilityAndDivision()
    {
        for (const char *s : {"onprem", "available", "Available on premise", "Available on-premise", "available on premise"})
            QCOMPARE(import::normaliseAvailability(QLatin1String(s)), QStringLiteral("onprem"));
        for (const char *s : {"cloud", "Cloud", "Available cloud", "Available Cloud", "Available in cloud"})
            QCOMPARE(import::normaliseAvailability(QLatin1String(s)), QStringLiteral("cloud"));
        QCOMPARE(import::normaliseAvailability(QStringLiteral("preview")), QStringLiteral("preview"));
        QCOMPARE(import::normaliseAvailability(QStringLiteral("research")), QStringLiteral("research"));
        QCOMPARE(import::normaliseAvailability(QStringLiteral("maybe")), QString());
        QCOMPARE(import::normaliseDivision(QStringLiteral("close")), QStringLiteral("closed"));
        QCOMPARE(import::normaliseDivision(QStringLiteral("Open")), QStringLiteral("open"));
    }

    void roundFromPaths()
    {
        QCOMPARE(import::roundFromPath(QStringLiteral("/data/training_results_v4.0/NVIDIA")), QStringLiteral("4.0"));
        QCOMPARE(import::roundFromPath(QStringLiteral("/x/training_v3.1")), QStringLiteral("3.1"));
        QCOMPARE(import::roundFromPath(QStringLiteral("/v1.0/old/training_v4.0/a")), QStringLiteral("4.0"));
        QCOMPARE(import::roundFromPath(QStringLiteral("/home/dev/results")), QString());
        QCOMPARE(import::roundFromPath(QStringLiteral("/opt/lib2.0/x")), QString()); // not a "vX.Y"
    }

    void qualityTargets()
    {
        const rules::QualityTarget *resnet = rules::findQualityTarget(QStringLiteral("4.0"), QStringLiteral("resnet"));
        QVERIFY(resnet);
        QVERIFY(resnet->higherIsBetter());
        QVERIFY(rules::meetsQualityTarget(*resnet, QJsonValue(0.759), std::nullopt));
        QVERIFY(!rules::meetsQualityTarget(*resnet, QJsonValue(0.75899), std::nullopt));
        QVERIFY(!rules::meetsQualityTarget(*resnet, QJsonValue(1.0), std::nullopt));
        QVERIFY(!rules::meetsQualityTarget(*resnet, QJsonValue(QStringLiteral("0.8")), std::nullopt));

        const rules::QualityTarget *rnnt = rules::findQualityTarget(QStringLiteral("1.0"), QStringLiteral("rnnt"));
        QVERIFY(rnnt);
        QVERIFY(!rnnt->higherIsBetter()); // word error rate
        QVERIFY(rules::meetsQualityTarget(*rnnt, QJsonValue(0.058), std::nullopt));
        QVERIFY(!rules::meetsQualityTarget(*rnnt, QJsonValue(0.0581), std::nullopt));
        QVERIFY(!rules::findQualityTarget(QStringLiteral("4.0"), QStringLiteral("gpt3"))->higherIsBetter());
        QVERIFY(rules::findQualityTarget(QStringLiteral("4.0"), QStringLiteral("dlrm_dcnv2"))->higherIsBetter());

        const rules::QualityTarget *mask = rules::findQualityTarget(QStringLiteral("1.0"), QStringLiteral("maskrcnn"));
        QVERIFY(mask);
        const auto obj = [](double bbox, double segm) {
            return QJsonValue(QJsonObject{{QStringLiteral("BBOX"), bbox}, {QStringLiteral("SEGM"), segm}});
        };
        QVERIFY(rules::meetsQualityTarget(*mask, obj(0.38, 0.34), std::nullopt));
        QVERIFY(!rules::meetsQualityTarget(*mask, obj(0.38, 0.33), std::nullopt));

        const rules::QualityTarget *sd = rules::findQualityTarget(QStringLiteral("4.0"), QStringLiteral("stable_diffusion"));
        QVERIFY(sd);
        QCOMPARE(QLatin1String(sd->metricKey), QLatin1String("aggregated_eval_accuracy"));
        QVERIFY(rules::meetsQualityTarget(
            *sd, QJsonValue(QJsonObject{{QStringLiteral("FID"), 80.0}, {QStringLiteral("CLIP"), 0.2}}), {}));
        QVERIFY(!rules::meetsQualityTarget(
            *sd, QJsonValue(QJsonObject{{QStringLiteral("FID"), 95.0}, {QStringLiteral("CLIP"), 0.2}}), {}));

        // v0.7 BERT: the target depends on the global batch size.
        const rules::QualityTarget *bert07 = rules::findQualityTarget(QStringLiteral("0.7"), QStringLiteral("bert"));
        QVERIFY(bert07);
        QVERIFY(!rules::meetsQualityTarget(*bert07, QJsonValue(0.708), 4096.0));
        QVERIFY(rules::meetsQualityTarget(*bert07, QJsonValue(0.708), 8192.0));

        // ssd folders use retinanet's target where the table names it so.
        QVERIFY(rules::findQualityTarget(QStringLiteral("5.0"), QStringLiteral("ssd")));
        QVERIFY(!rules::findQualityTarget(QStringLiteral("9.9"), QStringLiteral("resnet")));
    }

    void olympicMean()
    {
        // resnet, 5 runs, none dropped: mean of the middle 3
        rules::OfficialScore s =
            rules::computeOfficialScore({run(5), run(1), run(3), run(2), run(4)}, QStringLiteral("resnet"), 1.0);
        QCOMPARE(s.minutes.value_or(0), 3.0);
        QCOMPARE(s.averaged, 3);
        QCOMPARE(s.fastestLeftOut, 1);
        QCOMPARE(s.slowestLeftOut, 1);
        // one dropped: the fastest valid run goes, the remaining 3 slowest are averaged
        s = rules::computeOfficialScore({run(5), run(1), run(3), run(2), run(9, false)}, QStringLiteral("resnet"), 2.0);
        QCOMPARE(s.minutes.value_or(0), (2.0 + 3.0 + 5.0) / 3.0 * 2.0);
        QCOMPARE(s.fastestLeftOut, 1); // what the details pane says was left out
        QCOMPARE(s.slowestLeftOut, 0);
        // two dropped: no score
        s = rules::computeOfficialScore({run(5), run(1), run(3), run(2, false), run(9, false)}, QStringLiteral("resnet"), 1.0);
        QVERIFY(!s.minutes);
        QCOMPARE(s.missingReason, QLatin1String(model::ScoreMissing::TooManyDropped));
        // one run only: nothing left after the olympic removal (file count alone is no reason)
        s = rules::computeOfficialScore({run(5)}, QStringLiteral("bert"), 1.0);
        QCOMPARE(s.missingReason, QLatin1String(model::ScoreMissing::TooFewRuns));
        // three runs of five still score: mean of the one in the middle
        s = rules::computeOfficialScore({run(7), run(6), run(8)}, QStringLiteral("resnet"), 1.0);
        QCOMPARE(s.minutes.value_or(0), 7.0);
        // unet3d drops 4 at each end
        QList<model::RunRecord> unet;
        for (int i = 1; i <= 40; ++i)
            unet << run(i);
        s = rules::computeOfficialScore(unet, QStringLiteral("unet3d"), 1.0);
        QCOMPARE(s.minutes.value_or(0), 20.5);
        QCOMPARE(s.averaged, 32);
        QCOMPARE(rules::expectedRunCount(QStringLiteral("unet3d")), 40);
        QVERIFY(!rules::computeOfficialScore({}, QStringLiteral("resnet"), 1).minutes);
    }

    void logLineRules()
    {
        // Everything before the last ":::MLLOG " is stripped; the run is timed as the summarizer
        // times it: the last run_start before the first run_stop.
        const QByteArray text =
            "garbage :::MLLOG junk :::MLLOG {\"time_ms\": 1000, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}\r\n"
            ":::MLLOG {\"time_ms\": 5000, \"key\": \"run_start\", \"value\": null, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 2000, \"key\": \"eval_accuracy\", \"value\": 0.5, \"metadata\": {}}\n"
            ":::MLLOG {\"time_ms\": 61000, \"key\": \"run_stop\", \"value\": null, \"metadata\": {\"status\": \"aborted\"}}\n"
            ":::MLLOG {\"time_ms\": 99000, \"key\": \"run_stop\", \"value\": null, \"metadata\": {\"status\": \"success\"}}";
        const import::ParsedResultLog log = import::parseResultLogBytes(text, QStringLiteral("mem"));
        QCOMPARE(log.mllogLines, 5);
        QCOMPARE(log.runStartMs.value_or(0), 5000);
        QCOMPARE(log.runStopMs.value_or(0), 61000);
        QCOMPARE(log.stopStatus, QStringLiteral("aborted"));
        QCOMPARE(log.qualityValues.size(), 1);
        QCOMPARE(log.bytes, text.size());

        const import::ParsedResultLog v05 = import::parseResultLogBytes(
            ":::MLPv0.5.0 resnet 1543785258.927179813 (benchmark_cnn.py:1271) run_start\n", QStringLiteral("old"));
        QVERIFY(v05.unsupportedFormat);
        QCOMPARE(v05.formatSeen, QStringLiteral(":::MLPv0.5.0"));
    }

    void everyDiagnosticHasAMessage()
    {
        for (const QString &code : model::knownDiagnosticCodes()) {
            const QString text = model::diagnosticMessage(model::Diagnostic{
                QString(), 0, model::Severity::Warning, code, {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}});
            QVERIFY2(!text.startsWith(code), qPrintable(code));
            QVERIFY2(!text.contains(QLatin1String("%1")), qPrintable(code));
        }
    }
};

QTEST_GUILESS_MAIN(TestParsing)
#include "tst_parsing.moc"
