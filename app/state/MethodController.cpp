#include "app/state/MethodController.h"

#include "core/io/AnalysisFormat.h"

namespace scalescope {

MethodController::MethodController(QObject *parent) : QObject(parent), m_runner(new MethodRunner(this))
{
    connect(m_runner, &MethodRunner::finished, this, [this](int, std::shared_ptr<const MethodRun> run) {
        m_current = std::move(run);
        emit resultChanged(m_current);
    });
}

void MethodController::setDataset(const Dataset &dataset)
{
    m_all = dataset.configurations;
    if (!benchmarks().contains(m_benchmark))
        m_benchmark = defaultBenchmark(m_all);
    rerun();
}

QStringList MethodController::benchmarks() const
{
    QStringList out;
    for (const Configuration &c : m_all)
        if (!out.contains(c.benchmark))
            out << c.benchmark;
    out.sort();
    return out;
}

void MethodController::setBenchmark(const QString &benchmark)
{
    if (benchmark == m_benchmark || benchmark.isEmpty())
        return;
    m_benchmark = benchmark;
    rerun();
}

void MethodController::setK(int k)
{
    m_options.autoK = k <= 0;
    if (k > 0)
        m_options.k = k;
    rerun();
}

void MethodController::setAlgorithm(const QString &algorithm)
{
    m_options.algorithm = algorithm;
    rerun();
}

void MethodController::setVariableSelected(const QString &name, bool selected)
{
    m_options.rules.forceInclude.removeAll(name);
    m_options.rules.forceExclude.removeAll(name);
    (selected ? m_options.rules.forceInclude : m_options.rules.forceExclude) << name;
    rerun();
}

void MethodController::setWeights(const QList<double> &weights)
{
    for (int i = 0; i < m_options.criteria.size() && i < weights.size(); ++i)
        m_options.criteria[i].weight = weights[i];
    if (!m_current)
        return;
    auto run = std::make_shared<MethodRun>(*m_current);
    run->options.criteria = m_options.criteria;
    rankMethodResult(run->result, run->configurations, run->scaling, m_options.criteria);
    m_current = run;
    emit resultChanged(m_current);
}

void MethodController::rerun()
{
    QList<Configuration> configs;
    for (const Configuration &c : std::as_const(m_all))
        if (c.benchmark == m_benchmark)
            configs << c;
    if (configs.isEmpty())
        return;
    emit running();
    m_runner->start(configs, m_options);
}

} // namespace scalescope
