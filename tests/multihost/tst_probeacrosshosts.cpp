// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Probe tab measuring a cluster as a person does it: Run on a host in another network namespace
// (reached over ssh), with the probe command an mpirun line across that host and a second one; Run;
// then the Hosts tab names both hosts and the link's bandwidth, in the table and under the pointer.
// gui_across_hosts.sh starts this inside the fixture's third host and gives it, in the environment,
// the host to type, the command, and a file to copy the saved run to (for check_link.py).
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/probe/ProbeCharts.h"
#include "app/probe/ProbeProcess.h"
#include "app/views/ProbeClusterPage.h"
#include "app/views/ProbeView.h"
#include "core/i18n/Localization.h"
#include "core/probe/ProbeCluster.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QLocale>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolTip>

using namespace scalescope;

namespace {

QString env(const char *name)
{
    return qEnvironmentVariable(name);
}

QPushButton *buttonLabelled(QWidget *parent, const QString &label)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == label)
            return b;
    return nullptr;
}

} // namespace

class TestProbeAcrossHosts : public QObject
{
    Q_OBJECT

    // As a person does: the host typed, then the command that starts the probe there (mpirun
    // across two hosts); the suites across ranks clicked, all but the training step; Standard time.
    static void prepareClusterRun(views::ProbeView &view, const QString &host)
    {
        QLineEdit *hostEdit = view.hostBox()->lineEdit();
        hostEdit->selectAll();
        QTest::keyClicks(hostEdit, host);
        QTest::keyClick(hostEdit, Qt::Key_Return);
        view.commandEdit()->selectAll();
        QTest::keyClicks(view.commandEdit(), env("SCALESCOPE_MULTIHOST_COMMAND"));
        QTest::keyClick(view.commandEdit(), Qt::Key_Return);
        // Only the answer for the command typed counts (the default command answers first, or fails).
        const QStringList mpiSuites{QStringLiteral("inventory"), QStringLiteral("allreduce"), QStringLiteral("p2p"),
                                    QStringLiteral("train-step")};
        QTRY_COMPARE_WITH_TIMEOUT(view.suiteNames(), mpiSuites, 60000);
        QVERIFY2(view.deviceText().contains(QLatin1String("cpu0")), qPrintable(view.deviceText()));
        // The precisions are the MPI probe's own (its --list), not the plain probe's six.
        QStringList precisions;
        for (const QCheckBox *box : view.findChildren<QCheckBox *>(QRegularExpression(QStringLiteral("^precision-"))))
            precisions << box->text();
        QCOMPARE(precisions, (QStringList{QStringLiteral("fp32"), QStringLiteral("bf16")}));

        // The suites across ranks, by click: all but the training step.
        for (const QString &suite : view.suiteNames()) {
            auto *box = view.findChild<QCheckBox *>(QStringLiteral("suite-") + suite);
            QVERIFY(box);
            const bool want = suite != QLatin1String("train-step");
            if (box->isChecked() != want)
                QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(8, box->height() / 2));
            QCOMPARE(box->isChecked(), want);
        }
        view.budgetBox()->setFocus();
        while (view.budgetBox()->currentData().toInt() < 120) // Standard: every sample the link needs
            QTest::keyClick(view.budgetBox(), Qt::Key_Down);
    }

private slots:
    void initTestCase()
    {
        if (env("SCALESCOPE_MULTIHOST_HOST").isEmpty() || env("SCALESCOPE_MULTIHOST_COMMAND").isEmpty())
            QSKIP("started by tests/multihost/gui_across_hosts.sh, which makes the hosts and names them here");
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("probe")); // no host or command remembered from an earlier run
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
    }

    void aClusterMeasuredFromTheProbeTab()
    {
        const QString host = env("SCALESCOPE_MULTIHOST_HOST");
        views::ProbeView view;
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        prepareClusterRun(view, host);
        if (QTest::currentTestFailed())
            return;
        QSignalSpy done(&view, &views::ProbeView::runFinished);
        QPushButton *run = buttonLabelled(&view, QStringLiteral("Run"));
        QVERIFY(run);
        QTest::mouseClick(run, Qt::LeftButton);
        QVERIFY2(done.wait(300000), qPrintable(view.message()));
        const probe::ProbeRun &measured = view.currentRun();
        QVERIFY2(measured.status == QLatin1String("ok") && measured.isCluster(), qPrintable(view.message()));
        QVERIFY(!view.currentRunPath().isEmpty()); // kept in the history, as any run
        if (const QString copy = env("SCALESCOPE_MULTIHOST_DOCUMENT"); !copy.isEmpty())
            QVERIFY(QFile::copy(view.currentRunPath(), copy));

        // The Hosts tab: both hosts, each with its rank, and what rank 0 measured to the other one.
        QTabWidget *tabs = view.tabs();
        views::ProbeClusterPage *page = view.clusterPage();
        const int hostsTab = tabs->indexOf(page);
        QVERIFY(tabs->isTabVisible(hostsTab));
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(hostsTab).center());
        QCOMPARE(tabs->currentWidget(), page);
        QVERIFY2(page->summary().startsWith(QStringLiteral("2 MPI ranks on 2 hosts")), qPrintable(page->summary()));
        QTableWidget *hosts = page->hostTable();
        QCOMPARE(hosts->rowCount(), 2);
        QCOMPARE(hosts->item(0, 0)->text(), host);
        QCOMPARE(hosts->item(0, 1)->text(), QStringLiteral("0"));
        const QString other = hosts->item(1, 0)->text();
        QVERIFY(other != host);
        QCOMPARE(hosts->item(1, 1)->text(), QStringLiteral("1"));
        QCOMPARE(hosts->item(0, 7)->text(), QStringLiteral("net0")); // the namespace's link, not this machine's NICs
        QCOMPARE(hosts->item(1, 7)->text(), QStringLiteral("net0"));

        // The figure shown is the document's, in bits per second as the link is rated.
        const QList<probe::ProbePeerLink> links = probe::peerLinks(measured);
        QCOMPARE(links.size(), 1);
        QVERIFY(links[0].interNode && links[0].bandwidthGBs && links[0].bandwidthBytes >= 4 << 20);
        const double mbit = *links[0].bandwidthGBs * 8000;
        const QString shown = hosts->item(1, 9)->text();
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^rank 1: ([0-9.]+) Mbit/s at 4 MiB, [0-9.]+ µs$")).match(shown);
        QVERIFY2(m.hasMatch(), qPrintable(shown));
        QCOMPARE(m.captured(1), QLocale().toString(mbit, 'g', 3));
        QCOMPARE(hosts->item(0, 9)->text(), QStringLiteral("—")); // rank 0 has no other rank on its host
        const double rate = env("SCALESCOPE_MULTIHOST_RATE_MBIT").toDouble();
        if (rate > 0) // the link's figure, not loopback's (check_link.py judges it closely)
            QVERIFY2(mbit > 0.8 * rate && mbit < 1.2 * rate, qPrintable(shown));

        // Under the pointer, the other host's point says the same.
        charts::ChartPanel *peers = page->peerPanel();
        const auto at = peers->pointPosition(probe::peerId(1));
        QVERIFY(at);
        QTest::mouseMove(peers->view()->viewport(), *at);
        QTRY_COMPARE(peers->hovered(), probe::peerId(1));
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("rank 0 ↔ rank 1 (%1, another host)").arg(other)),
                 qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(QStringLiteral("(%1 Mbit/s) one way at 4 MiB").arg(m.captured(1))),
                 qPrintable(QToolTip::text()));

        // For a look: SCALESCOPE_MULTIHOST_SCREENSHOT=PREFIX writes PREFIX-en.png and PREFIX-ko.png.
        if (const QString shot = env("SCALESCOPE_MULTIHOST_SCREENSHOT"); !shot.isEmpty()) {
            QVERIFY(view.grab().save(shot + QStringLiteral("-en.png")));
            QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
            QTest::qWait(200);
            QVERIFY(view.grab().save(shot + QStringLiteral("-ko.png")));
            QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        }
    }

    // hostB is lost mid-run (SCALESCOPE_MULTIHOST_FAULT kills its sshd, the session that holds
    // Open MPI's daemon included): mpirun ends the job and stops rank 0, whose document says
    // "interrupted". Nobody cancelled here, so the tab says the run ended early, in which test and
    // among which hosts, and what mpirun said; the results measured before are kept.
    void aHostLostMidRunIsSaidInWords()
    {
        const QString fault = env("SCALESCOPE_MULTIHOST_FAULT");
        if (fault.isEmpty())
            QSKIP("gui_across_hosts.sh names the fault (a command that kills hostB's sshd)");
        views::ProbeView view;
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        prepareClusterRun(view, env("SCALESCOPE_MULTIHOST_HOST"));
        if (QTest::currentTestFailed())
            return;
        QSignalSpy streamed(view.process(), &probe::ProbeProcess::testFinished);
        QSignalSpy done(&view, &views::ProbeView::runFinished);
        QPushButton *run = buttonLabelled(&view, QStringLiteral("Run"));
        QVERIFY(run);
        QTest::mouseClick(run, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(streamed.size() >= 2, 120000);
        QVERIFY(done.isEmpty());
        QProcess kill;
        kill.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), fault});
        QVERIFY(kill.waitForFinished(20000) && kill.exitCode() == 0);
        QVERIFY2(done.wait(90000), "the run did not end within 90 s of losing hostB");
        const QString m = view.message();
        QVERIFY2(!m.contains(QLatin1String("Cancelled")), qPrintable(m));
        QVERIFY2(m.startsWith(QLatin1String("The run ended before its last test, though it was not cancelled here.")),
                 qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("hostB")), qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("mpirun said: ")), qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("Saved as")), qPrintable(m));
        QVERIFY(view.currentRun().tests.size() >= 2);
        QVERIFY(!view.currentRunPath().isEmpty()); // kept in the history: gui_across_hosts.sh checks it against the schema
        if (const QString copy = env("SCALESCOPE_MULTIHOST_PARTIAL"); !copy.isEmpty())
            QVERIFY(QFile::copy(view.currentRunPath(), copy));
        const QProgressBar *overall = view.findChild<QProgressBar *>(QStringLiteral("overallProgress"));
        QVERIFY2(overall->format().startsWith(QLatin1String("stopped early")), qPrintable(overall->format()));
        qInfo("after losing hostB the tab says: %s", qPrintable(m));
    }
};

QTEST_MAIN(TestProbeAcrossHosts)
#include "tst_probeacrosshosts.moc"
