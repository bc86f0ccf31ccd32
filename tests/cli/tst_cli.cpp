// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-cli as a user runs it: exit codes, formats, files, languages.
#include "TestData.h"
#include "buildinfo/BuildInfo.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    static Result cli(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"), args);
        Result r;
        if (!p.waitForFinished(120000))
            return r;
        r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
        r.out = QString::fromUtf8(p.readAllStandardOutput());
        r.err = QString::fromUtf8(p.readAllStandardError());
        return r;
    }

private slots:
    void helpAndVersion()
    {
        Result r = cli({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("import")));
        r = cli({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        // The version and the commit the build was made from ("unknown" where git could not say).
        const QString version =
            QStringLiteral("scalescope-cli %1 (commit %2)")
                .arg(QLatin1String(scalescope::buildinfo::version()), QLatin1String(scalescope::buildinfo::commit()));
        QCOMPARE(r.out.trimmed(), version);
        QCOMPARE(QLatin1String(scalescope::buildinfo::version()), QLatin1String("1.0.0"));
        if (QLatin1String(scalescope::buildinfo::commit()) != QLatin1String("unknown")) {
            // Read from git at build time: a commit of this repository (HEAD when the build was made).
            const QString commit = QString::fromLatin1(scalescope::buildinfo::commit()).section(QLatin1Char('-'), 0, 0);
            QCOMPARE(commit.size(), 12);
            QProcess git;
            git.start(QStringLiteral("git"),
                      {QStringLiteral("-C"), QStringLiteral(SCALESCOPE_SOURCE_DIR), QStringLiteral("cat-file"),
                       QStringLiteral("-e"), commit + QLatin1String("^{commit}")});
            QVERIFY(git.waitForFinished(30000));
            QVERIFY2(git.exitCode() == 0, qPrintable(commit));
        }
        r = cli({QStringLiteral("import"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("--format")));
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(cli({}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("frobnicate")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("import")}).exitCode, 2);
        QCOMPARE(
            cli({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("xml"), QStringLiteral("/tmp")}).exitCode,
            2);
        QCOMPARE(cli({QStringLiteral("import"), QStringLiteral("--no-such-option"), QStringLiteral("/tmp")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("import"), QStringLiteral("/tmp")}).exitCode,
                 2);
    }

    void nothingImportedExitsOne()
    {
        QTemporaryDir dir;
        const Result r = cli({QStringLiteral("import"), dir.path()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("holds no MLPerf results: expected <org>/results/")), qPrintable(r.err));
        // A tree without a round in its path: what to do next.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("Org/results/sys/resnet")));
        QFile log(dir.filePath(QStringLiteral("Org/results/sys/resnet/result_0.txt")));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.close();
        const Result tree = cli({QStringLiteral("import"), dir.path()});
        QCOMPARE(tree.exitCode, 1);
        QVERIFY2(tree.err.contains(QLatin1String("--round")), qPrintable(tree.err));
        const Result ko = cli({QStringLiteral("import"), QStringLiteral("--lang"), QStringLiteral("ko"), dir.path()});
        QCOMPARE(ko.exitCode, 1);
        QVERIFY(ko.err.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
    }

    void csvOfARound()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("v1.csv"));
        const Result r = cli({QStringLiteral("import"), scalescope::test::mlperfDir() + QStringLiteral("/training_v1.0"),
                              QStringLiteral("--benchmark"), QStringLiteral("resnet"), QStringLiteral("--format"),
                              QStringLiteral("csv"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.takeFirst(), QStringLiteral("# scalescope.dataset/1"));
        QVERIFY(lines.first().startsWith(
            QStringLiteral("id,round,org,submitter,system,system_name,benchmark,division,availability,nodes,"
                           "accelerator,accelerators_per_node,accelerators,accelerator_memory_gb,host_cpu,"
                           "host_cpus_per_node,host_cores_per_cpu,host_memory_gb,interconnect,framework,"
                           "run_minutes,runs_valid,score_minutes,scaling_factor,")));
        QVERIFY(lines.first().contains(QLatin1String(",run_files,")));
        QVERIFY(lines.first().contains(QLatin1String(",run_drop_reasons,")));
        QVERIFY(lines.first().contains(QLatin1String(",score_missing_reason,")));
        QVERIFY(lines.first().contains(QLatin1String(",host_memory_capacity_raw")));
        QCOMPARE(lines.size(), 1 + 21);
        bool found = false;
        for (const QString &line : lines) {
            if (!line.startsWith(QLatin1String("1.0/NVIDIA/dgxa100_n8_ngc21.05_mxnet/resnet,")))
                continue;
            found = true;
            QVERIFY(line.contains(QLatin1String(",4.909311111111111,1,")) || line.contains(QLatin1String(",4.90931111111111")));
            QVERIFY(line.contains(QLatin1String(",1;1;1;1;1,")));
        }
        QVERIFY(found);
    }

    void readsEveryFormatAndWritesTheDatasetBack()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("v4.json"));
        QCOMPARE(cli({QStringLiteral("import"), scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp"),
                      QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--out"), json})
                     .exitCode,
                 0);
        const Result fromJson = cli({QStringLiteral("import"), json, QStringLiteral("--format"), QStringLiteral("csv")});
        QCOMPARE(fromJson.exitCode, 0);
        QVERIFY(fromJson.out.contains(QLatin1String("4.0/tinycorp/tinybox_green/resnet,")));
        const Result table =
            cli({QStringLiteral("import"),
                 scalescope::test::mlperfDir() + QStringLiteral("/flat_tables/training_results_v1.1_NVIDIA_summarizer.csv"),
                 QStringLiteral("--benchmark"), QStringLiteral("resnet")});
        QCOMPARE(table.exitCode, 0);
        QVERIFY(table.out.contains(QLatin1String("1.1/NVIDIA/dgxa100_n128_ngc21.09_mxnet/resnet")));
        QVERIFY(!table.out.contains(QLatin1String("/bert ")));
    }

    void analyze()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const QString v4 = scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("a.json"));
        Result r = cli(
            {QStringLiteral("analyze"), v4, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"schema\": \"scalescope.analysis/1\""));
        r = cli({QStringLiteral("analyze"), v4, scalescope::test::mlperfDir() + QStringLiteral("/training_v1.0")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains(QLatin1String("analysing resnet"))); // says which benchmark it chose
        QVERIFY(r.out.contains(QLatin1String("fit amdahl")));
        QCOMPARE(cli({QStringLiteral("analyze"), v4, QStringLiteral("--scope"), QStringLiteral("galaxy")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), v4, QStringLiteral("--benchmark"), QStringLiteral("gpt3")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("analyze")}).exitCode, 2);
        // the method's options
        r = cli({QStringLiteral("analyze"), v4, QStringLiteral("--k"), QStringLiteral("auto"), QStringLiteral("--algorithm"),
                 QStringLiteral("ward"), QStringLiteral("--weights"), QStringLiteral("time=3,efficiency=1"),
                 QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("\"algorithm\": \"ward\"")));
        QVERIFY(r.out.contains(QLatin1String("\"recommendation\"")));
        QCOMPARE(cli({QStringLiteral("analyze"), v4, QStringLiteral("--k"), QStringLiteral("zero")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), v4, QStringLiteral("--weights"), QStringLiteral("speed=1")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), v4, QStringLiteral("--algorithm"), QStringLiteral("dbscan")}).exitCode, 2);
    }

    // The issue's acceptance check: --stability 2000 --seed 3 twice on the shared ResNet data gives
    // the same bytes, and the top-1 probabilities of configurations and of clusters each sum to 1.
    void stabilityIsReproducible()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QStringList args{QStringLiteral("analyze")};
        for (const char *r : {"/training_v1.0", "/training_v3.1", "/training_v4.0"})
            args << scalescope::test::mlperfDir() + QLatin1String(r);
        args << QStringLiteral("--benchmark") << QStringLiteral("resnet") << QStringLiteral("--stability")
             << QStringLiteral("2000") << QStringLiteral("--seed") << QStringLiteral("3") << QStringLiteral("--format")
             << QStringLiteral("json");
        const Result first = cli(args), second = cli(args);
        QCOMPARE(first.exitCode, 0);
        QCOMPARE(first.out, second.out);
        const QJsonObject stability =
            QJsonDocument::fromJson(first.out.toUtf8()).object().value(QStringLiteral("stability")).toObject();
        QCOMPARE(stability.value(QStringLiteral("draws")).toInt(), 2000);
        QCOMPARE(stability.value(QStringLiteral("seed")).toInteger(), 3);
        for (const char *member : {"configurations", "clusters"}) {
            double sum = 0;
            const QJsonArray rows = stability.value(QLatin1String(member)).toArray();
            QVERIFY(!rows.isEmpty());
            for (const QJsonValue &v : rows) {
                const QJsonObject o = v.toObject();
                sum += o.value(QStringLiteral("top1_probability")).toDouble();
                QVERIFY(o.value(QStringLiteral("rank_p05")).toInt() <= o.value(QStringLiteral("median_rank")).toInt());
                QVERIFY(o.value(QStringLiteral("median_rank")).toInt() <= o.value(QStringLiteral("rank_p95")).toInt());
            }
            QVERIFY2(std::abs(sum - 1) < 1e-9, member);
        }
        QVERIFY(!stability.value(QStringLiteral("sensitivity")).toArray().isEmpty());
        QVERIFY(!stability.value(QStringLiteral("summary")).toString().isEmpty());
        // The text form says it too; bad ranges are usage errors.
        args.removeLast();
        args.removeLast();
        const Result text = cli(args);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QLatin1String("== Stability: 2000 draws, seed 3")));
        QCOMPARE(cli(QStringList(args) << QStringLiteral("--stability-k") << QStringLiteral("5-3")).exitCode, 2);
        QCOMPARE(cli(QStringList(args) << QStringLiteral("--stability-around") << QStringLiteral("-4")).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), args[1], QStringLiteral("--stability"), QStringLiteral("0")}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("analyze"), args[1], QStringLiteral("--stability"), QStringLiteral("10"),
                      QStringLiteral("--scaling-only")})
                     .exitCode,
                 2);
    }

    // The issue's acceptance check: plan on a synthetic Amdahl table (T = 100·(0.02 + 0.98/k), k = N/8)
    // at N = 48 (inside the measured 8–128) and N = 1024 (8× beyond): the law to 1e-6, inside the
    // interval, with E = 1/(kε + 1 − ε), ε = 0.02, cost = N·T/60·price; and the two questions.
    void planOnASyntheticAmdahlTable()
    {
        QTemporaryDir dir;
        const QString table = dir.filePath(QStringLiteral("amdahl_v4.0.csv"));
        QFile f(table);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("submitter,system,accelerator_model_name,accelerators_count,resnet\n");
        for (int n : {8, 16, 32, 64, 128})
            f.write(QStringLiteral("Org,sys%1,NVIDIA H100-SXM5-80GB,%1,%2\n")
                        .arg(n)
                        .arg(100 * (0.02 + 0.98 * 8 / n), 0, 'g', 17)
                        .toUtf8());
        f.close();
        for (int n : {48, 1024}) {
            const Result r =
                cli({QStringLiteral("plan"), table, QStringLiteral("--accelerator"), QStringLiteral("nvidia-h100-sxm5-80gb"),
                     QStringLiteral("--accelerators"), QString::number(n), QStringLiteral("--price"), QStringLiteral("2.5"),
                     QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(r.exitCode, 0);
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("schema")).toString(), QStringLiteral("scalescope.plan/1"));
            const double k = n / 8.0, law = 100 * (0.02 + 0.98 / k);
            const double predicted = o.value(QStringLiteral("predicted_minutes")).toDouble();
            QVERIFY2(std::abs(predicted - law) <= 1e-6 * law, qPrintable(QString::number(predicted)));
            const QJsonArray interval = o.value(QStringLiteral("interval_minutes")).toArray();
            QCOMPARE(interval.size(), 2);
            QVERIFY(interval[0].toDouble() <= law * (1 + 1e-9) && law * (1 - 1e-9) <= interval[1].toDouble());
            QVERIFY(std::abs(o.value(QStringLiteral("efficiency")).toDouble() - 1 / (k * 0.02 + 0.98)) < 1e-9);
            QVERIFY(std::abs(o.value(QStringLiteral("epsilon")).toDouble() - 0.02) < 1e-9);
            QVERIFY(std::abs(o.value(QStringLiteral("accelerator_hours")).toDouble() - n * law / 60) < 1e-6);
            QVERIFY(std::abs(o.value(QStringLiteral("cost")).toDouble() - n * law / 60 * 2.5) < 1e-6);
            QCOMPARE(o.value(QStringLiteral("extrapolated")).toBool(), n == 1024);
            QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("amdahl"));
        }
        Result r = cli({QStringLiteral("plan"), table, QStringLiteral("--max-minutes"), QStringLiteral("10"),
                        QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QJsonArray answers = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("answers")).toArray();
        QCOMPARE(answers.size(), 1);
        QCOMPARE(answers[0].toObject().value(QStringLiteral("accelerators")).toInt(), 104); // T(104) = 9.54 ≤ 10 < T(96)
        r = cli({QStringLiteral("plan"), table, QStringLiteral("--budget"), QStringLiteral("20")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Fastest configurations within a budget of 20 accelerator-hours:")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("up to 16 × each series' largest measured count")));
        r = cli({QStringLiteral("plan"), table, QStringLiteral("--budget"), QStringLiteral("20"), QStringLiteral("--price"),
                 QStringLiteral("2.5")});
        QVERIFY2(r.out.contains(QLatin1String("cost at most 20 at the given prices per accelerator-hour:")), qPrintable(r.out));
        // The text plan: k as the count it is, and what the fit stands on.
        r = cli({QStringLiteral("plan"), table, QStringLiteral("--accelerator"), QStringLiteral("nvidia-h100-sxm5-80gb"),
                 QStringLiteral("--accelerators"), QStringLiteral("48")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String(" at k = 6 (reference 8 accelerators)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("fit on         5 configurations at 5 distinct sizes (8–128 accelerators)")),
                 qPrintable(r.out));
        QVERIFY(!r.out.contains(QLatin1String("not physical")));
        // Usage errors and a plan that cannot be made.
        QCOMPARE(cli({QStringLiteral("plan"), table}).exitCode, 2);
        QCOMPARE(cli({QStringLiteral("plan"), table, QStringLiteral("--max-minutes"), QStringLiteral("5"),
                      QStringLiteral("--budget"), QStringLiteral("3")})
                     .exitCode,
                 2);
        QCOMPARE(cli({QStringLiteral("plan"), table, QStringLiteral("--accelerator"), QStringLiteral("x"),
                      QStringLiteral("--accelerators"), QStringLiteral("8"), QStringLiteral("--model"), QStringLiteral("cubic")})
                     .exitCode,
                 2);
        // No price, limit or budget is infinite or not a number (toDouble reads "inf" and "nan").
        for (const QString &price :
             {QStringLiteral("inf"), QStringLiteral("nan"), QStringLiteral("sys8=nan"), QStringLiteral("sys8=-inf")})
            QCOMPARE(cli({QStringLiteral("plan"), table, QStringLiteral("--accelerator"), QStringLiteral("nvidia-h100-sxm5-80gb"),
                          QStringLiteral("--accelerators"), QStringLiteral("48"), QStringLiteral("--price"), price})
                         .exitCode,
                     2);
        for (const QString &limit : {QStringLiteral("inf"), QStringLiteral("nan")})
            QCOMPARE(cli({QStringLiteral("plan"), table, QStringLiteral("--max-minutes"), limit}).exitCode, 2);
        r = cli({QStringLiteral("plan"), table, QStringLiteral("--accelerator"), QStringLiteral("google-tpu-v4"),
                 QStringLiteral("--accelerators"), QStringLiteral("8")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("no configuration of this accelerator")), qPrintable(r.err));
    }

    // A real fit that dips below zero between the measured counts and the answer (v1.0 resnet, A100
    // SXM4 80GB, Extra-P: T = 56.24 − 51.33·log2(k)²/k) is not physical, though its time at the
    // answer's count is positive: the answer says so, as a negative serial time is said.
    void aFitWithoutPositiveTimesIsNotPhysical()
    {
        if (!QFileInfo::exists(scalescope::test::mlperfDir() + QStringLiteral("/training_v1.0")))
            QSKIP("../shared/mlperf/training_v1.0 is not here");
        const Result r =
            cli({QStringLiteral("plan"), scalescope::test::mlperfDir() + QStringLiteral("/training_v1.0"),
                 QStringLiteral("--model"), QStringLiteral("extrap"), QStringLiteral("--budget"), QStringLiteral("1000")});
        QCOMPARE(r.exitCode, 0);
        const qsizetype a100 = r.out.indexOf(QStringLiteral("NVIDIA A100 SXM4 80GB × 43"));
        QVERIFY2(a100 >= 0, qPrintable(r.out));
        const QString answer = r.out.mid(a100, r.out.indexOf(QLatin1String("\nNVIDIA"), a100 + 1) - a100);
        QVERIFY2(answer.contains(QLatin1String("not physical: the fit predicts no positive time at 22 accelerators")),
                 qPrintable(answer));
        QVERIFY2(answer.contains(QLatin1String("wide interval")), qPrintable(answer)); // 0.000–1010.833 min
        QCOMPARE(r.out.count(QLatin1String("no positive time")), 1);                   // the other answers' fits stay positive
    }

    void jsonOfASystem()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const Result r =
            cli({QStringLiteral("import"),
                 scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0/NVIDIA/results/eos_n8_ngc24.04_mxnet"),
                 QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("\"schema\": \"scalescope.dataset/1\"")));
        QVERIFY(r.out.contains(QLatin1String("\"id\": \"4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet\"")));
    }

    // MLPerf HPC weak scaling exported without a window: a row per weak configuration with the
    // official models per minute (as official_hpc_scores_v2.0.csv) and the scaled speedup; an unknown
    // weak metric is a usage error.
    void weakScalingExport()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("weak.csv"));
        const Result r = cli({QStringLiteral("export"), scalescope::test::mlperfDir() + QStringLiteral("/hpc_v2.0"),
                              QStringLiteral("--benchmark"), QStringLiteral("cosmoflow"), QStringLiteral("--chart"),
                              QStringLiteral("weak"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
        QVERIFY(lines.first().startsWith("id,benchmark,accelerator,models,instance_scale"));
        QCOMPARE(lines.size(), 4); // Fugaku closed and open, NVIDIA's DGX A100
        QVERIFY(lines.at(1).startsWith("hpc-2.0/Fujitsu+RIKEN/fugaku_82944xA64FX_tensorflow_closed/weak/cosmoflow,"));
        QVERIFY(lines.at(1).contains(",637,128,,82944,495.66063333333335,1.2851535045584617,"));
        QCOMPARE(
            cli({QStringLiteral("export"), scalescope::test::mlperfDir() + QStringLiteral("/hpc_v2.0"), QStringLiteral("--chart"),
                 QStringLiteral("weak"), QStringLiteral("--metric"), QStringLiteral("efficiency"), QStringLiteral("--out"), out})
                .exitCode,
            2);
    }

    // A headless export says nothing on standard error when all went well: Qt's notes about the
    // offscreen platform and an unset XDG_RUNTIME_DIR are not the user's business.
    void headlessExportIsQuiet()
    {
        QTemporaryDir dir;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
            env.remove(QLatin1String(name));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"),
                {QStringLiteral("export"), QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/sample/mlperf-training-sample.json"),
                 QStringLiteral("--benchmark"), QStringLiteral("resnet"), QStringLiteral("--chart"), QStringLiteral("scaling"),
                 QStringLiteral("--out"), dir.filePath(QStringLiteral("s.png"))});
        QVERIFY(p.waitForFinished(120000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData());
    }

    void diagnosticsGoToStderr()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const Result r = cli({QStringLiteral("import"), scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp"),
                              QStringLiteral("--diagnostics")});
        QCOMPARE(r.exitCode, 0); // diagnostics are not failure
        QVERIFY2(r.err.contains(QLatin1String("tinybox_green/resnet/result_0.txt: warning: The official rules "
                                              "(training_4.0.0/common.yaml) require a 'run_stop' line")),
                 qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("4.0/tinycorp/tinybox_green/resnet")));
    }

    void unwritableOutputKeepsOldFile()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        const Result r = cli({QStringLiteral("import"), scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp"),
                              QStringLiteral("--out"), QStringLiteral("/nonexistent-dir/out.csv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("/nonexistent-dir/out.csv")));
    }

    // analyze --session prints exactly what the command that saved the session printed, on real
    // data with k = 6, scope all and unequal weights; options beside --session override it.
    void sessionReproducesTheAnalysis()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("s.scalescope"));
        const QStringList options = {
            QStringLiteral("--k"),       QStringLiteral("6"),
            QStringLiteral("--scope"),   QStringLiteral("all"),
            QStringLiteral("--weights"), QStringLiteral("time=3,efficiency=1,per_accelerator_throughput=2,accelerators=1"),
            QStringLiteral("--format"),  QStringLiteral("json")};
        const Result saved =
            cli(QStringList{QStringLiteral("analyze"), scalescope::test::mlperfDir() + QStringLiteral("/training_v3.1"),
                            scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0"), QStringLiteral("--save-session"),
                            session} +
                options);
        QCOMPARE(saved.exitCode, 0);
        QVERIFY(saved.out.contains(QLatin1String("\"k\": 6")));
        const Result again = cli({QStringLiteral("analyze"), QStringLiteral("--session"), session, QStringLiteral("--format"),
                                  QStringLiteral("json")});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out, saved.out);
        // an explicit option wins over the session's
        const Result k4 = cli({QStringLiteral("analyze"), QStringLiteral("--session"), session, QStringLiteral("--k"),
                               QStringLiteral("4"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(k4.exitCode, 0);
        QVERIFY(k4.out.contains(QLatin1String("\"k\": 4")));
        QVERIFY(k4.out.contains(QLatin1String("\"scope\": \"all\"")));
        // paths and a session together are a usage error
        QCOMPARE(cli({QStringLiteral("analyze"), QStringLiteral("--session"), session, QStringLiteral("/tmp")}).exitCode, 2);
        // export and report take the session too
        const Result csv = cli({QStringLiteral("export"), QStringLiteral("--session"), session, QStringLiteral("--chart"),
                                QStringLiteral("ranking"), QStringLiteral("--out"), dir.filePath(QStringLiteral("r.csv"))});
        QCOMPARE(csv.exitCode, 0);
        QFile f(dir.filePath(QStringLiteral("r.csv")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readLine().startsWith("configuration_id,accelerators,score_minutes,pareto_front,rank,closeness"));
    }

    void sessionWithAMissingOrChangedSourceExitsOne()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString tree = dir.filePath(QStringLiteral("training_v4.0"));
        QVERIFY(QDir().mkpath(tree));
        QCOMPARE(QProcess::execute(
                     QStringLiteral("cp"),
                     {QStringLiteral("-r"), scalescope::test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp"), tree}),
                 0);
        const QString session = dir.filePath(QStringLiteral("s.scalescope"));
        QCOMPARE(cli({QStringLiteral("analyze"), tree, QStringLiteral("--save-session"), session}).exitCode, 0);
        // changed: a log gone
        QVERIFY(QFile::remove(tree + QStringLiteral("/tinycorp/results/tinybox_green/resnet/result_1.txt")));
        Result r = cli({QStringLiteral("analyze"), QStringLiteral("--session"), session});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("has changed since the session was saved")), qPrintable(r.err));
        QVERIFY(r.err.contains(tree));
        // missing: the folder moved
        QVERIFY(QDir().rename(tree, dir.filePath(QStringLiteral("moved_v4.0"))));
        r = cli({QStringLiteral("analyze"), QStringLiteral("--session"), session});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("is not there any more")), qPrintable(r.err));
        QVERIFY(r.err.contains(tree));
        // a newer session version
        QFile future(dir.filePath(QStringLiteral("future.scalescope")));
        QVERIFY(future.open(QIODevice::WriteOnly));
        future.write(R"({"schema": "scalescope.session/3"})");
        future.close();
        r = cli({QStringLiteral("analyze"), QStringLiteral("--session"), future.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("newer ScaleScope")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
