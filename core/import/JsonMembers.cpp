// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/JsonMembers.h"

#include <charconv>
#include <cstddef>
#include <cstring>

namespace scalescope::import {
namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Reads a valid text from `pos`; each step leaves `pos` just past what it read.
class Walker
{
public:
    explicit Walker(std::string_view t) : m_t(t) {}

    void skipSpace()
    {
        while (m_pos < m_t.size() && isSpace(m_t[m_pos]))
            ++m_pos;
    }
    bool at(char c) const { return m_pos < m_t.size() && m_t[m_pos] == c; }
    void next() { ++m_pos; }

    // A string from its opening quote to its closing one: the next quote not escaped, found with
    // memchr (metadata holds long file paths; a byte loop here was a twentieth of an import).
    std::string_view string()
    {
        const std::size_t start = m_pos++;
        for (;;) {
            const void *quote = std::memchr(m_t.data() + m_pos, '"', m_t.size() - m_pos);
            if (!quote) { // not in a valid text
                m_pos = m_t.size();
                break;
            }
            const std::size_t at = static_cast<std::size_t>(static_cast<const char *>(quote) - m_t.data());
            std::size_t backslashes = 0; // an odd run escapes the quote
            while (at - backslashes > start + 1 && m_t[at - backslashes - 1] == '\\')
                ++backslashes;
            m_pos = at + 1;
            if (backslashes % 2 == 0)
                break;
        }
        return m_t.substr(start, m_pos - start);
    }

    // Any value: strings whole, containers by their depth, scalars up to the next delimiter.
    std::string_view value()
    {
        const std::size_t start = m_pos;
        if (at('"'))
            return string();
        if (at('{') || at('[')) {
            std::size_t depth = 0;
            do {
                const char c = m_t[m_pos];
                if (c == '"') {
                    string();
                    continue;
                }
                if (c == '{' || c == '[')
                    ++depth;
                else if (c == '}' || c == ']')
                    --depth;
                ++m_pos;
            } while (depth > 0 && m_pos < m_t.size());
            return m_t.substr(start, m_pos - start);
        }
        while (m_pos < m_t.size() && m_t[m_pos] != ',' && m_t[m_pos] != '}' && m_t[m_pos] != ']' && !isSpace(m_t[m_pos]))
            ++m_pos;
        return m_t.substr(start, m_pos - start);
    }

private:
    std::string_view m_t;
    std::size_t m_pos = 0;
};

} // namespace

std::optional<std::string_view> jsonMember(std::string_view object, std::string_view name)
{
    Walker w(object);
    w.skipSpace();
    if (!w.at('{'))
        return std::nullopt;
    w.next();
    std::optional<std::string_view> found;
    for (;;) {
        w.skipSpace();
        if (!w.at('"')) // the closing brace of an empty object
            return found;
        const std::string_view quoted = w.string();
        w.skipSpace();
        w.next(); // the colon
        w.skipSpace();
        const std::string_view value = w.value();
        if (quoted.substr(1, quoted.size() - 2) == name)
            found = value;
        w.skipSpace();
        if (!w.at(','))
            return found;
        w.next();
    }
}

std::optional<double> jsonNumber(std::string_view value)
{
    if (value.empty() || !(value[0] == '-' || (value[0] >= '0' && value[0] <= '9')))
        return std::nullopt;
    double d = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), d);
    if (error != std::errc() || end != value.data() + value.size())
        return std::nullopt;
    return d == 0 ? 0.0 : d; // -0 and -0.0 are the integer 0 to Qt
}

std::optional<std::string_view> jsonPlainString(std::string_view value)
{
    if (value.size() < 2 || value.front() != '"' || value.find('\\') != std::string_view::npos)
        return std::nullopt;
    return value.substr(1, value.size() - 2);
}

} // namespace scalescope::import
