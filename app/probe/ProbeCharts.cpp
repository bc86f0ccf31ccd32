// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/probe/ProbeCharts.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "app/charts/ChartOptions.h"
#include "app/charts/EfficiencySurfaceChart.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMap>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace scalescope::probe {
namespace {

// " ⚠ ±12 %" for a result whose repeats vary by more than 10 %.
QString unsteadyMark(const ProbeTest &t)
{
    const auto v = variation(t);
    if (!v || *v <= kVariationLimit)
        return QString();
    return QStringLiteral(" ⚠ ±") + QLocale().toString(100 * *v, 'f', 0) + QStringLiteral(" %");
}

// The training step's series: one per scaling mode and precision, in that order (strong and weak
// scaling are different experiments).
using StepGroupKey = std::pair<QString, QString>; // the mode's key, the precision

QMap<StepGroupKey, QList<ProbeTrainStep>> stepGroups(const ProbeRun &run, bool okOnly)
{
    QMap<StepGroupKey, QList<ProbeTrainStep>> groups;
    for (const ProbeTest &t : run.tests)
        if (t.trainStep && (!okOnly || chartsOf(t) & ScalingChart))
            groups[{t.trainStep->modeKey(), t.trainStep->precision}] << *t.trainStep;
    for (QList<ProbeTrainStep> &steps : groups)
        std::sort(steps.begin(), steps.end(), [](const auto &a, const auto &b) { return a.devices < b.devices; });
    return groups;
}

// "strong scaling, fp32"
QString stepGroupName(const ProbeTrainStep &step)
{
    return modeName(step) + QStringLiteral(", ") + step.precision;
}

} // namespace

int chartsOf(const ProbeTest &t)
{
    if (t.status != ProbeStatus::Ok)
        return 0;
    int charts = 0;
    if (t.suite == ProbeSuite::Gemm && t.median)
        charts |= GemmChart;
    // A latency among the p2p results (the MPI probe's 8-byte ping-pong) is not a bandwidth.
    if (t.median && t.unit == ProbeUnit::GbPerS &&
        (t.suite == ProbeSuite::Memory || t.suite == ProbeSuite::Host || t.suite == ProbeSuite::P2p ||
         t.suite == ProbeSuite::Allreduce))
        charts |= BandwidthChart;
    if (t.trainStep)
        charts |= ScalingChart;
    return charts;
}

QChart *createGemmChart(const ProbeRun &run)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("probeGemm"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(chartTitle(run, ProbeChartText::tr("Matrix multiply throughput")));
    auto *set = new QBarSet(ProbeChartText::tr("GFLOP/s (median)"));
    QStringList categories;
    for (const ProbeTest &t : run.tests) {
        if (!(chartsOf(t) & GemmChart))
            continue;
        // "gemm fp32" over "256x256x256" (and the share of the peak below): on one line the size was
        // cut to "256x256x…" in a narrow window. Axis labels are HTML: each line escaped, joined by <br>.
        const qsizetype space = t.name.lastIndexOf(QLatin1Char(' '));
        QStringList lines = space > 0 ? QStringList{t.name.left(space), t.name.mid(space + 1)} : QStringList{t.name};
        if (t.percentOfSpec) // the probe's own figure: it knows the catalog's peak for the device it ran on
            lines << QStringLiteral("(") + ProbeChartText::tr("%1% of spec").arg(*t.percentOfSpec, 0, 'f', 1) + QLatin1Char(')');
        lines.last() += unsteadyMark(t);
        for (QString &line : lines)
            line = i18n::htmlEscaped(line);
        categories << lines.join(QStringLiteral("<br>"));
        *set << *t.median;
    }
    if (categories.isEmpty()) {
        delete set;
        delete chart;
        return emptyChart(run, ProbeChartText::tr("Matrix multiply throughput"));
    }
    // Every bar's label to the same decimals, those that give the largest three significant digits
    // ("164" beside "82", not "164" beside "81.99"): Qt writes each label to a number of significant
    // digits, so the values themselves are rounded.
    double largest = 0;
    for (int i = 0; i < set->count(); ++i)
        largest = std::max(largest, std::abs(set->at(i)));
    const int decimals = largest > 0 ? std::clamp(2 - int(std::floor(std::log10(largest))), 0, 6) : 0;
    const double step = std::pow(10.0, decimals);
    for (int i = 0; i < set->count(); ++i)
        set->replace(i, std::round(set->at(i) * step) / step);
    auto *series = new QHorizontalBarSeries;
    series->setObjectName(QStringLiteral("gemmBars"));
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(15); // the rounded value whole
    chart->addSeries(series);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    auto *x = new QValueAxis;
    x->setTitleText(ProbeChartText::tr("GFLOP/s"));
    double maxV = 1;
    for (int i = 0; i < set->count(); ++i)
        maxV = std::max(maxV, set->at(i));
    x->setRange(0, maxV * 1.15);
    x->applyNiceNumbers(); // ticks at round values (0, 100, 200), not at fifths of the largest bar
    x->setLabelFormat(QStringLiteral("%.6g"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(y);
    series->attachAxis(x);
    chart->legend()->setVisible(false);
    return chart;
}

QChart *createBandwidthChart(const ProbeRun &run)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("probeBandwidth"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(chartTitle(run, ProbeChartText::tr("Bandwidth against transfer size")));
    QMap<QString, QList<QPointF>> lines;
    QList<QPointF> unsteady; // (bytes, median) of results that vary by more than 10 %
    for (const ProbeTest &t : run.tests) {
        if (!(chartsOf(t) & BandwidthChart))
            continue;
        const ProbeTestParameters &p = t.parameters;
        const bool transfer = t.suite == ProbeSuite::Memory || t.suite == ProbeSuite::Host || t.suite == ProbeSuite::P2p;
        if (variesTooMuch(t) && (transfer || t.suite == ProbeSuite::Allreduce) && p.transferBytes())
            unsteady << QPointF(*p.transferBytes(), *t.median);
        const QString conv = t.byteConvention == ProbeByteConvention::Copied ? ProbeChartText::tr("bytes copied")
                                                                             : ProbeChartText::tr("bytes moved");
        if (transfer) {
            // The MPI probe's ping-pong: one line per pair of ranks.
            const QString kernel = p.peerRank
                                       ? ProbeChartText::tr("rank %1 - rank %2").arg(p.sourceRank.value_or(0)).arg(*p.peerRank)
                                   : p.kernel.isEmpty() ? p.direction
                                                        : p.kernel;
            if (p.transferBytes())
                lines[QStringLiteral("%1 %2 (%3)").arg(t.suiteKey(), kernel, conv)] << QPointF(*p.transferBytes(), *t.median);
        } else if (t.suite == ProbeSuite::Allreduce && p.bytes) {
            lines[ProbeChartText::tr("all-reduce busbw")] << QPointF(*p.bytes, *t.median);
            if (t.algbwMedian)
                lines[ProbeChartText::tr("all-reduce algbw")] << QPointF(*p.bytes, *t.algbwMedian);
        }
    }
    if (lines.isEmpty()) {
        delete chart;
        return emptyChart(run, ProbeChartText::tr("Bandwidth against transfer size"));
    }
    // Sizes are powers of two: plot log₂(bytes) and label the powers as KiB, MiB, GiB.
    // Only what can be drawn: a finite size and a finite, positive median (a file can say 1e308).
    const auto drawable = [](const QPointF &p) { return std::isfinite(p.x()) && p.x() > 0 && std::isfinite(p.y()) && p.y() > 0; };
    for (auto &points : lines) {
        points.removeIf([&](const QPointF &p) { return !drawable(p); });
        for (QPointF &p : points)
            p.setX(std::log2(p.x()));
    }
    lines.removeIf([](const auto &entry) { return entry.value().isEmpty(); });
    unsteady.removeIf([&](const QPointF &p) { return !drawable(p); });
    for (QPointF &p : unsteady)
        p.setX(std::log2(p.x()));
    if (lines.isEmpty()) {
        delete chart;
        return emptyChart(run, ProbeChartText::tr("Bandwidth against transfer size"));
    }
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setTitleText(ProbeChartText::tr("Bytes per transfer (log₂)"));
    auto *y = new QLogValueAxis;
    y->setBase(10);
    y->setLabelFormat(QStringLiteral("%.6g"));
    y->setTitleText(ProbeChartText::tr("GB/s (10⁹ bytes/s)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double x0 = 1e300, x1 = 0, y0 = 1e300, y1 = 0;
    int i = 0;
    for (auto it = lines.begin(); it != lines.end(); ++it, ++i) {
        std::sort(it->begin(), it->end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
        QXYSeries *pts = charts::createPointSeries(it.key(), *it, charts::seriesColor(i));
        if (it->size() > 1)
            pts->setPen(QPen(charts::seriesColor(i), 1.5));
        chart->addSeries(pts);
        pts->attachAxis(x);
        pts->attachAxis(y);
        for (const QPointF &p : *it)
            x0 = std::min(x0, p.x()), x1 = std::max(x1, p.x()), y0 = std::min(y0, p.y()), y1 = std::max(y1, p.y());
    }
    if (!unsteady.isEmpty()) {
        auto *ring = new QScatterSeries; // an open ring around the point: the point stays visible
        ring->setName(ProbeChartText::tr("⚠ varies by more than 10 %"));
        ring->setObjectName(QStringLiteral("unsteady"));
        ring->setMarkerSize(16);
        ring->setColor(Qt::transparent);
        ring->setBorderColor(QColor(230, 120, 0));
        ring->setPen(QPen(QColor(230, 120, 0), 2));
        ring->replace(unsteady);
        chart->addSeries(ring);
        ring->attachAxis(x);
        ring->attachAxis(y);
    }
    if (y1 > 0) {
        const int lo = std::max(0, int(std::floor(x0)) - 1), hi = int(std::ceil(x1)) + 1;
        // At most seven labels: a category axis gives each label only the room to the next one and
        // cuts a longer one ("51…" for 512 B in a narrow chart).
        const int step = (hi - lo) / 7 + 1;
        for (int e = lo; e <= hi; e += step)
            x->append(byteSizeLabel(e), e);
        x->setRange(lo, hi);
        charts::setPlottableRange(y, y0 / 2, y1 * 2);
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart *createScalingChart(const ProbeRun &run)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("probeScaling"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(chartTitle(run, ProbeChartText::tr("Synthetic data-parallel training step")));
    auto *x = new QValueAxis;
    x->setTitleText(run.isCluster() ? ProbeChartText::tr("MPI ranks") : ProbeChartText::tr("Workers / devices"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    auto *y = new QValueAxis;
    y->setTitleText(ProbeChartText::tr("Speedup and efficiency (dashed)"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const QMap<StepGroupKey, QList<ProbeTrainStep>> groups = stepGroups(run, true);
    if (groups.isEmpty()) {
        delete chart;
        return emptyChart(run, ProbeChartText::tr("Synthetic data-parallel training step"));
    }
    double maxX = 1, maxY = 1;
    int i = 0;
    for (auto it = groups.begin(); it != groups.end(); ++it, ++i) {
        const QString name = stepGroupName(it->first());
        QList<QPointF> speed, eff;
        QString split;
        std::optional<double> eps;
        bool slower = false; // more workers took longer: ε_eff has no meaning there
        for (const ProbeTrainStep &s : *it) {
            if (s.speedup)
                speed << QPointF(s.devices, *s.speedup);
            if (s.efficiency)
                eff << QPointF(s.devices, *s.efficiency);
            if (s.devices > 1 && s.speedup && *s.speedup < 1)
                slower = true, eps.reset();
            else if (s.epsilonEff)
                eps = s.epsilonEff;
            maxX = std::max(maxX, double(s.devices));
            maxY = std::max(maxY, s.speedup.value_or(0));
            const double total = s.computeS + s.commS;
            split = ProbeChartText::tr("compute %1%").arg(total > 0 ? 100 * s.computeS / total : 0, 0, 'f', 0);
        }
        const QColor color = charts::seriesColor(i);
        const QString epsText =
            slower ? ProbeChartText::tr("no ε_eff: slower with more workers")
                   : ProbeChartText::tr("ε_eff %1").arg(eps ? QLocale().toString(*eps, 'g', 3) : QStringLiteral("–"));
        // Where two groups measure alike (bf16 and fp32 of one mode) the later one was drawn over the
        // earlier and hid it: each later group has a smaller mark of another shape and a thinner line,
        // so the earlier shows around it.
        static constexpr charts::MarkerShape kShapes[] = {charts::MarkerShape::Circle, charts::MarkerShape::Square,
                                                          charts::MarkerShape::Diamond, charts::MarkerShape::Triangle,
                                                          charts::MarkerShape::InvertedTriangle};
        const charts::MarkerShape shape = kShapes[i % std::size(kShapes)];
        const int mark = std::max(5, 13 - 2 * i);
        const qreal width = std::max(1.5, 4.0 - 0.75 * i);
        QXYSeries *sp =
            charts::createPointSeries(ProbeChartText::tr("%1: %2, %3").arg(name, epsText, split), speed, color, {}, mark, shape);
        sp->setPen(QPen(color, width));
        QXYSeries *ef =
            charts::createPointSeries(ProbeChartText::tr("%1: efficiency").arg(name), eff, color.lighter(130), {}, mark, shape);
        ef->setPen(QPen(color.lighter(130), std::max(1.0, width - 0.5), Qt::DashLine));
        for (QXYSeries *s : {sp, ef}) {
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        charts::hideLegend(chart, ef); // same colour, dashed: the axis title says which is which
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    x->setRange(0.5, maxX + 0.5);
    x->setTickType(QValueAxis::TicksDynamic); // ticks on whole worker counts only
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1.0, std::ceil(maxX / 8)));
    // Whole-number ticks from 0: speedups read at a glance (applyNiceNumbers may start below 0).
    double top = std::ceil(std::max(1.2, maxY * 1.15));
    if (top > 10)
        top = std::ceil(top / 5) * 5;
    y->setRange(0, top);
    y->setTickCount(top > 10 ? 6 : int(top) * 2 + 1);
    y->setLabelFormat(QStringLiteral("%.1f"));
    return chart;
}

QList<charts::SurfacePoint> surfacePoints(const ProbeRun &run)
{
    QList<charts::SurfacePoint> out;
    for (const ProbeTest &t : run.tests)
        if (t.trainStep && t.trainStep->devices > 1 && t.trainStep->epsilonEff && *t.trainStep->epsilonEff > 0 &&
            t.trainStep->speedup.value_or(0) >= 1) { // slower with more workers: no ε_eff to place
            const ProbeTrainStep &s = *t.trainStep;
            charts::SurfacePoint p;
            p.id = QStringLiteral("local:%1:%2:%3").arg(s.modeKey(), s.precision).arg(s.devices);
            p.k = s.devices;
            p.epsilon = *s.epsilonEff;
            p.local = true;
            p.cluster = run.isCluster();
            if (run.isCluster())
                p.label = ProbeChartText::tr("Cluster %1 (MPI, synthetic step, %2): %3, %4 ranks, ε_eff %5")
                              .arg(run.clusterName(), modeName(s), s.precision)
                              .arg(s.devices)
                              .arg(QLocale().toString(p.epsilon, 'g', 3));
            else
                p.label =
                    ProbeChartText::tr("This machine (local, synthetic step, %1): %2, %3 %4, ε_eff %5")
                        .arg(modeName(s), s.precision)
                        .arg(s.devices)
                        .arg(run.backend == QLatin1String("cuda") ? ProbeChartText::tr("GPUs") : ProbeChartText::tr("workers"))
                        .arg(QLocale().toString(p.epsilon, 'g', 3));
            out << p;
        }
    return out;
}

QByteArray runCsv(const ProbeRun &run)
{
    QByteArray out = "suite,test,device,status,metric,unit,median,min,max,synthetic\n";
    const auto quoted = [](const QString &v) {
        QString q = v;
        if (q.contains(QLatin1Char(',')) || q.contains(QLatin1Char('"')) || q.contains(QLatin1Char('\n')))
            q = QLatin1Char('"') + q.replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
        return q.toUtf8();
    };
    const auto number = [](const std::optional<double> &v) { return v ? QByteArray::number(*v, 'g', 10) : QByteArray(); };
    for (const ProbeTest &t : run.tests)
        out += quoted(t.suiteKey()) + ',' + quoted(t.name) + ',' + quoted(t.device) + ',' + quoted(statusKey(t.status)) + ',' +
               quoted(t.metricKey()) + ',' + quoted(t.unitKey()) + ',' + number(t.median) + ',' + number(t.min) + ',' +
               number(t.max) + ',' + (run.synthetic ? "true" : "false") + '\n';
    return out;
}

void addScalingSeries(QChart *chart, const ProbeRun &run, charts::ScalingMetric metric, bool hasData)
{
    const bool speedup = metric == charts::ScalingMetric::Speedup;
    if (!speedup && metric != charts::ScalingMetric::Efficiency)
        return; // the probe's samples/s are not comparable with MLPerf times or throughputs
    const auto horizontal = chart->axes(Qt::Horizontal), vertical = chart->axes(Qt::Vertical);
    if (horizontal.isEmpty() || vertical.isEmpty())
        return;
    // Strong and weak scaling are different experiments: one series each, per precision.
    QList<std::pair<ProbeTrainStep, QList<QPointF>>> byPrecision; // each group's first step, and its points
    for (const QList<ProbeTrainStep> &steps : stepGroups(run, false)) {
        QList<QPointF> points;
        for (const ProbeTrainStep &s : steps)
            if (const std::optional<double> v = speedup ? s.speedup : s.efficiency; v && *v > 0)
                points << QPointF(s.devices, *v);
        if (!points.isEmpty())
            byPrecision.append({steps.first(), points});
    }
    // The local points widen the axes where they fall outside the MLPerf data.
    std::optional<charts::ChartZoom> ranges = hasData ? charts::chartRanges(chart) : std::nullopt;
    for (const auto &group : std::as_const(byPrecision))
        for (const QPointF &p : group.second) {
            if (!ranges)
                ranges = charts::ChartZoom{p.x(), p.x(), p.y(), p.y()};
            ranges->xMin = std::min(ranges->xMin, p.x() / 1.5), ranges->xMax = std::max(ranges->xMax, p.x() * 1.5);
            ranges->yMin = std::min(ranges->yMin, speedup ? p.y() / 1.5 : std::min(0.0, p.y())),
            ranges->yMax = std::max(ranges->yMax, speedup ? p.y() * 1.5 : std::max(1.1, p.y() + 0.05));
        }
    if (ranges && !byPrecision.isEmpty())
        charts::applyChartRanges(chart, *ranges);
    int n = 0;
    for (const auto &[step, points] : std::as_const(byPrecision)) {
        auto *s = new QLineSeries;
        s->setObjectName(QStringLiteral("local"));
        const QString group = stepGroupName(step);
        const QString name = run.isCluster()
                                 ? ProbeChartText::tr("Cluster %1, %2 (MPI ranks, synthetic step)").arg(run.clusterName(), group)
                                 : ProbeChartText::tr("This machine, %1 (local, synthetic step)").arg(group);
        s->setName(i18n::htmlEscaped(name));
        s->setProperty(charts::kPlainNameProperty, name);
        s->setPointsVisible(true);
        QPen pen(n++ % 2 ? QColor(70, 70, 70) : Qt::black, 2, step.mode == ProbeScalingMode::Weak ? Qt::DotLine : Qt::DashLine);
        s->setPen(pen);
        s->append(points);
        chart->addSeries(s);
        s->attachAxis(horizontal.first());
        s->attachAxis(vertical.first());
    }
}

} // namespace scalescope::probe
