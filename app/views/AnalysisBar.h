// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one benchmark and scope bar above every analysis tab (Scaling, Efficiency Surface,
// Clusters, Ranking): the benchmark, where references are chosen (same round, all rounds, same
// submitter), whether only the table's filtered rows are analysed (with a hint beside it when the
// table's filters hide rows that the analysis still uses), and whether an analysis runs.
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace scalescope::analysis {
struct AnalysisSettings;
struct BenchmarkAnalysis;
} // namespace scalescope::analysis

namespace scalescope::state {
class AnalysisController;
} // namespace scalescope::state

namespace scalescope::views {

class AnalysisBar : public QWidget
{
    Q_OBJECT
public:
    explicit AnalysisBar(state::AnalysisController *controller, QWidget *parent = nullptr);

    QComboBox *benchmarkBox() const { return m_benchmark; }
    QComboBox *scopeBox() const { return m_scope; }
    QCheckBox *filteredOnlyBox() const { return m_filteredOnly; }
    QLabel *filterHint() const { return m_filterHint; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showSettings(const analysis::AnalysisSettings &settings);
    void showAnalysis(const std::shared_ptr<const analysis::BenchmarkAnalysis> &analysis);
    void fillBenchmarks();
    void showFilterHint();
    state::AnalysisController *m_controller;
    QLabel *m_benchmarkLabel, *m_scopeLabel, *m_busy, *m_filterHint;
    QComboBox *m_benchmark, *m_scope;
    QStringList m_shownBenchmarks, m_shownHpc; // what the benchmark box lists
    QCheckBox *m_filteredOnly;
    QToolButton *m_cancel;
};

} // namespace scalescope::views
