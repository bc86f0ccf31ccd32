// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The job runner and the analysis controller, without widgets: a newer job supersedes an older
// one (its result never arrives), cancel is honoured, a weight change re-ranks without
// re-clustering, and the table's filters reach the analysis only when it is asked to use them.
#include "TestData.h"
#include "app/jobs/JobRunner.h"
#include "app/state/AnalysisController.h"
#include "app/state/ConfigurationSelection.h"
#include "core/import/SourceImporter.h"

#include <QSignalSpy>
#include <QTest>

#include <thread>

using namespace scalescope;

Q_DECLARE_METATYPE(std::shared_ptr<const scalescope::analysis::BenchmarkAnalysis>)

namespace {

// Work that runs until it is cancelled (or a second has passed), then returns `value`.
int untilCancelled(const jobs::JobRunner::Context &context, int value)
{
    for (int i = 0; i < 1000 && !context.cancelled(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return value;
}

std::shared_ptr<const model::Dataset> sample()
{
    return std::make_shared<const model::Dataset>(import::importSource(QLatin1String(import::kSamplePath)).dataset);
}

} // namespace

class TestController : public QObject
{
    Q_OBJECT

private slots:
    void newerJobSupersedesOlder()
    {
        jobs::JobRunner runner;
        QList<int> delivered;
        int cancelled = 0;
        const int first = runner.start<int>([](const jobs::JobRunner::Context &c) { return untilCancelled(c, 1); },
                                            [&](int v) { delivered << v; }, [&]() { ++cancelled; });
        const int second = runner.start<int>([](const jobs::JobRunner::Context &) { return 2; }, [&](int v) { delivered << v; });
        QVERIFY(second > first);
        QCOMPARE(runner.currentId(), second);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning(), 10000);
        QTest::qWait(50); // a stale result would arrive now
        QCOMPARE(delivered, QList<int>{2});
        QCOMPARE(cancelled, 0); // superseded, not cancelled: nothing is said about it
    }

    void cancelIsHonoured()
    {
        jobs::JobRunner runner;
        QSignalSpy running(&runner, &jobs::JobRunner::runningChanged);
        bool done = false, cancelled = false;
        runner.start<int>([](const jobs::JobRunner::Context &c) { return untilCancelled(c, 1); }, [&](int) { done = true; },
                          [&]() { cancelled = true; });
        QVERIFY(runner.isRunning());
        runner.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(cancelled, 10000);
        QVERIFY(!done);
        QVERIFY(!runner.isRunning());
        QCOMPARE(running.size(), 2); // on, then off
    }

    void progressArrivesForTheCurrentJob()
    {
        jobs::JobRunner runner;
        QSignalSpy progress(&runner, &jobs::JobRunner::progress);
        const int id = runner.start<int>(
            [](const jobs::JobRunner::Context &c) {
                for (int i = 1; i <= 3; ++i)
                    c.progress(i, 3);
                return 0;
            },
            [](int) {});
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning(), 10000);
        QCOMPARE(progress.size(), 3);
        QCOMPARE(progress.last().at(0).toInt(), id);
        QCOMPARE(progress.last().at(1).toInt(), 3);
    }

    void staleAnalysisIsDropped()
    {
        state::AnalysisController controller;
        QSignalSpy results(&controller, &state::AnalysisController::resultChanged);
        controller.setDataset(sample());
        controller.setK(3);
        controller.setK(4); // supersedes both runs before it
        controller.waitForIdle();
        QCOMPARE(results.size(), 1);
        QCOMPARE(controller.current()->method->chosenK, 4);
        QCOMPARE(controller.current()->settings.method.k, 4);
    }

    void cancelLeavesTheLastAnalysis()
    {
        state::AnalysisController controller;
        controller.setDataset(sample());
        controller.waitForIdle();
        const auto before = controller.current();
        QVERIFY(before);
        QSignalSpy results(&controller, &state::AnalysisController::resultChanged);
        controller.setK(7);
        controller.cancel();
        controller.waitForIdle();
        QTest::qWait(50);
        // Either the cancel came in time (nothing new) or the tiny job had already finished.
        if (results.isEmpty())
            QCOMPARE(controller.current(), before);
        else
            QCOMPARE(controller.current()->method->chosenK, 7);
        QVERIFY(!controller.isRunning());
    }

    void weightsOnlyReRank()
    {
        state::AnalysisController controller;
        controller.setDataset(sample());
        controller.waitForIdle();
        const int clustering = controller.clusteringRuns(), ranking = controller.rankingRuns();
        QCOMPARE(clustering, 1);
        for (double w : {2.0, 3.0, 4.0}) {
            controller.setWeights({w, 1, 1, 1});
            controller.waitForIdle();
        }
        QCOMPARE(controller.clusteringRuns(), clustering); // clusters untouched
        QCOMPARE(controller.rankingRuns(), ranking + 3);
        QCOMPARE(controller.current()->computed, unsigned(analysis::StageRanking));
        controller.setK(6);
        controller.waitForIdle();
        QCOMPARE(controller.clusteringRuns(), clustering + 1);
    }

    void filtersMatterOnlyWhenUsed()
    {
        state::AnalysisController controller;
        controller.setDataset(sample());
        controller.waitForIdle();
        QSignalSpy results(&controller, &state::AnalysisController::resultChanged);
        analysis::ConfigurationFilter v4;
        v4.fields[analysis::ConfigurationFilter::Round] = QStringLiteral("4.0");
        controller.setFilter(v4);
        controller.waitForIdle();
        QCOMPARE(results.size(), 0); // the table filters, the analysis does not use them yet
        QCOMPARE(controller.current()->configurations.size(), 95);
        controller.setFilteredOnly(true);
        controller.waitForIdle();
        QCOMPARE(results.size(), 1);
        QCOMPARE(controller.current()->configurations.size(), 36);
        QCOMPARE(controller.current()->coverage.filteredOut, 95 - 36);
    }

    void benchmarkGoneFromTheDataFallsBack()
    {
        state::AnalysisController controller;
        controller.setDataset(sample());
        controller.setBenchmark(QStringLiteral("bert"));
        controller.waitForIdle();
        QCOMPARE(controller.current()->benchmark, QStringLiteral("bert"));
        auto resnetOnly = std::make_shared<model::Dataset>(*sample());
        resnetOnly->configurations.removeIf([](const model::Configuration &c) { return c.benchmark != QLatin1String("resnet"); });
        controller.setDataset(resnetOnly);
        controller.waitForIdle();
        QCOMPARE(controller.settings().benchmark, QString());
        QCOMPARE(controller.current()->benchmark, QStringLiteral("resnet"));
    }

    void selectionSaysOnlyWhatChanged()
    {
        state::ConfigurationSelection selection;
        QSignalSpy changed(&selection, &state::ConfigurationSelection::changed);
        selection.select(QStringLiteral("a"));
        selection.select(QStringList{QStringLiteral("a"), QStringLiteral("a")});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(selection.ids(), QStringList{QStringLiteral("a")});
        selection.clear();
        QCOMPARE(changed.size(), 2);
        QVERIFY(selection.current().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestController)
#include "tst_controller.moc"
