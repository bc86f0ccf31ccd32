// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/Localization.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace scalescope::i18n {
namespace {

struct Installed
{
    std::unique_ptr<QTranslator> program;
    std::unique_ptr<QTranslator> qt;
    QString language = QStringLiteral("en");
};

Installed &installed()
{
    static Installed s;
    return s;
}

} // namespace

QStringList supportedLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("ko")};
}

QString nativeLanguageName(const QString &language)
{
    return language == QLatin1String("ko") ? QStringLiteral("한국어") : QStringLiteral("English");
}

QString normaliseLanguage(const QString &language)
{
    const QString l = language.trimmed().toLower();
    if (l.startsWith(QLatin1String("ko")) || l == QLatin1String("korean") || l == QStringLiteral("한국어"))
        return QStringLiteral("ko");
    if (l.startsWith(QLatin1String("en")) || l == QLatin1String("english") || l == QLatin1String("c"))
        return QStringLiteral("en");
    return {};
}

QString currentLanguage()
{
    return installed().language;
}

bool installLanguage(const QString &language)
{
    const QString lang = normaliseLanguage(language);
    if (lang.isEmpty())
        return false;
    Installed &s = installed();
    if (s.program)
        QCoreApplication::removeTranslator(s.program.get());
    if (s.qt)
        QCoreApplication::removeTranslator(s.qt.get());
    s.program = std::make_unique<QTranslator>();
    s.qt = std::make_unique<QTranslator>();

    // The English catalogue carries only plural forms; it is installed too.
    const bool ok = s.program->load(QStringLiteral(":/i18n/scalescope_") + lang + QStringLiteral(".qm"));
    if (ok)
        QCoreApplication::installTranslator(s.program.get());
    if (lang != QLatin1String("en") &&
        s.qt->load(QStringLiteral("qtbase_") + lang, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(s.qt.get());
    s.language = lang;
    QLocale::setDefault(QLocale(lang == QLatin1String("ko") ? QLocale::Korean : QLocale::English,
                                lang == QLatin1String("ko") ? QLocale::SouthKorea : QLocale::UnitedStates));
    return ok;
}

} // namespace scalescope::i18n
