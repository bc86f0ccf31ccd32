// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/ScalingFits.h"

#include <Eigen/Dense>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <functional>

namespace scalescope::analysis {
namespace {

constexpr int kMinPoints = 3;

struct ReasonEntry
{
    const char *code;
    const char *text;
};
constexpr ReasonEntry kReasons[] = {
    {"too_few_points", QT_TRANSLATE_NOOP("ScalingFit", "fewer than 3 points")},
    {"not_positive", QT_TRANSLATE_NOOP("ScalingFit", "a point has no positive time or size")},
    {"same_size", QT_TRANSLATE_NOOP("ScalingFit", "all points have the same size")},
    {"singular", QT_TRANSLATE_NOOP("ScalingFit", "the least-squares system is singular")},
    {"single_configuration", QT_TRANSLATE_NOOP("ScalingFit", "a single configuration: no reference")},
};

QString tooFew(const QList<FitPoint> &points)
{
    if (points.size() < kMinPoints)
        return QStringLiteral("too_few_points");
    double lo = points.first().k, hi = lo;
    for (const FitPoint &p : points) {
        lo = std::min(lo, p.k);
        hi = std::max(hi, p.k);
        if (!(p.minutes > 0) || !(p.k > 0))
            return QStringLiteral("not_positive");
    }
    if (hi == lo)
        return QStringLiteral("same_size");
    return {};
}

// Fits y = c0 + c1·g(k) by least squares. With `relative`, each row is weighted by 1/y, so the fit
// minimises Σ((y − ŷ)/y)²: times span three decades, and unweighted squares would let the smallest
// systems (the longest times) decide the fit alone.
bool linearFit(const QList<FitPoint> &points, const std::function<double(double)> &g, ScalingFit &fit, bool relative)
{
    const int n = static_cast<int>(points.size());
    Eigen::MatrixXd A(n, 2);
    Eigen::VectorXd y(n);
    for (int i = 0; i < n; ++i) {
        const double w = relative ? 1.0 / points[i].minutes : 1.0;
        A(i, 0) = w;
        A(i, 1) = w * g(points[i].k);
        y(i) = w * points[i].minutes;
    }
    if (A.col(1).maxCoeff() - A.col(1).minCoeff() == 0)
        return false;
    const Eigen::Vector2d c = A.colPivHouseholderQr().solve(y);
    if (!c.allFinite())
        return false;
    fit.coefficients = {c(0), c(1)};
    return true;
}

void statistics(ScalingFit &fit)
{
    const int n = static_cast<int>(fit.points.size());
    double mean = 0;
    for (const FitPoint &p : std::as_const(fit.points))
        mean += p.minutes;
    mean /= n;
    double ssRes = 0, ssTot = 0, smape = 0;
    fit.residuals.clear();
    fit.relativeResiduals.clear();
    fit.maxRelativeResidual = 0;
    for (const FitPoint &p : std::as_const(fit.points)) {
        const double f = fit.predict(p.k);
        const double r = p.minutes - f;
        fit.residuals << r;
        fit.relativeResiduals << r / p.minutes;
        fit.maxRelativeResidual = std::max(fit.maxRelativeResidual, std::abs(r / p.minutes));
        ssRes += r * r;
        ssTot += (p.minutes - mean) * (p.minutes - mean);
        const double denom = (std::abs(p.minutes) + std::abs(f)) / 2;
        smape += denom > 0 ? std::abs(r) / denom : 0;
    }
    fit.r2 = ssTot > 0 ? 1.0 - ssRes / ssTot : (ssRes == 0 ? 1.0 : 0.0);
    fit.adjustedR2 = n > 2 ? 1.0 - (1.0 - fit.r2) * (n - 1) / (n - 2) : fit.r2;
    fit.smape = 100.0 * smape / n;
    // AICc on the relative residuals; a perfect fit's RSS is floored so that it stays finite.
    double rss = 0;
    for (double r : std::as_const(fit.relativeResiduals))
        rss += r * r;
    const int p = fit.parameterCount();
    fit.aicc.reset();
    if (n > p + 1)
        fit.aicc = n * std::log(std::max(rss / n, 1e-300)) + 2.0 * p + 2.0 * p * (p + 1) / (n - p - 1);
}

double extrapTerm(double k, double i, int j)
{
    return std::pow(k, i) * std::pow(std::log2(k), j);
}

} // namespace

QString fitReasonEnglish(const QString &code)
{
    for (const ReasonEntry &r : kReasons)
        if (code == QLatin1String(r.code))
            return QLatin1String(r.text);
    return code;
}

QString fitReasonText(const QString &code)
{
    for (const ReasonEntry &r : kReasons)
        if (code == QLatin1String(r.code))
            return QCoreApplication::translate("ScalingFit", r.text);
    return code;
}

double ScalingFit::predict(double k) const
{
    if (coefficients.size() < 2)
        return 0;
    if (model == QLatin1String("amdahl"))
        return coefficients[0] + coefficients[1] / k;
    if (model == QLatin1String("power"))
        return coefficients[0] * std::pow(k, -coefficients[1]);
    return coefficients[0] + coefficients[1] * extrapTerm(k, exponentI, exponentJ);
}

QString ScalingFit::formula() const
{
    if (!ok)
        return {};
    const auto n = [](double v) { return QString::number(v, 'g', 4); };
    // Signs written once: "T = 2 − 3/k", "k^0.02" for a negative β (never "+ -3" or "k^--0.02").
    if (model == QLatin1String("amdahl"))
        return QStringLiteral("T = %1 %2 %3/k")
            .arg(n(coefficients[0]), coefficients[1] < 0 ? QStringLiteral("−") : QStringLiteral("+"),
                 n(std::abs(coefficients[1])));
    if (model == QLatin1String("power"))
        return coefficients[1] < 0 ? QStringLiteral("T = %1·k^%2").arg(n(coefficients[0]), n(-coefficients[1]))
                                   : QStringLiteral("T = %1·k^-%2").arg(n(coefficients[0]), n(coefficients[1]));
    // An Extra-P term that is Amdahl's reads as Amdahl's ("27.74/k", not "27.74·k^-1").
    if (exponentI == -1 && exponentJ == 0)
        return QStringLiteral("T = %1 %2 %3/k")
            .arg(n(coefficients[0]), coefficients[1] < 0 ? QStringLiteral("−") : QStringLiteral("+"),
                 n(std::abs(coefficients[1])));
    QString term = exponentI == 0 ? QString() : QStringLiteral("k^%1").arg(n(exponentI));
    if (exponentJ > 0)
        term += (term.isEmpty() ? QString() : QStringLiteral("·")) +
                (exponentJ == 1 ? QStringLiteral("log2(k)") : QStringLiteral("log2(k)^%1").arg(exponentJ));
    return QStringLiteral("T = %1 %2 %3·%4")
        .arg(n(coefficients[0]), coefficients[1] < 0 ? QStringLiteral("−") : QStringLiteral("+"), n(std::abs(coefficients[1])),
             term);
}

const ScalingFit *bestByAicc(const QList<const ScalingFit *> &fits)
{
    const ScalingFit *best = nullptr;
    for (const ScalingFit *f : fits)
        if (f && f->ok && f->aicc && (!best || *f->aicc < *best->aicc - 1e-9))
            best = f;
    return best;
}

ScalingFit fitAmdahl(const QList<FitPoint> &points)
{
    ScalingFit fit;
    fit.model = QStringLiteral("amdahl");
    fit.points = points;
    fit.reason = tooFew(points);
    if (!fit.reason.isEmpty())
        return fit;
    if (!linearFit(
            points, [](double k) { return 1.0 / k; }, fit, true)) {
        fit.reason = QStringLiteral("singular");
        return fit;
    }
    fit.ok = true;
    const double a = fit.coefficients[0], b = fit.coefficients[1];
    if (a + b != 0)
        fit.epsilon = a / (a + b);
    statistics(fit);
    return fit;
}

ScalingFit fitPowerLaw(const QList<FitPoint> &points)
{
    ScalingFit fit;
    fit.model = QStringLiteral("power");
    fit.points = points;
    fit.reason = tooFew(points);
    if (!fit.reason.isEmpty())
        return fit;
    QList<FitPoint> logs;
    for (const FitPoint &p : points)
        logs << FitPoint{p.k, std::log(p.minutes)};
    ScalingFit lin;
    if (!linearFit(
            logs, [](double k) { return std::log(k); }, lin, false)) { // on log T: relative already
        fit.reason = QStringLiteral("singular");
        return fit;
    }
    fit.coefficients = {std::exp(lin.coefficients[0]), -lin.coefficients[1]};
    fit.ok = true;
    statistics(fit);
    return fit;
}

ScalingFit fitExtraP(const QList<FitPoint> &points)
{
    ScalingFit best;
    best.model = QStringLiteral("extrap");
    best.points = points;
    best.reason = tooFew(points);
    if (!best.reason.isEmpty())
        return best;
    bool found = false;
    for (double i : {-1.0, -0.5, 0.0, 0.5, 1.0}) {
        for (int j : {0, 1, 2}) {
            if (i == 0 && j == 0)
                continue;
            ScalingFit f;
            f.model = QStringLiteral("extrap");
            f.points = points;
            f.exponentI = i;
            f.exponentJ = j;
            if (!linearFit(
                    points, [i, j](double k) { return extrapTerm(k, i, j); }, f, true))
                continue;
            f.ok = true;
            statistics(f);
            if (!found || f.adjustedR2 > best.adjustedR2 + 1e-12) {
                best = f;
                found = true;
            }
        }
    }
    if (!found)
        best.reason = QStringLiteral("singular");
    return best;
}

} // namespace scalescope::analysis
