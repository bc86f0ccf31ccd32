// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Python's json.loads over a text decoded as latin-1, as the official MLPerf parser reads every
// :::MLLOG line: NaN, Infinity and -Infinity accepted, integers exact (digits beyond 4,300 are a
// ValueError), floats as float() reads them (1e400 is inf), control characters refused inside
// strings, duplicate member names keeping the last value in the first one's place, nothing after
// the value but blanks.
#include "core/rules/PyValue.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace scalescope::rules {

struct PyJsonResult
{
    std::optional<Value> value;
    // Why json.loads raises ValueError (a JSONDecodeError's message, with its column).
    std::string error;
    // Nesting deep enough that CPython's scanner raises RecursionError instead: not a ValueError,
    // so the summarizer stops on it rather than dropping the run.
    bool recursionError = false;
};

PyJsonResult parsePyJson(std::string_view latin1);

// The UTF-8 text of a JSON string token (quotes included) as json.loads decodes it; nullopt when it
// is not a valid string token.
std::optional<std::string> decodePyJsonString(std::string_view latin1Token);

// For a Dict kept as text (Dict::setPendingText): the text of the last member `name` of an object
// text without backslashes, nullopt when absent; the value of a member text; the whole object.
std::optional<std::string_view> pendingMember(std::string_view objectText, std::string_view name);
Value readPendingMember(std::string_view valueText);
Dict readPendingObject(std::string_view objectText);
// pendingMember for an object without a nested object or list, its name given in quotes
// (`"epoch_num"`): found by a search rather than read member by member.
std::optional<std::string_view> flatMember(std::string_view objectText, std::string_view quotedName);
// A number token of the common kinds as json.loads reads it: an int of up to 18 digits exactly
// (into i), a float as correctly rounded as Python's float() (into d; from_chars is). None for
// anything else (NaN, Infinity, a longer int, a float beyond the double range).
enum class PlainNumber
{
    None,
    Int,
    Float,
};
PlainNumber readPlainNumber(std::string_view token, int64_t &i, double &d);

// Nesting at which CPython 3.11's json scanner, called from the official checker, runs out of
// recursion (measured: 980 levels read, 990 raise; the exact limit depends on the caller's depth).
inline constexpr int kPythonJsonNestingLimit = 985;
// Python refuses to convert integers of more digits than this (sys.get_int_max_str_digits()).
inline constexpr size_t kPythonIntMaxDigits = 4300;

} // namespace scalescope::rules
