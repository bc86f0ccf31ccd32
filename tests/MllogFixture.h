// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The lines a round-4.0 closed ResNet result log must carry, besides its run_start, run_stop,
// eval_accuracy and submission_benchmark, for the official compliance checker to accept the run
// (training_4.0.0/common.yaml, closed_common.yaml, closed_resnet.yaml and the SGD rules it chains to,
// training_3.1.0/closed_resnet_sgd.yaml). Hand-written fixtures put the preamble in front of their own
// lines and compliantBlock() after their run_start; tests/official checks such a log against the
// official tool.
#include <QByteArray>
#include <QString>

namespace scalescope::test {

inline QByteArray mllogLine(qint64 timeMs, const char *key, const QByteArray &value)
{
    return QByteArrayLiteral(":::MLLOG {\"namespace\": \"\", \"time_ms\": ") + QByteArray::number(timeMs) +
           QByteArrayLiteral(", \"event_type\": \"POINT_IN_TIME\", \"key\": \"") + key + QByteArrayLiteral("\", \"value\": ") +
           value + QByteArrayLiteral(", \"metadata\": {}}\n");
}

inline constexpr int kPreambleLines = 20;

// Logged from 30 s to 10 s before `runStartMs` (initialisation well inside its 30-minute limit).
inline QByteArray compliantPreamble(qint64 runStartMs = 1700000000000)
{
    const qint64 t = runStartMs - 30000;
    return mllogLine(t, "submission_org", "\"ACME\"") + mllogLine(t, "submission_platform", "\"acme1\"") +
           mllogLine(t, "submission_division", "\"closed\"") + mllogLine(t, "submission_status", "\"onprem\"") +
           mllogLine(t, "cache_clear", "true") + mllogLine(t, "init_start", "null") +
           mllogLine(t + 1000, "gradient_accumulation_steps", "1") + mllogLine(t + 1000, "train_samples", "1281167") +
           mllogLine(t + 1000, "eval_samples", "50000") + mllogLine(t + 1000, "global_batch_size", "3264") +
           mllogLine(t + 1000, "opt_name", "\"sgd\"") + mllogLine(t + 1000, "sgd_opt_base_learning_rate", "10.0") +
           mllogLine(t + 1000, "sgd_opt_end_learning_rate", "0.0001") +
           mllogLine(t + 1000, "sgd_opt_learning_rate_decay_poly_power", "2") +
           mllogLine(t + 1000, "sgd_opt_learning_rate_decay_steps", "14000") +
           mllogLine(t + 1000, "sgd_opt_weight_decay", "0.0001") + mllogLine(t + 1000, "sgd_opt_momentum", "0.9") +
           mllogLine(t + 1000, "model_bn_span", "102") + mllogLine(t + 1000, "opt_learning_rate_warmup_epochs", "2") +
           mllogLine(t + 20000, "init_stop", "null");
}

// The training block the rules want after run_start (block_start and block_stop of one epoch).
inline QByteArray compliantBlock(qint64 timeMs)
{
    QByteArray start = mllogLine(timeMs, "block_start", "null");
    start.replace("\"metadata\": {}", "\"metadata\": {\"first_epoch_num\": 0, \"epoch_count\": 1}");
    QByteArray stop = mllogLine(timeMs, "block_stop", "null");
    stop.replace("\"metadata\": {}", "\"metadata\": {\"first_epoch_num\": 0}");
    return start + stop;
}

} // namespace scalescope::test
