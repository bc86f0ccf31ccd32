// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeWording.h"

#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCompare.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace scalescope::probe {

// Chart titles are HTML: the run's label, host and backend come from its file.
QString chartTitle(const ProbeRun &run, const QString &what)
{
    const QString name = run.label.isEmpty() ? run.host + QLatin1Char(' ') + run.startedText(false) : run.label;
    QString t = run.backend.isEmpty()
                    ? ProbeChartText::tr("%1 — %2").arg(what, i18n::htmlEscaped(name))
                    : ProbeChartText::tr("%1 — %2 (%3)").arg(what, i18n::htmlEscaped(name), i18n::htmlEscaped(run.backend));
    if (run.synthetic)
        t += QStringLiteral(" — ") + ProbeChartText::tr("synthetic fixture, not measured");
    return t;
}

// "512 B", "4 KiB", "1 MiB", "2 GiB" for 2^e bytes.
QString byteSizeLabel(int e)
{
    static const char *const kUnits[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    const int unit = std::clamp(e / 10, 0, 4);
    return QStringLiteral("%1 %2").arg(qint64(1) << (e - 10 * unit)).arg(QLatin1String(kUnits[unit]));
}

// A chart with nothing to draw says why and what to do.
QChart *emptyChart(const ProbeRun &run, const QString &what)
{
    if (run.tests.isEmpty())
        return charts::createEmptyChart(
            ProbeChartText::tr("No run yet: press Run to measure this machine, or open a saved run under Runs"));
    return charts::createEmptyChart(
        ProbeChartText::tr("%1: this run has no such results (choose the suite and run again)").arg(what));
}

QString runLegendName(const ProbeRun &run)
{
    const QString name = run.label.isEmpty() ? run.host : run.label;
    return ProbeChartText::tr("%1 · %2 · %3").arg(name, run.devices.value(0, run.backend), run.startedText(false));
}

std::pair<QString, QString> compareNames(const ProbeRun &first, const ProbeRun &second)
{
    // Only what tells the two apart, shortest first: two runs of one machine were both
    // "vm · Intel(R) Xeon(R) Proce…", the start time that differed cut off.
    const auto nameOf = [](const ProbeRun &r) { return r.label.isEmpty() ? r.host : r.label; };
    QString a = nameOf(first), b = nameOf(second);
    if (a == b) {
        // The start, as short as tells them apart: the time alone on one day, to the second
        // within one minute (a quick run and the next one often start in the same minute).
        const QDateTime ta = QDateTime::fromString(first.started, Qt::ISODate).toUTC(),
                        tb = QDateTime::fromString(second.started, Qt::ISODate).toUTC();
        QString startA = first.startedText(false), startB = second.startedText(false);
        if (ta.isValid() && tb.isValid()) {
            const QString format = ta.date() != tb.date() ? QStringLiteral("yyyy-MM-dd HH:mm")
                                   : startA == startB     ? QStringLiteral("HH:mm:ss")
                                                          : QStringLiteral("HH:mm");
            startA = QLocale().toString(ta, format) + QStringLiteral(" UTC");
            startB = QLocale().toString(tb, format) + QStringLiteral(" UTC");
        }
        a = ProbeChartText::tr("%1 · %2").arg(a, startA);
        b = ProbeChartText::tr("%1 · %2").arg(b, startB);
    }
    const QString deviceA = first.devices.value(0, first.backend), deviceB = second.devices.value(0, second.backend);
    if (deviceA != deviceB) {
        a = ProbeChartText::tr("%1 · %2").arg(a, deviceA);
        b = ProbeChartText::tr("%1 · %2").arg(b, deviceB);
    }
    if (a == b) {
        a = ProbeChartText::tr("%1 (first)").arg(a);
        b = ProbeChartText::tr("%1 (second)").arg(b);
    }
    return {a, b};
}

QString suiteName(ProbeSuite suite)
{
    switch (suite) {
    case ProbeSuite::Inventory:
        return ProbeChartText::tr("Inventory");
    case ProbeSuite::Gemm:
        return ProbeChartText::tr("Matrix multiply");
    case ProbeSuite::Memory:
        return ProbeChartText::tr("Memory bandwidth");
    case ProbeSuite::Host:
        return ProbeChartText::tr("Host transfers");
    case ProbeSuite::P2p:
        return ProbeChartText::tr("GPU to GPU");
    case ProbeSuite::Latency:
        return ProbeChartText::tr("Latency");
    case ProbeSuite::Allreduce:
        return ProbeChartText::tr("All-reduce");
    case ProbeSuite::TrainStep:
        return ProbeChartText::tr("Training step");
    case ProbeSuite::Other:
        break;
    }
    return QString();
}

QString suiteName(const QString &key)
{
    const ProbeSuite suite = suiteFromKey(key);
    return suite == ProbeSuite::Other ? key : suiteName(suite);
}

QString modeName(const ProbeTrainStep &step)
{
    switch (step.mode) {
    case ProbeScalingMode::Strong:
        return ProbeChartText::tr("strong scaling");
    case ProbeScalingMode::Weak:
        return ProbeChartText::tr("weak scaling");
    case ProbeScalingMode::Other:
        break;
    }
    return step.otherMode;
}

int unsteadyCount(const ProbeRun &run)
{
    int n = 0;
    for (const ProbeTest &t : run.tests)
        n += t.status == ProbeStatus::Ok && variesTooMuch(t) ? 1 : 0;
    return n;
}

QString unsteadyText(const ProbeRun &run)
{
    const int n = unsteadyCount(run);
    if (n == 0)
        return QString();
    return ProbeChartText::tr("⚠ %n result(s) vary by more than 10 % between repeats: close other programs or choose a "
                              "longer time limit and run again.",
                              nullptr, n);
}

} // namespace scalescope::probe
