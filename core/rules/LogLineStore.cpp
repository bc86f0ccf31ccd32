// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/LogLineStore.h"

#include <algorithm>
#include <cstring>

namespace scalescope::rules {

LogLineObject &LogLineStore::add(std::string_view valueText, std::string_view metadataText)
{
    // Blocks of 16 lines, then twice as many each time up to 256: most logs keep a hundred or two
    // lines, and every line of a block is made and destroyed whether used or not.
    if (m_linesLeft == 0) {
        m_blockSize = std::min<size_t>(m_blockSize == 0 ? 16 : m_blockSize * 2, 256);
        m_lineBlocks.push_back(std::make_unique<LogLineObject[]>(m_blockSize));
        m_linesLeft = m_blockSize;
    }
    LogLineObject &line = m_lineBlocks.back()[m_blockSize - m_linesLeft--];
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
