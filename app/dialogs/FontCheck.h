// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Korean text needs a Hangul font; without one Qt draws boxes. The app says so once.
class QWidget;

namespace scalescope::dialogs {

bool hangulFontAvailable();
// Shows the warning (in English and Korean at once) the first time no Hangul font is found.
void warnOnceIfNoHangulFont(QWidget *parent);

} // namespace scalescope::dialogs
