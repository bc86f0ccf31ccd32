#pragma once
// What the scaling chart plots, computed from configurations and their scaling analysis, without
// any chart classes: one series per group (catalog entry, org or round) with its points, the
// ideal-scaling line from its reference, and the fitted Amdahl curve.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/model/Configuration.h"

#include <QList>
#include <QPointF>
#include <QString>

namespace scalescope {

enum class ScalingMetric
{
    TimeToTrain,
    Throughput,
    Speedup,
    Efficiency,
    AcceleratorMinutes
};
enum class ScalingGrouping
{
    CatalogEntry,
    Org,
    Round
};

QString metricKey(ScalingMetric m); // "time", "throughput", "speedup", "efficiency", "accelerator-minutes"
std::optional<ScalingMetric> metricFromKey(const QString &key);
QString metricTitle(ScalingMetric m); // translated axis title
bool metricUsesLogAxis(ScalingMetric m);

struct ScalingPoint
{
    double accelerators = 0;
    double value = 0;
    QString configurationId;
    int configurationIndex = -1;
};

struct ScalingSeriesData
{
    QString name;               // legend text
    QList<ScalingPoint> points; // sorted by accelerators
    QList<QPointF> ideal;       // from the series' reference; empty when there is none
    QList<QPointF> fit;         // the Amdahl curve in the chosen metric; empty when no fit
    std::optional<double> epsilon;
    std::optional<double> r2;
};

struct ScalingChartData
{
    ScalingMetric metric = ScalingMetric::TimeToTrain;
    QString benchmark;
    QList<ScalingSeriesData> series;
    int pointCount() const;
};

// configs: one benchmark. The ideal and fitted lines exist for time, speedup, efficiency and
// accelerator-minutes with catalog grouping (series of one accelerator model); throughput has the
// ideal line only.
ScalingChartData buildScalingChartData(const QList<Configuration> &configs, const ScalingAnalysis &analysis, ScalingMetric metric,
                                       ScalingGrouping grouping);
ScalingChartData buildScalingChartData(const BenchmarkAnalysis &analysis, ScalingMetric metric, ScalingGrouping grouping);

} // namespace scalescope
