// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Regression tests for the fault cases of the hardening issue, one per case, named after it: the
// value a user relies on (the score stays 12.000, the count is unknown rather than wrong, the round
// trip is exact) and the diagnostic that says why.
#include "MllogFixture.h"
#include "core/analysis/ScalingFits.h"
#include "core/import/CsvTableImporter.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/ResultLogParser.h"
#include "core/import/SourceImporter.h"
#include "core/io/CsvReader.h"
#include "core/io/DatasetFormat.h"
#include "core/io/RegularFile.h"
#include "core/probe/ProbeRun.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdio>
#include <filesystem>

#include <sys/stat.h>
#include <unistd.h>

using namespace scalescope;

namespace {

QByteArray mllog(const QByteArray &timeMs, const char *key, const QByteArray &value, const QByteArray &metadata = "{}")
{
    return ":::MLLOG {\"namespace\": \"\", \"time_ms\": " + timeMs + ", \"event_type\": \"POINT_IN_TIME\", \"key\": \"" + key +
           "\", \"value\": " + value + ", \"metadata\": " + metadata + "}\n";
}

// A ResNet run from `start` to `stop` (time_ms as written) that reaches the target.
QByteArray run(const QByteArray &start, const QByteArray &stop)
{
    return test::compliantPreamble() + mllog("1700000000000", "submission_benchmark", "\"resnet\"") +
           mllog(start, "run_start", "null") + test::compliantBlock(1700000000500) +
           mllog("1700000001000", "eval_accuracy", "0.7601", "{\"epoch_num\": 40}") +
           mllog(stop, "run_stop", "null", "{\"status\": \"success\"}");
}

QByteArray minutesRun(double minutes)
{
    const qint64 start = 1700000000000;
    return run(QByteArray::number(start), QByteArray::number(start + qint64(minutes * 60000)));
}

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray systemJson(const QByteArray &nodes, const QByteArray &perNode)
{
    return R"({"submitter": "Acme", "division": "closed", "status": "Available on-premise", "system_name": "acme1",
 "number_of_nodes": ")" +
           nodes + R"(", "accelerators_per_node": ")" + perNode + R"(", "host_processors_per_node": "2",
 "accelerator_model_name": "NVIDIA H100-SXM5-80GB", "framework": "PyTorch"})";
}

// <round>/Acme/{systems/<system>.json, results/<system>/resnet/result_<i>.txt}
QString writeSystem(const QString &round, const QString &system, const QList<QByteArray> &runs,
                    const QByteArray &json = systemJson("1", "8"))
{
    const QString bench = round + QStringLiteral("/Acme/results/") + system + QStringLiteral("/resnet/");
    write(round + QStringLiteral("/Acme/systems/") + system + QStringLiteral(".json"), json);
    for (int i = 0; i < runs.size(); ++i)
        write(bench + QStringLiteral("result_%1.txt").arg(i), runs[i]);
    return bench;
}

const model::Configuration *config(const model::Dataset &ds, const QString &system)
{
    for (const model::Configuration &c : ds.configurations)
        if (c.system == system)
            return &c;
    return nullptr;
}

const model::Diagnostic *diag(const model::Dataset &ds, const QString &code, const QString &fileEnd = {})
{
    for (const model::Diagnostic &d : ds.diagnostics)
        if (d.code == code && d.file.endsWith(fileEnd))
            return &d;
    return nullptr;
}

// Four runs of 12 minutes and one that is 10 (the fastest is dropped): 12.000 whatever else comes.
QList<QByteArray> twelveMinuteRuns()
{
    return {minutesRun(12), minutesRun(10), minutesRun(12), minutesRun(12)};
}

struct Run
{
    int exitCode = -1;
    bool crashed = true;
    QByteArray err;
};

Run runProgram(const QString &name, const QStringList &args)
{
    QProcess p;
    p.start(QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(name), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), p.exitStatus() != QProcess::NormalExit, p.readAllStandardError()};
}

} // namespace

class TestHardening : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

    QString round(const char *name) const { return m_tmp.filePath(QLatin1String(name) + QStringLiteral("/training_v4.0")); }

private slots:
    // 1. A score of inf (a table cell, or a scaling factor of 1e308) is a diagnostic: it reaches no
    //    score and no chart, and the export and the report finish.
    void case1_infiniteScoreIsADiagnosticNotAChart()
    {
        const QByteArray table = "submitter,system,accelerators_count,resnet\nOrg,Sys,8,inf\nOrg,Good,8,12.0\nOrg,Neg,8,-3\n";
        const model::Dataset ds =
            import::CsvTableImporter::importBytes(table, QStringLiteral("table.csv"), QStringLiteral("4.0"));
        QCOMPARE(ds.configurations.size(), 1);
        QCOMPARE(*ds.configurations[0].scoreMinutes, 12.0);
        const model::Diagnostic *bad = diag(ds, QStringLiteral("csv.bad_number"));
        QVERIFY(bad);
        QCOMPARE(bad->line, 2);
        QCOMPARE(bad->args, (QStringList{QStringLiteral("resnet"), QStringLiteral("inf")}));
        QVERIFY(diag(ds, QStringLiteral("csv.bad_score")));

        const QString file = m_tmp.filePath(QStringLiteral("inf.csv"));
        QVERIFY(write(file, "submitter,system,accelerators_count,resnet\nOrg,Sys,8,inf\nOrg,Other,16,7\nOrg,Third,32,4\n"));
        for (const QStringList &args :
             {QStringList{QStringLiteral("export"), file, QStringLiteral("--round"), QStringLiteral("4.0"),
                          QStringLiteral("--chart"), QStringLiteral("ranking"), QStringLiteral("--out"),
                          m_tmp.filePath(QStringLiteral("ranking.png"))},
              QStringList{QStringLiteral("report"), file, QStringLiteral("--round"), QStringLiteral("4.0"),
                          QStringLiteral("--out"), m_tmp.filePath(QStringLiteral("report.pdf"))}}) {
            const Run r = runProgram(QStringLiteral("scalescope-cli"), args);
            QVERIFY2(!r.crashed, r.err.constData());
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QVERIFY(QFileInfo(args.last()).size() > 1000);
        }

        const QString tree = round("factor");
        const QString bench = writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12));
        QVERIFY(write(bench + QStringLiteral("scaling.json"), "{\"scaling_factor\": 1e308}"));
        const model::Dataset fromTree = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(*config(fromTree, QStringLiteral("acme1"))->scoreMinutes, 12.0); // a factor of 1, said so
        QVERIFY(diag(fromTree, QStringLiteral("scaling.bad"), QStringLiteral("scaling.json")));
    }

    // 1b. An efficiency of 5e7 (scores 1e6 and 0.01 minutes) drawn on the efficiency axis, whose ticks
    //     are every 0.25: found by fuzz_chart_render, it asked Qt Charts for 2e8 labels and never ended.
    void case1_hugeEfficiencyIsDrawnWithWiderTicks()
    {
        const QString file = m_tmp.filePath(QStringLiteral("efficiency_v4.0.csv"));
        QVERIFY(write(file, "submitter,system,accelerators_count,resnet\nOrg,Small,8,1000000\nOrg,Large,16,0.01\n"));
        const QString out = m_tmp.filePath(QStringLiteral("efficiency.png"));
        const Run r = runProgram(QStringLiteral("scalescope-cli"),
                                 {QStringLiteral("export"), file, QStringLiteral("--round"), QStringLiteral("4.0"),
                                  QStringLiteral("--chart"), QStringLiteral("scaling"), QStringLiteral("--metric"),
                                  QStringLiteral("efficiency"), QStringLiteral("--out"), out});
        QVERIFY2(!r.crashed && r.exitCode == 0, r.err.constData());
        QVERIFY(QFileInfo(out).size() > 1000);
    }

    // An empty file is called empty (it was "neither a dataset nor a table").
    void case1_anEmptyFileIsCalledEmpty()
    {
        const QString file = m_tmp.filePath(QStringLiteral("empty_v4.0.csv"));
        QVERIFY(write(file, ""));
        const model::Dataset ds = import::importSource(file).dataset;
        QVERIFY(ds.configurations.isEmpty());
        const model::Diagnostic *d = diag(ds, QStringLiteral("fs.empty"), QStringLiteral("empty_v4.0.csv"));
        QVERIFY(d);
        QCOMPARE(d->severity, model::Severity::Error);
        QVERIFY(!diag(ds, QStringLiteral("csv.unknown_table")));
    }

    // A file is read whole up to the limit, and one byte past it is refused; a file that says it
    // is empty but is not (as /proc's do, or one that grew after it was asked) is read on.
    void case1_filesAreReadWholeUpToTheLimit()
    {
        for (const int size : {0, 1, 4095, 4096, 70001}) {
            QByteArray bytes(size, Qt::Uninitialized);
            for (int i = 0; i < size; ++i)
                bytes[i] = char('a' + i % 23);
            const QString file = m_tmp.filePath(QStringLiteral("read_%1.txt").arg(size));
            QVERIFY(write(file, bytes));
            QString error;
            const std::optional<QByteArray> whole = io::readRegularFile(file, size, &error);
            QVERIFY2(whole, qPrintable(error));
            QCOMPARE(*whole, bytes);
            if (size > 0) {
                QVERIFY(!io::readRegularFile(file, size - 1, &error));
                QVERIFY2(error.startsWith(QLatin1String("larger than")), qPrintable(error));
            }
        }
        QString error;
        const std::optional<QByteArray> status = io::readRegularFile(QStringLiteral("/proc/self/status"), 1 << 20, &error);
        QVERIFY2(status, qPrintable(error));
        QVERIFY2(status->startsWith("Name:") && status->contains("\nPid:"), status->constData());
        QVERIFY(!io::readRegularFile(QStringLiteral("/proc/self/status"), 10, &error));
        QVERIFY2(error.startsWith(QLatin1String("larger than 10 bytes")), qPrintable(error));
    }

    // 2. A scaling.json that is a FIFO is reported and never opened (opening it would block forever).
    void case2_fifoScalingJsonDoesNotHang()
    {
        const QString tree = round("fifo");
        const QString bench = writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12));
        QCOMPARE(::mkfifo(QFile::encodeName(bench + QStringLiteral("scaling.json")).constData(), 0600), 0);
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(*config(ds, QStringLiteral("acme1"))->scoreMinutes, 12.0);
        const model::Diagnostic *d = diag(ds, QStringLiteral("fs.not_regular"), QStringLiteral("scaling.json"));
        QVERIFY(d);
        QCOMPARE(d->args.value(1), QStringLiteral("named pipe"));
    }

    // 2b. A scaling.json that is a symlink is followed, as the official summarizer's open() follows it;
    //     a dangling one is a diagnostic, never a silent factor of 1.
    void case2_symlinkedScalingJsonIsRead()
    {
        const QString tree = round("symlinked");
        const QString bench = writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12));
        QVERIFY(write(bench + QStringLiteral("factor.json"), "{\"scaling_factor\": 1.5}"));
        QVERIFY(QFile::link(QStringLiteral("factor.json"), bench + QStringLiteral("scaling.json")));
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(*config(ds, QStringLiteral("acme1"))->scoreMinutes, 18.0);

        const QString dangling = round("dangling");
        const QString bench2 = writeSystem(dangling, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12));
        QVERIFY(QFile::link(QStringLiteral("missing.json"), bench2 + QStringLiteral("scaling.json")));
        const model::Dataset ds2 = import::MlperfTreeImporter::importPath(dangling).dataset;
        QCOMPARE(*config(ds2, QStringLiteral("acme1"))->scoreMinutes, 12.0);
        QVERIFY(diag(ds2, QStringLiteral("scaling.bad"), QStringLiteral("scaling.json")));
        QVERIFY(diag(ds2, QStringLiteral("fs.unreadable"), QStringLiteral("scaling.json")));
    }

    // 3. A folder the user cannot read is a diagnostic naming it (never a silent gap, never "no system
    //    description"); what can be read is still imported. As root, permissions bind nobody, so the
    //    import runs as the user nobody (setpriv).
    void case3_unreadableFoldersAreNamed()
    {
        const QString tree = round("locked");
        writeSystem(tree, QStringLiteral("open1"), twelveMinuteRuns() << minutesRun(12));
        const QString lockedOrg = tree + QStringLiteral("/Locked");
        writeSystem(tree, QStringLiteral("x"), {minutesRun(12)});
        QVERIFY(QDir().rename(tree + QStringLiteral("/Acme"), tree + QStringLiteral("/Open")));
        writeSystem(tree, QStringLiteral("x"), {minutesRun(12)});
        QVERIFY(QDir().rename(tree + QStringLiteral("/Acme"), lockedOrg));
        writeSystem(tree, QStringLiteral("sysA"), {minutesRun(12)});
        writeSystem(tree, QStringLiteral("sysB"), twelveMinuteRuns() << minutesRun(12));
        QVERIFY(QDir().rename(tree + QStringLiteral("/Acme"), tree + QStringLiteral("/Half")));
        const QString lockedSystem = tree + QStringLiteral("/Half/results/sysA");
        const QString lockedSystems = tree + QStringLiteral("/Half/systems");
        // everyone may read the tree, except the three folders
        QProcess::execute(QStringLiteral("chmod"), {QStringLiteral("-R"), QStringLiteral("a+rX"), m_tmp.path()});
        for (const QString &dir : {lockedOrg, lockedSystem, lockedSystems})
            QCOMPARE(::chmod(QFile::encodeName(dir).constData(), 0), 0);

        const QString cli = QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(QStringLiteral("scalescope-cli"));
        QStringList args{QStringLiteral("import"), tree, QStringLiteral("--diagnostics"), QStringLiteral("--format"),
                         QStringLiteral("csv")};
        QString program = cli;
        if (::geteuid() == 0) {
            if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
                QSKIP("running as root without setpriv: permissions cannot be tested");
            args.prepend(cli);
            args =
                QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups")} +
                args;
            program = QStringLiteral("setpriv");
        }
        QProcess p;
        p.start(program, args);
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        for (const QString &dir : {lockedOrg, lockedSystem, lockedSystems})
            QCOMPARE(::chmod(QFile::encodeName(dir).constData(), 0755), 0); // so the temporary folder can go
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.contains(lockedOrg + QLatin1Char(':')), qPrintable(err));
        QVERIFY2(err.contains(lockedSystem + QLatin1Char(':')), qPrintable(err));
        QVERIFY2(err.contains(lockedSystems + QStringLiteral("/sysB.json: warning: Cannot read")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("No system description")), qPrintable(err));
        QVERIFY(out.contains(QStringLiteral("open1")));
        QVERIFY(out.contains(QStringLiteral("sysB")));
    }

    // 4. A time_ms that is no time (±1e300, ±2^63): the official tool counts the run as it is (its rules
    //    do not look at times), so ScaleScope does too, and says in a diagnostic naming the line that
    //    the time is implausible; the olympic mean trims it as the fastest or slowest run.
    void case4_implausibleTimestampIsCountedAndReported_data()
    {
        QTest::addColumn<QByteArray>("start");
        QTest::addColumn<QByteArray>("stop");
        QTest::addColumn<double>("score"); // the other runs take 12, 10, 12 and 12 minutes
        QTest::newRow("stop 1e300") << QByteArray("1700000000000") << QByteArray("1e300") << 12.0;
        QTest::newRow("stop -1e300") << QByteArray("1700000000000") << QByteArray("-1e300") << 34.0 / 3;
        QTest::newRow("stop 2^63") << QByteArray("1700000000000") << QByteArray("9223372036854775808") << 12.0;
        QTest::newRow("stop -2^63") << QByteArray("1700000000000") << QByteArray("-9223372036854775808") << 34.0 / 3;
        QTest::newRow("start 1e300") << QByteArray("1e300") << QByteArray("1700000720000") << 34.0 / 3;
    }
    void case4_implausibleTimestampIsCountedAndReported()
    {
        QFETCH(QByteArray, start);
        QFETCH(QByteArray, stop);
        QFETCH(double, score);
        const QString tree = round(QTest::currentDataTag());
        writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << run(start, stop));
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        const model::Configuration *c = config(ds, QStringLiteral("acme1"));
        QVERIFY(c && c->scoreMinutes);
        QCOMPARE(*c->scoreMinutes, score); // the absurd time is the fastest or slowest, and trimmed
        QCOMPARE(c->runs.size(), 5);
        const model::RunRecord &odd = c->runs[4];
        QVERIFY2(odd.valid, qPrintable(odd.dropReason));
        QVERIFY(odd.minutes);
        const model::Diagnostic *d = diag(ds, QStringLiteral("log.implausible_time"), QStringLiteral("result_4.txt"));
        QVERIFY(d);
        QCOMPARE(d->severity, model::Severity::Warning);
        QCOMPARE(d->line, test::kPreambleLines + (start == "1e300" ? 2 : 6));
    }

    // A run of 150 billion minutes has plausible timestamps each, but no training run takes that long.
    void case4_absurdDurationIsDiagnosed()
    {
        const QString tree = round("absurd");
        writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << run("0", "9000000000000000"));
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        const model::Configuration *c = config(ds, QStringLiteral("acme1"));
        QVERIFY(c && c->scoreMinutes);
        QCOMPARE(*c->scoreMinutes, 12.0); // counted as the official tool counts it, and trimmed
        const model::Diagnostic *d = diag(ds, QStringLiteral("log.implausible_duration"), QStringLiteral("result_4.txt"));
        QVERIFY(d);
        QCOMPARE(d->args.value(0), QStringLiteral("1.5e+11"));
        QVERIFY(!diag(ds, QStringLiteral("log.implausible_duration"), QStringLiteral("result_0.txt")));
    }

    // Fractions of a millisecond are kept, as the official tool keeps them.
    void case4_fractionalTimesAreKept()
    {
        const QString tree = round("fraction");
        writeSystem(
            tree, QStringLiteral("acme1"),
            {run("1700000000000.25", "1700000720000.75"), minutesRun(12), minutesRun(12), minutesRun(12), minutesRun(12)});
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(*config(ds, QStringLiteral("acme1"))->runs[0].minutes, 720000.5 / 60000.0);
    }

    // 5. nodes × accelerators per node is checked arithmetic; negative, zero and huge counts are
    //    diagnostics and the count stays unknown (never 1,410,065,408 or −64).
    void case5_acceleratorCountsAreCheckedArithmetic_data()
    {
        QTest::addColumn<QByteArray>("nodes");
        QTest::addColumn<QByteArray>("perNode");
        QTest::addColumn<QString>("code");
        QTest::newRow("100000 x 100000") << QByteArray("100000") << QByteArray("100000")
                                         << QStringLiteral("system.implausible_total");
        QTest::newRow("-64 per node") << QByteArray("1") << QByteArray("-64") << QStringLiteral("system.bad_number");
        QTest::newRow("-2 nodes") << QByteArray("-2") << QByteArray("8") << QStringLiteral("system.bad_number");
        QTest::newRow("0 nodes") << QByteArray("0") << QByteArray("8") << QStringLiteral("system.zero_nodes");
        QTest::newRow("1e30 nodes") << QByteArray("1e30") << QByteArray("8") << QStringLiteral("system.bad_number");
    }
    void case5_acceleratorCountsAreCheckedArithmetic()
    {
        QFETCH(QByteArray, nodes);
        QFETCH(QByteArray, perNode);
        QFETCH(QString, code);
        const QString tree = round(QTest::currentDataTag());
        writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12), systemJson(nodes, perNode));
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        const model::Configuration *c = config(ds, QStringLiteral("acme1"));
        QVERIFY(c);
        QVERIFY2(!c->accelerators, qPrintable(QString::number(c->accelerators.value_or(0))));
        QVERIFY(diag(ds, code, QStringLiteral("acme1.json")));
        QCOMPARE(*c->scoreMinutes, 12.0); // the score does not depend on the count
    }

    // 5/6. The same in tables: a count of 1e30 or -64 is a diagnostic, not an undefined conversion.
    void case6_tableCountsAreChecked()
    {
        const QByteArray table =
            "submitter,system,accelerators_count,resnet\nOrg,Huge,1e30,12\nOrg,Neg,-64,12\nOrg,Frac,8.5,12\n";
        const model::Dataset ds =
            import::CsvTableImporter::importBytes(table, QStringLiteral("table.csv"), QStringLiteral("4.0"));
        QCOMPARE(ds.configurations.size(), 3);
        for (const model::Configuration &c : ds.configurations)
            QVERIFY2(!c.accelerators, qPrintable(c.system));
        int counted = 0;
        for (const model::Diagnostic &d : ds.diagnostics)
            counted += d.code == QLatin1String("csv.bad_count");
        QCOMPARE(counted, 3);
    }

    // 5/6. And in ScaleScope's own datasets: a count that is no count skips that configuration
    //      with a diagnostic naming the field, in the JSON and the CSV form alike.
    void case6_datasetCountsAreChecked_data()
    {
        QTest::addColumn<QByteArray>("accelerators");
        QTest::newRow("-64") << QByteArray("-64");
        QTest::newRow("8.5") << QByteArray("8.5");
        QTest::newRow("1e30") << QByteArray("1e30");
    }
    void case6_datasetCountsAreChecked()
    {
        QFETCH(QByteArray, accelerators);
        const QByteArray json = R"({"schema": "scalescope.dataset/1", "configurations": [
            {"id": "4.0/Org/A/resnet", "accelerators": 8, "runs": []},
            {"id": "4.0/Org/B/resnet", "accelerators": )" +
                                accelerators + R"(, "runs": []}]})";
        model::Dataset ds = io::datasetFromJson(json, QStringLiteral("d.json"));
        QCOMPARE(ds.configurations.size(), 1);
        QCOMPARE(ds.configurations[0].accelerators.value_or(0), 8);
        const model::Diagnostic *d = diag(ds, QStringLiteral("dataset.bad_row"));
        QVERIFY(d);
        QCOMPARE(d->args.value(1), QStringLiteral("accelerators"));

        QByteArray csv = io::datasetToCsv(ds);
        csv.append(QByteArray(csv.split('\n').value(2)).replace("4.0/Org/A/resnet", "4.0/Org/B/resnet") + '\n');
        QCOMPARE(io::datasetFromCsv(csv, QStringLiteral("d.csv")).configurations.size(), 2); // the copy reads
        const QList<QByteArray> lines = csv.split('\n');
        const int column = int(lines.value(1).split(',').indexOf("accelerators"));
        QVERIFY(column > 0);
        QList<QByteArray> cells = lines.value(3).split(',');
        cells[column] = accelerators;
        csv = lines.value(0) + '\n' + lines.value(1) + '\n' + lines.value(2) + '\n' + cells.join(',') + '\n';
        ds = io::datasetFromCsv(csv, QStringLiteral("d.csv"));
        QCOMPARE(ds.configurations.size(), 1);
        QVERIFY(diag(ds, QStringLiteral("dataset.bad_row")));
    }

    // 6. A dataset whose run bytes are 1e300 reads as unknown size, not an undefined conversion.
    void case6_datasetRunBytesOutOfRange()
    {
        const QString tree = round("bytes");
        writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12));
        const QByteArray json = io::datasetToJson(import::MlperfTreeImporter::importPath(tree).dataset, false);
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonArray configs = root.value(QLatin1String("configurations")).toArray();
        QJsonObject c = configs[0].toObject();
        QJsonArray runs = c.value(QLatin1String("runs")).toArray();
        QJsonObject r = runs[0].toObject();
        r.insert(QStringLiteral("bytes"), 1e300);
        runs[0] = r;
        c.insert(QStringLiteral("runs"), runs);
        configs[0] = c;
        root.insert(QStringLiteral("configurations"), configs);
        const model::Dataset back = io::datasetFromJson(QJsonDocument(root).toJson(), QStringLiteral("d.json"));
        QCOMPARE(back.configurations.size(), 1);
        QCOMPARE(back.configurations[0].runs[0].bytes, 0);
        QCOMPARE(*back.configurations[0].scoreMinutes, 12.0);
    }

    // 6. The probe refuses sizes, worker counts and budgets that are no numbers as usage errors (exit 2).
    void case6_probeArgumentsOutOfRange_data()
    {
        QTest::addColumn<QStringList>("args");
        for (const char *size : {"1e30", "nan", "inf", "-1", "0.1"})
            QTest::newRow(qPrintable(QStringLiteral("--sizes ") + QLatin1String(size)))
                << QStringList{QStringLiteral("--sizes"), QLatin1String(size)};
        for (const char *workers : {"4294967297", "0", "1025", "99999999999999999999"})
            QTest::newRow(qPrintable(QStringLiteral("--workers ") + QLatin1String(workers)))
                << QStringList{QStringLiteral("--workers"), QLatin1String(workers)};
        for (const char *budget : {"nan", "inf", "-5", "1e300"})
            QTest::newRow(qPrintable(QStringLiteral("--budget ") + QLatin1String(budget)))
                << QStringList{QStringLiteral("--budget"), QLatin1String(budget)};
    }
    void case6_probeArgumentsOutOfRange()
    {
        QFETCH(QStringList, args);
        const Run r =
            runProgram(QStringLiteral("scalescope-probe"), args << QStringLiteral("--backend") << QStringLiteral("cpu"));
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QByteArray(args.first().toLatin1() + ":")), r.err.constData());
    }

    // 7. A raw system key holding a comma or a quote survives the dataset CSV round trip: the header
    //    is quoted like every other cell, so no later value moves to the wrong key. Keys and values that
    //    look like formulas or start with apostrophes (neutralised on the way out) come back as they were
    //    (found by fuzz_dataset_roundtrip: a key ''' came back '''').
    void case7_datasetCsvRoundTripWithHostileKeys()
    {
        const QString tree = round("keys");
        QByteArray json = systemJson("1", "8");
        json.replace("\"framework\": \"PyTorch\"",
                     "\"framework\": \"PyTorch\", \"odd,key\": \"v1\", \"quote\\\"key\": \"v2\", \"semi;key\": \"v3\", "
                     "\"'''\": \"=SUM(A1)\", \"=cmd\": \"''y\", \"'=k\": \"'@x\"");
        writeSystem(tree, QStringLiteral("acme1"), twelveMinuteRuns() << minutesRun(12), json);
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(ds.configurations.size(), 1);
        QCOMPARE(ds.configurations[0].raw.value(QStringLiteral("odd,key")), QStringLiteral("v1"));
        QCOMPARE(ds.configurations[0].raw.value(QStringLiteral("'''")), QStringLiteral("=SUM(A1)"));
        const model::Dataset back = io::datasetFromCsv(io::datasetToCsv(ds), QStringLiteral("d.csv"));
        QCOMPARE(back.configurations.size(), 1);
        QCOMPARE(back.configurations[0].raw, ds.configurations[0].raw);
        QVERIFY(back.configurations[0] == ds.configurations[0]);
        // and a dataset CSV cell of inf is an unreadable value, never a score
        QByteArray csv = io::datasetToCsv(ds);
        QVERIFY(csv.contains(",12,"));
        csv.replace(",12,", ",inf,");
        const model::Dataset inf = io::datasetFromCsv(csv, QStringLiteral("d.csv"));
        for (const model::Configuration &c : inf.configurations)
            QVERIFY(!c.scoreMinutes || std::isfinite(*c.scoreMinutes));
        QVERIFY(diag(inf, QStringLiteral("dataset.bad_row")));
    }

    // 8. A folder or file name that is not UTF-8 is read by its bytes: shown with its odd bytes
    //    escaped (\xFF), its runs and its system description found; a second folder that differs only
    //    in such bytes is a second configuration, not merged into the first.
    void case8_nonUtf8NamesAreReadNotDropped()
    {
        const QString tree = round("latin1");
        const QByteArray org = QFile::encodeName(tree) + "/Acme";
        const QByteArray system = "sys\xff\xe9"; // latin-1, not UTF-8
        const QByteArray bench = org + "/results/" + system + "/resnet/";
        QVERIFY(QDir().mkpath(QFile::decodeName(org + "/systems")));
        QCOMPARE(::mkdir(QByteArray(org + "/results").constData(), 0755), 0);
        QCOMPARE(::mkdir(QByteArray(org + "/results/" + system).constData(), 0755), 0);
        QCOMPARE(::mkdir(bench.constData(), 0755), 0);
        auto put = [](const QByteArray &native, const QByteArray &bytes) {
            FILE *f = std::fopen(native.constData(), "wb");
            const bool ok = f && std::fwrite(bytes.constData(), 1, size_t(bytes.size()), f) == size_t(bytes.size());
            return f && std::fclose(f) == 0 && ok;
        };
        QVERIFY(put(org + "/systems/" + system + ".json", systemJson("2", "8")));
        const QList<QByteArray> runs = twelveMinuteRuns() << minutesRun(12);
        for (int i = 0; i < runs.size(); ++i)
            QVERIFY(put(bench + "result_" + QByteArray::number(i) + (i == 0 ? "\xfe" : "") + ".txt", runs[i]));
        const QByteArray twin = "sys\xfe\xe9";
        QCOMPARE(::mkdir(QByteArray(org + "/results/" + twin).constData(), 0755), 0);
        QCOMPARE(::mkdir(QByteArray(org + "/results/" + twin + "/resnet").constData(), 0755), 0);
        QVERIFY(put(org + "/systems/" + twin + ".json", systemJson("1", "8")));
        for (int i = 0; i < runs.size(); ++i)
            QVERIFY(put(org + "/results/" + twin + "/resnet/result_" + QByteArray::number(i) + ".txt", runs[i]));
        const model::Dataset ds = import::MlperfTreeImporter::importPath(tree).dataset;
        QCOMPARE(ds.configurations.size(), 2);
        const model::Configuration &c =
            ds.configurations[0].system == QLatin1String("sys\\xFF\\xE9") ? ds.configurations[0] : ds.configurations[1];
        QCOMPARE(c.system, QStringLiteral("sys\\xFF\\xE9"));
        const model::Configuration &other = &c == &ds.configurations[0] ? ds.configurations[1] : ds.configurations[0];
        QCOMPARE(other.system, QStringLiteral("sys\\xFE\\xE9"));
        QCOMPARE(other.accelerators.value_or(0), 8);
        for (const model::Diagnostic &d : ds.diagnostics)
            QVERIFY2(d.code != QLatin1String("dataset.replaced"), qPrintable(d.file));
        QCOMPARE(c.accelerators.value_or(0), 16); // the system description was found and read
        QCOMPARE(c.runs.size(), 5);
        for (const model::RunRecord &r : c.runs)
            QVERIFY2(r.minutes && r.dropReason.isEmpty(), qPrintable(r.file + QLatin1Char(' ') + r.dropReason));
        QCOMPARE(*c.scoreMinutes, 12.0);
        for (const model::Diagnostic &d : ds.diagnostics)
            QVERIFY2(d.code != QLatin1String("fs.unreadable") && d.code != QLatin1String("system.missing"), qPrintable(d.code));
        std::error_code ec; // QTemporaryDir cannot remove names that are not UTF-8 either
        std::filesystem::remove_all(QFile::encodeName(tree).toStdString(), ec);
    }

    // 9. Output writes: standard output that fails is an error; --out never replaces a device node or a
    //    read-only file; a temporary left by a killed run is cleaned; a closed pipe does not lose the run.
    void case9_failedStandardOutputIsAnError()
    {
        const QString sample = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/sample/mlperf-training-sample.json");
        const QString cli = QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(QStringLiteral("scalescope-cli"));
        const QString probe = QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(QStringLiteral("scalescope-probe"));
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(cli, {QStringLiteral("import"), sample, QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(p.readAllStandardError().contains("Cannot write to standard output"), "no message");
        QProcess q;
        q.setStandardOutputFile(QStringLiteral("/dev/full"));
        q.start(probe,
                {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--suite"), QStringLiteral("inventory")});
        QVERIFY(q.waitForFinished(60000));
        QCOMPARE(q.exitCode(), 5);
        QVERIFY(q.readAllStandardError().contains("cannot write to standard output"));
        // What only prints (help, version, the device list) fails as loudly.
        for (const QStringList &args : {QStringList{QStringLiteral("--list")}, QStringList{QStringLiteral("--help")},
                                        QStringList{QStringLiteral("--version")}}) {
            QProcess r;
            r.setStandardOutputFile(QStringLiteral("/dev/full"));
            r.start(probe, args);
            QVERIFY(r.waitForFinished(60000));
            QVERIFY2(r.exitCode() == 5, qPrintable(args.join(u' ')));
            QVERIFY(r.readAllStandardError().contains("cannot write to standard output"));
            QProcess c;
            c.setStandardOutputFile(QStringLiteral("/dev/full"));
            c.start(cli, args.first() == QLatin1String("--list") ? QStringList{QStringLiteral("--help")} : args);
            QVERIFY(c.waitForFinished(60000));
            QVERIFY2(c.exitCode() != 0, qPrintable(args.join(u' ')));
        }
    }

    void case9_outNeverReplacesSpecialOrReadOnlyFiles()
    {
        const QString sample = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/sample/mlperf-training-sample.json");
        const QString fifo = m_tmp.filePath(QStringLiteral("out.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString readOnly = m_tmp.filePath(QStringLiteral("kept.json"));
        QVERIFY(write(readOnly, "old\n"));
        QVERIFY(QFile::setPermissions(readOnly, QFileDevice::ReadOwner | QFileDevice::ReadGroup));
        for (const QString &target : {fifo, readOnly}) {
            const Run cli =
                runProgram(QStringLiteral("scalescope-cli"), {QStringLiteral("import"), sample, QStringLiteral("--format"),
                                                              QStringLiteral("json"), QStringLiteral("--out"), target});
            QCOMPARE(cli.exitCode, 1);
            QVERIFY2(cli.err.contains("left as it is"), cli.err.constData());
            const Run probe = runProgram(QStringLiteral("scalescope-probe"),
                                         {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--suite"),
                                          QStringLiteral("inventory"), QStringLiteral("--format"), QStringLiteral("text"),
                                          QStringLiteral("--out"), target});
            QCOMPARE(probe.exitCode, 5);
            QVERIFY2(probe.err.contains("left as it is"), probe.err.constData());
        }
        QVERIFY(QFileInfo(fifo).isSymLink() == false && !QFileInfo(fifo).isFile()); // still the FIFO
        QFile kept(readOnly);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), QByteArray("old\n"));
        QCOMPARE(QFile::permissions(readOnly) & (QFileDevice::WriteOwner | QFileDevice::ReadOwner), QFileDevice::ReadOwner);
    }

    // 9/11. A full disk: the old file stays, and the message is the system's ("No space left on
    //       device"), not "Unknown error". Needs a small file system: a tmpfs, mounted when root.
    void case9_fullDiskKeepsTheOldFileAndSaysWhy()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root");
        const QString mount = m_tmp.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(mount));
        if (QProcess::execute(QStringLiteral("mount"), {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                                                        QStringLiteral("size=64k"), QStringLiteral("tmpfs"), mount}) != 0)
            QSKIP("this machine does not let a test mount a tmpfs");
        const QString out = mount + QStringLiteral("/dataset.json");
        QVERIFY(write(out, "old\n"));
        { // fill the rest
            QFile filler(mount + QStringLiteral("/filler"));
            QVERIFY(filler.open(QIODevice::WriteOnly));
            const QByteArray block(4096, 'x');
            while (filler.write(block) == block.size() && filler.flush()) {
            }
        }
        const QString sample = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/sample/mlperf-training-sample.json");
        const Run cli =
            runProgram(QStringLiteral("scalescope-cli"), {QStringLiteral("import"), sample, QStringLiteral("--format"),
                                                          QStringLiteral("json"), QStringLiteral("--out"), out});
        const Run probe = runProgram(QStringLiteral("scalescope-probe"),
                                     {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--suite"),
                                      QStringLiteral("inventory"), QStringLiteral("--format"), QStringLiteral("text"),
                                      QStringLiteral("--out"), mount + QStringLiteral("/run.json")});
        QFile kept(out);
        const bool opened = kept.open(QIODevice::ReadOnly);
        const QByteArray content = opened ? kept.readAll() : QByteArray();
        kept.close();
        const QStringList left = QDir(mount).entryList(QDir::Files | QDir::Hidden);
        QProcess::execute(QStringLiteral("umount"), {mount});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains("No space left on device") && !cli.err.contains("Unknown error"), cli.err.constData());
        QCOMPARE(content, QByteArray("old\n"));
        QCOMPARE(probe.exitCode, 5);
        QVERIFY2(probe.err.contains("No space left on device"), probe.err.constData());
        QCOMPARE(left, (QStringList{QStringLiteral("dataset.json"), QStringLiteral("filler")})); // no temporary left
    }

    void case9_probeCleansStaleTemporariesAndSurvivesAClosedPipe()
    {
        const QString out = m_tmp.filePath(QStringLiteral("run.json"));
        const QString stale = out + QStringLiteral(".tmp.999999999"); // no such process
        QVERIFY(write(stale, "half a document"));
        const QString probe = QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(QStringLiteral("scalescope-probe"));
        // jsonl into `head -1`: the pipe closes after the first event; the run still ends and writes --out.
        QProcess sh;
        sh.start(
            QStringLiteral("bash"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "set -o pipefail; \"$0\" --backend cpu --suite inventory,latency --quick --format jsonl --out \"$1\" | head -1 "
                 ">/dev/null; echo \"${PIPESTATUS[0]}\""),
             probe, out});
        QVERIFY(sh.waitForFinished(120000));
        QCOMPARE(sh.readAllStandardOutput().trimmed(), QByteArray("0"));
        QVERIFY(!QFileInfo::exists(stale));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value(QLatin1String("schema")).toString(), QStringLiteral("scalescope.probe/1"));
        QCOMPARE(doc.value(QLatin1String("status")).toString(), QStringLiteral("ok"));
    }

    // A temporary left by a CLI run killed before its rename is removed by the next write to the
    // same file; one of a live writer, and a user's file that only looks similar, stay.
    void case9_cliCleansStaleTemporaries()
    {
        const QString out = m_tmp.filePath(QStringLiteral("cli-out.json"));
        const QString stale = out + QStringLiteral(".tmp.999999999.0"); // above any pid_max: no such process
        const QString live = out + QStringLiteral(".tmp.%1.7").arg(QCoreApplication::applicationPid());
        const QString users = out + QStringLiteral(".tmp.old");
        for (const QString &f : {stale, live, users})
            QVERIFY(write(f, "left behind"));
        const QString sample = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/sample/mlperf-training-sample.json");
        const Run cli =
            runProgram(QStringLiteral("scalescope-cli"), {QStringLiteral("import"), sample, QStringLiteral("--format"),
                                                          QStringLiteral("json"), QStringLiteral("--out"), out});
        QCOMPARE(cli.exitCode, 0);
        QVERIFY(!QFileInfo::exists(stale));
        QVERIFY(QFileInfo::exists(live));
        QVERIFY(QFileInfo::exists(users));
        QVERIFY(QFileInfo(out).size() > 1000);
        // and a new file gets the usual mode, an existing one keeps its own
        QVERIFY(QFile::setPermissions(out, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QCOMPARE(runProgram(QStringLiteral("scalescope-cli"), {QStringLiteral("import"), sample, QStringLiteral("--format"),
                                                               QStringLiteral("csv"), QStringLiteral("--out"), out})
                     .exitCode,
                 0);
        const auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther | QFileDevice::WriteOther;
        QVERIFY(QFile::permissions(out) & QFileDevice::WriteOwner);
        QCOMPARE(QFile::permissions(out) & others, QFileDevice::Permissions());
    }

    // 10. Tables are read row by row (the memory bound itself: case10_csv_memory_* in CTest); a row
    //     too large to be a results row is skipped with a diagnostic naming its line.
    void case10_oversizedRowIsSkippedNotHeld()
    {
        QByteArray table = "submitter,system,accelerators_count,resnet\nOrg,A,8,12\nOrg,B,8,";
        table += QByteArray(io::kMaxCsvFields + 5, ',') + "\nOrg,C,8,7\n";
        const model::Dataset ds =
            import::CsvTableImporter::importBytes(table, QStringLiteral("table.csv"), QStringLiteral("4.0"));
        QCOMPARE(ds.configurations.size(), 2);
        const model::Diagnostic *d = diag(ds, QStringLiteral("csv.oversized_row"));
        QVERIFY(d);
        QCOMPARE(d->line, 3);
    }

    // 10. A table of more distinct configurations than one file may give is refused whole, with
    //     the line where it went over, instead of growing memory without end (or keeping a part).
    void case10_tooManyConfigurationsAreRefusedWhole()
    {
        QByteArray table = "submitter,system,accelerators_count,resnet\n";
        for (qsizetype i = 0; i < model::kMaxConfigurationsPerFile; ++i)
            table += "Org,Sys" + QByteArray::number(i) + ",8,12\n";
        const model::Dataset atCap =
            import::CsvTableImporter::importBytes(table, QStringLiteral("table.csv"), QStringLiteral("4.0"));
        QCOMPARE(atCap.configurations.size(), model::kMaxConfigurationsPerFile);
        QVERIFY(!diag(atCap, QStringLiteral("import.too_many_configurations")));

        table += "Org,OneMore,8,12\n";
        const model::Dataset over =
            import::CsvTableImporter::importBytes(table, QStringLiteral("table.csv"), QStringLiteral("4.0"));
        QVERIFY(over.configurations.isEmpty());
        const model::Diagnostic *d = diag(over, QStringLiteral("import.too_many_configurations"));
        QVERIFY(d);
        QCOMPARE(d->severity, model::Severity::Error);
        QCOMPARE(d->line, int(model::kMaxConfigurationsPerFile) + 2); // the header is line 1
        QVERIFY(model::diagnosticMessage(*d).contains(QStringLiteral("more than 40000 configurations")));

        // The same bound holds for a dataset file (it could otherwise carry what a table may not).
        QCOMPARE(io::datasetFromCsv(io::datasetToCsv(atCap), QStringLiteral("d.csv")).configurations.size(),
                 model::kMaxConfigurationsPerFile);
        model::Dataset more = atCap;
        model::Configuration extra = more.configurations.first();
        extra.id += QStringLiteral("-more");
        more.configurations << extra;
        const model::Dataset overDataset = io::datasetFromCsv(io::datasetToCsv(more), QStringLiteral("d.csv"));
        QVERIFY(overDataset.configurations.isEmpty());
        QVERIFY(diag(overDataset, QStringLiteral("import.too_many_configurations")));
    }

    // 11. Messages say what happened: a symlink loop is not "does not exist", a special file is not
    //     "Unknown error", a cut log is not "malformed", an oversized probe file is not "unterminated".
    void case11_messagesSayWhatHappened()
    {
        const QString loop = m_tmp.filePath(QStringLiteral("loop"));
        QVERIFY(QFile::link(loop, loop));
        const model::Dataset looped = import::importSource(loop).dataset;
        const model::Diagnostic *d = diag(looped, QStringLiteral("fs.unreadable"));
        QVERIFY(d);
        QVERIFY2(d->args.value(1).contains(QLatin1String("symbolic links")), qPrintable(d->args.join(QLatin1Char('|'))));
        QVERIFY(!diag(looped, QStringLiteral("path.not_found")));

        const QString fifo = m_tmp.filePath(QStringLiteral("table.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const model::Dataset special = import::importSource(fifo).dataset;
        d = diag(special, QStringLiteral("fs.unreadable"));
        QVERIFY(d);
        QCOMPARE(d->args.value(1), QStringLiteral("not a regular file (a FIFO)"));

        QByteArray cut = minutesRun(12);
        cut.chop(30); // the run_stop line loses its end, newline included
        const import::ParsedResultLog log = import::parseResultLogBytes(cut, QStringLiteral("cut.txt"));
        bool truncated = false, malformed = false;
        for (const model::Diagnostic &x : log.diagnostics) {
            truncated |= x.code == QLatin1String("log.truncated") && x.line == test::kPreambleLines + 6;
            malformed |= x.code == QLatin1String("log.bad_line");
        }
        QVERIFY(truncated);
        QVERIFY(!malformed);

        const QString big = m_tmp.filePath(QStringLiteral("big-run.json"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"schema\": \"scalescope.probe/1\", \"tests\": [\"");
            QVERIFY(f.resize((qint64(64) << 20) + 4096)); // sparse: no 64 MiB written
        }
        QString error;
        QVERIFY(!probe::readRunFile(big, &error));
        QVERIFY2(error.contains(QLatin1String("64 MiB")), qPrintable(error));
    }

    // 11. Fit formulas write each sign once.
    void case11_fitTextHasNoDoubleSigns()
    {
        analysis::ScalingFit power;
        power.model = QStringLiteral("power");
        power.ok = true;
        power.coefficients = {2.0, -0.02175};
        QCOMPARE(power.formula(), QStringLiteral("T = 2·k^0.02175"));
        power.coefficients = {2.0, 0.5};
        QCOMPARE(power.formula(), QStringLiteral("T = 2·k^-0.5"));
        analysis::ScalingFit amdahl;
        amdahl.model = QStringLiteral("amdahl");
        amdahl.ok = true;
        amdahl.coefficients = {3.0, -1.5};
        QCOMPARE(amdahl.formula(), QStringLiteral("T = 3 − 1.5/k"));
        amdahl.coefficients = {3.0, 1.5};
        QCOMPARE(amdahl.formula(), QStringLiteral("T = 3 + 1.5/k"));
        // An Extra-P term k^-1 alone is Amdahl's, and reads so; others keep their exponents.
        analysis::ScalingFit extrap;
        extrap.model = QStringLiteral("extrap");
        extrap.ok = true;
        extrap.coefficients = {0.1736, 27.74};
        extrap.exponentI = -1;
        QCOMPARE(extrap.formula(), QStringLiteral("T = 0.1736 + 27.74/k"));
        extrap.coefficients = {-17.5, 98.61};
        extrap.exponentI = -0.5;
        QCOMPARE(extrap.formula(), QStringLiteral("T = -17.5 + 98.61·k^-0.5"));
        extrap.exponentJ = 1;
        QCOMPARE(extrap.formula(), QStringLiteral("T = -17.5 + 98.61·k^-0.5·log2(k)"));
    }
};

QTEST_GUILESS_MAIN(TestHardening)
#include "tst_hardening.moc"
