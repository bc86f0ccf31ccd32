// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/NativeName.h"

#include <QStringDecoder>

namespace scalescope::io {

namespace {

// The length of the valid UTF-8 sequence at `i`, or 0 (RFC 3629: no overlong forms, no surrogates,
// nothing above U+10FFFF).
qsizetype validSequenceAt(const QByteArray &s, qsizetype i)
{
    const auto byte = [&](qsizetype k) { return k < s.size() ? static_cast<unsigned char>(s[k]) : 0u; };
    const unsigned b0 = byte(i);
    const auto cont = [&](qsizetype k, unsigned lo = 0x80, unsigned hi = 0xBF) {
        const unsigned b = byte(k);
        return k < s.size() && b >= lo && b <= hi;
    };
    if (b0 < 0x80)
        return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        const unsigned lo = b0 == 0xE0 ? 0xA0 : 0x80, hi = b0 == 0xED ? 0x9F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) ? 3 : 0;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        const unsigned lo = b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xF4 ? 0x8F : 0xBF;
        return cont(i + 1, lo, hi) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

} // namespace

QString textOfNativeName(const QByteArray &native)
{
    QStringDecoder strict(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = strict.decode(native);
    if (!strict.hasError())
        return text;
    QByteArray escaped;
    escaped.reserve(native.size() * 2);
    for (qsizetype i = 0; i < native.size();) {
        const qsizetype n = validSequenceAt(native, i);
        if (n == 0) {
            escaped += "\\x" + QByteArray::number(static_cast<unsigned char>(native[i]), 16).rightJustified(2, '0').toUpper();
            ++i;
        } else if (native[i] == '\\') {
            escaped += "\\\\";
            ++i;
        } else {
            escaped += native.mid(i, n);
            i += n;
        }
    }
    return QString::fromUtf8(escaped);
}

} // namespace scalescope::io
