#include "core/AnalysisReport.h"

#include "core/DatasetFormat.h"
#include "core/ScalingModel.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace scalescope {
namespace {

class AnalysisReport
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisReport)
};

QJsonValue num(std::optional<double> v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject fitJson(const ScalingSeries &s, const ScalingFit &f)
{
    QJsonArray points;
    for (int i = 0; i < f.points.size(); ++i)
        points.append(QJsonObject{{QStringLiteral("k"), f.points[i].k},
                                  {QStringLiteral("minutes"), f.points[i].minutes},
                                  {QStringLiteral("residual"), i < f.residuals.size() ? QJsonValue(f.residuals[i])
                                                                                      : QJsonValue(QJsonValue::Null)}});
    QJsonArray coefficients;
    for (double c : f.coefficients)
        coefficients.append(c);
    QJsonObject o{{QStringLiteral("benchmark"), s.benchmark},
                  {QStringLiteral("accelerator"), s.accelerator},
                  {QStringLiteral("round"), s.round.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.round)},
                  {QStringLiteral("org"), s.org.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.org)},
                  {QStringLiteral("model"), f.model},
                  {QStringLiteral("ok"), f.ok},
                  {QStringLiteral("coefficients"), coefficients},
                  {QStringLiteral("epsilon"), num(f.epsilon)},
                  {QStringLiteral("r2"), f.ok ? QJsonValue(f.r2) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("adjusted_r2"), f.ok ? QJsonValue(f.adjustedR2) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("smape"), f.ok ? QJsonValue(f.smape) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("points"), points}};
    if (f.ok)
        o.insert(QStringLiteral("formula"), f.formula());
    else
        o.insert(QStringLiteral("reason"), fitReasonEnglish(f.reason));
    if (!f.ok)
        o.insert(QStringLiteral("reason_code"), f.reason);
    if (f.model == QLatin1String("extrap") && f.ok)
        o.insert(QStringLiteral("term"), QJsonObject{{QStringLiteral("i"), f.exponentI}, {QStringLiteral("j"), f.exponentJ}});
    return o;
}

QString offGridReason(double eps)
{
    if (eps < 0)
        return QStringLiteral("negative");
    return eps > 0.1 ? QStringLiteral("above") : QStringLiteral("below");
}

}  // namespace

QString defaultBenchmark(const QList<Configuration> &configurations)
{
    QMap<QString, int> counts;
    for (const Configuration &c : configurations)
        ++counts[c.benchmark];
    if (counts.contains(QStringLiteral("resnet")))
        return QStringLiteral("resnet");
    QString best;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        if (best.isEmpty() || it.value() > counts.value(best))
            best = it.key();
    return best;
}

QByteArray analysisToJson(const AnalysisInput &input, const ScalingAnalysis &analysis)
{
    QJsonArray configs, offGrid;
    for (const ConfigurationScaling &cs : analysis.configurations) {
        const Configuration &c = input.configurations[cs.index];
        configs.append(QJsonObject{
            {QStringLiteral("id"), c.id},
            {QStringLiteral("round"), c.round},
            {QStringLiteral("org"), c.org},
            {QStringLiteral("system"), c.system},
            {QStringLiteral("benchmark"), c.benchmark},
            {QStringLiteral("accelerator"), c.cpuOnly ? c.hostCpu : c.accelerator},
            {QStringLiteral("catalog_id"), c.catalogId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(c.catalogId)},
            {QStringLiteral("accelerators"), c.accelerators ? QJsonValue(*c.accelerators) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("cpu_only"), c.cpuOnly},
            {QStringLiteral("score_minutes"), num(c.scoreMinutes)},
            {QStringLiteral("reference_id"), cs.referenceId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cs.referenceId)},
            {QStringLiteral("k"), num(cs.k)},
            {QStringLiteral("speedup"), num(cs.speedup)},
            {QStringLiteral("efficiency"), num(cs.efficiency)},
            {QStringLiteral("epsilon_eff"), num(cs.epsilonEff)},
            {QStringLiteral("super_linear"), cs.superLinear},
        });
        if (cs.epsilonEff && !epsilonOnGrid(*cs.epsilonEff))
            offGrid.append(QJsonObject{{QStringLiteral("id"), c.id},
                                       {QStringLiteral("k"), num(cs.k)},
                                       {QStringLiteral("epsilon_eff"), *cs.epsilonEff},
                                       {QStringLiteral("where"), offGridReason(*cs.epsilonEff)}});
    }
    QJsonArray fits;
    for (const ScalingSeries &s : analysis.series)
        for (const ScalingFit *f : {&s.amdahl, &s.power, &s.extrap})
            fits.append(fitJson(s, *f));
    const QJsonObject root{{QStringLiteral("schema"), QLatin1String(kAnalysisSchema)},
                           {QStringLiteral("benchmark"), input.benchmark},
                           {QStringLiteral("scope"), scopeKey(input.scope)},
                           {QStringLiteral("sources"), QJsonArray::fromStringList(input.sources)},
                           {QStringLiteral("configurations"), configs},
                           {QStringLiteral("fits"), fits},
                           {QStringLiteral("off_grid"), offGrid}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString analysisToText(const AnalysisInput &input, const ScalingAnalysis &analysis)
{
    const auto n = [](std::optional<double> v, int prec) {
        return v ? QString::number(*v, 'f', prec) : AnalysisReport::tr("n/a");
    };
    QString out = AnalysisReport::tr("Benchmark %1, reference scope: %2").arg(input.benchmark, scopeKey(input.scope)) + QLatin1Char('\n');
    for (const ScalingSeries &s : analysis.series) {
        out += QStringLiteral("\n== %1").arg(s.accelerator);
        if (!s.round.isEmpty())
            out += QLatin1Char(' ') + AnalysisReport::tr("round %1").arg(s.round);
        if (!s.org.isEmpty())
            out += QLatin1Char(' ') + AnalysisReport::tr("submitter %1").arg(s.org);
        out += QLatin1Char('\n');
        out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                   .arg(QStringLiteral("id"), -56)
                   .arg(QStringLiteral("N"), 6)
                   .arg(QStringLiteral("minutes"), 9)
                   .arg(QStringLiteral("k"), 7)
                   .arg(QStringLiteral("S"), 7)
                   .arg(QStringLiteral("E"), 6)
                   .arg(QStringLiteral("eps_eff"), 10);
        for (int idx : s.members) {
            const ConfigurationScaling *cs = analysis.find(idx);
            const Configuration &c = input.configurations[idx];
            out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7%8\n")
                       .arg(c.id, -56)
                       .arg(formatCount(c.accelerators), 6)
                       .arg(n(c.scoreMinutes, 3), 9)
                       .arg(n(cs->k, 2), 7)
                       .arg(n(cs->speedup, 2), 7)
                       .arg(n(cs->efficiency, 3), 6)
                       .arg(cs->epsilonEff ? QString::number(*cs->epsilonEff, 'g', 3) : AnalysisReport::tr("n/a"), 10)
                       .arg(cs->superLinear ? QStringLiteral("  ") + AnalysisReport::tr("super-linear") : QString());
        }
        for (const ScalingFit *f : {&s.amdahl, &s.power, &s.extrap}) {
            if (f->ok)
                out += QStringLiteral("  ") + AnalysisReport::tr("fit %1: %2  R² %3  adjusted R² %4  SMAPE %5%%6").arg(f->model, -7)
                                                   .arg(f->formula())
                                                   .arg(f->r2, 0, 'f', 4)
                                                   .arg(f->adjustedR2, 0, 'f', 4)
                                                   .arg(f->smape, 0, 'f', 2)
                                                   .arg(f->epsilon ? QStringLiteral("  ε %1").arg(*f->epsilon, 0, 'g', 4) : QString()) +
                       QLatin1Char('\n');
            else
                out += QStringLiteral("  ") + AnalysisReport::tr("fit %1: none (%2)").arg(f->model, -7).arg(fitReasonText(f->reason)) +
                       QLatin1Char('\n');
        }
    }
    return out;
}

}  // namespace scalescope
