// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Official scores from the real MLPerf trees in ../shared/mlperf.
#include "TestData.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/io/CsvReader.h"

#include <QFile>
#include <QHash>
#include <QTest>

using namespace scalescope;

class TestOfficialScores : public QObject
{
    Q_OBJECT

private:
    static model::Dataset importRound(const QString &folder)
    {
        const import::ImportOutcome o = import::MlperfTreeImporter::importPath(test::mlperfDir() + QLatin1Char('/') + folder);
        return o.dataset;
    }

    static const model::Configuration *find(const model::Dataset &ds, const QString &id)
    {
        for (const model::Configuration &c : ds.configurations)
            if (c.id == id)
                return &c;
        return nullptr;
    }

private slots:
    // Every result folder of v1.0 and v5.0 equals the official summarizer's score (no-score folders
    // included), and the accelerator count is the tool's.
    void equalsOfficialSummarizer_data()
    {
        QTest::addColumn<QString>("round");
        QTest::addColumn<int>("folders");
        QTest::addColumn<int>("noScore");
        QTest::newRow("v1.0") << QStringLiteral("1.0") << 43 << 2;
        QTest::newRow("v5.0") << QStringLiteral("5.0") << 134 << 0;
    }
    void equalsOfficialSummarizer()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QFETCH(QString, round);
        QFETCH(int, folders);
        QFETCH(int, noScore);
        const model::Dataset ds = importRound(QStringLiteral("training_v") + round);
        QFile csv(test::mlperfDir() + QStringLiteral("/official_scores_v%1.csv").arg(round));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray bytes = csv.readAll();
        io::CsvReader reader(bytes); // v5.0 quotes system names with commas
        io::CsvRow row;
        QVERIFY(reader.next(row)); // header
        QCOMPARE(row.fields.join(QLatin1Char(',')),
                 QStringLiteral("round,org,system,system_name,benchmark,accelerators,score_minutes"));
        int checked = 0, withoutScore = 0;
        while (reader.next(row)) {
            const QStringList &f = row.fields;
            QCOMPARE(f.size(), 7);
            const QString id = model::makeConfigurationId(f[0], f[1], f[2], f[4]);
            const model::Configuration *c = find(ds, id);
            QVERIFY2(c, qPrintable(QStringLiteral("missing ") + id));
            QCOMPARE(c->systemName, f[3]);
            if (f[6].isEmpty()) {
                QVERIFY2(!c->scoreMinutes, qPrintable(id));
                QVERIFY(!c->scoreMissingReason.isEmpty());
                ++withoutScore;
            } else {
                QVERIFY2(c->scoreMinutes, qPrintable(id + QLatin1Char(' ') + c->scoreMissingReason));
                const double expected = f[6].toDouble();
                // Same arithmetic as the official tool: equal to the last few bits of a double.
                QVERIFY2(qAbs(*c->scoreMinutes - expected) <= 1e-12 * expected,
                         qPrintable(QStringLiteral("%1: %2 vs %3").arg(id).arg(*c->scoreMinutes, 0, 'g', 17).arg(f[6])));
            }
            if (!c->cpuOnly)
                QCOMPARE(c->accelerators.value_or(-1), f[5].toInt());
            ++checked;
        }
        QCOMPARE(checked, folders);
        QCOMPARE(withoutScore, noScore);
        QCOMPARE(ds.configurations.size(), folders);
    }

    // v5.0's dropped runs are the ten the official tool rejects here (README §11.6), for its reasons.
    void v50DropsWhatTheOfficialToolDrops()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds = importRound(QStringLiteral("training_v5.0"));
        QStringList dropped;
        for (const model::Configuration &c : ds.configurations)
            for (const model::RunRecord &r : c.runs)
                if (!r.valid)
                    dropped << c.id + QLatin1Char('/') + r.file + QLatin1Char(' ') + r.dropReason;
        dropped.sort();
        const QStringList expected = {
            QStringLiteral("5.0/Cisco/hpf_n8/bert/result_5.txt target_not_reached"),
            QStringLiteral("5.0/Dell/16xXE9712x4GB200/stable_diffusion/result_9.txt no_run_stop"),
            QStringLiteral("5.0/Dell/2xXE9712x4GB200/bert/result_9.txt target_not_reached"),
            QStringLiteral("5.0/Dell/9xXE9712x4GB200/llama2_70b_lora/result_9.txt no_run_stop"),
            QStringLiteral("5.0/Dell/9xXE9712x4GB200/stable_diffusion/result_9.txt target_not_reached"),
            QStringLiteral("5.0/HPE/HPE-Cray-XD670-H200-SXM5-141GB_n1_24.09/stable_diffusion/result_9.txt no_run_stop"),
            QStringLiteral("5.0/NVIDIA/tyche_ngpu64_ngc25.04_pytorch/bert/result_4.txt target_not_reached"),
            QStringLiteral("5.0/tinycorp/tinybox_green/bert/result_2.txt rule_failed"),
            QStringLiteral("5.0/tinycorp/tinybox_green/retinanet/result_4.txt no_run_stop"),
        };
        QCOMPARE(dropped, expected);
        // tinybox_green's bert run 2: init_stop 32.3 minutes after init_start, the closed limit 30.
        const model::Diagnostic *init = nullptr;
        for (const model::Diagnostic &d : ds.diagnostics)
            if (d.code == QLatin1String("rules.check_failed") && d.args.value(1) == QLatin1String("init_stop"))
                init = &d;
        QVERIFY(init);
        QVERIFY(init->file.endsWith(QLatin1String("tinycorp/results/tinybox_green/bert/result_2.txt")));
        QVERIFY(init->line > 0);
        QCOMPARE(init->args.value(0), QStringLiteral("training_5.0.0/common.yaml"));
        QVERIFY(init->args.value(2).contains(QLatin1String("compile_time_mins")));
    }

    // Every folder of every round gets either a score or the reason it has none.
    void everyFolderIsScored_data()
    {
        QTest::addColumn<QString>("round");
        QTest::addColumn<int>("folders");
        QTest::newRow("v1.0") << QStringLiteral("training_v1.0") << 43;
        QTest::newRow("v3.1") << QStringLiteral("training_v3.1") << 38;
        QTest::newRow("v4.0") << QStringLiteral("training_v4.0") << 36;
        QTest::newRow("v5.0") << QStringLiteral("training_v5.0") << 134;
    }
    void everyFolderIsScored()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QFETCH(QString, round);
        QFETCH(int, folders);
        const model::Dataset ds = importRound(round);
        QCOMPARE(ds.configurations.size(), folders);
        for (const model::Configuration &c : ds.configurations) {
            QVERIFY2(c.scoreMinutes.has_value() != !c.scoreMissingReason.isEmpty(), qPrintable(c.id));
            QVERIFY2(!c.runs.isEmpty(), qPrintable(c.id));
            QVERIFY2(!c.submitter.isEmpty(), qPrintable(c.id));
            QVERIFY2(c.accelerators.has_value(), qPrintable(c.id));
            QCOMPARE(c.id, model::makeConfigurationId(c.round, c.org, c.system, c.benchmark));
        }
        QCOMPARE(ds.count(model::Severity::Error), 0);
    }

    // Hand-derived scores (see the comments) for folders of v3.1 and v4.0.
    void pinnedScores_data()
    {
        QTest::addColumn<QString>("round");
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("minutes");
        QTest::addColumn<QString>("validRuns");
        // v4.0 NVIDIA eos_n8: runs 0-3 reach 0.759 (2.50543, 2.50527, 2.50357, 2.50593 min from
        // run_stop - run_start); run 4 is aborted at 0.75882 -> 1 dropped, so the fastest valid run
        // (2.5035667) goes and the other three are averaged: 2.5055444; times scaling.json's
        // 1.0042232277526395 -> 2.5161259.
        QTest::newRow("eos_n8 scaling+aborted")
            << QStringLiteral("training_v4.0") << QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet") << 2.516125929277694
            << QStringLiteral("1,1,1,1,0");
        // v4.0 tinycorp tinybox_green: result_0 has no run_stop -> dropped; valid 121.51558,
        // 121.94793, 122.01195, 122.26655 -> fastest goes -> mean 122.0754778; no scaling.json.
        QTest::newRow("tinybox no run_stop")
            << QStringLiteral("training_v4.0") << QStringLiteral("4.0/tinycorp/tinybox_green/resnet") << 122.07547777777778
            << QStringLiteral("0,1,1,1,1");
        // v3.1 Dell XE9640x4H100: result_2 aborted at 0.75828; valid 26.74875, 26.77247,
        // 26.83302, 26.82645 -> fastest goes -> mean 26.8106444 x 1.0042232277526395 = 26.9238719.
        QTest::newRow("dell 3.1 scaling+aborted")
            << QStringLiteral("training_v3.1") << QStringLiteral("3.1/Dell/XE9640x4H100-SXM-80GB/resnet") << 26.923871902128372
            << QStringLiteral("1,1,0,1,1");
        // v1.0 Intel 8 nodes (files result_1..5): result_4's run_stop says success but its best
        // eval_accuracy is 0.758861 < 0.759, so it is dropped (no such run exists in the v3.1/v4.0
        // ResNet data).
        QTest::newRow("success without target")
            << QStringLiteral("training_v1.0") << QStringLiteral("1.0/Intel/8-nodes-64s-8376H-tensorflow/resnet")
            << 213.9161777777778 << QStringLiteral("1,1,1,0,1");
    }
    void pinnedScores()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QFETCH(QString, round);
        QFETCH(QString, id);
        QFETCH(double, minutes);
        QFETCH(QString, validRuns);
        const model::Dataset ds = importRound(round);
        const model::Configuration *c = find(ds, id);
        QVERIFY(c);
        QVERIFY(c->scoreMinutes);
        QVERIFY2(qAbs(*c->scoreMinutes - minutes) < 1e-9, qPrintable(QString::number(*c->scoreMinutes, 'g', 17)));
        QStringList valid;
        for (const model::RunRecord &r : c->runs)
            valid << (r.valid ? QStringLiteral("1") : QStringLiteral("0"));
        QCOMPARE(valid.join(QLatin1Char(',')), validRuns);
    }

    void runDetailsAreKept()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds = importRound(QStringLiteral("training_v1.0"));
        const model::Configuration *c = find(ds, QStringLiteral("1.0/Intel/8-nodes-64s-8376H-tensorflow/resnet"));
        QVERIFY(c);
        const model::RunRecord &r4 = c->runs.at(3);
        QCOMPARE(r4.file, QStringLiteral("result_4.txt"));
        QCOMPARE(r4.stopStatus, QStringLiteral("success"));
        QCOMPARE(r4.dropReason, QLatin1String(model::DropReason::TargetNotReached));
        QVERIFY(r4.bestQuality);
        QVERIFY(qAbs(*r4.bestQuality - 0.7588611841201782) < 1e-12);
        QVERIFY(c->cpuOnly);
        QCOMPARE(*c->accelerators, 64); // scaled by processors: 8 nodes x 8 sockets
        // Google's tpu-v4-6912: 864 nodes x 4 = 3456 chips, as the summarizer counts.
        const model::Configuration *tpu = find(ds, QStringLiteral("1.0/Google/tpu-v4-6912-TF/resnet"));
        QVERIFY(tpu);
        QCOMPARE(*tpu->accelerators, 3456);
        QCOMPARE(tpu->hostMemoryGb.value_or(0), 512.0);
        // Identity comes from the folder and file stem; submitter from the JSON.
        const model::Configuration *pcl = find(ds, QStringLiteral("1.0/PCL/CloudBrainII_256_mindspore_close/resnet"));
        QVERIFY(pcl);
        QCOMPARE(pcl->submitter, QStringLiteral("PCL & PKU"));
        QCOMPARE(pcl->division, QStringLiteral("closed"));
    }

    void duplicateLogsAreReported()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const model::Dataset ds = importRound(QStringLiteral("training_v4.0"));
        int duplicates = 0;
        for (const model::Diagnostic &d : ds.diagnostics)
            if (d.code == QLatin1String("log.duplicate")) {
                ++duplicates;
                QVERIFY(d.file.contains(QLatin1String("smc-")));
            }
        // smc-ac-power and smc-dc-power hold 10 identical logs, and the 8-GPU system's 5 logs are also
        // in smc: 15 duplicates (sha1sum over the round's result files agrees).
        QCOMPARE(duplicates, 15);
    }

    void oneSystemOrOrgFolderImports()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const QString org = test::mlperfDir() + QStringLiteral("/training_v4.0/NVIDIA");
        const model::Dataset byOrg = import::MlperfTreeImporter::importPath(org).dataset;
        QVERIFY(!byOrg.isEmpty());
        for (const model::Configuration &c : byOrg.configurations)
            QCOMPARE(c.org, QStringLiteral("NVIDIA"));
        const model::Dataset bySystem =
            import::MlperfTreeImporter::importPath(org + QStringLiteral("/results/eos_n8_ngc24.04_mxnet")).dataset;
        QCOMPARE(bySystem.configurations.size(), 1);
        QCOMPARE(bySystem.configurations[0].id, QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet"));
        QCOMPARE(bySystem.configurations[0].systemName, QStringLiteral("Eos_n8"));
        const model::Dataset byBenchmark =
            import::MlperfTreeImporter::importPath(org + QStringLiteral("/results/eos_n8_ngc24.04_mxnet/resnet")).dataset;
        QCOMPARE(byBenchmark.configurations.size(), 1);
        QCOMPARE(byBenchmark.configurations[0].scoreMinutes, bySystem.configurations[0].scoreMinutes);
    }

    void benchmarkFilterAndRoundOverride()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        import::ImportOptions o;
        o.benchmark = QStringLiteral("bert");
        const model::Dataset bert =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v1.0"), o).dataset;
        QCOMPARE(bert.configurations.size(), 22);
        o.round = QStringLiteral("9.9");
        const model::Dataset other =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v1.0"), o).dataset;
        QCOMPARE(other.configurations.first().round, QStringLiteral("9.9"));
        QVERIFY(!other.configurations.first().scoreVerified); // no target known for round 9.9
    }

    void cancelStopsAndReturnsNothing()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        std::atomic<bool> cancel{false};
        import::ImportOptions o;
        o.cancel = &cancel;
        int calls = 0;
        o.progress = [&](int, int) {
            if (++calls == 3)
                cancel = true;
        };
        const import::ImportOutcome out =
            import::MlperfTreeImporter::importPath(test::mlperfDir() + QStringLiteral("/training_v1.0"), o);
        QVERIFY(out.cancelled);
        QVERIFY(out.dataset.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOfficialScores)
#include "tst_officialscores.moc"
