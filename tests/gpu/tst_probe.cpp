// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// scalescope-probe as a process: its contract (schema), its figures (formulas), its exit codes.
#include "gpu/ProbeTestSupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QString kProbe = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe");
using probetest::close;
using probetest::readJson;
using probetest::Run;
using probetest::validate;

Run probe(const QStringList &args, int timeoutMs = 120000)
{
    return probetest::runProgram(kProbe, args, timeoutMs);
}

// The quick gemm and latency suites on the CPU with SCALESCOPE_PROBE_FAIL_TEST=fault.
Run gemmAndLatencyFailing(const QByteArray &fault, const QString &out)
{
    qputenv("SCALESCOPE_PROBE_FAIL_TEST", fault);
    const Run r =
        probe({QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--quick"), QStringLiteral("--suite"),
               QStringLiteral("gemm,latency"), QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("text")});
    qunsetenv("SCALESCOPE_PROBE_FAIL_TEST");
    return r;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    const qsizetype n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

class TestProbe : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QJsonObject m_doc;

private slots:
    void initTestCase()
    {
        const QString out = m_dir.filePath(QStringLiteral("quick.json"));
        const Run r =
            probe({QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--quick"), QStringLiteral("--workers"),
                   QStringLiteral("1,2,4"), QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        m_doc = readJson(out);
        QCOMPARE(m_doc.value(QLatin1String("schema")).toString(), QStringLiteral("scalescope.probe/1"));
        QCOMPARE(m_doc.value(QLatin1String("backend")).toString(), QStringLiteral("cpu"));
    }

    void everyTestRanOrSaysWhyNot()
    {
        QStringList suites;
        for (const QJsonValue &v : m_doc.value(QLatin1String("tests")).toArray()) {
            const QJsonObject t = v.toObject();
            const QString status = t.value(QLatin1String("status")).toString();
            suites << t.value(QLatin1String("suite")).toString();
            QVERIFY2(status == QLatin1String("ok") || status == QLatin1String("not_applicable"),
                     qPrintable(t.value(QLatin1String("name")).toString() + QLatin1Char(' ') + status));
            if (status == QLatin1String("ok") && t.value(QLatin1String("suite")).toString() != QLatin1String("inventory")) {
                QVERIFY2(t.value(QLatin1String("verified")).toBool(), qPrintable(t.value(QLatin1String("name")).toString()));
                QVERIFY(t.value(QLatin1String("values")).toArray().size() >= 1);
                QCOMPARE(t.value(QLatin1String("values")).toArray().size(), t.value(QLatin1String("samples_s")).toArray().size());
            }
            if (status == QLatin1String("not_applicable"))
                QVERIFY(!t.value(QLatin1String("reason_code")).toString().isEmpty());
        }
        for (const char *s : {"inventory", "gemm", "memory", "host", "p2p", "latency", "allreduce", "train-step"})
            QVERIFY2(suites.contains(QLatin1String(s)), s);
    }

    void headlineIsTheMedianOfTheValues()
    {
        for (const QJsonValue &v : m_doc.value(QLatin1String("tests")).toArray()) {
            const QJsonObject t = v.toObject();
            QList<double> values;
            for (const QJsonValue &x : t.value(QLatin1String("values")).toArray())
                values << x.toDouble();
            if (values.isEmpty())
                continue;
            const int taken = t.value(QLatin1String("sample_count")).toInt();
            QVERIFY(taken >= values.size());
            if (taken == values.size()) {
                QVERIFY(close(t.value(QLatin1String("median")).toDouble(), median(values)));
            } else { // the document keeps 256 of them, first and last included; the summary is over all
                QCOMPARE(values.size(), 256);
                QVERIFY(t.value(QLatin1String("min")).toDouble() <= *std::min_element(values.begin(), values.end()));
                QVERIFY(t.value(QLatin1String("max")).toDouble() >= *std::max_element(values.begin(), values.end()));
            }
            QVERIFY(t.value(QLatin1String("min")).toDouble() <= t.value(QLatin1String("median")).toDouble());
            QVERIFY(t.value(QLatin1String("max")).toDouble() >= t.value(QLatin1String("median")).toDouble());
        }
    }

    void formulas()
    {
        int gemm = 0, stream = 0, allreduce = 0;
        for (const QJsonValue &v : m_doc.value(QLatin1String("tests")).toArray()) {
            const QJsonObject t = v.toObject();
            const QString suite = t.value(QLatin1String("suite")).toString();
            const QJsonObject p = t.value(QLatin1String("parameters")).toObject();
            const QJsonArray samples = t.value(QLatin1String("samples_s")).toArray();
            const QJsonArray values = t.value(QLatin1String("values")).toArray();
            if (suite == QLatin1String("gemm") && !values.isEmpty()) {
                // GFLOP/s = 2·m·n·k / seconds / 1e9
                const double flops = 2.0 * p.value(QLatin1String("m")).toDouble() * p.value(QLatin1String("n")).toDouble() *
                                     p.value(QLatin1String("k")).toDouble();
                QCOMPARE(p.value(QLatin1String("flops_per_call")).toDouble(), flops);
                for (int i = 0; i < values.size(); ++i)
                    QVERIFY(close(values[i].toDouble(), flops / samples[i].toDouble() / 1e9));
                ++gemm;
            } else if (suite == QLatin1String("memory") && !values.isEmpty()) {
                // bytes moved: copy and scale touch 2 arrays per element, add and triad 3
                const QString kernel = p.value(QLatin1String("kernel")).toString();
                const double array = p.value(QLatin1String("array_bytes")).toDouble();
                const double arrays = (kernel == QLatin1String("copy") || kernel == QLatin1String("scale")) ? 2 : 3;
                QCOMPARE(p.value(QLatin1String("bytes_moved_per_call")).toDouble(), arrays * array);
                QCOMPARE(t.value(QLatin1String("byte_convention")).toString(), QStringLiteral("moved"));
                for (int i = 0; i < values.size(); ++i)
                    QVERIFY(close(values[i].toDouble(), arrays * array / samples[i].toDouble() / 1e9));
                if (kernel == QLatin1String("copy")) // bytes copied = half of bytes moved
                    QCOMPARE(t.value(QLatin1String("extra")).toObject().value(QLatin1String("bytes_copied_per_call")).toDouble(),
                             array);
                ++stream;
            } else if (suite == QLatin1String("allreduce") && !values.isEmpty()) {
                // busbw = algbw · 2(n−1)/n, algbw = bytes / seconds
                const double n = p.value(QLatin1String("ranks")).toDouble();
                const double bytes = p.value(QLatin1String("bytes")).toDouble();
                const QJsonArray alg = t.value(QLatin1String("extra")).toObject().value(QLatin1String("algbw_gbs")).toArray();
                for (int i = 0; i < values.size(); ++i) {
                    QVERIFY(close(alg[i].toDouble(), bytes / samples[i].toDouble() / 1e9));
                    QVERIFY(close(values[i].toDouble(), alg[i].toDouble() * 2 * (n - 1) / n));
                }
                ++allreduce;
            }
        }
        QVERIFY(gemm >= 2);
        QCOMPARE(stream, 4);
        QVERIFY(allreduce >= 1);
    }

    void trainStepPerWorkerCount()
    {
        QMap<QString, double> baseline; // mode/precision -> samples/s with one worker
        QMap<QString, QList<int>> workers;
        for (const QJsonValue &v : m_doc.value(QLatin1String("tests")).toArray()) {
            const QJsonObject t = v.toObject();
            if (t.value(QLatin1String("suite")).toString() != QLatin1String("train-step") ||
                t.value(QLatin1String("status")).toString() != QLatin1String("ok"))
                continue;
            const QJsonObject s = t.value(QLatin1String("train_step")).toObject();
            const QString key =
                s.value(QLatin1String("mode")).toString() + QLatin1Char('/') + s.value(QLatin1String("precision")).toString();
            const int w = s.value(QLatin1String("devices")).toInt();
            workers[key] << w;
            const double sps = s.value(QLatin1String("samples_per_s")).toDouble();
            const double batch = t.value(QLatin1String("parameters")).toObject().value(QLatin1String("global_batch")).toDouble();
            QVERIFY(close(sps, batch / s.value(QLatin1String("step_s")).toDouble()));
            QVERIFY(s.value(QLatin1String("compute_s")).toDouble() > 0);
            QVERIFY(s.value(QLatin1String("comm_s")).toDouble() >= 0);
            QCOMPARE(s.value(QLatin1String("oversubscribed")).toBool(), w > m_doc.value(QLatin1String("host"))
                                                                                .toObject()
                                                                                .value(QLatin1String("cpu"))
                                                                                .toObject()
                                                                                .value(QLatin1String("logical_cpus"))
                                                                                .toInt());
            if (w == 1) {
                baseline[key] = sps;
                QCOMPARE(s.value(QLatin1String("speedup")).toDouble(), 1.0);
                QVERIFY(s.value(QLatin1String("epsilon_eff")).isNull()); // undefined at one worker
            } else {
                const double speedup = sps / baseline.value(key);
                const double e = speedup / w;
                QVERIFY(close(s.value(QLatin1String("speedup")).toDouble(), speedup));
                QVERIFY(close(s.value(QLatin1String("efficiency")).toDouble(), e));
                QVERIFY(close(s.value(QLatin1String("epsilon_eff")).toDouble(), (1 - e) / (e * (w - 1))));
            }
        }
        QVERIFY(workers.contains(QStringLiteral("strong/fp32")));
        for (const QList<int> &ws : workers)
            QCOMPARE(ws, (QList<int>{1, 2, 4}));
    }

    void jsonlStreamsAndOutWritesTheDocument()
    {
        const QString out = m_dir.filePath(QStringLiteral("stream.json"));
        const QString events = m_dir.filePath(QStringLiteral("events.jsonl"));
        const Run r = probe({QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--quick"),
                             QStringLiteral("--suite"), QStringLiteral("inventory,gemm,latency"), QStringLiteral("--format"),
                             QStringLiteral("jsonl"), QStringLiteral("--out"), out});
        QCOMPARE(r.exitCode, 0);
        QFile f(events);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out);
        f.close();
        QString problem = validate(QStringLiteral("events"), events);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.first().contains("\"event\":\"start\""));
        QVERIFY(lines.last().contains("\"event\":\"end\""));
        QVERIFY(r.out.contains("\"event\":\"progress\""));
        QVERIFY(r.out.contains("\"event\":\"result\""));
        QVERIFY(r.out.contains("\"event\":\"warning\"")); // CUDA compiled but unavailable, or not compiled: said
        // The start event's checkpoint with the results streamed so far is a valid document, as a
        // reader whose stream broke after the second result makes it (ProbeStreamedRun).
        QJsonObject partial = QJsonDocument::fromJson(lines.first()).object().value(QLatin1String("checkpoint")).toObject();
        QVERIFY(partial.value(QLatin1String("incomplete")).toBool());
        QCOMPARE(partial.value(QLatin1String("status")).toString(), QStringLiteral("error"));
        QJsonArray tests;
        for (const QByteArray &line : lines) {
            const QJsonObject e = QJsonDocument::fromJson(line).object();
            if (e.value(QLatin1String("event")).toString() == QLatin1String("result") && tests.size() < 2)
                tests.append(e.value(QLatin1String("test")));
        }
        QCOMPARE(tests.size(), 2);
        partial.insert(QLatin1String("tests"), tests);
        const QString partialPath = m_dir.filePath(QStringLiteral("partial.json"));
        QFile pf(partialPath);
        QVERIFY(pf.open(QIODevice::WriteOnly));
        pf.write(QJsonDocument(partial).toJson());
        pf.close();
        problem = validate(QStringLiteral("document"), partialPath);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void listAlwaysSucceeds()
    {
        const Run r = probe({QStringLiteral("--list"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.exitCode, 0);
        const QString path = m_dir.filePath(QStringLiteral("list.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(r.out);
        f.close();
        const QString problem = validate(QStringLiteral("list"), path);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject o = readJson(path);
        QVERIFY(!o.value(QLatin1String("cuda_available")).toBool()); // no GPU on the test machines
        QVERIFY(!o.value(QLatin1String("reason_code")).toString().isEmpty());
        // cuBLASLt and NCCL are opened at run time: where the toolkit ships them, every symbol the
        // probe calls resolves; elsewhere the list says why (and the CPU backend still runs).
        const QJsonObject libs = o.value(QLatin1String("libraries")).toObject();
        for (const char *name : {"cublaslt", "nccl", "nvml"}) {
            const QJsonObject lib = libs.value(QLatin1String(name)).toObject();
            QVERIFY2(!lib.isEmpty(), name);
            if (!lib.value(QLatin1String("loaded")).toBool())
                QVERIFY2(!lib.value(QLatin1String("reason_code")).toString().isEmpty(), name);
        }
#ifdef SCALESCOPE_CUDA_LIBRARY_DIR
        const QString dir = QStringLiteral(SCALESCOPE_CUDA_LIBRARY_DIR);
        for (const auto &[name, file] : {std::pair{"cublaslt", "libcublasLt.so"}, std::pair { "nccl", "libnccl.so" }})
            if (QFile::exists(dir + QLatin1Char('/') + QLatin1String(file))) {
                const QJsonObject lib = libs.value(QLatin1String(name)).toObject();
                QVERIFY2(lib.value(QLatin1String("loaded")).toBool(), qPrintable(lib.value(QLatin1String("reason")).toString()));
            }
#else
        QCOMPARE(libs.value(QLatin1String("cublaslt")).toObject().value(QLatin1String("reason_code")).toString(),
                 QStringLiteral("not_compiled"));
#endif
    }

    void aGpuListEntryFollowsTheContract()
    {
        // The GPU entry the app's device chooser relies on (fixture: no GPU here) is valid; one
        // without its index is not.
        QProcess p;
        p.start(QStringLiteral("sh"),
                {QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/gpu-list.sh"), QStringLiteral("--list")});
        QVERIFY(p.waitForFinished(10000));
        QJsonObject list = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(list.value(QLatin1String("devices")).toArray().first().toObject().value(QLatin1String("kind")).toString(),
                 QStringLiteral("cuda"));
        const QString path = m_dir.filePath(QStringLiteral("gpu-list.json"));
        auto write = [&](const QJsonObject &o) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(o).toJson());
        };
        write(list);
        QString problem = validate(QStringLiteral("list"), path);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QJsonArray devices = list.value(QLatin1String("devices")).toArray();
        QJsonObject gpu = devices.first().toObject();
        gpu.remove(QLatin1String("index"));
        devices[0] = gpu;
        list.insert(QLatin1String("devices"), devices);
        write(list);
        problem = validate(QStringLiteral("list"), path);
        QVERIFY2(problem.contains(QLatin1String("index")), qPrintable(problem));
    }

    void usageErrorsExitTwo()
    {
        for (const QStringList &args :
             {QStringList{QStringLiteral("--suite"), QStringLiteral("warp")},
              QStringList{QStringLiteral("--backend"), QStringLiteral("tpu")},
              QStringList{QStringLiteral("--sizes"), QStringLiteral("12Q")},
              QStringList{QStringLiteral("--shapes"), QStringLiteral("1x2")},
              QStringList{QStringLiteral("--budget"), QStringLiteral("-1")}, QStringList{QStringLiteral("--frobnicate")}}) {
            const Run r = probe(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.err.contains("usage: scalescope-probe"));
        }
    }

    void cudaBackendWithoutDeviceExitsThree()
    {
        const Run r = probe({QStringLiteral("--backend"), QStringLiteral("cuda"), QStringLiteral("--quick")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("no CUDA device: "), r.err.constData());
    }

    void sigtermWritesAValidPartialDocument()
    {
        const QString out = m_dir.filePath(QStringLiteral("partial.json"));
        QProcess p;
        p.start(kProbe, {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--format"), QStringLiteral("jsonl"),
                         QStringLiteral("--out"), out});
        QVERIFY(p.waitForStarted());
        // Wait for the first result, then ask it to stop.
        QElapsedTimer timer;
        timer.start();
        QByteArray seen;
        while (!seen.contains("\"event\":\"result\"") && timer.elapsed() < 60000) {
            p.waitForReadyRead(1000);
            seen += p.readAllStandardOutput();
        }
        QVERIFY(seen.contains("\"event\":\"result\""));
        p.terminate(); // SIGTERM
        QVERIFY2(p.waitForFinished(60000), "the probe did not stop after SIGTERM");
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QJsonObject doc = readJson(out);
        QVERIFY(doc.value(QLatin1String("interrupted")).toBool());
        QCOMPARE(doc.value(QLatin1String("status")).toString(), QStringLiteral("cancelled"));
        // The desktop stops the plain probe with SIGTERM: a cancel, and the document says by what.
        QCOMPARE(doc.value(QLatin1String("stopped_by")).toString(), QStringLiteral("SIGTERM"));
        QVERIFY(!doc.value(QLatin1String("incomplete")).toBool());
        bool cancelledTest = false;
        for (const QJsonValue &v : doc.value(QLatin1String("tests")).toArray())
            cancelledTest = cancelledTest || v.toObject().value(QLatin1String("status")).toString() == QLatin1String("cancelled");
        QVERIFY(cancelledTest);
    }

    void budgetBoundsTheRun()
    {
        const QString out = m_dir.filePath(QStringLiteral("budget.json"));
        QElapsedTimer timer;
        timer.start();
        const Run r = probe({QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--budget"), QStringLiteral("2"),
                             QStringLiteral("--out"), out, QStringLiteral("--format"), QStringLiteral("text")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(timer.elapsed() < 60000, "a 2 s budget took far longer"); // generous: setup and one sample may overrun
        bool budgetCut = false;
        for (const QJsonValue &v : readJson(out).value(QLatin1String("tests")).toArray())
            budgetCut =
                budgetCut || v.toObject().value(QLatin1String("reason_code")).toString() == QLatin1String("budget_exhausted");
        QVERIFY(budgetCut);
    }

    // One test that throws fails alone: the rest of its suite and the suites after it still run,
    // and the exit code says a test hit a runtime error.
    void aTestThatThrowsFailsAlone()
    {
        const QString out = m_dir.filePath(QStringLiteral("fault.json"));
        const Run r = gemmAndLatencyFailing("gemm fp64 256x256x256", out);
        QCOMPARE(r.exitCode, 5); // ExitRuntime
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QMap<QString, QJsonObject> byName;
        for (const QJsonValue &v : readJson(out).value(QLatin1String("tests")).toArray())
            byName.insert(v.toObject().value(QLatin1String("name")).toString(), v.toObject());
        const QJsonObject failed = byName.value(QStringLiteral("gemm fp64 256x256x256"));
        QCOMPARE(failed.value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        QCOMPARE(failed.value(QLatin1String("reason_code")).toString(), QStringLiteral("runtime_error"));
        QVERIFY(failed.value(QLatin1String("reason")).toString().contains(QLatin1String("SCALESCOPE_PROBE_FAIL_TEST")));
        QCOMPARE(byName.value(QStringLiteral("gemm fp32 256x256x256")).value(QLatin1String("status")).toString(),
                 QStringLiteral("ok"));
        QCOMPARE(byName.value(QStringLiteral("thread ping-pong round trip")).value(QLatin1String("status")).toString(),
                 QStringLiteral("ok"));
        int failures = 0;
        for (const QJsonObject &t : byName)
            failures += t.value(QLatin1String("status")).toString() == QLatin1String("failed");
        QCOMPARE(failures, 1);
    }

    // A lost device (CUDA's sticky errors) ends its suite, and the suites after it are not run
    // but listed as failed with the reason, rather than failing call by call.
    void aLostDeviceEndsTheSuiteAndSaysWhy()
    {
        const QString out = m_dir.filePath(QStringLiteral("lost.json"));
        const Run r = gemmAndLatencyFailing("lost:gemm fp64 256x256x256", out);
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.err.contains("suite gemm stopped"), r.err.constData());
        const QString problem = validate(QStringLiteral("document"), out);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QStringList names, codes;
        for (const QJsonValue &v : readJson(out).value(QLatin1String("tests")).toArray()) {
            names << v.toObject().value(QLatin1String("name")).toString();
            codes << v.toObject().value(QLatin1String("reason_code")).toString();
        }
        QCOMPARE(names, (QStringList{QStringLiteral("gemm fp64 256x256x256"), QStringLiteral("latency")}));
        QCOMPARE(codes, (QStringList{QStringLiteral("device_lost"), QStringLiteral("device_lost")}));
        const QJsonObject durations = readJson(out).value(QLatin1String("suite_durations_s")).toObject();
        QVERIFY(durations.contains(QLatin1String("gemm")));
    }
};

QTEST_GUILESS_MAIN(TestProbe)
#include "tst_probe.moc"
