// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeProcess.h"

#include "app/probe/ProbeCutText.h"

#include "core/io/RegularFile.h"
#include "core/probe/ProbeEvent.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <utility>

namespace scalescope::probe {

QString findExecutable()
{
    const QString env = qEnvironmentVariable("SCALESCOPE_PROBE");
    if (!env.isEmpty())
        return env;
    const QString setting = QSettings().value(QStringLiteral("probe/executable")).toString();
    if (!setting.isEmpty() && QFileInfo(setting).isExecutable())
        return setting;
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("scalescope-probe"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(QStringLiteral("scalescope-probe"));
}

QString shellQuoted(const QStringList &args)
{
    QStringList out;
    for (const QString &a : args) {
        QString q = a;
        q.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        out << QLatin1Char('\'') + q + QLatin1Char('\'');
    }
    return out.join(QLatin1Char(' '));
}

QStringList sshArguments(const ProbeTarget &target, const QStringList &probeArgs)
{
    // ssh reads options after the destination too; "--" ends them, so the command is only a command.
    QStringList args = {QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("-o"),
                        QStringLiteral("ConnectTimeout=15")};
    QString config = qEnvironmentVariable("SCALESCOPE_SSH_CONFIG");
    if (config.isEmpty())
        config = QSettings().value(QStringLiteral("probe/sshConfig")).toString();
    if (!config.isEmpty())
        args << QStringLiteral("-F") << config;
    return args << target.host.trimmed() << QStringLiteral("--") << target.command + QLatin1Char(' ') + shellQuoted(probeArgs);
}

ProbeProcess::ProbeProcess(QObject *parent) : QObject(parent)
{
    m_watchdog = new QTimer(this);
    m_watchdog->setSingleShot(true);
    connect(m_watchdog, &QTimer::timeout, this, [this]() {
        if (!isRunning())
            return;
        m_hung = true;
        m_process->kill();
    });
}

ProbeProcess::~ProbeProcess()
{
    if (m_listing) { // a --list still running must not report to a view being torn down
        m_listing->disconnect(this);
        m_listing->kill();
        m_listing->waitForFinished(2000);
    }
    if (isRunning()) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
}

void ProbeProcess::list(const ProbeTarget &target, int timeoutMs)
{
    if (m_listing && m_listingTarget.host == target.host && m_listingTarget.command == target.command)
        return;      // the running one answers
    if (m_listing) { // another target was chosen meanwhile: only the newest answers, and nobody waits
        QProcess *old = std::exchange(m_listing, nullptr);
        old->disconnect(this);
        connect(old, &QProcess::finished, old, &QObject::deleteLater);
        old->kill();
    }
    m_listingTarget = target;
    QString program = findExecutable();
    QStringList args = {QStringLiteral("--list"), QStringLiteral("--format"), QStringLiteral("json")};
    if (target.isRemote()) {
        args = sshArguments(target, args);
        program = QStringLiteral("ssh");
    } else if (program.isEmpty()) {
        QString error;
        listDevices(&error); // says where it looked
        emit listed({}, error);
        return;
    }
    m_listing = new QProcess(this);
    auto *timeout = new QTimer(m_listing);
    timeout->setSingleShot(true);
    connect(timeout, &QTimer::timeout, m_listing, [listing = m_listing] {
        listing->kill(); // finished() follows with a crash exit
    });
    connect(m_listing, &QProcess::finished, this, [this, timeout, target, timeoutMs](int code, QProcess::ExitStatus status) {
        QString error;
        QJsonObject list;
        if (status == QProcess::NormalExit && code == 0)
            list = parseDeviceList(m_listing->readAllStandardOutput(), &error);
        else if (status == QProcess::NormalExit)
            error = target.isRemote() && code == 255 ? sshFailureText(target.host, m_listing->readAllStandardError())
                                                     : failureText(target, code, QString());
        else if (!timeout->isActive())
            error = tr("scalescope-probe --list did not answer within %1 s.").arg(timeoutMs / 1000);
        else
            error = tr("scalescope-probe --list stopped before answering.");
        m_listing->deleteLater();
        m_listing = nullptr;
        emit listed(list, error);
    });
    connect(m_listing, &QProcess::errorOccurred, this, [this, target](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return; // the others end in finished()
        m_listing->deleteLater();
        m_listing = nullptr;
        emit listed({}, target.isRemote() ? tr("ssh could not be started; install the OpenSSH client (openssh-client).")
                                          : tr("scalescope-probe could not be started."));
    });
    timeout->start(timeoutMs);
    m_listing->start(program, args);
}

QString ProbeProcess::sshFailureText(const QString &host, const QByteArray &stderrText) const
{
    const QString e = QString::fromUtf8(stderrText).trimmed();
    if (e.contains(QLatin1String("Permission denied")) || e.contains(QLatin1String("Too many authentication failures")))
        return tr("%1 refused the login: ssh runs without asking for a password, so it needs a key the host accepts "
                  "(ssh-copy-id %1, or a key in ssh-agent).")
            .arg(host);
    if (e.contains(QLatin1String("Host key verification failed")) || e.contains(QLatin1String("REMOTE HOST IDENTIFICATION")))
        return tr("The host key of %1 is unknown or has changed. Connect once with ssh %1 in a terminal to check and accept it.")
            .arg(host);
    if (e.contains(QLatin1String("Could not resolve hostname")))
        return tr("%1 is not a known host name or alias of ~/.ssh/config.").arg(host);
    return tr("%1 cannot be reached over ssh (%2).").arg(host, e.section(QLatin1Char('\n'), -1).trimmed());
}

QString ProbeProcess::failureText(const ProbeTarget &target, int exitCode, const QString &error) const
{
    const bool remote = target.isRemote();
    switch (exitFromCode(exitCode)) {
    case ProbeExit::CommandNotFound:
        return remote ? tr("The probe command \"%1\" was not found on %2. Install scalescope-probe there or give its full "
                           "path.")
                            .arg(target.command, target.host)
                      : tr("scalescope-probe could not be started.");
    case ProbeExit::Usage:
        return tr("scalescope-probe refused its arguments (exit code 2); it may be older than this ScaleScope.");
    default:
        return tr("scalescope-probe ended (exit code %1) without a valid document: %2")
            .arg(exitCode)
            .arg(error.isEmpty() ? tr("no output file") : error);
    }
}

QJsonObject ProbeProcess::listDevices(QString *error, int timeoutMs)
{
    const QString exe = findExecutable();
    if (exe.isEmpty()) {
        if (error)
            *error = tr("scalescope-probe was not found next to ScaleScope or on the PATH; set its location in the preferences.");
        return {};
    }
    QProcess p;
    p.start(exe, {QStringLiteral("--list"), QStringLiteral("--format"), QStringLiteral("json")});
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        if (error)
            *error = tr("scalescope-probe --list did not answer within %1 s.").arg(timeoutMs / 1000);
        return {};
    }
    return parseDeviceList(p.readAllStandardOutput(), error);
}

QJsonObject ProbeProcess::parseDeviceList(const QByteArray &output, QString *error)
{
    const QJsonDocument doc = QJsonDocument::fromJson(output);
    if (!doc.isObject() || doc.object().value(QLatin1String("schema")).toString() != QLatin1String("scalescope.probe-list/1")) {
        if (error)
            *error = tr("scalescope-probe --list gave output that is not its device list.");
        return {};
    }
    return doc.object();
}

bool ProbeProcess::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool ProbeProcess::start(const ProbeRequest &r)
{
    if (isRunning())
        return false;
    m_target = r.target;
    const bool remote = r.target.isRemote();
    const QString exe = remote ? QStringLiteral("ssh") : findExecutable();
    if (!remote && (exe.isEmpty() || !QFileInfo(exe).exists())) {
        emit failed(tr("scalescope-probe was not found (looked for %1). Build it, or set its location in the preferences.")
                        .arg(exe.isEmpty() ? QStringLiteral("scalescope-probe") : exe));
        return false;
    }
    delete m_process;
    m_process = new QProcess(this);
    m_buffer.clear();
    m_stderr.clear();
    m_streamed.reset();
    m_stream.clear();
    m_clock.start();
    m_cancelled = m_hung = m_overlong = false;
    m_badLines = 0;
    m_outFile.clear();
    QStringList args = {QStringLiteral("--backend"), r.backend, QStringLiteral("--format"), QStringLiteral("jsonl"),
                        QStringLiteral("--devices"), r.devices};
    m_outDir.reset();
    if (!remote) { // over ssh the document arrives as the stream's last event
        m_outDir = std::make_unique<QTemporaryDir>(QDir::temp().filePath(QStringLiteral("scalescope-probe-XXXXXX")));
        if (!m_outDir->isValid()) {
            emit failed(tr("No temporary folder for the probe's results: %1").arg(m_outDir->errorString()));
            return false;
        }
        m_outFile = m_outDir->filePath(QStringLiteral("run.json"));
        args << QStringLiteral("--out") << m_outFile;
    }
    if (!r.suites.isEmpty())
        args << QStringLiteral("--suite") << r.suites.join(QLatin1Char(','));
    if (!r.precisions.isEmpty())
        args << QStringLiteral("--precision") << r.precisions.join(QLatin1Char(','));
    if (r.quick)
        args << QStringLiteral("--quick");
    if (r.budgetS > 0)
        args << QStringLiteral("--budget") << QString::number(r.budgetS);
    if (remote) {
        args << QStringLiteral("--stop-on-stdin-eof"); // cancel, or a lost connection, stops the remote run
        args = sshArguments(r.target, args);
    }
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ProbeProcess::onReadyRead);
    connect(m_process, &QProcess::readyReadStandardError, this, [this]() {
        m_stderr += m_process->readAllStandardError();
        if (m_stderr.size() > kMaxStderrBytes)
            m_stderr = m_stderr.right(kMaxStderrBytes);
    });
    connect(m_process, &QProcess::finished, this, &ProbeProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this, remote](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            emit failed(remote ? tr("ssh could not be started; install the OpenSSH client (openssh-client).")
                               : tr("scalescope-probe could not be started: %1").arg(m_process->errorString()));
    });
    m_process->start(exe, args);
    // A run may take the budget plus start-up and one measurement past it; then it is stuck.
    m_watchdog->start(int(((r.budgetS > 0 ? r.budgetS : 600) + r.graceS) * 1000));
    return true;
}

void ProbeProcess::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    if (m_target.isRemote())
        m_process->closeWriteChannel(); // the remote probe sees its standard input end, stops and sends its document
    else
        m_process->terminate(); // SIGTERM: the probe writes its partial document and exits 130
    QTimer::singleShot(15000, m_process, [p = m_process]() {
        if (p->state() != QProcess::NotRunning)
            p->kill();
    });
}

void ProbeProcess::onReadyRead()
{
    if (m_overlong)
        return;
    m_buffer += m_process->readAllStandardOutput();
    qsizetype from = 0; // lines are taken from the front, the rest kept once at the end: linear in the output
    const auto keepRest = qScopeGuard([&]() { m_buffer.remove(0, from); });
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n', from);
        if (nl < 0) {
            if (m_buffer.size() - from > kMaxLineBytes) { // no event is this long: the output is not the probe's
                m_overlong = true;
                m_buffer.clear();
                from = 0;
                emit failed(tr("scalescope-probe sent a line longer than %1 MiB without an end; the run was stopped.")
                                .arg(kMaxLineBytes >> 20));
                m_process->kill();
            }
            break;
        }
        const ProbeEvent e = parseEvent(m_buffer.mid(from, nl - from));
        from = nl + 1;
        m_stream.take(e);
        switch (e.kind) {
        case ProbeEvent::Kind::NotJson:
            if (m_badLines++ == 0)
                emit warning(tr("scalescope-probe printed a line that is not JSON; it was ignored."));
            break;
        case ProbeEvent::Kind::Progress:
            emit progress(e.suite, e.fraction, e.overall, e.etaS);
            break;
        case ProbeEvent::Kind::Result:
            emit testFinished(*e.test);
            break;
        case ProbeEvent::Kind::BadResult:
            if (m_badLines++ == 0)
                emit warning(tr("scalescope-probe sent a result that does not follow its contract (%1).").arg(e.message));
            break;
        case ProbeEvent::Kind::Warning:
            emit warning(e.message);
            break;
        case ProbeEvent::Kind::Document:
            m_streamed = e.run;
            break;
        case ProbeEvent::Kind::BadDocument:
            emit warning(tr("scalescope-probe sent a document that does not follow its contract (%1).").arg(e.message));
            break;
        case ProbeEvent::Kind::Empty:
        case ProbeEvent::Kind::Start:
        case ProbeEvent::Kind::TestStart: // m_stream keeps the test under way
        case ProbeEvent::Kind::End:
        case ProbeEvent::Kind::Other:
            break;
        }
    }
}

void ProbeProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_watchdog->stop();
    onReadyRead();
    if (m_overlong)
        return; // said so when it happened
    QString error;
    std::optional<ProbeRun> run = m_streamed;
    if (!m_outFile.isEmpty()) {
        const QByteArray bytes = io::readRegularFile(m_outFile, kMaxLineBytes).value_or(QByteArray()); // none: said below
        m_outDir.reset(); // the folder and the document go
        run = bytes.isEmpty() ? std::nullopt : parseRun(bytes, &error);
    }
    // No document (the connection dropped, the probe died): the results that streamed in are kept.
    const bool fromStream = !run && (run = m_stream.partialRun(m_clock.elapsed() / 1000.0)).has_value();
    if (m_hung) {
        emit failed(tr("scalescope-probe did not finish within its time budget and was stopped.") +
                    (run ? QString() : QStringLiteral(" ") + tr("No results were kept.")));
        if (run)
            emit finished(*run, true, QString());
        return;
    }
    if (status == QProcess::CrashExit && !m_cancelled && !fromStream) {
        emit failed(tr("scalescope-probe crashed (%1). Earlier runs are unchanged.").arg(m_process->errorString()));
        return;
    }
    if (!run) {
        const QByteArray err = m_stderr + m_process->readAllStandardError();
        if (m_target.isRemote() && exitFromCode(exitCode) == ProbeExit::SshFailed) {
            emit failed(sshFailureText(m_target.host, err));
        } else if (exitFromCode(exitCode) == ProbeExit::NoDevice) {
            emit failed(tr("The chosen backend has no device: %1").arg(QString::fromUtf8(err).trimmed()));
        } else {
            const auto underway = m_stream.underway();
            emit failed(failureText(m_target, exitCode, error) + (underway ? QLatin1Char('\n') + cutText(*underway) : QString()));
        }
        return;
    }
    const bool endedEarly = fromStream || run->interrupted || run->incomplete;
    emit finished(*run, m_cancelled, endedEarly && !m_cancelled ? endedEarlyText(*run, exitCode, status, fromStream) : QString());
}

QString ProbeProcess::endedEarlyText(const ProbeRun &run, int exitCode, QProcess::ExitStatus status, bool fromStream) const
{
    const QString stderrText = QString::fromUtf8(m_stderr + m_process->readAllStandardError());
    const QString said = launcherMessage(stderrText);
    // ssh exits 255 when its connection drops, and so does mpirun when it loses a host: ssh's own
    // last words tell the two apart.
    QString sshLine = stderrText.trimmed().section(QLatin1Char('\n'), -1).trimmed();
    const bool connectionLost = fromStream && m_target.isRemote() && exitFromCode(exitCode) == ProbeExit::SshFailed &&
                                said.isEmpty() && sshDisconnected(sshLine);
    QStringList parts;
    if (connectionLost) {
        if (sshLine.endsWith(QLatin1Char('.')))
            sshLine.chop(1);
        parts << tr("The connection to %1 was lost during the run (ssh: %2).").arg(m_target.host, sshLine);
    } else if (fromStream && status == QProcess::CrashExit) {
        parts << tr("scalescope-probe crashed (%1).").arg(m_process->errorString());
    } else {
        parts << tr("The run ended before its last test, though it was not cancelled here.");
        if (fromStream)
            parts << tr("Its document did not arrive (exit code %1).").arg(exitCode);
        else if (!run.stoppedByLauncher()) // which says who stopped it below
            parts << tr("Something outside stopped it (its launcher, or a signal).");
    }
    if (!run.cutDuring)
        if (const auto cut = m_stream.underway())
            parts << cutText(*cut);
    if (const QString lines = endedEarlyLines(run); !lines.isEmpty())
        parts << lines;
    if (!said.isEmpty())
        parts << tr("mpirun said: “%1”").arg(said);
    parts << tr("The %n result(s) measured until then are kept.", nullptr, int(run.tests.size()));
    return parts.join(QLatin1Char(' '));
}

} // namespace scalescope::probe
