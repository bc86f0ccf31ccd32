// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A probe test's status and reason, typed: the app's status keys are the probe's own (gpu
// statusKey), every reason code reads back to itself, and a document with a reason code this build
// does not know still opens, keeping the code as written.
#include "core/probe/ProbeRun.h"
#include "core/probe/ProbeTestKinds.h"
#include "scalescope/gpu/ProbeResult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace scalescope;

class TestProbeKinds : public QObject
{
    Q_OBJECT

private slots:
    void statusKeysAreTheProbes()
    {
        const std::pair<gpu::TestStatus, probe::ProbeStatus> pairs[] = {
            {gpu::TestStatus::Ok, probe::ProbeStatus::Ok},
            {gpu::TestStatus::NotApplicable, probe::ProbeStatus::NotApplicable},
            {gpu::TestStatus::Failed, probe::ProbeStatus::Failed},
            {gpu::TestStatus::Cancelled, probe::ProbeStatus::Cancelled}};
        for (const auto &[made, read] : pairs) {
            const QString key = QString::fromStdString(gpu::statusKey(made));
            QCOMPARE(probe::statusFromKey(key), std::optional(read));
            QCOMPARE(probe::statusKey(read), key);
        }
        QCOMPARE(probe::statusFromKey(u"passed"), std::nullopt);
        QCOMPARE(probe::statusFromKey(u"OK"), std::nullopt);
    }

    void everyReasonCodeReadsBack()
    {
        for (int i = int(probe::ProbeReason::None) + 1; i < int(probe::ProbeReason::Unknown); ++i) {
            const auto reason = probe::ProbeReason(i);
            const QString code = probe::reasonCode(reason);
            QVERIFY2(!code.isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(probe::reasonFromCode(code), reason);
        }
        QCOMPARE(probe::reasonFromCode(u"single_device"), probe::ProbeReason::SingleDevice);
        QCOMPARE(probe::reasonFromCode(u""), probe::ProbeReason::None);
        QCOMPARE(probe::reasonFromCode(u"warp_core_offline"), probe::ProbeReason::Unknown);
        QCOMPARE(probe::reasonCode(probe::ProbeReason::Unknown), QString());
    }

    void aDocumentKeepsAnUnknownReasonAsWritten()
    {
        const auto test = [](const char *status, const char *code) {
            return QJsonObject{
                {QStringLiteral("suite"), QStringLiteral("gemm")},   {QStringLiteral("name"), QStringLiteral("gemm_fp32")},
                {QStringLiteral("status"), QLatin1String(status)},   {QStringLiteral("reason_code"), QLatin1String(code)},
                {QStringLiteral("reason"), QStringLiteral("words")}, {QStringLiteral("values"), QJsonArray()}};
        };
        QString error;
        std::optional<probe::ProbeTest> t =
            probe::testFromObject(test("not_applicable", "single_rank"), QStringLiteral("t"), &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->status, probe::ProbeStatus::NotApplicable);
        QCOMPARE(t->reasonKind, probe::ProbeReason::SingleRank);
        t = probe::testFromObject(test("failed", "flux_capacitor"), QStringLiteral("t"), &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->status, probe::ProbeStatus::Failed);
        QCOMPARE(t->reasonKind, probe::ProbeReason::Unknown);
        QCOMPARE(t->reasonCode, QStringLiteral("flux_capacitor"));
        t = probe::testFromObject(test("exploded", ""), QStringLiteral("tests[3]"), &error);
        QVERIFY(!t);
        QVERIFY2(error.contains(QLatin1String("tests[3]")) && error.contains(QLatin1String("exploded")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestProbeKinds)
#include "tst_probekinds.moc"
