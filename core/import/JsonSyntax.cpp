#include "core/import/JsonSyntax.h"

#include <vector>

namespace scalescope {
namespace {

class Checker
{
public:
    explicit Checker(std::string_view t) : m_t(t) {}

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
        while (m_pos < m_t.size()) {
            const auto c = static_cast<unsigned char>(m_t[m_pos]);
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c < 0x20) // strict mode: control characters must be escaped
                return false;
            if (c == '\\') {
                ++m_pos;
                if (m_pos >= m_t.size())
                    return false;
                const char e = m_t[m_pos];
                if (e == 'u') {
                    for (int i = 1; i <= 4; ++i)
                        if (m_pos + i >= m_t.size() || !isHex(m_t[m_pos + i])) {
                            m_pos += i;
                            return false;
                        }
                    m_pos += 5;
                    continue;
                }
                if (e != '"' && e != '\\' && e != '/' && e != 'b' && e != 'f' && e != 'n' && e != 'r' && e != 't')
                    return false;
            }
            ++m_pos;
        }
        return false;
    }

    bool number()
    {
        if (at('-')) {
            ++m_pos;
            if (literal("Infinity"))
                return true;
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
            if (!digits())
                return false;
        }
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
            return literal("NaN");
        case 'I':
            return literal("Infinity");
        default:
            return number();
        }
    }

    // Objects and arrays without recursion: the stack holds '{' or '[' per open container.
    bool value()
    {
        std::vector<char> stack;
        for (;;) {
            skipSpace();
            if (at('{') || at('[')) {
                if (stack.size() >= kMaxDepth)
                    return false;
                const char open = m_t[m_pos++];
                stack.push_back(open);
                skipSpace();
                if (at(open == '{' ? '}' : ']')) {
                    ++m_pos;
                    stack.pop_back();
                } else {
                    if (open == '{' && !member())
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
                    if (!member())
                        return false;
                }
                break;
            }
        }
    }

    // A member's name and colon; its value follows.
    bool member()
    {
        if (!at('"') || !string())
            return false;
        skipSpace();
        if (!at(':'))
            return false;
        ++m_pos;
        return true;
    }

    std::string_view m_t;
    std::size_t m_pos = 0;
};

} // namespace

std::optional<std::size_t> jsonSyntaxError(std::string_view text)
{
    return Checker(text).run();
}

} // namespace scalescope
