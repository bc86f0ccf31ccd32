// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/PublishedResults.h"

#include "core/model/Configuration.h"

#include <QRegularExpression>
#include <QStringList>

namespace scalescope::rules {

QUrl publishedResultsUrl(const model::Configuration &c)
{
    static const QRegularExpression publishedRound(QStringLiteral("^[0-9]+\\.[0-9]+$"));
    if (c.source != QLatin1String(model::SourceKind::Tree) || !publishedRound.match(c.round).hasMatch() || c.org.isEmpty() ||
        c.system.isEmpty() || c.benchmark.isEmpty())
        return {};
    QStringList folders{c.org, QStringLiteral("results"), c.system};
    if (c.isHpc() && c.round != QLatin1String("0.7")) { // 0.7 had strong scaling only, without its folder
        if (c.scaling.isEmpty())
            return {};
        folders << c.scaling;
    }
    folders << c.benchmark;
    for (const QString &f : folders) // names from files: a folder, never a way up or across
        if (f == QLatin1String(".") || f == QLatin1String("..") || f.contains(QLatin1Char('/')))
            return {};
    QUrl url;
    url.setScheme(QStringLiteral("https"));
    url.setHost(QStringLiteral("github.com"));
    // HEAD: the repository's default branch, whatever the round named it (master, main).
    url.setPath(QStringLiteral("/mlcommons/%1_results_v%2/tree/HEAD/%3")
                    .arg(c.isHpc() ? QStringLiteral("hpc") : QStringLiteral("training"), c.round, folders.join(QLatin1Char('/'))),
                QUrl::DecodedMode);
    return url;
}

} // namespace scalescope::rules
