#include "app/probe/ProbeProcess.h"

#include "core/probe/ProbeEvent.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryFile>
#include <QTimer>

namespace scalescope {

QString findProbeExecutable()
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
    if (isRunning()) {
        m_process->kill();
        m_process->waitForFinished(3000);
    }
}

QJsonObject ProbeProcess::listDevices(QString *error, int timeoutMs)
{
    const QString exe = findProbeExecutable();
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
    const QString exe = findProbeExecutable();
    if (exe.isEmpty() || !QFileInfo(exe).exists()) {
        emit failed(tr("scalescope-probe was not found (looked for %1). Build it, or set its location in the preferences.")
                        .arg(exe.isEmpty() ? QStringLiteral("scalescope-probe") : exe));
        return false;
    }
    delete m_process;
    m_process = new QProcess(this);
    m_buffer.clear();
    m_cancelled = m_hung = false;
    m_badLines = 0;
    QTemporaryFile tmp(QDir::temp().filePath(QStringLiteral("scalescope-probe-XXXXXX.json")));
    tmp.setAutoRemove(false);
    tmp.open();
    m_outFile = tmp.fileName();
    tmp.close();
    QFile::remove(m_outFile);
    QStringList args = {QStringLiteral("--backend"), r.backend, QStringLiteral("--format"),  QStringLiteral("jsonl"),
                        QStringLiteral("--out"),     m_outFile, QStringLiteral("--devices"), r.devices};
    if (!r.suites.isEmpty())
        args << QStringLiteral("--suite") << r.suites.join(QLatin1Char(','));
    if (!r.precisions.isEmpty())
        args << QStringLiteral("--precision") << r.precisions.join(QLatin1Char(','));
    if (r.quick)
        args << QStringLiteral("--quick");
    if (r.budgetS > 0)
        args << QStringLiteral("--budget") << QString::number(r.budgetS);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ProbeProcess::onReadyRead);
    connect(m_process, &QProcess::finished, this, &ProbeProcess::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            emit failed(tr("scalescope-probe could not be started: %1").arg(m_process->errorString()));
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
    m_process->terminate(); // SIGTERM: the probe writes its partial document and exits 130
    QTimer::singleShot(15000, m_process, [p = m_process]() {
        if (p->state() != QProcess::NotRunning)
            p->kill();
    });
}

void ProbeProcess::onReadyRead()
{
    m_buffer += m_process->readAllStandardOutput();
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n');
        if (nl < 0)
            break;
        const ProbeEvent e = parseProbeEvent(m_buffer.left(nl));
        m_buffer.remove(0, nl + 1);
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
        case ProbeEvent::Kind::Empty:
        case ProbeEvent::Kind::Other:
            break;
        }
    }
}

void ProbeProcess::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_watchdog->stop();
    onReadyRead();
    QFile f(m_outFile);
    const QByteArray bytes = f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    f.close();
    QFile::remove(m_outFile);
    QString error;
    const auto run = bytes.isEmpty() ? std::nullopt : parseProbeRun(bytes, &error);
    if (m_hung) {
        emit failed(tr("scalescope-probe did not finish within its time budget and was stopped.") +
                    (run ? QString() : QStringLiteral(" ") + tr("No results were kept.")));
        if (run)
            emit finished(*run, true);
        return;
    }
    if (status == QProcess::CrashExit && !m_cancelled) {
        emit failed(tr("scalescope-probe crashed (%1). Earlier runs are unchanged.").arg(m_process->errorString()));
        return;
    }
    if (!run) {
        if (exitCode == 3)
            emit failed(
                tr("The chosen backend has no device: %1").arg(QString::fromUtf8(m_process->readAllStandardError()).trimmed()));
        else
            emit failed(tr("scalescope-probe ended (exit code %1) without a valid document: %2")
                            .arg(exitCode)
                            .arg(error.isEmpty() ? tr("no output file") : error));
        return;
    }
    emit finished(*run, m_cancelled || run->interrupted);
}

} // namespace scalescope
