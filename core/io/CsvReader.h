// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// RFC 4180 CSV: quoted fields with commas, quotes and newlines; CRLF; a UTF-8 BOM. Each row
// remembers the line it starts on, for diagnostics. CsvReader hands out one row at a time, so a
// table of millions of rows never exists as rows all at once: the importers keep only what
// becomes configurations.
#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <QStringList>

namespace scalescope::io {

struct CsvRow
{
    int line = 0;
    QStringList fields;
    bool oversized = false; // more than kMaxCsvFields fields or a field over kMaxCsvFieldBytes: fields left empty
};

inline constexpr qsizetype kMaxCsvFields = 10000;       // a summarizer table has about 40
inline constexpr qsizetype kMaxCsvFieldBytes = 1 << 20; // no cell of a results table is a MiB

class CsvReader
{
public:
    explicit CsvReader(QByteArrayView utf8); // the bytes must outlive the reader
    // The next row that is not empty; false at the end.
    bool next(CsvRow &row);
    // > 0 when a quoted field starts on that line and never closes (known once next() is false).
    int unterminatedLine() const { return m_unterminated; }

private:
    QByteArrayView m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
    int m_unterminated = 0;
};

// Every row at once (small inputs and tests); `unterminatedLine` as above.
QList<CsvRow> parseCsv(const QString &text, int *unterminatedLine = nullptr);

} // namespace scalescope::io
