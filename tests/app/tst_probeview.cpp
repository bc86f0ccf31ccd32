// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The probe tab, offscreen: a real CPU run of scalescope-probe --quick from the GUI, cancel
// mid-run, fake probes that misbehave, and import and compare of saved runs.
#include "app/MainWindow.h"
#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "app/charts/InteractiveChartView.h"
#include "app/probe/ProbeCharts.h"
#include "app/probe/ProbeHistory.h"
#include "app/probe/ProbeProcess.h"
#include "app/probe/ProbeReasonText.h"
#include "app/views/ProbeClusterPage.h"
#include "app/views/ProbeComparePage.h"
#include "app/views/ProbeProgress.h"
#include "app/views/ProbeView.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"
#include "core/i18n/SafeText.h"
#include "core/probe/ProbeCompare.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

using namespace scalescope;

namespace {

const QString kProbe = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe");
const QString kProbeMpi = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-probe-mpi");
const QString kFixtures = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/fixtures/probe");

int pointCount(QChart *chart)
{
    int n = 0;
    for (QAbstractSeries *s : chart->series())
        if (auto *xy = qobject_cast<QXYSeries *>(s))
            n += int(xy->count());
    return n;
}

// Path and bytes of every saved run, to show a failure left them alone.
QMap<QString, QByteArray> savedFiles()
{
    QMap<QString, QByteArray> out;
    const QDir dir(probe::ProbeHistory::folder());
    for (const QString &f : dir.entryList(QDir::Files)) {
        QFile file(dir.filePath(f));
        file.open(QIODevice::ReadOnly);
        out.insert(f, file.readAll());
    }
    return out;
}

void clearHistory()
{
    QDir(probe::ProbeHistory::folder()).removeRecursively();
}

// The synthetic run's chart made by `make`, shown in `panel` at 420 × 540 (a narrow chart pane).
std::optional<probe::ProbeRun> showNarrow(charts::ChartPanel &panel, QChart *(*make)(const probe::ProbeRun &))
{
    QString error;
    std::optional<probe::ProbeRun> run = probe::readRunFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error);
    if (!run) {
        qWarning("%s", qPrintable(error));
        return run;
    }
    panel.resize(420, 540);
    panel.setChart(make(*run));
    panel.show();
    if (!QTest::qWaitForWindowExposed(&panel))
        return std::nullopt;
    return run;
}

} // namespace

class TestProbeView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFile::exists(kProbe), qPrintable(kProbe));
    }
    void init()
    {
        qputenv("SCALESCOPE_PROBE", kProbe.toLocal8Bit());
        clearHistory();
    }

    void findsTheProbeFromEnvironmentSettingOrBeside()
    {
        QCOMPARE(probe::findExecutable(), kProbe); // SCALESCOPE_PROBE first
        qunsetenv("SCALESCOPE_PROBE");
        QSettings settings;
        settings.setValue(QStringLiteral("probe/executable"), QString(kFixtures + QStringLiteral("/hang.sh")));
        QCOMPARE(probe::findExecutable(), kFixtures + QStringLiteral("/hang.sh"));
        settings.setValue(QStringLiteral("probe/executable"), QStringLiteral("/nonexistent/probe"));
        QVERIFY(probe::findExecutable() != QLatin1String("/nonexistent/probe")); // a stale setting is skipped
        settings.remove(QStringLiteral("probe/executable"));
    }

    void listsTheCpuWithTheReason()
    {
        views::ProbeView v;
        QSignalSpy listed(&v, &views::ProbeView::devicesRefreshed);
        v.refreshDevices(); // in the background: the window stays responsive while the probe starts
        QVERIFY(listed.isEmpty());
        QVERIFY(listed.wait(20000));
        QVERIFY2(v.deviceText().contains(QLatin1String("cpu")), qPrintable(v.deviceText()));
        // No GPU here: the reason comes translated from its code, never as the raw code.
        QString error;
        const QJsonObject list = probe::ProbeProcess::listDevices(&error);
        QVERIFY2(!list.isEmpty(), qPrintable(error));
        if (!list.value(QLatin1String("cuda_available")).toBool()) {
            const QString code = list.value(QLatin1String("reason_code")).toString();
            QVERIFY(!code.isEmpty());
            QVERIFY(v.deviceText().contains(probe::reasonText(code)));
            QVERIFY(probe::reasonText(code) != code);
            // Only the CPU: nothing to choose, the run measures all devices.
            QCOMPARE(v.deviceBox()->count(), 1);
            QVERIFY(!v.deviceBox()->isEnabled());
            QCOMPARE(v.deviceBox()->currentData().toString(), QStringLiteral("all"));
        }
    }

    // A typed host that ssh would read as an option is refused in words, never run as "this machine".
    void aHostThatLooksLikeAnOptionIsRefused()
    {
        views::ProbeView v;
        v.resize(1024, 700);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QLineEdit *host = v.hostBox()->lineEdit();
        host->selectAll();
        QTest::keyClicks(host, QStringLiteral("-oProxyCommand=touch /tmp/x"));
        QTest::keyClick(host, Qt::Key_Return);
        QVERIFY2(v.deviceText().contains(QLatin1String("is not a host name")), qPrintable(v.deviceText()));
        QPushButton *runButton = nullptr;
        for (QPushButton *b : v.findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Run"))
                runButton = b;
        QVERIFY(runButton);
        QTest::mouseClick(runButton, Qt::LeftButton);
        QVERIFY2(v.message().contains(QLatin1String("\"-oProxyCommand=touch /tmp/x\" is not a host name")),
                 qPrintable(v.message()));
        QVERIFY(!v.process()->isRunning());
    }

    // The typed host is the edit text of "This computer"'s item until a run remembers it; a language
    // switch renames that item and must leave the host where the next run goes.
    void aTypedHostOutlivesALanguageSwitch()
    {
        views::ProbeView v;
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QLineEdit *host = v.hostBox()->lineEdit();
        host->selectAll();
        QTest::keyClicks(host, QStringLiteral("-typed.example"));
        QTest::keyClick(host, Qt::Key_Return); // refused as an option: no ssh is started
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        QTRY_VERIFY(v.hostBox()->itemText(0) != QLatin1String("This computer")); // renamed
        QCOMPARE(v.hostBox()->currentText(), QStringLiteral("-typed.example"));
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        QTRY_COMPARE(v.hostBox()->itemText(0), QStringLiteral("This computer"));
        QCOMPARE(v.hostBox()->currentText(), QStringLiteral("-typed.example"));
        host->selectAll();
        QTest::keyClick(host, Qt::Key_Backspace);
        QTest::keyClick(host, Qt::Key_Return);
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        QTRY_COMPARE(v.hostBox()->currentText(), QStringLiteral("이 컴퓨터")); // the empty choice is this computer, named
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
    }

    void aListedGpuCanBeChosenAndIsPassedByIndex()
    {
        qputenv("SCALESCOPE_PROBE", QString(kFixtures + QStringLiteral("/gpu-list.sh")).toLocal8Bit());
        const QString argsFile = QDir::temp().filePath(QStringLiteral("scalescope-fake-args.txt"));
        QFile::remove(argsFile);
        qputenv("SCALESCOPE_FAKE_ARGS", argsFile.toLocal8Bit());
        views::ProbeView v;
        QSignalSpy listed(&v, &views::ProbeView::devicesRefreshed);
        v.refreshDevices();
        QVERIFY(listed.wait(20000));
        QCOMPARE(v.deviceBox()->count(), 2); // "All devices" and the GPU
        QVERIFY(v.deviceBox()->isEnabled());
        QCOMPARE(v.deviceBox()->itemText(1), QStringLiteral("cuda0: Fixture GPU"));
        QVERIFY(!v.deviceText().contains(QLatin1String("No GPU")));
        // The fixture's libraries are all missing: each line says what will be skipped and what to do.
        QVERIFY2(v.deviceText().contains(QLatin1String("cuBLASLt was not found")), qPrintable(v.deviceText()));
        QVERIFY(v.deviceText().contains(QLatin1String("LD_LIBRARY_PATH")));
        QVERIFY(v.deviceText().contains(QLatin1String("NCCL was not found")));
        QVERIFY(v.deviceText().contains(QLatin1String("NVML was not found")));
        // In a short window the controls scroll: the device notes keep every line (in Korean at
        // 1024 × 700 their first and last lines were cut) and the column is as long as its contents.
        v.resize(740, 420);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        auto *notes = v.findChild<QLabel *>(QStringLiteral("probeDevices"));
        QVERIFY(notes);
        QTRY_VERIFY2(notes->height() >= notes->heightForWidth(notes->width()),
                     qPrintable(QStringLiteral("%1 < %2").arg(notes->height()).arg(notes->heightForWidth(notes->width()))));
        auto *column = qobject_cast<QScrollArea *>(notes->parentWidget()->parentWidget()->parentWidget());
        QVERIFY(column);
        QTRY_VERIFY(column->verticalScrollBar()->maximum() > 0);
        QVERIFY(column->horizontalScrollBar()->maximum() == 0 && column->width() >= column->widget()->minimumSizeHint().width());
        v.deviceBox()->setCurrentIndex(1);
        QSignalSpy done(&v, &views::ProbeView::runFinished);
        v.run();
        if (done.isEmpty())
            QVERIFY(done.wait(20000));
        qunsetenv("SCALESCOPE_FAKE_ARGS");
        QFile f(argsFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString args = QString::fromUtf8(f.readAll());
        QVERIFY2(args.contains(QLatin1String("--devices 0")), qPrintable(args));
        QVERIFY2(v.message().contains(QLatin1String("no device")), qPrintable(v.message())); // exit 3, said plainly
    }

    void realQuickRunFillsChartsAndIsSaved()
    {
        MainWindow w;
        views::ProbeView *v = w.probeView();
        v->budgetBox()->setCurrentIndex(0); // Quick
        // Before any run: each chart says what to do, wrapped where it fits; no empty progress bars.
        for (charts::ChartPanel *panel : v->panels()) {
            auto *message = panel->findChild<QLabel *>(QStringLiteral("chartMessage"));
            QVERIFY(message && !message->isHidden());
            QVERIFY2(message->text().startsWith(QLatin1String("No run yet")) ||
                         message->text().startsWith(QLatin1String("Nothing compared yet")),
                     qPrintable(message->text()));
        }
        auto *overall = v->findChild<QProgressBar *>(QStringLiteral("overallProgress"));
        QVERIFY(overall && overall->isHidden());
        QSignalSpy done(v, &views::ProbeView::runFinished);
        QSignalSpy streamed(v->process(), &probe::ProbeProcess::testFinished);
        // A streamed result redraws the chart that draws it and leaves the other two as they were.
        const auto charts = [v] { return QList<QChart *>{v->gemmChart(), v->bandwidthChart(), v->scalingChart()}; };
        QList<QChart *> before;
        int redrawn = 0, kept = 0;
        QStringList wrong;
        connect(v->process(), &probe::ProbeProcess::testFinished, this, [&](const probe::ProbeTest &t) {
            const QList<QChart *> now = charts();
            const int expected = probe::chartsOf(t);
            for (int i = 0; i < 3; ++i) {
                const bool changed = !before.isEmpty() && now[i] != before[i];
                if (!before.isEmpty() && changed != bool(expected & (1 << i)))
                    wrong
                        << QStringLiteral("%1: chart %2 %3").arg(t.name).arg(i).arg(QLatin1String(changed ? "redrawn" : "kept"));
                (changed ? redrawn : kept) += before.isEmpty() ? 0 : 1;
            }
            before = now;
        });
        QVERIFY(v->run());
        before = charts();
        QVERIFY(!overall->isHidden());
        QVERIFY(done.wait(120000));
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
        QVERIFY(redrawn > 0 && kept > redrawn); // most results redraw one chart of three, or none
        QVERIFY2(v->message().contains(QLatin1String("Finished")), qPrintable(v->message()));
        QVERIFY(streamed.count() >= 10); // results arrived one by one, before the end
        QVERIFY(!v->gemmChart()->series().isEmpty());
        // The title names the run by host and start time as people read it, not as ISO 8601 text.
        const QString gemmTitle = v->gemmChart()->title();
        QVERIFY2(gemmTitle.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC"))) &&
                     !gemmTitle.contains(QRegularExpression(QStringLiteral("\\dT\\d"))),
                 qPrintable(gemmTitle));
        QVERIFY(v->panels().first()->findChild<QLabel *>(QStringLiteral("chartMessage"))->isHidden());
        QVERIFY(pointCount(v->bandwidthChart()) >= 2);
        QVERIFY(pointCount(v->scalingChart()) >= 2);
        const QList<probe::SavedProbeRun> saved = probe::ProbeHistory::list();
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.first().run.tests.size(), v->currentRun().tests.size());
        QVERIFY(!saved.first().run.synthetic);
        QCOMPARE(v->historyTable()->rowCount(), 1);

        // The progress bar ends as the run did, and the time limit's tooltip says what it took here.
        QCOMPARE(overall->value(), overall->maximum());
        QCOMPARE(overall->format(), QStringLiteral("complete"));
        // ... in the language of the moment: Korean, then English again (it kept "완료").
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        QTRY_COMPARE(overall->format(), QStringLiteral("완료"));
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        QTRY_COMPARE(overall->format(), QStringLiteral("complete"));
        const QString took = v->budgetBox()->itemData(0, Qt::ToolTipRole).toString();
        QVERIFY2(took.startsWith(QLatin1String("The last complete run under this limit took ")), qPrintable(took));
        QCOMPARE(v->budgetBox()->toolTip(), took); // the Quick limit, chosen
        QCOMPARE(v->historyTable()->item(0, 1)->text(), QStringLiteral("complete"));

        // The local training step reaches the scaling view (efficiency): strong and weak scaling
        // are separate series.
        w.scalingView()->setMetric(charts::ScalingMetric::Efficiency);
        QStringList local;
        for (QAbstractSeries *s : w.scalingView()->chart()->series())
            if (s->objectName() == QLatin1String("local")) {
                local << s->name();
                QVERIFY(s->name().contains(QLatin1String("synthetic")));
            }
        QVERIFY2(local.filter(QStringLiteral("strong scaling")).size() >= 1, qPrintable(local.join(u'|')));
        QVERIFY2(local.filter(QStringLiteral("weak scaling")).size() >= 1, qPrintable(local.join(u'|')));
        QVERIFY(w.scalingView()->plottedCsv().contains(",local,")); // the CSV has what the chart shows
        // ... and the efficiency surface as local points when it ran on more than one worker.
        const QList<charts::SurfacePoint> points = probe::surfacePoints(v->currentRun());
        for (const charts::SurfacePoint &p : points) {
            QVERIFY(p.local);
            QVERIFY(p.k >= 2);
            QVERIFY(p.epsilon > 0);
        }
    }

    void cancelKeepsPartialResults()
    {
        views::ProbeView v;
        v.budgetBox()->setCurrentIndex(1); // Standard: long enough to cancel in the middle
        QSignalSpy done(&v, &views::ProbeView::runFinished);
        QSignalSpy streamed(v.process(), &probe::ProbeProcess::testFinished);
        QVERIFY(v.run());
        QVERIFY(streamed.wait(60000));
        QElapsedTimer t;
        t.start();
        v.cancel();
        QVERIFY(done.wait(20000));
        QVERIFY2(t.elapsed() < 15000, "cancel must stop the probe promptly");
        QVERIFY2(v.message().contains(QLatin1String("Cancelled")), qPrintable(v.message()));
        QVERIFY(v.currentRun().interrupted);
        QVERIFY(!v.currentRun().tests.isEmpty());
        QCOMPARE(probe::ProbeHistory::list().size(), 1);
        const QProgressBar *overall = v.findChild<QProgressBar *>(QStringLiteral("overallProgress"));
        QVERIFY(overall->format().startsWith(QLatin1String("cancelled")));
        QVERIFY2(overall->value() < overall->maximum(), "cancelled in the middle, not at 100 %");
        QCOMPARE(v.historyTable()->item(0, 1)->text(), QStringLiteral("cancelled"));
    }

    // A run its launcher stopped (mpirun lost a host and sent rank 0 SIGTERM) is not a cancel: the
    // tab says what happened, where, and what mpirun said, and keeps the results.
    void aRunStoppedFromOutsideIsNotACancel()
    {
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        qputenv("SCALESCOPE_PROBE", QString(kFixtures + QStringLiteral("/stopped.sh")).toLocal8Bit());
        views::ProbeView v;
        QSignalSpy done(&v, &views::ProbeView::runFinished);
        QVERIFY(v.run());
        QVERIFY(done.wait(20000));
        const QString m = v.message();
        QVERIFY2(!m.contains(QLatin1String("Cancelled")), qPrintable(m));
        QVERIFY2(m.startsWith(QLatin1String("The run ended before its last test, though it was not cancelled here.")),
                 qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("The job ended during the test “p2p ping-pong rank 0 - rank 1 4 MiB”")),
                 qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("likely rank 1 on hostB")), qPrintable(m));
        // The document says who stopped it (the launcher's SIGTERM) and what it did not start.
        QVERIFY2(m.contains(QLatin1String("Its launcher ended the job (SIGTERM)")), qPrintable(m));
        QVERIFY2(!m.contains(QLatin1String("Something outside stopped it")), qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("Suites not started: allreduce, trainstep.")), qPrintable(m));
        QCOMPARE(m.count(QLatin1String("The job ended during the test")), 1); // from the document, not again from the stream
        QVERIFY2(m.contains(QStringLiteral("mpirun said: “ORTE has lost communication with a remote daemon.”")), qPrintable(m));
        QVERIFY2(m.contains(QStringLiteral("The %1 results measured until then are kept.").arg(v.currentRun().tests.size())),
                 qPrintable(m));
        QVERIFY2(m.contains(QLatin1String("Saved as")), qPrintable(m));
        QVERIFY(!v.currentRun().tests.isEmpty());
        QCOMPARE(probe::ProbeHistory::list().size(), 1);
        const QProgressBar *overall = v.findChild<QProgressBar *>(QStringLiteral("overallProgress"));
        QVERIFY2(overall->format().startsWith(QLatin1String("stopped early")), qPrintable(overall->format()));
        // The saved run reads so on its own, in the Runs list: not "cancelled".
        QVERIFY(v.currentRun().stoppedByLauncher());
        QCOMPARE(probe::runOutcome(v.currentRun()), QStringLiteral("stopped"));
        QCOMPARE(probe::outcomeText(probe::runOutcome(probe::ProbeHistory::list().first().run)), QStringLiteral("stopped early"));
        // The tab's size in a 1024 × 700 window with Details open: the message stays inside the
        // pane (it ran past its foot) and scrolls to its last line from the keyboard.
        v.resize(740, 580);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        auto *box = v.findChild<QPlainTextEdit *>(QStringLiteral("probeMessage"));
        QVERIFY(box);
        QVERIFY(v.rect().contains(QRect(box->mapTo(&v, QPoint(0, 0)), box->size())));
        QScrollBar *scroll = box->verticalScrollBar();
        QVERIFY(scroll->maximum() > 0);
        QTest::mouseClick(box->viewport(), Qt::LeftButton, Qt::NoModifier, QPoint(10, 10));
        QTest::keyClick(box, Qt::Key_End, Qt::ControlModifier);
        QTRY_COMPARE(scroll->value(), scroll->maximum());
    }

    // Every probe chart's value axis is drawn with its numbers. With localized numbers Qt Charts
    // draws no label for a format without a precision ("%g", "%d"), and the matrix, bandwidth and
    // peer charts once showed bare axes.
    void probeChartsDrawTheirAxisNumbers()
    {
        QString error;
        const std::optional<probe::ProbeRun> run = probe::readRunFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error);
        QVERIFY2(run, qPrintable(error));
        QCOMPARE(charts::localizableLabelFormat(QStringLiteral("%g")), QStringLiteral("%.6g"));
        QCOMPARE(charts::localizableLabelFormat(QStringLiteral("%d ms")), QStringLiteral("%.0f ms"));
        QCOMPARE(charts::localizableLabelFormat(QStringLiteral("%.2f")), QStringLiteral("%.2f"));
        const std::pair<const char *, QChart *> made[] = {{"gemm", probe::createGemmChart(*run)},
                                                          {"bandwidth", probe::createBandwidthChart(*run)},
                                                          {"scaling", probe::createScalingChart(*run)}};
        for (const auto &[name, chart] : made) {
            charts::ChartPanel panel;
            panel.resize(900, 600);
            panel.setChart(chart);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QCoreApplication::processEvents();
            // The numbers drawn: the scene's text items that read as a number.
            static const QRegularExpression number(QStringLiteral("^[0-9][0-9,.]*$"));
            int numbers = 0;
            bool zero = false; // the matrix chart's axis starts at 0; no bar is labelled 0
            for (QGraphicsItem *item : panel.view()->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && item->isVisible()) {
                    numbers += number.match(text->toPlainText().trimmed()).hasMatch() ? 1 : 0;
                    zero = zero || text->toPlainText().trimmed() == QLatin1String("0");
                }
            if (qstrcmp(name, "gemm") == 0)
                QVERIFY2(zero, "the matrix chart's value axis has no numbers");
            QVERIFY2(numbers >= 2,
                     qPrintable(QStringLiteral("%1: %2 numbers on the axes").arg(QLatin1String(name)).arg(numbers)));
        }
    }

    // The suite's time left as the probe reports it, and under half a second "finishing", not
    // "about 0 s left" (at 12 % of a thorough run).
    void suiteTimeLeftReadsAsItIs()
    {
        views::ProbeProgress progress;
        progress.start();
        auto *label = progress.findChild<QLabel *>(QStringLiteral("suiteProgressLabel"));
        QVERIFY(label);
        progress.setProgress(QStringLiteral("gemm"), 0.5, 0.12, 12.4);
        QCOMPARE(label->text(), QStringLiteral("gemm — about 12 s left"));
        progress.setProgress(QStringLiteral("gemm"), 0.99, 0.12, 0.2);
        QCOMPARE(label->text(), QStringLiteral("gemm — finishing"));
        progress.setProgress(QStringLiteral("gemm"), 0.99, 0.12, -1);
        QCOMPARE(label->text(), QStringLiteral("gemm"));
    }

    // The matrix chart's bar labels have one precision: "164" beside "82", not "164" beside "81.99".
    void gemmBarLabelsShareTheirDecimals()
    {
        QString error;
        std::optional<probe::ProbeRun> run = probe::readRunFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error);
        QVERIFY2(run, qPrintable(error));
        QList<double> medians = {164.02, 81.99};
        for (probe::ProbeTest &t : run->tests)
            if (t.suite == probe::ProbeSuite::Gemm && t.median && !medians.isEmpty())
                t.median = medians.takeFirst();
        QVERIFY(medians.isEmpty());
        charts::ChartPanel panel;
        panel.resize(700, 500);
        panel.setChart(probe::createGemmChart(*run));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCoreApplication::processEvents();
        QStringList labels;
        for (QGraphicsItem *item : panel.view()->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
                labels << text->toPlainText();
        QVERIFY2(labels.contains(QStringLiteral("164")) && labels.contains(QStringLiteral("82")), qPrintable(labels.join(u'|')));
        QVERIFY(!labels.contains(QStringLiteral("81.99")));
    }

    // Two groups that measure alike (the fixture's weak scaling in bf16 and fp32 reach the same
    // speedup at 2 workers): the later one's mark and line were drawn over the earlier's and hid
    // them. Each later group's mark is smaller, of another shape, and its line thinner, so every
    // group shows where they meet.
    void trainingGroupsThatMeetStayInSight()
    {
        QString error;
        const std::optional<probe::ProbeRun> run = probe::readRunFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error);
        QVERIFY2(run, qPrintable(error));
        std::unique_ptr<QChart> chart(probe::createScalingChart(*run));
        QList<QXYSeries *> speedups; // the solid lines, in drawing order
        for (QAbstractSeries *a : chart->series())
            if (auto *xy = qobject_cast<QXYSeries *>(a); xy && xy->pen().style() == Qt::SolidLine && xy->pointsVisible())
                speedups << xy;
        QVERIFY2(speedups.size() >= 4, qPrintable(QString::number(speedups.size())));
        bool meet = false;
        for (int i = 0; i < speedups.size(); ++i)
            for (int j = i + 1; j < speedups.size(); ++j) {
                const QList<QPointF> a = speedups[i]->points(), b = speedups[j]->points();
                meet = meet ||
                       (a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](const QPointF &p, const QPointF &q) {
                            return p.x() == q.x() && qAbs(p.y() - q.y()) <= 0.01 * p.y();
                        }));
            }
        QVERIFY(meet); // the case this is about
        for (int i = 1; i < speedups.size(); ++i) {
            QVERIFY2(
                speedups[i]->markerSize() <= speedups[i - 1]->markerSize() - 2,
                qPrintable(
                    QStringLiteral("%1: %2 after %3").arg(i).arg(speedups[i]->markerSize()).arg(speedups[i - 1]->markerSize())));
            QVERIFY(speedups[i]->pen().widthF() < speedups[i - 1]->pen().widthF());
            QVERIFY(speedups[i]->lightMarker() != speedups[i - 1]->lightMarker());
        }
    }

    // The training chart names precision, ε_eff and compute share in every entry: too long to
    // stand beside the plot of a narrow panel (at 1024 × 700 with Details open, Qt cut them all to
    // "strong scaling, …"). They go below the chart, each whole, and a click on one hides its
    // series; a wide panel has them beside the plot again.
    void longLegendEntriesGoBelowTheChartWhole()
    {
        charts::ChartPanel panel;
        const std::optional<probe::ProbeRun> run = showNarrow(panel, probe::createScalingChart);
        QVERIFY(run);
        auto *list = panel.findChild<QListWidget *>(QStringLiteral("legendList"));
        QVERIFY(list);
        QTRY_VERIFY(list->isVisible());
        QChart *chart = panel.chart();
        QVERIFY(!chart->legend()->isVisible());
        QStringList shown;
        for (QLegendMarker *m : chart->legend()->markers())
            if (!m->series()->property("scalescopeLegendHidden").toBool())
                shown << m->label();
        QVERIFY(shown.size() >= 2);
        QVERIFY2(shown.first().contains(QStringLiteral("ε_eff")), qPrintable(shown.first()));
        QCOMPARE(list->count(), shown.size());
        QTRY_VERIFY(list->geometry().top() >= panel.view()->geometry().bottom()); // below, not beside
        QTRY_VERIFY(panel.view()->width() >= panel.width() - 4);
        // Every entry whole and in sight, no scrolling needed.
        for (int i = 0; i < list->count(); ++i) {
            QCOMPARE(list->item(i)->text(), shown[i]);
            const QRect r = list->visualItemRect(list->item(i));
            QVERIFY2(list->viewport()->rect().contains(r), qPrintable(QStringLiteral("entry %1 at %2,%3 %4x%5 outside %6x%7")
                                                                          .arg(i)
                                                                          .arg(r.x())
                                                                          .arg(r.y())
                                                                          .arg(r.width())
                                                                          .arg(r.height())
                                                                          .arg(list->viewport()->width())
                                                                          .arg(list->viewport()->height())));
            QVERIFY(r.width() >= list->fontMetrics().horizontalAdvance(shown[i]));
        }
        QTRY_VERIFY2(chart->plotArea().width() >= 0.6 * panel.width(),
                     qPrintable(QStringLiteral("plot %1 px wide of %2").arg(chart->plotArea().width()).arg(panel.width())));
        // A click on the first entry hides its series and shows it again.
        QAbstractSeries *series = nullptr;
        for (QLegendMarker *m : chart->legend()->markers())
            if (m->label() == shown.first())
                series = m->series();
        QVERIFY(series && series->isVisible());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QTRY_VERIFY(!series->isVisible());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
        QTRY_VERIFY(series->isVisible());
        // A wide panel: the chart's own legend beside the plot.
        panel.resize(1500, 700);
        QTRY_VERIFY(chart->legend()->isVisible());
        QVERIFY(!list->isVisible());
    }

    // A run's title names what, the host, the time, the backend and that it was not measured: on a
    // narrow panel it breaks into two lines, each whole, instead of ending in "…" at 75 %.
    void aLongTitleBreaksIntoTwoWholeLines()
    {
        charts::ChartPanel panel;
        const std::optional<probe::ProbeRun> run = showNarrow(panel, probe::createGemmChart);
        QVERIFY(run);
        QChart *chart = panel.chart();
        const QString own = probe::chartTitle(*run, QStringLiteral("Matrix multiply throughput"));
        QVERIFY(own.contains(QStringLiteral("synthetic")));
        QTRY_VERIFY2(chart->title().contains(QStringLiteral("<br>")), qPrintable(chart->title()));
        QCOMPARE(charts::ownTitle(chart), own); // exports and Edit Chart read the title as set
        const qreal narrowSize = chart->titleFont().pointSizeF();
        // The title item in the scene: both lines, nothing cut, inside the chart.
        const QString plainOwn = i18n::unescapedHtml(own);
        QGraphicsTextItem *title = nullptr;
        for (QGraphicsItem *item : panel.view()->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->toPlainText().contains(run->host))
                title = text;
        QVERIFY(title);
        QVERIFY2(!title->toPlainText().contains(QStringLiteral("…")), qPrintable(title->toPlainText()));
        QCOMPARE(title->toPlainText().simplified().remove(QStringLiteral(" —")), QString(plainOwn).remove(QStringLiteral(" —")));
        QVERIFY(chart->rect().contains(title->mapRectToItem(chart, title->boundingRect())));
        // Wide again: one line, the title as set.
        panel.resize(1500, 700);
        QTRY_COMPARE(chart->title(), own);
        QVERIFY(narrowSize >= 0.75 * chart->titleFont().pointSizeF() - 0.01);
    }

    // Results whose repeats vary by more than 10 % are marked; a step that got slower with more
    // workers shows no ε_eff and gives the surface no point.
    void unsteadyAndSlowerResultsAreFlagged()
    {
        QString error;
        std::optional<probe::ProbeRun> run = probe::readRunFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error);
        QVERIFY2(run, qPrintable(error));
        // stream scale: stddev 19.0 of a median 61.1 (31 %); gemm fp64: 10.3 of 205 (5 %)
        int flagged = 0;
        for (const probe::ProbeTest &t : run->tests)
            flagged += t.status == probe::ProbeStatus::Ok && probe::variesTooMuch(t) ? 1 : 0;
        QCOMPARE(probe::unsteadyCount(*run), flagged);
        QVERIFY(flagged >= 1);
        std::unique_ptr<QChart> bandwidth(probe::createBandwidthChart(*run));
        int rings = 0;
        for (QAbstractSeries *s : bandwidth->series())
            if (s->objectName() == QLatin1String("unsteady"))
                rings += int(qobject_cast<QXYSeries *>(s)->count());
        QVERIFY(rings >= 1);
        std::unique_ptr<QChart> gemm(probe::createGemmChart(*run));
        const QStringList categories = qobject_cast<QBarCategoryAxis *>(gemm->axes(Qt::Vertical).first())->categories();
        QVERIFY2(categories.filter(QStringLiteral("⚠")).isEmpty(), qPrintable(categories.join(u'|'))); // 5 % and 4.6 %
        QVERIFY(categories.filter(QStringLiteral("of spec")).isEmpty());                               // a CPU: no catalog peak
        // The size on a line of its own under the suite and precision, so a narrow chart does not cut it.
        QVERIFY(!categories.isEmpty());
        for (const QString &c : categories)
            QVERIFY2(QRegularExpression(QStringLiteral("^gemm \\w+<br>\\d+x\\d+x\\d+$")).match(c).hasMatch(), qPrintable(c));
        // A GPU's matrix multiply says what the probe computed against the catalog's peak (extra.percent_of_spec).
        QJsonObject document = run->document;
        QJsonArray tests = document.value(QLatin1String("tests")).toArray();
        for (QJsonValueRef ref : tests) {
            QJsonObject t = ref.toObject();
            if (t.value(QLatin1String("suite")).toString() == QLatin1String("gemm") &&
                t.value(QLatin1String("median")).isDouble()) {
                QJsonObject extra = t.value(QLatin1String("extra")).toObject();
                extra.insert(QStringLiteral("percent_of_spec"), 71.26);
                t.insert(QStringLiteral("extra"), extra);
                ref = t;
            }
        }
        document.insert(QStringLiteral("tests"), tests);
        const std::optional<probe::ProbeRun> onGpu = probe::runFromObject(document, &error);
        QVERIFY2(onGpu, qPrintable(error));
        std::unique_ptr<QChart> gpuGemm(probe::createGemmChart(*onGpu));
        const QStringList gpuCategories = qobject_cast<QBarCategoryAxis *>(gpuGemm->axes(Qt::Vertical).first())->categories();
        QVERIFY2(!gpuCategories.isEmpty() &&
                     gpuCategories.filter(QStringLiteral("<br>(71.3% of spec)")).size() == gpuCategories.size(),
                 qPrintable(gpuCategories.join(u'|')));
        views::ProbeView v;
        v.openRun(*run);
        QVERIFY2(probe::unsteadyText(*run).contains(QLatin1String("10 %")), qPrintable(probe::unsteadyText(*run)));

        probe::ProbeRun slower;
        slower.host = QStringLiteral("n");
        for (int devices : {1, 2}) {
            probe::ProbeTest t;
            t.suite = probe::ProbeSuite::TrainStep;
            t.name = QStringLiteral("train-step strong fp32 x%1").arg(devices);
            t.status = probe::ProbeStatus::Ok;
            t.median = devices == 1 ? 100.0 : 80.0;
            probe::ProbeTrainStep step;
            step.devices = devices;
            step.mode = probe::ProbeScalingMode::Strong;
            step.precision = QStringLiteral("fp32");
            step.speedup = devices == 1 ? 1.0 : 0.8;
            step.efficiency = *step.speedup / devices;
            if (devices == 2)
                step.epsilonEff = 1.5; // (1/E − 1)/(k − 1) with E = 0.4
            t.trainStep = step;
            slower.tests << t;
        }
        std::unique_ptr<QChart> scaling(probe::createScalingChart(slower));
        QStringList names;
        for (QAbstractSeries *s : scaling->series())
            names << s->name();
        QVERIFY2(!names.filter(QStringLiteral("no ε_eff")).isEmpty(), qPrintable(names.join(u'|') + scaling->title()));
        QVERIFY(probe::surfacePoints(slower).isEmpty());
    }

    void mpiPingPongGivesOneBandwidthLinePerPeerAndNoLatency()
    {
        // The shape scalescope-probe-mpi writes: an 8-byte latency and bandwidths per peer rank.
        probe::ProbeRun run;
        run.host = QStringLiteral("n");
        const auto pingPong = [](int peer, double bytes, probe::ProbeUnit unit, double median) {
            probe::ProbeTest t;
            t.suite = probe::ProbeSuite::P2p;
            t.status = probe::ProbeStatus::Ok;
            t.unit = unit;
            t.byteConvention =
                unit == probe::ProbeUnit::GbPerS ? probe::ProbeByteConvention::Copied : probe::ProbeByteConvention::None;
            t.median = median;
            t.parameters.bytes = bytes;
            t.parameters.peerRank = peer;
            return t;
        };
        run.tests << pingPong(1, 8, probe::ProbeUnit::Microseconds, 0.9) << pingPong(1, 1 << 20, probe::ProbeUnit::GbPerS, 9.0)
                  << pingPong(1, 1 << 24, probe::ProbeUnit::GbPerS, 8.0) << pingPong(2, 1 << 20, probe::ProbeUnit::GbPerS, 7.0);
        std::unique_ptr<QChart> chart(probe::createBandwidthChart(run));
        QMap<QString, QList<QPointF>> lines;
        for (QAbstractSeries *s : chart->series())
            if (auto *xy = qobject_cast<QXYSeries *>(s); xy && s->objectName() != QLatin1String("unsteady"))
                lines[s->name()] = xy->points();
        QCOMPARE(lines.keys(), (QStringList{QStringLiteral("p2p rank 0 - rank 1 (bytes copied)"),
                                            QStringLiteral("p2p rank 0 - rank 2 (bytes copied)")}));
        QCOMPARE(lines.first(), (QList<QPointF>{{20, 9.0}, {24, 8.0}})); // log₂ bytes; the 8-byte latency is left out
    }

    // A real 3-rank job (mpirun here, all ranks on this host), then the same document with rank 2
    // moved to a second host: the Cluster tab lists the hosts with their ranks and hardware and
    // plots rank 0's latency to each peer, which says more under the pointer.
    void aClusterRunShowsItsHostsAndPeers()
    {
        if (!QFile::exists(kProbeMpi) || QStandardPaths::findExecutable(QStringLiteral("mpirun")).isEmpty())
            QSKIP("scalescope-probe-mpi or mpirun is not here (Debian: libopenmpi-dev, openmpi-bin)");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("cluster.json"));
        QProcess job;
        // Under the sanitizer job: Open MPI unloads its components at MPI_Finalize and leaves
        // allocations LeakSanitizer cannot attribute; memory errors in the ranks still abort them.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        if (env.contains(QStringLiteral("ASAN_OPTIONS")))
            env.insert(QStringLiteral("ASAN_OPTIONS"),
                       env.value(QStringLiteral("ASAN_OPTIONS")) + QStringLiteral(":detect_leaks=0"));
        job.setProcessEnvironment(env);
        job.start(QStringLiteral("mpirun"),
                  {QStringLiteral("--allow-run-as-root"), QStringLiteral("--oversubscribe"), QStringLiteral("-np"),
                   QStringLiteral("3"), kProbeMpi, QStringLiteral("--quick"), QStringLiteral("--suite"),
                   QStringLiteral("inventory,p2p"), QStringLiteral("--out"), out});
        QVERIFY(job.waitForFinished(120000));
        QVERIFY2(job.exitCode() == 0, job.readAllStandardError().constData());
        QString error;
        std::optional<probe::ProbeRun> run = probe::readRunFile(out, &error);
        QVERIFY2(run, qPrintable(error));
        const QString here = run->host;

        QVERIFY(i18n::installLanguage(QStringLiteral("en"))); // English plurals
        views::ProbeView v;
        v.resize(1200, 800);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QTabWidget *tabs = v.tabs();
        views::ProbeClusterPage *page = v.clusterPage();
        const int clusterTab = tabs->indexOf(page);
        v.openRun(*run);
        QVERIFY(tabs->isTabVisible(clusterTab));
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(clusterTab).center());
        QCOMPARE(tabs->currentWidget(), page);
        QVERIFY2(page->summary().startsWith(QStringLiteral("3 MPI ranks on 1 host — Open MPI")), qPrintable(page->summary()));
        QTableWidget *hosts = page->hostTable();
        QCOMPARE(hosts->rowCount(), 1);
        QCOMPARE(hosts->item(0, 0)->text(), here);
        QCOMPARE(hosts->item(0, 1)->text(), QStringLiteral("0, 1, 2"));
        QCOMPARE(hosts->item(0, 8)->text(), QStringLiteral("none measured")); // the CPU backend

        // One point per peer at the latency the probe measured.
        QMap<int, double> latency;
        for (const probe::ProbeTest &t : run->tests)
            if (t.suite == probe::ProbeSuite::P2p && t.metric == probe::ProbeMetric::Latency)
                latency[t.parameters.peerRank.value_or(-1)] = *t.median;
        QCOMPARE(latency.keys(), (QList<int>{1, 2}));
        charts::ChartPanel *peers = page->peerPanel();
        QCOMPARE(pointCount(peers->chart()), 2);
        QCOMPARE(peers->chart()->series().first()->name(), QStringLiteral("on rank 0's host"));
        const auto at = peers->pointPosition(probe::peerId(2));
        QVERIFY(at);
        QTest::mouseMove(peers->view()->viewport(), *at);
        QTRY_COMPARE(peers->hovered(), probe::peerId(2));
        QTRY_VERIFY(QToolTip::isVisible());
        // Rich text whose file-given words (the host) are escaped.
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("<qt>rank 0 ↔ rank 2 (%1, the same host)").arg(here.toHtmlEscaped())),
                 qPrintable(QToolTip::text()));
        QVERIFY2(QToolTip::text().contains(QLatin1String("Gbit/s) one way at 1 MiB")), // --quick's largest message
                 qPrintable(QToolTip::text()));
        QVERIFY2(hosts->item(0, 9)->text().startsWith(QLatin1String("rank 1: ")) &&
                     hosts->item(0, 9)->text().endsWith(QStringLiteral(" µs")),
                 qPrintable(hosts->item(0, 9)->text())); // the first other rank of the host, without hovering
        const QList<QByteArray> csv = probe::peerCsv(*run).trimmed().split('\n');
        QCOMPARE(csv.size(), 3);
        const QList<QByteArray> fields = csv[2].split(',');
        QCOMPARE(fields.mid(0, 3), (QList<QByteArray>{"2", here.toUtf8(), "false"}));
        QCOMPARE(fields[3].toDouble(), latency[2]); // read back equal

        // Rank 2 on another host: two rows, and its point moves to the other series.
        QJsonObject doc = run->document;
        QJsonObject mpi = doc[QStringLiteral("mpi")].toObject();
        QJsonArray details = mpi[QStringLiteral("rank_details")].toArray();
        QJsonObject rank2 = details[2].toObject();
        rank2[QStringLiteral("hostname")] = QStringLiteral("node2");
        details[2] = rank2;
        mpi[QStringLiteral("rank_details")] = details;
        mpi[QStringLiteral("hosts")] = QJsonArray{QJsonObject{{QStringLiteral("hostname"), here}},
                                                  QJsonObject{{QStringLiteral("hostname"), QStringLiteral("node2")}}};
        doc[QStringLiteral("mpi")] = mpi;
        QJsonArray tests = doc[QStringLiteral("tests")].toArray();
        for (QJsonValueRef t : tests) {
            QJsonObject o = t.toObject();
            QJsonObject parameters = o[QStringLiteral("parameters")].toObject();
            if (parameters.value(QStringLiteral("peer_rank")).toInt() == 2)
                parameters[QStringLiteral("inter_node")] = true;
            o[QStringLiteral("parameters")] = parameters;
            t = o;
        }
        doc[QStringLiteral("tests")] = tests;
        const std::optional<probe::ProbeRun> twoHosts = probe::runFromObject(doc, &error);
        QVERIFY2(twoHosts, qPrintable(error));
        v.openRun(*twoHosts);
        QCOMPARE(hosts->rowCount(), 2);
        QCOMPARE(hosts->item(0, 1)->text(), QStringLiteral("0, 1"));
        QCOMPARE(hosts->item(1, 0)->text(), QStringLiteral("node2"));
        QCOMPARE(hosts->item(1, 1)->text(), QStringLiteral("2"));
        QVERIFY(page->summary().startsWith(QLatin1String("3 MPI ranks on 2 hosts")));
        QStringList names;
        for (QAbstractSeries *series : peers->chart()->series())
            names << series->name();
        QCOMPARE(names, (QStringList{QStringLiteral("on rank 0's host"), QStringLiteral("on another host")}));
        QVERIFY(probe::peerText(*twoHosts, probe::peerId(2)).startsWith(QStringLiteral("rank 0 ↔ rank 2 (node2, another host)")));

        // The last checkpoint of a job cut in a test: the summary names the test and the likely loss.
        QJsonObject cutDoc = doc;
        cutDoc[QStringLiteral("incomplete")] = true;
        cutDoc[QStringLiteral("in_progress")] = QJsonObject{
            {QStringLiteral("suite"), QStringLiteral("p2p")},
            {QStringLiteral("name"), QStringLiteral("p2p ping-pong rank 0 - rank 2 8 B")},
            {QStringLiteral("device"), QStringLiteral("rank0-rank2")},
            {QStringLiteral("participants"), QJsonObject{{QStringLiteral("ranks"), QJsonArray{0, 2}},
                                                         {QStringLiteral("hosts"), QJsonArray{here, QStringLiteral("node2")}}}}};
        const std::optional<probe::ProbeRun> cutRun = probe::runFromObject(cutDoc, &error);
        QVERIFY2(cutRun, qPrintable(error));
        v.openRun(*cutRun);
        QVERIFY2(page->summary().contains(QLatin1String("the one lost is likely rank 2 on node2")), qPrintable(page->summary()));

        // A run of one machine has no Cluster tab.
        probe::ProbeRun machine;
        machine.host = QStringLiteral("solo");
        v.openRun(machine);
        QVERIFY(!tabs->isTabVisible(clusterTab));
    }

    void aClusterRunIsNamedAsAClusterAndComparesWithAMachine()
    {
        // The synthetic node's document as scalescope-probe-mpi would write it for two hosts.
        QFile f(kFixtures + QStringLiteral("/synthetic-node.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QString error;
        const std::optional<probe::ProbeRun> machine = probe::runFromObject(doc, &error);
        QVERIFY2(machine, qPrintable(error));
        QVERIFY(!machine->isCluster());
        doc[QStringLiteral("mpi")] = QJsonObject{
            {QStringLiteral("ranks"), 4},
            {QStringLiteral("hosts"), QJsonArray{QJsonObject{{QStringLiteral("hostname"), QStringLiteral("node1")}},
                                                 QJsonObject{{QStringLiteral("hostname"), QStringLiteral("node2")}}}}};
        QJsonArray tests = doc[QStringLiteral("tests")].toArray();
        for (QJsonValueRef t : tests) {
            QJsonObject o = t.toObject();
            o[QStringLiteral("device")] = QStringLiteral("mpi"); // the MPI probe's device for tests across ranks
            t = o;
        }
        doc[QStringLiteral("tests")] = tests;
        const std::optional<probe::ProbeRun> cluster = probe::runFromObject(doc, &error);
        QVERIFY2(cluster, qPrintable(error));
        QVERIFY(cluster->isCluster());
        QCOMPARE(cluster->ranks, 4);
        QCOMPARE(cluster->clusterName(), QStringLiteral("node1+node2"));
        const QList<charts::SurfacePoint> points = probe::surfacePoints(*cluster);
        QVERIFY(!points.isEmpty());
        for (const charts::SurfacePoint &p : points) {
            QVERIFY(p.local && p.cluster);
            QVERIFY2(p.label.startsWith(QLatin1String("Cluster node1+node2 (MPI")), qPrintable(p.label));
        }
        std::unique_ptr<QChart> scaling(probe::createScalingChart(*cluster));
        QCOMPARE(qobject_cast<QValueAxis *>(scaling->axes(Qt::Horizontal).first())->titleText(), QStringLiteral("MPI ranks"));
        // Compare pairs the training steps although one ran on threads and one across ranks.
        int trainSteps = 0;
        for (const probe::ProbeComparison &c : probe::compareRuns(*machine, *cluster))
            trainSteps += c.identity.startsWith(QLatin1String("train-step|"));
        int expected = 0;
        QSet<QString> kinds;
        for (const probe::ProbeTest &t : machine->tests)
            if (t.trainStep && t.median && t.status == probe::ProbeStatus::Ok)
                kinds << probe::testKind(t);
        expected = int(kinds.size());
        QVERIFY(expected > 0);
        QCOMPARE(trainSteps, expected);
    }

    void fakeProbesGiveClearMessages_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << QStringLiteral("malformed.sh") << QStringLiteral("without a valid document");
        QTest::newRow("crash") << QStringLiteral("crash.sh") << QStringLiteral("crashed");
        QTest::newRow("missing") << QStringLiteral("no-such-probe") << QStringLiteral("was not found");
        // The stream's last word was a test across ranks that never reported: it names the likely loss.
        QTest::newRow("cut across hosts")
            << QStringLiteral("cut.sh")
            << QStringLiteral("The job ended during the test “p2p ping-pong rank 0 - rank 1 8 B”, which ran on ranks 0, 1 "
                              "(hostA, hostB). Rank 0 reported until then, so the one lost is likely rank 1 on hostB");
    }
    void fakeProbesGiveClearMessages()
    {
        QFETCH(QString, script);
        QFETCH(QString, expected);
        QVERIFY(i18n::installLanguage(QStringLiteral("en"))); // English plurals
        QString error;
        QVERIFY(!probe::ProbeHistory::importFile(kFixtures + QStringLiteral("/synthetic-node.json"), &error).isEmpty());
        const auto before = savedFiles();
        qputenv("SCALESCOPE_PROBE", QString(kFixtures + QLatin1Char('/') + script).toLocal8Bit());
        views::ProbeView v;
        QSignalSpy done(&v, &views::ProbeView::runFinished);
        QSignalSpy warned(v.process(), &probe::ProbeProcess::warning);
        v.run();
        if (done.isEmpty())
            QVERIFY(done.wait(20000));
        QVERIFY2(v.message().contains(expected), qPrintable(v.message()));
        if (script == QLatin1String("malformed.sh"))
            QVERIFY(!warned.isEmpty()); // the line that is not JSON was reported, not fatal
        QCOMPARE(savedFiles(), before);
    }

    void hangIsStoppedPastTheBudget()
    {
        qputenv("SCALESCOPE_PROBE", QString(kFixtures + QStringLiteral("/hang.sh")).toLocal8Bit());
        probe::ProbeProcess p;
        QSignalSpy failed(&p, &probe::ProbeProcess::failed);
        probe::ProbeRequest r;
        r.budgetS = 1;
        r.graceS = 1;
        QVERIFY(p.start(r));
        QVERIFY(failed.wait(15000));
        QVERIFY(failed.first().first().toString().contains(QLatin1String("did not finish within its time budget")));
        QVERIFY(!p.isRunning());
    }

    void importAndCompare()
    {
        views::ProbeView v;
        QString error;
        // Something that is not a probe run is refused with a reason, and nothing is added.
        QTemporaryDir tmp;
        const QString bad = tmp.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": "scalescope.probe/1", "tests": 3})");
        f.close();
        QVERIFY(!v.importRun(bad, &error));
        QVERIFY2(error.contains(QLatin1String("document: missing \"tool\"")), qPrintable(error));
        QFile broken(tmp.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\n  \"schema\": \"scalescope.probe/1\",\n  \"tests\": [1, 2,,]\n}\n");
        broken.close();
        QVERIFY(!v.importRun(broken.fileName(), &error));
        QVERIFY2(error.contains(QLatin1String("line 3")), qPrintable(error));
        QCOMPARE(probe::ProbeHistory::list().size(), 0);

        // A fixture node, and the same node with half its GEMM throughput.
        const QString fixture = kFixtures + QStringLiteral("/synthetic-node.json");
        QVERIFY2(v.importRun(fixture, &error), qPrintable(error));
        QFile in(fixture);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        QJsonObject host = doc.value(QLatin1String("host")).toObject();
        host.insert(QStringLiteral("hostname"), QStringLiteral("fixture-node-c"));
        doc.insert(QStringLiteral("host"), host);
        QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        for (qsizetype i = 0; i < tests.size(); ++i) {
            QJsonObject t = tests[i].toObject();
            if (t.value(QLatin1String("suite")).toString() == QLatin1String("gemm") && t.contains(QLatin1String("median"))) {
                t.insert(QStringLiteral("median"), t.value(QLatin1String("median")).toDouble() / 2);
                // as a longer time limit runs it: larger matrices, another name
                t.insert(QStringLiteral("name"), t.value(QLatin1String("name"))
                                                     .toString()
                                                     .replace(QStringLiteral("256x256x256"), QStringLiteral("1024x1024x1024")));
            }
            tests[i] = t;
        }
        doc.insert(QStringLiteral("tests"), tests);
        const QString slower = tmp.filePath(QStringLiteral("slower.json"));
        QFile out(slower);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        QVERIFY2(v.importRun(slower, &error), qPrintable(error));

        const QList<probe::SavedProbeRun> runs = probe::ProbeHistory::list();
        QCOMPARE(runs.size(), 2);
        for (int row = 0; row < 2; ++row) // fixtures are labelled as not measured
            QVERIFY(v.historyTable()->item(row, 0)->text().contains(QLatin1String("synthetic")));
        const probe::ProbeRun &a = runs[0].run.host == QLatin1String("fixture-node-b") ? runs[0].run : runs[1].run;
        const probe::ProbeRun &b = runs[0].run.host == QLatin1String("fixture-node-b") ? runs[1].run : runs[0].run;
        v.compare(a, b);
        QTableWidget *t = v.compareTable();
        QVERIFY(t->rowCount() >= 10);
        int gemmRows = 0, latencyRows = 0;
        for (int r = 0; r < t->rowCount(); ++r) {
            const QString name = t->item(r, 0)->text();
            QVERIFY(t->item(r, 2)->text() != QLatin1String("us")); // microseconds are written µs
            latencyRows += t->item(r, 2)->text() == QStringLiteral("µs") ? 1 : 0;
            const double ratio = QLocale().toDouble(t->item(r, 5)->text());
            if (name.startsWith(QLatin1String("gemm"))) { // matched across sizes, by what it measures
                ++gemmRows;
                QCOMPARE(ratio, 0.5);
                QVERIFY2(t->item(r, 0)->toolTip().contains(QLatin1String("1024x1024x1024")),
                         qPrintable(t->item(r, 0)->toolTip()));
            } else {
                QCOMPARE(ratio, 1.0);
            }
        }
        QVERIFY(latencyRows >= 1);
        QCOMPARE(gemmRows, 2); // fp64 and fp32
        // The bars: each test on its own scale, the larger of the two medians at 1.
        const QList<probe::ProbeComparison> pairs = probe::compareRuns(a, b);
        std::unique_ptr<QChart> chart(probe::createCompareChart(probe::runLegendName(a), probe::runLegendName(b), pairs));
        auto *series = chart->findChild<QHorizontalBarSeries *>();
        QVERIFY(series && series->barSets().size() == 2);
        QBarSet *first = series->barSets()[0], *second = series->barSets()[1];
        QCOMPARE(first->count(), int(std::min<qsizetype>(16, pairs.size())));
        for (int i = 0; i < first->count(); ++i) {
            QCOMPARE(std::max(first->at(i), second->at(i)), 1.0);
            QVERIFY(second->at(i) == 1.0 || second->at(i) == 0.5);
        }
        QVERIFY(probe::runLegendName(a) != probe::runLegendName(b));
        // A bar's label: the test and the ratio, short (the unit is in the table).
        const QStringList labels = chart->findChild<QBarCategoryAxis *>()->categories();
        QVERIFY2(labels.contains(QStringLiteral("gemm fp64: ×0.50")), qPrintable(labels.join(u'|')));
        // Before a comparison the page is the chart's message alone, not an empty white table above it.
        {
            views::ProbeComparePage hint;
            hint.resize(800, 600);
            hint.show();
            QVERIFY(QTest::qWaitForWindowExposed(&hint));
            auto *empty = hint.findChild<QTableWidget *>(QStringLiteral("probeCompare"));
            QVERIFY(empty);
            QTRY_VERIFY(!empty->isVisible());
            QTRY_VERIFY(hint.panel()->height() >= hint.height() - 8);
            hint.compare(a, b);
            QTRY_VERIFY(empty->isVisible());
            QTRY_VERIFY2(empty->height() >= hint.height() / 3 - 8, qPrintable(QString::number(empty->height()))); // its third
        }
        // The table beside the bars on a wide page, above them on a narrow one (the bars got 200 px).
        views::ProbeComparePage page;
        page.compare(a, b);
        page.resize(1300, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_COMPARE(page.orientation(), Qt::Horizontal);
        page.resize(800, 600);
        QTRY_COMPARE(page.orientation(), Qt::Vertical);
        QVERIFY(page.sizes().value(1) > page.sizes().value(0)); // the bars get the height
        auto *stackedTable = page.findChild<QTableWidget *>(QStringLiteral("probeCompare"));
        QVERIFY(stackedTable);
        QTRY_VERIFY2(
            stackedTable->viewport()->height() >= 4 * stackedTable->rowHeight(0), // and the table four rows at least
            qPrintable(QStringLiteral("%1 < 4 × %2").arg(stackedTable->viewport()->height()).arg(stackedTable->rowHeight(0))));
        // Each drawn test's label gets the height of its lines (Qt Charts cuts it to "…" otherwise):
        // on a short page fewer tests are drawn, those that differ most, and the status says so.
        const auto labelsHaveTheirHeight = [&page]() {
            QChart *shown = page.panel()->chart();
            const QStringList drawn = shown->findChild<QBarCategoryAxis *>()->categories();
            int lines = 1;
            for (const QString &label : drawn)
                lines = std::max(lines, int(label.count(QLatin1String("<br>"))) + 1);
            const qreal perTest = shown->plotArea().height() / qreal(drawn.size());
            return perTest >= lines * QFontMetrics(page.panel()->font()).lineSpacing();
        };
        QTRY_VERIFY(labelsHaveTheirHeight());
        const int fewer = int(page.panel()->chart()->findChild<QBarCategoryAxis *>()->categories().size());
        QVERIFY2(fewer < pairs.size(), qPrintable(QString::number(fewer)));
        QVERIFY2(page.panel()
                     ->findChild<QLabel *>(QStringLiteral("chartStatus"))
                     ->text()
                     .contains(QStringLiteral("the %1 that differ most are drawn").arg(fewer)),
                 qPrintable(page.panel()->findChild<QLabel *>(QStringLiteral("chartStatus"))->text()));
        // gemm differs (×0.50), the rest not: gemm is among those drawn.
        QVERIFY(
            page.panel()->chart()->findChild<QBarCategoryAxis *>()->categories().contains(QStringLiteral("gemm fp64: ×0.50")));
        page.resize(800, 1400); // a taller window draws more
        QTRY_VERIFY(page.panel()->chart()->findChild<QBarCategoryAxis *>()->categories().size() > fewer);
        QTRY_VERIFY(labelsHaveTheirHeight());
        // A run that is a scaled copy of the other: every test has the same ratio, and the status says
        // so instead of naming some of them those that differ most.
        {
            probe::ProbeRun scaled = a;
            scaled.host = QStringLiteral("fixture-node-d");
            for (probe::ProbeTest &test : scaled.tests)
                for (std::optional<double> *x : {&test.median, &test.min, &test.max})
                    if (*x)
                        **x *= 1.7;
            views::ProbeComparePage alike;
            alike.compare(a, scaled);
            alike.resize(800, 600);
            alike.show();
            QVERIFY(QTest::qWaitForWindowExposed(&alike));
            auto *status = alike.panel()->findChild<QLabel *>(QStringLiteral("chartStatus"));
            const QString expected = QStringLiteral("each with the ratio %1: ").arg(QLocale().toString(1.7, 'f', 3));
            QTRY_VERIFY2(status->text().contains(expected) && status->text().contains(QLatin1String(" of them are drawn")),
                         qPrintable(status->text()));
            QVERIFY(!status->text().contains(QLatin1String("differ most")));
        }
        // The table's columns name the runs by what tells them apart: two runs of one host by start
        // time (broken after a hyphen where the column is narrow).
        QCOMPARE(t->horizontalHeaderItem(3)->text().remove(QLatin1Char('\n')), a.host);
        QCOMPARE(t->horizontalHeaderItem(4)->text().remove(QLatin1Char('\n')), b.host);
        // On a page as wide as the tab at 1024 × 700 with Details open, the table's six columns share
        // its width (the second run and the ratio were out of sight to the right).
        page.resize(440, 600);
        auto *pageTable = page.findChild<QTableWidget *>(QStringLiteral("probeCompare"));
        QVERIFY(pageTable);
        QTRY_VERIFY2(
            pageTable->horizontalHeader()->length() <= pageTable->viewport()->width(),
            qPrintable(
                QStringLiteral("%1 > %2").arg(pageTable->horizontalHeader()->length()).arg(pageTable->viewport()->width())));
        QVERIFY(pageTable->horizontalHeaderItem(3)->text().contains(QLatin1Char('\n'))); // "fixture-" over "node-b"
        probe::ProbeRun later = a;
        later.started = QStringLiteral("2026-12-03T09:30:00Z");
        const auto sameHost = probe::compareNames(a, later);
        QVERIFY2(sameHost.first != sameHost.second && sameHost.second.endsWith(QLatin1String("2026-12-03 09:30 UTC")),
                 qPrintable(sameHost.second));
        QVERIFY(!sameHost.first.contains(a.devices.value(0, a.backend)) || a.devices.isEmpty());
        // Two runs started in one minute (a quick run, then the next): told apart by the second,
        // and the date they share is left out so that the legend has room for what differs.
        probe::ProbeRun sameMinute = a, secondsLater = a;
        sameMinute.started = QStringLiteral("2026-12-05T21:33:40Z");
        secondsLater.started = QStringLiteral("2026-12-05T21:33:55Z");
        const auto oneMinute = probe::compareNames(sameMinute, secondsLater);
        QVERIFY2(oneMinute.first.endsWith(QLatin1String("21:33:40 UTC")) &&
                     oneMinute.second.endsWith(QLatin1String("21:33:55 UTC")),
                 qPrintable(oneMinute.first + QLatin1String(" | ") + oneMinute.second));
        QVERIFY(!oneMinute.first.contains(QLatin1String("2026")));
        const auto identical = probe::compareNames(a, a);
        QVERIFY(identical.first.endsWith(QLatin1String("(first)")) && identical.second.endsWith(QLatin1String("(second)")));
        // Nothing shared: a message says so and what to do.
        probe::ProbeRun other = b;
        for (probe::ProbeTest &test : other.tests)
            test.device = QStringLiteral("cuda0");
        // A training step pairs whatever ran it (threads, GPUs, MPI ranks): leave it out here.
        other.tests.removeIf([](const probe::ProbeTest &test) { return test.suite == probe::ProbeSuite::TrainStep; });
        v.compare(a, other);
        QCOMPARE(v.compareTable()->rowCount(), 0);
        QVERIFY2(v.message().contains(QLatin1String("share no test")), qPrintable(v.message()));
        // The runs list says how each run ended.
        QCOMPARE(v.historyTable()->item(0, 1)->text(), QStringLiteral("complete"));
        // and when it started as people write it, not as ISO 8601 ("2026-12-05T21:33:55Z")
        static const QRegularExpression started(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$"));
        QVERIFY2(started.match(v.historyTable()->item(0, 3)->text()).hasMatch(),
                 qPrintable(v.historyTable()->item(0, 3)->text()));

        // Every name says its host and start: those columns stay out of the narrow list.
        QVERIFY(v.historyTable()->isColumnHidden(2) && v.historyTable()->isColumnHidden(3));

        // Renaming keeps the run and shows the new name; deleting removes only that file.
        QVERIFY(probe::ProbeHistory::rename(runs[0].path, QStringLiteral("node B"), &error));
        QCOMPARE(probe::ProbeHistory::list().first().run.label + probe::ProbeHistory::list().last().run.label,
                 QStringLiteral("node B"));
        v.refreshHistory(); // a name that does not say them: the host and start are shown
        QVERIFY(!v.historyTable()->isColumnHidden(2) && !v.historyTable()->isColumnHidden(3));
        QVERIFY(probe::ProbeHistory::remove(runs[1].path, &error));
        QCOMPARE(probe::ProbeHistory::list().size(), 1);
    }

    // Runs saved in the same second (a folder of runs copied in together) are listed by file name,
    // the newest first otherwise: the Runs list had them in the order the copy happened to write them.
    void runsSavedTogetherAreListedByName()
    {
        clearHistory();
        QVERIFY(QDir().mkpath(probe::ProbeHistory::folder()));
        const QDir folder(probe::ProbeHistory::folder());
        // Within one second, c.json written last: by name all the same, as the second is the time
        // a person reads for a run.
        const QDateTime second = QDateTime::fromSecsSinceEpoch(QDateTime::currentSecsSinceEpoch() - 3600, Qt::UTC);
        const std::pair<QString, int> files[] = {{QStringLiteral("a.json"), 100},
                                                 {QStringLiteral("b.json"), 200},
                                                 {QStringLiteral("c.json"), 300},
                                                 {QStringLiteral("new.json"), 60000}};
        for (const auto &[name, msecs] : files) {
            QVERIFY(QFile::copy(kFixtures + QStringLiteral("/synthetic-node.json"), folder.filePath(name)));
            QFile f(folder.filePath(name));
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(second.addMSecs(msecs), QFileDevice::FileModificationTime));
        }
        QStringList listed;
        for (const probe::SavedProbeRun &r : probe::ProbeHistory::list())
            listed << QFileInfo(r.path).fileName();
        QCOMPARE(listed, (QStringList{QStringLiteral("new.json"), QStringLiteral("a.json"), QStringLiteral("b.json"),
                                      QStringLiteral("c.json")}));
        clearHistory();
    }

    void openingAProbeRunImportsIt()
    {
        MainWindow w;
        QSignalSpy imported(&w, &MainWindow::importFinished);
        w.openPaths({kFixtures + QStringLiteral("/synthetic-node.json")});
        const QList<probe::SavedProbeRun> runs = probe::ProbeHistory::list();
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().run.host, QStringLiteral("fixture-node-b"));
        QVERIFY(runs.first().run.synthetic);
        QVERIFY(imported.isEmpty()); // the dataset was not touched
    }

    // A run that failed says which tests failed and why under the pointer on its status, with
    // the probe's own words (a lost GPU, a test that threw).
    void aFailedRunSaysWhichTestsFailedAndWhy()
    {
        QFile in(kFixtures + QStringLiteral("/synthetic-node.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
        QJsonArray tests = doc.value(QLatin1String("tests")).toArray();
        QString failedName;
        for (qsizetype i = 0; i < tests.size() && failedName.isEmpty(); ++i) {
            QJsonObject t = tests[i].toObject();
            if (t.value(QLatin1String("suite")).toString() != QLatin1String("gemm"))
                continue;
            failedName = t.value(QLatin1String("name")).toString();
            t.insert(QStringLiteral("status"), QStringLiteral("failed"));
            t.insert(QStringLiteral("reason_code"), QStringLiteral("device_lost"));
            t.insert(QStringLiteral("reason"), QStringLiteral("cudaEventSynchronize: cudaErrorIllegalAddress"));
            tests[i] = t;
        }
        QVERIFY(!failedName.isEmpty());
        QJsonObject after = tests.first().toObject(); // a suite after the loss, as the probe lists it
        after.insert(QStringLiteral("suite"), QStringLiteral("host"));
        after.insert(QStringLiteral("name"), QStringLiteral("host"));
        after.insert(QStringLiteral("status"), QStringLiteral("failed"));
        after.insert(QStringLiteral("reason_code"), QStringLiteral("device_lost"));
        after.insert(QStringLiteral("reason"),
                     QString(QStringLiteral("not run: the device was lost in test \"") + failedName + QLatin1Char('"')));
        tests.append(after);
        doc.insert(QStringLiteral("tests"), tests);
        doc.insert(QStringLiteral("status"), QStringLiteral("error"));
        doc.insert(QStringLiteral("exit_code"), 5);
        QTemporaryDir tmp;
        QFile out(tmp.filePath(QStringLiteral("failed.json")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        views::ProbeView v;
        QString error;
        QVERIFY2(v.importRun(out.fileName(), &error), qPrintable(error));
        v.resize(1200, 800);
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        QTableWidget *history = v.historyTable();
        QTabWidget *tabs = v.tabs();
        int runsTab = -1;
        for (int i = 0; i < tabs->count(); ++i)
            runsTab = tabs->widget(i)->isAncestorOf(history) ? i : runsTab;
        QVERIFY(runsTab >= 0);
        QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, Qt::NoModifier, tabs->tabBar()->tabRect(runsTab).center());
        QTRY_VERIFY(history->isVisible());
        QCOMPARE(history->item(0, 1)->text(), QStringLiteral("failed"));
        QTest::mouseMove(history->viewport(), history->visualItemRect(history->item(0, 1)).center());
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(
            QToolTip::text().startsWith(QStringLiteral("<qt>") + failedName + QStringLiteral(": an error left the GPU unusable")),
            qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().contains(QLatin1String("(cudaEventSynchronize: cudaErrorIllegalAddress)")));
        QVERIFY2(QToolTip::text().endsWith(QStringLiteral("<br>Not run, because the GPU could no longer be used: host</qt>")),
                 qPrintable(QToolTip::text()));
    }

    void cliExportsProbeCharts()
    {
        QTemporaryDir tmp;
        const QString cli = QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli");
        for (const QString &chart :
             {QStringLiteral("probe-gemm"), QStringLiteral("probe-bandwidth"), QStringLiteral("probe-scaling")}) {
            const QString png = tmp.filePath(chart + QStringLiteral(".png"));
            QProcess p;
            p.start(cli, {QStringLiteral("export"), QStringLiteral("--chart"), chart, QStringLiteral("--run"),
                          kFixtures + QStringLiteral("/synthetic-node.json"), QStringLiteral("--out"), png});
            QVERIFY(p.waitForFinished(60000));
            QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
            QImage img(png);
            QCOMPARE(img.size(), QSize(1600, 1000));
        }
        QProcess p;
        p.start(cli,
                {QStringLiteral("export"), QStringLiteral("--chart"), QStringLiteral("probe-gemm"), QStringLiteral("--run"),
                 kFixtures + QStringLiteral("/malformed.sh"), QStringLiteral("--out"), tmp.filePath(QStringLiteral("x.png"))});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(p.readAllStandardError().contains("is not a probe run"));
    }
};

QTEST_MAIN(TestProbeView)
#include "tst_probeview.moc"
