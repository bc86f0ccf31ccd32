#include "app/charts/SurfaceData.h"

#include <QCoreApplication>

namespace scalescope {

namespace {

class SurfaceText
{
    Q_DECLARE_TR_FUNCTIONS(SurfaceText)
};

} // namespace

QList<SurfacePoint> buildSurfacePoints(const BenchmarkAnalysis &analysis)
{
    QList<SurfacePoint> out;
    for (const SurfacePlacement &p : analysis.surface)
        out << SurfacePoint{p.id, p.k, p.epsilon,
                            QStringLiteral("%1\nk = %2, ε_eff = %3").arg(p.id).arg(p.k).arg(p.epsilon, 0, 'g', 3), false};
    return out;
}

QString offGridText(const QString &where)
{
    if (where == QLatin1String("negative"))
        return SurfaceText::tr("negative (super-linear)");
    return where == QLatin1String("above") ? SurfaceText::tr("above 10⁻¹") : SurfaceText::tr("below 10⁻⁸");
}

} // namespace scalescope
