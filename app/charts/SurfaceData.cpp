#include "app/charts/SurfaceData.h"

namespace scalescope {

QList<SurfacePoint> buildSurfacePoints(const BenchmarkAnalysis &analysis)
{
    QList<SurfacePoint> out;
    for (const SurfacePlacement &p : analysis.surface)
        out << SurfacePoint{p.id, p.k, p.epsilon,
                            QStringLiteral("%1\nk = %2, ε_eff = %3").arg(p.id).arg(p.k).arg(p.epsilon, 0, 'g', 3), false};
    return out;
}

} // namespace scalescope
