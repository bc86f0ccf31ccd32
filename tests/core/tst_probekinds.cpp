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
        const std::pair<gpu::TestStatus, ProbeStatus> pairs[] = {{gpu::TestStatus::Ok, ProbeStatus::Ok},
                                                                 {gpu::TestStatus::NotApplicable, ProbeStatus::NotApplicable},
                                                                 {gpu::TestStatus::Failed, ProbeStatus::Failed},
                                                                 {gpu::TestStatus::Cancelled, ProbeStatus::Cancelled}};
        for (const auto &[made, read] : pairs) {
            const QString key = QString::fromStdString(gpu::statusKey(made));
            QCOMPARE(probeStatusFromKey(key), std::optional(read));
            QCOMPARE(probeStatusKey(read), key);
        }
        QCOMPARE(probeStatusFromKey(u"passed"), std::nullopt);
        QCOMPARE(probeStatusFromKey(u"OK"), std::nullopt);
    }

    void everyReasonCodeReadsBack()
    {
        for (int i = int(ProbeReason::None) + 1; i < int(ProbeReason::Unknown); ++i) {
            const auto reason = ProbeReason(i);
            const QString code = probeReasonCode(reason);
            QVERIFY2(!code.isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(probeReasonFromCode(code), reason);
        }
        QCOMPARE(probeReasonFromCode(u"single_device"), ProbeReason::SingleDevice);
        QCOMPARE(probeReasonFromCode(u""), ProbeReason::None);
        QCOMPARE(probeReasonFromCode(u"warp_core_offline"), ProbeReason::Unknown);
        QCOMPARE(probeReasonCode(ProbeReason::Unknown), QString());
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
        std::optional<ProbeTest> t = probeTestFromObject(test("not_applicable", "single_rank"), QStringLiteral("t"), &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->status, ProbeStatus::NotApplicable);
        QCOMPARE(t->reasonKind, ProbeReason::SingleRank);
        t = probeTestFromObject(test("failed", "flux_capacitor"), QStringLiteral("t"), &error);
        QVERIFY2(t, qPrintable(error));
        QCOMPARE(t->status, ProbeStatus::Failed);
        QCOMPARE(t->reasonKind, ProbeReason::Unknown);
        QCOMPARE(t->reasonCode, QStringLiteral("flux_capacitor"));
        t = probeTestFromObject(test("exploded", ""), QStringLiteral("tests[3]"), &error);
        QVERIFY(!t);
        QVERIFY2(error.contains(QLatin1String("tests[3]")) && error.contains(QLatin1String("exploded")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestProbeKinds)
#include "tst_probekinds.moc"
