// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a text is one JSON value as Python's json.loads reads it (the official MLPerf parser
// decodes every :::MLLOG line with it): RFC 8259 plus NaN, Infinity and -Infinity, no control
// characters inside strings. Checks syntax only and allocates nothing per call, so every line of a
// large log can be checked at about the speed of reading it.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <string_view>

namespace scalescope::import {

// What a check found besides validity.
struct JsonSyntaxFindings
{
    // The text also avoids everything on which JSON readers differ, so that QJsonDocument reads
    // it as json.loads does and JsonMembers can read it without either: no NaN or Infinity, no \u
    // escape, no number longer than 32 characters or with a 3-digit exponent, no nesting deeper
    // than 64.
    bool plain = false;
    static constexpr std::size_t kPlainDepth = 64; // the deepest nesting of a plain text
    // Some string holds a ':'. Outside strings a valid text has no "::", so a text without one
    // holds no ":::MLLOG " marker anywhere.
    bool colonInString = false;
    // The error is nesting too deep for Python's scanner: RecursionError, which stops the official
    // tool, not a ValueError that drops the line.
    bool recursion = false;
    // With `capture`: the texts of the values of those members of the top-level object (the
    // last one of a name, as json.loads keeps it), found on the way; nullopt where absent. A name
    // written with escapes is compared as json.loads decodes it.
    static constexpr std::size_t kMaxCaptured = 4;
    std::optional<std::string_view> captured[kMaxCaptured];
};

// The opening MLPerf's logger writes on every line: {"namespace": "", "time_ms": <integer>,
// "event_type": "<type>", "key": , and where its members' values lie.
struct LoggerOpening
{
    static constexpr std::string_view kNames[3] = {"namespace", "time_ms", "event_type"};
    static constexpr std::size_t kNamespaceValue = 14; // the "" after "namespace":
    std::size_t timeStart = 0, timeLength = 0;
    std::size_t typeStart = 0, typeLength = 0; // with its quotes
    std::size_t rest = 0;                      // the value of "key" (after the blanks before it)
    // The text of member 0, 1 or 2 (kNames).
    std::string_view value(std::string_view text, int member) const
    {
        return member == 0   ? text.substr(kNamespaceValue, 2)
               : member == 1 ? text.substr(timeStart, timeLength)
                             : text.substr(typeStart, typeLength);
    }
};
// The number of ASCII digits `t` starts with.
std::size_t digitRun(std::string_view t);
// The high bit of each of the eight bytes at `p` that is no ASCII digit (0: eight digits). A byte
// is a digit when neither it minus '0' nor it plus 0x46 ('9' + 0x46 = 0x7f) carries into its high
// bit (a borrow only starts at a byte that is no digit, whose own high bit is set).
inline uint64_t nonDigitBits(const char *p)
{
    uint64_t w;
    std::memcpy(&w, p, sizeof w);
    return ((w - 0x3030303030303030ULL) | (w + 0x4646464646464646ULL) | w) & 0x8080808080808080ULL;
}

// Where `text` starts with it (97 % of the :::MLLOG lines of the shared rounds do), as bytes.
std::optional<LoggerOpening> matchLoggerOpening(std::string_view text);

// The offset of the first byte that makes `text` invalid; nullopt when it is valid.
std::optional<std::size_t> jsonSyntaxError(std::string_view text);
// The same, and what it found (at most kMaxCaptured names).
std::optional<std::size_t> jsonSyntaxError(std::string_view text, std::initializer_list<std::string_view> capture,
                                           JsonSyntaxFindings *findings);

} // namespace scalescope::import
