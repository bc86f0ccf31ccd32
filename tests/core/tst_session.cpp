// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions and adding data: the session format writes the same bytes after a read, refuses a
// newer version and names what is wrong; the fingerprint follows the imported content, not the
// path; merging a later source replaces a configuration with the same id and says so.
#include "TestData.h"
#include "core/import/SourceImporter.h"
#include "core/io/JsonText.h"
#include "core/io/SessionFormat.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace scalescope;

namespace {

io::Session exampleSession()
{
    io::Session s;
    s.sources = {io::SessionSource{QStringLiteral("/data/training_v4.0"), QStringLiteral("4.0"), QStringLiteral("sha256:ab")},
                 io::SessionSource{QLatin1String(import::kSamplePath), QString(), QStringLiteral("sha256:cd")}};
    s.settings.benchmark = QStringLiteral("resnet");
    s.settings.scope = analysis::ReferenceScope::AllRounds;
    s.settings.filteredOnly = true;
    s.settings.filter.fields[analysis::ConfigurationFilter::Accelerator] = QStringLiteral("NVIDIA H100 SXM5 80GB");
    s.settings.filter.text = QStringLiteral("eos");
    s.settings.includedIds = QStringList{QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet")};
    s.settings.method.k = 6;
    s.settings.method.algorithm = QStringLiteral("ward");
    s.settings.method.seed = 7;
    s.settings.method.criteria[0].weight = 2.5;
    s.settings.method.rules.forceExclude = {QStringLiteral("nodes")};
    s.settings.precisionFactor = 0.5;
    s.selection = {QStringLiteral("4.0/NVIDIA/eos_n8_ngc24.04_mxnet/resnet")};
    s.tab = QStringLiteral("surface");
    s.charts = QJsonObject{{QStringLiteral("scaling"), QJsonObject{{QStringLiteral("metric"), QStringLiteral("efficiency")}}}};
    s.probeRun = QStringLiteral("/runs/host-20261201.json");
    return s;
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void writeReadWriteIsByteIdentical()
    {
        const io::Session s = exampleSession();
        const QByteArray first = io::sessionToJson(s);
        QString error;
        const auto read = io::sessionFromJson(first, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(*read == s); // every member comes back
        QCOMPARE(io::sessionToJson(*read), first);
        // keys sorted, no timestamps: the analysis part is exactly the settings
        const QJsonObject root = QJsonDocument::fromJson(first).object();
        QCOMPARE(root.keys(), (QStringList{QStringLiteral("analysis"), QStringLiteral("charts"), QStringLiteral("probe_run"),
                                           QStringLiteral("schema"), QStringLiteral("selection"), QStringLiteral("sources"),
                                           QStringLiteral("tab")}));
        QCOMPARE(root.value(QLatin1String("schema")).toString(), QStringLiteral("scalescope.session/1"));
        QCOMPARE(root.value(QLatin1String("analysis")).toObject(), io::analysisSettingsToJson(s.settings));
        // a seed above 2^53 survives as text
        io::Session big = s;
        big.settings.method.seed = 18446744073709551557ull;
        QCOMPARE(io::sessionFromJson(io::sessionToJson(big), &error)->settings.method.seed, 18446744073709551557ull);
    }

    // The schema member opens every document, so a desktop's MIME sniffing (first bytes only) sees it;
    // the rest is what QJsonDocument writes, in both layouts, with escapes intact.
    void schemaComesFirstAndTheRestIsUnchanged()
    {
        QVERIFY(
            io::sessionToJson(exampleSession()).startsWith("{\n    \"schema\": \"scalescope.session/1\",\n    \"analysis\": {"));
        const QJsonObject root{{QStringLiteral("zeta"), 1},
                               {QStringLiteral("schema"), QStringLiteral("odd \"name\"/1")},
                               {QStringLiteral("alpha"), QJsonArray{1, 2}}};
        for (const auto format : {QJsonDocument::Indented, QJsonDocument::Compact}) {
            const QByteArray text = io::jsonWithSchemaFirst(root, format);
            QVERIFY2(text.startsWith(format == QJsonDocument::Compact
                                         ? "{\"schema\":\"odd \\\"name\\\"/1\",\"alpha\""
                                         : "{\n    \"schema\": \"odd \\\"name\\\"/1\",\n    \"alpha\""),
                     text.constData());
            QJsonParseError error;
            QCOMPARE(QJsonDocument::fromJson(text, &error).object(), root);
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(text.size(), QJsonDocument(root).toJson(format).size()); // same members, only moved
        }
        const QJsonObject alone{{QStringLiteral("schema"), QStringLiteral("x/1")}};
        QCOMPARE(QJsonDocument::fromJson(io::jsonWithSchemaFirst(alone)).object(), alone);
        QCOMPARE(QJsonDocument::fromJson(io::jsonWithSchemaFirst(alone, QJsonDocument::Compact)).object(), alone);
        const QJsonObject none{{QStringLiteral("b"), 2}};
        QCOMPARE(io::jsonWithSchemaFirst(none), QJsonDocument(none).toJson());
    }

    void newerVersionIsRefusedWithWords()
    {
        QJsonObject root = QJsonDocument::fromJson(io::sessionToJson(exampleSession())).object();
        root.insert(QStringLiteral("schema"), QStringLiteral("scalescope.session/2"));
        QString error;
        bool newer = false;
        QVERIFY(!io::sessionFromJson(QJsonDocument(root).toJson(), &error, &newer));
        QVERIFY(newer);
        QVERIFY2(error.contains(QLatin1String("newer ScaleScope")), qPrintable(error));
        root.insert(QStringLiteral("schema"), QStringLiteral("scalescope.dataset/1"));
        QVERIFY(!io::sessionFromJson(QJsonDocument(root).toJson(), &error, &newer));
        QVERIFY(!newer);
        QVERIFY2(error.contains(QLatin1String("not a ScaleScope session")), qPrintable(error));
    }

    void badMembersAreNamed()
    {
        QString error;
        QVERIFY(!io::sessionFromJson("{\n  \"schema\": \"scalescope.session/1\",\n  \"sources\": [\n}", &error));
        QVERIFY2(error.startsWith(QLatin1String("line 4")), qPrintable(error));
        QJsonObject root = QJsonDocument::fromJson(io::sessionToJson(exampleSession())).object();
        QJsonObject analysis = root.value(QLatin1String("analysis")).toObject();
        QJsonObject method = analysis.value(QLatin1String("method")).toObject();
        method.insert(QStringLiteral("k"), 2.5);
        analysis.insert(QStringLiteral("method"), method);
        root.insert(QStringLiteral("analysis"), analysis);
        QVERIFY(!io::sessionFromJson(QJsonDocument(root).toJson(), &error));
        QVERIFY2(error.contains(QLatin1String("analysis.method.k")), qPrintable(error));
        analysis.insert(QStringLiteral("scope"), QStringLiteral("galaxy"));
        root.insert(QStringLiteral("analysis"), analysis);
        QVERIFY(!io::sessionFromJson(QJsonDocument(root).toJson(), &error));
        QVERIFY2(error.contains(QLatin1String("analysis.scope")), qPrintable(error));
    }

    // The fingerprint is of what was imported: a copy elsewhere matches, an edited log does not.
    void fingerprintFollowsTheContent()
    {
        SCALESCOPE_REQUIRE_MLPERF();
        QTemporaryDir dir;
        const QString from = test::mlperfDir() + QStringLiteral("/training_v4.0/tinycorp");
        const QString copy = dir.filePath(QStringLiteral("training_v4.0/tinycorp"));
        QVERIFY(QDir().mkpath(copy));
        QVERIFY(QProcess::execute(QStringLiteral("cp"), {QStringLiteral("-r"), from, QFileInfo(copy).path()}) == 0);
        QList<io::SessionSource> opened, openedCopy;
        const model::Dataset a = import::importSessionSources({io::SessionSource{from, QString(), QString()}}, {}, &opened);
        const model::Dataset b = import::importSessionSources({io::SessionSource{copy, QString(), QString()}}, {}, &openedCopy);
        QCOMPARE(a.configurations.size(), 2);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().round, QStringLiteral("4.0")); // from the path
        QVERIFY(opened.first().fingerprint.startsWith(QLatin1String("sha256:")));
        QCOMPARE(openedCopy.first().fingerprint, opened.first().fingerprint);
        // append a line to one log: the import differs, and so does the fingerprint
        QDirIterator it(copy, {QStringLiteral("result_*.txt")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        QFile log(it.next());
        QVERIFY(log.open(QIODevice::Append));
        log.write("\n");
        log.close();
        QList<io::SessionSource> edited;
        import::importSessionSources({io::SessionSource { copy, QString(), QString() }}, {}, &edited);
        QVERIFY(edited.first().fingerprint != opened.first().fingerprint);
        // the round a session gives is used
        QList<io::SessionSource> withRound;
        const model::Dataset r =
            import::importSessionSources({io::SessionSource{from, QStringLiteral("4.1"), QString()}}, {}, &withRound);
        QCOMPARE(withRound.first().round, QStringLiteral("4.1"));
        QVERIFY(r.configurations.first().id.startsWith(QLatin1String("4.1/")));
    }

    void laterSourceWinsWithADiagnostic()
    {
        model::Dataset first, second;
        model::Configuration c;
        c.id = QStringLiteral("4.0/A/s/resnet");
        c.scoreMinutes = 10;
        first.configurations = {c};
        first.sources = {QStringLiteral("/one.json")};
        c.scoreMinutes = 12;
        model::Configuration other = c;
        other.id = QStringLiteral("4.0/A/t/resnet");
        second.configurations = {c, other};
        second.sources = {QStringLiteral("/two.json")};
        first.merge(std::move(second));
        QCOMPARE(first.configurations.size(), 2);
        QCOMPARE(first.configurations[0].id, QStringLiteral("4.0/A/s/resnet"));
        QCOMPARE(*first.configurations[0].scoreMinutes, 12.0); // replaced in place
        QCOMPARE(first.sources, (QStringList{QStringLiteral("/one.json"), QStringLiteral("/two.json")}));
        QCOMPARE(first.diagnostics.size(), 1);
        const model::Diagnostic &d = first.diagnostics.first();
        QCOMPARE(d.code, QStringLiteral("dataset.replaced"));
        QCOMPARE(d.file, QStringLiteral("/two.json"));
        QVERIFY(model::diagnosticMessage(d).contains(QLatin1String("/one.json")));
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
