#include "core/io/CsvWriter.h"

#include <QLocale>

namespace scalescope {

QString csvField(const QString &v)
{
    if (v.contains(QLatin1Char(',')) || v.contains(QLatin1Char('"')) || v.contains(QLatin1Char('\n')) ||
        v.contains(QLatin1Char('\r')) || v.startsWith(QLatin1Char(' ')) || v.endsWith(QLatin1Char(' '))) {
        QString q = v;
        q.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    return v;
}

QString formatNumber(std::optional<double> value)
{
    return value ? QString::number(*value, 'g', QLocale::FloatingPointShortest) : QString();
}

QString formatCount(std::optional<int> value)
{
    return value ? QString::number(*value) : QString();
}

} // namespace scalescope
