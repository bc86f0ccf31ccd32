// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/PlotCsv.h"

#include "app/charts/MethodCharts.h"
#include "core/analysis/ScalingModel.h"
#include "core/io/CsvWriter.h"

namespace scalescope {

QByteArray scalingCsv(const ScalingChartData &data)
{
    QString out = QStringLiteral("series,kind,accelerators,%1,configuration_id\n").arg(metricKey(data.metric));
    for (const ScalingSeriesData &s : data.series) {
        for (const ScalingPoint &p : s.points)
            out += QStringLiteral("%1,point,%2,%3,%4\n")
                       .arg(csvField(s.name), formatNumber(p.accelerators), formatNumber(p.value), csvField(p.configurationId));
        for (const QPointF &p : s.ideal)
            out += QStringLiteral("%1,ideal,%2,%3,\n").arg(csvField(s.name), formatNumber(p.x()), formatNumber(p.y()));
        for (const QPointF &p : s.fit)
            out += QStringLiteral("%1,amdahl_fit,%2,%3,\n").arg(csvField(s.name), formatNumber(p.x()), formatNumber(p.y()));
    }
    return out.toUtf8();
}

QByteArray surfaceCsv(const QList<SurfacePoint> &points, double factor)
{
    QString out =
        QStringLiteral("configuration_id,k,epsilon_eff,off_grid,efficiency,factor,epsilon_after,efficiency_after,real_gain,"
                       "group\n");
    for (const SurfacePoint &p : points) {
        const PrecisionWhatIf w = precisionWhatIf(p.epsilon, p.k, factor);
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,")
                   .arg(csvField(p.id), formatNumber(p.k), formatNumber(p.epsilon),
                        EfficiencySurfaceChart::offGrid(p) ? QStringLiteral("1") : QStringLiteral("0"),
                        formatNumber(w.efficiencyBefore), formatNumber(factor), formatNumber(w.epsilonAfter),
                        formatNumber(w.efficiencyAfter), formatNumber(w.realGain)) +
               csvField(p.groupKey) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray clusterCsv(const BenchmarkAnalysis &analysis, const ClusterChartOptions &o)
{
    // projected: placed on the principal components from the variables it has (drawn pale)
    QString out = QStringLiteral("configuration_id,cluster,x,y,x_variable,y_variable,projected\n");
    for (const ScatterPoint &p : clusterScatterPoints(analysis, o.x, o.y, o.logX, o.logY))
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                   .arg(csvField(p.id))
                   .arg(p.cluster + 1)
                   .arg(formatNumber(p.x), formatNumber(p.y), csvField(o.x), csvField(o.y))
                   .arg(p.projected ? 1 : 0);
    return out.toUtf8();
}

QByteArray paretoCsv(const BenchmarkAnalysis &analysis)
{
    QString out = QStringLiteral("configuration_id,accelerators,score_minutes,pareto_front,rank,closeness\n");
    if (!analysis.method)
        return out.toUtf8();
    const MethodResult &m = *analysis.method;
    for (int i = 0; i < analysis.configurations.size(); ++i) {
        const Configuration &c = analysis.configurations[i];
        if (!c.accelerators || !c.scoreMinutes || *c.accelerators <= 0)
            continue; // not on the chart
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(csvField(c.id), formatCount(c.accelerators), formatNumber(c.scoreMinutes),
                        m.pareto.value(i) ? QStringLiteral("1") : QStringLiteral("0"))
                   .arg(m.configurationRanking.rank.value(i))
                   .arg(formatNumber(m.configurationRanking.closeness.value(i)));
    }
    return out.toUtf8();
}

} // namespace scalescope
