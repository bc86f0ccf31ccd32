// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Loading the program's and Qt's own translations, and switching language at run time.
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace scalescope::i18n {

// "en" or "ko" from a user's choice ("ko", "ko_KR", "Korean" ...); empty when unsupported.
QString normaliseLanguage(const QString &language);
QStringList supportedLanguages(); // {"en", "ko"}
// A language's name in that language ("English", "한국어"), as people look for it in a menu.
QString nativeLanguageName(const QString &language);

// Installs the translators for `language` on the application, replacing earlier ones.
// Returns false when the program's catalogue for that language is missing. Installing sends a
// LanguageChange event to every widget, which is how open windows retranslate.
bool installLanguage(const QString &language);

QString currentLanguage();

} // namespace scalescope::i18n
