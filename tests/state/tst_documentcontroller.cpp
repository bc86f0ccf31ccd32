// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The document without a window: open replaces, add merges, a failed import leaves the data as it
// was and says why; the recent lists; unsaved changes are the sources and the analysis settings;
// a saved session reopens, a moved source is asked about (located, skipped or the opening
// stopped), and a file that is no session is refused with nothing changed.
#include "app/state/AnalysisController.h"
#include "app/state/DocumentController.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace scalescope;

namespace {

// A summarizer table (one configuration per row, each with a resnet score) in its own folder.
QString writeTable(const QString &folder, const QStringList &systems)
{
    QDir().mkpath(folder);
    const QString path = folder + QStringLiteral("/training_results_v4.0_summary.csv");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("submitter,system,accelerators_count,resnet\n");
    for (const QString &s : systems)
        f.write("Org," + s.toUtf8() + ",8,12.5\n");
    return path;
}

} // namespace

class TestDocumentController : public QObject
{
    Q_OBJECT

    // Runs an import through `start` and returns how it ended.
    template <typename Start> state::ImportResult ended(state::DocumentController &doc, Start &&start)
    {
        state::ImportResult result;
        bool done = false;
        const auto c = connect(&doc, &state::DocumentController::importEnded, this, [&](const state::ImportResult &r) {
            result = r;
            done = true;
        });
        start();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(done, 20000); }();
        disconnect(c);
        return result;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ScaleScopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documentcontroller"));
    }

    void init() { QSettings().clear(); }

    void openAddAndAFailedImport()
    {
        QTemporaryDir dir;
        const QString a = writeTable(dir.filePath(QStringLiteral("a")), {QStringLiteral("Alpha"), QStringLiteral("Beta")});
        const QString b = writeTable(dir.filePath(QStringLiteral("b")), {QStringLiteral("Gamma")});
        state::AnalysisController analysis;
        state::DocumentController doc(&analysis);
        QVERIFY(!doc.isModified()); // nothing open: nothing to lose

        state::ImportResult r = ended(doc, [&] {
            doc.import({io::SessionSource{a, {}, {}}}, state::DocumentController::Mode::Replace);
        });
        QCOMPARE(r.result, state::ImportResult::Result::Applied);
        QCOMPARE(doc.dataset().configurations.size(), 2);
        QCOMPARE(doc.sources().size(), 1);
        QCOMPARE(doc.sources().first().path, a);
        QVERIFY(!doc.isModified()); // freshly opened
        QCOMPARE(doc.recentFiles().value(0), a);

        analysis::AnalysisSettings s = analysis.settings();
        s.precisionFactor = 2; // an analysis setting is an edit
        analysis.setSettings(s);
        QVERIFY(doc.isModified());
        doc.markSaved();
        QVERIFY(!doc.isModified());

        r = ended(doc, [&] { doc.import({io::SessionSource{b, {}, {}}}, state::DocumentController::Mode::Add); });
        QCOMPARE(r.result, state::ImportResult::Result::Applied);
        QCOMPARE(doc.dataset().configurations.size(), 3);
        QCOMPARE(doc.sources().size(), 2);
        QVERIFY(doc.isModified()); // a source more
        QCOMPARE(doc.recentFiles().mid(0, 2), (QStringList{b, a}));

        // The same folder added again is one source, read anew.
        r = ended(doc, [&] { doc.import({io::SessionSource{b, {}, {}}}, state::DocumentController::Mode::Add); });
        QCOMPARE(doc.sources().size(), 2);
        QCOMPARE(doc.dataset().configurations.size(), 3);

        const QString empty = dir.filePath(QStringLiteral("empty.csv"));
        QFile(empty).open(QIODevice::WriteOnly);
        int replaced = 0;
        connect(&doc, &state::DocumentController::datasetReplaced, this, [&replaced] { ++replaced; });
        r = ended(doc, [&] { doc.import({io::SessionSource{empty, {}, {}}}, state::DocumentController::Mode::Replace); });
        QCOMPARE(r.result, state::ImportResult::Result::NothingImported);
        QVERIFY2(!r.reason.isEmpty(), "a failed import says why");
        QVERIFY(!r.failures.isEmpty());
        QCOMPARE(replaced, 0);
        QCOMPARE(doc.dataset().configurations.size(), 3); // what the user had stays
        QCOMPARE(doc.sources().size(), 2);
    }

    void sessionsReopenAndAskAboutMovedSources()
    {
        QTemporaryDir dir;
        const QString a = writeTable(dir.filePath(QStringLiteral("a")), {QStringLiteral("Alpha"), QStringLiteral("Beta")});
        state::AnalysisController analysis;
        state::DocumentController doc(&analysis);
        ended(doc, [&] { doc.import({io::SessionSource{a, {}, {}}}, state::DocumentController::Mode::Replace); });
        analysis::AnalysisSettings s = analysis.settings();
        s.precisionFactor = 3;
        analysis.setSettings(s);
        QVERIFY(doc.isModified());

        io::Session session;
        session.sources = doc.sources();
        session.settings = analysis.settings();
        session.selection = {doc.dataset().configurations.first().id};
        session.tab = QStringLiteral("ranking");
        const QString file = dir.filePath(QStringLiteral("work.scalescope"));
        QString error;
        QVERIFY2(doc.saveSession(file, session, &error), qPrintable(error));
        QCOMPARE(doc.sessionPath(), file);
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.recentSessions().value(0), file);

        // The source moved: located, the session opens from the new place with unsaved changes.
        const QString moved = dir.filePath(QStringLiteral("moved"));
        QVERIFY(QDir().rename(QFileInfo(a).path(), moved));
        const QString movedTable = moved + QStringLiteral("/training_results_v4.0_summary.csv");
        QStringList asked;
        state::DocumentController reopened(&analysis);
        reopened.setSourcePrompt([&](const QString &path, io::SourceProblem problem) {
            asked << path;
            return problem == io::SourceProblem::Missing ? io::SourceDecision{io::SourceDecision::Locate, movedTable}
                                                         : io::SourceDecision{io::SourceDecision::UseAsIs, {}};
        });
        QList<io::Session> restored;
        connect(&reopened, &state::DocumentController::sessionRestored, this,
                [&restored](const io::Session &opened) { restored << opened; });
        state::ImportResult r = ended(
            reopened, [&] { QCOMPARE(reopened.openSession(file, &error), state::DocumentController::SessionOpen::Started); });
        QCOMPARE(r.result, state::ImportResult::Result::Applied);
        QVERIFY(r.session);
        QCOMPARE(asked, QStringList{a});
        QCOMPARE(restored.size(), 1);
        const io::Session &back = restored.first();
        QCOMPARE(back.selection, session.selection);
        QCOMPARE(back.tab, QStringLiteral("ranking"));
        QCOMPARE(back.settings.precisionFactor, 3.0);
        QCOMPARE(reopened.sessionPath(), file);
        QCOMPARE(reopened.sources().first().path, movedTable);
        QCOMPARE(reopened.dataset().configurations.size(), 2);
        QVERIFY2(reopened.isModified(), "the session no longer says where its data is");

        // Stopped at the missing source: nothing opens, nothing changes.
        QVERIFY(QDir().rename(moved, dir.filePath(QStringLiteral("gone"))));
        reopened.setSourcePrompt([](const QString &, io::SourceProblem) {
            return io::SourceDecision{io::SourceDecision::Cancel, {}};
        });
        QCOMPARE(reopened.openSession(file, &error), state::DocumentController::SessionOpen::Cancelled);
        reopened.setSourcePrompt([](const QString &, io::SourceProblem) {
            return io::SourceDecision{io::SourceDecision::Skip, {}};
        });
        QCOMPARE(reopened.openSession(file, &error), state::DocumentController::SessionOpen::NoSourcesLeft);
        QCOMPARE(reopened.dataset().configurations.size(), 2);
        QCOMPARE(reopened.sources().first().path, movedTable);

        // Not a session: refused with the reason.
        const QString junk = dir.filePath(QStringLiteral("junk.scalescope"));
        QFile j(junk);
        QVERIFY(j.open(QIODevice::WriteOnly));
        j.write("{\"schema\": 7");
        j.close();
        error.clear();
        QCOMPARE(reopened.openSession(junk, &error), state::DocumentController::SessionOpen::Unreadable);
        QVERIFY(!error.isEmpty());
        QCOMPARE(reopened.dataset().configurations.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestDocumentController)
#include "tst_documentcontroller.moc"
