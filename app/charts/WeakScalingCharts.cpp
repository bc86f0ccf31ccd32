// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/WeakScalingCharts.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ScalingChartData.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>

#include <cmath>
#include <map>

namespace scalescope::charts {

class WeakScalingText
{
    Q_DECLARE_TR_FUNCTIONS(WeakScalingText)
};

namespace {

const model::Configuration *configurationOf(const analysis::BenchmarkAnalysis &a, const QString &id)
{
    for (const model::Configuration &c : a.weakConfigurations)
        if (c.id == id)
            return &c;
    return nullptr;
}

QString number(double v, int significant = 3)
{
    // Large figures as whole numbers with grouping (2,660, not 2.66E+03).
    if (std::abs(v) >= std::pow(10.0, significant))
        return QLocale().toString(std::round(v), 'f', 0);
    return QLocale().toString(v, 'g', significant);
}

// Log axes over [lo, hi] with a margin; a single value gets a decade around it.
void setLogRange(QLogValueAxis *axis, double lo, double hi)
{
    if (!(lo > 0) || !(hi > 0) || !std::isfinite(lo) || !std::isfinite(hi)) {
        axis->setRange(1, 10);
        return;
    }
    if (hi / lo < 3) {
        lo /= 2;
        hi *= 2;
    }
    setPlottableRange(axis, lo / 1.4, hi * 1.4);
}

} // namespace

QString weakScalingMetricName(WeakScalingMetric m)
{
    switch (m) {
    case WeakScalingMetric::ScaledSpeedup:
        return WeakScalingText::tr("Scaled speedup (Gustafson)");
    case WeakScalingMetric::Throughput:
        return WeakScalingText::tr("Throughput (models per minute)");
    case WeakScalingMetric::Time:
        return WeakScalingText::tr("Time to train (minutes)");
    }
    return {};
}

QString weakScalingMetricKey(WeakScalingMetric m)
{
    switch (m) {
    case WeakScalingMetric::ScaledSpeedup:
        return QStringLiteral("speedup");
    case WeakScalingMetric::Throughput:
        return QStringLiteral("throughput");
    case WeakScalingMetric::Time:
        return QStringLiteral("time");
    }
    return {};
}

std::optional<WeakScalingMetric> weakScalingMetricFromKey(const QString &key)
{
    for (WeakScalingMetric m : {WeakScalingMetric::ScaledSpeedup, WeakScalingMetric::Throughput, WeakScalingMetric::Time})
        if (weakScalingMetricKey(m) == key)
            return m;
    return std::nullopt;
}

QChart *createWeakScalingChart(const analysis::BenchmarkAnalysis &a, WeakScalingMetric metric)
{
    if (a.weak.points.isEmpty()) {
        if (!a.weakConfigurations.isEmpty())
            return createEmptyChart(WeakScalingText::tr("No weak-scaling result for %1: every folder has too few models "
                                                        "(see the Details and the import report)")
                                        .arg(a.benchmark));
        if (!a.hpcBenchmarks.isEmpty() && !a.hpcBenchmarks.contains(a.benchmark))
            return createEmptyChart(WeakScalingText::tr("No weak scaling for %1: choose one of the MLPerf HPC benchmarks (%2) "
                                                        "in the Benchmark box")
                                        .arg(a.benchmark, a.hpcBenchmarks.join(QStringLiteral(", "))));
        return createEmptyChart(WeakScalingText::tr("No weak scaling for %1: open MLPerf HPC results (hpc_results_v1.0 "
                                                    "or later) and choose one of their benchmarks")
                                    .arg(a.benchmark));
    }
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("weakScalingChart"));
    chart->setTitle(
        WeakScalingText::tr("Weak scaling: %1 — %2").arg(weakScalingMetricName(metric), i18n::htmlEscaped(a.benchmark)));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    auto *x = new QLogValueAxis;
    auto *y = new QLogValueAxis;
    x->setTitleText(metric == WeakScalingMetric::Time
                        ? WeakScalingText::tr("Accelerators of the machine (processors when CPU-only)")
                        : WeakScalingText::tr("Models trained at once (N)"));
    y->setTitleText(weakScalingMetricName(metric));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    };
    double xmin = INFINITY, xmax = 0, ymin = INFINITY, ymax = 0;
    const auto extend = [&](double px, double py) {
        if (!(px > 0) || !(py > 0) || !std::isfinite(px) || !std::isfinite(py))
            return false;
        xmin = std::min(xmin, px), xmax = std::max(xmax, px), ymin = std::min(ymin, py), ymax = std::max(ymax, py);
        return true;
    };

    // One series per accelerator (catalog entry), as on the Scaling tab.
    std::map<QString, std::pair<QString, std::pair<QList<QPointF>, QStringList>>> groups;
    std::map<QString, std::pair<QList<QPointF>, QStringList>> perModel; // Time: one model's mean, hollow
    for (const analysis::WeakScalingPoint &p : a.weak.points) {
        const model::Configuration &c = a.weakConfigurations[p.index];
        const QString key = !c.catalogId.isEmpty() ? c.catalogId : QStringLiteral("name:") + acceleratorDisplayName(c);
        double px = p.models, py = 0;
        switch (metric) {
        case WeakScalingMetric::ScaledSpeedup:
            py = p.scaledSpeedup.value_or(NAN);
            break;
        case WeakScalingMetric::Throughput:
            py = p.modelsPerMinute;
            break;
        case WeakScalingMetric::Time:
            px = p.machineSize.value_or(NAN);
            py = p.timeToTrainAllMinutes;
            if (p.perModelMinutes && extend(px, *p.perModelMinutes)) {
                perModel[key].first << QPointF(px, *p.perModelMinutes);
                perModel[key].second << c.id;
            }
            break;
        }
        if (!extend(px, py))
            continue;
        auto &g = groups[key];
        g.first = acceleratorDisplayName(c);
        g.second.first << QPointF(px, py);
        g.second.second << c.id;
    }
    if (metric == WeakScalingMetric::ScaledSpeedup && xmax > 0) {
        const double lo = xmin / 1.4, hi = xmax * 1.4;
        auto curve = [&](const QString &name, const std::function<double(double)> &f, Qt::PenStyle style, const char *object) {
            auto *line = new QLineSeries;
            line->setObjectName(QLatin1String(object));
            line->setName(name);
            line->setPen(QPen(QColor(90, 90, 90), 1.5, style));
            for (int i = 0; i <= 60; ++i) {
                const double n = lo * std::pow(hi / lo, i / 60.0);
                const double s = f(n);
                if (s > 0 && std::isfinite(s))
                    line->append(n, s);
            }
            attach(line);
        };
        curve(
            WeakScalingText::tr("ideal: S = N"), [](double n) { return n; }, Qt::DashLine, "ideal");
        const analysis::WeakScalingLawFits &f = a.weak.fits;
        if (f.gustafsonAlpha)
            curve(
                WeakScalingText::tr("Gustafson, α = %1").arg(number(*f.gustafsonAlpha)),
                [&](double n) { return analysis::gustafsonSpeedup(*f.gustafsonAlpha, n); }, Qt::SolidLine, "gustafson");
        if (f.amdahlEpsilon)
            curve(
                WeakScalingText::tr("Amdahl, ε = %1").arg(number(*f.amdahlEpsilon)),
                [&](double n) { return analysis::amdahlSpeedup(*f.amdahlEpsilon, n); }, Qt::DotLine, "amdahl");
    }
    for (const auto &[key, g] : groups) {
        const SeriesStyle style = seriesStyle(key);
        QXYSeries *s = createPointSeries(g.first, g.second.first, style.color, g.second.second, 10, style.shape);
        s->setObjectName(QStringLiteral("points"));
        s->setProperty(kLegendGroupProperty, key);
        attach(s);
        if (metric == WeakScalingMetric::Time && perModel.count(key)) {
            QXYSeries *m = createPointSeries(WeakScalingText::tr("%1, one model (mean)").arg(g.first), perModel[key].first,
                                             style.color.lighter(150), perModel[key].second, 7, style.shape);
            m->setObjectName(QStringLiteral("perModel"));
            m->setProperty(kLegendGroupProperty, key);
            attach(m);
        }
    }
    setLogRange(x, xmin, xmax);
    setLogRange(y, metric == WeakScalingMetric::ScaledSpeedup ? std::min(ymin, xmin) : ymin,
                metric == WeakScalingMetric::ScaledSpeedup ? std::max(ymax, xmax) : ymax);
    labelAtRoundValues(chart, x);
    labelAtRoundValues(chart, y);
    return chart;
}

QByteArray weakScalingCsv(const analysis::BenchmarkAnalysis &a)
{
    QString out = QStringLiteral("id,benchmark,accelerator,models,instance_scale,instance_scale_per_machine,machine_size,"
                                 "time_to_train_all_minutes,models_per_minute,per_model_minutes,one_model_minutes,"
                                 "one_model_source,scaled_speedup,gustafson_alpha,weak_efficiency\n");
    for (const analysis::WeakScalingPoint &p : a.weak.points) {
        const model::Configuration &c = a.weakConfigurations[p.index];
        const auto opt = [](std::optional<double> v) { return io::formatNumber(v); };
        QStringList cells{io::csvField(c.id),
                          io::csvField(c.benchmark),
                          io::csvField(acceleratorDisplayName(c)),
                          QString::number(p.models),
                          io::formatCount(p.instanceScale),
                          opt(p.instanceScalePerMachine),
                          io::formatCount(p.machineSize),
                          io::formatNumber(p.timeToTrainAllMinutes),
                          io::formatNumber(p.modelsPerMinute),
                          opt(p.perModelMinutes),
                          opt(p.oneModelMinutes),
                          io::csvField(p.strongSource.isEmpty() ? QStringLiteral("models' mean") : p.strongSource),
                          opt(p.scaledSpeedup),
                          opt(p.serialFraction),
                          opt(p.weakEfficiency)};
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QString weakScalingLawsText(const analysis::BenchmarkAnalysis &a)
{
    const analysis::WeakScalingLawFits &f = a.weak.fits;
    if (f.points == 0)
        return a.weakConfigurations.isEmpty() ? QString()
                                              : WeakScalingText::tr("No scaled speedup can be computed: no folder has both "
                                                                    "its models' times and a time to train them all.");
    const model::Configuration *largest = configurationOf(a, f.largestId);
    const QString name = largest ? largest->shownSystemName() : f.largestId;
    QString t = WeakScalingText::tr("Fitted on %n weak-scaling result(s) of %1.", nullptr, f.points).arg(a.benchmark);
    t += QLatin1Char(' ');
    t += WeakScalingText::tr("At the largest, %1 with %2 models at once, the measured scaled speedup is %3.")
             .arg(name, QLocale().toString(f.largestModels), number(f.largestMeasured.value_or(0)));
    t += QLatin1Char(' ');
    if (f.gustafsonAlpha)
        t += WeakScalingText::tr("Gustafson's law with the fitted serial fraction α = %1 predicts S = %2 there (SMAPE %3 %).")
                 .arg(number(*f.gustafsonAlpha), number(f.gustafsonAtLargest.value_or(0)), number(f.gustafsonSmape, 2)) +
             QLatin1Char(' ');
    if (f.amdahlEpsilon) {
        t += WeakScalingText::tr("Amdahl's law with the fitted ε = %1 predicts S = %2 (SMAPE %3 %)")
                 .arg(number(*f.amdahlEpsilon), number(f.amdahlAtLargest.value_or(0)), number(f.amdahlSmape, 2));
        t += f.amdahlLimit ? WeakScalingText::tr(", and no more than %1 at any size.").arg(number(*f.amdahlLimit))
                           : WeakScalingText::tr(", without a limit (ε = 0).");
        t += QLatin1Char(' ');
    }
    if (f.gustafsonAlpha && f.amdahlEpsilon)
        t += f.gustafsonSmape <= f.amdahlSmape
                 ? WeakScalingText::tr("Gustafson's law fits these results more closely: training more models grows the "
                                       "work with the machine.")
                 : WeakScalingText::tr("Amdahl's law fits these results more closely: the machine's shared part limits how "
                                       "many models pay off.");
    return t;
}

QString weakScalingTooltip(const analysis::BenchmarkAnalysis &a, const QString &id)
{
    const model::Configuration *c = configurationOf(a, id);
    if (!c)
        return {};
    const analysis::WeakScalingPoint *p = nullptr;
    for (const analysis::WeakScalingPoint &q : a.weak.points)
        if (q.id == id)
            p = &q;
    QStringList lines{c->shownSystemName() + QStringLiteral(" — ") + c->submitter, acceleratorDisplayName(*c)};
    if (p) {
        lines << WeakScalingText::tr("%1 models at once; %2 models per minute").arg(p->models).arg(number(p->modelsPerMinute, 4));
        lines << WeakScalingText::tr("All trained in %1 min").arg(number(p->timeToTrainAllMinutes, 4));
        if (p->instanceScale)
            lines << (p->instanceScalePerMachine
                          ? WeakScalingText::tr("%1 accelerators per model as logged; %2 from the machine's size")
                                .arg(*p->instanceScale)
                                .arg(number(*p->instanceScalePerMachine, 4))
                          : WeakScalingText::tr("%1 accelerators per model").arg(*p->instanceScale));
        if (p->scaledSpeedup)
            lines << WeakScalingText::tr("Scaled speedup S = %1, serial fraction α = %2")
                         .arg(number(*p->scaledSpeedup, 4), p->serialFraction ? number(*p->serialFraction) : QStringLiteral("–"));
        if (p->weakEfficiency)
            lines << WeakScalingText::tr("Weak-scaling efficiency %1 against one model alone (%2 min, %3)")
                         .arg(number(*p->weakEfficiency), number(*p->strongMinutes, 4),
                              p->strongSource.startsWith(QLatin1String("fit:"))
                                  ? WeakScalingText::tr("from the strong-scaling fit")
                                  : WeakScalingText::tr("measured"));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace scalescope::charts
