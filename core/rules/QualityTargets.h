// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The quality each benchmark's run must reach, per round, as the official compliance rules state
// it (../shared/mlperf/quality_targets.csv, written out here as a table).
#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

namespace scalescope::rules {

struct QualityBound
{
    enum class Op
    {
        Ge,
        Gt,
        Le,
        Lt
    };
    const char *member; // "" for a scalar value, else the member of an object value ("BBOX", "FID")
    Op op;
    double value;
};

struct QualityTarget
{
    const char *round;
    const char *benchmark;
    const char *metricKey;      // "eval_accuracy" or "aggregated_eval_accuracy"
    QList<QualityBound> bounds; // all must hold
    // v0.7 BERT only: a different target when global_batch_size >= batchThreshold.
    std::optional<double> batchThreshold;
    QList<QualityBound> boundsLargeBatch;

    // Whether a higher value is better (false for loss-like metrics such as rnnt's WER).
    bool higherIsBetter() const;
    QString describe() const; // "eval_accuracy >= 0.759 and < 1"
};

// The target for a benchmark folder name in a round ("4.0", "resnet"); nullptr when unknown.
// Folder aliases are followed (ssd <-> retinanet, mask -> maskrcnn).
const QualityTarget *findQualityTarget(const QString &round, const QString &benchmark);

// Whether one logged metric value meets the target.
bool meetsQualityTarget(const QualityTarget &target, const QJsonValue &value, std::optional<double> globalBatchSize);

// The scalar of a metric value used to report "best quality" (nullopt for object values).
std::optional<double> scalarQuality(const QJsonValue &value);

} // namespace scalescope::rules
