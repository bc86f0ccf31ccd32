// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A run whose stream breaks before its document (a remote run whose connection drops): the start
// event's checkpoint and the results received make a partial document that reads back, names the
// test it was cut in, and cannot pass for a whole run. A probe older than the checkpoint, or a
// stream that broke before its first result, leaves nothing to keep.
#include "core/probe/ProbeStreamedRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace scalescope;

namespace {

QJsonObject fixtureDocument()
{
    QFile f(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe/synthetic-node.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QByteArray line(const QJsonObject &event)
{
    return QJsonDocument(event).toJson(QJsonDocument::Compact);
}

// The start event as scalescope-probe sends it: its checkpoint is the document without results.
QByteArray startLine(const QJsonObject &doc)
{
    QJsonObject checkpoint = doc;
    checkpoint.insert(QLatin1String("tests"), QJsonArray());
    checkpoint.insert(QLatin1String("status"), QStringLiteral("error"));
    checkpoint.insert(QLatin1String("exit_code"), 5);
    checkpoint.insert(QLatin1String("incomplete"), true);
    return line({{QStringLiteral("event"), QStringLiteral("start")},
                 {QStringLiteral("schema"), QStringLiteral("scalescope.probe/1")},
                 {QStringLiteral("checkpoint"), checkpoint}});
}

QByteArray resultLine(const QJsonValue &test)
{
    return line({{QStringLiteral("event"), QStringLiteral("result")}, {QStringLiteral("test"), test}});
}

} // namespace

class TestProbeStream : public QObject
{
    Q_OBJECT

private slots:
    void aBrokenStreamKeepsItsResults()
    {
        const QJsonObject doc = fixtureDocument();
        const QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        QVERIFY(tests.size() >= 3);
        probe::ProbeStreamedRun stream;
        stream.take(probe::parseEvent(startLine(doc)));
        QCOMPARE(stream.partialRun(1.0), std::nullopt); // no result yet: nothing to keep
        stream.take(probe::parseEvent(resultLine(tests[0])));
        stream.take(probe::parseEvent(resultLine(tests[1])));
        stream.take(probe::parseEvent("{\"event\":\"result\",\"test\":{\"suite\":42}}")); // breaks the contract: left out
        stream.take(probe::parseEvent("{\"event\":\"test_start\",\"test\":{\"suite\":\"p2p\",\"name\":\"p2p ping-pong rank 0 - "
                                      "rank 1 4 MiB\",\"device\":\"rank0-rank1\","
                                      "\"participants\":{\"ranks\":[0,1],\"hosts\":[\"hostA\",\"hostB\"]}}}"));
        QCOMPARE(stream.results(), 2);
        QString error;
        const std::optional<probe::ProbeRun> run = stream.partialRun(7.5, &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(run->tests.size(), 2);
        QCOMPARE(run->tests[0].name, tests[0].toObject().value(QLatin1String("name")).toString());
        QCOMPARE(run->tests[1].name, tests[1].toObject().value(QLatin1String("name")).toString());
        QVERIFY(run->incomplete);
        QVERIFY(!run->interrupted);
        QCOMPARE(run->status, QStringLiteral("error"));
        QCOMPARE(run->host, doc.value(QLatin1String("host")).toObject().value(QLatin1String("hostname")).toString());
        QVERIFY(run->cutDuring);
        QCOMPARE(run->cutDuring->name, QStringLiteral("p2p ping-pong rank 0 - rank 1 4 MiB"));
        QCOMPARE(run->cutDuring->hosts, (QStringList{QStringLiteral("hostA"), QStringLiteral("hostB")}));
        QCOMPARE(run->document.value(QLatin1String("duration_s")).toDouble(), 7.5);
        // Saved and read again, it is the same partial run.
        const std::optional<probe::ProbeRun> again = probe::parseRun(QJsonDocument(run->document).toJson(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->tests.size(), 2);
        QVERIFY(again->incomplete);
    }

    // The checkpoint names every suite as not run; the partial run keeps those after the last one
    // a result or the test under way came from, in their order.
    void theSuitesAfterTheCutAreNamed()
    {
        const QJsonObject doc = fixtureDocument();
        const QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        QCOMPARE(tests[0].toObject().value(QLatin1String("suite")).toString(), QStringLiteral("inventory"));
        QCOMPARE(tests[1].toObject().value(QLatin1String("suite")).toString(), QStringLiteral("gemm"));
        QJsonObject withPlan = doc;
        withPlan.insert(QLatin1String("not_run"),
                        QJsonArray{QStringLiteral("inventory"), QStringLiteral("gemm"), QStringLiteral("p2p"),
                                   QStringLiteral("allreduce"), QStringLiteral("trainstep")});
        probe::ProbeStreamedRun stream;
        stream.take(probe::parseEvent(startLine(withPlan)));
        stream.take(probe::parseEvent(resultLine(tests[0])));
        stream.take(probe::parseEvent(resultLine(tests[1])));
        std::optional<probe::ProbeRun> run = stream.partialRun(1.0);
        QVERIFY(run);
        QCOMPARE(run->notRun, (QStringList{QStringLiteral("p2p"), QStringLiteral("allreduce"), QStringLiteral("trainstep")}));
        stream.take(probe::parseEvent("{\"event\":\"test_start\",\"test\":{\"suite\":\"p2p\",\"name\":\"p2p 8 "
                                      "B\",\"participants\":{\"ranks\":[0,1],\"hosts\":[\"a\",\"b\"]}}}"));
        run = stream.partialRun(1.0);
        QVERIFY(run);
        QCOMPARE(run->notRun, (QStringList{QStringLiteral("allreduce"), QStringLiteral("trainstep")}));
        QVERIFY(run->cutDuring);
        // Saved and read again, it says the same.
        QString error;
        const std::optional<probe::ProbeRun> again = probe::parseRun(QJsonDocument(run->document).toJson(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->notRun, run->notRun);
    }

    void aResultEndsTheTestUnderway()
    {
        const QJsonObject doc = fixtureDocument();
        const QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        probe::ProbeStreamedRun stream;
        stream.take(probe::parseEvent(startLine(doc)));
        stream.take(probe::parseEvent("{\"event\":\"test_start\",\"test\":{\"suite\":\"p2p\",\"name\":\"p2p 8 "
                                      "B\",\"participants\":{\"ranks\":[0,1],\"hosts\":[\"a\",\"b\"]}}}"));
        stream.take(probe::parseEvent(resultLine(tests[0])));
        const std::optional<probe::ProbeRun> run = stream.partialRun(1.0);
        QVERIFY(run);
        QVERIFY(!run->cutDuring); // the test reported: the stream broke between tests
        QVERIFY(!run->document.contains(QLatin1String("in_progress")));
    }

    void nothingToKeepWithoutACheckpoint()
    {
        const QJsonObject doc = fixtureDocument();
        const QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        probe::ProbeStreamedRun stream; // a probe from before the checkpoint: its start event has none
        stream.take(probe::parseEvent("{\"event\":\"start\",\"schema\":\"scalescope.probe/1\",\"backend\":\"cpu\"}"));
        stream.take(probe::parseEvent(resultLine(tests[0])));
        QCOMPARE(stream.results(), 1);
        QCOMPARE(stream.partialRun(1.0), std::nullopt);
        // A later start begins another run: the earlier results are not its own.
        stream.take(probe::parseEvent(startLine(doc)));
        QCOMPARE(stream.results(), 0);
        QCOMPARE(stream.partialRun(1.0), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestProbeStream)
#include "tst_probestream.moc"
