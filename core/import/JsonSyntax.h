// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a text is one JSON value as Python's json.loads reads it (the official MLPerf parser
// decodes every :::MLLOG line with it): RFC 8259 plus NaN, Infinity and -Infinity, no control
// characters inside strings. Checks syntax only and allocates nothing per call, so every line of a
// large log can be checked at about the speed of reading it.
#include <cstddef>
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

// The offset of the first byte that makes `text` invalid; nullopt when it is valid.
std::optional<std::size_t> jsonSyntaxError(std::string_view text);
// The same, and what it found (at most kMaxCaptured names).
std::optional<std::size_t> jsonSyntaxError(std::string_view text, std::initializer_list<std::string_view> capture,
                                           JsonSyntaxFindings *findings);

} // namespace scalescope::import
