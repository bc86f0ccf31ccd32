// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/DerivedMetrics.h"

#include <algorithm>

namespace scalescope::analysis {

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void deriveConfigurationMetrics(model::Dataset &dataset, const model::AcceleratorCatalog &catalog)
{
    model::AcceleratorCatalog::Memo memo;
    for (model::Configuration &c : dataset.configurations) {
        const QString file = c.source == QLatin1String(model::SourceKind::Tree) ? c.id : dataset.sources.value(0);
        const model::CatalogMatch m = catalog.match(c, file, dataset.diagnostics, &memo);
        c.catalogId = m.entry ? m.entry->id : QString();
        c.catalogMatch = m.how;

        c.acceleratorMinutes.reset();
        if (c.scoreMinutes && c.accelerators && *c.accelerators > 0)
            c.acceleratorMinutes = *c.scoreMinutes * *c.accelerators;

        QList<double> tp, logged;
        c.hasDuplicateRuns = false;
        for (const model::RunRecord &r : c.runs) {
            if (r.valid && r.throughput)
                tp << *r.throughput;
            if (r.valid && r.loggedThroughput)
                logged << *r.loggedThroughput;
            c.hasDuplicateRuns = c.hasDuplicateRuns || !r.duplicateOf.isEmpty();
        }
        c.throughput = tp.isEmpty() ? std::nullopt : std::optional<double>(median(tp));
        if (tp.isEmpty() && c.validRunCount() > 0 && c.source == QLatin1String(model::SourceKind::Tree))
            dataset.diagnostics << model::Diagnostic{file, 0, model::Severity::Info, QStringLiteral("derived.no_throughput"), {}};
        c.loggedThroughput = logged.isEmpty() ? std::nullopt : std::optional<double>(median(logged));
        c.perAcceleratorThroughput.reset();
        if (c.throughput && c.accelerators && *c.accelerators > 0)
            c.perAcceleratorThroughput = *c.throughput / *c.accelerators;

        // host_processor_core_count is meant per CPU, but some submitters wrote cores per node.
        c.hostCoresPerAccelerator.reset();
        c.coreCountPerNode = false;
        if (c.hostCoresPerCpu && c.hostCpusPerNode && *c.hostCpusPerNode > 0) {
            double coresPerNode = double(*c.hostCoresPerCpu) * *c.hostCpusPerNode;
            const auto known = model::knownCpuCores(c.hostCpu, catalog, &memo);
            if (known && *c.hostCoresPerCpu > *known && *c.hostCpusPerNode > 1 &&
                *c.hostCoresPerCpu <= *known * *c.hostCpusPerNode) {
                coresPerNode = *c.hostCoresPerCpu;
                c.coreCountPerNode = true;
                dataset.diagnostics << model::Diagnostic{
                    file,
                    0,
                    model::Severity::Warning,
                    QStringLiteral("derived.cores_per_node"),
                    {QString::number(*c.hostCoresPerCpu), QString::number(*known), c.hostCpu}};
            }
            const int perNode = c.cpuOnly ? *c.hostCpusPerNode : c.acceleratorsPerNode.value_or(0);
            if (perNode > 0)
                c.hostCoresPerAccelerator = coresPerNode / perNode;
        }
    }
}

} // namespace scalescope::analysis
