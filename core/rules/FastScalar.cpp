// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/FastScalar.h"

#include "core/rules/PyJson.h"

#include <cmath>
#include <optional>

namespace scalescope::rules {
namespace {

// a <=> b for two numbers, exact between an int and a float (a 64-bit integer converts exactly to
// long double), as compareNumbers in PyValue.cpp; nullopt when either is NaN.
std::optional<int> compareNumbers(const FastScalar &a, const FastScalar &b)
{
    const bool aFloat = a.type == FastScalar::Type::Float, bFloat = b.type == FastScalar::Type::Float;
    if (!aFloat && !bFloat)
        return a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
    const long double x = aFloat ? static_cast<long double>(a.f) : static_cast<long double>(a.i);
    const long double y = bFloat ? static_cast<long double>(b.f) : static_cast<long double>(b.i);
    if (std::isnan(x) || std::isnan(y))
        return std::nullopt;
    return x < y ? -1 : (x > y ? 1 : 0);
}

} // namespace

bool scalarOf(const Value &v, FastScalar &out)
{
    using T = Value::Type;
    switch (v.type) {
    case T::None:
        out = FastScalar{};
        break;
    case T::Bool:
        out = FastScalar::boolean(v.b);
        break;
    case T::Int:
        if (v.isBigInt())
            return false;
        out = FastScalar::integer(v.i);
        break;
    case T::Float:
        out = FastScalar::number(v.f);
        break;
    case T::Str:
        out = FastScalar{FastScalar::Type::Str, 0, 0, v.text(), nullptr};
        break;
    default:
        return false;
    }
    out.origin = &v;
    return true;
}

bool scalarOfToken(std::string_view t, FastScalar &out)
{
    if (t.empty())
        return false;
    switch (t[0]) {
    case '"':
        // Without backslashes a string token is its quotes and its bytes; Python reads the bytes
        // as latin-1, which only for ASCII is the same text in UTF-8.
        if (t.size() < 2 || t.back() != '"')
            return false;
        for (size_t k = 1; k + 1 < t.size(); ++k)
            if (static_cast<unsigned char>(t[k]) >= 0x80 || t[k] == '\\')
                return false;
        out = FastScalar{FastScalar::Type::Str, 0, 0, t.substr(1, t.size() - 2), nullptr};
        return true;
    case 't':
        if (t != "true")
            return false;
        out = FastScalar::boolean(true);
        return true;
    case 'f':
        if (t != "false")
            return false;
        out = FastScalar::boolean(false);
        return true;
    case 'n':
        if (t != "null")
            return false;
        out = FastScalar{};
        return true;
    default:
        break;
    }
    int64_t i = 0;
    double d = 0;
    switch (readPlainNumber(t, i, d)) {
    case PlainNumber::Int:
        out = FastScalar::integer(i);
        return true;
    case PlainNumber::Float:
        out = FastScalar::number(d);
        return true;
    case PlainNumber::None:
        break;
    }
    return false;
}

Value valueOf(const FastScalar &v)
{
    if (v.origin)
        return *v.origin;
    switch (v.type) {
    case FastScalar::Type::None:
        return Value::none();
    case FastScalar::Type::Bool:
        return Value::boolean(v.i != 0);
    case FastScalar::Type::Int:
        return Value::integer(v.i);
    case FastScalar::Type::Float:
        return Value::number(v.f);
    case FastScalar::Type::Str:
        return Value::str(std::string(v.s));
    }
    return Value::none();
}

bool truthy(const FastScalar &v)
{
    switch (v.type) {
    case FastScalar::Type::None:
        return false;
    case FastScalar::Type::Bool:
    case FastScalar::Type::Int:
        return v.i != 0;
    case FastScalar::Type::Float:
        return v.f != 0; // NaN is true
    case FastScalar::Type::Str:
        return !v.s.empty();
    }
    return false;
}

bool equals(const FastScalar &a, const FastScalar &b)
{
    if (a.isNumber() && b.isNumber()) {
        const auto c = compareNumbers(a, b);
        return c && *c == 0;
    }
    if (a.type != b.type)
        return false;
    return a.type == FastScalar::Type::None || a.s == b.s;
}

bool ordered(const FastScalar &a, Order op, const FastScalar &b, bool &result)
{
    if (a.isNumber() && b.isNumber()) {
        const auto c = compareNumbers(a, b);
        result = c && holds(*c, op);
        return true;
    }
    if (a.type == FastScalar::Type::Str && b.type == FastScalar::Type::Str) {
        result = holds(a.s.compare(b.s), op); // UTF-8 bytes order as their code points
        return true;
    }
    return false;
}

} // namespace scalescope::rules
