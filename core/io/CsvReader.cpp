// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/CsvReader.h"

#include <QStringDecoder>

namespace scalescope::io {

namespace {

// QString::fromUtf8 drops a leading U+FEFF, so a cell that begins with one (only the file's first
// bytes are a byte-order mark) would lose it: the fuzzer found a raw system string that did.
QString decodeField(const QByteArray &field)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless | QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(field);
}

} // namespace

CsvReader::CsvReader(QByteArrayView utf8) : m_text(utf8)
{
    if (m_text.startsWith("\xEF\xBB\xBF"))
        m_pos = 3;
}

bool CsvReader::next(CsvRow &row)
{
    // Delimiters are ASCII, so the bytes are split as they are and each field decoded once.
    while (m_pos < m_text.size()) {
        row = CsvRow{};
        row.line = m_line;
        QByteArray field;
        bool quoted = false, fieldStarted = false, rowEnded = false;
        int quoteStart = 0;
        qsizetype fields = 0;
        auto endField = [&]() {
            if (++fields > kMaxCsvFields)
                row.oversized = true;
            if (!row.oversized)
                row.fields << decodeField(field);
            field.clear();
            fieldStarted = false;
        };
        auto add = [&](char c) {
            if (field.size() >= kMaxCsvFieldBytes)
                row.oversized = true;
            else if (!row.oversized)
                field += c;
        };
        for (; m_pos < m_text.size() && !rowEnded; ++m_pos) {
            const char ch = m_text[m_pos];
            if (quoted) {
                if (ch == '"') {
                    if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') {
                        add('"');
                        ++m_pos;
                    } else {
                        quoted = false;
                    }
                } else {
                    if (ch == '\n')
                        ++m_line;
                    add(ch);
                }
            } else if (ch == '"' && !fieldStarted) {
                quoted = fieldStarted = true;
                quoteStart = m_line;
            } else if (ch == ',') {
                endField();
            } else if (ch == '\r') {
                // CRLF: the \n ends the row
            } else if (ch == '\n') {
                ++m_line;
                rowEnded = true;
            } else {
                add(ch);
                fieldStarted = true;
            }
        }
        if (quoted)
            m_unterminated = quoteStart;
        endField();
        if (row.oversized)
            row.fields.clear();
        if (row.oversized || !(row.fields.size() == 1 && row.fields.first().isEmpty())) // blank lines are no rows
            return true;
    }
    return false;
}

QList<CsvRow> parseCsv(const QString &text, int *unterminatedLine)
{
    const QByteArray utf8 = text.toUtf8();
    CsvReader reader(utf8);
    QList<CsvRow> rows;
    CsvRow row;
    while (reader.next(row))
        rows << row;
    if (unterminatedLine)
        *unterminatedLine = reader.unterminatedLine();
    return rows;
}

} // namespace scalescope::io
