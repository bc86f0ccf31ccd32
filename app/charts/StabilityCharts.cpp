// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/StabilityCharts.h"

#include "app/charts/ChartFactory.h"
#include "core/i18n/SafeText.h"
#include "core/io/CsvWriter.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

namespace scalescope::charts {
namespace {

class StabilityChartText
{
    Q_DECLARE_TR_FUNCTIONS(StabilityCharts)
};

const QColor kTop1(31, 119, 180), kTop3(158, 202, 225), kRange(120, 120, 120), kMedian(214, 39, 40), kNow(0, 0, 0);

// A bar as an area between y = 0 and y = height, so it scales with the chart (exports too).
QAreaSeries *bar(double x0, double x1, double height, const QColor &color)
{
    auto *upper = new QLineSeries, *lower = new QLineSeries;
    upper->append(x0, height);
    upper->append(x1, height);
    lower->append(x0, 0);
    lower->append(x1, 0);
    auto *area = new QAreaSeries(upper, lower);
    upper->setParent(area); // the area series does not own its boundary lines
    lower->setParent(area);
    area->setColor(color);
    area->setBorderColor(color.darker(130));
    return area;
}

} // namespace

QString clusterPointId(int cluster)
{
    return QStringLiteral("cluster:%1").arg(cluster + 1);
}

std::optional<int> clusterFromPointId(const QString &id)
{
    if (!id.startsWith(QLatin1String("cluster:")))
        return std::nullopt;
    bool ok = false;
    const int shown = id.mid(8).toInt(&ok);
    return ok && shown >= 1 ? std::optional<int>(shown - 1) : std::nullopt;
}

QChart *createClusterStabilityChart(const analysis::StabilityResult &r)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("clusterStabilityChart"));
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitle(StabilityChartText::tr("How often each cluster ranks first — %Ln draw(s)", nullptr, r.draws));
    auto *ax = new QCategoryAxis;
    ax->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    ax->setRange(-0.6, double(r.clusters.size()) - 0.4);
    ax->setTitleText(StabilityChartText::tr("Cluster"));
    auto *ay = new QValueAxis;
    ay->setRange(0, 100);
    ay->setTickCount(6);
    ay->setLabelFormat(QStringLiteral("%.0f"));
    ay->setTitleText(StabilityChartText::tr("Share of draws (%)"));
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    const QString top1Name = StabilityChartText::tr("ranks first"), top3Name = StabilityChartText::tr("in the first three");
    QList<QPointF> top1Points, top3Points;
    QStringList ids;
    for (int q = 0; q < r.clusters.size(); ++q) {
        const analysis::ClusterStability &c = r.clusters[q];
        ax->append(QString::number(c.cluster + 1), q);
        for (const auto &[offset, value, color, name] :
             {std::tuple{-0.2, c.top1, kTop1, top1Name}, std::tuple{0.2, c.top3, kTop3, top3Name}}) {
            QAreaSeries *area = bar(q + offset - 0.18, q + offset + 0.18, 100 * value, color);
            area->setName(name);
            area->setProperty(kLegendGroupProperty, name);
            area->setProperty(kHitIdProperty, clusterPointId(c.cluster)); // the whole bar selects its cluster
            chart->addSeries(area);
            area->attachAxis(ax);
            area->attachAxis(ay);
            if (q > 0)
                hideLegend(chart, area);
        }
        top1Points << QPointF(q - 0.2, 100 * c.top1);
        top3Points << QPointF(q + 0.2, 100 * c.top3);
        ids << clusterPointId(c.cluster);
    }
    // Points on the bars' tops carry the cluster for hover and click.
    for (const auto &[points, color, name] : {std::tuple{top1Points, kTop1, top1Name}, std::tuple{top3Points, kTop3, top3Name}}) {
        QXYSeries *tops = createPointSeries(name, points, color.darker(150), ids, 7);
        tops->setObjectName(name == top1Name ? QStringLiteral("top1") : QStringLiteral("top3"));
        tops->setProperty(kLegendGroupProperty, name);
        chart->addSeries(tops);
        tops->attachAxis(ax);
        tops->attachAxis(ay);
        hideLegend(chart, tops);
    }
    return chart;
}

QList<int> rankRangeRows(const analysis::StabilityResult &r, int shown)
{
    QList<int> rows(r.configurations.size());
    std::iota(rows.begin(), rows.end(), 0);
    std::stable_sort(rows.begin(), rows.end(), [&](int a, int b) {
        const analysis::ConfigurationStability &x = r.configurations[a], &y = r.configurations[b];
        if (x.medianRank != y.medianRank)
            return x.medianRank < y.medianRank;
        if (x.top1 != y.top1)
            return x.top1 > y.top1;
        return x.rankAtWeights < y.rankAtWeights;
    });
    return rows.mid(0, shown);
}

namespace {

// `name` as HTML on lines of at most `width` characters, broken at spaces (a longer word on a line
// of its own, whole): nothing of it is left out.
QString wrappedName(const QString &name, int width)
{
    QStringList lines;
    QString line;
    for (const QString &word : name.split(u' ', Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines << i18n::htmlEscaped(line);
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        lines << i18n::htmlEscaped(line);
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

QChart *createRankRangeChart(const analysis::BenchmarkAnalysis &a, const analysis::StabilityResult &r, int shown, int nameChars,
                             RankNames names)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("rankRangeChart"));
    chart->setAnimationOptions(QChart::NoAnimation);
    const QList<int> rows = rankRangeRows(r, shown);
    chart->setTitle(StabilityChartText::tr("Rank range of the %n configuration(s) nearest the top", nullptr, int(rows.size())));
    auto *ax = new QValueAxis;
    ax->setTitleText(StabilityChartText::tr("Rank (1 = best)"));
    int worst = 1;
    for (int row : rows)
        worst = std::max({worst, r.configurations[row].rankP95, r.configurations[row].rankAtWeights});
    ax->setRange(0.5, worst + 0.5);
    ax->setLabelFormat(QStringLiteral("%.0f"));
    ax->applyNiceNumbers();
    ax->setMin(std::max(0.0, ax->min()));
    auto *ay = new QCategoryAxis;
    ay->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    ay->setReverse(true); // the best at the top
    ay->setRange(0.4, double(rows.size()) + 0.6);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    QList<QPointF> medians, now;
    QStringList ids;
    for (int p = 0; p < rows.size(); ++p) {
        const analysis::ConfigurationStability &c = r.configurations[rows[p]];
        const model::Configuration &cfg = a.configurations[c.index];
        // The position keeps labels unique (the axis drops a repeated one); hover names it in full.
        QString label = cfg.shownSystemName();
        if (names == RankNames::Wrapped) {
            label = wrappedName(label, nameChars);
        } else {
            if (label.size() > nameChars)
                label = label.left(nameChars - 1) + QChar(0x2026);
            label = i18n::htmlEscaped(label);
        }
        ay->append(StabilityChartText::tr("%1. %2 ×%3").arg(p + 1).arg(label).arg(cfg.accelerators.value_or(0)),
                   p + 1); // axis labels are HTML: the system name comes from a file
        auto *range = new QLineSeries;
        range->setName(StabilityChartText::tr("5–95 % of draws"));
        range->setPen(QPen(kRange, 4, Qt::SolidLine, Qt::FlatCap));
        range->append(c.rankP05 - 0.15, p + 1);
        range->append(c.rankP95 + 0.15, p + 1);
        range->setProperty(kLegendGroupProperty, range->name());
        range->setProperty(kHitIdProperty, c.id); // the whole range line selects its configuration
        chart->addSeries(range);
        range->attachAxis(ax);
        range->attachAxis(ay);
        if (p > 0)
            hideLegend(chart, range);
        medians << QPointF(c.medianRank, p + 1);
        now << QPointF(c.rankAtWeights, p + 1);
        ids << c.id;
    }
    QXYSeries *median = createPointSeries(StabilityChartText::tr("median rank"), medians, kMedian, ids, 10);
    median->setObjectName(QStringLiteral("medianRank"));
    QXYSeries *atWeights = createPointSeries(StabilityChartText::tr("at your weights"), now, kNow, ids, 8, MarkerShape::Diamond);
    atWeights->setObjectName(QStringLiteral("rankAtWeights"));
    for (QXYSeries *s : {median, atWeights}) {
        chart->addSeries(s);
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    return chart;
}

QByteArray clusterStabilityCsv(const analysis::StabilityResult &r)
{
    QString out = QStringLiteral("cluster,top1_probability,top3_probability,median_rank,rank_p05,rank_p95,rank_at_weights\n");
    for (const analysis::ClusterStability &c : r.clusters)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                   .arg(c.cluster + 1)
                   .arg(io::formatNumber(c.top1), io::formatNumber(c.top3))
                   .arg(c.medianRank)
                   .arg(c.rankP05)
                   .arg(c.rankP95)
                   .arg(c.rankAtWeights);
    return out.toUtf8();
}

QByteArray rankRangeCsv(const analysis::StabilityResult &r)
{
    QString out =
        QStringLiteral("configuration_id,top1_probability,top3_probability,median_rank,rank_p05,rank_p95,rank_at_weights\n");
    for (const analysis::ConfigurationStability &c : r.configurations)
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                   .arg(io::csvField(c.id), io::formatNumber(c.top1), io::formatNumber(c.top3))
                   .arg(c.medianRank)
                   .arg(c.rankP05)
                   .arg(c.rankP95)
                   .arg(c.rankAtWeights);
    return out.toUtf8();
}

} // namespace scalescope::charts
