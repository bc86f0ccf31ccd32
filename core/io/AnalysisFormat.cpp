// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/AnalysisFormat.h"
#include "core/io/JsonText.h"

#include "core/analysis/ScalingModel.h"
#include "core/io/CsvWriter.h"
#include "core/io/SessionFormat.h"
#include "core/io/StabilityFormat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

#include <cmath>

namespace scalescope::io {
namespace {

class AnalysisReport
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisReport)
};

QJsonObject fitJson(const analysis::ScalingSeries &s, const analysis::ScalingFit &f)
{
    QJsonArray points;
    for (int i = 0; i < f.points.size(); ++i)
        points.append(QJsonObject{
            {QStringLiteral("k"), f.points[i].k},
            {QStringLiteral("minutes"), f.points[i].minutes},
            {QStringLiteral("residual"), i < f.residuals.size() ? QJsonValue(f.residuals[i]) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("relative_residual"),
             i < f.relativeResiduals.size() ? QJsonValue(f.relativeResiduals[i]) : QJsonValue(QJsonValue::Null)}});
    QJsonArray coefficients;
    for (double c : f.coefficients)
        coefficients.append(c);
    QJsonObject o{
        {QStringLiteral("benchmark"), s.benchmark},
        {QStringLiteral("accelerator"), s.accelerator},
        {QStringLiteral("round"), s.round.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.round)},
        {QStringLiteral("org"), s.org.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.org)},
        {QStringLiteral("model"), f.model},
        {QStringLiteral("ok"), f.ok},
        {QStringLiteral("coefficients"), coefficients},
        {QStringLiteral("epsilon"), jsonNumberOrNull(f.epsilon)},
        {QStringLiteral("r2"), f.ok ? QJsonValue(f.r2) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("adjusted_r2"), f.ok ? QJsonValue(f.adjustedR2) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("smape"), f.ok ? QJsonValue(f.smape) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("max_relative_residual"), f.ok ? QJsonValue(f.maxRelativeResidual) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("points"), points}};
    if (f.ok)
        o.insert(QStringLiteral("formula"), f.formula());
    else
        o.insert(QStringLiteral("reason"), analysis::fitReasonEnglish(f.reason));
    if (!f.ok)
        o.insert(QStringLiteral("reason_code"), f.reason);
    if (f.model == QLatin1String("extrap") && f.ok)
        o.insert(QStringLiteral("term"), QJsonObject{{QStringLiteral("i"), f.exponentI}, {QStringLiteral("j"), f.exponentJ}});
    return o;
}

void addMethod(QJsonObject &root, const analysis::MethodResult &m, const QList<model::Configuration> &configs)
{
    QJsonArray variables;
    for (const analysis::FeatureInfo &f : m.features.features)
        variables.append(QJsonObject{{QStringLiteral("name"), f.name},
                                     {QStringLiteral("selected"), f.selected},
                                     {QStringLiteral("reason"), f.reason},
                                     {QStringLiteral("reason_text"), analysis::featureReasonText(f)},
                                     {QStringLiteral("transform"), f.transform},
                                     {QStringLiteral("missing"), f.missing}});
    QJsonArray sweep;
    for (const analysis::KSweepRow &r : m.sweep)
        sweep.append(QJsonObject{
            {QStringLiteral("k"), r.k},
            {QStringLiteral("silhouette"),
             jsonNumberOrNull(std::isnan(r.silhouette) ? std::nullopt : std::optional<double>(r.silhouette))},
            {QStringLiteral("inertia"), r.inertia},
            {QStringLiteral("davies_bouldin"),
             jsonNumberOrNull(std::isnan(r.daviesBouldin) ? std::nullopt : std::optional<double>(r.daviesBouldin))},
            {QStringLiteral("calinski_harabasz"),
             jsonNumberOrNull(std::isfinite(r.calinskiHarabasz) ? std::optional<double>(r.calinskiHarabasz) : std::nullopt)}});
    QJsonObject favoured;
    for (auto it = m.favouredK.cbegin(); it != m.favouredK.cend(); ++it)
        favoured.insert(it.key(), it.value());
    QJsonArray clusters;
    for (const analysis::ClusterProfile &c : m.clusters) {
        QJsonArray models;
        for (const auto &mdl : c.models)
            models.append(QJsonObject{{QStringLiteral("model"), mdl.first}, {QStringLiteral("count"), mdl.second}});
        clusters.append(QJsonObject{
            {QStringLiteral("id"), c.id + 1},
            {QStringLiteral("size"), c.size},
            {QStringLiteral("rank"), c.rank},
            {QStringLiteral("topsis"), c.topsis},
            {QStringLiteral("profile"),
             QJsonObject{
                 {QStringLiteral("median_accelerators"), c.medianAccelerators},
                 {QStringLiteral("min_accelerators"), c.minAccelerators},
                 {QStringLiteral("max_accelerators"), c.maxAccelerators},
                 {QStringLiteral("median_minutes"), c.medianMinutes},
                 {QStringLiteral("median_efficiency"), jsonNumberOrNull(c.medianEfficiency)},
                 {QStringLiteral("median_per_accelerator_throughput"), jsonNumberOrNull(c.medianPerAcceleratorThroughput)},
                 {QStringLiteral("median_host_cores_per_accelerator"), jsonNumberOrNull(c.medianHostCoresPerAccelerator)},
                 {QStringLiteral("models"), models},
                 {QStringLiteral("dominant_generation"), c.dominantGeneration}}},
            {QStringLiteral("members"), QJsonArray::fromStringList(c.members)}});
    }
    QJsonArray explained;
    for (Eigen::Index i = 0; i < m.pca.explainedVariance.size(); ++i)
        explained.append(m.pca.explainedVariance(i));
    root.insert(QStringLiteral("variables"), variables);
    root.insert(QStringLiteral("pca_explained_variance"), explained);
    root.insert(QStringLiteral("algorithm"), m.algorithm);
    root.insert(QStringLiteral("k"), m.chosenK);
    root.insert(QStringLiteral("k_sweep"), sweep);
    root.insert(QStringLiteral("k_favoured"), favoured);
    root.insert(QStringLiteral("clusters"), clusters);
    root.insert(QStringLiteral("recommendation"), analysis::methodRecommendation(m, configs));
}

} // namespace

QByteArray analysisToJson(const analysis::BenchmarkAnalysis &a, const analysis::StabilityResult *stability)
{
    const analysis::ScalingAnalysis &analysis = a.scaling;
    const analysis::MethodResult *method = a.method ? &*a.method : nullptr;
    QJsonArray configs, offGrid;
    for (const analysis::ConfigurationScaling &cs : analysis.configurations) {
        const model::Configuration &c = a.configurations[cs.index];
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
            {QStringLiteral("score_minutes"), jsonNumberOrNull(c.scoreMinutes)},
            {QStringLiteral("reference_id"),
             cs.referenceId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cs.referenceId)},
            {QStringLiteral("k"), jsonNumberOrNull(cs.k)},
            {QStringLiteral("speedup"), jsonNumberOrNull(cs.speedup)},
            {QStringLiteral("efficiency"), jsonNumberOrNull(cs.efficiency)},
            {QStringLiteral("epsilon_eff"), jsonNumberOrNull(cs.epsilonEff)},
            {QStringLiteral("super_linear"), cs.superLinear},
        });
        if (method) {
            QJsonObject o = configs.last().toObject();
            const int i = cs.index;
            o.insert(QStringLiteral("cluster"),
                     method->labels[i] >= 0 ? QJsonValue(method->labels[i] + 1) : QJsonValue(QJsonValue::Null));
            o.insert(QStringLiteral("duplicate"), method->duplicate[i]);
            o.insert(QStringLiteral("topsis"), method->configurationRanking.closeness[i]);
            o.insert(QStringLiteral("rank"), method->configurationRanking.rank[i]);
            o.insert(QStringLiteral("ranked_without_efficiency"), method->configurationRanking.partial[i]);
            o.insert(QStringLiteral("pareto"), method->pareto[i]);
            configs.replace(configs.size() - 1, o);
        }
    }
    for (const analysis::SurfacePlacement &p : a.surface)
        if (p.offGrid != analysis::OffGrid::On)
            offGrid.append(QJsonObject{{QStringLiteral("id"), p.id},
                                       {QStringLiteral("k"), p.k},
                                       {QStringLiteral("epsilon_eff"), p.epsilon},
                                       {QStringLiteral("where"), analysis::offGridKey(p.offGrid)}});
    QJsonArray fits;
    for (const analysis::ScalingSeries &s : analysis.series)
        for (const analysis::ScalingFit *f : {&s.amdahl, &s.power, &s.extrap})
            fits.append(fitJson(s, *f));
    QJsonObject root{{QStringLiteral("schema"), QLatin1String(kAnalysisSchema)},
                     {QStringLiteral("benchmark"), a.benchmark},
                     {QStringLiteral("scope"), analysis::scopeKey(a.settings.scope)},
                     {QStringLiteral("settings"), analysisSettingsToJson(a.settings)},
                     {QStringLiteral("sources"), QJsonArray::fromStringList(a.sources)},
                     {QStringLiteral("configurations"), configs},
                     {QStringLiteral("fits"), fits},
                     {QStringLiteral("off_grid"), offGrid}};
    if (method)
        addMethod(root, *method, a.configurations);
    if (stability)
        root.insert(QStringLiteral("stability"), stabilityToJson(*stability));
    return jsonWithSchemaFirst(root);
}

QString analysisToText(const analysis::BenchmarkAnalysis &a, const analysis::StabilityResult *stability)
{
    const analysis::ScalingAnalysis &analysis = a.scaling;
    const analysis::MethodResult *method = a.method ? &*a.method : nullptr;
    const auto n = [](std::optional<double> v, int prec) {
        return v ? QString::number(*v, 'f', prec) : AnalysisReport::tr("n/a");
    };
    QString out = AnalysisReport::tr("Benchmark %1, reference scope: %2").arg(a.benchmark, analysis::scopeKey(a.settings.scope)) +
                  QLatin1Char('\n');
    for (const analysis::ScalingSeries &s : analysis.series) {
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
            const analysis::ConfigurationScaling *cs = analysis.find(idx);
            const model::Configuration &c = a.configurations[idx];
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
        for (const analysis::ScalingFit *f : {&s.amdahl, &s.power, &s.extrap}) {
            if (f->ok)
                out += QStringLiteral("  ") +
                       AnalysisReport::tr("fit %1: %2  R² %3  adjusted R² %4  SMAPE %5%  worst residual %6%%7")
                           .arg(f->model, -7)
                           .arg(f->formula())
                           .arg(f->r2, 0, 'f', 4)
                           .arg(f->adjustedR2, 0, 'f', 4)
                           .arg(f->smape, 0, 'f', 2)
                           .arg(100 * f->maxRelativeResidual, 0, 'f', 1)
                           .arg(f->epsilon ? QStringLiteral("  ε %1").arg(*f->epsilon, 0, 'g', 4) : QString()) +
                       QLatin1Char('\n');
            else
                out += QStringLiteral("  ") +
                       AnalysisReport::tr("fit %1: none (%2)").arg(f->model, -7).arg(analysis::fitReasonText(f->reason)) +
                       QLatin1Char('\n');
        }
    }
    if (!method)
        return out;
    const analysis::MethodResult &m = *method;
    out += QLatin1Char('\n') + AnalysisReport::tr("== Phase 1: variables") + QLatin1Char('\n');
    for (const analysis::FeatureInfo &f : m.features.features)
        out += QStringLiteral("  [%1] %2: %3\n")
                   .arg(f.selected ? QLatin1Char('x') : QLatin1Char(' '))
                   .arg(analysis::featureLabel(f.name), analysis::featureReasonText(f));
    out += QLatin1Char('\n') + AnalysisReport::tr("== Phase 2: clusters (%1, k = %2)").arg(m.algorithm).arg(m.chosenK) +
           QLatin1Char('\n');
    out += QStringLiteral("  %1 %2 %3 %4 %5\n")
               .arg(QStringLiteral("k"), 3)
               .arg(QStringLiteral("silhouette"), 11)
               .arg(QStringLiteral("inertia"), 12)
               .arg(QStringLiteral("DB"), 8)
               .arg(QStringLiteral("CH"), 10);
    for (const analysis::KSweepRow &r : m.sweep)
        out += QStringLiteral("  %1 %2 %3 %4 %5%6\n")
                   .arg(r.k, 3)
                   .arg(r.silhouette, 11, 'f', 4)
                   .arg(r.inertia, 12, 'f', 2)
                   .arg(r.daviesBouldin, 8, 'f', 3)
                   .arg(r.calinskiHarabasz, 10, 'f', 2)
                   .arg(r.k == m.chosenK ? QStringLiteral("  <-") : QString());
    out += QStringLiteral("  ") +
           AnalysisReport::tr("favoured k: silhouette %1, Davies–Bouldin %2, Calinski–Harabasz %3, inertia elbow %4")
               .arg(m.favouredK.value(QStringLiteral("silhouette")))
               .arg(m.favouredK.value(QStringLiteral("davies_bouldin")))
               .arg(m.favouredK.value(QStringLiteral("calinski_harabasz")))
               .arg(m.favouredK.value(QStringLiteral("inertia_elbow"))) +
           QLatin1Char('\n');
    out += QLatin1Char('\n') + AnalysisReport::tr("== Phase 3: clusters by rank") + QLatin1Char('\n');
    for (const analysis::ClusterProfile &c : m.clusters)
        out +=
            QStringLiteral("  #%1 ").arg(c.rank) +
            AnalysisReport::tr("cluster %1: closeness %2, %3 configurations, accelerators %4–%5 (median %6), median %7 min, %8")
                .arg(c.id + 1)
                .arg(c.topsis, 0, 'f', 3)
                .arg(c.size)
                .arg(c.minAccelerators)
                .arg(c.maxAccelerators)
                .arg(c.medianAccelerators)
                .arg(c.medianMinutes, 0, 'f', 2)
                .arg(c.models.isEmpty() ? QString() : c.models.first().first) +
            QLatin1Char('\n');
    out += QLatin1Char('\n') + analysis::methodRecommendation(m, a.configurations) + QLatin1Char('\n');
    if (stability)
        out += stabilityToText(*stability, a);
    return out;
}

} // namespace scalescope::io
