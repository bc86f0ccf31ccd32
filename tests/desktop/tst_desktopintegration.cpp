// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What a package puts on a desktop, held to the programs: every manual page lists exactly the
// options its program's --help prints, every program says the project's version, the desktop entry
// and AppStream name the MIME types the definition declares, and a desktop's MIME database (built
// by update-mime-database, read by QMimeDatabase as file managers read it) recognises the files
// ScaleScope writes by their content, whatever they are named.
#include "core/io/DatasetFormat.h"
#include "core/io/SessionFormat.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QSize>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace scalescope;

namespace {

const QString kAppId = QStringLiteral(SCALESCOPE_APP_ID);

QString program(const QString &name)
{
    return QDir(QStringLiteral(SCALESCOPE_BIN_DIR)).filePath(name);
}

QString sourceFile(const QString &relative)
{
    return QDir(QStringLiteral(SCALESCOPE_SOURCE_DIR)).filePath(relative);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Run
{
    int exitCode = -1;
    QString out;
};

Run run(const QString &exe, const QStringList &args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(exe, args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAll())};
}

// Option names (-k, --help) in a piece of text.
QStringList optionTokens(const QString &text)
{
    static const QRegularExpression token(QStringLiteral("(?<![\\w-])--?[A-Za-z][\\w-]*"));
    QStringList found;
    for (auto it = token.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    return found;
}

QStringList sortedUnique(QStringList list)
{
    list.sort();
    list.removeDuplicates();
    return list;
}

// The options a help text offers: Qt's parser lists them one per line ("  -k, --name <V>  text");
// the probe's usage line lists them in brackets.
QStringList helpOptions(const QString &help, bool usageLine)
{
    QStringList found;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (usageLine) {
            if (line.trimmed().isEmpty())
                break; // the usage ends at the first blank line; prose follows
            found << optionTokens(line);
        } else if (line.startsWith(QLatin1String("  -"))) {
            found << optionTokens(line.trimmed().section(QStringLiteral("  "), 0, 0)); // the option column
        }
    }
    return sortedUnique(found);
}

// The options a manual page documents for `command`: the tag lines (after .TP) inside the blocks
// marked `.\" options: COMMAND...` ... `.\" options: end`.
QStringList manOptions(const QString &page, const QString &command)
{
    QStringList found;
    QStringList current;
    bool tagNext = false;
    for (const QString &raw : page.split(QLatin1Char('\n'))) {
        if (raw.startsWith(QLatin1String(".\\\" options:"))) {
            current = raw.mid(12).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (current == QStringList{QStringLiteral("end")})
                current.clear();
            continue;
        }
        if (raw == QLatin1String(".TP")) {
            tagNext = true;
            continue;
        }
        if (tagNext && current.contains(command)) {
            QString line = raw;
            line.replace(QLatin1String("\\-"), QLatin1String("-"));
            line.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]")));
            found << optionTokens(line);
        }
        tagNext = false;
    }
    return sortedUnique(found);
}

// The MIME types the definition declares.
QStringList declaredMimeTypes()
{
    QXmlStreamReader xml(readAll(sourceFile(QStringLiteral("resources/desktop/%1.mime.xml").arg(kAppId))));
    QStringList types;
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (xml.isStartElement() && xml.name() == QLatin1String("mime-type"))
            types << xml.attributes().value(QLatin1String("type")).toString();
        if (!xml.isStartElement())
            xml.readNext();
    }
    return sortedUnique(types);
}

// A desktop entry's key in its main group.
QString desktopValue(const QString &key)
{
    const QString text = QString::fromUtf8(readAll(sourceFile(QStringLiteral("resources/desktop/%1.desktop").arg(kAppId))));
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (line.startsWith(key + QLatin1Char('=')))
            return line.mid(key.size() + 1);
    return {};
}

// Width and height from a PNG's IHDR chunk.
QSize pngSize(const QString &path)
{
    const QByteArray b = readAll(path);
    if (b.size() < 24 || !b.startsWith("\x89PNG"))
        return {};
    auto be32 = [&b](int at) {
        return int((uchar(b[at]) << 24) | (uchar(b[at + 1]) << 16) | (uchar(b[at + 2]) << 8) | uchar(b[at + 3]));
    };
    return {be32(16), be32(20)};
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

class DesktopIntegrationTest : public QObject
{
    Q_OBJECT

private slots:
    void manPageListsExactlyTheHelpOptions_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("command"); // the marker in the page
        QTest::addColumn<QString>("exe");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("usageLine");
        auto row = [](const QString &name, const char *page, const char *command, const char *exe, QStringList args, bool usage) {
            QTest::newRow(qPrintable(name)) << QString::fromLatin1(page) << QString::fromLatin1(command)
                                            << QString::fromLatin1(exe) << args << usage;
        };
        const QString help = QStringLiteral("--help");
        row(QStringLiteral("scalescope"), "scalescope.1", "scalescope", "scalescope", {help}, false);
        row(QStringLiteral("scalescope-cli"), "scalescope-cli.1", "-", "scalescope-cli", {help}, false);
        for (const char *command : {"import", "analyze", "export", "report", "plan", "check-log"})
            row(QStringLiteral("scalescope-cli ") + QLatin1String(command), "scalescope-cli.1", command, "scalescope-cli",
                {QString::fromLatin1(command), help}, false);
        row(QStringLiteral("scalescope-probe"), "scalescope-probe.1", "scalescope-probe", "scalescope-probe", {help}, true);
        if (QFile::exists(program(QStringLiteral("scalescope-probe-mpi")))) // built where MPI is found
            row(QStringLiteral("scalescope-probe-mpi"), "scalescope-probe-mpi.1", "scalescope-probe-mpi", "scalescope-probe-mpi",
                {help}, true);
    }
    void manPageListsExactlyTheHelpOptions()
    {
        QFETCH(QString, page);
        QFETCH(QString, command);
        QFETCH(QString, exe);
        QFETCH(QStringList, args);
        QFETCH(bool, usageLine);
        const Run help = run(program(exe), args);
        QCOMPARE(help.exitCode, 0);
        const QStringList fromHelp = helpOptions(help.out, usageLine);
        QVERIFY2(fromHelp.size() >= 2, qPrintable(help.out));
        const QStringList fromMan =
            manOptions(QString::fromUtf8(readAll(sourceFile(QStringLiteral("docs/man/") + page))), command);
        if (fromMan != fromHelp)
            qWarning().noquote() << "--help:" << fromHelp.join(QLatin1Char(' '))
                                 << "\nman page:" << fromMan.join(QLatin1Char(' '));
        QCOMPARE(fromMan, fromHelp);
    }

    void everyProgramShowsTheProjectVersion()
    {
        const QString version = QStringLiteral(SCALESCOPE_PROJECT_VERSION);
        for (const char *exe : {"scalescope", "scalescope-cli", "scalescope-probe", "scalescope-probe-mpi"}) {
            if (!QFile::exists(program(QLatin1String(exe))))
                continue; // scalescope-probe-mpi without MPI; the others are dependencies of this test
            const Run r = run(program(QLatin1String(exe)), {QStringLiteral("--version")});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(r.out.contains(QLatin1Char(' ') + version + QLatin1String(" (commit ")),
                     qPrintable(QLatin1String(exe) + QLatin1String(": ") + r.out));
        }
        // Without any display (no X, no Wayland, no platform named): the app answers --version and
        // --help all the same, as over SSH or in a package check, instead of aborting.
        QProcess headless;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(name));
        headless.setProcessEnvironment(env);
        headless.setProcessChannelMode(QProcess::MergedChannels);
        for (const char *option : {"--version", "--help"}) {
            headless.start(program(QStringLiteral("scalescope")), {QLatin1String(option)});
            QVERIFY(headless.waitForFinished(60000));
            const QString out = QString::fromUtf8(headless.readAll());
            QVERIFY2(headless.exitStatus() == QProcess::NormalExit && headless.exitCode() == 0, qPrintable(out));
            QVERIFY2(out.contains(qstrcmp(option, "--version") == 0 ? QStringLiteral("ScaleScope ") + version
                                                                    : QStringLiteral("--quit-after")),
                     qPrintable(out));
        }
        // The probe's document says it too (the app reads it from there).
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run.json"));
        QCOMPARE(run(program(QStringLiteral("scalescope-probe")),
                     {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--suite"), QStringLiteral("inventory"),
                      QStringLiteral("--out"), out})
                     .exitCode,
                 0);
        const QJsonObject doc = QJsonDocument::fromJson(readAll(out)).object();
        QCOMPARE(doc.value(QLatin1String("tool")).toObject().value(QLatin1String("version")).toString(), version);
        // And the manual pages' headers.
        for (const char *page : {"scalescope.1", "scalescope-cli.1", "scalescope-probe.1", "scalescope-probe-mpi.1"})
            QVERIFY(readAll(sourceFile(QStringLiteral("docs/man/") + QLatin1String(page)))
                        .contains("\"ScaleScope @PROJECT_VERSION@\""));
    }

    void desktopEntryAndMetainfoNameTheDeclaredTypes()
    {
        const QStringList declared = declaredMimeTypes();
        QCOMPARE(declared.size(), 4);
        QStringList entry = desktopValue(QStringLiteral("MimeType")).split(QLatin1Char(';'), Qt::SkipEmptyParts);
        QCOMPARE(sortedUnique(entry), declared);
        QCOMPARE(desktopValue(QStringLiteral("Exec")), QStringLiteral("scalescope %F"));
        QCOMPARE(desktopValue(QStringLiteral("Icon")), kAppId);
        QVERIFY(!desktopValue(QStringLiteral("Name[ko]")).isEmpty());
        QVERIFY(!desktopValue(QStringLiteral("Comment[ko]")).isEmpty());

        const QString metainfo =
            QString::fromUtf8(readAll(sourceFile(QStringLiteral("resources/desktop/%1.metainfo.xml.in").arg(kAppId))));
        QVERIFY(metainfo.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kAppId)));
        QStringList provided;
        static const QRegularExpression mediatype(QStringLiteral("<mediatype>([^<]+)</mediatype>"));
        for (auto it = mediatype.globalMatch(metainfo); it.hasNext();)
            provided << it.next().captured(1);
        QCOMPARE(sortedUnique(provided), declared);
        QVERIFY(metainfo.contains(QStringLiteral("<summary xml:lang=\"ko\">")));
    }

    void iconIsRenderedAtEveryHicolorSize()
    {
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
            const QString png = QStringLiteral(SCALESCOPE_ICON_DIR "/%1x%1/").arg(size) + kAppId + QStringLiteral(".png");
            QCOMPARE(pngSize(png), QSize(size, size));
        }
    }

    // A file manager opens ScaleScope's documents with ScaleScope: by content, not only by name.
    void mimeDatabaseRecognisesWhatScaleScopeWrites()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("update-mime-database")).isEmpty())
            QFAIL("update-mime-database (shared-mime-info) is missing: scripts/install-deps.sh installs it");
        QTemporaryDir data;
        QVERIFY(QDir(data.path()).mkpath(QStringLiteral("mime/packages")));
        QVERIFY(QFile::copy(sourceFile(QStringLiteral("resources/desktop/%1.mime.xml").arg(kAppId)),
                            data.filePath(QStringLiteral("mime/packages/%1.xml").arg(kAppId))));
        // The system's definitions (application/json, text/csv) after ours, none of the user's.
        QTemporaryDir home;
        qputenv("XDG_DATA_HOME", home.path().toLocal8Bit());
        qputenv("XDG_DATA_DIRS", (data.path() + QStringLiteral(":/usr/share")).toLocal8Bit());
        QCOMPARE(QProcess::execute(QStringLiteral("update-mime-database"), {data.filePath(QStringLiteral("mime"))}), 0);

        QTemporaryDir dir;
        auto file = [&dir](const QString &name) { return dir.filePath(name); };
        const model::Dataset sample = io::datasetFromJson(
            readAll(sourceFile(QStringLiteral("resources/sample/mlperf-training-sample.json"))), QStringLiteral("sample"));
        QVERIFY(!sample.configurations.isEmpty());
        io::Session session;
        session.sources = {{QStringLiteral("/data/training_v4.0"), QStringLiteral("4.0"), QString()}};
        QVERIFY(writeFile(file(QStringLiteral("study.scalescope")), io::sessionToJson(session)));
        QVERIFY(writeFile(file(QStringLiteral("study-copy.json")), io::sessionToJson(session)));
        QVERIFY(writeFile(file(QStringLiteral("export.json")), io::datasetToJson(sample, true)));
        QVERIFY(writeFile(file(QStringLiteral("export-compact.json")), io::datasetToJson(sample, false)));
        QVERIFY(writeFile(file(QStringLiteral("table.csv")), io::datasetToCsv(sample)));
        QVERIFY(writeFile(file(QStringLiteral("plain.json")), "{\n    \"schema\": \"someone.else/1\"\n}\n"));
        QVERIFY(writeFile(file(QStringLiteral("plain.csv")), "org,system\nA,B\n"));
        QCOMPARE(run(program(QStringLiteral("scalescope-probe")),
                     {QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--suite"), QStringLiteral("inventory"),
                      QStringLiteral("--out"), file(QStringLiteral("gpu-node-7.json"))})
                     .exitCode,
                 0);

        const QMimeDatabase db;
        const QList<QPair<QString, QString>> expected = {
            {QStringLiteral("study.scalescope"), QStringLiteral("application/x-scalescope-session")},
            {QStringLiteral("study-copy.json"), QStringLiteral("application/x-scalescope-session")},
            {QStringLiteral("export.json"), QStringLiteral("application/x-scalescope-dataset")},
            {QStringLiteral("export-compact.json"), QStringLiteral("application/x-scalescope-dataset")},
            {QStringLiteral("table.csv"), QStringLiteral("application/x-scalescope-dataset-csv")},
            {QStringLiteral("gpu-node-7.json"), QStringLiteral("application/x-scalescope-probe-run")},
        };
        // By content, as GIO's file managers decide when the name says only "JSON" or "CSV" and the
        // content names a subclass (Qt takes a single match by name as final, so Dolphin shows
        // "JSON" for export.json: the file still opens in ScaleScope from its "Open with" list).
        for (const auto &[name, type] : expected) {
            const QString found = db.mimeTypeForData(readAll(file(name))).name();
            QVERIFY2(found == type, qPrintable(name + QStringLiteral(" reads as ") + found + QStringLiteral(", not ") + type));
        }
        // By name alone: a session, and anything without a telling extension goes by its content.
        QCOMPARE(db.mimeTypeForFile(file(QStringLiteral("study.scalescope")), QMimeDatabase::MatchExtension).name(),
                 QStringLiteral("application/x-scalescope-session"));
        // Other JSON and CSV stay what they are.
        QCOMPARE(db.mimeTypeForFile(file(QStringLiteral("plain.json"))).name(), QStringLiteral("application/json"));
        QCOMPARE(db.mimeTypeForFile(file(QStringLiteral("plain.csv"))).name(), QStringLiteral("text/csv"));
        QVERIFY(!db.mimeTypeForData(readAll(file(QStringLiteral("plain.json")))).name().contains(QLatin1String("scalescope")));
        QVERIFY(QFile::rename(file(QStringLiteral("gpu-node-7.json")), file(QStringLiteral("gpu-node-7"))));
        QCOMPARE(db.mimeTypeForFile(file(QStringLiteral("gpu-node-7"))).name(),
                 QStringLiteral("application/x-scalescope-probe-run"));
        QVERIFY(
            db.mimeTypeForName(QStringLiteral("application/x-scalescope-session")).inherits(QStringLiteral("application/json")));
    }
};

QTEST_GUILESS_MAIN(DesktopIntegrationTest)
#include "tst_desktopintegration.moc"
