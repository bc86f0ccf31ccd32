// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// jsonSyntaxError for the :::MLLOG lines of a thread's logs, finding a line again in the log it
// read before. The runs of one system log alike: two lines in three repeat, byte for byte after
// the logger's opening ({"namespace": "", "time_ms": N, "event_type": "T", "key": ), a line at
// about the same place in the previous log (the same key, value and metadata at another time).
// Such a line is compared, not read: its validity and members are those found for the line it
// repeats. Only a text equal in every byte is taken for a repeat, so the answer is always
// jsonSyntaxError's.
#include "core/import/JsonSyntax.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace scalescope::rules {
struct CheckMemo;
}

namespace scalescope::import {

class RepeatedLines
{
public:
    // The members to capture, as jsonSyntaxError takes them (at most kMaxCaptured).
    explicit RepeatedLines(std::initializer_list<std::string_view> capture);
    ~RepeatedLines();
    RepeatedLines(const RepeatedLines &) = delete;
    RepeatedLines &operator=(const RepeatedLines &) = delete;

    // jsonSyntaxError(text, capture, findings) for the next :::MLLOG line of the log.
    std::optional<std::size_t> check(std::string_view text, JsonSyntaxFindings *findings);
    // Where the outcomes of line-only CHECKs on the text of the line checked last are kept
    // (rules/CheckMemo.h): what they gave on the line it repeats, to begin with. Valid until the
    // next log ends; null for a line without the logger's opening, or invalid.
    rules::CheckMemo *lastMemo() const { return m_lastMemo; }
    // The log ends: its lines are the ones the next log's lines are compared with.
    void endLog();
    // Nothing is found again from here on, nor its memo kept: the rules changed.
    void forget();

    // Lines found again; found again with another value (only the value read); read, for the
    // benchmark and the tests.
    long repeats() const { return m_repeats; }
    long revalued() const { return m_revalued; }
    long reads() const { return m_reads; }

private:
    struct Entry;
    class Arena;
    std::optional<std::size_t> checkInFull(std::string_view text, JsonSyntaxFindings *findings) const;
    Entry *keep(const Entry &header, std::string_view rest);
    void giveFindings(const Entry &e, std::string_view text, const LoggerOpening &opening, JsonSyntaxFindings *findings) const;
    // Whether `rest` is e's text with another valid value (the bytes before and after the value
    // are e's): then `out` is the entry of `rest`, but for its hash.
    bool withAnotherValue(const Entry &e, std::string_view rest, Entry &out) const;

    std::vector<std::string_view> m_capture;
    std::unique_ptr<Arena> m_current, m_previous;
    std::vector<Entry *> m_lines; // this log's, in order (null: a line without the opening, or invalid)
    std::vector<Entry *> m_previousLines;
    static constexpr uint32_t kNoLine = UINT32_MAX;
    std::vector<uint32_t> m_previousIndex; // open addressing by hash: indices into m_previousLines
    std::size_t m_cursor = 0;              // where in the previous log this log's next line is looked for
    int m_valueCapture = -1;               // which captured member is "value"
    rules::CheckMemo *m_lastMemo = nullptr;
    long m_repeats = 0, m_revalued = 0, m_reads = 0;
};

} // namespace scalescope::import
