#pragma once
// Runs scalescope-probe as a child process and turns its JSON-lines events into signals. A
// crash, a hang past the budget, a missing executable or malformed output becomes a message;
// cancel sends SIGTERM, and the probe's partial document is kept.
#include "core/probe/ProbeRun.h"

#include <QJsonObject>
#include <QObject>
#include <QProcess>

class QTimer;

namespace scalescope {

// Where the probe is: SCALESCOPE_PROBE, then the setting, then next to this program, then PATH.
QString findProbeExecutable();

struct ProbeRequest
{
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

    // `--list --format json`; waits up to timeoutMs. Empty object and *error on failure.
    static QJsonObject listDevices(QString *error, int timeoutMs = 20000);
    // The --list document in `output`, or empty with *error set.
    static QJsonObject parseDeviceList(const QByteArray &output, QString *error);

    bool start(const ProbeRequest &request);
    void cancel();
    bool isRunning() const;

signals:
    void progress(const QString &suite, double suiteFraction, double overallFraction, double etaS);
    void testFinished(const scalescope::ProbeTest &test);
    void warning(const QString &message);
    void finished(const scalescope::ProbeRun &run, bool cancelled);
    void failed(const QString &message); // no usable document

private:
    void onReadyRead();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    QProcess *m_process = nullptr;
    QTimer *m_watchdog = nullptr;
    QString m_outFile;
    QByteArray m_buffer;
    bool m_cancelled = false;
    bool m_hung = false;
    int m_badLines = 0;
};

} // namespace scalescope
