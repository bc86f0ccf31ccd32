// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/state/StabilityStage.h"

namespace scalescope::state {

StabilityStage::StabilityStage(QObject *parent) : QObject(parent), m_jobs(new jobs::JobRunner(this)) {}

void StabilityStage::request(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis,
                             const analysis::StabilityOptions &options)
{
    if (!analysis || !analysis->method) {
        m_jobs->cancel();
        m_analysis.reset();
        m_result.reset();
        emit drawn(nullptr);
        return;
    }
    const analysis::StabilityOptions wanted = analysis::stabilityOptionsFor(*analysis, options);
    if (m_analysis == analysis && m_options == wanted) {
        if (m_result)
            emit drawn(m_result);
        if (m_result || m_jobs->isRunning())
            return;
    }
    m_analysis = analysis;
    m_options = wanted;
    m_result.reset();
    m_jobs->start<std::shared_ptr<const analysis::StabilityResult>>(
        [analysis, wanted](const jobs::JobRunner::Context &context) -> std::shared_ptr<const analysis::StabilityResult> {
            auto r = analysis::analyseStability(*analysis, wanted, context.cancel, context.progress);
            return r ? std::make_shared<const analysis::StabilityResult>(std::move(*r)) : nullptr;
        },
        [this](std::shared_ptr<const analysis::StabilityResult> result) {
            m_result = std::move(result);
            ++m_drawn;
            emit drawn(m_result);
        });
}

std::shared_ptr<const analysis::StabilityResult> StabilityStage::resultFor(const analysis::BenchmarkAnalysis &analysis,
                                                                           const analysis::StabilityOptions &options) const
{
    if (!m_result || m_analysis.get() != &analysis || m_options != analysis::stabilityOptionsFor(analysis, options))
        return nullptr;
    return m_result;
}

} // namespace scalescope::state
