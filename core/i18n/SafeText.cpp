// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/i18n/SafeText.h"

namespace scalescope::i18n {

QString htmlEscaped(const QString &plain)
{
    return plain.toHtmlEscaped();
}

QString unescapedHtml(const QString &escaped)
{
    QString out = escaped;
    out.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&#39;"), QLatin1String("'"))
        .replace(QLatin1String("&amp;"), QLatin1String("&")); // last: "&amp;lt;" is the text "&lt;"
    return out;
}

QString htmlOfPlain(const QString &plain)
{
    QString body = plain.toHtmlEscaped();
    body.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return body;
}

QString richTextOf(const QString &plain)
{
    return markedRich(htmlOfPlain(plain));
}

QString markedRich(const QString &html)
{
    return QLatin1String("<qt>") + html + QLatin1String("</qt>");
}

QString terminalSafe(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool keep = u == u'\n' || u == u'\t';
        const bool control = u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0);
        const bool format = c.category() == QChar::Other_Format; // bidi overrides, zero-width joiners
        if (keep || (!control && !format)) {
            out += c;
        } else if (u < 0x100) {
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        } else {
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        }
    }
    return out;
}

} // namespace scalescope::i18n
