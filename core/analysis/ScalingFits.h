// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Least-squares fits of time against relative size k for one series (Eigen), on relative residuals
// (times span three decades; unweighted squares would fit the smallest systems and miss the largest):
//  * Amdahl      T(k) = a + b/k, with ε = a / (a + b); weights 1/T², i.e. minimises Σ((T − T̂)/T)²
//  * power law   T(k) = c·k^(−β)   (least squares on log T, judged on T)
//  * Extra-P     T(k) = c₀ + c₁·k^i·log2(k)^j, i ∈ {−1, −½, 0, ½, 1}, j ∈ {0, 1, 2}, (i, j) ≠ (0, 0),
//                weights 1/T²; the term with the best adjusted R² wins.
// Every fit reports coefficients, R², adjusted R², SMAPE (%), the residuals (absolute and relative)
// and the worst relative residual; fewer than 3 points (or no spread in k) gives no fit, with the reason.
// Models are compared by AICc on the relative residuals every fit is judged on (n ln(RSS/n) + 2p,
// plus 2p(p+1)/(n−p−1) for small samples), p = 2 for Amdahl and the power law and 3 for Extra-P,
// whose term chosen among 14 counts as a parameter.
#include <QList>
#include <QString>

#include <optional>

namespace scalescope::analysis {

struct FitPoint
{
    double k;
    double minutes;
};

struct ScalingFit
{
    QString model; // "amdahl", "power", "extrap"
    bool ok = false;
    QString reason;             // why there is no fit (when !ok): a code, see fitReasonText()
    QList<double> coefficients; // amdahl [a, b]; power [c, beta]; extrap [c0, c1]
    double exponentI = 0;       // extrap term k^i·log2(k)^j
    int exponentJ = 0;
    std::optional<double> epsilon; // amdahl only
    double r2 = 0;
    double adjustedR2 = 0;
    double smape = 0;                // percent
    QList<double> residuals;         // measured − fitted, per point
    QList<double> relativeResiduals; // (measured − fitted) / measured, per point
    double maxRelativeResidual = 0;  // the largest |relative residual|
    std::optional<double> aicc;      // nullopt with too few points for it (n ≤ p + 1)
    QList<FitPoint> points;

    int parameterCount() const { return model == QLatin1String("extrap") ? 3 : 2; }
    // Not physical: Amdahl's or Extra-P's constant (serial) time is negative, so the fitted time
    // falls towards zero and below as accelerators are added.
    bool negativeSerialTime() const
    {
        return ok && (model == QLatin1String("amdahl") || model == QLatin1String("extrap")) && !coefficients.isEmpty() &&
               coefficients[0] < 0;
    }

    double predict(double k) const;
    QString formula() const; // human-readable, e.g. "T = 0.12 + 13.3/k"
};

// Reason codes: "too_few_points", "not_positive", "same_size", "singular", "single_configuration".
// English text for files (fixed), and the text in the current language for people.
QString fitReasonEnglish(const QString &code);
QString fitReasonText(const QString &code);

// The fit with the lowest AICc among those that have one (nullptr when none has); of two within
// 1e-9, the one listed first.
const ScalingFit *bestByAicc(const QList<const ScalingFit *> &fits);

ScalingFit fitAmdahl(const QList<FitPoint> &points);
ScalingFit fitPowerLaw(const QList<FitPoint> &points);
ScalingFit fitExtraP(const QList<FitPoint> &points);

} // namespace scalescope::analysis
