// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/StabilityFormat.h"

#include "core/io/JsonText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace scalescope::io {
namespace {

class StabilityReport
{
    Q_DECLARE_TR_FUNCTIONS(StabilityReport)
};

// The sentences' translation context, as it was when the analysis worded them.
class StabilityText
{
    Q_DECLARE_TR_FUNCTIONS(Stability)
};

void insertSpread(QJsonObject &o, const analysis::RankSpread &s)
{
    o.insert(QStringLiteral("top1_probability"), s.top1);
    o.insert(QStringLiteral("top3_probability"), s.top3);
    o.insert(QStringLiteral("median_rank"), s.medianRank);
    o.insert(QStringLiteral("rank_p05"), s.rankP05);
    o.insert(QStringLiteral("rank_p95"), s.rankP95);
    o.insert(QStringLiteral("rank_at_weights"), s.rankAtWeights);
}

QString percent(double x)
{
    return QString::number(100 * x, 'f', 1) + QLatin1Char('%');
}

} // namespace

QString criterionInSentence(const QString &name)
{
    if (name == QLatin1String("time"))
        return StabilityText::tr("time to train");
    if (name == QLatin1String("efficiency"))
        return StabilityText::tr("efficiency");
    if (name == QLatin1String("per_accelerator_throughput"))
        return StabilityText::tr("throughput per accelerator");
    if (name == QLatin1String("accelerators"))
        return StabilityText::tr("accelerator count");
    if (name == QLatin1String("energy"))
        return StabilityText::tr("energy to train");
    return name;
}

QString stabilitySummary(const analysis::StabilityResult &r)
{
    if (r.topCluster < 0)
        return {};
    const QLocale loc;
    auto percent = [&](double x) -> QString { return loc.toString(100 * x, 'f', 0) + QLatin1Char('%'); };
    double top1 = 0;
    for (const analysis::ClusterStability &c : r.clusters)
        if (c.cluster == r.topCluster)
            top1 = c.top1;
    QString text = StabilityText::tr("Cluster %1, first with your weights, ranks first in %2 of %Ln draw(s).", nullptr, r.draws)
                       .arg(r.topCluster + 1)
                       .arg(percent(top1));
    const analysis::WeightSensitivity *nearest = r.sensitivity.isEmpty() ? nullptr : &r.sensitivity.first();
    if (!nearest || !nearest->distance()) {
        if (nearest)
            text += QLatin1Char(' ') + StabilityText::tr("It stays first whatever the weight of any one criterion, the "
                                                         "others keeping their proportions.");
        return text;
    }
    const bool upper = nearest->upperShare &&
                       (!nearest->lowerShare || *nearest->upperShare - nearest->share <= nearest->share - *nearest->lowerShare);
    text += QLatin1Char(' ');
    if (upper)
        text += StabilityText::tr("It is most sensitive to the weight of %1: above %2 of the total weight (now %3), "
                                  "cluster %4 ranks first.")
                    .arg(criterionInSentence(nearest->criterion), percent(*nearest->upperShare), percent(nearest->share))
                    .arg(nearest->upperCluster + 1);
    else
        text += StabilityText::tr("It is most sensitive to the weight of %1: below %2 of the total weight (now %3), "
                                  "cluster %4 ranks first.")
                    .arg(criterionInSentence(nearest->criterion), percent(*nearest->lowerShare), percent(nearest->share))
                    .arg(nearest->lowerCluster + 1);
    return text;
}

QJsonObject stabilityToJson(const analysis::StabilityResult &r)
{
    const analysis::StabilityOptions &o = r.options;
    QJsonArray configurations, clusters, sensitivity;
    for (const analysis::ConfigurationStability &c : r.configurations) {
        QJsonObject e{{QStringLiteral("id"), c.id}};
        insertSpread(e, c);
        configurations.append(e);
    }
    for (const analysis::ClusterStability &c : r.clusters) {
        QJsonObject e{{QStringLiteral("cluster"), c.cluster + 1}};
        insertSpread(e, c);
        clusters.append(e);
    }
    for (const analysis::WeightSensitivity &w : r.sensitivity)
        sensitivity.append(QJsonObject{
            {QStringLiteral("criterion"), w.criterion},
            {QStringLiteral("share"), w.share},
            {QStringLiteral("lower_share"), jsonNumberOrNull(w.lowerShare)},
            {QStringLiteral("lower_cluster"), w.lowerShare ? QJsonValue(w.lowerCluster + 1) : QJsonValue(QJsonValue::Null)},
            {QStringLiteral("upper_share"), jsonNumberOrNull(w.upperShare)},
            {QStringLiteral("upper_cluster"), w.upperShare ? QJsonValue(w.upperCluster + 1) : QJsonValue(QJsonValue::Null)}});
    QJsonObject sampling{{QStringLiteral("weights"), analysis::weightSamplingKey(o.sampling)}};
    if (o.sampling == analysis::WeightSampling::Simplex)
        sampling.insert(QStringLiteral("concentration"), o.concentration);
    else
        sampling.insert(QStringLiteral("spread"), o.spread);
    sampling.insert(QStringLiteral("k_range"),
                    o.kFrom > 0 ? QJsonValue(QJsonArray{o.kFrom, o.kTo}) : QJsonValue(QJsonValue::Null));
    sampling.insert(QStringLiteral("scope"), o.varyScope);
    return QJsonObject{
        {QStringLiteral("draws"), r.draws},
        // as sessions write it: a number, or a string above 2^53 (no double holds it exactly)
        {QStringLiteral("seed"),
         double(o.seed) < 9007199254740992.0 ? QJsonValue(qint64(o.seed)) : QJsonValue(QString::number(o.seed))},
        {QStringLiteral("sampling"), sampling},
        {QStringLiteral("criteria"), QJsonArray::fromStringList(r.criteria)},
        {QStringLiteral("clusterings"), r.variants},
        {QStringLiteral("top_cluster"), r.topCluster >= 0 ? QJsonValue(r.topCluster + 1) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("configurations"), configurations},
        {QStringLiteral("clusters"), clusters},
        {QStringLiteral("sensitivity"), sensitivity},
        {QStringLiteral("summary"), stabilitySummary(r)}};
}

QString stabilityToText(const analysis::StabilityResult &r, const analysis::BenchmarkAnalysis &a)
{
    QString out =
        QLatin1Char('\n') + StabilityReport::tr("== Stability: %n draw(s), seed %1", nullptr, r.draws).arg(r.options.seed);
    if (r.variants > 1)
        out += QStringLiteral(", ") + StabilityReport::tr("%n clustering(s)", nullptr, r.variants);
    out += QLatin1Char('\n');
    out += StabilityReport::tr("  cluster  top-1    top-3    median rank (5–95 %)") + QLatin1Char('\n');
    for (const analysis::ClusterStability &c : r.clusters)
        out += QStringLiteral("  %1 %2 %3 %4 (%5–%6)\n")
                   .arg(c.cluster + 1, 7)
                   .arg(percent(c.top1), 8)
                   .arg(percent(c.top3), 8)
                   .arg(c.medianRank, 5)
                   .arg(c.rankP05)
                   .arg(c.rankP95);
    // The configurations that ever rank first, most often first.
    QList<analysis::ConfigurationStability> winners;
    for (const analysis::ConfigurationStability &c : r.configurations)
        if (c.top1 > 0)
            winners << c;
    std::stable_sort(
        winners.begin(), winners.end(),
        [](const analysis::ConfigurationStability &x, const analysis::ConfigurationStability &y) { return x.top1 > y.top1; });
    out += StabilityReport::tr("  configurations that rank first in some draw:") + QLatin1Char('\n');
    for (const analysis::ConfigurationStability &c : winners)
        out += QStringLiteral("  %1 %2  %3 (%4–%5)  %6\n")
                   .arg(percent(c.top1), 7)
                   .arg(percent(c.top3), 7)
                   .arg(c.medianRank, 4)
                   .arg(c.rankP05)
                   .arg(c.rankP95)
                   .arg(a.configurations.value(c.index).id);
    out += stabilitySummary(r) + QLatin1Char('\n');
    return out;
}

} // namespace scalescope::io
