// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Runs scalescope-probe as a child process, on this computer or on another host through
// `ssh -o BatchMode=yes`, and turns its JSON-lines events into signals. A crash, a hang past the
// budget, a missing executable, an unreachable host, a refused key or malformed output becomes a
// message. Cancel sends SIGTERM locally; remotely it closes the probe's standard input (the probe
// runs with --stop-on-stdin-eof), so either way the partial document is kept.
#include "core/probe/ProbeRun.h"
#include "core/probe/ProbeStreamedRun.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QProcess>
#include <QTemporaryDir>

#include <memory>

class QTimer;

namespace scalescope::probe {

// Where the probe is: SCALESCOPE_PROBE, then the setting, then next to this program, then PATH.
QString findExecutable();

// Where a run goes: this computer (empty host) or an OpenSSH destination (user@node, or an
// alias of ~/.ssh/config) with the command that starts the probe there, which may be a launcher
// line such as "mpirun -np 4 scalescope-probe-mpi".
struct ProbeTarget
{
    QString host;
    QString command = QStringLiteral("scalescope-probe");
    bool isRemote() const { return !host.trimmed().isEmpty(); }
};

// ssh's arguments for the target's probe command with `probeArgs` on its host: batch mode (a key
// or agent, never a password prompt), a connect timeout, and the probe/sshConfig setting (or
// SCALESCOPE_SSH_CONFIG) as -F when set.
QStringList sshArguments(const ProbeTarget &target, const QStringList &probeArgs);
// `args` quoted for the remote shell (POSIX single quotes).
QString shellQuoted(const QStringList &args);

struct ProbeRequest
{
    ProbeTarget target;
    QString backend = QStringLiteral("auto");
    QStringList suites;     // empty: all
    QStringList precisions; // empty: the suites' defaults
    QString devices = QStringLiteral("all");
    bool quick = true;
    double budgetS = 30;
    double graceS = 60; // how long past the budget before the run counts as hung
};

class ProbeProcess : public QObject
{
    Q_OBJECT
public:
    explicit ProbeProcess(QObject *parent = nullptr);
    ~ProbeProcess() override;

    // `--list --format json` on this computer; waits up to timeoutMs. Empty object and *error on failure.
    static QJsonObject listDevices(QString *error, int timeoutMs = 20000);
    // The same without waiting, on `target`: listed() answers. One at a time: a second call for the
    // same target is answered by the running one, a call for another target replaces it.
    void list(const ProbeTarget &target, int timeoutMs = 20000);
    bool isListing() const { return m_listing != nullptr; }
    // The --list document in `output`, or empty with *error set.
    static QJsonObject parseDeviceList(const QByteArray &output, QString *error);

    bool start(const ProbeRequest &request);
    void cancel();
    bool isRunning() const;

    // Bounds on what the probe (or a host over ssh) can make this process hold: one line of its
    // stream (the document of a run over ssh is one line; a saved run is at most 64 MiB too), and the
    // tail of its standard error kept for the failure message.
    static constexpr qsizetype kMaxLineBytes = qsizetype(64) << 20;
    static constexpr qsizetype kMaxStderrBytes = qsizetype(64) << 10;

signals:
    void listed(const QJsonObject &list, const QString &error);
    void progress(const QString &suite, double suiteFraction, double overallFraction, double etaS);
    void testFinished(const scalescope::probe::ProbeTest &test);
    void warning(const QString &message);
    // A run with a document: cancelled here (the partial results of a cancel), or not; endedEarly
    // says in words why a run not cancelled here ended before its end (empty when it did not): a
    // lost connection, a job its launcher stopped, a crash after some results.
    void finished(const scalescope::probe::ProbeRun &run, bool cancelled, const QString &endedEarly);
    void failed(const QString &message); // no usable document

private:
    // What ssh's exit status 255 and its standard error mean, in words.
    QString sshFailureText(const QString &host, const QByteArray &stderrText) const;
    // The message for a run that left no document, by its exit code.
    QString failureText(const ProbeTarget &target, int exitCode, const QString &error) const;
    // Why a run that was not cancelled here ended before its end; fromStream: its document was
    // rebuilt from the stream (no document came).
    QString endedEarlyText(const ProbeRun &run, int exitCode, QProcess::ExitStatus status, bool fromStream) const;
    void onReadyRead();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    QProcess *m_process = nullptr;
    QProcess *m_listing = nullptr;
    ProbeTarget m_target, m_listingTarget;
    std::optional<ProbeRun> m_streamed; // the document event (runs over ssh have no --out)
    ProbeStreamedRun m_stream;          // the stream so far: its results, kept if it breaks, and the test under way
    QElapsedTimer m_clock;
    QTimer *m_watchdog = nullptr;
    std::unique_ptr<QTemporaryDir> m_outDir; // private (0700): nobody else can put a link where the document goes
    QString m_outFile;
    QByteArray m_buffer;
    QByteArray m_stderr; // its last kMaxStderrBytes: a chatty or hostile probe cannot fill memory
    bool m_cancelled = false;
    bool m_hung = false;
    bool m_overlong = false; // a line past kMaxLineBytes: the run was stopped
    int m_badLines = 0;
};

} // namespace scalescope::probe
