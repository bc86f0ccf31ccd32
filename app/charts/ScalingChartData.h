// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the scaling chart plots, computed from the analysis without any chart classes. With the
// accelerator grouping there is one series per analysis series (an accelerator model within the
// reference scope: per round, across rounds or per submitter), each with its points, the ideal line
// from its reference and its Amdahl fit; a second round of the same model is a series of its own
// with its own fit. The other groupings (organisation, round) mix models: points only.
#include "core/analysis/BenchmarkAnalysis.h"
#include "core/model/Configuration.h"

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>

namespace scalescope::charts {

enum class ScalingMetric
{
    TimeToTrain,
    Throughput,
    Speedup,
    Efficiency,
    AcceleratorMinutes,
    EnergyToTrain, // kJ, where power logs or an energy table give it
    FitResiduals   // (measured − Amdahl fit) / measured, per point
};
enum class ScalingGrouping
{
    CatalogEntry,
    Org,
    Round
};

QList<ScalingMetric> scalingMetrics(); // in the order the view offers them
// "time", "throughput", "speedup", "efficiency", "accelerator-minutes", "residuals"
QString metricKey(ScalingMetric m);
std::optional<ScalingMetric> metricFromKey(const QString &key);
QString metricTitle(ScalingMetric m); // translated axis title, with its unit
bool metricUsesLogAxis(ScalingMetric m);

struct ScalingPoint
{
    double accelerators = 0;
    double value = 0;
    QString configurationId;
    int configurationIndex = -1;
};

// Which fit each series draws: one model for all, or each series' best by AICc, and models chosen
// for single series (in the Fits table) over that.
struct FitChoice
{
    QString model = QStringLiteral("amdahl"); // "amdahl", "power", "extrap", or "aic"
    QMap<QString, QString> perSeries;         // series key -> "amdahl", "power" or "extrap"
    QString bandSeries;                       // the series key whose prediction band is drawn (the selection's); empty: none
    bool operator==(const FitChoice &) const = default;
};
QStringList fitChoiceModels();               // "amdahl", "power", "extrap", "aic", in the order offered
QString fitModelTitle(const QString &model); // translated: "Amdahl", "power law", "Extra-P", "best by AICc"
// The fit a series draws under `choice` (Amdahl when "aic" finds no fit with an AICc).
const analysis::ScalingFit &chosenFit(const analysis::ScalingSeries &series, const FitChoice &choice);

struct ScalingSeriesData
{
    QString seriesKey;                   // the analysis series (accelerator grouping); empty for the others
    QString name;                        // legend text
    QString styleKey;                    // what decides colour and marker: the catalog entry
    int styleIndex = -1;                 // per organisation or round: the group's place on its chart, a style of its own
    int shade = 0;                       // 0 for the newest round of its model, 1 for the one before, ...
    QList<ScalingPoint> points;          // sorted by accelerators
    QList<QPointF> ideal;                // from the series' reference; empty when there is none
    QList<QPointF> fit;                  // the chosen fit's curve in the chosen metric; empty when no fit
    QString fitModel;                    // which: "amdahl", "power", "extrap"
    QList<QPointF> bandLower, bandUpper; // the chosen fit's 95 % prediction band (bandSeries only)
    std::optional<double> epsilon;
    std::optional<double> r2;
    std::optional<double> maxRelativeResidual;
};

struct ScalingChartData
{
    ScalingMetric metric = ScalingMetric::TimeToTrain;
    QString benchmark;
    QList<ScalingSeriesData> series;
    int withoutValue = 0;                        // scored configurations the metric has no value for (no energy, no sample count)
    QString fitModel = QStringLiteral("amdahl"); // the choice made for all ("aic": each its best)
    int pointCount() const;
};

ScalingChartData buildScalingChartData(const analysis::BenchmarkAnalysis &analysis, ScalingMetric metric,
                                       ScalingGrouping grouping, const FitChoice &fits = {});

// The legend name of a model's series: the catalog entry's name, or the accelerator as written.
QString acceleratorDisplayName(const model::Configuration &c);

} // namespace scalescope::charts
