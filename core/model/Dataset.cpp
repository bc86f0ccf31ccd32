// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Dataset.h"

#include <QHash>

namespace scalescope::model {

void Dataset::merge(Dataset &&other)
{
    // Which source each configuration here came from, to name it when it is replaced.
    QHash<QString, qsizetype> at;
    for (qsizetype i = 0; i < configurations.size(); ++i)
        at.insert(configurations[i].id, i);
    const QString earlier = sources.isEmpty() ? QString() : sources.join(QStringLiteral(", "));
    const QString later = other.sources.isEmpty() ? QString() : other.sources.join(QStringLiteral(", "));
    diagnostics.append(std::move(other.diagnostics));
    for (Configuration &c : other.configurations) {
        const auto it = at.constFind(c.id);
        if (it == at.cend()) {
            at.insert(c.id, configurations.size());
            configurations.append(std::move(c));
            continue;
        }
        diagnostics << Diagnostic{later, 0, Severity::Warning, QStringLiteral("dataset.replaced"), {c.id, earlier}};
        configurations[*it] = std::move(c);
    }
    sources.append(std::move(other.sources));
}

bool Dataset::hasRoomFor(const QString &path, int line)
{
    if (configurations.size() < kMaxConfigurationsPerFile)
        return true;
    configurations = {};
    diagnostics << Diagnostic{path,
                              line,
                              Severity::Error,
                              QStringLiteral("import.too_many_configurations"),
                              {QString::number(kMaxConfigurationsPerFile)}};
    return false;
}

int Dataset::count(Severity s) const
{
    int n = 0;
    for (const Diagnostic &d : diagnostics)
        n += d.severity == s ? 1 : 0;
    return n;
}

} // namespace scalescope::model
