// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeCompare.h"

#include <QHash>
#include <QRegularExpression>

namespace scalescope::probe {
namespace {

// The size a test ran at, for choosing the largest of one identity.
double testSize(const ProbeTest &t)
{
    const ProbeTestParameters &p = t.parameters;
    return p.flopsPerCall.value_or(p.arrayBytes.value_or(p.bytes.value_or(p.globalBatch.value_or(0))));
}

} // namespace

QString testKind(const ProbeTest &test)
{
    // "256x256x256" (matrix sizes) and "33554432 B" (transfer sizes) change with the time limit.
    static const QRegularExpression sizes(QStringLiteral(R"(\s*\b\d+(x\d+)+\b|\s*\b\d+ B\b)"));
    QString kind = test.name;
    kind.replace(sizes, QString());
    return kind.simplified();
}

QString testIdentity(const ProbeTest &test)
{
    // A training step on N workers is one experiment on threads, GPUs or MPI ranks: a cluster's
    // curve pairs with a machine's.
    if (test.suite == ProbeSuite::TrainStep)
        return test.suiteKey() + QLatin1Char('|') + testKind(test);
    return test.suiteKey() + QLatin1Char('|') + test.device + QLatin1Char('|') + testKind(test);
}

std::optional<double> variation(const ProbeTest &test)
{
    if (!test.median || !test.stddev || *test.median == 0)
        return std::nullopt;
    return std::abs(*test.stddev / *test.median);
}

bool variesTooMuch(const ProbeTest &test)
{
    const auto v = variation(test);
    return v && *v > kVariationLimit;
}

QList<ProbeComparison> compareRuns(const ProbeRun &first, const ProbeRun &second)
{
    const auto largest = [](const ProbeRun &run) {
        QHash<QString, const ProbeTest *> out;
        QStringList order;
        for (const ProbeTest &t : run.tests) {
            if (!t.median || t.status != ProbeStatus::Ok)
                continue;
            const QString id = testIdentity(t);
            const ProbeTest *&slot = out[id];
            if (!slot)
                order << id;
            if (!slot || testSize(t) > testSize(*slot))
                slot = &t;
        }
        return std::make_pair(out, order);
    };
    const auto [a, order] = largest(first);
    const auto [b, unused] = largest(second);
    Q_UNUSED(unused)
    QList<ProbeComparison> out;
    for (const QString &id : order) {
        const ProbeTest *x = a.value(id), *y = b.value(id);
        if (!y)
            continue;
        ProbeComparison c;
        c.identity = id;
        c.kind = testKind(*x);
        c.device = x->device;
        c.unit = x->unitKey();
        c.firstName = x->name;
        c.secondName = y->name;
        c.first = *x->median;
        c.second = *y->median;
        c.firstVaries = variesTooMuch(*x);
        c.secondVaries = variesTooMuch(*y);
        out << c;
    }
    return out;
}

QString runOutcome(const ProbeRun &run)
{
    if (run.incomplete)
        return QStringLiteral("stopped");
    if (run.interrupted || run.status == QLatin1String("cancelled"))
        return QStringLiteral("cancelled");
    if (run.status == QLatin1String("error") || run.status == QLatin1String("failed") || run.exitCode != 0)
        return QStringLiteral("failed");
    return QStringLiteral("complete");
}

} // namespace scalescope::probe
