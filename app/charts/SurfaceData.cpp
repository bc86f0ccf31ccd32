// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/SurfaceData.h"

#include "app/charts/SupercomputerText.h"

#include <QCoreApplication>

#include <algorithm>

namespace scalescope::charts {

namespace {

class SurfaceText
{
    Q_DECLARE_TR_FUNCTIONS(SurfaceText)
};

} // namespace

namespace {

QString pointLabel(const QString &id, double k, double epsilon)
{
    return QStringLiteral("%1\nk = %2, ε_eff = %3").arg(id).arg(k).arg(epsilon, 0, 'g', 3);
}

} // namespace

QList<SurfacePoint> buildSurfacePoints(const analysis::BenchmarkAnalysis &analysis, const SurfaceContent &content)
{
    QList<SurfacePoint> out;
    if (content.supercomputers) {
        // In family order, so each family gets the same colour on every chart.
        QList<analysis::FamilyPlacement> points = analysis.supercomputers.points;
        std::stable_sort(
            points.begin(), points.end(),
            [](const analysis::FamilyPlacement &a, const analysis::FamilyPlacement &b) { return a.family < b.family; });
        for (const analysis::FamilyPlacement &p : std::as_const(points)) {
            SurfacePoint s{p.id, p.k, p.epsilon, pointLabel(p.id, p.k, p.epsilon)};
            s.group = computeFamilyName(p.family);
            s.groupKey = QStringLiteral("family:") + analysis::computeFamilyKey(p.family);
            s.label += QLatin1Char('\n') + computeFamilyTitle(p.family);
            out << s;
        }
        return out;
    }
    for (const analysis::SurfacePlacement &p : analysis.surface)
        out << SurfacePoint{p.id, p.k, p.epsilon, pointLabel(p.id, p.k, p.epsilon)};
    if (content.hpcSystems)
        for (const analysis::SurfacePlacement &p : analysis.hpcSurface) {
            SurfacePoint s{p.id, p.k, p.epsilon, pointLabel(p.id, p.k, p.epsilon)};
            // Short: a legend row's equal share cut "MLPerf HPC (strong scaling)" (the check box's
            // tooltip says they are strong-scaling results).
            s.group = SurfaceText::tr("MLPerf HPC");
            s.groupKey = QStringLiteral("hpc");
            out << s;
        }
    return out;
}

QString offGridText(analysis::OffGrid where)
{
    switch (where) {
    case analysis::OffGrid::Negative:
        return SurfaceText::tr("negative (super-linear)");
    case analysis::OffGrid::Above:
        return SurfaceText::tr("above 10⁻¹");
    case analysis::OffGrid::Below:
        return SurfaceText::tr("below 10⁻⁸");
    case analysis::OffGrid::On:
        break;
    }
    return {};
}

} // namespace scalescope::charts
