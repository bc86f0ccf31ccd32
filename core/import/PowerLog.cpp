// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/PowerLog.h"

#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"
#include "core/import/MllogMarker.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

namespace scalescope::import {
namespace {

struct PowerLine
{
    double timeMs;
    QString key;
    double value; // NaN when the value is not a number
    int lineNo;
};

// A line read in place, as below, where its text is ASCII and plain (jsonSyntaxError) and has a
// string key and a numeric time; nullopt leaves it to QJsonDocument, which also words the errors
// (and reads other bytes as UTF-8).
std::optional<PowerLine> plainPowerLine(std::string_view json, int lineNo)
{
    if (std::any_of(json.begin(), json.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
        return std::nullopt;
    JsonSyntaxFindings found;
    if (jsonSyntaxError(json, {"key", "time_ms", "value"}, &found) || !found.plain)
        return std::nullopt;
    const auto key = found.captured[0] ? jsonPlainString(*found.captured[0]) : std::nullopt;
    const auto time = found.captured[1] ? jsonNumber(*found.captured[1]) : std::nullopt;
    if (!key || !time)
        return std::nullopt;
    const auto value = found.captured[2] ? jsonNumber(*found.captured[2]) : std::nullopt;
    return PowerLine{*time, QString::fromLatin1(key->data(), static_cast<qsizetype>(key->size())), value.value_or(qQNaN()),
                     lineNo};
}

// The :::MLLOG lines of a power file with the keys energy needs, sorted by time_ms as the tool
// sorts them (a stable sort: lines with equal times keep their order in the file).
std::vector<PowerLine> readLines(const QByteArray &bytes, const QString &path, model::Diagnostics &diagnostics)
{
    std::vector<PowerLine> out;
    int lineNo = 0;
    for (qsizetype pos = 0; pos < bytes.size();) {
        qsizetype end = bytes.indexOf('\n', pos);
        if (end < 0)
            end = bytes.size();
        ++lineNo;
        const QByteArrayView line(bytes.constData() + pos, end - pos);
        pos = end + 1;
        const char *marker = findLastMllogMarker(line.data(), line.data() + line.size());
        if (!marker)
            continue;
        const QByteArrayView json = line.sliced(marker - line.data() + qsizetype(kMllogMarker.size())).trimmed();
        if (!json.contains("power_") && !json.contains("conversion_eff") && !json.contains("interconnect_power_est"))
            continue;
        if (const auto plain = plainPowerLine(std::string_view(json.data(), static_cast<size_t>(json.size())), lineNo)) {
            out.push_back(*plain);
            continue;
        }
        QJsonParseError error{};
        const QJsonObject o = QJsonDocument::fromJson(json.toByteArray(), &error).object();
        const QJsonValue time = o.value(QLatin1String("time_ms"));
        if (error.error != QJsonParseError::NoError || !time.isDouble()) {
            diagnostics << model::Diagnostic{
                path,
                lineNo,
                model::Severity::Warning,
                QStringLiteral("log.bad_line"),
                {error.error != QJsonParseError::NoError ? error.errorString() : QStringLiteral("no time_ms")}};
            continue;
        }
        const QJsonValue v = o.value(QLatin1String("value"));
        out.push_back({time.toDouble(), o.value(QLatin1String("key")).toString(), v.isDouble() ? v.toDouble() : qQNaN(), lineNo});
    }
    std::stable_sort(out.begin(), out.end(), [](const PowerLine &a, const PowerLine &b) { return a.timeMs < b.timeMs; });
    return out;
}

} // namespace

PowerFileEnergy nodeEnergy(const QByteArray &bytes, const QString &path, double timeToTrainMs, model::Diagnostics &diagnostics)
{
    const std::vector<PowerLine> lines = readLines(bytes, path, diagnostics);
    double prev = 0, last = 0, start = 0, stop = 0, sum = 0, efficiency = 1.0;
    bool started = false, stopped = false;
    for (const PowerLine &l : lines) {
        if (l.key == QLatin1String("power_measurement_start")) {
            start = prev = l.timeMs;
            started = true;
        }
        if (l.key == QLatin1String("power_reading") && !stopped && started) {
            sum += l.value * (l.timeMs - prev);
            prev = l.timeMs;
            last = std::max(last, l.timeMs);
        }
        if (l.key == QLatin1String("power_measurement_stop")) {
            stop = l.timeMs;
            stopped = true;
        }
        if (l.key == QLatin1String("conversion_eff"))
            efficiency = l.value;
    }
    if (!started) {
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("power.no_start"), {}};
        return {};
    }
    if (!stopped) { // the tool takes the last reading's time, and says so
        stop = last;
        diagnostics << model::Diagnostic{path, 0, model::Severity::Info, QStringLiteral("power.no_stop"), {}};
    }
    if (!(stop > start)) { // the official tool divides by zero here and stops
        diagnostics << model::Diagnostic{
            path, 0, model::Severity::Warning, QStringLiteral("power.empty_window"), {QString::number(start, 'f', 0)}};
        return {};
    }
    const double joules = efficiency * sum * timeToTrainMs / (stop - start) / 1000;
    if (!std::isfinite(joules)) {
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("power.bad_reading"), {}};
        return {};
    }
    return {joules};
}

PowerFileEnergy switchEnergy(const QByteArray &bytes, const QString &path, double timeToTrainMs, model::Diagnostics &diagnostics)
{
    // In file order, as the tool reads a switch file (it does not sort these).
    double efficiency = 1.0, power = 0;
    std::vector<PowerLine> lines = readLines(bytes, path, diagnostics);
    std::stable_sort(lines.begin(), lines.end(), [](const PowerLine &a, const PowerLine &b) { return a.lineNo < b.lineNo; });
    for (const PowerLine &l : lines) {
        if (l.key == QLatin1String("conversion_eff"))
            efficiency = l.value;
        if (l.key == QLatin1String("interconnect_power_est")) {
            power = l.value;
            break;
        }
    }
    const double joules = efficiency * power * timeToTrainMs / 1000;
    if (!std::isfinite(joules)) {
        diagnostics << model::Diagnostic{path, 0, model::Severity::Warning, QStringLiteral("power.bad_reading"), {}};
        return {};
    }
    return {joules};
}

} // namespace scalescope::import
