// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeReasonText.h"

#include <QCoreApplication>

namespace scalescope::probe {
namespace {

struct ReasonText
{
    Q_DECLARE_TR_FUNCTIONS(ProbeReasonText)
};

} // namespace

QString outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("cancelled"))
        return ReasonText::tr("cancelled");
    if (outcome == QLatin1String("failed"))
        return ReasonText::tr("failed");
    if (outcome == QLatin1String("stopped"))
        return ReasonText::tr("stopped early");
    return ReasonText::tr("complete");
}

// What went wrong in a run that did not complete: its failed tests with the reason, the first
// few of them (a lost GPU fails every suite after it).
QString failuresText(const ProbeRun &run)
{
    QStringList lines, notRun;
    int failed = 0;
    for (const ProbeTest &t : run.tests) {
        if (t.status != ProbeStatus::Failed)
            continue;
        if (t.reasonKind == ProbeReason::DeviceLost && t.reason.startsWith(QLatin1String("not run: "))) {
            notRun << t.suiteKey(); // the suites after the loss: named once, not each with the same reason
            continue;
        }
        if (++failed <= 6)
            lines << ReasonText::tr("%1: %2 (%3)").arg(t.name, reasonText(t.reasonKind, t.reasonCode), t.reason);
    }
    if (failed > 6)
        lines << ReasonText::tr("… and %n more failed test(s)", nullptr, failed - 6);
    if (!notRun.isEmpty())
        lines << ReasonText::tr("Not run, because the GPU could no longer be used: %1").arg(notRun.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

QString reasonText(const QString &code)
{
    return reasonText(reasonFromCode(code), code);
}

// The switch names every reason: the compiler says when one has no words.
QString reasonText(ProbeReason reason, const QString &asWritten)
{
    switch (reason) {
    case ProbeReason::NoCudaDriver:
        return ReasonText::tr("no NVIDIA driver (libcuda) is installed");
    case ProbeReason::NoCudaDevice:
        return ReasonText::tr("no CUDA device was found");
    case ProbeReason::NotCompiled:
        return ReasonText::tr("this probe was built without CUDA");
    case ProbeReason::CudaError:
        return ReasonText::tr("the CUDA runtime reported an error");
    case ProbeReason::NoReducedPrecision:
        return ReasonText::tr("this processor has no bf16 arithmetic");
    case ProbeReason::UnsupportedPrecision:
        return ReasonText::tr("this device or backend does not support that precision");
    case ProbeReason::LibraryMissing:
        return ReasonText::tr("a library the test needs (cuBLASLt, NCCL or NVML) is not installed");
    case ProbeReason::SymbolMissing:
        return ReasonText::tr("an installed CUDA library is older than the probe needs");
    case ProbeReason::SingleDevice:
        return ReasonText::tr("the test needs two or more GPUs");
    case ProbeReason::SingleRank:
        return ReasonText::tr("the test needs two or more MPI ranks");
    case ProbeReason::NoPeerAccess:
        return ReasonText::tr("these GPUs cannot reach each other's memory directly");
    case ProbeReason::VerificationFailed:
        return ReasonText::tr("the result did not pass its own check");
    case ProbeReason::RuntimeError:
        return ReasonText::tr("the test stopped with an error");
    case ProbeReason::DeviceLost:
        return ReasonText::tr("an error left the GPU unusable, so the tests after it could not run");
    case ProbeReason::BudgetExhausted:
        return ReasonText::tr("the time budget ran out first");
    case ProbeReason::Interrupted:
        return ReasonText::tr("the run was cancelled");
    case ProbeReason::None:
    case ProbeReason::Unknown:
        break;
    }
    return asWritten;
}

} // namespace scalescope::probe
