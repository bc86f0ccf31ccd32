// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text that came from a file (names, hosts, ids, paths) is shown as text, never as markup or as
// terminal control: Qt decides "rich text" by looking at a string (Qt::mightBeRichText), and Qt
// Charts renders every title, legend and axis label as HTML, so `<img src=...>` in a folder name
// would load a local file into a chart and every export of it.
#include <QString>

namespace scalescope::i18n {

// For a sink that reads HTML (Qt Charts text, deliberate HTML): <, >, & and " escaped.
QString htmlEscaped(const QString &plain);

// The reverse of htmlEscaped (chart titles are held escaped; file metadata wants the text).
QString unescapedHtml(const QString &escaped);

// Plain text as an HTML fragment: escaped, line breaks as <br>.
QString htmlOfPlain(const QString &plain);

// Plain text as HTML that Qt always takes for rich text ("<qt>" ... "</qt>", line breaks kept):
// for sinks that guess (tooltips, message boxes, input dialog labels).
QString richTextOf(const QString &plain);

// `html` (already escaped where it holds file text) marked so that Qt takes it for rich text.
QString markedRich(const QString &html);

// For a terminal: control characters (ANSI escapes, bidi overrides, other C0/C1 and format
// characters) written as \x1b or \u202e, tabs and line breaks kept.
QString terminalSafe(const QString &text);

} // namespace scalescope::i18n
