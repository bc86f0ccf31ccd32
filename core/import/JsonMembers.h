// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Values of a JSON text read in place, without building a QJsonDocument: for MLLOG lines that
// jsonSyntaxError found valid and plain, where a document per line was most of an import's time.
// Values are what QJsonDocument would give for the same text, so either reader may be used.
#include <optional>
#include <string_view>

namespace scalescope::import {

// The text of the value of member `name` of `object` (the last one, as QJsonDocument and
// json.loads keep it), nullopt when absent or when `object` is not an object. `name` has no
// character that needs an escape, so a member name written with one never equals it (plain texts
// have no \u).
std::optional<std::string_view> jsonMember(std::string_view object, std::string_view name);

// A number's value as QJsonValue::toDouble gives it (-0 reads as 0: Qt keeps integral numbers as
// integers); nullopt when the text is not a number.
std::optional<double> jsonNumber(std::string_view value);

// A string's characters between its quotes; nullopt when the text is not a string or has an escape.
std::optional<std::string_view> jsonPlainString(std::string_view value);

} // namespace scalescope::import
