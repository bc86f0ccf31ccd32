// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The ranking's stability as a stage of the one analysis: drawn on request for the published
// analysis and the options asked (with the analysis's seed), off the GUI thread, and kept. The
// Stability page shows it and the report reuses it rather than drawing the same thousands of
// rankings again; a request that the kept result already answers draws nothing.
#include "app/jobs/JobRunner.h"
#include "core/analysis/Stability.h"

#include <QObject>

#include <memory>

namespace scalescope::state {

class StabilityStage : public QObject
{
    Q_OBJECT
public:
    explicit StabilityStage(QObject *parent = nullptr);

    // Draws for `analysis` with `options` unless that result is kept (drawn() follows at once) or is
    // being drawn. An analysis without a ranking, or none, clears the result.
    void request(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis, const analysis::StabilityOptions &options);
    // The result for exactly this analysis and these options; null when none is kept.
    std::shared_ptr<const analysis::StabilityResult> resultFor(const analysis::BenchmarkAnalysis &analysis,
                                                               const analysis::StabilityOptions &options) const;
    std::shared_ptr<const analysis::StabilityResult> result() const { return m_result; } // the last one drawn
    jobs::JobRunner *jobs() const { return m_jobs; }
    int draws() const { return m_drawn; } // how many results were drawn (tests: a repeated request draws nothing)

signals:
    void drawn(std::shared_ptr<const scalescope::analysis::StabilityResult> result); // null: nothing to rank

private:
    jobs::JobRunner *m_jobs;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis; // what the result, or the draw under way, is for
    analysis::StabilityOptions m_options;                          // … with the analysis's seed
    std::shared_ptr<const analysis::StabilityResult> m_result;
    int m_drawn = 0;
};

} // namespace scalescope::state
