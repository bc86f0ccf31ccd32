// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The planner: time to train for an accelerator and a count N that may never have been measured,
// predicted from that accelerator's series with the fit the Scaling tab shows (Amdahl, power law or
// Extra-P, all on relative residuals), with a prediction interval from the fit's residual spread
// and its parameters' uncertainty (Student's t; Boost.Math), taken as a factor around the
// prediction so that it never reaches zero, and widened at a measured count to the results there, the efficiency and ε at N,
// accelerator-hours, cost at a price per accelerator-hour, and energy (measured, or estimated from
// the series' measured energy or the catalog's TDP). And two questions across every accelerator
// with a fitted series: the cheapest configuration that trains within T minutes, and the fastest
// within a budget.
#include "core/analysis/BenchmarkAnalysis.h"

#include <QMap>

#include <optional>

namespace scalescope::analysis {

struct PlanRequest
{
    QString accelerator; // a catalog id, or a series' accelerator key ("name:<text>")
    QString seriesKey;   // this series exactly (else the accelerator's with the most configurations)
    int accelerators = 0;
    QString model = QStringLiteral("amdahl"); // "amdahl", "power", "extrap"
    std::optional<double> price;              // per accelerator-hour
    double confidence = 0.95;
};

struct Plan
{
    QString reason; // empty when planned; else a code for planReasonText()
    QString seriesKey, accelerator, acceleratorName, round, org;
    QString model, formula;
    int accelerators = 0;
    int referenceAccelerators = 0;
    double k = 0;
    double predictedMinutes = 0;
    std::optional<double> lowerMinutes, upperMinutes; // the prediction interval
    double confidence = 0.95;
    std::optional<double> speedup, efficiency, epsilon; // against the fit at the reference (k = 1)
    double acceleratorHours = 0;
    std::optional<double> cost;
    std::optional<double> energyKj;
    QString energyBasis;                  // "measured", "estimated_from_measured", "estimated_from_tdp"
    int measuredMin = 0, measuredMax = 0; // accelerator counts of the series' configurations
    bool superLinear = false;             // E > 1 at N (a fit with ε < 0): not credible outside the measured counts
    bool extrapolated = false;
    double extrapolation = 1; // N / largest measured, or smallest measured / N, when outside
    QList<FitPoint> measured; // the series' points (k, minutes)
    int distinctSizes = 0;    // distinct accelerator counts among them (several results can share one)
    // Results measured at exactly N (replicates): their number and range. The interval is widened to
    // hold them, since the fit's residual spread does not describe the spread at one size.
    int measuredHere = 0;
    double measuredHereMin = 0, measuredHereMax = 0;
    bool intervalWidenedToMeasured = false;
    // A fit that is not physical: a negative serial (constant) time, so that T falls below zero at
    // large N and "cheaper with more accelerators" is an artefact.
    bool negativeSerialTime = false;
    // Not physical either: the fit predicts no positive time at this count of accelerators, between
    // the plan's count and the measured ones (e.g. an Extra-P fit whose k-term is negative). Then
    // its answer at N is an artefact too.
    std::optional<int> notPositiveAt;
    bool notPhysical() const { return negativeSerialTime || notPositiveAt.has_value(); }
    // An interval spanning more than a factor of ten (or reaching down to zero) says little.
    bool wideInterval() const
    {
        return lowerMinutes && upperMinutes && (*lowerMinutes <= 0 || *upperMinutes / *lowerMinutes > 10);
    }
    bool ok() const { return reason.isEmpty(); }
};

// Reason codes: "bad_count", "no_series", "no_fit", "not_positive", "unknown_model".
QString planReasonText(const QString &code);

Plan planConfiguration(const BenchmarkAnalysis &analysis, const PlanRequest &request);

// The plan's fit and interval along the counts from `from` to `to` (log-spaced, fractional counts),
// for drawing it; empty when the plan failed.
struct PlanCurvePoint
{
    double accelerators = 0, minutes = 0;
    std::optional<double> lowerMinutes, upperMinutes;
};
QList<PlanCurvePoint> planCurve(const BenchmarkAnalysis &analysis, const Plan &plan, double from, double to, int steps = 80);

// The series' accelerator as people name it: the catalog entry's name, else the name as written.
QString seriesAcceleratorName(const BenchmarkAnalysis &analysis, const ScalingSeries &series);

// The series the planner can use with `model`: those with a fit, in the analysis's order.
QList<const ScalingSeries *> plannableSeries(const BenchmarkAnalysis &analysis, const QString &model);

struct PlanQuestion
{
    enum Kind
    {
        CheapestWithinMinutes, // the lowest cost whose predicted time is at most `limit` minutes
        FastestWithinBudget,   // the shortest predicted time whose cost is at most `limit`
    } kind = CheapestWithinMinutes;
    double limit = 0;
    QString model = QStringLiteral("amdahl");
    QMap<QString, double> prices; // per accelerator-hour, by catalog id
    std::optional<double> price;  // for the others; with neither, cost is accelerator-hours. When some price is
                                  // given, accelerators without one are left out (costs would not compare).
    int answers = 5;
    double confidence = 0.95;
};

// The best count per series, best first, at most `answers`. The counts tried: 1 to 64, then whole
// nodes of 8 up to 16 times the series' largest measured count (at most 100,000); a count outside
// the measured ones where the fit is super-linear (E > 1) is not tried.
QList<Plan> answerPlanQuestion(const BenchmarkAnalysis &analysis, const PlanQuestion &question);

} // namespace scalescope::analysis
