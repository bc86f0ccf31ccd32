// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeCutText.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace scalescope::probe {
namespace {

struct CutText
{
    Q_DECLARE_TR_FUNCTIONS(ProbeCutText)
};

QString ranksText(const QList<int> &ranks)
{
    QStringList parts;
    for (int r : ranks)
        parts << QString::number(r);
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString notRunText(const QStringList &suites)
{
    // By the names --suite takes, as the run's other messages name suites.
    return CutText::tr("Suites not started: %1.").arg(suites.join(QStringLiteral(", ")));
}

QString launcherStopText()
{
    return CutText::tr("Its launcher ended the job (SIGTERM): mpirun does so when it loses a host or is stopped itself, "
                       "Slurm at scancel or the job's time limit.");
}

QString endedEarlyLines(const ProbeRun &run)
{
    QStringList parts;
    if (run.stoppedByLauncher())
        parts << launcherStopText();
    if (run.cutDuring)
        parts << cutText(*run.cutDuring);
    if (!run.notRun.isEmpty())
        parts << notRunText(run.notRun);
    return parts.join(QLatin1Char(' '));
}

QString cutText(const ProbeTestUnderway &test)
{
    const QString where =
        CutText::tr("The job ended during the test “%1”, which ran on rank(s) %2 (%3).", nullptr, int(test.ranks.size()))
            .arg(test.name, ranksText(test.ranks), test.hosts.join(QStringLiteral(", ")));
    // Participants' hosts are distinct and in rank order, so with rank 0 among them the first is
    // its host; rank 0 streamed every result until then, so the others are the likely loss.
    QList<int> others = test.ranks;
    QStringList otherHosts = test.hosts;
    if (others.removeAll(0) > 0 && !otherHosts.isEmpty())
        otherHosts.removeFirst();
    if (others.isEmpty())
        return where;
    const QString likely =
        otherHosts.isEmpty()
            ? CutText::tr("Rank 0 reported until then; rank(s) %1 on its own host stopped answering.", nullptr,
                          int(others.size()))
                  .arg(ranksText(others))
            : CutText::tr("Rank 0 reported until then, so the one lost is likely rank(s) %1 on %2: check that host and "
                          "its network link.",
                          nullptr, int(others.size()))
                  .arg(ranksText(others), otherHosts.join(QStringLiteral(", ")));
    return where + QLatin1Char(' ') + likely;
}

bool sshDisconnected(const QString &line)
{
    // OpenSSH's words for a connection that ended under it (clientloop.c, packet.c).
    static const char *const kWords[] = {"closed by remote host", "client_loop:",   "Broken pipe",           "Connection reset",
                                         "Timeout, server",       "not responding", "Read from remote host", "packet_write_wait"};
    return std::any_of(std::begin(kWords), std::end(kWords), [&](const char *w) { return line.contains(QLatin1String(w)); });
}

QString launcherMessage(const QString &stderrText)
{
    const QStringList lines = stderrText.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        const QString rule = lines[i].trimmed();
        if (rule.size() >= 8 && rule.count(QLatin1Char('-')) == rule.size()) {
            const QString said = lines[i + 1].trimmed();
            if (!said.isEmpty())
                return said.left(300); // a line, not a log
        }
    }
    return {};
}

} // namespace scalescope::probe
