// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/PyJson.h"

#include "core/rules/CheckMemo.h"

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <unordered_map>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::rules {
namespace {

void appendUtf8(std::string &out, uint32_t cp)
{
    // Lone surrogates as WTF-8: Python keeps them in the str.
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

struct Failure
{
    std::string message;
    size_t pos;
    bool recursion = false;
};

// The same few strings (member names, file paths, benchmark names) recur on every line of a log:
// each thread keeps one value of each, so that reading a line does not allocate them again.
Value interned(std::string &&text)
{
    constexpr size_t kLongest = 160, kMost = 4096;
    thread_local std::unordered_map<std::string_view, Value> cache;
    // One move for both paths: GCC 12 (-Warray-bounds) misreads a move right after a length test.
    const bool cacheable = text.size() <= kLongest;
    if (cacheable)
        if (const auto it = cache.find(text); it != cache.end())
            return it->second;
    Value v = Value::str(std::move(text));
    if (cacheable && cache.size() < kMost)
        cache.emplace(std::string_view(v.text()), v);
    return v;
}

class Reader
{
public:
    explicit Reader(std::string_view t) : m_t(t) {}

    Value document()
    {
        skipSpace();
        Value v = value(0);
        skipSpace();
        if (m_pos != m_t.size())
            fail("Extra data");
        return v;
    }

    // A string token starting at m_pos (the opening quote).
    std::string string()
    {
        const size_t begin = m_pos;
        ++m_pos;
        std::string out;
        for (;;) {
            const size_t runStart = m_pos;
            while (m_pos < m_t.size()) {
                const auto c = static_cast<unsigned char>(m_t[m_pos]);
                if (c == '"' || c == '\\' || c < 0x20 || c >= 0x80)
                    break;
                ++m_pos;
            }
            out.append(m_t.data() + runStart, m_pos - runStart);
            if (m_pos >= m_t.size()) {
                m_pos = begin;
                fail("Unterminated string starting at");
            }
            const auto c = static_cast<unsigned char>(m_t[m_pos]);
            if (c == '"') {
                ++m_pos;
                return out;
            }
            if (c >= 0x80) { // a latin-1 character
                appendUtf8(out, c);
                ++m_pos;
                continue;
            }
            if (c < 0x20)
                fail("Invalid control character at");
            // A backslash.
            ++m_pos;
            if (m_pos >= m_t.size()) {
                m_pos = begin;
                fail("Unterminated string starting at");
            }
            const char e = m_t[m_pos];
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                uint32_t cp = hex4(m_pos + 1);
                m_pos += 4;
                // A high surrogate followed by an escaped low one is one character.
                if (cp >= 0xd800 && cp <= 0xdbff && m_pos + 6 < m_t.size() + 0 && m_t[m_pos + 1] == '\\' &&
                    m_t[m_pos + 2] == 'u') {
                    const uint32_t low = hex4(m_pos + 3);
                    if (low >= 0xdc00 && low <= 0xdfff) {
                        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
                        m_pos += 6;
                    }
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                fail("Invalid \\escape");
            }
            ++m_pos;
        }
    }

private:
    [[noreturn]] void fail(const char *message, bool recursion = false) { throw Failure{message, m_pos, recursion}; }

    uint32_t hex4(size_t at)
    {
        if (at + 4 > m_t.size()) {
            m_pos = at - 1;
            fail("Invalid \\uXXXX escape");
        }
        uint32_t cp = 0;
        for (size_t k = 0; k < 4; ++k) {
            const int h = hexValue(m_t[at + k]);
            if (h < 0) {
                m_pos = at - 1;
                fail("Invalid \\uXXXX escape");
            }
            cp = cp * 16 + static_cast<uint32_t>(h);
        }
        return cp;
    }

    bool at(char c) const { return m_pos < m_t.size() && m_t[m_pos] == c; }
    bool startsWith(std::string_view word) const { return m_t.substr(m_pos, word.size()) == word; }

    void skipSpace()
    {
        while (m_pos < m_t.size() && (m_t[m_pos] == ' ' || m_t[m_pos] == '\t' || m_t[m_pos] == '\n' || m_t[m_pos] == '\r'))
            ++m_pos;
    }

    bool digitAt(size_t p) const { return p < m_t.size() && m_t[p] >= '0' && m_t[p] <= '9'; }

    // A number, if one starts here, as the C scanner matches it: a fraction or exponent is
    // taken only when digits follow it.
    std::optional<Value> number()
    {
        size_t p = m_pos;
        if (p < m_t.size() && m_t[p] == '-')
            ++p;
        if (p < m_t.size() && m_t[p] >= '1' && m_t[p] <= '9') {
            while (digitAt(p))
                ++p;
        } else if (p < m_t.size() && m_t[p] == '0') {
            ++p;
        } else {
            return std::nullopt;
        }
        const size_t intEnd = p;
        bool isFloat = false;
        if (p < m_t.size() && m_t[p] == '.' && digitAt(p + 1)) {
            isFloat = true;
            p += 2;
            while (digitAt(p))
                ++p;
        }
        if (p < m_t.size() && (m_t[p] == 'e' || m_t[p] == 'E')) {
            size_t q = p + 1;
            if (q < m_t.size() && (m_t[q] == '+' || m_t[q] == '-'))
                ++q;
            if (digitAt(q)) {
                isFloat = true;
                p = q;
                while (digitAt(p))
                    ++p;
            }
        }
        const std::string text(m_t.substr(m_pos, (isFloat ? p : intEnd) - m_pos));
        m_pos = isFloat ? p : intEnd;
        if (isFloat)
            return Value::number(std::strtod(text.c_str(), nullptr)); // correctly rounded; overflow is inf
        const size_t digits = text.size() - (text[0] == '-' ? 1 : 0);
        if (digits > kPythonIntMaxDigits)
            fail("Exceeds the limit (4300 digits) for integer string conversion");
        int64_t n = 0;
        const auto r = std::from_chars(text.data(), text.data() + text.size(), n);
        if (r.ec == std::errc() && r.ptr == text.data() + text.size())
            return Value::integer(n);
        return Value::bigInteger(text, std::strtod(text.c_str(), nullptr));
    }

    Value value(int depth)
    {
        if (m_pos >= m_t.size())
            fail("Expecting value");
        switch (m_t[m_pos]) {
        case '"':
            return interned(string());
        case '{':
            return object(depth + 1);
        case '[':
            return array(depth + 1);
        case 'n':
            if (startsWith("null")) {
                m_pos += 4;
                return Value::none();
            }
            break;
        case 't':
            if (startsWith("true")) {
                m_pos += 4;
                return Value::boolean(true);
            }
            break;
        case 'f':
            if (startsWith("false")) {
                m_pos += 5;
                return Value::boolean(false);
            }
            break;
        default:
            break;
        }
        if (auto n = number())
            return *n;
        if (startsWith("NaN")) {
            m_pos += 3;
            return Value::number(std::numeric_limits<double>::quiet_NaN());
        }
        if (startsWith("Infinity")) {
            m_pos += 8;
            return Value::number(std::numeric_limits<double>::infinity());
        }
        if (startsWith("-Infinity")) {
            m_pos += 9;
            return Value::number(-std::numeric_limits<double>::infinity());
        }
        fail("Expecting value");
    }

    void enter(int depth)
    {
        if (depth >= kPythonJsonNestingLimit)
            fail("maximum recursion depth exceeded while decoding a JSON document", true);
    }

    Value object(int depth)
    {
        enter(depth);
        ++m_pos;
        Value out = Value::newDict();
        out.map().reserve(4);
        skipSpace();
        if (at('}')) {
            ++m_pos;
            return out;
        }
        for (;;) {
            if (!at('"'))
                fail("Expecting property name enclosed in double quotes");
            Value name = interned(string());
            skipSpace();
            if (!at(':'))
                fail("Expecting ':' delimiter");
            ++m_pos;
            skipSpace();
            Value v = value(depth);
            out.map().set(name, std::move(v));
            skipSpace();
            if (at('}')) {
                ++m_pos;
                return out;
            }
            if (!at(','))
                fail("Expecting ',' delimiter");
            ++m_pos;
            skipSpace();
        }
    }

    Value array(int depth)
    {
        enter(depth);
        ++m_pos;
        Value out = Value::newList();
        skipSpace();
        if (at(']')) {
            ++m_pos;
            return out;
        }
        for (;;) {
            out.items().push_back(value(depth));
            skipSpace();
            if (at(']')) {
                ++m_pos;
                return out;
            }
            if (!at(','))
                fail("Expecting ',' delimiter");
            ++m_pos;
            skipSpace();
        }
    }

    std::string_view m_t;
    size_t m_pos = 0;
};

} // namespace

PyJsonResult parsePyJson(std::string_view latin1)
{
    PyJsonResult out;
    try {
        out.value = Reader(latin1).document();
    } catch (const Failure &f) {
        out.error = f.message + std::string(": column ") + std::to_string(f.pos + 1);
        out.recursionError = f.recursion;
    }
    return out;
}

std::optional<std::string> decodePyJsonString(std::string_view latin1Token)
{
    if (latin1Token.empty() || latin1Token[0] != '"')
        return std::nullopt;
    try {
        Reader r(latin1Token);
        std::string s = r.string();
        return s;
    } catch (const Failure &) {
        return std::nullopt;
    }
}

namespace {

// A member's value: an object without backslashes stays text until more than a member is asked of it.
Value memberValue(std::string_view text)
{
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && text[first] == '{' && text.find('\\') == std::string_view::npos &&
        text.size() < (1 << 16)) {
        Value d = Value::newDict();
        d.map().setPendingText(text);
        return d;
    }
    return readPendingMember(text);
}

} // namespace

LogLineObject::Owned &LogLineObject::owned() const
{
    if (!m_owned)
        m_owned = std::make_unique<Owned>();
    return *m_owned;
}

LogLineObject::~LogLineObject() = default;

const std::string &LogLineObject::fullString() const
{
    static const std::string kNone;
    return m_owned ? m_owned->fullString : kNone;
}

void LogLineObject::setFullString(std::string text)
{
    owned().fullString = std::move(text);
}

const Value &LogLineObject::value() const
{
    if (m_pending) {
        m_pending = false;
        thread_local const Value kValue = Value::str("value");
        thread_local const Value kMetadata = Value::str("metadata");
        Value v = Value::newDict();
        v.map().reserve(2);
        v.map().set(kValue, memberValue(m_valueText));
        v.map().set(kMetadata, memberValue(m_metadataText));
        Owned &o = owned();
        o.value = std::move(v);
        std::string().swap(o.texts);
        m_valueText = m_metadataText = {};
    }
    static const Value kNone; // a line never given a value
    return m_owned ? m_owned->value : kNone;
}

std::optional<std::string_view> pendingMember(std::string_view t, std::string_view name)
{
    // A valid object without backslashes: a string ends at its next quote, a container at its
    // matching bracket, a scalar at the next delimiter.
    size_t p = 0;
    auto skipSpace = [&] {
        while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r'))
            ++p;
    };
    auto skipString = [&] {
        const size_t close = t.find('"', p + 1);
        p = close == std::string_view::npos ? t.size() : close + 1;
    };
    skipSpace();
    if (p >= t.size() || t[p] != '{')
        return std::nullopt;
    ++p;
    std::optional<std::string_view> found;
    for (;;) {
        skipSpace();
        if (p >= t.size() || t[p] != '"')
            return found;
        const size_t nameStart = p + 1;
        skipString();
        const std::string_view member = t.substr(nameStart, p - 1 - nameStart);
        skipSpace();
        ++p; // the colon
        skipSpace();
        const size_t valueStart = p;
        if (p < t.size() && t[p] == '"') {
            skipString();
        } else if (p < t.size() && (t[p] == '{' || t[p] == '[')) {
            int depth = 0;
            do {
                if (t[p] == '"') {
                    skipString();
                    continue;
                }
                if (t[p] == '{' || t[p] == '[')
                    ++depth;
                else if (t[p] == '}' || t[p] == ']')
                    --depth;
                ++p;
            } while (depth > 0 && p < t.size());
        } else {
            while (p < t.size() && t[p] != ',' && t[p] != '}' && t[p] != ' ' && t[p] != '\t' && t[p] != '\n' && t[p] != '\r')
                ++p;
        }
        if (member == name)
            found = t.substr(valueStart, p - valueStart);
        skipSpace();
        if (p >= t.size() || t[p] != ',')
            return found;
        ++p;
    }
}

namespace {

// The first `needle` (two bytes or more) in [p, end), or nullptr: its first two bytes looked for
// sixteen places at a time (glibc's memmem prepares each search, and these texts are short).
const char *findBytes(const char *p, const char *end, std::string_view needle)
{
    const std::size_t n = needle.size();
    if (n < 2)
        return static_cast<const char *>(
            ::memmem(p, static_cast<std::size_t>(std::max(end - p, std::ptrdiff_t{0})), needle.data(), n));
#if defined(__SSE2__)
    const __m128i first = _mm_set1_epi8(needle[0]);
    const __m128i second = _mm_set1_epi8(needle[1]);
    for (; end - p >= 17; p += 16) {
        const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 1));
        for (auto mask =
                 static_cast<unsigned>(_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(a, first), _mm_cmpeq_epi8(b, second))));
             mask; mask &= mask - 1) {
            const char *at = p + __builtin_ctz(mask);
            if (end - at >= static_cast<std::ptrdiff_t>(n) && std::memcmp(at + 2, needle.data() + 2, n - 2) == 0)
                return at;
        }
    }
#endif
    for (; end - p >= static_cast<std::ptrdiff_t>(n); ++p)
        if (p[0] == needle[0] && p[1] == needle[1] && std::memcmp(p + 2, needle.data() + 2, n - 2) == 0)
            return p;
    return nullptr;
}

} // namespace

// The text of the last member `quoted` (its name in quotes) of a flat object without backslashes:
// there a quote always opens or closes a string, so the quoted name followed by a colon is that
// member and nothing else. nullopt when absent.
std::optional<std::string_view> flatMember(std::string_view t, std::string_view quoted)
{
    std::optional<std::string_view> found;
    size_t from = 1;
    for (;;) {
        const char *hit = from < t.size() ? findBytes(t.data() + from, t.data() + t.size(), quoted) : nullptr;
        if (!hit)
            return found;
        size_t p = static_cast<size_t>(hit - t.data()) + quoted.size();
        from = p;
        while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r'))
            ++p;
        if (p >= t.size() || t[p] != ':')
            continue; // a value that reads like the name
        ++p;
        while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\n' || t[p] == '\r'))
            ++p;
        size_t end = p;
        if (end < t.size() && t[end] == '"') {
            end = t.find('"', end + 1);
            end = end == std::string_view::npos ? t.size() : end + 1;
        } else {
            while (end < t.size() && t[end] != ',' && t[end] != '}' && t[end] != ' ' && t[end] != '\t' && t[end] != '\n' &&
                   t[end] != '\r')
                ++end;
        }
        found = t.substr(p, end - p);
        from = end;
    }
}

namespace {

// A JSON number of the common kinds as json.loads reads it: an int of up to 18 digits exactly, a
// float as correctly rounded as Python's float() (from_chars is). Others: false.
bool plainNumber(std::string_view t, Value &out)
{
    int64_t i = 0;
    double d = 0;
    switch (readPlainNumber(t, i, d)) {
    case PlainNumber::Int:
        out = Value::integer(i);
        return true;
    case PlainNumber::Float:
        out = Value::number(d);
        return true;
    case PlainNumber::None:
        break;
    }
    return false;
}

} // namespace

Value readPendingMember(std::string_view valueText)
{
    if (Value number; plainNumber(valueText, number)) // most members: no need for the whole reader
        return number;
    const PyJsonResult r = parsePyJson(valueText);
    if (!r.value) // not reached: the reader checked the whole text
        throw UnsupportedRule("a log line's kept text no longer reads as JSON");
    return *r.value;
}

Dict readPendingObject(std::string_view objectText)
{
    Value v = readPendingMember(objectText);
    if (v.type != Value::Type::Dict)
        throw UnsupportedRule("a log line's kept object is not an object");
    return std::move(v.map());
}

LogLineObject::LogLineObject(const LogLineObject &other)
{
    *this = other;
}

LogLineObject &LogLineObject::operator=(const LogLineObject &other)
{
    if (this == &other)
        return *this;
    timestamp = other.timestamp;
    key = other.key;
    keyId = other.keyId;
    lineno = other.lineno;
    fileLine = other.fileLine;
    fullStringKept = other.fullStringKept;
    checkMemo = nullptr; // the reader's, for its own line
    m_owned.reset();
    if (other.m_owned)
        m_owned = std::make_unique<Owned>(Owned{other.m_owned->fullString, {}, other.m_owned->value});
    m_pending = false;
    m_valueText = m_metadataText = {};
    if (other.m_pending)
        setValueTexts(other.m_valueText, other.m_metadataText);
    return *this;
}

void LogLineObject::setValue(Value v)
{
    m_pending = false;
    m_valueText = m_metadataText = {};
    Owned &o = owned();
    std::string().swap(o.texts);
    o.value = std::move(v);
}

void LogLineObject::setValueTexts(std::string_view valueText, std::string_view metadataText)
{
    std::string own;
    own.reserve(valueText.size() + metadataText.size());
    own.assign(valueText);
    own.append(metadataText);
    Owned &o = owned();
    o.texts = std::move(own);
    setValueViews(std::string_view(o.texts).substr(0, valueText.size()), std::string_view(o.texts).substr(valueText.size()));
}

namespace {

// Whether `t` holds a backslash, and whether it holds a '{' or '[' after its first byte: one pass,
// sixteen bytes a step (four searches, one per byte and text, were a call each).
struct ByteMarks
{
    bool backslash = false;
    bool bracket = false;
};

ByteMarks marksOf(std::string_view t)
{
    ByteMarks m;
    std::size_t i = 0;
#if defined(__SSE2__)
    __m128i backslashes = _mm_setzero_si128();
    unsigned brackets = 0;
    for (; i + 16 <= t.size(); i += 16) {
        const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i *>(t.data() + i));
        backslashes = _mm_or_si128(backslashes, _mm_cmpeq_epi8(b, _mm_set1_epi8('\\')));
        // '{' and '[' differ by 0x20 alone; the first byte is the text's own brace.
        const auto bits =
            static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(b, _mm_set1_epi8(0x20)), _mm_set1_epi8('{'))));
        brackets |= i == 0 ? bits & ~1U : bits;
    }
    m.backslash = _mm_movemask_epi8(backslashes) != 0;
    m.bracket = brackets != 0;
#endif
    for (std::size_t k = i; k < t.size(); ++k) {
        m.backslash = m.backslash || t[k] == '\\';
        m.bracket = m.bracket || (k > 0 && (t[k] == '{' || t[k] == '['));
    }
    return m;
}

} // namespace

void LogLineObject::setValueViews(std::string_view valueText, std::string_view metadataText)
{
    m_valueText = valueText;
    m_metadataText = metadataText;
    m_marks = {};
    m_pending = true;
}

const TextMarks &LogLineObject::marks() const
{
    if (!m_marks.known) {
        // The reader's texts, while they are the line's: shared with the lines that repeat them.
        CheckMemo *const shared = m_pending ? checkMemo : nullptr;
        if (shared && shared->marks.known) {
            m_marks = shared->marks;
            return m_marks;
        }
        const ByteMarks metadata = marksOf(m_metadataText);
        m_marks.plain = !metadata.backslash && m_valueText.find('\\') == std::string_view::npos;
        m_marks.metadataObject = m_marks.plain && !m_metadataText.empty() && m_metadataText.front() == '{';
        m_marks.metadataFlat = m_marks.metadataObject && !metadata.bracket;
        m_marks.known = true;
        if (shared)
            shared->marks = m_marks;
    }
    return m_marks;
}

PlainNumber readPlainNumber(std::string_view t, int64_t &i, double &d)
{
    if (t.empty() || t.size() > 24)
        return PlainNumber::None;
    bool integral = true;
    for (const char c : t) {
        if (c == '.' || c == 'e' || c == 'E')
            integral = false;
        else if (!((c >= '0' && c <= '9') || c == '-' || c == '+'))
            return PlainNumber::None; // NaN, Infinity, a string, a container
    }
    const char *end = t.data() + t.size();
    if (integral)
        return t.size() <= 18 && std::from_chars(t.data(), end, i).ptr == end ? PlainNumber::Int : PlainNumber::None;
    const auto r = std::from_chars(t.data(), end, d);
    // Out of range is 1e400 (inf for Python) or 1e-400 (0.0): the full reader has them.
    return r.ptr == end && r.ec == std::errc() ? PlainNumber::Float : PlainNumber::None;
}

} // namespace scalescope::rules
