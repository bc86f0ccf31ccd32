// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/JsonSyntax.h"

#include "core/rules/PyJson.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::import {
namespace {

// The bytes that end the ordinary run of a string: '"', '\\', the control characters, and ':'
// (noted: see JsonSyntaxFindings::colonInString).
constexpr std::array<bool, 256> kStringSpecial = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 0x20; ++c)
        t[static_cast<size_t>(c)] = true;
    t['"'] = true;
    t['\\'] = true;
    t[':'] = true;
    return t;
}();

// Names compared by their length and first byte before their bytes (most differ there).
bool sameName(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && !a.empty() && a[0] == b[0] && a == b;
}

bool special(char c)
{
    return kStringSpecial[static_cast<unsigned char>(c)];
}

#if defined(__SSE2__)
// Bit i set where p[i] is special (kStringSpecial), for p[0..15].
unsigned specialMask(const char *p)
{
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
    // Unsigned c < 0x20 as a signed compare: both sides shifted by 0x80.
    const __m128i control = _mm_cmplt_epi8(_mm_xor_si128(bytes, _mm_set1_epi8(static_cast<char>(0x80))),
                                           _mm_set1_epi8(static_cast<char>(0x20 ^ 0x80)));
    const __m128i quote = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('"'));
    const __m128i backslash = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\\'));
    const __m128i colon = _mm_cmpeq_epi8(bytes, _mm_set1_epi8(':'));
    return static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(control, quote), _mm_or_si128(backslash, colon))));
}
#endif

// Whether the bytes at `p` are `bytes`, eight at a time (a call to memcmp cost more than the
// comparison: these are the few bytes of every line's opening).
inline __attribute__((always_inline)) bool sameBytes(const char *p, std::string_view bytes)
{
    const std::size_t n = bytes.size();
    if (n < 8)
        return std::memcmp(p, bytes.data(), n) == 0;
    const auto word = [](const char *at) {
        uint64_t w;
        std::memcpy(&w, at, sizeof w);
        return w;
    };
    for (std::size_t i = 0; i + 8 <= n; i += 8)
        if (word(p + i) != word(bytes.data() + i))
            return false;
    return word(p + n - 8) == word(bytes.data() + n - 8); // the last eight, overlapping
}

} // namespace

// Eight bytes a step (nonDigitBits).
std::size_t digitRun(std::string_view t)
{
    std::size_t n = 0;
    for (; n + 8 <= t.size(); n += 8) {
        const uint64_t notDigit = nonDigitBits(t.data() + n);
        if (notDigit) // little-endian: the lowest high bit is the first byte that is no digit
            return n + static_cast<std::size_t>(__builtin_ctzll(notDigit)) / 8;
    }
    while (n < t.size() && static_cast<unsigned char>(t[n] - '0') < 10)
        ++n;
    return n;
}

std::optional<LoggerOpening> matchLoggerOpening(std::string_view t)
{
    static constexpr std::string_view kHead = "{\"namespace\": \"\", \"time_ms\": ";
    static constexpr std::string_view kTypeHead = ", \"event_type\": \"";
    static constexpr std::string_view kKeyHead = "\", \"key\": ";
    static constexpr std::string_view kTypes[] = {"POINT_IN_TIME", "INTERVAL_START", "INTERVAL_END"};
    const auto bytesAt = [t](std::size_t pos, std::string_view bytes) {
        return t.size() - std::min(pos, t.size()) >= bytes.size() && sameBytes(t.data() + pos, bytes);
    };
    if (!bytesAt(0, kHead))
        return std::nullopt;
    LoggerOpening o;
    o.timeStart = kHead.size();
    o.timeLength = digitRun(t.substr(o.timeStart, 20));
    std::size_t pos = o.timeStart + o.timeLength;
    // An integer of up to 19 digits without a leading zero: a plain JSON number.
    if (o.timeLength == 0 || o.timeLength > 19 || (t[o.timeStart] == '0' && o.timeLength > 1) || !bytesAt(pos, kTypeHead))
        return std::nullopt;
    pos += kTypeHead.size();
    o.typeStart = pos - 1; // its opening quote
    for (const std::string_view type : kTypes)
        if (bytesAt(pos, type) && bytesAt(pos + type.size(), kKeyHead)) {
            o.typeLength = type.size() + 2;
            break;
        }
    if (o.typeLength == 0)
        return std::nullopt;
    o.rest = o.typeStart + o.typeLength - 1 + kKeyHead.size();
    // Blanks before the value of "key", as member() skips them.
    while (o.rest < t.size() && (t[o.rest] == ' ' || t[o.rest] == '\t' || t[o.rest] == '\n' || t[o.rest] == '\r'))
        ++o.rest;
    return o;
}

namespace {

class Checker
{
public:
    Checker(std::string_view t, std::initializer_list<std::string_view> capture, JsonSyntaxFindings *findings)
        : m_t(t), m_capture(capture), m_findings(findings)
    {
    }

    bool plain() const { return m_plain; }
    bool colonInString() const { return m_colonInString; }
    bool recursion() const { return m_recursion; }

    std::optional<std::size_t> run()
    {
        // One stack per thread, kept between lines: a fresh vector per MLLOG line was a malloc and
        // a free for each of them.
        thread_local std::vector<char> stack;
        stack.clear();
        if (!loggerOpening(stack))
            skipSpace();
        if (!value(stack))
            return m_pos;
        skipSpace();
        if (m_pos != m_t.size()) // "Extra data"
            return m_pos;
        return std::nullopt;
    }

private:
    // Python's json scanner raises RecursionError (not a ValueError) this deep; the tool stops there.
    static constexpr std::size_t kMaxDepth = rules::kPythonJsonNestingLimit - 1;
    static constexpr std::size_t kPlainDepth = JsonSyntaxFindings::kPlainDepth;
    static constexpr std::size_t kPlainNumberLength = 32;

    bool at(char c) const { return m_pos < m_t.size() && m_t[m_pos] == c; }
    bool literal(std::string_view word)
    {
        if (m_t.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }
    void skipSpace()
    {
        // One comparison for the common case, a byte that is no blank.
        while (m_pos < m_t.size() && static_cast<unsigned char>(m_t[m_pos]) <= ' ' &&
               (m_t[m_pos] == ' ' || m_t[m_pos] == '\t' || m_t[m_pos] == '\n' || m_t[m_pos] == '\r'))
            ++m_pos;
    }
    bool digits()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_t.size() && m_t[m_pos] >= '0' && m_t[m_pos] <= '9')
            ++m_pos;
        return m_pos > start;
    }
    static bool isHex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

    bool string()
    {
        ++m_pos; // the opening quote
        const char *const begin = m_t.data();
        const char *const end = begin + m_t.size();
        const char *p = begin + m_pos;
        for (;;) {
#if defined(__SSE2__)
            // Sixteen bytes a step where sixteen are left: most strings of a log line end in the
            // first step (a byte loop over them was a fifth of an import).
            for (; end - p >= 16; p += 16) {
                if (const unsigned mask = specialMask(p)) {
                    p += __builtin_ctz(mask);
                    break;
                }
            }
#endif
            // Most of a string is ordinary characters: four table lookups a step, or'd without branches.
            while (end - p >= 4 && !(int(special(p[0])) | int(special(p[1])) | int(special(p[2])) | int(special(p[3]))))
                p += 4;
            while (p < end && !special(*p))
                ++p;
            m_pos = static_cast<std::size_t>(p - begin);
            if (p >= end)
                return false;
            const auto c = static_cast<unsigned char>(*p);
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c == ':') {
                m_colonInString = true;
                ++p;
                continue;
            }
            if (c < 0x20) // strict mode: control characters must be escaped
                return false;
            // A backslash.
            ++m_pos;
            if (m_pos >= m_t.size())
                return false;
            const char e = m_t[m_pos];
            if (e == 'u') {
                m_plain = false;
                for (int i = 1; i <= 4; ++i)
                    if (m_pos + i >= m_t.size() || !isHex(m_t[m_pos + i])) {
                        m_pos += i;
                        return false;
                    }
                m_pos += 5;
            } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r' || e == 't') {
                ++m_pos;
            } else {
                return false;
            }
            p = begin + m_pos;
        }
    }

    bool number()
    {
        const std::size_t start = m_pos;
        if (at('-')) {
            ++m_pos;
            if (literal("Infinity")) {
                m_plain = false;
                return true;
            }
        }
        const std::size_t intStart = m_pos;
        if (at('0'))
            ++m_pos;
        else if (!digits())
            return false;
        // Python refuses to convert an integer longer than this (a ValueError).
        const bool longInteger = m_pos - intStart > rules::kPythonIntMaxDigits;
        if (longInteger && !at('.') && !at('e') && !at('E'))
            return false;
        if (at('.')) {
            ++m_pos;
            if (!digits())
                return false;
        }
        if (at('e') || at('E')) {
            ++m_pos;
            if (at('+') || at('-'))
                ++m_pos;
            const std::size_t exponent = m_pos;
            if (!digits())
                return false;
            if (m_pos - exponent > 2) // 1e400 is inf for Python and an error for Qt
                m_plain = false;
        }
        if (m_pos - start > kPlainNumberLength)
            m_plain = false;
        return true;
    }

    bool scalar()
    {
        if (m_pos >= m_t.size())
            return false;
        switch (m_t[m_pos]) {
        case '"':
            return string();
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        case 'N':
            m_plain = false;
            return literal("NaN");
        case 'I':
            m_plain = false;
            return literal("Infinity");
        default:
            return number();
        }
    }

    // Objects and arrays without recursion: the stack holds '{' or '[' per open container.
    // The opening MLPerf's logger writes on every line is compared as bytes (matchLoggerOpening);
    // where it matches, the state is what reading it token by token leaves: the top-level object
    // open, its first three members captured as asked, the value of "key" next. Anything else is
    // read from the start.
    bool loggerOpening(std::vector<char> &stack)
    {
        const std::optional<LoggerOpening> o = matchLoggerOpening(m_t);
        if (!o)
            return false;
        m_pos = o->rest;
        stack.push_back('{');
        if (m_findings) {
            // As member() captures: a name asked for twice goes to the last place it is asked for.
            const auto capture = [this](std::string_view name, std::string_view value) {
                if (const int i = captureIndex(name); i >= 0)
                    m_findings->captured[i] = value;
            };
            for (int member = 0; member < 3; ++member)
                capture(LoggerOpening::kNames[member], o->value(m_t, member));
            m_capturing = captureIndex("key");
            m_valueStart = m_pos;
        }
        return true;
    }

    bool value(std::vector<char> &stack)
    {
        for (;;) {
            skipSpace();
            if (at('{') || at('[')) {
                if (stack.size() >= kMaxDepth) {
                    m_recursion = true;
                    return false;
                }
                const char open = m_t[m_pos++];
                stack.push_back(open);
                if (stack.size() > kPlainDepth)
                    m_plain = false;
                skipSpace();
                if (at(open == '{' ? '}' : ']')) {
                    ++m_pos;
                    stack.pop_back();
                } else {
                    if (open == '{' && !member(stack.size() == 1))
                        return false;
                    continue; // parse the first element
                }
            } else if (!scalar()) {
                return false;
            }
            // After a value: close containers or move to the next element.
            for (;;) {
                if (stack.empty())
                    return true;
                if (m_capturing >= 0 && stack.size() == 1) { // a value of the top-level object ends
                    m_findings->captured[m_capturing] = m_t.substr(m_valueStart, m_pos - m_valueStart);
                    m_capturing = -1;
                }
                skipSpace();
                const char close = stack.back() == '{' ? '}' : ']';
                if (at(close)) {
                    ++m_pos;
                    stack.pop_back();
                    continue;
                }
                if (!at(','))
                    return false;
                ++m_pos;
                if (stack.back() == '{') {
                    skipSpace();
                    if (!member(stack.size() == 1))
                        return false;
                }
                break;
            }
        }
    }

    // The last place `name` is asked for in m_capture, or -1.
    int captureIndex(std::string_view name) const
    {
        int found = -1;
        int i = 0;
        for (const std::string_view wanted : m_capture) {
            if (sameName(wanted, name))
                found = i;
            ++i;
        }
        return found;
    }

    // A member's name and colon; its value follows. Notes where a captured member's value starts.
    bool member(bool topLevel)
    {
        const std::size_t nameStart = m_pos + 1;
        if (!at('"') || !string())
            return false;
        if (topLevel && m_findings) {
            std::string_view name = m_t.substr(nameStart, m_pos - 1 - nameStart);
            // json.loads decodes a name's escapes ("\u006bey" is "key"): compare what it decodes to.
            std::optional<std::string> decoded;
            if (name.find('\\') != std::string_view::npos) {
                decoded = rules::decodePyJsonString(m_t.substr(nameStart - 1, m_pos - nameStart + 1));
                if (decoded)
                    name = *decoded;
            }
            int i = 0;
            for (const std::string_view wanted : m_capture) {
                if (sameName(name, wanted))
                    m_capturing = i;
                ++i;
            }
        }
        skipSpace();
        if (!at(':'))
            return false;
        ++m_pos;
        if (topLevel) {
            skipSpace();
            m_valueStart = m_pos;
        }
        return true;
    }

    std::string_view m_t;
    std::initializer_list<std::string_view> m_capture;
    JsonSyntaxFindings *m_findings = nullptr;
    std::size_t m_pos = 0;
    bool m_plain = true;
    bool m_colonInString = false;
    bool m_recursion = false;
    int m_capturing = -1; // the index in m_capture of the member whose value is being read
    std::size_t m_valueStart = 0;
};

} // namespace

std::optional<std::size_t> jsonSyntaxError(std::string_view text)
{
    return Checker(text, {}, nullptr).run();
}

std::optional<std::size_t> jsonSyntaxError(std::string_view text, std::initializer_list<std::string_view> capture,
                                           JsonSyntaxFindings *findings)
{
    *findings = JsonSyntaxFindings{};
    Checker checker(
        text, capture.size() <= JsonSyntaxFindings::kMaxCaptured ? capture : std::initializer_list<std::string_view>{}, findings);
    const auto error = checker.run();
    findings->plain = !error && checker.plain();
    findings->colonInString = checker.colonInString();
    if (error) {
        *findings = JsonSyntaxFindings{};
        findings->recursion = checker.recursion();
    }
    return error;
}

} // namespace scalescope::import
