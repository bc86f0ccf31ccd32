// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// "Run on" a host: the probe through a real OpenSSH server that this test starts on 127.0.0.1 with
// a port, host key and authorized key of its own (a temporary folder; nothing else is touched). A
// run streams and keeps its document, the device list comes over the same connection, cancel
// stops the remote probe (it is gone afterwards), and a refused key or a missing probe is said in
// words. The last two drive the Probe tab with the keyboard and mouse as a person does, the second
// killing the connection mid-run.
#include "ProcessesByEnvironment.h"
#include "app/probe/ProbeProcess.h"
#include "app/views/ProbeView.h"
#include "core/i18n/Localization.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

using namespace scalescope;

namespace {

const QString kProbe = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe");

// The parent of `pid` and its command name, from /proc/PID/stat ("pid (comm) state ppid ...").
std::pair<qint64, QByteArray> parentOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return {0, {}};
    const QByteArray stat = f.readAll();
    const qsizetype open = stat.indexOf('('), close = stat.lastIndexOf(')');
    if (open < 0 || close < open)
        return {0, {}};
    const QByteArrayList rest = stat.mid(close + 2).split(' ');
    return {rest.size() > 1 ? rest[1].toLongLong() : 0, stat.mid(open + 1, close - open - 1)};
}

QByteArray commandOf(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/comm").arg(pid));
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed() : QByteArray();
}

bool sh(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    return p.waitForFinished(30000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

} // namespace

class TestProbeRemote : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QProcess m_sshd;
    QByteArray m_marker;

    probe::ProbeTarget target(const QString &host, const QString &command = kProbe) const { return {host, command}; }

    // The message a run on `t` fails with (empty when it does not fail within 30 s).
    static QString failureOf(const probe::ProbeTarget &t)
    {
        probe::ProbeProcess p;
        QSignalSpy failed(&p, &probe::ProbeProcess::failed);
        probe::ProbeRequest r;
        r.target = t;
        if (!p.start(r) || !failed.wait(30000))
            return {};
        return failed.first().first().toString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(i18n::installLanguage(QStringLiteral("en"))); // English plurals
        QSettings().remove(QStringLiteral("probe"));          // no host or command remembered from an earlier run
        QVERIFY(m_dir.isValid());
        const QString sshd = QStringLiteral("/usr/sbin/sshd");
        QVERIFY2(QFile::exists(sshd) && !QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty(),
                 "the OpenSSH server and client are needed (openssh-server, openssh-client in scripts/debian-packages.txt)");
        // sshd insists on its privilege-separation folder; systemd makes it, a container does not.
        if (!QDir(QStringLiteral("/run/sshd")).exists()) {
            if (geteuid() != 0)
                QSKIP("sshd needs /run/sshd, which only root can create here");
            QVERIFY(QDir().mkpath(QStringLiteral("/run/sshd")));
            QFile::setPermissions(QStringLiteral("/run/sshd"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                                   QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                                                   QFile::ExeOther);
        }
        const QString d = m_dir.path();
        for (const char *key : {"host_key", "user_key", "other_key"})
            QVERIFY(sh(QStringLiteral("ssh-keygen"),
                       {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), QString(),
                        QStringLiteral("-f"), d + QLatin1Char('/') + QLatin1String(key)}));
        QVERIFY(QFile::copy(d + QStringLiteral("/user_key.pub"), d + QStringLiteral("/authorized_keys")));
        QTcpServer probePort; // a free port on loopback
        QVERIFY(probePort.listen(QHostAddress::LocalHost));
        const quint16 port = probePort.serverPort();
        probePort.close();
        const QString user = QString::fromLocal8Bit(getpwuid(geteuid())->pw_name);
        QFile config(d + QStringLiteral("/sshd_config"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(
            QStringLiteral("Port %1\nListenAddress 127.0.0.1\nHostKey %2/host_key\nAuthorizedKeysFile %2/authorized_keys\n"
                           "PasswordAuthentication no\nKbdInteractiveAuthentication no\nPermitRootLogin "
                           "prohibit-password\nStrictModes no\nUsePAM no\nPidFile %2/sshd.pid\nSetEnv "
                           "SCALESCOPE_TEST_JOB=%2\n")
                .arg(port)
                .arg(d)
                .toUtf8());
        config.close();
        QFile client(d + QStringLiteral("/ssh_config"));
        QVERIFY(client.open(QIODevice::WriteOnly));
        for (const auto &[alias, key] : {std::pair{"probehost", "user_key"}, std::pair{"refusedhost", "other_key"}})
            client.write(QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n  User %3\n  IdentityFile %4/%5\n"
                                        "  IdentitiesOnly yes\n  UserKnownHostsFile %4/known_hosts\n"
                                        "  StrictHostKeyChecking accept-new\n")
                             .arg(QLatin1String(alias))
                             .arg(port)
                             .arg(user, d, QLatin1String(key))
                             .toUtf8());
        client.close();
        m_marker = "SCALESCOPE_TEST_JOB=" + d.toUtf8();
        qputenv("SCALESCOPE_SSH_CONFIG", (d + QStringLiteral("/ssh_config")).toLocal8Bit());
        m_sshd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_sshd.start(sshd,
                     {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), d + QStringLiteral("/sshd_config")});
        QVERIFY(m_sshd.waitForStarted());
        QElapsedTimer clock;
        clock.start();
        bool up = false;
        while (!up && clock.elapsed() < 10000 && m_sshd.state() == QProcess::Running) {
            QTcpSocket s;
            s.connectToHost(QHostAddress::LocalHost, port);
            up = s.waitForConnected(200);
            if (!up)
                QTest::qWait(100);
        }
        QVERIFY2(up, "sshd did not start listening");
    }

    void cleanupTestCase()
    {
        m_sshd.terminate();
        m_sshd.waitForFinished(5000);
    }

    void aRemoteRunStreamsAndKeepsItsDocument()
    {
        probe::ProbeProcess p;
        QSignalSpy results(&p, &probe::ProbeProcess::testFinished);
        QSignalSpy finished(&p, &probe::ProbeProcess::finished);
        QSignalSpy failed(&p, &probe::ProbeProcess::failed);
        probe::ProbeRequest r;
        r.target = target(QStringLiteral("probehost"));
        r.backend = QStringLiteral("cpu");
        r.suites = QStringList{QStringLiteral("inventory"), QStringLiteral("latency")};
        QVERIFY(p.start(r));
        QVERIFY2(finished.wait(60000), failed.isEmpty() ? "no answer" : qPrintable(failed.first().first().toString()));
        const probe::ProbeRun run = finished.first().first().value<probe::ProbeRun>();
        QCOMPARE(finished.first().at(1).toBool(), false);
        QCOMPARE(run.status, QStringLiteral("ok"));
        QCOMPARE(run.host, QSysInfo::machineHostName()); // the remote host's name (here, this machine)
        QStringList suites;
        for (const probe::ProbeTest &t : run.tests)
            if (!suites.contains(t.suiteKey()))
                suites << t.suiteKey();
        QCOMPARE(suites, (QStringList{QStringLiteral("inventory"), QStringLiteral("latency")}));
        QCOMPARE(results.size(), run.tests.size()); // every result streamed as it came
    }

    void theDeviceListComesOverTheSameConnection()
    {
        probe::ProbeProcess p;
        QSignalSpy listed(&p, &probe::ProbeProcess::listed);
        p.list(target(QStringLiteral("probehost")));
        QVERIFY(listed.wait(30000));
        const QJsonObject list = listed.first().first().toJsonObject();
        QVERIFY2(listed.first().at(1).toString().isEmpty(), qPrintable(listed.first().at(1).toString()));
        QVERIFY(!list.value(QLatin1String("devices")).toArray().isEmpty());
        QCOMPARE(list.value(QLatin1String("suites")).toArray().first().toObject().value(QLatin1String("name")).toString(),
                 QStringLiteral("inventory"));
    }

    void cancelStopsTheRemoteProbe()
    {
        probe::ProbeProcess p;
        QSignalSpy results(&p, &probe::ProbeProcess::testFinished);
        QSignalSpy finished(&p, &probe::ProbeProcess::finished);
        probe::ProbeRequest r;
        r.target = target(QStringLiteral("probehost"));
        r.backend = QStringLiteral("cpu");
        r.suites = QStringList{QStringLiteral("latency"), QStringLiteral("train-step")};
        r.quick = false;
        r.budgetS = 300;
        QVERIFY(p.start(r));
        QVERIFY2(results.wait(60000), "no result before the cancel");
        QVERIFY2(!processesWithEnvironment({m_marker}).isEmpty(), "the remote probe is not running");
        p.cancel();
        QVERIFY2(finished.wait(30000), "the remote probe did not stop after cancel");
        QCOMPARE(finished.first().at(1).toBool(), true); // cancelled, with what it had measured
        QVERIFY(!finished.first().first().value<probe::ProbeRun>().tests.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(processesWithEnvironment({m_marker}).isEmpty(), 10000); // nothing left running on the host
    }

    void aRefusedKeyIsSaidInWords()
    {
        const QString message = failureOf(target(QStringLiteral("refusedhost")));
        QVERIFY2(message.contains(QLatin1String("refusedhost refused the login")) && message.contains(QLatin1String("key")),
                 qPrintable(message));
    }

    void aMissingRemoteProbeIsSaidInWords()
    {
        const QString message = failureOf(target(QStringLiteral("probehost"), QStringLiteral("/nonexistent/scalescope-probe")));
        QVERIFY2(message.contains(QLatin1String("\"/nonexistent/scalescope-probe\" was not found on probehost")),
                 qPrintable(message));
    }

    void theProbeTabRunsOnAHostAsAPersonDoes()
    {
        views::ProbeView view;
        view.resize(1024, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy listed(view.process(), &probe::ProbeProcess::listed);
        // Type the host and press Enter; then the probe's path on it.
        QLineEdit *host = view.hostBox()->lineEdit();
        host->selectAll();
        QTest::keyClicks(host, QStringLiteral("probehost"));
        QTest::keyClick(host, Qt::Key_Return);
        QVERIFY(view.commandEdit()->isEnabled());
        QCOMPARE(view.commandEdit()->text(), QStringLiteral("scalescope-probe")); // the default until changed
        view.commandEdit()->selectAll();
        QTest::keyClicks(view.commandEdit(), kProbe);
        QTest::keyClick(view.commandEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty() && !view.process()->isListing(), 30000);
        QVERIFY2(view.deviceText().contains(QLatin1String("cpu0")), qPrintable(view.deviceText()));
        QVERIFY(view.suiteNames().contains(QLatin1String("train-step"))); // from the host's --list
        QSignalSpy done(&view, &views::ProbeView::runFinished);
        auto *runButton = view.findChildren<QPushButton *>().first();
        for (QPushButton *b : view.findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Run"))
                runButton = b;
        QTest::mouseClick(runButton, Qt::LeftButton);
        QVERIFY(done.wait(240000));
        QVERIFY2(!view.currentRun().tests.isEmpty(), qPrintable(view.message()));
        QVERIFY(!view.currentRunPath().isEmpty()); // kept in the history
        // Remembered: the host in the list, its command in the settings.
        QVERIFY(view.hostBox()->findText(QStringLiteral("probehost")) > 0);
        views::ProbeView again;
        QVERIFY(again.hostBox()->findText(QStringLiteral("probehost")) > 0);
        again.hostBox()->setCurrentIndex(again.hostBox()->findText(QStringLiteral("probehost")));
        QTest::keyClick(again.hostBox()->lineEdit(), Qt::Key_Return);
        QCOMPARE(again.commandEdit()->text(), kProbe);
    }

    // The connection drops mid-run (the sshd serving it is killed): the tab keeps the results that
    // arrived as a partial run, says the connection was lost, and nothing is left on the host.
    void aLostConnectionKeepsWhatArrived()
    {
        views::ProbeView view;
        view.resize(1024, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QLineEdit *host = view.hostBox()->lineEdit();
        host->selectAll();
        QTest::keyClicks(host, QStringLiteral("probehost"));
        QTest::keyClick(host, Qt::Key_Return);
        view.commandEdit()->selectAll();
        QTest::keyClicks(view.commandEdit(), kProbe);
        QTest::keyClick(view.commandEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(!view.process()->isListing() && !view.suiteNames().isEmpty(), 30000);
        view.budgetBox()->setFocus();
        QTest::keyClick(view.budgetBox(), Qt::Key_Down); // Standard: long enough to cut in the middle
        QSignalSpy streamed(view.process(), &probe::ProbeProcess::testFinished);
        QSignalSpy done(&view, &views::ProbeView::runFinished);
        QPushButton *runButton = nullptr;
        for (QPushButton *b : view.findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Run"))
                runButton = b;
        QVERIFY(runButton);
        QTest::mouseClick(runButton, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(streamed.size() >= 2, 60000);
        // The sshd processes between the listener and the remote probe: the connection's.
        const QList<qint64> probes = processesWithEnvironment({m_marker});
        QVERIFY2(!probes.isEmpty(), "the remote probe is not running");
        QList<qint64> sessions;
        for (qint64 pid = probes.first(); pid > 1;) {
            const qint64 parent = parentOf(pid).first;
            if (parent == m_sshd.processId())
                break;
            if (commandOf(parent) == "sshd")
                sessions << parent;
            pid = parent;
        }
        QVERIFY2(!sessions.isEmpty(), "no sshd session process above the remote probe");
        for (qint64 pid : sessions)
            ::kill(pid_t(pid), SIGKILL);
        QVERIFY2(done.wait(30000), "the run did not end after its connection was lost");
        const QString m = view.message();
        QVERIFY2(m.startsWith(QLatin1String("The connection to probehost was lost during the run (ssh: ")), qPrintable(m));
        QVERIFY2(!m.contains(QLatin1String("Cancelled")), qPrintable(m));
        const probe::ProbeRun &run = view.currentRun();
        QVERIFY(run.incomplete);
        QVERIFY(run.tests.size() >= 2);
        QCOMPARE(run.tests.size(), streamed.size()); // every result that arrived, no other
        QVERIFY2(m.contains(QStringLiteral("The %1 results measured until then are kept.").arg(run.tests.size())), qPrintable(m));
        QVERIFY(!view.currentRunPath().isEmpty()); // saved in the history, and it reads back
        QString error;
        const auto saved = probe::readRunFile(view.currentRunPath(), &error);
        QVERIFY2(saved && saved->incomplete && saved->tests.size() == run.tests.size(), qPrintable(error));
        const QProgressBar *overall = view.findChild<QProgressBar *>(QStringLiteral("overallProgress"));
        QVERIFY2(overall->format().startsWith(QLatin1String("stopped early")), qPrintable(overall->format()));
        // The probe saw its standard input end and stopped: nothing of the run stays on the host.
        QTRY_VERIFY_WITH_TIMEOUT(processesWithEnvironment({m_marker}).isEmpty(), 15000);
    }
};

QTEST_MAIN(TestProbeRemote)
#include "tst_proberemote.moc"
