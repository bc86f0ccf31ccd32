// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/StabilityStage.h"

namespace scalescope {

StabilityStage::StabilityStage(QObject *parent) : QObject(parent), m_jobs(new JobRunner(this)) {}

void StabilityStage::request(std::shared_ptr<const BenchmarkAnalysis> analysis, const StabilityOptions &options)
{
    if (!analysis || !analysis->method) {
        m_jobs->cancel();
        m_analysis.reset();
        m_result.reset();
        emit drawn(nullptr);
        return;
    }
    const StabilityOptions wanted = stabilityOptionsFor(*analysis, options);
    if (m_analysis == analysis && m_options == wanted) {
        if (m_result)
            emit drawn(m_result);
        if (m_result || m_jobs->isRunning())
            return;
    }
    m_analysis = analysis;
    m_options = wanted;
    m_result.reset();
    m_jobs->start<std::shared_ptr<const StabilityResult>>(
        [analysis, wanted](const JobRunner::Context &context) -> std::shared_ptr<const StabilityResult> {
            auto r = analyseStability(*analysis, wanted, context.cancel, context.progress);
            return r ? std::make_shared<const StabilityResult>(std::move(*r)) : nullptr;
        },
        [this](std::shared_ptr<const StabilityResult> result) {
            m_result = std::move(result);
            ++m_drawn;
            emit drawn(m_result);
        });
}

std::shared_ptr<const StabilityResult> StabilityStage::resultFor(const BenchmarkAnalysis &analysis,
                                                                 const StabilityOptions &options) const
{
    if (!m_result || m_analysis.get() != &analysis || m_options != stabilityOptionsFor(analysis, options))
        return nullptr;
    return m_result;
}

} // namespace scalescope
