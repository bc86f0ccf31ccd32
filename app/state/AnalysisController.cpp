// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/AnalysisController.h"

#include <QCoreApplication>

#include <algorithm>

namespace scalescope {

AnalysisController::AnalysisController(QObject *parent)
    : QObject(parent), m_jobs(new JobRunner(this)), m_stability(new StabilityStage(this))
{
    qRegisterMetaType<std::shared_ptr<const scalescope::BenchmarkAnalysis>>(
        "std::shared_ptr<const scalescope::BenchmarkAnalysis>");
    connect(m_jobs, &JobRunner::runningChanged, this, &AnalysisController::runningChanged);
}

void AnalysisController::setDataset(std::shared_ptr<const Dataset> dataset)
{
    reset(std::move(dataset), m_settings);
}

void AnalysisController::reset(std::shared_ptr<const Dataset> dataset, const AnalysisSettings &settings)
{
    m_dataset = std::move(dataset);
    m_settings = settings;
    if (m_dataset && !m_settings.benchmark.isEmpty() &&
        std::none_of(m_dataset->configurations.cbegin(), m_dataset->configurations.cend(),
                     [this](const Configuration &c) { return c.benchmark == m_settings.benchmark; }))
        m_settings.benchmark.clear();
    emit settingsChanged(m_settings);
    run();
}

void AnalysisController::setSettings(const AnalysisSettings &settings)
{
    if (settings == m_settings)
        return;
    // The table's filters change all the time; they matter only when the analysis uses them.
    AnalysisSettings before = m_settings;
    before.filter = settings.filter;
    const bool onlyIdleFilter = before == settings && !settings.filteredOnly;
    m_settings = settings;
    emit settingsChanged(m_settings);
    if (!onlyIdleFilter)
        run();
}

void AnalysisController::setBenchmark(const QString &benchmark)
{
    AnalysisSettings s = m_settings;
    s.benchmark = benchmark;
    setSettings(s);
}

void AnalysisController::setScope(ReferenceScope scope)
{
    AnalysisSettings s = m_settings;
    s.scope = scope;
    setSettings(s);
}

void AnalysisController::setFilteredOnly(bool on)
{
    AnalysisSettings s = m_settings;
    s.filteredOnly = on;
    setSettings(s);
}

void AnalysisController::setFilter(const ConfigurationFilter &filter)
{
    AnalysisSettings s = m_settings;
    s.filter = filter;
    setSettings(s);
}

void AnalysisController::setK(int k)
{
    AnalysisSettings s = m_settings;
    s.method.autoK = k <= 0;
    if (k > 0)
        s.method.k = k;
    setSettings(s);
}

void AnalysisController::setAlgorithm(const QString &algorithm)
{
    AnalysisSettings s = m_settings;
    s.method.algorithm = algorithm;
    setSettings(s);
}

void AnalysisController::setVariableSelected(const QString &name, bool selected)
{
    AnalysisSettings s = m_settings;
    s.method.rules.forceInclude.removeAll(name);
    s.method.rules.forceExclude.removeAll(name);
    (selected ? s.method.rules.forceInclude : s.method.rules.forceExclude) << name;
    setSettings(s);
}

void AnalysisController::setWeights(const QList<double> &weights)
{
    AnalysisSettings s = m_settings;
    for (int i = 0; i < s.method.criteria.size() && i < weights.size(); ++i)
        s.method.criteria[i].weight = weights[i];
    setSettings(s);
}

void AnalysisController::setPrecisionFactor(double factor)
{
    AnalysisSettings s = m_settings;
    s.precisionFactor = factor;
    setSettings(s);
}

void AnalysisController::waitForIdle()
{
    while (m_jobs->isRunning()) {
        m_jobs->waitForIdle();
        QCoreApplication::sendPostedEvents(this); // delivers the finished job's result
        QCoreApplication::sendPostedEvents(m_jobs);
    }
}

void AnalysisController::run()
{
    if (!m_dataset || m_dataset->isEmpty()) {
        m_jobs->cancel();
        m_current.reset();
        emit resultChanged(m_current);
        return;
    }
    // The previous analysis is passed for its stages: analyseBenchmark reuses those whose
    // inputs are equal (it compares the configurations by value), so this is always safe.
    const auto dataset = m_dataset;
    const AnalysisSettings settings = m_settings;
    const auto previous = m_current;
    m_jobs->start<std::shared_ptr<const BenchmarkAnalysis>>(
        [dataset, settings, previous](const JobRunner::Context &context) -> std::shared_ptr<const BenchmarkAnalysis> {
            auto a = analyseBenchmark(*dataset, settings, previous.get(), context.cancel);
            return a ? std::make_shared<const BenchmarkAnalysis>(std::move(*a)) : nullptr;
        },
        [this](std::shared_ptr<const BenchmarkAnalysis> a) {
            if (!a)
                return;
            m_clusteringRuns += (a->computed & StageClusters) ? 1 : 0;
            m_rankingRuns += (a->computed & StageRanking) ? 1 : 0;
            m_current = std::move(a);
            emit resultChanged(m_current);
        });
}

} // namespace scalescope
