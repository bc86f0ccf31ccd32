// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/LogLineStore.h"

#include <algorithm>
#include <cstring>

namespace scalescope::rules {

LogLineObject &LogLineStore::add(std::string_view valueText, std::string_view metadataText)
{
    constexpr size_t kBlock = 256;
    if (m_linesLeft == 0) {
        m_lineBlocks.push_back(std::make_unique<LogLineObject[]>(kBlock));
        m_linesLeft = kBlock;
    }
    LogLineObject &line = m_lineBlocks.back()[kBlock - m_linesLeft--];
    line.setValueViews(keep(valueText), keep(metadataText));
    return line;
}

std::string_view LogLineStore::keep(std::string_view text)
{
    constexpr size_t kChunk = 64 * 1024;
    if (text.size() > m_left) {
        const size_t size = std::max(kChunk, text.size());
        m_chunks.push_back(std::make_unique_for_overwrite<char[]>(size));
        m_free = m_chunks.back().get();
        m_left = size;
    }
    if (!text.empty())
        std::memcpy(m_free, text.data(), text.size());
    const std::string_view kept(m_free, text.size());
    m_free += text.size();
    m_left -= text.size();
    return kept;
}

} // namespace scalescope::rules
