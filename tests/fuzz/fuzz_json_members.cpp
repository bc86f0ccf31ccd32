// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A JSON text read both ways: where jsonSyntaxError calls an object plain, QJsonDocument must read
// it without an error and JsonMembers must give the values QJsonDocument gives. And the logger's
// opening, which the checker matches as bytes, must check as it does token by token (a blank in
// front makes the checker read it so). A difference aborts.
#include "FuzzInput.h"
#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>
#include <cstring>

namespace {

using scalescope::import::jsonMember;
using scalescope::import::jsonNumber;

void agree(const std::optional<double> &ours, const QJsonValue &qt)
{
    if (bool(ours) != qt.isDouble())
        std::abort();
    const double theirs = qt.toDouble();
    if (ours && std::memcmp(&*ours, &theirs, sizeof theirs) != 0)
        std::abort();
}

std::optional<double> numberIn(const std::optional<std::string_view> &object, const char *name)
{
    const auto member = object ? jsonMember(*object, name) : std::nullopt;
    return member ? jsonNumber(*member) : std::nullopt;
}

// The same findings for `json` and for `json` after one blank, places shifted by one.
void openingAgrees(const QByteArray &json)
{
    const QByteArray shiftedBytes = ' ' + json;
    const std::string_view text(json.constData(), static_cast<size_t>(json.size()));
    const std::string_view shifted(shiftedBytes.constData(), static_cast<size_t>(shiftedBytes.size()));
    scalescope::import::JsonSyntaxFindings a, b;
    const auto errorA = scalescope::import::jsonSyntaxError(text, {"key", "time_ms", "event_type", "namespace"}, &a);
    const auto errorB = scalescope::import::jsonSyntaxError(shifted, {"key", "time_ms", "event_type", "namespace"}, &b);
    if (bool(errorA) != bool(errorB) || (errorA && *errorA + 1 != *errorB) || a.plain != b.plain ||
        a.colonInString != b.colonInString)
        std::abort();
    for (size_t i = 0; i < scalescope::import::JsonSyntaxFindings::kMaxCaptured; ++i)
        if (bool(a.captured[i]) != bool(b.captured[i]) ||
            (a.captured[i] && (*a.captured[i] != *b.captured[i] ||
                               a.captured[i]->data() - text.data() + 1 != b.captured[i]->data() - shifted.data())))
            std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json = scalescope::fuzz::bytes(data, size);
    openingAgrees(json);
    if (!json.trimmed().startsWith('{'))
        return 0;
    for (const char c : json)
        if (static_cast<unsigned char>(c) >= 0x80) // the parser reads those as latin-1 on both paths
            return 0;
    scalescope::import::JsonSyntaxFindings found;
    if (scalescope::import::jsonSyntaxError(std::string_view(json.constData(), size), {"key", "time_ms", "value", "metadata"},
                                            &found) ||
        !found.plain)
        return 0;
    QJsonParseError error{};
    const QJsonObject o = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError)
        std::abort();
    if (const auto key = found.captured[0] ? scalescope::import::jsonPlainString(*found.captured[0]) : std::nullopt)
        if (QString::fromLatin1(key->data(), static_cast<qsizetype>(key->size())) != o.value(QLatin1String("key")).toString())
            std::abort();
    agree(found.captured[1] ? jsonNumber(*found.captured[1]) : std::nullopt, o.value(QLatin1String("time_ms")));
    agree(found.captured[2] ? jsonNumber(*found.captured[2]) : std::nullopt, o.value(QLatin1String("value")));
    agree(numberIn(found.captured[2], "throughput"),
          o.value(QLatin1String("value")).toObject().value(QLatin1String("throughput")));
    for (const char *name : {"epoch_num", "first_epoch_num", "samples_count"})
        agree(numberIn(found.captured[3], name), o.value(QLatin1String("metadata")).toObject().value(QLatin1String(name)));
    return 0;
}
