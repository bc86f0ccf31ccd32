#include "core/import/JsonSyntax.h"

#include <array>
#include <vector>

namespace scalescope {
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

bool special(char c)
{
    return kStringSpecial[static_cast<unsigned char>(c)];
}

class Checker
{
public:
    Checker(std::string_view t, std::initializer_list<std::string_view> capture, JsonSyntaxFindings *findings)
        : m_t(t), m_capture(capture), m_findings(findings)
    {
    }

    bool plain() const { return m_plain; }
    bool colonInString() const { return m_colonInString; }

    std::optional<std::size_t> run()
    {
        skipSpace();
        if (!value())
            return m_pos;
        skipSpace();
        if (m_pos != m_t.size()) // "Extra data"
            return m_pos;
        return std::nullopt;
    }

private:
    static constexpr std::size_t kMaxDepth = 100000; // far beyond any log; bounds the stack
    static constexpr std::size_t kPlainDepth = 64;
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
        while (m_pos < m_t.size() && (m_t[m_pos] == ' ' || m_t[m_pos] == '\t' || m_t[m_pos] == '\n' || m_t[m_pos] == '\r'))
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
            // Most of a string is ordinary characters: four table lookups a step.
            while (end - p >= 4 && !(special(p[0]) | special(p[1]) | special(p[2]) | special(p[3])))
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
        if (at('0'))
            ++m_pos;
        else if (!digits())
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
    bool value()
    {
        // One stack per thread, kept between lines: a fresh vector per MLLOG line was a malloc and
        // a free for each of them.
        thread_local std::vector<char> stack;
        stack.clear();
        for (;;) {
            skipSpace();
            if (at('{') || at('[')) {
                if (stack.size() >= kMaxDepth)
                    return false;
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

    // A member's name and colon; its value follows. Notes where a captured member's value starts.
    bool member(bool topLevel)
    {
        const std::size_t nameStart = m_pos + 1;
        if (!at('"') || !string())
            return false;
        if (topLevel && m_findings) {
            const std::string_view name = m_t.substr(nameStart, m_pos - 1 - nameStart);
            int i = 0;
            for (const std::string_view wanted : m_capture) {
                if (name.size() == wanted.size() && name[0] == wanted[0] && name == wanted)
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
    if (error)
        *findings = JsonSyntaxFindings{};
    return error;
}

} // namespace scalescope
