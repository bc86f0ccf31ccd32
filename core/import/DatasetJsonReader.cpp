// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/DatasetJsonReader.h"

#include "core/import/JsonMembers.h"
#include "core/import/JsonSyntax.h"
#include "core/io/DatasetFormat.h"

#include <QJsonDocument>
#include <QStringDecoder>

#include <algorithm>
#include <string_view>
#include <vector>

namespace scalescope::import {

namespace {

// Calls `each` with the text of every element of `array`, a JSON array that jsonSyntaxError found
// valid (so strings and brackets pair up); stops when `each` returns false, and then returns false.
template <typename Each> bool forEachElement(std::string_view array, Each each)
{
    int depth = 0;
    bool inString = false;
    size_t start = 0;
    for (size_t i = 0; i < array.size(); ++i) {
        const char ch = array[i];
        if (inString) {
            if (ch == '\\')
                ++i;
            else if (ch == '"')
                inString = false;
            continue;
        }
        switch (ch) {
        case '"':
            inString = true;
            break;
        case '[':
        case '{':
            if (++depth == 1)
                start = i + 1;
            break;
        case ']':
        case '}':
            if (--depth == 0) {
                const std::string_view last = array.substr(start, i - start);
                return last.find_first_not_of(" \t\n\r") == std::string_view::npos || each(last); // "[]" has none
            }
            break;
        case ',':
            if (depth == 1) {
                if (!each(array.substr(start, i - start)))
                    return false;
                start = i + 1;
            }
            break;
        default:
            break;
        }
    }
    return true;
}

// An element as a document of its own; nullopt where Qt refuses it (invalid UTF-8, say).
std::optional<QJsonObject> elementObject(std::string_view element)
{
    QJsonParseError error{};
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromRawData(element.data(), static_cast<qsizetype>(element.size())), &error);
    if (error.error != QJsonParseError::NoError) {
        // A number, string or literal alone is no document to Qt, but it is a valid element,
        // which the whole-document reader takes as an empty object.
        const size_t first = element.find_first_not_of(" \t\n\r");
        if (first != std::string_view::npos && element[first] != '{' && element[first] != '[' && element[first] != '"')
            return QJsonObject();
        return std::nullopt;
    }
    return doc.object(); // an array gives an empty object, as QJsonValue::toObject does
}

// Whether Qt reads the text as UTF-8 without an error, as its JSON parser requires, decoded a piece
// at a time so that a large file is not held twice. Pure ASCII, the usual case, is not decoded.
bool isValidUtf8(std::string_view text)
{
    if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
        return true;
    QStringDecoder decoder(QStringDecoder::Utf8); // keeps a sequence cut between pieces
    constexpr size_t kPiece = 1 << 16;
    std::vector<QChar> out(kPiece + 4);
    for (size_t at = 0; at < text.size(); at += kPiece)
        decoder.appendToBuffer(out.data(), QByteArrayView(text.data() + at, qsizetype(std::min(kPiece, text.size() - at))));
    return !decoder.hasError();
}

bool isArray(const std::optional<std::string_view> &token)
{
    return token && !token->empty() && token->front() == '[';
}

} // namespace

std::optional<model::Dataset> readDatasetJsonInPlace(const QByteArray &bytes, const QString &displayPath)
{
    const std::string_view text(bytes.constData(), static_cast<size_t>(bytes.size()));
    JsonSyntaxFindings found;
    if (jsonSyntaxError(text, {"schema", "configurations", "diagnostics"}, &found) || !found.plain || !isValidUtf8(text))
        return std::nullopt;
    const size_t first = text.find_first_not_of(" \t\n\r");
    if (first == std::string_view::npos || text[first] != '{')
        return std::nullopt;
    // The schema as QJsonValue::toString gives it: a string's text, or empty for anything else.
    std::string_view schema;
    if (const std::optional<std::string_view> token = found.captured[0]; token && token->front() == '"') {
        const std::optional<std::string_view> plain = jsonPlainString(*token);
        if (!plain)
            return std::nullopt; // a string with escapes: the whole-document reader decodes it
        schema = *plain;
    }
    model::Dataset ds;
    ds.sources << displayPath;
    if (schema != io::kDatasetSchema) {
        ds.diagnostics << model::Diagnostic{
            displayPath,
            1,
            model::Severity::Error,
            QStringLiteral("dataset.bad_schema"),
            {QString::fromUtf8(schema.data(), qsizetype(schema.size())), QLatin1String(io::kDatasetSchema)}};
        return ds;
    }
    bool refused = false; // an element Qt will not read: the whole-document reader says why
    bool full = false;
    if (isArray(found.captured[1]))
        forEachElement(*found.captured[1], [&](std::string_view element) {
            const std::optional<QJsonObject> o = elementObject(element);
            refused = !o;
            full = o && !io::addConfigurationFromJson(ds, *o, displayPath);
            return !refused && !full;
        });
    if (refused)
        return std::nullopt;
    if (full)
        return ds;
    if (isArray(found.captured[2]))
        forEachElement(*found.captured[2], [&](std::string_view element) {
            const std::optional<QJsonObject> o = elementObject(element);
            refused = !o;
            if (o)
                ds.diagnostics << io::diagnosticFromJson(*o);
            return !refused;
        });
    if (refused)
        return std::nullopt;
    return ds;
}

} // namespace scalescope::import
