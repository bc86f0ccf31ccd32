// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions and adding data in the window: save → open → save gives the same bytes and the same
// analysis; a moved or changed source is asked about (the real dialog names the path); a newer
// session is refused with nothing opened; the title says what is open and whether it changed;
// Add Folder merges; unsaved changes are asked about; the CLI and the GUI open each other's sessions.
#include "AppTestSupport.h"
#include "TestData.h"
#include "app/charts/ChartOptions.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/charts/PlannerCharts.h"
#include "app/report/ReportChoices.h"
#include "app/state/ConfigurationSelection.h"
#include "app/views/PlannerView.h"
#include "app/views/RankingView.h"
#include "app/views/ScalingView.h"
#include "core/i18n/Localization.h"
#include "core/import/SourceImporter.h"
#include "core/io/AnalysisFormat.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace scalescope;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool copyTree(const QString &from, const QString &to)
{
    QDir().mkpath(QFileInfo(to).path());
    return QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-r"), from, to}) == 0;
}

// Runs `inspect` on the next message box that opens, then presses the button whose text starts with `press`.
void answerNextMessageBox(const std::function<void(QMessageBox *)> &inspect, const QString &press)
{
    QTimer::singleShot(0, [inspect, press]() {
        auto check = std::make_shared<std::function<void()>>();
        // The pending timer holds the check, the check itself only a weak reference (no cycle, no leak).
        *check = [inspect, press, weak = std::weak_ptr<std::function<void()>>(check)]() {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box) {
                if (const auto self = weak.lock())
                    QTimer::singleShot(20, [self]() { (*self)(); });
                return;
            }
            inspect(box);
            for (QAbstractButton *b : box->buttons())
                if (b->text().remove(QLatin1Char('&')).startsWith(press)) {
                    b->click();
                    return;
                }
            box->reject();
        };
        (*check)();
    });
}

QString cli(const QStringList &args, int *exitCode = nullptr, QByteArray *err = nullptr)
{
    QProcess p;
    p.start(QStringLiteral(SCALESCOPE_BIN_DIR "/scalescope-cli"), args);
    p.waitForFinished(180000);
    if (exitCode)
        *exitCode = p.exitCode();
    if (err)
        *err = p.readAllStandardError();
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Copies tinycorp's v4.0 results to `tree` and saves a session of them as `session`.
bool saveSessionOfACopy(const QString &tree, const QString &session)
{
    if (!copyTree(test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp"), tree + QStringLiteral("/tinycorp")))
        return false;
    MainWindow w;
    w.openPaths({tree});
    return test::waitForData(w) && w.saveSession(session);
}

} // namespace

class TestSessions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeSessionTests"));
        QSettings().clear();
        i18n::installLanguage(QStringLiteral("en"));
    }

    void saveOpenSaveIsByteIdentical()
    {
        QTemporaryDir dir;
        const QString first = dir.filePath(QStringLiteral("first.scalescope"));
        const QString second = dir.filePath(QStringLiteral("second.scalescope"));
        QByteArray analysisJson;
        {
            MainWindow w;
            w.show();
            w.openSample();
            QVERIFY(test::waitForData(w));
            w.analysis()->setK(6);
            w.analysis()->setScope(analysis::ReferenceScope::AllRounds);
            w.tabs()->setCurrentWidget(w.rankingView());
            QSlider *time = w.rankingView()->sliders().first();
            time->setFocus();
            QTest::keyClick(time, Qt::Key_End);
            QVERIFY(test::waitForAnalysis(w));
            w.selectConfiguration(QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet"));
            w.scalingView()->setMetric(charts::ScalingMetric::Efficiency);
            QVERIFY(w.isModified());
            QVERIFY(w.windowTitle().contains(QLatin1String("[*]")));
            QVERIFY(w.isWindowModified());
            QString error;
            QVERIFY2(w.saveSession(first, &error), qPrintable(error));
            QVERIFY(!w.isModified());
            QCOMPARE(w.windowTitle(), QStringLiteral("ScaleScope — first[*]"));
            analysisJson = io::analysisToJson(*w.analysis()->current());
        }
        MainWindow again;
        again.show();
        QSignalSpy opened(&again, &MainWindow::sessionOpened);
        QVERIFY(again.openSession(first));
        QVERIFY(opened.wait(60000));
        QVERIFY(test::waitForAnalysis(again));
        QCOMPARE(io::analysisToJson(*again.analysis()->current()), analysisJson); // the same analysis, exactly
        QCOMPARE(again.analysis()->current()->method->chosenK, 6);
        QCOMPARE(again.selection()->current(), QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet"));
        QCOMPARE(again.tabs()->currentWidget(), static_cast<QWidget *>(again.rankingView()));
        QCOMPARE(again.scalingView()->options().metric, charts::ScalingMetric::Efficiency);
        QCOMPARE(again.rankingView()->sliders().first()->value(), 10);
        QVERIFY(!again.isModified());
        QString error;
        QVERIFY2(again.saveSession(second, &error), qPrintable(error));
        QCOMPARE(readAll(second), readAll(first));
        QCOMPARE(again.recentSessions().first(), QFileInfo(second).absoluteFilePath());
    }

    // Every tab, chosen by a click on its tab, is the tab a saved session opens on; the Planner's
    // question (series, count, model, price) and the Ranking's Stability page, set by hand, come back.
    void everyTabAndTheViewsStateReopen()
    {
        QTemporaryDir dir;
        auto reopen = [](const QString &path, MainWindow &into) {
            into.show();
            QSignalSpy opened(&into, &MainWindow::sessionOpened);
            return into.openSession(path) && opened.wait(60000) && test::waitForAnalysis(into);
        };
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QTabBar *bar = w.tabs()->tabBar();
        QCOMPARE(bar->count(), 8);
        for (int tab = 0; tab < bar->count(); ++tab) {
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
            QCOMPARE(w.tabs()->currentIndex(), tab);
            const QString path = dir.filePath(QStringLiteral("tab%1.scalescope").arg(tab));
            QString error;
            QVERIFY2(w.saveSession(path, &error), qPrintable(error));
            MainWindow again;
            QVERIFY(reopen(path, again));
            QCOMPARE(again.tabs()->currentIndex(), tab);
        }

        // The Planner: a series, a count typed in, the power law, a price.
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.plannerView())).center());
        views::PlannerView *planner = w.plannerView();
        QVERIFY(planner->seriesBox()->count() > 1);
        planner->seriesBox()->setFocus();
        QTest::keyClick(planner->seriesBox(), Qt::Key_Down);
        const QString series = planner->seriesBox()->currentData().toString();
        QSpinBox *count = planner->countBox();
        count->setFocus();
        count->selectAll();
        QTest::keyClicks(count, QStringLiteral("96"));
        QTest::keyClick(count, Qt::Key_Return);
        auto *model = planner->findChild<QComboBox *>(QStringLiteral("plannerModel"));
        model->setFocus();
        QTest::keyClick(model, Qt::Key_Down);
        QCOMPARE(model->currentData().toString(), QStringLiteral("power"));
        auto *price = planner->findChild<QDoubleSpinBox *>(QStringLiteral("plannerPrice"));
        price->setFocus();
        price->selectAll();
        QTest::keyClicks(price, QStringLiteral("3.5"));
        QTest::keyClick(price, Qt::Key_Return);
        QCOMPARE(planner->plan().accelerators, 96);
        // The question across accelerators: "Fastest within a budget" clicked, a budget typed.
        auto *fastest = planner->findChild<QRadioButton *>(QStringLiteral("plannerFastest"));
        QTest::mouseClick(fastest, Qt::LeftButton, Qt::NoModifier, QPoint(8, fastest->height() / 2));
        QVERIFY(fastest->isChecked());
        auto *budget = planner->findChild<QDoubleSpinBox *>(QStringLiteral("plannerBudget"));
        budget->setFocus();
        budget->selectAll();
        QTest::keyClicks(budget, QStringLiteral("250"));
        QTest::keyClick(budget, Qt::Key_Return);
        QCOMPARE(budget->value(), 250.0);
        // The Ranking's Stability page, by a click on its tab.
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.rankingView())).center());
        auto *rankingTabs = w.rankingView()->findChild<QTabWidget *>(QStringLiteral("rankingCharts"));
        QTabBar *pages = rankingTabs->tabBar();
        QTest::mouseClick(pages, Qt::LeftButton, Qt::NoModifier, pages->tabRect(1).center());
        QCOMPARE(rankingTabs->currentIndex(), 1);
        // ... with 500 draws typed in and weights drawn around the user's.
        auto *draws = w.rankingView()->findChild<QSpinBox *>(QStringLiteral("stabilityDraws"));
        draws->setFocus();
        draws->selectAll();
        QTest::keyClicks(draws, QStringLiteral("500"));
        QTest::keyClick(draws, Qt::Key_Return);
        auto *sampling = w.rankingView()->findChild<QComboBox *>(QStringLiteral("stabilitySampling"));
        sampling->setFocus();
        QTest::keyClick(sampling, Qt::Key_Down);
        QCOMPARE(w.rankingView()->stabilityOptions().sampling, analysis::WeightSampling::AroundWeights);
        QTRY_VERIFY_WITH_TIMEOUT(w.rankingView()->stability() && w.rankingView()->stability()->draws == 500, 20000);
        // ... showing the rank ranges.
        QComboBox *show = w.rankingView()->stabilityChartChoice();
        show->setFocus();
        QTest::keyClick(show, Qt::Key_Down);
        QTRY_COMPARE(w.rankingView()->stabilityPanel()->chart()->objectName(), QStringLiteral("rankRangeChart"));
        const QString path = dir.filePath(QStringLiteral("views.scalescope"));
        QString error;
        QVERIFY2(w.saveSession(path, &error), qPrintable(error));
        QSettings().remove(QStringLiteral("planner")); // not from remembered settings: from the session
        QSettings().remove(QStringLiteral("stability"));

        MainWindow again;
        QVERIFY(reopen(path, again));
        QCOMPARE(again.tabs()->currentWidget(), static_cast<QWidget *>(again.rankingView()));
        QCOMPARE(again.rankingView()->findChild<QTabWidget *>(QStringLiteral("rankingCharts"))->currentIndex(), 1);
        QCOMPARE(again.rankingView()->stabilityOptions().draws, 500);
        QCOMPARE(again.rankingView()->stabilityOptions().sampling, analysis::WeightSampling::AroundWeights);
        QTRY_VERIFY_WITH_TIMEOUT(again.rankingView()->stability() && again.rankingView()->stability()->draws == 500, 20000);
        QCOMPARE(again.rankingView()->stabilitySummaryText(), w.rankingView()->stabilitySummaryText()); // the same draws
        QCOMPARE(again.rankingView()->stabilityChartChoice()->currentIndex(), 1);
        QTRY_COMPARE(again.rankingView()->stabilityPanel()->chart()->objectName(), QStringLiteral("rankRangeChart"));
        const charts::PlannerViewOptions o = again.plannerView()->options();
        QCOMPARE(o.seriesKey, series);
        QCOMPARE(o.accelerators, 96);
        QCOMPARE(o.model, QStringLiteral("power"));
        QVERIFY(o.price && *o.price == 3.5);
        QCOMPARE(again.plannerView()->plan().accelerators, 96);
        QCOMPARE(again.plannerView()->plan().model, QStringLiteral("power"));
        QVERIFY(o.opened);
        QVERIFY(o.fastestWithinBudget);
        QVERIFY(again.plannerView()->findChild<QRadioButton *>(QStringLiteral("plannerFastest"))->isChecked());
        QCOMPARE(again.plannerView()->findChild<QDoubleSpinBox *>(QStringLiteral("plannerBudget"))->value(), 250.0);
        // The planned point is back on the Scaling chart without opening the Planner again.
        again.tabs()->setCurrentWidget(again.scalingView());
        QTRY_VERIFY(again.scalingView()->panel()->pointPosition(charts::plannedPointId(again.plannerView()->plan())));
        QSettings().clear();
    }

    void movedSourceIsAskedAboutByName()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString tree = dir.filePath(QStringLiteral("training_v4.0"));
        const QString session = dir.filePath(QStringLiteral("moved.scalescope"));
        QVERIFY(saveSessionOfACopy(tree, session));
        const QString moved = dir.filePath(QStringLiteral("elsewhere/training_v4.0"));
        QVERIFY(QDir().mkpath(QFileInfo(moved).path()));
        QVERIFY(QDir().rename(tree, moved));

        // The real dialog names the path; Cancel opens nothing.
        MainWindow w;
        w.show();
        QString shown;
        answerNextMessageBox([&](QMessageBox *box) { shown = box->text(); }, QStringLiteral("Cancel"));
        QVERIFY(!w.openSession(session));
        QVERIFY2(shown.contains(QDir::toNativeSeparators(tree)), qPrintable(shown));
        QVERIFY(shown.contains(QLatin1String("not there any more")));
        QVERIFY(w.dataset().isEmpty());

        // Locating it rewrites the path: the session then has unsaved changes.
        w.setSourcePrompt([&](const QString &path, io::SourceProblem problem) {
            [&]() {
                QCOMPARE(path, tree);
                QCOMPARE(problem, io::SourceProblem::Missing);
            }();
            return io::SourceDecision{io::SourceDecision::Locate, moved};
        });
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        QVERIFY(w.openSession(session));
        QVERIFY(opened.wait(60000));
        QCOMPARE(w.dataset().configurations.size(), 2);
        QCOMPARE(w.currentSession().sources.first().path, moved);
        QVERIFY(w.isModified());
    }

    void changedSourceIsAskedAbout()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString tree = dir.filePath(QStringLiteral("training_v4.0"));
        const QString session = dir.filePath(QStringLiteral("changed.scalescope"));
        QVERIFY(saveSessionOfACopy(tree, session));
        // drop one run: the score changes
        QDirIterator it(tree, {QStringLiteral("result_0.txt")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        QVERIFY(QFile::remove(it.next()));
        MainWindow w;
        w.show();
        QString shown;
        answerNextMessageBox([&](QMessageBox *box) { shown = box->text(); }, QStringLiteral("Use It As It Is Now"));
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        QVERIFY(w.openSession(session));
        QVERIFY(opened.wait(60000));
        QVERIFY2(shown.contains(QLatin1String("has changed since the session was saved")), qPrintable(shown));
        QVERIFY(shown.contains(QDir::toNativeSeparators(tree)));
        QCOMPARE(w.dataset().configurations.size(), 2);
        QVERIFY(w.isModified()); // it no longer says what is open
    }

    void newerSessionOpensNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.scalescope"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schema": "scalescope.session/2", "sources": []})");
        f.close();
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        QString shown;
        answerNextMessageBox([&](QMessageBox *box) { shown = box->text(); }, QStringLiteral("OK"));
        QVERIFY(!w.openSession(path));
        QVERIFY2(shown.contains(QLatin1String("newer ScaleScope")), qPrintable(shown));
        QCOMPARE(w.dataset().configurations.size(), 154); // the sample is still open
        QVERIFY(w.sessionPath().isEmpty());
    }

    void titleAndAddingData()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        MainWindow w;
        w.show();
        QCOMPARE(w.windowTitle(), QStringLiteral("ScaleScope[*]"));
        w.openPaths({test::mlperfDir() + QStringLiteral("/training_v4.0")});
        QVERIFY(test::waitForData(w));
        QCOMPARE(w.windowTitle(), QStringLiteral("ScaleScope — training_v4.0[*]"));
        QVERIFY(!w.isWindowModified());
        w.addPaths({test::mlperfDir() + QStringLiteral("/training_v3.1")});
        QVERIFY(test::waitForData(w));
        QCOMPARE(w.dataset().configurations.size(), 36 + 38);
        QCOMPARE(w.windowTitle(), QStringLiteral("ScaleScope — training_v4.0 + 1 more[*]"));
        QVERIFY(w.isWindowModified()); // what is open changed
        QCOMPARE(w.analysis()->current()->configurations.size(), 36 + 38);
        // The same folder again is read anew in its place: its results and its warnings are not
        // counted twice, nor is each of its results "replaced" by itself.
        const model::Diagnostics before = w.dataset().diagnostics;
        const QList<model::Configuration> configurations = w.dataset().configurations;
        w.addPaths({test::mlperfDir() + QStringLiteral("/training_v3.1")});
        QVERIFY(test::waitForData(w));
        QCOMPARE(w.dataset().configurations, configurations);
        QCOMPARE(w.dataset().diagnostics.size(), before.size());
        for (const model::Diagnostic &d : w.dataset().diagnostics)
            QVERIFY2(d.code != QLatin1String("dataset.replaced"), qPrintable(d.code));
        QCOMPARE(w.windowTitle(), QStringLiteral("ScaleScope — training_v4.0 + 1 more[*]")); // one folder, read anew
    }

    // A chart option changed by hand is an unsaved change (the title's '*', the question on quitting);
    // looking is not: a click through every tab, a zoom, a reopened session.
    void aChangedChartOptionIsAnUnsavedChangeAndLookingIsNot()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("views.scalescope"));
        {
            MainWindow w;
            w.show();
            w.openSample();
            QVERIFY(test::waitForData(w));
            QVERIFY(test::waitForAnalysis(w));
            QString error;
            QVERIFY2(w.saveSession(path, &error), qPrintable(error));
        }
        MainWindow w;
        w.show();
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        QVERIFY(w.openSession(path));
        QVERIFY(opened.wait(60000));
        QVERIFY(test::waitForAnalysis(w));
        QTabBar *bar = w.tabs()->tabBar();
        for (int tab = 0; tab < bar->count(); ++tab) {
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(tab).center());
            QCoreApplication::processEvents();
            QVERIFY2(!w.isWindowModified(), qPrintable(bar->tabText(tab)));
        }
        QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->tabRect(w.tabs()->indexOf(w.scalingView())).center());
        QWidget *viewport = w.scalingView()->panel()->view()->viewport();
        const QRect inner = viewport->rect().adjusted(viewport->width() / 4, viewport->height() / 4, -viewport->width() / 3,
                                                      -viewport->height() / 3);
        const auto zoomBefore = charts::chartRanges(w.scalingView()->panel()->chart());
        QTest::mouseMove(viewport, inner.topLeft());
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, inner.topLeft());
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(viewport, inner.topLeft() + (inner.bottomRight() - inner.topLeft()) * step / 4);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, inner.bottomRight());
        QCoreApplication::processEvents();
        QVERIFY(!(charts::chartRanges(w.scalingView()->panel()->chart()) == zoomBefore)); // zoomed in
        QVERIFY(!w.isWindowModified());
        auto *metric = w.scalingView()->findChild<QComboBox *>(QStringLiteral("scalingMetric"));
        QVERIFY(metric);
        metric->setFocus();
        QTest::keyClick(metric, Qt::Key_Down);
        QTRY_VERIFY(w.isWindowModified());
        QVERIFY(w.isModified());
        int asked = 0;
        w.setSavePrompt([&]() {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(!w.close());
        QCOMPARE(asked, 1);
        QTest::keyClick(metric, Qt::Key_Up); // back as it was saved
        QTRY_VERIFY(!w.isWindowModified());
    }

    void unsavedChangesAreAskedAbout()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.analysis()->setK(3);
        QVERIFY(test::waitForAnalysis(w));
        int asked = 0;
        w.setSavePrompt([&]() {
            ++asked;
            return QMessageBox::Cancel;
        });
        QVERIFY(!w.close()); // Cancel keeps the window open
        QCOMPARE(asked, 1);
        QVERIFY(w.isVisible());
        w.openPaths({QLatin1String(import::kSamplePath)}); // opening something else asks too
        QCOMPARE(asked, 2);
        w.setSavePrompt([&]() {
            ++asked;
            return QMessageBox::Discard;
        });
        QVERIFY(w.close());
        QCOMPARE(asked, 3);
    }

    // A window never saved as a session does not speak of changes "since the session was saved".
    void aNeverSavedWindowAsksToSaveNotAboutChanges()
    {
        MainWindow w;
        w.show();
        w.openSample();
        QVERIFY(test::waitForData(w));
        w.analysis()->setK(3);
        QVERIFY(test::waitForAnalysis(w));
        QString text;
        QTimer::singleShot(300, &w, [&]() {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            text = box->text();
            box->button(QMessageBox::Cancel)->click();
        });
        QVERIFY(!w.close()); // Cancel keeps it open
        QVERIFY2(text.contains(QLatin1String("has not been saved as a session")), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("since the session was saved")));
    }

    void droppedSessionOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.scalescope"));
        {
            MainWindow w;
            w.openSample();
            QVERIFY(test::waitForData(w));
            w.analysis()->setK(4);
            QVERIFY(test::waitForAnalysis(w));
            QVERIFY(w.saveSession(path));
        }
        MainWindow w;
        w.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        // what the window system sends: the drag enters, then drops
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        QApplication::sendEvent(&w, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(opened.wait(60000));
        QVERIFY(test::waitForAnalysis(w));
        QCOMPARE(w.analysis()->current()->method->chosenK, 4);
        QCOMPARE(w.sessionPath(), QFileInfo(path).absoluteFilePath());
    }

    // The Export Report choices (paper, sections) go with the session: reopening it makes them the
    // next report's, and `scalescope-cli report --session` writes the report they describe.
    void theReportChoicesTravelWithTheSession()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.scalescope"));
        const report::ReportChoices chosen{QPageSize::Letter, report::ReportSections(report::ReportSection::Results) |
                                                                  report::ReportSection::Ranking};
        {
            MainWindow w;
            w.openSample();
            QVERIFY(test::waitForData(w));
            report::rememberReportChoices(chosen); // as the Export Report dialog's OK leaves them
            QString error;
            QVERIFY2(w.saveSession(path, &error), qPrintable(error));
        }
        report::rememberReportChoices(report::ReportChoices{}); // another report made since
        {
            MainWindow w;
            w.show();
            QSignalSpy opened(&w, &MainWindow::sessionOpened);
            QVERIFY(w.openSession(path));
            QVERIFY(opened.wait(60000));
            QCOMPARE(report::rememberedReportChoices(), chosen);
        }
        int code = 0;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        cli({QStringLiteral("report"), QStringLiteral("--session"), path, QStringLiteral("--out"), pdf}, &code);
        QCOMPARE(code, 0);
        QProcess info;
        info.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(info.waitForFinished(60000));
        QVERIFY2(info.readAllStandardOutput().contains("612 x 792 pts (letter)"), "the session's paper");
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(60000));
        const QString words = QString::fromUtf8(text.readAllStandardOutput()).replace(QChar(0xFB01), QLatin1String("fi"));
        QVERIFY(words.contains(QLatin1String("The 25 best-ranked configurations"))); // results
        QVERIFY(!words.contains(QLatin1String("Efficiency surface")));               // not chosen
        QVERIFY(!words.contains(QLatin1String("Sensitivity of the method")));
        QSettings().remove(QStringLiteral("report"));
    }

    // The CLI opens what the GUI saved and prints the GUI's analysis; the GUI opens what the CLI
    // saved and shows the CLI's analysis.
    void cliAndGuiOpenEachOthersSessions()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString fromCli = dir.filePath(QStringLiteral("cli.scalescope"));
        int code = 0;
        const QString printed =
            cli({QStringLiteral("analyze"), test::mlperfDir() + QStringLiteral("/training_v3.1"), QStringLiteral("--k"),
                 QStringLiteral("6"), QStringLiteral("--scope"), QStringLiteral("all"), QStringLiteral("--weights"),
                 QStringLiteral("time=3,efficiency=1,per_accelerator_throughput=2,accelerators=1"), QStringLiteral("--format"),
                 QStringLiteral("json"), QStringLiteral("--save-session"), fromCli},
                &code);
        QCOMPARE(code, 0);
        {
            MainWindow w;
            QSignalSpy opened(&w, &MainWindow::sessionOpened);
            QVERIFY(w.openSession(fromCli));
            QVERIFY(opened.wait(60000));
            QVERIFY(test::waitForAnalysis(w));
            QCOMPARE(QString::fromUtf8(io::analysisToJson(*w.analysis()->current())), printed);
        }
        const QString fromGui = dir.filePath(QStringLiteral("gui.scalescope"));
        QByteArray guiJson;
        {
            MainWindow w;
            w.openSample();
            QVERIFY(test::waitForData(w));
            w.analysis()->setK(4);
            w.analysis()->setWeights({7, 2, 5, 1});
            QVERIFY(test::waitForAnalysis(w));
            QVERIFY(w.saveSession(fromGui));
            guiJson = io::analysisToJson(*w.analysis()->current());
        }
        QCOMPARE(cli({QStringLiteral("analyze"), QStringLiteral("--session"), fromGui, QStringLiteral("--format"),
                      QStringLiteral("json")},
                     &code)
                     .toUtf8(),
                 guiJson);
        QCOMPARE(code, 0);
    }
};

QTEST_MAIN(TestSessions)
#include "tst_sessions.moc"
