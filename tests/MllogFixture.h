#pragma once
// The lines a round-4.0 closed result log must carry, besides its run_start, run_stop, eval_accuracy
// and submission_benchmark, for the official compliance checker to accept the run (the rules in
// core/import/ComplianceRules.cpp). Hand-written fixtures put this in front of their own lines.
#include <QByteArray>
#include <QString>

namespace scalescope::test {

inline QByteArray mllogLine(qint64 timeMs, const char *key, const QByteArray &value)
{
    return QByteArrayLiteral(":::MLLOG {\"namespace\": \"\", \"time_ms\": ") + QByteArray::number(timeMs) +
           QByteArrayLiteral(", \"event_type\": \"POINT_IN_TIME\", \"key\": \"") + key + QByteArrayLiteral("\", \"value\": ") +
           value + QByteArrayLiteral(", \"metadata\": {}}\n");
}

inline constexpr int kPreambleLines = 10;

// Logged from 30 s to 10 s before `runStartMs` (initialisation well inside its 30-minute limit).
inline QByteArray compliantPreamble(qint64 runStartMs = 1700000000000)
{
    const qint64 t = runStartMs - 30000;
    return mllogLine(t, "submission_org", "\"ACME\"") + mllogLine(t, "submission_platform", "\"acme1\"") +
           mllogLine(t, "submission_division", "\"closed\"") + mllogLine(t, "submission_status", "\"onprem\"") +
           mllogLine(t, "cache_clear", "true") + mllogLine(t, "init_start", "null") +
           mllogLine(t + 1000, "gradient_accumulation_steps", "1") + mllogLine(t + 1000, "train_samples", "1281167") +
           mllogLine(t + 1000, "eval_samples", "50000") + mllogLine(t + 20000, "init_stop", "null");
}

} // namespace scalescope::test
