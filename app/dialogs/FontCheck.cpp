// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/FontCheck.h"

#include <QFontDatabase>
#include <QMessageBox>
#include <QSettings>

namespace scalescope::dialogs {

bool hangulFontAvailable()
{
    return !QFontDatabase::families(QFontDatabase::Korean).isEmpty();
}

void warnOnceIfNoHangulFont(QWidget *parent)
{
    if (hangulFontAvailable())
        return;
    QSettings settings;
    if (settings.value(QStringLiteral("ui/hangulFontWarningShown")).toBool())
        return;
    settings.setValue(QStringLiteral("ui/hangulFontWarningShown"), true);
    // Deliberately in both languages at once and not translated: the reader may not be able to
    // read the language whose glyphs are missing.
    QMessageBox::warning(parent, QStringLiteral("ScaleScope"),
                         QStringLiteral("No Korean (Hangul) font was found, so Korean text would be drawn as boxes.\n"
                                        "Install one, for example: sudo apt install fonts-noto-cjk\n\n"
                                        "한글 글꼴이 없어 한국어가 네모로 보일 수 있습니다.\n"
                                        "예를 들어 sudo apt install fonts-noto-cjk 로 글꼴을 설치하십시오."));
}

} // namespace scalescope::dialogs
