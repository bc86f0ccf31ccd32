// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Energy to train from power/ logs, against the official summarizer's values and on hand-made
// logs for the cases where its code stops (stop == start) or reads around a gap.
#include "MllogFixture.h"
#include "TestData.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/PowerLog.h"
#include "core/io/CsvReader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scalescope;
using test::mllogLine;

namespace {

QByteArray reading(qint64 t, double watts)
{
    return mllogLine(t, "power_reading", QByteArray::number(watts, 'g', 17));
}

} // namespace

class TestEnergy : public QObject
{
    Q_OBJECT

private slots:
    // The three Lenovo folders with power/ equal official_energy_v5.0.csv (J there, kJ here).
    void v50EqualsOfficialSummarizer()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v5.0/Lenovo")).dataset;
        QFile csv(test::mlperfDir() + QStringLiteral("/official_energy_v5.0.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray bytes = csv.readAll();
        io::CsvReader reader(bytes);
        io::CsvRow row;
        QVERIFY(reader.next(row));
        QCOMPARE(row.fields.join(QLatin1Char(',')), QStringLiteral("round,org,system,benchmark,energy_value,unit"));
        int checked = 0;
        while (reader.next(row)) {
            const QStringList &f = row.fields;
            QCOMPARE(f.value(5), QStringLiteral("J"));
            const QString id = model::makeConfigurationId(f[0], f[1], f[2], f[3]);
            const model::Configuration *c = nullptr;
            for (const model::Configuration &x : ds.configurations)
                if (x.id == id)
                    c = &x;
            QVERIFY2(c, qPrintable(id));
            QVERIFY2(c->energyKj, qPrintable(id));
            const double expectedKj = f[4].toDouble() / 1000;
            QVERIFY2(
                qAbs(*c->energyKj - expectedKj) <= 1e-9 * expectedKj,
                qPrintable(QStringLiteral("%1: %2 vs %3").arg(id).arg(*c->energyKj, 0, 'g', 17).arg(expectedKj, 0, 'g', 17)));
            for (const model::RunRecord &r : c->runs)
                QVERIFY(r.energyKj.has_value() == r.valid);
            ++checked;
        }
        QCOMPARE(checked, 3);
        // The other Lenovo folders have no power/ and so no energy.
        int withEnergy = 0;
        for (const model::Configuration &c : ds.configurations)
            withEnergy += c.energyKj.has_value();
        QCOMPARE(withEnergy, 3);
    }

    // Readings are summed as value × (t − t_prev) from the start line; the mean power over the
    // window times the time to train, times conversion_eff.
    void nodeEnergyByHand()
    {
        QByteArray log = mllogLine(1000, "power_measurement_start", "null") + mllogLine(1000, "conversion_eff", "0.9") +
                         reading(2000, 100) + reading(4000, 200) /* a 2 s gap */ + reading(5000, 300) +
                         mllogLine(5000, "power_measurement_stop", "null") + reading(6000, 999) /* after the stop */;
        model::Diagnostics d;
        const import::PowerFileEnergy e = import::nodeEnergy(log, QStringLiteral("node_0.txt"), 10000, d);
        QVERIFY(e.joules);
        // A = 100×1000 + 200×2000 + 300×1000 = 800000 W·ms over 4000 ms: 200 W mean, 10 s, ×0.9.
        QCOMPARE(*e.joules, 0.9 * 800000.0 * 10000 / 4000 / 1000);
        QVERIFY(d.isEmpty());

        // Lines out of order are sorted by time first; at equal times the file's order stays, so a
        // reading written after the stop line with the stop's time is not counted (as in the tool).
        const QByteArray shuffled = reading(4000, 200) + mllogLine(1000, "power_measurement_start", "null") + reading(2000, 100) +
                                    reading(5000, 300) + mllogLine(5000, "power_measurement_stop", "null") +
                                    mllogLine(1000, "conversion_eff", "0.9");
        QCOMPARE(*import::nodeEnergy(shuffled, QStringLiteral("n"), 10000, d).joules, 0.9 * 800000.0 * 10000 / 4000 / 1000);
        const QByteArray stopFirst = mllogLine(1000, "power_measurement_start", "null") + reading(2000, 100) +
                                     reading(4000, 200) + mllogLine(5000, "power_measurement_stop", "null") + reading(5000, 300);
        QCOMPARE(*import::nodeEnergy(stopFirst, QStringLiteral("n"), 10000, d).joules, 500000.0 * 10000 / 4000 / 1000);
    }

    // Where the official tool divides by zero (a window that stops where it starts, v4.0 smc),
    // the run gets a diagnostic and no energy, and the import carries on.
    void emptyWindowIsADiagnostic()
    {
        const QByteArray log = mllogLine(1000, "power_measurement_start", "null") + reading(1000, 500) +
                               mllogLine(1000, "power_measurement_stop", "null");
        model::Diagnostics d;
        QVERIFY(!import::nodeEnergy(log, QStringLiteral("node_0.txt"), 60000, d).joules);
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].code, QStringLiteral("power.empty_window"));
        QCOMPARE(d[0].file, QStringLiteral("node_0.txt"));

        d.clear();
        QVERIFY(!import::nodeEnergy(reading(1000, 5), QStringLiteral("n"), 1, d).joules);
        QCOMPARE(d.value(0).code, QStringLiteral("power.no_start"));

        // No stop line: the last reading closes the window, as in the tool.
        d.clear();
        const QByteArray open = mllogLine(0, "power_measurement_start", "null") + reading(1000, 10) + reading(2000, 30);
        QCOMPARE(*import::nodeEnergy(open, QStringLiteral("n"), 2000, d).joules,
                 (10.0 * 1000 + 30.0 * 1000) * 2000 / 2000 / 1000);
        QCOMPARE(d.value(0).code, QStringLiteral("power.no_stop"));
    }

    void switchEnergyByHand()
    {
        const QByteArray log = mllogLine(0, "conversion_eff", "0.5") + mllogLine(0, "interconnect_power_est", "400") +
                               mllogLine(0, "interconnect_power_est", "9999");
        model::Diagnostics d;
        QCOMPARE(*import::switchEnergy(log, QStringLiteral("sw_0.txt"), 30000, d).joules, 0.5 * 400 * 30000 / 1000);
    }

    // A tree: node and switch files of every run are summed; the folder's energy is trimmed by
    // run time, not by energy; a run whose window is empty leaves the folder without energy.
    void treeEnergy()
    {
        QTemporaryDir tmp;
        const QString bench = tmp.filePath(QStringLiteral("training_v4.0/Acme/results/sys/resnet"));
        QDir().mkpath(tmp.filePath(QStringLiteral("training_v4.0/Acme/systems")));
        QFile sys(tmp.filePath(QStringLiteral("training_v4.0/Acme/systems/sys.json")));
        QVERIFY(sys.open(QIODevice::WriteOnly));
        sys.write(R"({"submitter": "Acme", "division": "closed", "system_name": "sys", "number_of_nodes": "2",
                     "accelerators_per_node": "8", "accelerator_model_name": "NVIDIA H100-SXM5-80GB"})");
        sys.close();
        const qint64 start = 1700000000000;
        // Five runs of 10..14 minutes; power in inverse order, so trimming by energy would differ.
        for (int i = 0; i < 5; ++i) {
            const qint64 ms = qint64(10 + i) * 60000;
            const QByteArray log =
                test::compliantPreamble(start) + mllogLine(start - 20000, "submission_benchmark", "\"resnet\"") +
                mllogLine(start, "run_start", "null") + test::compliantBlock(start + 500) +
                QByteArray(":::MLLOG {\"namespace\": \"\", \"time_ms\": " + QByteArray::number(start + 1000) +
                           ", \"key\": \"eval_accuracy\", \"value\": 0.76, \"metadata\": {\"epoch_num\": 1}}\n") +
                QByteArray(":::MLLOG {\"namespace\": \"\", \"time_ms\": " + QByteArray::number(start + ms) +
                           ", \"key\": \"run_stop\", \"value\": null, \"metadata\": {\"status\": \"success\"}}\n");
            QDir().mkpath(bench + QStringLiteral("/power/result_%1").arg(i));
            QFile f(bench + QStringLiteral("/result_%1.txt").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(log);
            const double watts = 1000.0 * (5 - i);
            for (int node = 0; node < 2; ++node) {
                QFile p(bench + QStringLiteral("/power/result_%1/node_%2.txt").arg(i).arg(node));
                QVERIFY(p.open(QIODevice::WriteOnly));
                p.write(mllogLine(start, "power_measurement_start", "null") + reading(start + ms, watts) +
                        mllogLine(start + ms, "power_measurement_stop", "null"));
            }
            QFile sw(bench + QStringLiteral("/power/result_%1/sw_0.txt").arg(i));
            QVERIFY(sw.open(QIODevice::WriteOnly));
            sw.write(mllogLine(start, "interconnect_power_est", "100"));
        }
        import::ImportOutcome o = import::MlperfTreeImporter::importPath(bench);
        QCOMPARE(o.dataset.configurations.size(), 1);
        const model::Configuration &c = o.dataset.configurations[0];
        QVERIFY(c.scoreMinutes);
        // Run i: 2 nodes × watts × its seconds + 100 W × its seconds, in kJ.
        auto runKj = [](int i) { return (2 * 1000.0 * (5 - i) + 100) * (10 + i) * 60 / 1000; };
        for (int i = 0; i < 5; ++i)
            QCOMPARE(*c.runs[i].energyKj, runKj(i));
        // Runs 1..3 by time (the fastest, run 0, and the slowest, run 4, go).
        QVERIFY(c.energyKj);
        QCOMPARE(*c.energyKj, (runKj(1) + runKj(2) + runKj(3)) / 3);
        for (const model::Diagnostic &d : o.dataset.diagnostics)
            QVERIFY2(!d.code.startsWith(QLatin1String("fs.stray")), qPrintable(d.code));

        // Run 2's node_1 now stops where it starts: that run has no energy, nor has the folder.
        QFile broken(bench + QStringLiteral("/power/result_2/node_1.txt"));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write(mllogLine(start, "power_measurement_start", "null") + mllogLine(start, "power_measurement_stop", "null"));
        broken.close();
        o = import::MlperfTreeImporter::importPath(bench);
        const model::Configuration &b = o.dataset.configurations[0];
        QVERIFY(b.scoreMinutes);
        QVERIFY(!b.runs[2].energyKj);
        QVERIFY(!b.energyKj);
        bool said = false;
        for (const model::Diagnostic &d : o.dataset.diagnostics)
            said |= d.code == QLatin1String("power.empty_window") && d.file.endsWith(QLatin1String("result_2/node_1.txt"));
        QVERIFY(said);
    }
};

QTEST_GUILESS_MAIN(TestEnergy)
#include "tst_energy.moc"
