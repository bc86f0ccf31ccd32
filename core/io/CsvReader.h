#pragma once
// RFC 4180 CSV: quoted fields with commas, quotes and newlines; CRLF; a UTF-8 BOM. Each row
// remembers the line it starts on, for diagnostics.
#include <QList>
#include <QString>
#include <QStringList>

namespace scalescope {

struct CsvRow
{
    int line = 0;
    QStringList fields;
};

// Parses text; `unterminatedLine` is set (> 0) when a quoted field never closes.
QList<CsvRow> parseCsv(const QString &text, int *unterminatedLine = nullptr);

} // namespace scalescope
