#include "core/io/CsvReader.h"

namespace scalescope {

QList<CsvRow> parseCsv(const QString &input, int *unterminatedLine)
{
    QList<CsvRow> rows;
    if (unterminatedLine)
        *unterminatedLine = 0;
    QStringView text(input);
    if (text.startsWith(QChar(0xFEFF)))
        text = text.mid(1);
    CsvRow row;
    QString field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    int quoteStart = 0;
    row.line = 1;
    auto endField = [&]() {
        row.fields << field;
        field.clear();
        fieldStarted = false;
    };
    auto endRow = [&]() {
        endField();
        if (!(row.fields.size() == 1 && row.fields.first().isEmpty()))
            rows << row;
        row = CsvRow{};
        row.line = line;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (quoted) {
            if (ch == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (ch == QLatin1Char('\n'))
                    ++line;
                field += ch;
            }
            continue;
        }
        if (ch == QLatin1Char('"') && !fieldStarted) {
            quoted = true;
            fieldStarted = true;
            quoteStart = line;
        } else if (ch == QLatin1Char(',')) {
            endField();
        } else if (ch == QLatin1Char('\r')) {
            continue;
        } else if (ch == QLatin1Char('\n')) {
            ++line;
            endRow();
        } else {
            field += ch;
            fieldStarted = true;
        }
    }
    if (quoted && unterminatedLine)
        *unterminatedLine = quoteStart;
    if (fieldStarted || !field.isEmpty() || !row.fields.isEmpty())
        endRow();
    return rows;
}

} // namespace scalescope
