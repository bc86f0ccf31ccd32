// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The log reader's lines of one log in one place: the line objects and their value texts in
// chunks of 64 KiB (a line's address stays), so that a log of many thousand lines costs a few
// allocations rather than two a line. Only the lines made are constructed and destroyed, and the
// chunks of a store destroyed go to a small cache of its thread for the next log's store: a
// thread reads one log after another, and each log's chunks were malloc'd and freed again.
#include "core/rules/PyValue.h"

#include <memory>
#include <string_view>
#include <vector>

namespace scalescope::rules {

class LogLineStore
{
public:
    LogLineStore() = default;
    ~LogLineStore();
    LogLineStore(const LogLineStore &) = delete;
    LogLineStore &operator=(const LogLineStore &) = delete;

    // A new line whose value texts are copied into the store and kept there as views.
    LogLineObject &add(std::string_view valueText, std::string_view metadataText);
    // `key` (a line's key) held by the store, as a value borrowed from it (Value::borrowed): a
    // log's lines name a few dozen keys, each held once rather than once a line.
    Value keyOf(const Value &key);

private:
    struct Chunk
    {
        std::unique_ptr<char[]> memory;
        size_t size = 0;
        size_t used = 0;
        size_t lines = 0; // line chunks: the lines made in it, from its start
    };
    static Chunk newChunk(size_t size);
    std::string_view keep(std::string_view text);

    std::vector<Chunk> m_lineChunks;
    std::vector<Chunk> m_textChunks;
    std::vector<Value> m_keys; // the keys held (keyOf)
    size_t m_lastKey = 0;      // the one keyOf gave last
};

} // namespace scalescope::rules
