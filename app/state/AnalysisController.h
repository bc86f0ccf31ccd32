// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Owns the analysis settings and the one analysis every view, the report and the session show.
// A settings change runs analyseBenchmark off the GUI thread (a job with an id and cancel); a newer
// change supersedes a running one, whose result is dropped. The result is published immutable to
// every view. Because the analysis reuses the stages a change does not touch, moving a weight only
// re-ranks and a new k only re-clusters.
#include "app/jobs/JobRunner.h"
#include "app/state/StabilityStage.h"
#include "core/analysis/BenchmarkAnalysis.h"

#include <QObject>

#include <memory>

namespace scalescope::state {

class AnalysisController : public QObject
{
    Q_OBJECT
public:
    explicit AnalysisController(QObject *parent = nullptr);

    // A new dataset: everything is recomputed (the benchmark kept when it is still there).
    void setDataset(std::shared_ptr<const model::Dataset> dataset);
    std::shared_ptr<const model::Dataset> dataset() const { return m_dataset; }

    // A new dataset and settings together (a session opening): one analysis, not two.
    void reset(std::shared_ptr<const model::Dataset> dataset, const analysis::AnalysisSettings &settings);

    const analysis::AnalysisSettings &settings() const { return m_settings; }
    void setSettings(const analysis::AnalysisSettings &settings); // re-analyses when the settings differ
    // Shorthands for the controls that change one setting.
    void setBenchmark(const QString &benchmark);
    void setScope(analysis::ReferenceScope scope);
    void setFilteredOnly(bool on);
    void setFilter(const analysis::ConfigurationFilter &filter);
    void setK(int k); // 0 = auto (best silhouette)
    void setAlgorithm(const QString &algorithm);
    void setVariableSelected(const QString &name, bool selected);
    void setWeights(const QList<double> &weights); // in the criteria's order
    void setPrecisionFactor(double factor);

    std::shared_ptr<const analysis::BenchmarkAnalysis> current() const { return m_current; }
    bool isRunning() const { return m_jobs->isRunning(); }
    void cancel() { m_jobs->cancel(); }
    jobs::JobRunner *jobs() const { return m_jobs; }
    void waitForIdle(); // the running job finished and its result (if current) was published
    // The ranking's stability, drawn on request for the published analysis (the Stability page asks).
    StabilityStage *stability() const { return m_stability; }

    // How many published analyses computed each stage (tests: a weight change must not re-cluster).
    int clusteringRuns() const { return m_clusteringRuns; }
    int rankingRuns() const { return m_rankingRuns; }

signals:
    void settingsChanged(const scalescope::analysis::AnalysisSettings &settings);
    void resultChanged(std::shared_ptr<const scalescope::analysis::BenchmarkAnalysis> analysis);
    void runningChanged(bool running);

private:
    void run();
    jobs::JobRunner *m_jobs;
    StabilityStage *m_stability;
    std::shared_ptr<const model::Dataset> m_dataset;
    analysis::AnalysisSettings m_settings;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_current;
    int m_clusteringRuns = 0, m_rankingRuns = 0;
};

} // namespace scalescope::state
