// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed and hostile inputs become diagnostics: no crash, no hang, nothing invented.
#include "MllogFixture.h"
#include "core/import/MlperfTreeImporter.h"
#include "core/import/ResultLogParser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace scalescope;

namespace {

QByteArray mllog(qint64 timeMs, const char *key, const QByteArray &value, const QByteArray &metadata = "{}")
{
    return QByteArrayLiteral(":::MLLOG {\"namespace\": \"\", \"time_ms\": ") + QByteArray::number(timeMs) +
           QByteArrayLiteral(", \"event_type\": \"POINT_IN_TIME\", \"key\": \"") + key + QByteArrayLiteral("\", \"value\": ") +
           value + QByteArrayLiteral(", \"metadata\": ") + metadata + QByteArrayLiteral("}\n");
}

// A run of `minutes` that reaches the ResNet target.
QByteArray goodRun(double minutes)
{
    const qint64 start = 1700000000000;
    return test::compliantPreamble(start) + mllog(start - 5000, "submission_benchmark", "\"resnet\"") +
           mllog(start, "run_start", "null") + test::compliantBlock(start + 500) +
           mllog(start + 1000, "eval_accuracy", "0.7601", "{\"epoch_num\": 40}") +
           mllog(start + static_cast<qint64>(minutes * 60000), "run_stop", "null", "{\"status\": \"success\"}");
}

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

const model::Diagnostic *findDiag(const model::Dataset &ds, const QString &code, const QString &fileEnd = {})
{
    for (const model::Diagnostic &d : ds.diagnostics)
        if (d.code == code && d.file.endsWith(fileEnd))
            return &d;
    return nullptr;
}

const model::Configuration *findConfig(const model::Dataset &ds, const QString &system)
{
    for (const model::Configuration &c : ds.configurations)
        if (c.system == system)
            return &c;
    return nullptr;
}

const char *kSystemJson = R"({"submitter": "Acme", "division": "closed", "status": "Available on-premise",
 "system_name": "acme1", "number_of_nodes": "2", "host_processors_per_node": "2",
 "host_processor_model_name": "Some CPU", "host_processor_core_count": "32",
 "host_memory_capacity": "1.5 TB", "accelerators_per_node": "8",
 "accelerator_model_name": "NVIDIA H100-SXM5-80GB", "accelerator_memory_capacity": "81559 MiB",
 "accelerator_interconnect": "NVLink", "framework": "PyTorch"})";

} // namespace

class TestMalformedInputs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_round; // <tmp>/training_v4.0
    model::Dataset m_ds;

    QString bench(const QString &system) const
    {
        return m_round + QStringLiteral("/Acme/results/") + system + QStringLiteral("/resnet/");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        m_round = m_tmp.path() + QStringLiteral("/training_v4.0");
        const QString sys = m_round + QStringLiteral("/Acme/systems/");

        // good: 5 valid runs, prefixed lines, CRLF, latin-1 noise, int namespace, no event_type
        QVERIFY(write(sys + QStringLiteral("good.json"), kSystemJson));
        for (int i = 0; i < 5; ++i) {
            QByteArray log = "noise before\r\n\xe9\xe8 latin-1 text\r\n";
            QByteArray run = goodRun(10 + i);
            run.replace("\n", "\r\n");
            run.replace(":::MLLOG {\"namespace\": \"\"", " 3: I0518 mllog.py:168] :::MLLOG {\"namespace\": 7");
            run.replace("\"event_type\": \"POINT_IN_TIME\", ", "");
            QVERIFY(write(bench(QStringLiteral("good")) + QStringLiteral("result_%1.txt").arg(i), log + run));
        }

        // broken system description (truncated JSON) and non-numeric fields
        QVERIFY(write(sys + QStringLiteral("truncated.json"), QByteArray(kSystemJson).left(200)));
        QVERIFY(write(bench(QStringLiteral("truncated")) + QStringLiteral("result_0.txt"), goodRun(3)));
        QByteArray nonNumeric(kSystemJson);
        nonNumeric.replace("\"number_of_nodes\": \"2\"", "\"number_of_nodes\": \"many\"");
        nonNumeric.replace("\"81559 MiB\"", "\"lots\"");
        QVERIFY(write(sys + QStringLiteral("nonnumeric.json"), nonNumeric));
        QVERIFY(write(bench(QStringLiteral("nonnumeric")) + QStringLiteral("result_0.txt"), goodRun(3)));

        // hostile run files next to each other in one folder
        QVERIFY(write(sys + QStringLiteral("hostile.json"), kSystemJson));
        const QString h = bench(QStringLiteral("hostile"));
        QByteArray binary(1 << 16, '\0');
        for (char &c : binary)
            c = static_cast<char>(QRandomGenerator::global()->bounded(256));
        QVERIFY(write(h + QStringLiteral("result_0.txt"), binary));
        QByteArray noStop = goodRun(5);
        noStop.truncate(noStop.lastIndexOf(":::MLLOG"));
        QVERIFY(write(h + QStringLiteral("result_1.txt"), noStop));
        {
            // a 50 MB line without a newline until the end, then a valid run
            QFile f(h + QStringLiteral("result_2.txt"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray chunk(1 << 20, 'x');
            for (int i = 0; i < 50; ++i)
                QVERIFY(f.write(chunk) == chunk.size());
            f.write("\n");
            f.write(goodRun(7));
        }
        QVERIFY(write(h + QStringLiteral("result_3.txt"),
                      ":::MLL 1560722679.397 run_start: {\"value\": null, \"metadata\": {\"lineno\": 320}}\n"));
        QVERIFY(write(h + QStringLiteral("result_4.txt"), "{\"key\": \"run_start\"\n:::MLLOG {\"key\": \"run_start\", broken\n"));
        QVERIFY(::mkfifo(QFile::encodeName(h + QStringLiteral("result_5.txt")).constData(), 0600) == 0);
        QVERIFY(QFile::link(QStringLiteral("result_6.txt"), h + QStringLiteral("result_6.txt")));      // self loop
        QVERIFY(QFile::link(QStringLiteral("/nonexistent/file"), h + QStringLiteral("result_7.txt"))); // dangling
        QVERIFY(QFile::link(QStringLiteral(".."), h + QStringLiteral("loop")));                        // folder loop
        QVERIFY(write(h + QStringLiteral("result_8.txt"), goodRun(8)));
        QVERIFY(::chmod(QFile::encodeName(h + QStringLiteral("result_8.txt")).constData(), 0) == 0);
        QDir().mkpath(h + QStringLiteral("stray"));

        // an empty benchmark folder and a results folder without system description
        QDir().mkpath(bench(QStringLiteral("empty")));
        QVERIFY(write(bench(QStringLiteral("nosystem")) + QStringLiteral("result_0.txt"), goodRun(2)));

        QElapsedTimer timer;
        timer.start();
        m_ds = import::MlperfTreeImporter::importPath(m_round).dataset;
        QVERIFY2(timer.elapsed() < 60000, "the import of hostile input took too long");
    }

    void validRunsSurviveNoise()
    {
        const model::Configuration *c = findConfig(m_ds, QStringLiteral("good"));
        QVERIFY(c);
        QCOMPARE(c->validRunCount(), 5);
        QVERIFY(c->scoreMinutes);
        QCOMPARE(*c->scoreMinutes, 12.0); // olympic mean of 10..14 drops 10 and 14
        QCOMPARE(c->accelerators.value_or(0), 16);
        QCOMPARE(c->availability, QStringLiteral("onprem"));
        QVERIFY(qAbs(c->acceleratorMemoryGb.value_or(0) - 85.5208) < 1e-3); // 81559 MiB
        QCOMPARE(c->hostMemoryGb.value_or(0), 1500.0);
    }

    void truncatedSystemJson()
    {
        const model::Diagnostic *d = findDiag(m_ds, QStringLiteral("system.bad_json"), QStringLiteral("truncated.json"));
        QVERIFY(d);
        QCOMPARE(d->severity, model::Severity::Error);
        QVERIFY(d->line >= 1);
        const model::Configuration *c = findConfig(m_ds, QStringLiteral("truncated"));
        QVERIFY(c); // results are kept; system fields unknown, never invented
        QVERIFY(!c->accelerators);
        QVERIFY(c->submitter.isEmpty());
    }

    void nonNumericFields()
    {
        QVERIFY(findDiag(m_ds, QStringLiteral("system.bad_number"), QStringLiteral("nonnumeric.json")));
        QVERIFY(findDiag(m_ds, QStringLiteral("system.bad_capacity"), QStringLiteral("nonnumeric.json")));
        const model::Configuration *c = findConfig(m_ds, QStringLiteral("nonnumeric"));
        QVERIFY(c);
        QVERIFY(!c->nodes);
        QVERIFY(!c->accelerators);
        QVERIFY(!c->acceleratorMemoryGb);
    }

    void hostileRunFiles()
    {
        const model::Configuration *c = findConfig(m_ds, QStringLiteral("hostile"));
        QVERIFY(c);
        QVERIFY(findDiag(m_ds, QStringLiteral("log.no_mllog"), QStringLiteral("result_0.txt")));
        // No run_stop: the official rules (common.yaml) require exactly one.
        const model::Diagnostic *noStop = findDiag(m_ds, QStringLiteral("rules.missing"), QStringLiteral("result_1.txt"));
        QVERIFY(noStop);
        QCOMPARE(noStop->args.value(1), QStringLiteral("run_stop"));
        QCOMPARE(c->runs.value(1).dropReason, QLatin1String(model::DropReason::NoRunStop));
        const model::Diagnostic *longLine = findDiag(m_ds, QStringLiteral("log.line_too_long"), QStringLiteral("result_2.txt"));
        QVERIFY(longLine);
        QCOMPARE(longLine->line, 1);
        QVERIFY(findDiag(m_ds, QStringLiteral("log.unsupported_format"), QStringLiteral("result_3.txt")));
        QVERIFY(findDiag(m_ds, QStringLiteral("log.bad_line"), QStringLiteral("result_4.txt")));
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.not_regular"), QStringLiteral("result_5.txt")));
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.unreadable"), QStringLiteral("result_6.txt")));
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.unreadable"), QStringLiteral("result_7.txt")));
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.symlink_dir"), QStringLiteral("loop")));
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.stray_folder"), QStringLiteral("stray")));
        if (::geteuid() != 0) // root reads a mode-000 file anyway
            QVERIFY(findDiag(m_ds, QStringLiteral("fs.unreadable"), QStringLiteral("result_8.txt")));

        // result_2 (after the long line) counts; the others are dropped with their reasons.
        QStringList files, reasons;
        for (const model::RunRecord &r : c->runs) {
            files << r.file;
            reasons << (r.valid ? QStringLiteral("ok") : r.dropReason);
        }
        QVERIFY(!files.contains(QStringLiteral("result_5.txt"))); // a pipe is not a run
        QCOMPARE(reasons.at(files.indexOf(QStringLiteral("result_0.txt"))), QStringLiteral("no_mllog"));
        QCOMPARE(reasons.at(files.indexOf(QStringLiteral("result_1.txt"))), QStringLiteral("no_run_stop"));
        QCOMPARE(reasons.at(files.indexOf(QStringLiteral("result_2.txt"))), QStringLiteral("ok"));
        QCOMPARE(reasons.at(files.indexOf(QStringLiteral("result_3.txt"))), QStringLiteral("unsupported_format"));
        QCOMPARE(reasons.at(files.indexOf(QStringLiteral("result_6.txt"))), QStringLiteral("unreadable"));
        QVERIFY(!c->scoreMinutes);
        QCOMPARE(c->scoreMissingReason, QStringLiteral("too_many_dropped"));
    }

    void emptyAndOrphanFolders()
    {
        QVERIFY(findDiag(m_ds, QStringLiteral("fs.empty_benchmark")));
        const model::Configuration *empty = findConfig(m_ds, QStringLiteral("empty"));
        QVERIFY(empty);
        QCOMPARE(empty->scoreMissingReason, QStringLiteral("no_runs"));
        QVERIFY(findDiag(m_ds, QStringLiteral("system.missing"), QStringLiteral("nosystem.json")));
        const model::Configuration *orphan = findConfig(m_ds, QStringLiteral("nosystem"));
        QVERIFY(orphan);
        QVERIFY(!orphan->accelerators);
    }

    void pathsWithoutRoundOrResults()
    {
        QTemporaryDir plain;
        QDir(plain.path()).mkpath(QStringLiteral("nothing/here"));
        // A folder of other files is called that, not asked for a round it would not need...
        const model::Dataset nothing = import::MlperfTreeImporter::importPath(plain.path()).dataset;
        QVERIFY(nothing.isEmpty());
        QVERIFY(findDiag(nothing, QStringLiteral("path.not_results")));
        QVERIFY(!findDiag(nothing, QStringLiteral("path.no_round")));
        QVERIFY(!import::mayHoldResultLogs(plain.path()));
        // ... and one with a result log five levels down needs the round its path does not give.
        QTemporaryDir tree;
        QVERIFY(QDir(tree.path()).mkpath(QStringLiteral("Org/results/sys/resnet")));
        QFile log(tree.filePath(QStringLiteral("Org/results/sys/resnet/result_0.txt")));
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.close();
        QVERIFY(import::mayHoldResultLogs(tree.path()));
        const model::Dataset noRound = import::MlperfTreeImporter::importPath(tree.path()).dataset;
        QVERIFY(noRound.isEmpty());
        QVERIFY(findDiag(noRound, QStringLiteral("path.no_round")));
        import::ImportOptions o;
        o.round = QStringLiteral("4.0");
        const model::Dataset notResults = import::MlperfTreeImporter::importPath(plain.path(), o).dataset;
        QVERIFY(findDiag(notResults, QStringLiteral("path.not_results")));
        o.round = QStringLiteral("four");
        QVERIFY(findDiag(import::MlperfTreeImporter::importPath(plain.path(), o).dataset, QStringLiteral("path.bad_round")));
        QVERIFY(findDiag(import::MlperfTreeImporter::importPath(plain.path() + QStringLiteral("/missing")).dataset,
                         QStringLiteral("path.not_found")));
    }

    void cleanupTestCase()
    {
        ::chmod(QFile::encodeName(bench(QStringLiteral("hostile")) + QStringLiteral("result_8.txt")).constData(), 0600);
    }
};

QTEST_GUILESS_MAIN(TestMalformedInputs)
#include "tst_malformedinputs.moc"
