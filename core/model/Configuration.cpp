// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Configuration.h"

namespace scalescope::model {

int Configuration::validRunCount() const
{
    int n = 0;
    for (const RunRecord &r : runs)
        n += r.valid ? 1 : 0;
    return n;
}

QString makeConfigurationId(const QString &round, const QString &org, const QString &system, const QString &benchmark)
{
    return round + QLatin1Char('/') + org + QLatin1Char('/') + system + QLatin1Char('/') + benchmark;
}

QString makeHpcConfigurationId(const QString &round, const QString &org, const QString &system, const QString &scaling,
                               const QString &benchmark)
{
    return QStringLiteral("hpc-") + round + QLatin1Char('/') + org + QLatin1Char('/') + system + QLatin1Char('/') + scaling +
           QLatin1Char('/') + benchmark;
}

} // namespace scalescope::model
