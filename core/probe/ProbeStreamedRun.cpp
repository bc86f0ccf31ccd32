// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeStreamedRun.h"

#include <QJsonArray>
#include <QSet>

namespace scalescope::probe {

void ProbeStreamedRun::clear()
{
    *this = ProbeStreamedRun{};
}

void ProbeStreamedRun::take(const ProbeEvent &event)
{
    switch (event.kind) {
    case ProbeEvent::Kind::Start:
        m_checkpoint = event.object;
        m_tests = {};
        m_underway = {};
        break;
    case ProbeEvent::Kind::TestStart:
        m_underway = event.object;
        break;
    case ProbeEvent::Kind::Result: // only results that follow the contract: the document must read
        m_tests.append(event.object);
        m_underway = {};
        break;
    default:
        break;
    }
}

std::optional<ProbeTestUnderway> ProbeStreamedRun::underway() const
{
    return m_underway.isEmpty() ? std::nullopt : testUnderwayFromObject(m_underway);
}

std::optional<ProbeRun> ProbeStreamedRun::partialRun(double durationS, QString *error) const
{
    if (m_checkpoint.isEmpty() || m_tests.isEmpty())
        return std::nullopt;
    QJsonObject doc = m_checkpoint;
    doc.insert(QLatin1String("tests"), m_tests);
    if (!m_underway.isEmpty())
        doc.insert(QLatin1String("in_progress"), m_underway);
    else
        doc.remove(QLatin1String("in_progress"));
    // The checkpoint named every suite, in the order they run, as not run (none had started): keep
    // those after the last one a result or the test under way came from.
    QSet<QString> started;
    for (const QJsonValue &t : m_tests)
        started.insert(t.toObject().value(QLatin1String("suite")).toString());
    started.insert(m_underway.value(QLatin1String("suite")).toString());
    const QJsonArray planned = m_checkpoint.value(QLatin1String("not_run")).toArray();
    QJsonArray notRun;
    for (qsizetype i = planned.size() - 1; i >= 0 && !started.contains(planned[i].toString()); --i)
        notRun.prepend(planned[i]);
    if (notRun.isEmpty())
        doc.remove(QLatin1String("not_run"));
    else
        doc.insert(QLatin1String("not_run"), notRun);
    doc.insert(QLatin1String("duration_s"), durationS);
    // What the checkpoint says already; set again so that a checkpoint cannot pass for a whole run.
    doc.insert(QLatin1String("incomplete"), true);
    doc.insert(QLatin1String("interrupted"), false);
    doc.insert(QLatin1String("status"), QStringLiteral("error"));
    doc.insert(QLatin1String("exit_code"), 5);
    QString why;
    auto run = runFromObject(doc, &why);
    if (!run && error)
        *error = why;
    return run;
}

} // namespace scalescope::probe
