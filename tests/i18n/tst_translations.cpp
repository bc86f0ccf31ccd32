// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The catalogues are complete, and the embedded ones translate strings from every library.
#include "core/i18n/Localization.h"
#include "core/model/Diagnostic.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace scalescope;

class TestTranslations : public QObject
{
    Q_OBJECT

    struct Counts
    {
        int messages = 0;
        int unfinished = 0;
        int obsolete = 0;
        int empty = 0;
        QStringList unfinishedSources;
        QStringList translations;
    };

    static Counts scan(const QString &path)
    {
        Counts c;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return c;
        QXmlStreamReader xml(&f);
        QString source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("message")) {
                ++c.messages;
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                if (type == QLatin1String("unfinished")) {
                    ++c.unfinished;
                    c.unfinishedSources << source;
                } else if (type == QLatin1String("obsolete") || type == QLatin1String("vanished")) {
                    ++c.obsolete;
                }
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (text.trimmed().isEmpty() && type.isEmpty())
                    ++c.empty;
                c.translations << text;
            }
        }
        return c;
    }

private slots:
    void catalogueIsComplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("ko") << QStringLiteral(SCALESCOPE_SOURCE_DIR "/translations/scalescope_ko.ts");
        QTest::newRow("en") << QStringLiteral(SCALESCOPE_SOURCE_DIR "/translations/scalescope_en.ts");
    }
    void catalogueIsComplete()
    {
        QFETCH(QString, file);
        const Counts c = scan(file);
        QVERIFY2(c.messages > 0, qPrintable(file));
        QVERIFY2(c.unfinished == 0, qPrintable(QStringLiteral("unfinished: ") + c.unfinishedSources.join(QLatin1String(" | "))));
        QCOMPARE(c.obsolete, 0);
        QCOMPARE(c.empty, 0);
    }

    // No particle fill-ins ("클러스터 1이(가)", "1을(를)", "%1(으)로"): a Korean reader hears a form,
    // not a sentence. Translations choose the particle or are phrased so that none follows a value.
    void noKoreanParticleFillIns()
    {
        const Counts c = scan(QStringLiteral(SCALESCOPE_SOURCE_DIR "/translations/scalescope_ko.ts"));
        const QRegularExpression fillIn(
            QStringLiteral("\\((으|이|가|을|를|은|는|와|과)\\)|(을|를|이|가|은|는|와|과)\\((을|를|이|가|은|는|와|과)\\)"));
        QStringList found;
        for (const QString &t : c.translations)
            if (fillIn.match(t).hasMatch())
                found << t;
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1String("\n"))));
    }

    // A known string from each library is translated by the embedded catalogue.
    void knownStringsFromEachLibrary()
    {
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        const struct
        {
            const char *context;
            const char *source;
        } known[] = {
            {"Diagnostic", "No run_stop: the run is dropped."},              // core
            {"scalescope::MainMenus", "&File"},                              // app (GUI)
            {"scalescope::models::ConfigurationTableModel", "Accelerators"}, // app (models)
            {"ImportCommand", "Nothing was imported."},                      // app/cli
        };
        for (const auto &k : known) {
            const QString t = QCoreApplication::translate(k.context, k.source);
            QVERIFY2(t != QLatin1String(k.source), k.source);
            QVERIFY2(t.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))), k.source);
        }
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("scalescope::MainMenus", "&File"), QStringLiteral("&File"));
    }

    void everyDiagnosticIsTranslated()
    {
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        for (const QString &code : model::knownDiagnosticCodes()) {
            const model::Diagnostic d{
                QString(), 0, model::Severity::Error, code, {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")}};
            i18n::installLanguage(QStringLiteral("en"));
            const QString en = model::diagnosticMessage(d);
            i18n::installLanguage(QStringLiteral("ko"));
            QVERIFY2(model::diagnosticMessage(d) != en, qPrintable(code));
        }
        QCOMPARE(model::severityName(model::Severity::Error), QStringLiteral("오류"));
        i18n::installLanguage(QStringLiteral("en"));
    }

    void englishPluralForms()
    {
        QVERIFY(i18n::installLanguage(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate(
                     "ImportCommand", "%n configuration(s), %1 with an official score; %2 errors, %3 warnings.", nullptr, 1)
                     .left(15),
                 QStringLiteral("1 configuration"));
        QCOMPARE(QCoreApplication::translate(
                     "ImportCommand", "%n configuration(s), %1 with an official score; %2 errors, %3 warnings.", nullptr, 3)
                     .left(16),
                 QStringLiteral("3 configurations"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
