// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/LogLineStore.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace scalescope::rules {
namespace {

constexpr size_t kChunk = 64 * 1024;
constexpr size_t kCachedChunks = 32; // 2 MiB a thread at most

// Chunks of kChunk bytes that a store of this thread gave back.
std::vector<std::unique_ptr<char[]>> &freeChunks()
{
    thread_local std::vector<std::unique_ptr<char[]>> chunks;
    return chunks;
}

static_assert(alignof(LogLineObject) <= __STDCPP_DEFAULT_NEW_ALIGNMENT__);

} // namespace

LogLineStore::Chunk LogLineStore::newChunk(size_t size)
{
    Chunk c;
    c.size = size;
    auto &cache = freeChunks();
    if (size == kChunk && !cache.empty()) {
        c.memory = std::move(cache.back());
        cache.pop_back();
    } else {
        c.memory = std::make_unique_for_overwrite<char[]>(size);
    }
    return c;
}

LogLineStore::~LogLineStore()
{
    for (Chunk &c : m_lineChunks) {
        auto *lines = reinterpret_cast<LogLineObject *>(c.memory.get());
        std::destroy(lines, lines + c.lines);
    }
    auto &cache = freeChunks();
    for (auto *chunks : {&m_lineChunks, &m_textChunks})
        for (Chunk &c : *chunks)
            if (c.size == kChunk && cache.size() < kCachedChunks)
                cache.push_back(std::move(c.memory));
}

LogLineObject &LogLineStore::add(std::string_view valueText, std::string_view metadataText)
{
    if (m_lineChunks.empty() || m_lineChunks.back().used + sizeof(LogLineObject) > m_lineChunks.back().size)
        m_lineChunks.push_back(newChunk(kChunk));
    Chunk &c = m_lineChunks.back();
    auto *line = new (c.memory.get() + c.used) LogLineObject;
    c.used += sizeof(LogLineObject);
    ++c.lines;
    line->setValueViews(keep(valueText), keep(metadataText));
    return *line;
}

Value LogLineStore::keyOf(const Value &key)
{
    if (!key.ref)
        return key; // nothing shared
    const auto same = [&](const Value &k) { return k.ref.get() == key.ref.get() && k.type == key.type; };
    if (m_lastKey >= m_keys.size() || !same(m_keys[m_lastKey])) {
        m_lastKey = static_cast<size_t>(std::find_if(m_keys.begin(), m_keys.end(), same) - m_keys.begin());
        if (m_lastKey == m_keys.size())
            m_keys.push_back(key);
    }
    return Value::borrowed(m_keys[m_lastKey]);
}

std::string_view LogLineStore::keep(std::string_view text)
{
    if (m_textChunks.empty() || m_textChunks.back().used + text.size() > m_textChunks.back().size)
        m_textChunks.push_back(newChunk(std::max(kChunk, text.size())));
    Chunk &c = m_textChunks.back();
    char *at = c.memory.get() + c.used;
    if (!text.empty())
        std::memcpy(at, text.data(), text.size());
    c.used += text.size();
    return {at, text.size()};
}

} // namespace scalescope::rules
