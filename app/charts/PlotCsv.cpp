// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/PlotCsv.h"

#include "app/charts/MethodCharts.h"
#include "core/analysis/ScalingModel.h"
#include "core/io/CsvWriter.h"

namespace scalescope::charts {

QByteArray scalingCsv(const ScalingChartData &data)
{
    QString out = QStringLiteral("series,kind,accelerators,%1,configuration_id\n").arg(metricKey(data.metric));
    for (const ScalingSeriesData &s : data.series) {
        for (const ScalingPoint &p : s.points)
            out += QStringLiteral("%1,point,%2,%3,%4\n")
                       .arg(io::csvField(s.name), io::formatNumber(p.accelerators), io::formatNumber(p.value),
                            io::csvField(p.configurationId));
        for (const QPointF &p : s.ideal)
            out +=
                QStringLiteral("%1,ideal,%2,%3,\n").arg(io::csvField(s.name), io::formatNumber(p.x()), io::formatNumber(p.y()));
        // The fit the chart draws for the series: amdahl_fit, power_fit or extrap_fit.
        const QString fitKind = (s.fitModel.isEmpty() ? QStringLiteral("amdahl") : s.fitModel) + QStringLiteral("_fit");
        for (const QPointF &p : s.fit)
            out += QStringLiteral("%1,%2,%3,%4,\n")
                       .arg(io::csvField(s.name), fitKind, io::formatNumber(p.x()), io::formatNumber(p.y()));
    }
    return out.toUtf8();
}

QByteArray surfaceCsv(const QList<SurfacePoint> &points, double factor)
{
    QString out =
        QStringLiteral("configuration_id,k,epsilon_eff,off_grid,efficiency,factor,epsilon_after,efficiency_after,real_gain,"
                       "group\n");
    for (const SurfacePoint &p : points) {
        const analysis::PrecisionWhatIf w = analysis::precisionWhatIf(p.epsilon, p.k, factor);
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,")
                   .arg(io::csvField(p.id), io::formatNumber(p.k), io::formatNumber(p.epsilon),
                        EfficiencySurfaceChart::offGrid(p) ? QStringLiteral("1") : QStringLiteral("0"),
                        io::formatNumber(w.efficiencyBefore), io::formatNumber(factor), io::formatNumber(w.epsilonAfter),
                        io::formatNumber(w.efficiencyAfter), io::formatNumber(w.realGain)) +
               io::csvField(p.groupKey) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QByteArray clusterCsv(const analysis::BenchmarkAnalysis &analysis, const ClusterChartOptions &o)
{
    // projected: placed on the principal components from the variables it has (drawn pale)
    QString out = QStringLiteral("configuration_id,cluster,x,y,x_variable,y_variable,projected\n");
    for (const ScatterPoint &p : clusterScatterPoints(analysis, o.x, o.y, o.logX, o.logY))
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
                   .arg(io::csvField(p.id))
                   .arg(p.cluster + 1)
                   .arg(io::formatNumber(p.x), io::formatNumber(p.y), io::csvField(o.x), io::csvField(o.y))
                   .arg(p.projected ? 1 : 0);
    return out.toUtf8();
}

QByteArray paretoCsv(const analysis::BenchmarkAnalysis &analysis)
{
    QString out = QStringLiteral("configuration_id,accelerators,score_minutes,pareto_front,rank,closeness\n");
    if (!analysis.method)
        return out.toUtf8();
    const analysis::MethodResult &m = *analysis.method;
    for (int i = 0; i < analysis.configurations.size(); ++i) {
        const model::Configuration &c = analysis.configurations[i];
        if (!c.accelerators || !c.scoreMinutes || *c.accelerators <= 0)
            continue; // not on the chart
        out += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(io::csvField(c.id), io::formatCount(c.accelerators), io::formatNumber(c.scoreMinutes),
                        m.pareto.value(i) ? QStringLiteral("1") : QStringLiteral("0"))
                   .arg(m.configurationRanking.rank.value(i))
                   .arg(io::formatNumber(m.configurationRanking.closeness.value(i)));
    }
    return out.toUtf8();
}

} // namespace scalescope::charts
