// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/PlannerCharts.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartOptions.h"
#include "core/analysis/ScalingModel.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"
#include "core/io/PlanFormat.h"

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

class PlannerChartText
{
    Q_DECLARE_TR_FUNCTIONS(PlannerCharts)
};

const QColor kMeasured(31, 119, 180), kFit(31, 119, 180), kBand(31, 119, 180, 45), kPlanned(20, 20, 20);
const QColor kBandMarker(31, 119, 180, 110);

} // namespace

QString plannedPointId(const analysis::Plan &plan)
{
    return QLatin1String(kPlannedIdPrefix) + plan.accelerator + QLatin1Char(':') + QString::number(plan.accelerators);
}

bool isPlannedPointId(const QString &id)
{
    return id.startsWith(QLatin1String(kPlannedIdPrefix));
}

QChart *createPlannerChart(const analysis::BenchmarkAnalysis &analysis, const analysis::Plan &plan, const QStringList &ids)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("plannerChart"));
    chart->setAnimationOptions(QChart::NoAnimation);
    if (!plan.ok()) {
        chart->setTitle(PlannerChartText::tr("No plan: %1").arg(analysis::planReasonText(plan.reason)));
        return chart;
    }
    const QString model = plan.model == QLatin1String("amdahl")  ? PlannerChartText::tr("Amdahl")
                          : plan.model == QLatin1String("power") ? PlannerChartText::tr("power law")
                                                                 : PlannerChartText::tr("Extra-P");
    chart->setTitle(PlannerChartText::tr("%1 — time to train (%2 fit)").arg(i18n::htmlEscaped(plan.acceleratorName), model));
    const double ref = plan.referenceAccelerators;
    const double lo = std::max(0.5, std::min<double>(plan.accelerators, plan.measuredMin) / 1.6);
    const double hi = std::max<double>(plan.accelerators, plan.measuredMax) * 1.6;
    const QList<analysis::PlanCurvePoint> along = analysis::planCurve(analysis, plan, lo, hi);
    double yMin = plan.lowerMinutes.value_or(plan.predictedMinutes), yMax = plan.upperMinutes.value_or(plan.predictedMinutes);
    for (const analysis::FitPoint &p : plan.measured)
        yMin = std::min(yMin, p.minutes), yMax = std::max(yMax, p.minutes);
    for (const analysis::PlanCurvePoint &p : along)
        yMin = std::min(yMin, p.lowerMinutes.value_or(p.minutes)), yMax = std::max(yMax, p.upperMinutes.value_or(p.minutes));
    yMin = std::max(yMin, 1e-3);
    auto *ax = new QLogValueAxis;
    ax->setTitleText(PlannerChartText::tr("Accelerators (count, log scale)"));
    setPlottableRange(ax, lo, hi);
    auto *ay = new QLogValueAxis;
    ay->setTitleText(PlannerChartText::tr("Time to train (minutes, log scale)"));
    setPlottableRange(ay, yMin / 1.3, yMax * 1.3);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    labelAtRoundValues(chart, ax);
    labelAtRoundValues(chart, ay);

    // The interval as a band, the fit as a line.
    auto *upper = new QLineSeries, *lower = new QLineSeries, *fit = new QLineSeries;
    for (const analysis::PlanCurvePoint &p : along) {
        fit->append(p.accelerators, p.minutes);
        if (p.lowerMinutes && p.upperMinutes) {
            upper->append(p.accelerators, *p.upperMinutes);
            lower->append(p.accelerators, std::max(*p.lowerMinutes, yMin / 1.3));
        }
    }
    auto *band = new QAreaSeries(upper, lower);
    upper->setParent(band); // the area series does not own its boundary lines
    lower->setParent(band);
    // Legend entries short enough for a chart beside the form at 1024 px: the formula is in the
    // summary and under the chart, "prediction" in the summary's interval line.
    band->setName(PlannerChartText::tr("%1 % interval").arg(QLocale().toString(100 * plan.confidence, 'f', 0)));
    band->setObjectName(QStringLiteral("interval"));
    band->setColor(kBand);
    band->setBorderColor(kBand);
    fit->setName(PlannerChartText::tr("%1 fit").arg(model));
    fit->setObjectName(QStringLiteral("fit"));
    fit->setPen(QPen(kFit, 1.5));
    QList<QPointF> measured;
    for (const analysis::FitPoint &p : plan.measured)
        measured << QPointF(p.k * ref, p.minutes);
    QXYSeries *points = createPointSeries(PlannerChartText::tr("measured"), measured, kMeasured, ids, 9);
    points->setObjectName(QStringLiteral("measured"));
    QXYSeries *planned = createPointSeries(PlannerChartText::tr("planned"), {QPointF(plan.accelerators, plan.predictedMinutes)},
                                           kPlanned, {plannedPointId(plan)}, 14, MarkerShape::Diamond);
    planned->setObjectName(QStringLiteral("planned"));
    // The interval at the planned count, as the answer states it: the band is the fit's alone, and
    // at a measured count the answer's interval is widened to every result measured there.
    QList<QAbstractSeries *> series{band, fit, points, planned};
    QLineSeries *at = nullptr;
    if (plan.lowerMinutes && plan.upperMinutes) {
        at = new QLineSeries;
        at->setObjectName(QStringLiteral("intervalAtCount"));
        at->setName(plan.intervalWidenedToMeasured
                        ? PlannerChartText::tr("interval at %1, widened to the results measured there").arg(plan.accelerators)
                        : PlannerChartText::tr("interval at %1").arg(plan.accelerators));
        at->append(plan.accelerators, std::max(*plan.lowerMinutes, yMin / 1.3));
        at->append(plan.accelerators, *plan.upperMinutes);
        at->setPen(QPen(kPlanned, 2.5, Qt::SolidLine, Qt::FlatCap));
        series.insert(3, at);
    }
    for (QAbstractSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    if (at)
        hideLegend(chart, at); // the answer beside the chart states it; the legend keeps its room for the formula
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // band, line, circle, diamond: not four squares
    // The band's own tint (18 %) made a square too pale to see beside the others: its marker is a
    // square of its own, in a deeper tint (drawn "from series", Qt left it white).
    for (QLegendMarker *m : chart->legend()->markers(band)) {
        m->setShape(QLegend::MarkerShapeRectangle);
        m->setBrush(kBandMarker);
        m->setPen(QPen(kFit, 1));
    }
    return chart;
}

QByteArray plannerCsv(const analysis::Plan &plan)
{
    QString out = QStringLiteral("kind,accelerators,minutes,lower_minutes,upper_minutes\n");
    for (const analysis::FitPoint &p : plan.measured)
        out += QStringLiteral("measured,%1,%2,,\n")
                   .arg(io::formatNumber(p.k * plan.referenceAccelerators), io::formatNumber(p.minutes));
    if (plan.ok())
        out += QStringLiteral("planned,%1,%2,%3,%4\n")
                   .arg(plan.accelerators)
                   .arg(io::formatNumber(plan.predictedMinutes), io::formatNumber(plan.lowerMinutes),
                        io::formatNumber(plan.upperMinutes));
    return out.toUtf8();
}

bool addPlannedScalingPoint(QChart *chart, const analysis::Plan &plan, ScalingMetric metric)
{
    if (!plan.ok())
        return false;
    std::optional<double> y;
    if (metric == ScalingMetric::TimeToTrain)
        y = plan.predictedMinutes;
    else if (metric == ScalingMetric::Efficiency)
        y = plan.efficiency;
    else if (metric == ScalingMetric::Speedup)
        y = plan.speedup;
    else if (metric == ScalingMetric::AcceleratorMinutes)
        y = plan.accelerators * plan.predictedMinutes;
    const auto horizontal = chart->axes(Qt::Horizontal), vertical = chart->axes(Qt::Vertical);
    if (!y || !(*y > 0) || horizontal.isEmpty() || vertical.isEmpty())
        return false;
    const QPointF at(plan.accelerators, *y);
    if (std::optional<ChartZoom> ranges = chartRanges(chart)) { // widen the axes to hold it
        ranges->xMin = std::min(ranges->xMin, at.x() / 1.5), ranges->xMax = std::max(ranges->xMax, at.x() * 1.5);
        ranges->yMin = std::min(ranges->yMin, at.y() / 1.5), ranges->yMax = std::max(ranges->yMax, at.y() * 1.5);
        applyChartRanges(chart, *ranges);
    }
    // A short legend entry (the window's legend is full already); the tooltip says the rest.
    QXYSeries *s =
        createPointSeries(PlannerChartText::tr("planned"), {at}, kPlanned, {plannedPointId(plan)}, 14, MarkerShape::Diamond);
    s->setObjectName(QStringLiteral("planned"));
    chart->addSeries(s);
    s->attachAxis(horizontal.first());
    s->attachAxis(vertical.first());
    return true;
}

std::optional<SurfacePoint> plannedSurfacePoint(const analysis::Plan &plan)
{
    if (!plan.ok() || !plan.epsilon || !(plan.k > 1))
        return std::nullopt;
    SurfacePoint p;
    p.id = plannedPointId(plan);
    p.k = plan.k;
    p.epsilon = *plan.epsilon;
    p.planned = true;
    p.label = PlannerChartText::tr("planned: %1 × %2").arg(plan.acceleratorName).arg(plan.accelerators);
    return p;
}

QString planSummaryHtml(const analysis::Plan &p, const QString &currency)
{
    if (!p.ok())
        return PlannerChartText::tr("No plan: %1.").arg(analysis::planReasonText(p.reason).toHtmlEscaped());
    const QLocale loc;
    QString html = PlannerChartText::tr("<b>%1 min</b> to train on %2 × %3")
                       .arg(loc.toString(p.predictedMinutes, 'f', 2))
                       .arg(p.accelerators)
                       .arg(p.acceleratorName.toHtmlEscaped());
    if (p.lowerMinutes && p.upperMinutes)
        html += QStringLiteral("<br>") + PlannerChartText::tr("%1 % prediction interval: %2–%3 min")
                                             .arg(loc.toString(100 * p.confidence, 'f', 0), loc.toString(*p.lowerMinutes, 'f', 2),
                                                  loc.toString(*p.upperMinutes, 'f', 2));
    if (p.efficiency && p.epsilon)
        html += QStringLiteral("<br>") +
                PlannerChartText::tr("Efficiency %1 at k = %2; ε = %3")
                    .arg(loc.toString(*p.efficiency, 'f', 3), loc.toString(p.k, 'g', 4), loc.toString(*p.epsilon, 'g', 3));
    html += QStringLiteral("<br>") + PlannerChartText::tr("%1 accelerator-hours").arg(loc.toString(p.acceleratorHours, 'f', 1));
    if (p.cost)
        html += QStringLiteral("<br>") +
                PlannerChartText::tr("Cost %1 %2").arg(loc.toString(*p.cost, 'f', 2), currency.toHtmlEscaped());
    if (p.energyKj)
        html += QStringLiteral("<br>") + PlannerChartText::tr("Energy %1 kWh (%2)")
                                             .arg(loc.toString(*p.energyKj / 3600, 'f', 1), io::energyBasisText(p.energyBasis));
    if (p.measuredHere > 0)
        html += QStringLiteral("<br>") +
                (p.intervalWidenedToMeasured
                     ? PlannerChartText::tr("Measured at this count: %n result(s), %1–%2 min; the interval is widened to hold "
                                            "them, as the fit's spread does not describe repeated runs at one size.",
                                            nullptr, p.measuredHere)
                     : PlannerChartText::tr("Measured at this count: %n result(s), %1–%2 min, all inside the interval.", nullptr,
                                            p.measuredHere))
                    .arg(loc.toString(p.measuredHereMin, 'f', 2), loc.toString(p.measuredHereMax, 'f', 2));
    html += QStringLiteral("<br><small>") +
            PlannerChartText::tr("Fit %1 on %n configuration(s) at %2 distinct sizes (%3–%4 accelerators)", nullptr,
                                 int(p.measured.size()))
                .arg(p.formula.toHtmlEscaped())
                .arg(p.distinctSizes)
                .arg(p.measuredMin)
                .arg(p.measuredMax) +
            QStringLiteral("</small>");
    if (p.negativeSerialTime)
        html += QStringLiteral("<br><span style=\"color:#b00000\">") +
                PlannerChartText::tr("Not physical: the fit's serial time is negative, so its times fall towards zero "
                                     "and below as accelerators are added. Try the power law or Extra-P.") +
                QStringLiteral("</span>");
    if (p.notPositiveAt)
        html += QStringLiteral("<br><span style=\"color:#b00000\">") +
                PlannerChartText::tr("Not physical: the fit predicts no positive time at %1 accelerators. Try another "
                                     "fit model.")
                    .arg(loc.toString(*p.notPositiveAt)) +
                QStringLiteral("</span>");
    if (p.superLinear)
        html += QStringLiteral("<br><span style=\"color:#b00000\">") +
                PlannerChartText::tr("Super-linear: the fit's ε is negative here, so it promises more than linear "
                                     "speedup; do not trust it beyond the measured counts.") +
                QStringLiteral("</span>");
    if (p.extrapolated)
        html += QStringLiteral("<br><span style=\"color:#b00000\">") +
                PlannerChartText::tr("Extrapolated: %1× outside the measured counts. The further out, the less the fit "
                                     "can be trusted.")
                    .arg(loc.toString(p.extrapolation, 'f', 1)) +
                QStringLiteral("</span>");
    return html;
}

} // namespace scalescope::charts
