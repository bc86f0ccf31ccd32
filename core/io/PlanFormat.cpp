// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/PlanFormat.h"

#include "core/io/JsonText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace scalescope::io {
namespace {

class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(PlanText)
};

QJsonObject planObject(const analysis::Plan &p)
{
    QJsonObject o{{QStringLiteral("accelerator"), p.accelerator},
                  {QStringLiteral("accelerators"), p.accelerators},
                  {QStringLiteral("model"), p.model}};
    if (!p.ok()) {
        o.insert(QStringLiteral("error"), p.reason);
        o.insert(QStringLiteral("message"), analysis::planReasonText(p.reason));
        return o;
    }
    o.insert(QStringLiteral("accelerator_name"), p.acceleratorName);
    o.insert(QStringLiteral("series"), p.seriesKey);
    o.insert(QStringLiteral("formula"), p.formula);
    o.insert(QStringLiteral("reference_accelerators"), p.referenceAccelerators);
    o.insert(QStringLiteral("k"), p.k);
    o.insert(QStringLiteral("predicted_minutes"), p.predictedMinutes);
    o.insert(QStringLiteral("interval_minutes"), p.lowerMinutes && p.upperMinutes
                                                     ? QJsonValue(QJsonArray{*p.lowerMinutes, *p.upperMinutes})
                                                     : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("confidence"), p.confidence);
    o.insert(QStringLiteral("speedup"), jsonNumberOrNull(p.speedup));
    o.insert(QStringLiteral("efficiency"), jsonNumberOrNull(p.efficiency));
    o.insert(QStringLiteral("epsilon"), jsonNumberOrNull(p.epsilon));
    o.insert(QStringLiteral("accelerator_hours"), p.acceleratorHours);
    o.insert(QStringLiteral("cost"), jsonNumberOrNull(p.cost));
    o.insert(QStringLiteral("energy_kj"), jsonNumberOrNull(p.energyKj));
    o.insert(QStringLiteral("energy_basis"), p.energyBasis.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(p.energyBasis));
    o.insert(QStringLiteral("measured_accelerators"), QJsonArray{p.measuredMin, p.measuredMax});
    o.insert(QStringLiteral("measured_configurations"), int(p.measured.size()));
    o.insert(QStringLiteral("distinct_sizes"), p.distinctSizes);
    o.insert(QStringLiteral("measured_here"), p.measuredHere);
    o.insert(QStringLiteral("interval_widened_to_measured"), p.intervalWidenedToMeasured);
    o.insert(QStringLiteral("negative_serial_time"), p.negativeSerialTime);
    o.insert(QStringLiteral("not_positive_at"), p.notPositiveAt ? QJsonValue(*p.notPositiveAt) : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("super_linear"), p.superLinear);
    o.insert(QStringLiteral("extrapolated"), p.extrapolated);
    o.insert(QStringLiteral("extrapolation_factor"), p.extrapolation);
    return o;
}

QString number(double v, int precision)
{
    return QString::number(v, 'f', precision);
}

} // namespace

QString energyBasisText(const QString &basis)
{
    if (basis == QLatin1String("measured"))
        return PlanText::tr("measured");
    if (basis == QLatin1String("estimated_from_measured"))
        return PlanText::tr("estimated from the measured energy of this series");
    if (basis == QLatin1String("estimated_from_tdp"))
        return PlanText::tr("estimated: accelerators at their TDP for the whole run");
    return basis;
}

QByteArray planToJson(const analysis::Plan &p, const QString &benchmark)
{
    QJsonObject root = planObject(p);
    root.insert(QStringLiteral("schema"), QLatin1String(kPlanSchema));
    root.insert(QStringLiteral("benchmark"), benchmark);
    return jsonWithSchemaFirst(root);
}

QByteArray planAnswersToJson(const QList<analysis::Plan> &answers, const analysis::PlanQuestion &q, const QString &benchmark)
{
    QJsonArray list;
    for (const analysis::Plan &p : answers)
        list.append(planObject(p));
    const bool cheapest = q.kind == analysis::PlanQuestion::CheapestWithinMinutes;
    QJsonObject root{{QStringLiteral("schema"), QLatin1String(kPlanSchema)},
                     {QStringLiteral("benchmark"), benchmark},
                     {QStringLiteral("question"),
                      cheapest ? QStringLiteral("cheapest_within_minutes") : QStringLiteral("fastest_within_budget")},
                     {QStringLiteral("limit"), q.limit},
                     {QStringLiteral("model"), q.model},
                     {QStringLiteral("answers"), list}};
    return jsonWithSchemaFirst(root);
}

QString planToText(const analysis::Plan &p)
{
    if (!p.ok())
        return PlanText::tr("No plan for %1 × %2: %3.")
                   .arg(p.accelerator)
                   .arg(p.accelerators)
                   .arg(analysis::planReasonText(p.reason)) +
               QLatin1Char('\n');
    QString out = PlanText::tr("%1 × %2 (%3 fit of series %4: %5)")
                      .arg(p.acceleratorName)
                      .arg(p.accelerators)
                      .arg(p.model, p.seriesKey, p.formula) +
                  QLatin1Char('\n');
    out += PlanText::tr("  time to train  %1 min").arg(number(p.predictedMinutes, 3));
    if (p.lowerMinutes && p.upperMinutes)
        out += QLatin1Char(' ') + PlanText::tr("(%1 % interval %2–%3 min)")
                                      .arg(number(100 * p.confidence, 0), number(*p.lowerMinutes, 3), number(*p.upperMinutes, 3));
    out += QLatin1Char('\n');
    // An interval spanning more than a factor of ten says little: say so rather than print it bare.
    if (p.wideInterval())
        out += PlanText::tr("  wide interval: the fit is uncertain at this size; measure near it before relying on it") +
               QLatin1Char('\n');
    if (p.measuredHere > 0)
        out += (p.intervalWidenedToMeasured
                    ? PlanText::tr("  measured here  %n result(s), %1–%2 min (the interval is widened to hold them)", nullptr,
                                   p.measuredHere)
                    : PlanText::tr("  measured here  %n result(s), %1–%2 min, all inside the interval", nullptr, p.measuredHere))
                   .arg(number(p.measuredHereMin, 3), number(p.measuredHereMax, 3)) +
               QLatin1Char('\n');
    // k = N / the reference's count: whole in most plans, a fraction when N is not a multiple of it.
    if (p.efficiency)
        out += PlanText::tr("  efficiency     %1 at k = %2 (reference %3 accelerators)")
                   .arg(number(*p.efficiency, 4), QString::number(p.k, 'g', 6))
                   .arg(p.referenceAccelerators) +
               QLatin1Char('\n');
    if (p.epsilon)
        out += PlanText::tr("  ε              %1").arg(QString::number(*p.epsilon, 'g', 4)) + QLatin1Char('\n');
    out += PlanText::tr("  accelerator-hours %1").arg(number(p.acceleratorHours, 2)) + QLatin1Char('\n');
    if (p.cost)
        out += PlanText::tr("  cost           %1").arg(number(*p.cost, 2)) + QLatin1Char('\n');
    if (p.energyKj)
        out += PlanText::tr("  energy         %1 kJ (%2)").arg(number(*p.energyKj, 0), energyBasisText(p.energyBasis)) +
               QLatin1Char('\n');
    out += PlanText::tr("  fit on         %n configuration(s) at %1 distinct sizes (%2–%3 accelerators)", nullptr,
                        int(p.measured.size()))
               .arg(p.distinctSizes)
               .arg(p.measuredMin)
               .arg(p.measuredMax) +
           QLatin1Char('\n');
    if (p.negativeSerialTime)
        out += PlanText::tr("  not physical: the fit's serial time is negative, so its times fall towards zero as "
                            "accelerators are added; try --model power or --model extrap") +
               QLatin1Char('\n');
    if (p.notPositiveAt)
        out += PlanText::tr("  not physical: the fit predicts no positive time at %1 accelerators; try another --model")
                   .arg(*p.notPositiveAt) +
               QLatin1Char('\n');
    if (p.superLinear)
        out += PlanText::tr("  super-linear: the fit's ε is negative here, so its prediction is not credible beyond the "
                            "measured counts") +
               QLatin1Char('\n');
    if (p.extrapolated)
        out += PlanText::tr("  extrapolated: %1× outside the measured %2–%3 accelerators")
                   .arg(number(p.extrapolation, 1))
                   .arg(p.measuredMin)
                   .arg(p.measuredMax) +
               QLatin1Char('\n');
    return out;
}

QString planAnswersToText(const QList<analysis::Plan> &answers, const analysis::PlanQuestion &q)
{
    const bool priced = q.price || !q.prices.isEmpty();
    QString out =
        q.kind == analysis::PlanQuestion::CheapestWithinMinutes
            ? PlanText::tr("Cheapest configurations that train within %1 min:").arg(q.limit)
        : priced
            ? PlanText::tr("Fastest configurations that cost at most %1 at the given prices per accelerator-hour:").arg(q.limit)
            : PlanText::tr("Fastest configurations within a budget of %1 accelerator-hours:").arg(q.limit);
    out += QLatin1Char('\n');
    // The counts tried bound the answers: "fastest within a budget" ends where they end.
    out += PlanText::tr("(counts tried: 1 to 64, then whole nodes of 8 up to 16 × each series' largest measured count; "
                        "one answer per series)") +
           QLatin1Char('\n');
    if (answers.isEmpty())
        out += PlanText::tr("  none: no fitted series meets it") + QLatin1Char('\n');
    for (const analysis::Plan &p : answers)
        out += planToText(p);
    return out;
}

} // namespace scalescope::io
