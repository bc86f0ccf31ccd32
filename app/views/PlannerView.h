// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Planner tab: choose an accelerator series, a count N (spin box or slider, measured or not), the
// fit and a price per accelerator-hour (remembered per catalog entry, with a currency label), and
// read the predicted time to train with its interval, E and ε at N, accelerator-hours, cost and
// energy, beside a chart of the series, its fit, the interval band and the planned point. Two
// questions across all accelerators: the cheapest within T minutes, the fastest within a budget.
// The planned point can be shown on the Scaling and Surface charts.
#include "app/charts/ChartOptions.h"
#include "app/views/Page.h"
#include "core/analysis/Planner.h"

#include <QWidget>

#include <memory>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QScrollArea;
class QSplitter;
class QSlider;
class QSpinBox;
class QTableWidget;

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class AnalysisController;
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

class PlannerView : public QWidget, public Page
{
    Q_OBJECT
public:
    QString pageKey() const override { return QStringLiteral("planner"); }
    QString pageTitle() const override;
    QJsonObject pageState() const override;
    void restorePageState(const QJsonObject &state) override;
    PlannerView(state::AnalysisController *controller, state::ConfigurationSelection *selection, QWidget *parent = nullptr);

    const analysis::Plan &plan() const { return m_plan; }
    charts::ChartPanel *panel() const { return m_panel; }
    QComboBox *seriesBox() const { return m_series; }
    QSpinBox *countBox() const { return m_count; }
    QTableWidget *answersTable() const { return m_answers; }
    QString summaryText() const;
    bool showsOnCharts() const;
    charts::PlannerViewOptions options() const;
    void setOptions(const charts::PlannerViewOptions &options);

    // The count's range, and the steps of its slider (logarithmic over that range).
    static constexpr int kMaxCount = 100000;
    static constexpr int kSliderSteps = 1000;

signals:
    // The plan to draw on the Scaling and Surface charts, or null when it is not to be shown (nothing
    // until the Planner has been opened: a user who never planned sees no planned point).
    void plannedChanged(std::shared_ptr<const analysis::Plan> plan);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *createQuestionPane(); // PlannerViewPane.cpp
    void connectControls();
    void retranslateUi();
    void showAnalysis(std::shared_ptr<const analysis::BenchmarkAnalysis> analysis);
    void fillSeries();
    void replan();
    void answer();
    void priceChanged();
    QMap<QString, double> questionPrices() const;
    void showBudgetUnit();
    QString answerNote(const analysis::Plan &p) const;
    void setCount(int n); // spin box and slider together
    void fitQuestionPane();
    void placeAnswers();
    int noteMinimumWidth() const;
    QString currentAccelerator() const;
    state::AnalysisController *m_controller;
    state::ConfigurationSelection *m_selection;
    std::shared_ptr<const analysis::BenchmarkAnalysis> m_analysis;
    analysis::Plan m_plan;
    QLabel *m_seriesLabel, *m_countLabel, *m_modelLabel, *m_priceLabel, *m_summary, *m_questionsTitle, *m_answersNote;
    QComboBox *m_series, *m_model;
    QSpinBox *m_count;
    QSlider *m_countSlider;
    QDoubleSpinBox *m_price, *m_minutes, *m_budget;
    QLineEdit *m_currency;
    QCheckBox *m_onCharts;
    QRadioButton *m_cheapest, *m_fastest;
    QPushButton *m_find;
    QTableWidget *m_answers;
    QScrollArea *m_formScroll = nullptr; // the form above the answers
    QWidget *m_answersBox = nullptr;     // the answers' note and table: under the form, or under both
    QSplitter *m_questionPane = nullptr; // the form, and the answers where the pane holds their columns
    QSplitter *m_outer = nullptr;        // form and chart side by side, and the answers across below
    bool m_answersBelow = false;
    charts::ChartPanel *m_panel;
    QList<analysis::Plan> m_lastAnswers;
    bool m_answersStale = false; // new data came while the tab was hidden
    bool m_opened = false;       // the planned point reaches the other charts once the user has opened the Planner
    void publish();
};

} // namespace scalescope::views
