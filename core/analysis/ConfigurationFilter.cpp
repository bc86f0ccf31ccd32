// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/ConfigurationFilter.h"

#include "core/model/AcceleratorCatalog.h"

namespace scalescope::analysis {

bool ConfigurationFilter::isEmpty() const
{
    for (const QString &f : fields)
        if (!f.isEmpty())
            return false;
    return text.isEmpty();
}

QString ConfigurationFilter::fieldValue(const model::Configuration &c, Field field)
{
    switch (field) {
    case Round:
        return c.round;
    case Benchmark:
        return c.benchmark;
    case Accelerator:
        if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(c.catalogId))
            return e->name;
        return c.cpuOnly ? c.hostCpu : c.accelerator;
    case Org:
        return c.org;
    case Division:
        return c.division;
    case Availability:
        return c.availability;
    case FieldCount:
        break;
    }
    return {};
}

QString ConfigurationFilter::fieldKey(Field field)
{
    static const char *const keys[FieldCount] = {"round", "benchmark", "accelerator", "org", "division", "availability"};
    return field >= 0 && field < FieldCount ? QLatin1String(keys[field]) : QString();
}

bool ConfigurationFilter::matches(const model::Configuration &c) const
{
    // Case aside: submitters spell themselves "krai" and "Krai" in different rounds.
    for (int f = 0; f < FieldCount; ++f)
        if (!fields[f].isEmpty() && fieldValue(c, Field(f)).compare(fields[f], Qt::CaseInsensitive) != 0)
            return false;
    if (text.isEmpty())
        return true;
    for (const QString &s : {c.id, c.systemName, c.accelerator, c.submitter, c.hostCpu, c.framework, c.interconnect})
        if (s.contains(text, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace scalescope::analysis
