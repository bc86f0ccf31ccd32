// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/UnitParsing.h"

#include "core/model/Plausible.h"

#include <QRegularExpression>

namespace scalescope::import {

bool isPlaceholder(const QString &value)
{
    const QString v = value.trimmed().toLower();
    static const QStringList kPlaceholders = {QString(),
                                              QStringLiteral("todo"),
                                              QStringLiteral("n/a"),
                                              QStringLiteral("na"),
                                              QStringLiteral("-"),
                                              QStringLiteral("none"),
                                              QStringLiteral("null"),
                                              QStringLiteral("tbd"),
                                              QStringLiteral("unknown")};
    return kPlaceholders.contains(v);
}

std::optional<int> parseCount(const QString &value)
{
    if (isPlaceholder(value))
        return std::nullopt;
    bool ok = false;
    const double d = value.trimmed().toDouble(&ok); // "8", "8.0", "1e3"; never negative, huge or fractional
    return ok ? model::plausibleCount(d) : std::nullopt;
}

std::optional<double> parseCapacityGb(const QString &value)
{
    if (isPlaceholder(value))
        return std::nullopt;
    // optional "N x", a number, a unit (K/M/G/T/P, optional i, optional B)
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(?:(\d+)\s*[xX×]\s*)?(\d+(?:\.\d+)?)\s*([KMGTP])(i?)(?:B|b)?(?![A-Za-z]))"));
    const QRegularExpressionMatch m = re.match(value);
    if (!m.hasMatch())
        return std::nullopt;
    const double count = m.captured(1).isEmpty() ? 1.0 : m.captured(1).toDouble();
    const double number = m.captured(2).toDouble();
    const QChar unit = m.captured(3).at(0);
    const bool binary = !m.captured(4).isEmpty();
    static const QString kUnits = QStringLiteral("KMGTP");
    const int power = kUnits.indexOf(unit) + 1; // K=1 ... P=5
    double bytes = number;
    for (int i = 0; i < power; ++i)
        bytes *= binary ? 1024.0 : 1000.0;
    return count * bytes / 1e9;
}

QString normaliseAvailability(const QString &status)
{
    const QString s = status.trimmed().toLower();
    if (s == QLatin1String("onprem") || s == QLatin1String("available") || s.startsWith(QLatin1String("available on")))
        return QStringLiteral("onprem");
    if (s == QLatin1String("cloud") || s == QLatin1String("available cloud") || s == QLatin1String("available in cloud"))
        return QStringLiteral("cloud");
    if (s == QLatin1String("preview"))
        return QStringLiteral("preview");
    if (s == QLatin1String("research") || s == QLatin1String("rdi"))
        return QStringLiteral("research");
    return {};
}

QString normaliseDivision(const QString &division)
{
    const QString d = division.trimmed().toLower();
    if (d == QLatin1String("closed") || d == QLatin1String("close"))
        return QStringLiteral("closed");
    if (d == QLatin1String("open"))
        return QStringLiteral("open");
    return {};
}

} // namespace scalescope::import
