// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/AnalysisController.h"

#include <QCoreApplication>

#include <algorithm>

namespace scalescope::state {

AnalysisController::AnalysisController(QObject *parent)
    : QObject(parent), m_jobs(new jobs::JobRunner(this)), m_stability(new StabilityStage(this))
{
    qRegisterMetaType<std::shared_ptr<const scalescope::analysis::BenchmarkAnalysis>>(
        "std::shared_ptr<const scalescope::analysis::BenchmarkAnalysis>");
    connect(m_jobs, &jobs::JobRunner::runningChanged, this, &AnalysisController::runningChanged);
}

void AnalysisController::setDataset(std::shared_ptr<const model::Dataset> dataset)
{
    reset(std::move(dataset), m_settings);
}

void AnalysisController::reset(std::shared_ptr<const model::Dataset> dataset, const analysis::AnalysisSettings &settings)
{
    m_dataset = std::move(dataset);
    m_settings = settings;
    if (m_dataset && !m_settings.benchmark.isEmpty() &&
        std::none_of(m_dataset->configurations.cbegin(), m_dataset->configurations.cend(),
                     [this](const model::Configuration &c) { return c.benchmark == m_settings.benchmark; }))
        m_settings.benchmark.clear();
    emit settingsChanged(m_settings);
    run();
}

void AnalysisController::setSettings(const analysis::AnalysisSettings &settings)
{
    if (settings == m_settings)
        return;
    // The table's filters change all the time; they matter only when the analysis uses them.
    analysis::AnalysisSettings before = m_settings;
    before.filter = settings.filter;
    const bool onlyIdleFilter = before == settings && !settings.filteredOnly;
    m_settings = settings;
    emit settingsChanged(m_settings);
    if (!onlyIdleFilter)
        run();
}

void AnalysisController::setBenchmark(const QString &benchmark)
{
    analysis::AnalysisSettings s = m_settings;
    s.benchmark = benchmark;
    setSettings(s);
}

void AnalysisController::setScope(analysis::ReferenceScope scope)
{
    analysis::AnalysisSettings s = m_settings;
    s.scope = scope;
    setSettings(s);
}

void AnalysisController::setFilteredOnly(bool on)
{
    analysis::AnalysisSettings s = m_settings;
    s.filteredOnly = on;
    setSettings(s);
}

void AnalysisController::setFilter(const analysis::ConfigurationFilter &filter)
{
    analysis::AnalysisSettings s = m_settings;
    s.filter = filter;
    setSettings(s);
}

void AnalysisController::setK(int k)
{
    analysis::AnalysisSettings s = m_settings;
    s.method.autoK = k <= 0;
    if (k > 0)
        s.method.k = k;
    setSettings(s);
}

void AnalysisController::setAlgorithm(const QString &algorithm)
{
    analysis::AnalysisSettings s = m_settings;
    s.method.algorithm = algorithm;
    setSettings(s);
}

void AnalysisController::setVariableSelected(const QString &name, bool selected)
{
    analysis::AnalysisSettings s = m_settings;
    s.method.rules.forceInclude.removeAll(name);
    s.method.rules.forceExclude.removeAll(name);
    (selected ? s.method.rules.forceInclude : s.method.rules.forceExclude) << name;
    setSettings(s);
}

void AnalysisController::setWeights(const QList<double> &weights)
{
    analysis::AnalysisSettings s = m_settings;
    for (int i = 0; i < s.method.criteria.size() && i < weights.size(); ++i)
        s.method.criteria[i].weight = weights[i];
    setSettings(s);
}

void AnalysisController::setPrecisionFactor(double factor)
{
    analysis::AnalysisSettings s = m_settings;
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
    const analysis::AnalysisSettings settings = m_settings;
    const auto previous = m_current;
    m_jobs->start<std::shared_ptr<const analysis::BenchmarkAnalysis>>(
        [dataset, settings,
         previous](const jobs::JobRunner::Context &context) -> std::shared_ptr<const analysis::BenchmarkAnalysis> {
            auto a = analysis::analyseBenchmark(*dataset, settings, previous.get(), context.cancel);
            return a ? std::make_shared<const analysis::BenchmarkAnalysis>(std::move(*a)) : nullptr;
        },
        [this](std::shared_ptr<const analysis::BenchmarkAnalysis> a) {
            if (!a)
                return;
            m_clusteringRuns += (a->computed & analysis::StageClusters) ? 1 : 0;
            m_rankingRuns += (a->computed & analysis::StageRanking) ? 1 : 0;
            m_current = std::move(a);
            emit resultChanged(m_current);
        });
}

} // namespace scalescope::state
