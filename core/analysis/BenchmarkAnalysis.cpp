// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/BenchmarkAnalysis.h"

#include "core/analysis/ScalingModel.h"

#include <QMap>
#include <QSet>

namespace scalescope::analysis {
namespace {

quint64 nextRevision()
{
    static std::atomic<quint64> counter{0};
    return ++counter;
}

QList<SurfacePlacement> placeOnSurface(const QList<model::Configuration> &configs, const ScalingAnalysis &scaling)
{
    QList<SurfacePlacement> out;
    for (const ConfigurationScaling &s : scaling.configurations)
        if (s.epsilonEff && s.k)
            out << SurfacePlacement{s.index, configs[s.index].id, *s.k, *s.epsilonEff, offGridPosition(*s.epsilonEff)};
    return out;
}

void countCoverage(BenchmarkAnalysis &a)
{
    AnalysisCoverage &c = a.coverage;
    c.analysed = int(a.configurations.size());
    c.scored = int(a.scaling.configurations.size());
    c.noScore = c.analysed - c.scored;
    c.noReference = c.references = c.sameSize = 0;
    for (const ConfigurationScaling &s : a.scaling.configurations) {
        c.noReference += s.referenceId.isEmpty() ? 1 : 0;
        c.references += s.isReference ? 1 : 0;
        c.sameSize += !s.isReference && !s.referenceId.isEmpty() && !s.epsilonEff ? 1 : 0;
    }
    c.onSurface = c.offGrid = 0;
    for (const SurfacePlacement &p : a.surface)
        (p.offGrid == OffGrid::On ? c.onSurface : c.offGrid) += 1;
    c.clustered = c.notClustered = c.duplicates = 0;
    if (a.method) {
        for (int label : a.method->labels)
            (label >= 0 ? c.clustered : c.notClustered) += 1;
        for (bool d : a.method->duplicate)
            c.duplicates += d ? 1 : 0;
    }
}

} // namespace

QString defaultBenchmark(const QList<model::Configuration> &configurations)
{
    QMap<QString, int> counts;
    for (const model::Configuration &c : configurations)
        ++counts[c.benchmark];
    if (counts.contains(QStringLiteral("resnet")))
        return QStringLiteral("resnet");
    QString best;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (best.isEmpty() || it.value() > counts.value(best))
            best = it.key();
    return best;
}

OffGrid offGridPosition(double epsilon)
{
    if (epsilonOnGrid(epsilon))
        return OffGrid::On;
    if (epsilon < 0)
        return OffGrid::Negative;
    return epsilon > 0.1 ? OffGrid::Above : OffGrid::Below;
}

QString offGridKey(OffGrid position)
{
    switch (position) {
    case OffGrid::Negative:
        return QStringLiteral("negative");
    case OffGrid::Above:
        return QStringLiteral("above");
    case OffGrid::Below:
        return QStringLiteral("below");
    case OffGrid::On:
        break;
    }
    return {};
}

int BenchmarkAnalysis::indexOf(const QString &id) const
{
    for (int i = 0; i < configurations.size(); ++i)
        if (configurations[i].id == id)
            return i;
    return -1;
}

const model::Configuration *BenchmarkAnalysis::find(const QString &id) const
{
    const int i = indexOf(id);
    return i >= 0 ? &configurations[i] : nullptr;
}

std::optional<BenchmarkAnalysis> analyseBenchmark(const model::Dataset &dataset, const AnalysisSettings &s,
                                                  const BenchmarkAnalysis *prev, const std::atomic<bool> *cancel)
{
    const auto cancelled = [cancel]() { return cancel && cancel->load(); };
    BenchmarkAnalysis a;
    a.settings = s;
    a.sources = dataset.sources;
    for (const model::Configuration &c : dataset.configurations) {
        if (!a.benchmarks.contains(c.benchmark))
            a.benchmarks << c.benchmark;
        if (c.isHpc() && !a.hpcBenchmarks.contains(c.benchmark))
            a.hpcBenchmarks << c.benchmark;
    }
    a.benchmarks.sort();
    a.hpcBenchmarks.sort();
    a.benchmark = s.benchmark.isEmpty() ? defaultBenchmark(dataset.configurations) : s.benchmark;

    // Which configurations are in.
    QSet<QString> explicitIds;
    if (s.includedIds)
        explicitIds = QSet<QString>(s.includedIds->cbegin(), s.includedIds->cend());
    for (const model::Configuration &c : dataset.configurations) {
        if (c.benchmark != a.benchmark)
            continue;
        if (c.isWeakScaling()) { // many models at once: the weak-scaling view's, not time to train
            if (!(s.filteredOnly && !s.filter.matches(c)))
                a.weakConfigurations << c;
            continue;
        }
        ++a.coverage.ofBenchmark;
        if ((s.filteredOnly && !s.filter.matches(c)) || (s.includedIds && !explicitIds.contains(c.id))) {
            ++a.coverage.filteredOut;
            continue;
        }
        a.configurations << c;
    }
    const bool sameConfigurations = prev && prev->configurations == a.configurations;

    // Scaling and fits, placement on the surface.
    const bool reuseScaling = sameConfigurations && prev->settings.scope == s.scope;
    if (reuseScaling) {
        a.scaling = prev->scaling;
        a.surface = prev->surface;
        a.scalingRevision = prev->scalingRevision;
    } else {
        a.scaling = analyseScaling(a.configurations, s.scope);
        a.surface = placeOnSurface(a.configurations, a.scaling);
        a.scalingRevision = nextRevision();
        a.computed |= StageScaling;
    }
    if (cancelled())
        return std::nullopt;
    if (reuseScaling && prev->weakConfigurations == a.weakConfigurations) {
        a.weak = prev->weak;
    } else if (!a.weakConfigurations.isEmpty()) {
        a.weak = analyseWeakScaling(a.weakConfigurations, a.configurations, a.scaling);
    }
    // Every HPC system's strong scaling, for the surface beside this benchmark (each in its own series).
    QList<model::Configuration> hpcStrong;
    for (const model::Configuration &c : dataset.configurations)
        if (c.isHpc() && !c.isWeakScaling() && c.benchmark != a.benchmark)
            hpcStrong << c;
    if (prev && prev->hpcStrong == hpcStrong && prev->settings.scope == s.scope) {
        a.hpcStrong = prev->hpcStrong;
        a.hpcSurface = prev->hpcSurface;
    } else if (!hpcStrong.isEmpty()) {
        a.hpcStrong = hpcStrong;
        a.hpcSurface = placeOnSurface(a.hpcStrong, analyseScaling(a.hpcStrong, s.scope));
    }
    if (!a.hpcBenchmarks.isEmpty())
        a.supercomputers = compareSupercomputers(dataset.configurations, s.scope);
    if (cancelled())
        return std::nullopt;

    // The three-phase method, from the first phase whose inputs changed.
    if (s.runMethod && !a.configurations.isEmpty()) {
        const bool havePrevious = reuseScaling && prev->method;
        const MethodOptions &was = havePrevious ? prev->settings.method : s.method;
        const bool reuseVariables = havePrevious && sameVariableSettings(was, s.method);
        const bool reuseClusters = reuseVariables && sameClusterSettings(was, s.method);
        const bool reuseRanking = reuseClusters && was.criteria == s.method.criteria;
        MethodResult m = havePrevious ? *prev->method : MethodResult();
        if (!reuseVariables) {
            selectMethodVariables(m, a.configurations, a.scaling, s.method.rules);
            a.computed |= StageVariables;
        }
        if (!reuseClusters) {
            if (!clusterMethodResult(m, a.configurations, s.method, cancel))
                return std::nullopt;
            a.computed |= StageClusters;
        }
        if (!reuseRanking) {
            rankMethodResult(m, a.configurations, a.scaling, s.method.criteria);
            a.computed |= StageRanking;
        }
        a.method = std::move(m);
        a.clusterRevision = reuseClusters ? prev->clusterRevision : nextRevision();
        a.methodRevision = reuseRanking ? prev->methodRevision : nextRevision();
    }
    countCoverage(a);
    return a;
}

} // namespace scalescope::analysis
