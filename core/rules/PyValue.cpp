// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/PyValue.h"

#include "core/rules/PyBigInt.h"
#include "core/rules/PyJson.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <optional>
#include <string_view>

namespace scalescope::rules {
namespace {

std::atomic<int64_t> g_nextNanIdentity{1};

// -1, 0, 1 for a <=> b between two numbers, exactly as Python compares int and float (a 64-bit
// integer converts exactly to long double; a larger one is compared as an integer with the float's
// integer part); nullopt when either is NaN.
std::optional<int> compareNumbers(const Value &a, const Value &b)
{
    const bool aFloat = a.type == Value::Type::Float, bFloat = b.type == Value::Type::Float;
    if (!aFloat && !bFloat && !a.isBigInt() && !b.isBigInt())
        return a.i < b.i ? -1 : (a.i > b.i ? 1 : 0);
    if (!aFloat && !bFloat)
        return compare(bigIntegerOf(a), bigIntegerOf(b));
    if (aFloat && bFloat) {
        if (std::isnan(a.f) || std::isnan(b.f))
            return std::nullopt;
        return a.f < b.f ? -1 : (a.f > b.f ? 1 : 0);
    }
    if (!a.isBigInt() && !b.isBigInt()) {
        const long double x = aFloat ? static_cast<long double>(a.f) : static_cast<long double>(a.i);
        const long double y = bFloat ? static_cast<long double>(b.f) : static_cast<long double>(b.i);
        if (std::isnan(x) || std::isnan(y))
            return std::nullopt;
        return x < y ? -1 : (x > y ? 1 : 0);
    }
    // One big integer and one float.
    const Value &big = aFloat ? b : a;
    const double f = aFloat ? a.f : b.f;
    const int sign = aFloat ? -1 : 1; // the result as big <=> f, turned round when the float is on the left
    if (std::isnan(f))
        return std::nullopt;
    int c = 0;
    if (std::isinf(f)) {
        c = f > 0 ? -1 : 1;
    } else {
        const double whole = std::floor(f);
        c = compare(bigIntegerOf(big), *BigInt::fromIntegralDouble(whole));
        if (c == 0 && whole != f)
            c = -1; // big == floor(f) < f
    }
    return sign * c;
}

const char *orderSymbol(Order op)
{
    switch (op) {
    case Order::Lt:
        return "<";
    case Order::Le:
        return "<=";
    case Order::Gt:
        return ">";
    case Order::Ge:
        return ">=";
    }
    return "<";
}

bool sequencesEqual(const ValueList &x, const ValueList &y)
{
    if (x.size() != y.size())
        return false;
    for (size_t k = 0; k < x.size(); ++k)
        if (!sameOrEqual(x[k], y[k]))
            return false;
    return true;
}

size_t mix(size_t h, size_t v)
{
    return h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

std::string escapeForRepr(const std::string &s, char quote)
{
    std::string out;
    out += quote;
    for (size_t k = 0; k < s.size(); ++k) {
        const auto c = static_cast<unsigned char>(s[k]);
        if (c == static_cast<unsigned char>(quote) || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c < 0x20 || c == 0x7f) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02x", c);
            out += buf;
        } else {
            out += static_cast<char>(c);
        }
    }
    out += quote;
    return out;
}

} // namespace

bool holds(int c, Order op)
{
    switch (op) {
    case Order::Lt:
        return c < 0;
    case Order::Le:
        return c <= 0;
    case Order::Gt:
        return c > 0;
    case Order::Ge:
        return c >= 0;
    }
    return false;
}

Value Value::boolean(bool v)
{
    Value out;
    out.type = Type::Bool;
    out.b = v;
    out.i = v ? 1 : 0;
    out.f = v ? 1.0 : 0.0;
    return out;
}

Value Value::integer(int64_t v)
{
    Value out;
    out.type = Type::Int;
    out.i = v;
    out.f = static_cast<double>(v);
    return out;
}

Value Value::bigInteger(std::string digits, double approx)
{
    Value out;
    out.type = Type::Int;
    out.f = approx;
    out.i = approx < 0 ? INT64_MIN : INT64_MAX;
    out.ref = std::make_shared<std::string>(std::move(digits));
    return out;
}

Value Value::number(double v)
{
    Value out;
    out.type = Type::Float;
    out.f = v;
    if (std::isnan(v))
        out.i = g_nextNanIdentity.fetch_add(1, std::memory_order_relaxed);
    return out;
}

Value Value::complex(double re, double imaginary)
{
    Value out;
    out.type = Type::Complex;
    out.f = re;
    out.im = imaginary;
    return out;
}

Value Value::str(std::string v)
{
    Value out;
    out.type = Type::Str;
    out.ref = std::make_shared<std::string>(std::move(v));
    return out;
}

Value Value::newList(ValueList items)
{
    Value out;
    out.type = Type::List;
    out.ref = std::make_shared<ValueList>(std::move(items));
    return out;
}

Value Value::newTuple(ValueList items)
{
    Value out = newList(std::move(items));
    out.type = Type::Tuple;
    return out;
}

Value Value::newSet(const ValueList &items)
{
    Value out = newList();
    out.type = Type::Set;
    for (const Value &v : items) {
        hashOf(v); // unhashable members raise, as set() does
        if (std::none_of(out.items().begin(), out.items().end(), [&](const Value &m) { return sameOrEqual(m, v); }))
            out.items().push_back(v);
    }
    return out;
}

Value Value::newDict()
{
    Value out;
    out.type = Type::Dict;
    out.ref = std::make_shared<Dict>();
    return out;
}

Value Value::function(Builtin f)
{
    Value out;
    out.type = Type::Function;
    out.fn = f;
    return out;
}

Value Value::method(Builtin f, const Value &self)
{
    Value out = function(f);
    out.ref = std::make_shared<Value>(self);
    return out;
}

Value Value::module()
{
    Value out;
    out.type = Type::Module;
    return out;
}

Value Value::typeOf(Type t)
{
    Value out;
    out.type = Type::TypeObject;
    out.typeObject = t;
    return out;
}

Value Value::logLine(std::shared_ptr<LogLineObject> l)
{
    Value out;
    out.type = Type::LogLine;
    out.ref = std::move(l);
    return out;
}

Value Value::borrowed(const Value &owner)
{
    static_assert(sizeof(Value) == 48, "borrowed() copies each member but ref: name a new one here");
    Value out; // each member but ref, which a copy would share (and count)
    out.type = owner.type;
    out.typeObject = owner.typeObject;
    out.fn = owner.fn;
    out.b = owner.b;
    out.i = owner.i;
    out.f = owner.f;
    out.im = owner.im;
    out.ref = std::shared_ptr<void>(std::shared_ptr<void>(), owner.ref.get()); // owns nothing
    return out;
}

double Value::asDouble() const
{
    return type == Type::Float || type == Type::Complex || isBigInt() ? f : static_cast<double>(i);
}

// --- Dict ---------------------------------------------------------------------------------

namespace {
constexpr size_t kIndexFrom = 16; // below this, a linear search is faster than hashing
}

const Dict::Entries &Dict::entries() const
{
    ensure();
    return m_items;
}

Dict::Entries &Dict::entries()
{
    ensure();
    m_buckets.clear(); // the caller may change the keys
    return m_items;
}

size_t Dict::size() const
{
    ensure();
    return m_items.size();
}

void Dict::setPendingText(std::string_view text)
{
    m_items.clear();
    m_buckets.clear();
    m_text.assign(text);
    m_pending = true;
}

std::ptrdiff_t Dict::indexOf(const Value &key, size_t hash) const
{
    if (m_buckets.empty() && m_items.size() >= kIndexFrom)
        rebuild();
    if (m_buckets.empty()) {
        if (key.type == Value::Type::Str) { // the usual key: compared with the str keys alone
            for (size_t k = 0; k < m_items.size(); ++k)
                if (m_items[k].first.type == Value::Type::Str &&
                    (m_items[k].first.ref == key.ref || m_items[k].first.text() == key.text()))
                    return static_cast<std::ptrdiff_t>(k);
            return -1;
        }
        for (size_t k = 0; k < m_items.size(); ++k)
            if (sameOrEqual(m_items[k].first, key))
                return static_cast<std::ptrdiff_t>(k);
        return -1;
    }
    for (size_t k : m_buckets[hash % m_buckets.size()])
        if (sameOrEqual(m_items[k].first, key))
            return static_cast<std::ptrdiff_t>(k);
    return -1;
}

void Dict::rebuild() const
{
    m_buckets.assign(m_items.size() * 2 + 1, {});
    for (size_t k = 0; k < m_items.size(); ++k)
        m_buckets[hashOf(m_items[k].first) % m_buckets.size()].push_back(k);
}

const Value *Dict::find(const Value &key) const
{
    if (key.type == Value::Type::Str)
        return find(std::string_view(key.text()));
    const size_t h = hashOf(key);
    ensure();
    const std::ptrdiff_t k = indexOf(key, h);
    return k < 0 ? nullptr : &m_items[static_cast<size_t>(k)].second;
}

const Value *Dict::find(std::string_view key) const
{
    if (m_pending && std::all_of(key.begin(), key.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
        for (const auto &[name, v] : m_probed)
            if (name == key)
                return &v;
        if (m_probed.size() < kMostProbed) {
            const std::optional<std::string_view> member = pendingMember(m_text, key);
            if (!member)
                return nullptr;
            if (m_probed.empty())
                m_probed.reserve(kMostProbed);
            m_probed.emplace_back(std::string(key), readPendingMember(*member));
            return &m_probed.back().second;
        }
    }
    ensure();
    if (m_buckets.empty() && m_items.size() >= kIndexFrom)
        rebuild();
    if (m_buckets.empty()) {
        for (const auto &[k, v] : m_items)
            if (k.type == Value::Type::Str && k.text() == key)
                return &v;
        return nullptr;
    }
    for (size_t k : m_buckets[std::hash<std::string_view>()(key) % m_buckets.size()])
        if (m_items[k].first.type == Value::Type::Str && m_items[k].first.text() == key)
            return &m_items[k].second;
    return nullptr;
}

namespace {

// a == b, inline for the short names rules read (a call to memcmp cost more than comparing them).
bool sameText(std::string_view a, std::string_view b)
{
    const size_t n = a.size();
    if (n != b.size())
        return false;
    const auto word = [](const char *p, size_t bytes) {
        uint64_t w = 0;
        std::memcpy(&w, p, bytes);
        return w;
    };
    if (n >= 8 && n <= 16) // two words, overlapping
        return word(a.data(), 8) == word(b.data(), 8) && word(a.data() + n - 8, 8) == word(b.data() + n - 8, 8);
    if (n >= 4 && n < 8)
        return word(a.data(), 4) == word(b.data(), 4) && word(a.data() + n - 4, 4) == word(b.data() + n - 4, 4);
    return n < 4 ? std::equal(a.begin(), a.end(), b.begin()) : std::memcmp(a.data(), b.data(), n) == 0;
}

} // namespace

Value *Dict::findHinted(std::string_view key, uint32_t &hint)
{
    ensure();
    const auto isKey = [&](size_t i) {
        return m_items[i].first.type == Value::Type::Str && sameText(m_items[i].first.text(), key);
    };
    if (hint < m_items.size() && isKey(hint))
        return &m_items[hint].second;
    for (size_t i = 0; i < m_items.size(); ++i) // a state holds a few dozen names at most
        if (isKey(i)) {
            hint = static_cast<uint32_t>(i);
            return &m_items[i].second;
        }
    return nullptr;
}

void Dict::set(const Value &key, Value value)
{
    ensure();
    const size_t h = m_buckets.empty() && m_items.size() + 1 < kIndexFrom && key.type == Value::Type::Str ? 0 : hashOf(key);
    const std::ptrdiff_t k = indexOf(key, h);
    if (k >= 0) {
        m_items[static_cast<size_t>(k)].second = std::move(value);
        return;
    }
    m_items.emplace_back(key, std::move(value));
    if (!m_buckets.empty())
        m_buckets[h % m_buckets.size()].push_back(m_items.size() - 1);
}

bool Dict::erase(const Value &key)
{
    ensure();
    const std::ptrdiff_t k = indexOf(key, hashOf(key));
    if (k < 0)
        return false;
    m_items.erase(m_items.begin() + k);
    m_buckets.clear();
    return true;
}

void Dict::ensure() const
{
    if (!m_pending)
        return;
    m_pending = false;
    Dict whole = readPendingObject(m_text);
    m_items = std::move(whole.m_items);
    // The members read already keep their identity (a list a rule appended to stays that list).
    for (const auto &[name, v] : m_probed)
        for (auto &[k, old] : m_items)
            if (k.type == Value::Type::Str && k.text() == name)
                old = v;
    std::string().swap(m_text);
}

// --- Python's operations -----------------------------------------------------------------

bool truthy(const Value &v)
{
    switch (v.type) {
    case Value::Type::None:
        return false;
    case Value::Type::Bool:
        return v.b;
    case Value::Type::Int:
        return v.isBigInt() || v.i != 0;
    case Value::Type::Float:
        return v.f != 0; // NaN is true
    case Value::Type::Str:
        return !v.text().empty();
    case Value::Type::List:
    case Value::Type::Tuple:
    case Value::Type::Set:
        return !v.items().empty();
    case Value::Type::Dict:
        return v.map().size() != 0;
    default:
        return true;
    }
}

bool equals(const Value &a, const Value &b)
{
    if (a.isNumber() && b.isNumber()) {
        const auto c = compareNumbers(a, b);
        return c && *c == 0;
    }
    if (a.type == Value::Type::Complex || b.type == Value::Type::Complex) {
        if (!(a.isNumber() || a.type == Value::Type::Complex) || !(b.isNumber() || b.type == Value::Type::Complex))
            return false;
        const double ai = a.type == Value::Type::Complex ? a.im : 0, bi = b.type == Value::Type::Complex ? b.im : 0;
        return a.asDouble() == b.asDouble() && ai == bi;
    }
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case Value::Type::None:
        return true;
    case Value::Type::Str:
        return a.text() == b.text();
    case Value::Type::List:
    case Value::Type::Tuple:
        return a.ref == b.ref || sequencesEqual(a.items(), b.items());
    case Value::Type::Set:
        return a.items().size() == b.items().size() && std::all_of(a.items().begin(), a.items().end(), [&](const Value &m) {
                   return std::any_of(b.items().begin(), b.items().end(), [&](const Value &n) { return sameOrEqual(m, n); });
               });
    case Value::Type::Dict: {
        if (a.ref == b.ref)
            return true;
        if (a.map().size() != b.map().size())
            return false;
        for (const auto &[k, v] : a.map().entries()) {
            const Value *other = b.map().find(k);
            if (!other || !sameOrEqual(v, *other))
                return false;
        }
        return true;
    }
    case Value::Type::LogLine: // a dataclass compares its fields
        return a.ref == b.ref || (a.logline().fullString() == b.logline().fullString() &&
                                  a.logline().timestamp == b.logline().timestamp && equals(a.logline().key, b.logline().key) &&
                                  equals(a.logline().value(), b.logline().value()) && a.logline().lineno == b.logline().lineno);
    case Value::Type::Function:
        return a.fn == b.fn && a.ref == b.ref;
    case Value::Type::Module:
        return true;
    case Value::Type::TypeObject:
        return a.typeObject == b.typeObject;
    default:
        return false;
    }
}

bool sameOrEqual(const Value &a, const Value &b)
{
    if (a.type == Value::Type::Float && b.type == Value::Type::Float && std::isnan(a.f) && std::isnan(b.f))
        return a.i != 0 && a.i == b.i;
    if ((a.type == Value::Type::List || a.type == Value::Type::Dict) && a.type == b.type && a.ref == b.ref)
        return true;
    return equals(a, b);
}

bool ordered(const Value &a, Order op, const Value &b)
{
    if (a.isNumber() && b.isNumber()) {
        const auto c = compareNumbers(a, b);
        return c && holds(*c, op);
    }
    if (a.type == Value::Type::Str && b.type == Value::Type::Str)
        return holds(a.text().compare(b.text()) < 0 ? -1 : (a.text().compare(b.text()) > 0 ? 1 : 0), op);
    if ((a.type == Value::Type::List || a.type == Value::Type::Tuple) && a.type == b.type) {
        const ValueList &x = a.items(), &y = b.items();
        const size_t n = std::min(x.size(), y.size());
        for (size_t k = 0; k < n; ++k)
            if (!sameOrEqual(x[k], y[k]))
                return ordered(x[k], op, y[k]);
        return holds(x.size() < y.size() ? -1 : (x.size() > y.size() ? 1 : 0), op);
    }
    throw PyError("TypeError", std::string("'") + orderSymbol(op) + "' not supported between instances of '" + typeName(a) +
                                   "' and '" + typeName(b) + "'");
}

size_t hashOf(const Value &v)
{
    switch (v.type) {
    case Value::Type::None:
        return 0x5bd1e995;
    case Value::Type::Bool:
    case Value::Type::Int:
        return v.isBigInt() ? std::hash<std::string>()(v.digits()) : std::hash<int64_t>()(v.i);
    case Value::Type::Float: {
        double ip = 0;
        if (std::isfinite(v.f) && std::modf(v.f, &ip) == 0 && std::fabs(v.f) < 9.2e18)
            return std::hash<int64_t>()(static_cast<int64_t>(v.f)); // 2.0 hashes as 2
        if (std::isnan(v.f))
            return std::hash<int64_t>()(v.i);
        return std::hash<double>()(v.f);
    }
    case Value::Type::Str:
        return std::hash<std::string_view>()(v.text());
    case Value::Type::Tuple: {
        size_t h = 0x345678;
        for (const Value &m : v.items())
            h = mix(h, hashOf(m));
        return h;
    }
    case Value::Type::Complex:
        return mix(std::hash<double>()(v.f), std::hash<double>()(v.im));
    case Value::Type::Function:
        return static_cast<size_t>(v.fn);
    case Value::Type::Module:
        return 0x6d617468;
    case Value::Type::TypeObject:
        return static_cast<size_t>(v.typeObject) + 0x7479;
    default:
        throw PyError("TypeError", "unhashable type: '" + typeName(v) + "'");
    }
}

bool contains(const Value &container, const Value &item)
{
    switch (container.type) {
    case Value::Type::Str:
        if (item.type != Value::Type::Str)
            throw PyError("TypeError", "'in <string>' requires string as left operand, not " + typeName(item));
        return container.text().find(item.text()) != std::string::npos;
    case Value::Type::List:
    case Value::Type::Tuple:
        return std::any_of(container.items().begin(), container.items().end(),
                           [&](const Value &m) { return sameOrEqual(m, item); });
    case Value::Type::Set:
        hashOf(item);
        return std::any_of(container.items().begin(), container.items().end(),
                           [&](const Value &m) { return sameOrEqual(m, item); });
    case Value::Type::Dict:
        return container.map().find(item) != nullptr;
    default:
        throw PyError("TypeError", "argument of type '" + typeName(container) + "' is not iterable");
    }
}

std::string floatRepr(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v < 0 ? "-inf" : "inf";
    if (v == 0)
        return std::signbit(v) ? "-0.0" : "0.0";
    // The shortest digits that read back (to_chars), placed as Python's repr places them.
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    std::string sci(buf, r.ptr);
    const bool negative = sci[0] == '-';
    if (negative)
        sci.erase(0, 1);
    const size_t e = sci.find('e');
    std::string digits = sci.substr(0, e);
    digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
    const int exponent = std::stoi(sci.substr(e + 1));
    const int decpt = exponent + 1; // digits d1 d2 ... mean 0.d1d2... x 10^decpt
    std::string out;
    if (decpt <= -4 || decpt > 16) {
        out = digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        char ebuf[16];
        std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exponent < 0 ? '-' : '+', std::abs(exponent));
        out += ebuf;
    } else if (decpt <= 0) {
        out = "0." + std::string(static_cast<size_t>(-decpt), '0') + digits;
    } else if (static_cast<size_t>(decpt) >= digits.size()) {
        out = digits + std::string(static_cast<size_t>(decpt) - digits.size(), '0') + ".0";
    } else {
        out = digits.substr(0, static_cast<size_t>(decpt)) + "." + digits.substr(static_cast<size_t>(decpt));
    }
    return negative ? "-" + out : out;
}

std::string typeName(const Value &v)
{
    switch (v.type) {
    case Value::Type::None:
        return "NoneType";
    case Value::Type::Bool:
        return "bool";
    case Value::Type::Int:
        return "int";
    case Value::Type::Float:
        return "float";
    case Value::Type::Str:
        return "str";
    case Value::Type::List:
        return "list";
    case Value::Type::Tuple:
        return "tuple";
    case Value::Type::Dict:
        return "dict";
    case Value::Type::Set:
        return "set";
    case Value::Type::LogLine:
        return "LogLine";
    case Value::Type::Complex:
        return "complex";
    case Value::Type::Function:
        return v.ref ? "builtin_function_or_method" : "function";
    case Value::Type::Module:
        return "module";
    case Value::Type::TypeObject:
        return "type";
    }
    return "object";
}

std::string toStr(const Value &v)
{
    return v.type == Value::Type::Str ? v.text() : toRepr(v);
}

std::string toRepr(const Value &v)
{
    switch (v.type) {
    case Value::Type::None:
        return "None";
    case Value::Type::Bool:
        return v.b ? "True" : "False";
    case Value::Type::Int:
        return v.isBigInt() ? v.digits() : std::to_string(v.i);
    case Value::Type::Float:
        return floatRepr(v.f);
    case Value::Type::Str: {
        const bool single = v.text().find('\'') != std::string::npos && v.text().find('"') == std::string::npos;
        return escapeForRepr(v.text(), single ? '"' : '\'');
    }
    case Value::Type::List:
    case Value::Type::Tuple:
    case Value::Type::Set: {
        if (v.type == Value::Type::Set && v.items().empty())
            return "set()";
        std::string out = v.type == Value::Type::List ? "[" : (v.type == Value::Type::Tuple ? "(" : "{");
        for (size_t k = 0; k < v.items().size(); ++k)
            out += (k ? ", " : "") + toRepr((v.items())[k]);
        if (v.type == Value::Type::Tuple && v.items().size() == 1)
            out += ",";
        out += v.type == Value::Type::List ? "]" : (v.type == Value::Type::Tuple ? ")" : "}");
        return out;
    }
    case Value::Type::Dict: {
        std::string out = "{";
        const Dict::Entries &items = v.map().entries();
        for (size_t k = 0; k < items.size(); ++k)
            out += (k ? ", " : "") + toRepr(items[k].first) + ": " + toRepr(items[k].second);
        return out + "}";
    }
    case Value::Type::LogLine:
        return "LogLine(full_string=" + toRepr(Value::str(v.logline().fullString())) +
               ", timestamp=" + floatRepr(v.logline().timestamp) + ", key=" + toRepr(v.logline().key) +
               ", value=" + toRepr(v.logline().value()) + ", lineno=" + std::to_string(v.logline().lineno) + ")";
    case Value::Type::Complex: {
        const std::string im = floatRepr(v.im);
        const std::string imag = (im.size() > 2 && im.compare(im.size() - 2, 2, ".0") == 0) ? im.substr(0, im.size() - 2) : im;
        if (v.f == 0 && !std::signbit(v.f))
            return imag + "j";
        const std::string re = floatRepr(v.f);
        const std::string real = (re.size() > 2 && re.compare(re.size() - 2, 2, ".0") == 0) ? re.substr(0, re.size() - 2) : re;
        return "(" + real + (v.im < 0 || (v.im == 0 && std::signbit(v.im)) ? "" : "+") + imag + "j)";
    }
    case Value::Type::Function:
        return "<built-in function>";
    case Value::Type::Module:
        return "<module 'math' (built-in)>";
    case Value::Type::TypeObject: {
        Value instance; // typeName() reads only the type
        instance.type = v.typeObject;
        return "<class '" + typeName(instance) + "'>";
    }
    }
    return "?";
}

BigInt bigIntegerOf(const Value &v)
{
    return v.isBigInt() ? BigInt::fromDecimal(v.digits()) : BigInt::fromInt64(v.i);
}

} // namespace scalescope::rules
