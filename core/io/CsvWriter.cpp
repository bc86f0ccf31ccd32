// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/CsvWriter.h"

#include <QLocale>

namespace scalescope::io {

namespace {

bool startsLikeAFormula(QStringView v)
{
    if (v.isEmpty())
        return false;
    const QChar c = v.front();
    if (c != u'=' && c != u'+' && c != u'-' && c != u'@' && c != u'\t' && c != u'\r')
        return false;
    bool number = false;
    (void)v.toDouble(&number); // -5 and +1e3 are numbers, not formulas
    return !number;
}

} // namespace

QString csvFieldText(const QString &field)
{
    if (field.startsWith(QLatin1Char('\'')) &&
        (startsLikeAFormula(QStringView(field).mid(1)) || (field.size() > 1 && field.at(1) == QLatin1Char('\''))))
        return field.mid(1);
    return field;
}

QString csvField(const QString &value)
{
    // Neutralised: "=cmd" → "'=cmd"; a leading apostrophe that csvFieldText would take is doubled.
    const bool neutralise = startsLikeAFormula(value) || (value.startsWith(QLatin1Char('\'')) && csvFieldText(value) != value);
    const QString v = neutralise ? QLatin1Char('\'') + value : value;
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

} // namespace scalescope::io
