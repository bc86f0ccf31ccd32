// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/RepeatedLines.h"

#include "core/rules/CheckMemo.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <new>

namespace scalescope::import {
namespace {

// How far ahead of the line that followed the last repeat a repeat is looked for (a run logs a few
// lines more or fewer than the one before: another evaluation, another epoch).
constexpr std::size_t kLookahead = 4;

// A text's hash, sixteen bytes a step (found by it, a text is compared byte by byte).
uint64_t hashOf(std::string_view t)
{
    constexpr uint64_t kMix = 0x9E3779B97F4A7C15ULL;
    uint64_t a = t.size() * kMix, b = ~a;
    const char *p = t.data();
    std::size_t n = t.size();
    for (; n >= 16; n -= 16, p += 16) { // two lanes, so that the multiplications overlap
        uint64_t x = 0, y = 0;
        std::memcpy(&x, p, 8);
        std::memcpy(&y, p + 8, 8);
        a = (a ^ x) * kMix;
        b = (b ^ y) * 0xff51afd7ed558ccdULL;
        a ^= a >> 29;
        b ^= b >> 31;
    }
    uint64_t x = 0, y = 0;
    std::memcpy(&x, p, std::min<std::size_t>(n, 8));
    if (n > 8)
        std::memcpy(&y, p + 8, n - 8);
    a = (a ^ x) * kMix;
    b = (b ^ y) * 0xc4ceb9fe1a85ec53ULL;
    const uint64_t h = (a ^ (a >> 32)) + (b ^ (b >> 29)) * 0x2545F4914F6CDD1DULL;
    return h ^ (h >> 31);
}

// Where a captured member lies in a line.
enum class Place : uint8_t
{
    None,    // not in the line
    Opening, // a member of the opening (LoggerOpening::kNames[member])
    Rest,    // after the opening, at [offset, offset + size) of the text kept
};

} // namespace

// A line's text after the opening, and what the check found in it, in one piece of an arena.
struct RepeatedLines::Entry
{
    uint64_t hash = 0;
    uint32_t length = 0;
    bool plain = false;
    bool colonInString = false;
    Place place[JsonSyntaxFindings::kMaxCaptured] = {};
    uint8_t member[JsonSyntaxFindings::kMaxCaptured] = {};
    uint32_t offset[JsonSyntaxFindings::kMaxCaptured] = {};
    uint32_t size[JsonSyntaxFindings::kMaxCaptured] = {};
    rules::CheckMemo memo; // carried on to the entry of the line that repeats this one

    const char *text() const { return reinterpret_cast<const char *>(this + 1); }
};

// The entries of one log, in chunks kept for the log after next.
class RepeatedLines::Arena
{
public:
    // Room for n bytes, 8-aligned; nullptr once a log's lines fill kMaxBytes.
    char *allocate(std::size_t n)
    {
        n = (n + 7) & ~std::size_t{7};
        if (m_used + n > kMaxBytes)
            return nullptr;
        while (m_chunk < m_chunks.size() && m_offset + n > m_chunks[m_chunk].second) {
            ++m_chunk;
            m_offset = 0;
        }
        if (m_chunk == m_chunks.size()) {
            const std::size_t size = std::max(kChunk, n);
            m_chunks.emplace_back(std::make_unique_for_overwrite<char[]>(size), size);
            m_offset = 0;
        }
        char *p = m_chunks[m_chunk].first.get() + m_offset;
        m_offset += n;
        m_used += n;
        return p;
    }
    void reset()
    {
        m_chunk = 0;
        m_offset = 0;
        m_used = 0;
    }

private:
    static constexpr std::size_t kChunk = std::size_t{256} << 10;
    static constexpr std::size_t kMaxBytes = std::size_t{64} << 20; // then lines are read, not kept
    std::vector<std::pair<std::unique_ptr<char[]>, std::size_t>> m_chunks;
    std::size_t m_chunk = 0, m_offset = 0, m_used = 0;
};

RepeatedLines::RepeatedLines(std::initializer_list<std::string_view> capture)
    : m_capture(capture), m_current(std::make_unique<Arena>()), m_previous(std::make_unique<Arena>())
{
    m_capture.resize(std::min(m_capture.size(), JsonSyntaxFindings::kMaxCaptured));
    for (std::size_t i = 0; i < m_capture.size(); ++i)
        if (m_capture[i] == "value")
            m_valueCapture = static_cast<int>(i);
}

RepeatedLines::~RepeatedLines() = default;

std::optional<std::size_t> RepeatedLines::checkInFull(std::string_view text, JsonSyntaxFindings *findings) const
{
    // The names as jsonSyntaxError takes them (an initializer_list is not made from a vector).
    const auto &c = m_capture;
    switch (c.size()) {
    case 0:
        return jsonSyntaxError(text, {}, findings);
    case 1:
        return jsonSyntaxError(text, {c[0]}, findings);
    case 2:
        return jsonSyntaxError(text, {c[0], c[1]}, findings);
    case 3:
        return jsonSyntaxError(text, {c[0], c[1], c[2]}, findings);
    default:
        return jsonSyntaxError(text, {c[0], c[1], c[2], c[3]}, findings);
    }
}

RepeatedLines::Entry *RepeatedLines::keep(const Entry &header, std::string_view rest)
{
    char *p = m_current->allocate(sizeof(Entry) + rest.size());
    if (!p) {
        m_lastMemo = nullptr;
        return nullptr;
    }
    auto *e = new (p) Entry(header);
    std::memcpy(p + sizeof(Entry), rest.data(), rest.size());
    m_lastMemo = &e->memo;
    return e;
}

void RepeatedLines::giveFindings(const Entry &e, std::string_view text, const LoggerOpening &opening,
                                 JsonSyntaxFindings *findings) const
{
    const std::string_view rest = text.substr(opening.rest);
    *findings = JsonSyntaxFindings{};
    findings->plain = e.plain;
    findings->colonInString = e.colonInString;
    for (std::size_t i = 0; i < m_capture.size(); ++i) {
        if (e.place[i] == Place::Opening)
            findings->captured[i] = opening.value(text, e.member[i]);
        else if (e.place[i] == Place::Rest)
            findings->captured[i] = rest.substr(e.offset[i], e.size[i]);
    }
}

bool RepeatedLines::withAnotherValue(const Entry &e, std::string_view rest, Entry &out) const
{
    // The text around the value must be the entry's, and the entry's text must have read as
    // plain, with no ':' in a string, for what it found to carry over (the new value alone is
    // read for those two).
    const int v = m_valueCapture;
    if (v < 0 || !e.plain || e.colonInString || e.place[v] != Place::Rest)
        return false;
    const std::size_t start = e.offset[v], end = start + e.size[v], tail = e.length - end;
    if (rest.size() <= start + tail || std::memcmp(rest.data(), e.text(), start) != 0 ||
        std::memcmp(rest.data() + rest.size() - tail, e.text() + end, tail) != 0)
        return false;
    const std::string_view middle = rest.substr(start, rest.size() - start - tail);
    // Nested one level below the line's object: fewer brackets than that many levels keeps the
    // line within the depth plain allows (and far from Python's recursion limit).
    if (static_cast<std::size_t>(std::count_if(middle.begin(), middle.end(), [](char c) { return c == '{' || c == '['; })) >=
        JsonSyntaxFindings::kPlainDepth)
        return false;
    JsonSyntaxFindings found;
    if (jsonSyntaxError(middle, {}, &found))
        return false;
    // The value without the blanks around it, as the reader captures it.
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    std::size_t lead = 0, trail = middle.size();
    while (lead < trail && blank(middle[lead]))
        ++lead;
    while (trail > lead && blank(middle[trail - 1]))
        --trail;
    out = e;
    out.memo = {};
    out.length = static_cast<uint32_t>(rest.size());
    out.plain = found.plain;
    out.colonInString = found.colonInString;
    const auto shift = static_cast<int64_t>(middle.size()) - static_cast<int64_t>(e.size[v]);
    for (std::size_t i = 0; i < m_capture.size(); ++i)
        if (out.place[i] == Place::Rest && out.offset[i] >= end)
            out.offset[i] = static_cast<uint32_t>(out.offset[i] + shift);
    out.offset[v] = static_cast<uint32_t>(start + lead);
    out.size[v] = static_cast<uint32_t>(trail - lead);
    return true;
}

std::optional<std::size_t> RepeatedLines::check(std::string_view text, JsonSyntaxFindings *findings)
{
    m_lastMemo = nullptr;
    const std::optional<LoggerOpening> opening = matchLoggerOpening(text);
    if (!opening || text.size() - opening->rest > UINT32_MAX) {
        m_lines.push_back(nullptr);
        ++m_reads;
        return checkInFull(text, findings);
    }
    const std::string_view rest = text.substr(opening->rest);
    const auto same = [&](const Entry *e) {
        return e && e->length == rest.size() && std::memcmp(e->text(), rest.data(), rest.size()) == 0;
    };
    // Most repeats are at the cursor or a line or two after it; a text found elsewhere in the
    // previous log (by its hash) sets the cursor there.
    Entry *found = nullptr;
    const std::size_t end = std::min(m_cursor + kLookahead, m_previousLines.size());
    for (std::size_t k = m_cursor; k < end && !found; ++k)
        if (same(m_previousLines[k])) {
            found = m_previousLines[k];
            m_cursor = k + 1;
        }
    // A line that repeats this log's line before it (every rank's init_start, one after another)
    // is that line's entry again: it lives as long as this log's lines.
    if (!found && !m_lines.empty() && same(m_lines.back())) {
        Entry *last = m_lines.back();
        ++m_repeats;
        giveFindings(*last, text, *opening, findings);
        m_lines.push_back(last);
        m_lastMemo = &last->memo;
        return std::nullopt;
    }
    const uint64_t hash = found ? found->hash : hashOf(rest);
    if (!found && !m_previousIndex.empty()) {
        const std::size_t mask = m_previousIndex.size() - 1;
        for (std::size_t i = hash & mask; m_previousIndex[i] != kNoLine; i = (i + 1) & mask) {
            Entry *e = m_previousLines[m_previousIndex[i]];
            if (e->hash == hash && same(e)) {
                found = e;
                m_cursor = m_previousIndex[i] + 1;
                break;
            }
        }
    }
    if (found) {
        ++m_repeats;
        giveFindings(*found, text, *opening, findings);
        m_lines.push_back(keep(*found, rest)); // for the next log, which compares with this one
        return std::nullopt;
    }
    // The same line with another value (a loss, a throughput, an accuracy): only the value is read.
    Entry header;
    for (std::size_t k = m_cursor; k < end; ++k)
        if (m_previousLines[k] && withAnotherValue(*m_previousLines[k], rest, header)) {
            m_cursor = k + 1;
            ++m_revalued;
            header.hash = hash;
            giveFindings(header, text, *opening, findings);
            m_lines.push_back(keep(header, rest));
            return std::nullopt;
        }
    ++m_reads;
    const std::optional<std::size_t> error = checkInFull(text, findings);
    if (error) {
        m_lines.push_back(nullptr);
        return error;
    }
    header = Entry{};
    header.hash = hash;
    header.length = static_cast<uint32_t>(rest.size());
    header.plain = findings->plain;
    header.colonInString = findings->colonInString;
    for (std::size_t i = 0; i < m_capture.size(); ++i) {
        const std::optional<std::string_view> &c = findings->captured[i];
        if (!c)
            continue;
        const auto at = static_cast<std::size_t>(c->data() - text.data());
        if (at >= opening->rest) {
            header.place[i] = Place::Rest;
            header.offset[i] = static_cast<uint32_t>(at - opening->rest);
            header.size[i] = static_cast<uint32_t>(c->size());
        } else { // a member of the opening: which one, by where its value lies
            header.place[i] = Place::Opening;
            for (uint8_t member = 0; member < 3; ++member)
                if (opening->value(text, member).data() == c->data())
                    header.member[i] = member;
        }
    }
    m_lines.push_back(keep(header, rest));
    return std::nullopt;
}

void RepeatedLines::forget()
{
    endLog(); // this log's lines become the ones compared with...
    endLog(); // ...and are dropped: nothing is left to find
}

void RepeatedLines::endLog()
{
    std::swap(m_current, m_previous);
    m_current->reset();
    m_previousLines.swap(m_lines);
    m_lines.clear();
    m_cursor = 0;
    // The previous log's lines by their hash (the first of equal texts), at most half full.
    std::size_t size = 16;
    while (size < 2 * m_previousLines.size())
        size *= 2;
    m_previousIndex.assign(size, kNoLine);
    for (std::size_t k = 0; k < m_previousLines.size(); ++k) {
        const Entry *e = m_previousLines[k];
        if (!e || (k > 0 && e == m_previousLines[k - 1])) // the same entry again: a line repeated
            continue;
        std::size_t i = e->hash & (size - 1);
        bool seen = false;
        for (; m_previousIndex[i] != kNoLine && !seen; i = (i + 1) & (size - 1)) {
            const Entry *other = m_previousLines[m_previousIndex[i]];
            seen = other->hash == e->hash && other->length == e->length && std::memcmp(other->text(), e->text(), e->length) == 0;
        }
        if (!seen)
            m_previousIndex[i] = static_cast<uint32_t>(k);
    }
}

} // namespace scalescope::import
