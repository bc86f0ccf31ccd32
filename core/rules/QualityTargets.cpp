// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/QualityTargets.h"

#include <QJsonObject>
#include <QStringList>

namespace scalescope::rules {
namespace {

using Op = QualityBound::Op;

// From the official compliance rules, one row per (round, benchmark); see quality_targets.csv
// in ../shared/mlperf for the conditions as written there.
const QList<QualityTarget> &targetTable()
{
    static const QList<QualityTarget> table = {
        {"0.7", "bert", "eval_accuracy", {{"", Op::Ge, 0.712}}, 8192, {{"", Op::Ge, 0.706}, {"", Op::Lt, 1.0}}},
        {"0.7", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"0.7", "gnmt", "eval_accuracy", {{"", Op::Ge, 0.240}, {"", Op::Lt, 1}}, std::nullopt, {}},
        {"0.7",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"0.7", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"0.7", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"0.7", "ssd", "eval_accuracy", {{"", Op::Ge, 0.230}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"0.7", "transformer", "eval_accuracy", {{"", Op::Ge, 0.2500}, {"", Op::Lt, 1}}, std::nullopt, {}},
        {"1.0", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.0", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.0",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"1.0", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.0", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.0", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"1.0", "ssd", "eval_accuracy", {{"", Op::Ge, 0.230}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.0", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"1.1", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.1", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.1",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"1.1", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.1", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.1", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"1.1", "ssd", "eval_accuracy", {{"", Op::Ge, 0.230}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"1.1", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"2.0", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.0", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.0",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"2.0", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.0", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.0", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"2.0", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.0", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"2.1", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.1", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.1",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"2.1", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.1", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.1", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"2.1", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"2.1", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"3.0", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.0", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.0", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"3.0", "gpt3", "eval_accuracy", {{"", Op::Le, 2.69}, {"", Op::Gt, 2.6}}, std::nullopt, {}},
        {"3.0",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"3.0", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.0", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.0", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"3.0", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.0", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"3.1", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.1", "dlrm", "eval_accuracy", {{"", Op::Ge, 0.8025}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.1", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"3.1", "gpt3", "eval_accuracy", {{"", Op::Le, 2.69}, {"", Op::Gt, 2.6}}, std::nullopt, {}},
        {"3.1",
         "maskrcnn",
         "eval_accuracy",
         {{"BBOX", Op::Ge, 0.377}, {"BBOX", Op::Lt, 1.0}, {"SEGM", Op::Ge, 0.339}, {"SEGM", Op::Lt, 1.0}},
         std::nullopt,
         {}},
        {"3.1", "minigo", "eval_accuracy", {{"", Op::Ge, 0.5}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.1", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.1", "rnnt", "eval_accuracy", {{"", Op::Le, 0.058}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"3.1", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"3.1",
         "stable_diffusion",
         "aggregated_eval_accuracy",
         {{"FID", Op::Ge, 0.0}, {"FID", Op::Le, 90.0}, {"CLIP", Op::Ge, 0.15}, {"CLIP", Op::Le, 1.0}},
         std::nullopt,
         {}},
        {"3.1", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"4.0", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.0", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"4.0", "gnn", "eval_accuracy", {{"", Op::Ge, 0.72}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.0", "gpt3", "eval_accuracy", {{"", Op::Le, 2.69}, {"", Op::Gt, 2.6}}, std::nullopt, {}},
        {"4.0", "llama2_70b_lora", "eval_accuracy", {{"", Op::Le, 0.925}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"4.0", "resnet", "eval_accuracy", {{"", Op::Ge, 0.7590}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.0", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.0",
         "stable_diffusion",
         "aggregated_eval_accuracy",
         {{"FID", Op::Ge, 0.0}, {"FID", Op::Le, 90.0}, {"CLIP", Op::Ge, 0.15}, {"CLIP", Op::Le, 1.0}},
         std::nullopt,
         {}},
        {"4.0", "unet3d", "eval_accuracy", {{"", Op::Ge, 0.908}}, std::nullopt, {}},
        {"4.1", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.1", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"4.1", "gnn", "eval_accuracy", {{"", Op::Ge, 0.72}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.1", "gpt3", "eval_accuracy", {{"", Op::Le, 2.69}, {"", Op::Gt, 2.6}}, std::nullopt, {}},
        {"4.1", "llama2_70b_lora", "eval_accuracy", {{"", Op::Le, 0.925}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"4.1", "ssd", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"4.1",
         "stable_diffusion",
         "aggregated_eval_accuracy",
         {{"FID", Op::Ge, 0.0}, {"FID", Op::Le, 90.0}, {"CLIP", Op::Ge, 0.15}, {"CLIP", Op::Le, 1.0}},
         std::nullopt,
         {}},
        {"5.0", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"5.0", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"5.0", "llama2_70b_lora", "eval_accuracy", {{"", Op::Le, 0.925}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.0", "llama31_405b", "eval_accuracy", {{"", Op::Le, 5.6}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.0", "retinanet", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"5.0", "rgat", "eval_accuracy", {{"", Op::Ge, 0.72}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"5.0",
         "stable_diffusion",
         "aggregated_eval_accuracy",
         {{"FID", Op::Ge, 0.0}, {"FID", Op::Le, 90.0}, {"CLIP", Op::Ge, 0.15}, {"CLIP", Op::Le, 1.0}},
         std::nullopt,
         {}},
        {"5.1", "bert", "eval_accuracy", {{"", Op::Ge, 0.720}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"5.1", "dlrm_dcnv2", "eval_accuracy", {{"", Op::Ge, 0.80275}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"5.1", "flux1", "eval_accuracy", {{"", Op::Le, 0.586}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.1", "llama2_70b_lora", "eval_accuracy", {{"", Op::Le, 0.925}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.1", "llama31_405b", "eval_accuracy", {{"", Op::Le, 5.6}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.1", "llama31_8b", "eval_accuracy", {{"", Op::Le, 3.3}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"5.1", "retinanet", "eval_accuracy", {{"", Op::Ge, 0.340}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        {"5.1", "rgat", "eval_accuracy", {{"", Op::Ge, 0.72}, {"", Op::Lt, 1.0}}, std::nullopt, {}},
        // MLPerf HPC, from the tool's hpc_1.0.0 to hpc_3.0.0 rule files (ATLEAST_ONE_CHECK). It has no
        // HPC 0.7 rules; that round is checked against the 1.0 targets, which its logs were run to.
        {"0.7", "cosmoflow", "eval_error", {{"", Op::Le, 0.124}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"0.7", "deepcam", "eval_accuracy", {{"", Op::Ge, 0.82}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"1.0", "cosmoflow", "eval_error", {{"", Op::Le, 0.124}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"1.0", "deepcam", "eval_accuracy", {{"", Op::Ge, 0.82}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"1.0", "oc20", "eval_error", {{"", Op::Le, 0.036}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"2.0", "cosmoflow", "eval_error", {{"", Op::Le, 0.124}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"2.0", "deepcam", "eval_accuracy", {{"", Op::Ge, 0.82}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"2.0", "oc20", "eval_error", {{"", Op::Le, 0.036}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"3.0", "cosmoflow", "eval_error", {{"", Op::Le, 0.124}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"3.0", "deepcam", "eval_accuracy", {{"", Op::Ge, 0.82}, {"", Op::Le, 1.0}}, std::nullopt, {}},
        {"3.0", "oc20", "eval_error", {{"", Op::Le, 0.036}, {"", Op::Gt, 0.0}}, std::nullopt, {}},
        {"3.0", "openfold", "eval_accuracy", {{"", Op::Ge, 0.8}, {"", Op::Le, 1.0}}, std::nullopt, {}},
    };
    return table;
}

bool holds(const QualityBound &b, double v)
{
    switch (b.op) {
    case Op::Ge:
        return v >= b.value;
    case Op::Gt:
        return v > b.value;
    case Op::Le:
        return v <= b.value;
    case Op::Lt:
        return v < b.value;
    }
    return false;
}

bool allHold(const QList<QualityBound> &bounds, const QJsonValue &value)
{
    for (const QualityBound &b : bounds) {
        QJsonValue v = value;
        if (*b.member)
            v = value.toObject().value(QLatin1String(b.member));
        if (!v.isDouble() || !holds(b, v.toDouble()))
            return false;
    }
    return !bounds.isEmpty();
}

QString opText(Op op)
{
    switch (op) {
    case Op::Ge:
        return QStringLiteral(">=");
    case Op::Gt:
        return QStringLiteral(">");
    case Op::Le:
        return QStringLiteral("<=");
    case Op::Lt:
        return QStringLiteral("<");
    }
    return {};
}

QString describeBounds(const char *metricKey, const QList<QualityBound> &bounds)
{
    QStringList parts;
    for (const QualityBound &b : bounds) {
        QString name = QLatin1String(metricKey);
        if (*b.member)
            name += QLatin1Char('.') + QLatin1String(b.member);
        parts << name + QLatin1Char(' ') + opText(b.op) + QLatin1Char(' ') + QString::number(b.value);
    }
    return parts.join(QLatin1String(" and "));
}

QString canonicalBenchmark(const QString &folder)
{
    if (folder == QLatin1String("mask"))
        return QStringLiteral("maskrcnn");
    return folder;
}

} // namespace

bool QualityTarget::higherIsBetter() const
{
    // The table states lower-is-better metrics with an upper bound first ("value <= 0.058 and ...").
    for (const QualityBound &b : bounds)
        if (!*b.member)
            return b.op == Op::Ge || b.op == Op::Gt;
    return true;
}

QString QualityTarget::describe() const
{
    QString text = describeBounds(metricKey, bounds);
    if (batchThreshold)
        text = QStringLiteral("global_batch_size < %1: %2; otherwise: %3")
                   .arg(*batchThreshold)
                   .arg(text, describeBounds(metricKey, boundsLargeBatch));
    return text;
}

const QualityTarget *findQualityTarget(const QString &round, const QString &benchmark)
{
    const QString name = canonicalBenchmark(benchmark);
    QStringList candidates{name};
    if (name == QLatin1String("ssd"))
        candidates << QStringLiteral("retinanet");
    else if (name == QLatin1String("retinanet"))
        candidates << QStringLiteral("ssd");
    for (const QString &candidate : candidates)
        for (const QualityTarget &t : targetTable())
            if (round == QLatin1String(t.round) && candidate == QLatin1String(t.benchmark))
                return &t;
    return nullptr;
}

bool meetsQualityTarget(const QualityTarget &target, const QJsonValue &value, std::optional<double> globalBatchSize)
{
    if (target.batchThreshold && globalBatchSize && *globalBatchSize >= *target.batchThreshold)
        return allHold(target.boundsLargeBatch, value);
    return allHold(target.bounds, value);
}

std::optional<double> scalarQuality(const QJsonValue &value)
{
    if (value.isDouble())
        return value.toDouble();
    return std::nullopt;
}

} // namespace scalescope::rules
