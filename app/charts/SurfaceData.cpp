#include "app/charts/SurfaceData.h"

namespace scalescope {

QList<SurfacePoint> buildSurfacePoints(const QList<Configuration> &configs, const ScalingAnalysis &analysis)
{
    QList<SurfacePoint> out;
    for (const ConfigurationScaling &s : analysis.configurations) {
        if (!s.epsilonEff || !s.k)
            continue;
        const Configuration &c = configs[s.index];
        out << SurfacePoint{c.id, *s.k, *s.epsilonEff,
                            QStringLiteral("%1\nk = %2, ε_eff = %3").arg(c.id).arg(*s.k).arg(*s.epsilonEff, 0, 'g', 3), false};
    }
    return out;
}

} // namespace scalescope
