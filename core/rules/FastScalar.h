// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What compiled rules (FastRule.h) compute with on every log line: None, a bool, a 64-bit int, a
// float or a str, held by value and viewing its text in place (in the rule's constants, the
// checker's state or the line's kept text), so that a test of a line allocates nothing and shares
// nothing. Python's rules for them, as PyValue.h has them; wherever Python could do anything else
// (a big integer, NaN or infinity read from a log, a latin-1 byte, a TypeError) the functions say
// so, and the caller leaves the code to the interpreter.
#include "core/rules/PyValue.h"

#include <cstdint>
#include <string_view>

namespace scalescope::rules {

struct FastScalar
{
    enum class Type : uint8_t
    {
        None,
        Bool,
        Int,
        Float,
        Str,
    };
    Type type = Type::None;
    int64_t i = 0;      // Bool (0 or 1), Int
    double f = 0;       // Float
    std::string_view s; // Str
    // The Value it was read from, where it is one: stored as that Value again (a NaN keeps its
    // identity, a str its object), never as a copy.
    const Value *origin = nullptr;

    static FastScalar boolean(bool v) { return {Type::Bool, v ? 1 : 0, 0, {}, nullptr}; }
    static FastScalar integer(int64_t v) { return {Type::Int, v, 0, {}, nullptr}; }
    static FastScalar number(double v) { return {Type::Float, 0, v, {}, nullptr}; }
    bool isNumber() const { return type == Type::Bool || type == Type::Int || type == Type::Float; }
};

// A Value as a scalar; false for anything else (a container, a big int).
bool scalarOf(const Value &v, FastScalar &out);
// A JSON scalar token of a kept line (checked, without backslashes) as json.loads reads it; false
// where the full reader is needed (NaN, Infinity, more than 18 digits, a float beyond the double
// range or below its normal range, a byte beyond ASCII, an object or list).
bool scalarOfToken(std::string_view token, FastScalar &out);
// The Value Python would hold.
Value valueOf(const FastScalar &v);

bool truthy(const FastScalar &v);
bool equals(const FastScalar &a, const FastScalar &b);
// a <op> b into `holds`; false where Python raises TypeError (types it does not order).
bool ordered(const FastScalar &a, Order op, const FastScalar &b, bool &holds);

} // namespace scalescope::rules
