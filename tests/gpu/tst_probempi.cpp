// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-probe-mpi under a real mpirun (Open MPI, CPU backend, 2 and 3 ranks on this machine):
// one document from rank 0, schema-valid, with the job in its "mpi" member; all-reduce, ping-pong
// and train-step across ranks verified, with their formulas; a rank killed mid-run ends the job
// with a failed status and a partial document, within a bounded time.
#include "ProcessesByEnvironment.h"
#include "gpu/ProbeTestSupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>

namespace {

using probetest::close;
using probetest::readJson;
using probetest::validate;

const QString kProbeMpi = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe-mpi");

// CI runs as root: Open MPI refuses that unless told. Loopback only: no other node is reached.
QStringList mpirun(int ranks, const QStringList &probeArgs)
{
    return QStringList{QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe"), QStringLiteral("-np"),
                       QString::number(ranks), kProbeMpi} +
           probeArgs;
}

QList<QJsonObject> testsOf(const QJsonObject &doc, const QString &suite)
{
    QList<QJsonObject> out;
    for (const QJsonValue &t : doc[QStringLiteral("tests")].toArray())
        if (t[QStringLiteral("suite")].toString() == suite)
            out << t.toObject();
    return out;
}

QList<int> ints(const QJsonValue &array)
{
    QList<int> out;
    for (const QJsonValue &v : array.toArray())
        out << v.toInt();
    return out;
}

// The PID of rank `rank` of the job whose processes carry SCALESCOPE_TEST_JOB=`marker`, or 0.
qint64 rankPid(const QString &marker, int rank)
{
    const QList<qint64> pids =
        processesWithEnvironment({"SCALESCOPE_TEST_JOB=" + marker.toUtf8(), "OMPI_COMM_WORLD_RANK=" + QByteArray::number(rank)});
    return pids.isEmpty() ? 0 : pids.first();
}

// The job's standard output until its first result event (two minutes at most).
QByteArray untilFirstResult(QProcess &job)
{
    QByteArray seen;
    QElapsedTimer clock;
    clock.start();
    while (!seen.contains("\"event\":\"result\"") && clock.elapsed() < 120000 && job.state() == QProcess::Running) {
        job.waitForReadyRead(500);
        seen += job.readAllStandardOutput();
    }
    return seen;
}

} // namespace

class TestProbeMpi : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // One quick run on `ranks` ranks: its document, checked against the schema, and its events.
    QJsonObject run(int ranks, QList<QJsonObject> *events = nullptr)
    {
        const QString out = m_dir.filePath(QStringLiteral("mpi%1.json").arg(ranks));
        const probetest::Run r = probetest::runProgram(QStringLiteral("mpirun"),
                                                       mpirun(ranks, {QStringLiteral("--quick"), QStringLiteral("--format"),
                                                                      QStringLiteral("jsonl"), QStringLiteral("--out"), out}),
                                                       240000);
        if (r.exitCode != 0)
            qWarning().noquote() << r.err;
        [&] { QCOMPARE(r.exitCode, 0); }();
        const QString eventsFile = m_dir.filePath(QStringLiteral("mpi%1.jsonl").arg(ranks));
        QFile f(eventsFile);
        f.open(QIODevice::WriteOnly);
        f.write(r.out);
        f.close();
        QString problem = validate(QStringLiteral("document"), out);
        [&] { QVERIFY2(problem.isEmpty(), qPrintable(problem)); }();
        problem = validate(QStringLiteral("events"), eventsFile);
        [&] { QVERIFY2(problem.isEmpty(), qPrintable(problem)); }();
        if (events)
            for (const QByteArray &line : r.out.split('\n'))
                if (!line.trimmed().isEmpty())
                    *events << QJsonDocument::fromJson(line).object();
        return readJson(out);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(kProbeMpi), "scalescope-probe-mpi was not built");
        if (QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QFAIL("mpirun is not installed (Debian: openmpi-bin, in scripts/debian-packages.txt)");
    }

    void twoRanksWriteOneDocument()
    {
        QList<QJsonObject> events;
        const QJsonObject doc = run(2, &events);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(doc[QStringLiteral("status")].toString(), QStringLiteral("ok"));
        QCOMPARE(doc[QStringLiteral("tool")][QStringLiteral("name")].toString(), QStringLiteral("scalescope-probe-mpi"));
        QVERIFY(!doc.contains(QStringLiteral("incomplete")));
        const QJsonObject mpi = doc[QStringLiteral("mpi")].toObject();
        QCOMPARE(mpi[QStringLiteral("ranks")].toInt(), 2);
        QCOMPARE(mpi[QStringLiteral("launcher")].toString(), QStringLiteral("mpirun"));
        QCOMPARE(mpi[QStringLiteral("library")].toString(), QStringLiteral("Open MPI"));
        QCOMPARE(mpi[QStringLiteral("hosts")].toArray().size(), 1);
        QCOMPARE(ints(mpi[QStringLiteral("hosts")][0][QStringLiteral("ranks")]), (QList<int>{0, 1}));
        QCOMPARE(mpi[QStringLiteral("ranks_per_host")].toInt(), 2);
        QCOMPARE(mpi[QStringLiteral("rank_details")].toArray().size(), 2);
        // Rank 0 alone speaks: one start and one end event, not one per rank.
        int starts = 0, ends = 0;
        for (const QJsonObject &e : events) {
            starts += e[QStringLiteral("event")] == QStringLiteral("start");
            ends += e[QStringLiteral("event")] == QStringLiteral("end");
        }
        QCOMPARE(starts, 1);
        QCOMPARE(ends, 1);
        // Every rank's inventory.
        int inventories = 0;
        for (const QJsonObject &t : testsOf(doc, QStringLiteral("inventory")))
            inventories += t[QStringLiteral("participants")].isObject();
        QCOMPARE(inventories, 2);
    }

    void allreduceAcrossRanksIsVerifiedWithBusbw_data()
    {
        QTest::addColumn<int>("ranks");
        QTest::newRow("2 ranks") << 2;
        QTest::newRow("3 ranks") << 3;
    }
    void allreduceAcrossRanksIsVerifiedWithBusbw()
    {
        QFETCH(int, ranks);
        const QJsonObject doc = run(ranks);
        QVERIFY(!QTest::currentTestFailed());
        const QList<QJsonObject> tests = testsOf(doc, QStringLiteral("allreduce"));
        QVERIFY(!tests.isEmpty());
        for (const QJsonObject &t : tests) {
            QCOMPARE(t[QStringLiteral("status")].toString(), QStringLiteral("ok"));
            QCOMPARE(t[QStringLiteral("verified")].toBool(), true);
            QCOMPARE(t[QStringLiteral("parameters")][QStringLiteral("ranks")].toInt(), ranks);
            QCOMPARE(ints(t[QStringLiteral("participants")][QStringLiteral("ranks")]).size(), ranks);
            // busbw = algbw · 2(n−1)/n, per sample (nccl-tests' convention).
            const double factor = 2.0 * (ranks - 1) / ranks;
            QVERIFY(close(t[QStringLiteral("extra")][QStringLiteral("busbw_factor")].toDouble(), factor));
            const QJsonArray alg = t[QStringLiteral("extra")][QStringLiteral("algbw_gbs")].toArray();
            const QJsonArray values = t[QStringLiteral("values")].toArray();
            const QJsonArray samples = t[QStringLiteral("samples_s")].toArray();
            QCOMPARE(alg.size(), values.size());
            const double bytes = t[QStringLiteral("parameters")][QStringLiteral("bytes")].toDouble();
            for (qsizetype i = 0; i < values.size(); ++i) {
                QVERIFY(close(alg[i].toDouble(), bytes / samples[i].toDouble() / 1e9));
                QVERIFY(close(values[i].toDouble(), alg[i].toDouble() * factor));
            }
        }
        // The ping-pong reaches every other rank, and its bandwidth is bytes over half a round trip.
        QList<int> peers;
        for (const QJsonObject &t : testsOf(doc, QStringLiteral("p2p"))) {
            QCOMPARE(t[QStringLiteral("verified")].toBool(), true);
            const int peer = t[QStringLiteral("parameters")][QStringLiteral("peer_rank")].toInt();
            if (!peers.contains(peer))
                peers << peer;
            if (t[QStringLiteral("metric")] == QStringLiteral("bandwidth")) {
                const double bytes = t[QStringLiteral("parameters")][QStringLiteral("bytes")].toDouble();
                QVERIFY(
                    close(t[QStringLiteral("values")][0].toDouble(), bytes / t[QStringLiteral("samples_s")][0].toDouble() / 1e9));
            }
        }
        QList<int> expected;
        for (int r = 1; r < ranks; ++r)
            expected << r;
        QCOMPARE(peers, expected);
    }

    void trainStepAcrossRanksGivesTheClusterCurve()
    {
        const QJsonObject doc = run(3);
        QVERIFY(!QTest::currentTestFailed());
        QMap<QString, QList<int>> counts; // mode + precision → rank counts
        for (const QJsonObject &t : testsOf(doc, QStringLiteral("train-step"))) {
            if (t[QStringLiteral("status")] == QStringLiteral("not_applicable"))
                continue; // bf16 without the instructions
            QCOMPARE(t[QStringLiteral("status")].toString(), QStringLiteral("ok"));
            QCOMPARE(t[QStringLiteral("verified")].toBool(), true);
            const QJsonObject ts = t[QStringLiteral("train_step")].toObject();
            const int n = ts[QStringLiteral("devices")].toInt();
            counts[ts[QStringLiteral("mode")].toString() + ts[QStringLiteral("precision")].toString()] << n;
            QCOMPARE(ints(t[QStringLiteral("participants")][QStringLiteral("ranks")]).size(), n);
            QCOMPARE(t[QStringLiteral("verification")][QStringLiteral("max_replica_difference")].toDouble(), 0.0);
            QVERIFY(t[QStringLiteral("verification")][QStringLiteral("gradient_sum_relative_error")].toDouble() < 1e-4);
            // efficiency = speedup / n; ε_eff = (1 − E) / (E (n − 1)).
            const double e = ts[QStringLiteral("efficiency")].toDouble();
            QVERIFY(close(e, ts[QStringLiteral("speedup")].toDouble() / n));
            if (n > 1)
                QVERIFY(close(ts[QStringLiteral("epsilon_eff")].toDouble(), (1 - e) / (e * (n - 1))));
            else
                QVERIFY(close(ts[QStringLiteral("speedup")].toDouble(), 1.0));
        }
        QVERIFY(counts.contains(QStringLiteral("strongfp32")));
        for (const QList<int> &c : counts)
            QCOMPARE(c, (QList<int>{1, 2, 3}));
    }

    void aRankThatDiesEndsTheJobWithAPartialDocument()
    {
        const QString out = m_dir.filePath(QStringLiteral("killed.json"));
        QProcess job;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SCALESCOPE_TEST_JOB"), m_dir.path());
        job.setProcessEnvironment(env);
        // Not quick: long enough to be killed in the middle.
        job.start(QStringLiteral("mpirun"),
                  mpirun(2, {QStringLiteral("--suite"), QStringLiteral("allreduce,train-step"), QStringLiteral("--format"),
                             QStringLiteral("jsonl"), QStringLiteral("--out"), out}));
        QVERIFY(job.waitForStarted());
        QByteArray seen = untilFirstResult(job);
        QVERIFY2(seen.contains("\"event\":\"result\""), "no result before the kill");
        const qint64 victim = rankPid(m_dir.path(), 1);
        QVERIFY2(victim > 0, "rank 1 not found");
        QCOMPARE(::kill(pid_t(victim), SIGKILL), 0);
        // Never a hang: the launcher ends the job.
        QVERIFY2(job.waitForFinished(60000), "the job did not end within a minute of losing a rank");
        QVERIFY(job.exitStatus() != QProcess::NormalExit || job.exitCode() != 0);
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject doc = readJson(out);
        QCOMPARE(doc[QStringLiteral("status")].toString(), QStringLiteral("error"));
        QCOMPARE(doc[QStringLiteral("incomplete")].toBool(), true);
        QVERIFY(!testsOf(doc, QStringLiteral("allreduce")).isEmpty());
        QCOMPARE(rankPid(m_dir.path(), 0), qint64(0)); // rank 0 is gone too
        // The checkpoint names the test the job died in, as the stream's last test_start does.
        seen += job.readAllStandardOutput();
        const QJsonObject cut = doc[QStringLiteral("in_progress")].toObject();
        QCOMPARE(ints(cut[QStringLiteral("participants")][QStringLiteral("ranks")]), (QList<int>{0, 1}));
        const qsizetype lastStart = seen.lastIndexOf("\"event\":\"test_start\"");
        QVERIFY(lastStart >= 0 && seen.indexOf("\"event\":\"result\"", lastStart) < 0);
        QVERIFY2(seen.mid(lastStart).contains(cut[QStringLiteral("name")].toString().toUtf8()),
                 qPrintable(cut[QStringLiteral("name")].toString()));
        // The suites after the cut one are named as not started.
        const QStringList notRun = doc[QStringLiteral("not_run")].toVariant().toStringList();
        if (cut[QStringLiteral("suite")].toString() == QLatin1String("allreduce"))
            QCOMPARE(notRun, QStringList{QStringLiteral("train-step")});
        else
            QVERIFY2(notRun.isEmpty(), qPrintable(notRun.join(u',')));
    }

    // A rank gets SIGTERM from its launcher: Open MPI's daemon when mpirun lost a host (the
    // multi-host faults measure that), Slurm at scancel or the time limit; the desktop never sends
    // one (it closes standard input). So a rank's SIGTERM is a job its launcher ended: status error
    // and incomplete, with the test under way, not "cancelled". A closed standard input is the
    // cancel. (mpirun's own SIGTERM is not this case: it kills its ranks before they can write, and
    // the last checkpoint stays, incomplete.)
    void theLaunchersSigtermIsNotACancel_data()
    {
        QTest::addColumn<bool>("byStdin");
        QTest::newRow("every rank gets SIGTERM") << false;
        QTest::newRow("standard input closes") << true;
    }

    void theLaunchersSigtermIsNotACancel()
    {
        QFETCH(bool, byStdin);
        const QString out = m_dir.filePath(byStdin ? QStringLiteral("stdin.json") : QStringLiteral("sigterm.json"));
        QStringList args{QStringLiteral("--suite"),  QStringLiteral("allreduce,train-step"),
                         QStringLiteral("--format"), QStringLiteral("jsonl"),
                         QStringLiteral("--out"),    out};
        if (byStdin)
            args << QStringLiteral("--stop-on-stdin-eof");
        QProcess job;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const QString marker = m_dir.filePath(byStdin ? QStringLiteral("stdin") : QStringLiteral("sigterm"));
        env.insert(QStringLiteral("SCALESCOPE_TEST_JOB"), marker);
        job.setProcessEnvironment(env);
        job.start(QStringLiteral("mpirun"), mpirun(2, args));
        QVERIFY(job.waitForStarted());
        const QByteArray seen = untilFirstResult(job);
        QVERIFY2(seen.contains("\"event\":\"result\""), "no result before the stop");
        if (byStdin) {
            job.closeWriteChannel();
        } else {
            const qint64 rank0 = rankPid(marker, 0), rank1 = rankPid(marker, 1);
            QVERIFY(rank0 > 0 && rank1 > 0);
            QCOMPARE(::kill(pid_t(rank1), SIGTERM), 0);
            QCOMPARE(::kill(pid_t(rank0), SIGTERM), 0);
        }
        QVERIFY2(job.waitForFinished(60000), "the job did not end within a minute of its stop");
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject doc = readJson(out);
        QVERIFY(doc[QStringLiteral("interrupted")].toBool());
        QCOMPARE(doc[QStringLiteral("exit_code")].toInt(), 130);
        QCOMPARE(doc[QStringLiteral("stopped_by")].toString(),
                 byStdin ? QStringLiteral("stdin_closed") : QStringLiteral("SIGTERM"));
        QCOMPARE(doc[QStringLiteral("status")].toString(), byStdin ? QStringLiteral("cancelled") : QStringLiteral("error"));
        QCOMPARE(doc[QStringLiteral("incomplete")].toBool(), !byStdin);
        // Stopped during a test, it is named with its ranks; between two tests (while a checkpoint
        // is written) there is none to name.
        const QJsonObject cut = doc[QStringLiteral("in_progress")].toObject();
        const bool namedWell =
            cut.isEmpty() || ints(cut[QStringLiteral("participants")][QStringLiteral("ranks")]) == QList<int>{0, 1};
        QVERIFY(byStdin ? cut.isEmpty() : namedWell);
        // The tests after the stop have entries, as not run because of it.
        const QList<QJsonObject> allreduce = testsOf(doc, QStringLiteral("allreduce"));
        QVERIFY(!allreduce.isEmpty() && allreduce.last()[QStringLiteral("status")].toString() == QLatin1String("cancelled"));
    }

    // Three ranks posing as three hosts (each told its host name): rank 0 plays ping-pong with both,
    // and the two other hosts with each other, rank 1 timing it for rank 0.
    void pingPongCoversEveryPairOfHosts()
    {
        const QString out = m_dir.filePath(QStringLiteral("hosts.json"));
        QStringList args{QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe")};
        for (const char *host : {"hostA", "hostB", "hostC"}) {
            if (args.size() > 2)
                args << QStringLiteral(":");
            args << QStringLiteral("-np") << QStringLiteral("1") << QStringLiteral("-x")
                 << QStringLiteral("SCALESCOPE_PROBE_HOSTNAME=%1").arg(QLatin1String(host)) << kProbeMpi
                 << QStringLiteral("--quick") << QStringLiteral("--suite") << QStringLiteral("p2p") << QStringLiteral("--out")
                 << out;
        }
        const probetest::Run r = probetest::runProgram(QStringLiteral("mpirun"), args, 120000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject doc = readJson(out);
        QCOMPARE(doc[QStringLiteral("mpi")][QStringLiteral("hosts")].toArray().size(), 3);
        QMap<QString, QList<QJsonObject>> byPair;
        for (const QJsonObject &t : testsOf(doc, QStringLiteral("p2p")))
            byPair[t[QStringLiteral("device")].toString()] << t;
        QCOMPARE(byPair.keys(),
                 (QStringList{QStringLiteral("rank0-rank1"), QStringLiteral("rank0-rank2"), QStringLiteral("rank1-rank2")}));
        const QList<QJsonObject> between = byPair[QStringLiteral("rank1-rank2")];
        QCOMPARE(between.size(), 2); // 8 B and 1 MiB under --quick
        for (const QJsonObject &t : between) {
            QCOMPARE(t[QStringLiteral("status")].toString(), QStringLiteral("ok"));
            QVERIFY(t[QStringLiteral("verified")].toBool());
            const QJsonObject p = t[QStringLiteral("parameters")].toObject();
            QCOMPARE(p[QStringLiteral("source_rank")].toInt(), 1);
            QCOMPARE(p[QStringLiteral("peer_rank")].toInt(), 2);
            QVERIFY(p[QStringLiteral("inter_node")].toBool());
            QCOMPARE(ints(t[QStringLiteral("participants")][QStringLiteral("ranks")]), (QList<int>{1, 2}));
            // Rank 1's own clock, forwarded to rank 0: real times, not rank 0's idle loop.
            const double median = t[QStringLiteral("median")].toDouble();
            QVERIFY2(median > 0 && std::isfinite(median), qPrintable(QString::number(median)));
            if (t[QStringLiteral("metric")].toString() == QLatin1String("latency"))
                QVERIFY2(median > 0.05, qPrintable(QString::number(median))); // µs: a real round trip, not zero
        }
    }

    void usageIsCheckedBeforeMpiStarts()
    {
        // No launcher needed to be told what is wrong.
        probetest::Run r = probetest::runProgram(kProbeMpi, {QStringLiteral("--suite"), QStringLiteral("gemm")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("unknown suite 'gemm'"));
        r = probetest::runProgram(kProbeMpi, {QStringLiteral("--devices"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("each rank takes one GPU of its own"));
        r = probetest::runProgram(kProbeMpi, {QStringLiteral("--list")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject list = QJsonDocument::fromJson(r.out).object();
        QStringList suites;
        for (const QJsonValue &s : list[QStringLiteral("suites")].toArray())
            suites << s[QStringLiteral("name")].toString();
        QCOMPARE(suites, (QStringList{QStringLiteral("inventory"), QStringLiteral("allreduce"), QStringLiteral("p2p"),
                                      QStringLiteral("train-step")}));
        // Built with CUDA, every suite runs on the CUDA backend too (NCCL across ranks).
        for (const QJsonValue &s : list[QStringLiteral("suites")].toArray())
            QCOMPARE(s[QStringLiteral("backends")].toArray().contains(QStringLiteral("cuda")),
                     list[QStringLiteral("cuda_compiled")].toBool());
    }

    // The app asks a host for --list through its probe command, which may be an mpirun line: the
    // ranks all start with --list, and the answer must still be one document.
    void listUnderALauncherIsAnsweredOnce()
    {
        for (const QString &option : {QStringLiteral("--list"), QStringLiteral("--version")}) {
            const probetest::Run r = probetest::runProgram(
                QStringLiteral("mpirun"), mpirun(3, {option, QStringLiteral("--format"), QStringLiteral("json")}));
            QCOMPARE(r.exitCode, 0);
            if (option == QLatin1String("--version")) {
                QCOMPARE(r.out.count("scalescope-probe-mpi "), 1);
                continue;
            }
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
            QVERIFY2(error.error == QJsonParseError::NoError,
                     qPrintable(error.errorString() + QLatin1Char('\n') + QString::fromUtf8(r.out)));
            QVERIFY(!doc.object().value(QStringLiteral("suites")).toArray().isEmpty());
        }
    }

    // Without a GPU on every rank the CUDA backend stops at once on every rank, naming them, and
    // writes nothing; auto measures the CPUs instead (the runs above).
    void cudaBackendNeedsAGpuOnEveryRank()
    {
        const QString out = m_dir.filePath(QStringLiteral("cuda.json"));
        const probetest::Run r = probetest::runProgram(QStringLiteral("mpirun"),
                                                       mpirun(2, {QStringLiteral("--backend"), QStringLiteral("cuda"),
                                                                  QStringLiteral("--quick"), QStringLiteral("--out"), out}),
                                                       60000);
        if (r.exitCode == 0)
            QSKIP("every rank has a GPU here: gpu/tools/device-check.sh checks the CUDA path across ranks");
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("needs one GPU per rank"), r.err.constData());
        QVERIFY2(r.err.contains("rank 0 on ") && r.err.contains("rank 1 on "), r.err.constData());
        QVERIFY(!QFile::exists(out));
        const QJsonObject doc = run(2); // auto: the same job on the CPUs, each rank saying why it has no GPU
        QCOMPARE(doc[QStringLiteral("backend")].toString(), QStringLiteral("cpu"));
        for (const QJsonValue &d : doc[QStringLiteral("mpi")][QStringLiteral("rank_details")].toArray()) {
            QVERIFY(d[QStringLiteral("gpu")].isNull());
            QVERIFY(!d[QStringLiteral("gpu_reason")].toString().isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestProbeMpi)
#include "tst_probempi.moc"
