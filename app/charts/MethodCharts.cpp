// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/MethodCharts.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace scalescope::charts {
namespace {

class MethodChartText
{
    Q_DECLARE_TR_FUNCTIONS(MethodChartText)
};

double cross(const QPointF &o, const QPointF &a, const QPointF &b)
{
    return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x());
}

// The value of one axis choice for row i (NaN when missing or not plottable).
double axisValue(const analysis::BenchmarkAnalysis &run, const QString &choice, int i, bool log)
{
    double v = std::numeric_limits<double>::quiet_NaN();
    if (choice == QLatin1String("pc1") || choice == QLatin1String("pc2")) {
        const int col = choice == QLatin1String("pc1") ? 0 : 1;
        const auto &scores = run.method->pca.scores;
        if (i < scores.rows() && col < scores.cols())
            v = scores(i, col);
        return v; // scores can be negative: never log
    }
    const int f = int(analysis::candidateFeatureNames().indexOf(choice));
    if (f >= 0 && i < run.method->features.raw.rows())
        v = run.method->features.raw(i, f);
    if (log && !(v > 0))
        return std::numeric_limits<double>::quiet_NaN();
    return v;
}

QAbstractAxis *makeAxis(bool log, const QString &title, double lo, double hi)
{
    // Importers keep non-finite values out; an infinite range would still send Qt Charts' tick
    // layout into endless recursion, so such a range is never set.
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = log ? 1 : 0;
        hi = log ? 10 : 1;
    }
    if (log) {
        auto *a = new QLogValueAxis;
        a->setBase(10);
        a->setLabelFormat(QStringLiteral("%.6g"));
        a->setTitleText(title);
        setPlottableRange(a, lo / 1.3, hi * 1.3);
        return a;
    }
    auto *a = new QValueAxis;
    a->setTitleText(title);
    const double pad = (hi - lo) * 0.08 + 1e-9;
    // Never below what the variable can be: counts and sizes (all ≥ 0 here) do not start at −1000.
    const double floor = lo >= 0 ? 0.0 : -std::numeric_limits<double>::infinity();
    setPlottableRange(a, std::max(floor, lo - pad), hi + pad);
    a->applyNiceNumbers();
    if (a->min() < floor)
        a->setMin(floor);
    return a;
}

} // namespace

QString criterionLabel(const QString &name)
{
    if (name == QLatin1String("time"))
        return MethodChartText::tr("Time to train (less is better)");
    if (name == QLatin1String("efficiency"))
        return MethodChartText::tr("Efficiency (more is better)");
    if (name == QLatin1String("per_accelerator_throughput"))
        return MethodChartText::tr("Throughput per accelerator (more is better)");
    if (name == QLatin1String("accelerators"))
        return MethodChartText::tr("Accelerators (fewer is better)");
    if (name == QLatin1String("energy"))
        return MethodChartText::tr("Energy to train (less is better)");
    return name;
}

QList<QPointF> convexHull(QList<QPointF> p)
{
    std::sort(p.begin(), p.end(),
              [](const QPointF &a, const QPointF &b) { return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y()); });
    p.erase(std::unique(p.begin(), p.end()), p.end());
    if (p.size() < 3)
        return p;
    QList<QPointF> h(2 * p.size());
    int k = 0;
    for (int i = 0; i < p.size(); ++i) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0)
            --k;
        h[k++] = p[i];
    }
    for (int i = int(p.size()) - 2, t = k + 1; i >= 0; --i) {
        while (k >= t && cross(h[k - 2], h[k - 1], p[i]) <= 0)
            --k;
        h[k++] = p[i];
    }
    h.resize(k - 1);
    return h;
}

QStringList scatterAxisChoices()
{
    return QStringList{QStringLiteral("pc1"), QStringLiteral("pc2")} + analysis::candidateFeatureNames();
}

QString scatterAxisLabel(const QString &choice)
{
    if (choice == QLatin1String("pc1"))
        return MethodChartText::tr("PC1 (standardised units)");
    if (choice == QLatin1String("pc2"))
        return MethodChartText::tr("PC2 (standardised units)");
    return analysis::featureLabel(choice);
}

// An axis title in the values the scatter plots (original units; the method's log₂ or log of a
// variable is not what the axis shows), and the scale when it is a log one.
QString scatterAxisTitle(const QString &choice, bool log)
{
    QString title;
    if (choice == QLatin1String("log2_accelerators"))
        title = MethodChartText::tr("Accelerators");
    else if (choice == QLatin1String("nodes"))
        title = MethodChartText::tr("Nodes");
    else if (choice == QLatin1String("log_time_to_train"))
        title = MethodChartText::tr("Time to train (minutes)");
    else if (choice == QLatin1String("log_throughput"))
        title = MethodChartText::tr("Throughput");
    else if (choice == QLatin1String("per_accelerator_throughput"))
        title = MethodChartText::tr("Throughput per accelerator");
    else
        title = scatterAxisLabel(choice);
    return log ? MethodChartText::tr("%1, log scale").arg(title) : title;
}

QList<ScatterPoint> clusterScatterPoints(const analysis::BenchmarkAnalysis &run, const QString &xChoice, const QString &yChoice,
                                         bool logX, bool logY)
{
    QList<ScatterPoint> out;
    if (!run.method)
        return out;
    const bool lx = logX && !xChoice.startsWith(QLatin1String("pc")), ly = logY && !yChoice.startsWith(QLatin1String("pc"));
    for (int i = 0; i < run.configurations.size(); ++i) {
        const int c = run.method->labels.value(i, -1);
        const double x = axisValue(run, xChoice, i, lx), y = axisValue(run, yChoice, i, ly);
        const bool pcs = xChoice.startsWith(QLatin1String("pc")) || yChoice.startsWith(QLatin1String("pc"));
        const bool projected = pcs && run.method->pca.projected.value(i);
        if (c >= 0 && !std::isnan(x) && !std::isnan(y))
            out << ScatterPoint{run.configurations[i].id, c, x, y, projected};
    }
    return out;
}

QChart *createClusterScatter(const analysis::BenchmarkAnalysis &run, const QString &xChoice, const QString &yChoice, bool logX,
                             bool logY)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("clusterScatter"));
    chart->setAnimationOptions(QChart::NoAnimation);
    if (!run.method) {
        chart->setTitle(MethodChartText::tr("No clusters: nothing of %1 to cluster").arg(i18n::htmlEscaped(run.benchmark)));
        return chart;
    }
    chart->setTitle(MethodChartText::tr("Clusters of %1 configurations (%2, k = %3)")
                        .arg(i18n::htmlEscaped(run.method->benchmark), algorithmName(run.method->algorithm))
                        .arg(run.method->chosenK));
    chart->legend()->setAlignment(Qt::AlignRight); // short entries beside the plot: the plot keeps its height
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    const bool lx = logX && !xChoice.startsWith(QLatin1String("pc")), ly = logY && !yChoice.startsWith(QLatin1String("pc"));
    double x0 = 1e300, x1 = -1e300, y0 = 1e300, y1 = -1e300;
    QList<QList<QPointF>> byCluster(run.method->chosenK), projectedPoints(run.method->chosenK);
    QList<QStringList> ids(run.method->chosenK), projectedIds(run.method->chosenK);
    for (const ScatterPoint &p : clusterScatterPoints(run, xChoice, yChoice, logX, logY)) {
        if (p.cluster >= byCluster.size())
            continue;
        (p.projected ? projectedPoints : byCluster)[p.cluster] << QPointF(p.x, p.y);
        (p.projected ? projectedIds : ids)[p.cluster] << p.id;
        x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
    }
    if (x0 > x1)
        x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    QAbstractAxis *ax = makeAxis(lx, scatterAxisTitle(xChoice, lx), x0, x1);
    QAbstractAxis *ay = makeAxis(ly, scatterAxisTitle(yChoice, ly), y0, y1);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    for (QAbstractAxis *a : {ax, ay})
        if (auto *log = qobject_cast<QLogValueAxis *>(a))
            labelAtRoundValues(chart, log);
    auto attach = [&](QAbstractSeries *s) {
        chart->addSeries(s);
        s->attachAxis(ax);
        s->attachAxis(ay);
    };
    bool anyProjected = false;
    // In the order of their numbers, not their rank: the scatter shows clusters, which weights do not change.
    QList<const analysis::ClusterProfile *> byId;
    for (const analysis::ClusterProfile &profile : run.method->clusters)
        byId << &profile;
    std::sort(byId.begin(), byId.end(), [](auto *a, auto *b) { return a->id < b->id; });
    for (const analysis::ClusterProfile *numbered : byId) {
        const analysis::ClusterProfile &profile = *numbered;
        const int c = profile.id;
        const QColor color = seriesColor(c);
        const int drawn = int(byCluster[c].size() + projectedPoints[c].size());
        // Short, so the legend fits beside the plot; the rank is in the profiles table and the tooltip.
        QString name = MethodChartText::tr("cluster %1 (%2)").arg(c + 1).arg(profile.size);
        if (drawn < profile.size) // say so, rather than a legend entry with fewer points than it claims
            name += QLatin1Char(' ') + MethodChartText::tr("— %n not drawn", nullptr, profile.size - drawn);
        QXYSeries *pts = createPointSeries(name, byCluster[c], color, ids[c]);
        pts->setObjectName(QStringLiteral("clusterPoints"));
        pts->setProperty(kLegendGroupProperty, c);
        attach(pts);
        if (!projectedPoints[c].isEmpty()) {
            QXYSeries *partial =
                createPointSeries(QString(), projectedPoints[c], color.lighter(165), projectedIds[c], 9, MarkerShape::Diamond);
            partial->setObjectName(QStringLiteral("clusterPoints"));
            partial->setProperty(kLegendGroupProperty, c);
            attach(partial);
            hideLegend(chart, partial);
            anyProjected = true;
        }
        if (byCluster[c].isEmpty())
            continue;
        // Centroid and outline are computed where the axes are linear (log space for log axes).
        auto fwd = [&](const QPointF &p) { return QPointF(lx ? std::log10(p.x()) : p.x(), ly ? std::log10(p.y()) : p.y()); };
        auto back = [&](const QPointF &p) { return QPointF(lx ? std::pow(10, p.x()) : p.x(), ly ? std::pow(10, p.y()) : p.y()); };
        QPointF centre;
        QList<QPointF> space;
        for (const QPointF &p : byCluster[c]) {
            space << fwd(p);
            centre += space.last();
        }
        centre /= double(space.size());
        QXYSeries *cen = createPointSeries(QString(), {back(centre)}, color.darker(160), {}, 16, MarkerShape::Triangle);
        cen->setObjectName(QStringLiteral("centroid"));
        attach(cen);
        hideLegend(chart, cen);
        const QList<QPointF> hull = convexHull(space);
        if (hull.size() >= 3) {
            auto *outline = new QLineSeries;
            outline->setObjectName(QStringLiteral("outline"));
            for (const QPointF &p : hull)
                outline->append(back(p));
            outline->append(back(hull.first()));
            QColor line = color;
            line.setAlpha(160);
            outline->setPen(QPen(line, 1.2, Qt::DashLine));
            attach(outline);
            hideLegend(chart, outline);
        }
    }
    if (anyProjected) {
        QXYSeries *key = createPointSeries(MethodChartText::tr("pale: some variables missing"), {}, QColor(190, 190, 190), {}, 9,
                                           MarkerShape::Diamond);
        attach(key);
    }
    return chart;
}

QString algorithmName(const QString &key)
{
    return key == QLatin1String("ward") ? MethodChartText::tr("Ward") : MethodChartText::tr("k-means++");
}

QChart *createParetoChart(const analysis::BenchmarkAnalysis &run)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("paretoChart"));
    chart->setAnimationOptions(QChart::NoAnimation);
    if (!run.method) {
        chart->setTitle(MethodChartText::tr("No ranking: nothing of %1 to rank").arg(i18n::htmlEscaped(run.benchmark)));
        return chart;
    }
    chart->setTitle(MethodChartText::tr("Pareto front — %1").arg(i18n::htmlEscaped(run.method->benchmark)));
    QList<QPointF> all, front;
    QStringList allIds, frontIds;
    double x0 = 1e300, x1 = 0, y0 = 1e300, y1 = 0;
    for (int i = 0; i < run.configurations.size(); ++i) {
        const model::Configuration &c = run.configurations[i];
        if (!c.accelerators || !c.scoreMinutes || *c.accelerators <= 0 || !std::isfinite(*c.scoreMinutes) ||
            !(*c.scoreMinutes > 0))
            continue;
        const QPointF p(*c.accelerators, *c.scoreMinutes);
        x0 = std::min(x0, p.x()), x1 = std::max(x1, p.x()), y0 = std::min(y0, p.y()), y1 = std::max(y1, p.y());
        if (run.method->pareto.value(i)) {
            front << p;
            frontIds << c.id;
        } else {
            all << p;
            allIds << c.id;
        }
    }
    auto *ax = new QLogValueAxis;
    ax->setTitleText(MethodChartText::tr("Accelerators (count, log scale)"));
    auto *ay = new QLogValueAxis;
    ay->setTitleText(MethodChartText::tr("Time to train (minutes, log scale)"));
    if (x1 > 0) {
        setPlottableRange(ax, std::max(0.5, x0 / 1.5), x1 * 1.5);
        setPlottableRange(ay, y0 / 1.6, y1 * 1.6);
    }
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    labelAtRoundValues(chart, ax);
    labelAtRoundValues(chart, ay);
    QXYSeries *others = createPointSeries(MethodChartText::tr("dominated"), all, QColor(150, 150, 150), allIds, 7);
    QXYSeries *best = createPointSeries(MethodChartText::tr("Pareto front"), front, QColor(214, 39, 40), frontIds, 10);
    others->setObjectName(QStringLiteral("dominated"));
    best->setObjectName(QStringLiteral("front"));
    std::sort(front.begin(), front.end(), [](const QPointF &a, const QPointF &b) { return a.x() < b.x(); });
    auto *line = new QLineSeries;
    line->setObjectName(QStringLiteral("frontLine"));
    for (int i = 0; i < front.size(); ++i) { // a staircase: time only improves with more accelerators
        if (i > 0)
            line->append(front[i].x(), front[i - 1].y());
        line->append(front[i]);
    }
    line->setPen(QPen(QColor(214, 39, 40), 1.5));
    for (QAbstractSeries *s : QList<QAbstractSeries *>{others, line, best}) {
        chart->addSeries(s);
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    hideLegend(chart, line);
    return chart;
}

} // namespace scalescope::charts
