// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each chart's options as a value, saved in sessions (the "charts" member) and read by the GUI's
// views and by scalescope-cli export: the scaling chart's metric and grouping, the cluster
// scatter's axes, and any chart's zoom (its axis ranges) and edits (titles and scales by hand).
#include "app/charts/ChartEdits.h"
#include "app/charts/ScalingChartData.h"
#include "core/analysis/Stability.h"

#include <QJsonObject>

#include <optional>

class QChart;

namespace scalescope::charts {

struct ChartZoom
{
    double xMin = 0, xMax = 0, yMin = 0, yMax = 0;
    bool operator==(const ChartZoom &) const = default;
};

struct ScalingChartOptions
{
    ScalingMetric metric = ScalingMetric::TimeToTrain;
    ScalingGrouping grouping = ScalingGrouping::CatalogEntry;
    std::optional<ChartZoom> zoom;
    ChartEdits edits;
    QString fitModel = QStringLiteral("amdahl"); // FitChoice::model
    QMap<QString, QString> seriesFits;           // FitChoice::perSeries
};

struct ClusterChartOptions
{
    QString x = QStringLiteral("pc1"), y = QStringLiteral("pc2");
    bool logX = false, logY = false;
    std::optional<ChartZoom> zoom;
    ChartEdits edits;
};

struct RankingViewOptions
{
    std::optional<ChartZoom> zoom;
    bool stabilityPage = false; // the Stability page rather than the ranking chart
    bool rankRanges = false;    // on it, the configurations' rank ranges rather than the clusters' chances
    ChartEdits edits, stabilityEdits;
    std::optional<analysis::StabilityOptions> stability; // the Stability page's draws (their seed is the analysis's)
};

// Not a chart's options but the Planner's question, kept by sessions the same way.
struct PlannerViewOptions
{
    QString seriesKey; // empty: the Planner's own choice
    int accelerators = 0;
    QString model;               // "amdahl", "power", "extrap"; empty: as it is
    std::optional<double> price; // per accelerator-hour for that series' accelerator
    bool opened = false;         // the Planner was opened: its planned point is on Scaling and Surface
    // The question across accelerators: which one and its limits (absent: as the Planner shows them).
    bool fastestWithinBudget = false;
    std::optional<double> maxMinutes, budget;
    ChartEdits edits;
};

struct SurfaceChartOptions
{
    bool wholeGrid = false; // the whole grid 1…10⁶ × 10⁻⁸…10⁻¹ rather than the view that fits the data
    std::optional<ChartZoom> zoom;
    bool hpcSystems = true;      // MLPerf HPC systems' strong scaling beside the benchmark's
    bool supercomputers = false; // Végh's comparison of the accelerator families instead
    ChartEdits edits;
};

QString groupingKey(ScalingGrouping g); // "catalog", "org", "round"
std::optional<ScalingGrouping> groupingFromKey(const QString &key);

QJsonObject toJson(const ScalingChartOptions &o);
QJsonObject toJson(const ClusterChartOptions &o);
QJsonObject toJson(const RankingViewOptions &o);
QJsonObject toJson(const PlannerViewOptions &o);
QJsonObject toJson(const SurfaceChartOptions &o);
// Readers take what they understand and keep the defaults for the rest.
ScalingChartOptions scalingChartOptions(const QJsonObject &o);
ClusterChartOptions clusterChartOptions(const QJsonObject &o);
RankingViewOptions rankingViewOptions(const QJsonObject &o);
// The Stability page's draws in a session; nullopt for anything its controls cannot show.
QJsonObject stabilityOptionsJson(const analysis::StabilityOptions &o);
std::optional<analysis::StabilityOptions> stabilityOptionsFrom(const QJsonValue &value);
PlannerViewOptions plannerViewOptions(const QJsonObject &o);
SurfaceChartOptions surfaceChartOptions(const QJsonObject &o);

// The chart's first horizontal and vertical axis ranges; nullopt when it has no such axes.
std::optional<ChartZoom> chartRanges(const QChart *chart);
// Sets the first horizontal and vertical axis ranges (log axes need positive bounds).
void applyChartRanges(QChart *chart, const ChartZoom &ranges);

} // namespace scalescope::charts
