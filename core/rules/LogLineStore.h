// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The log reader's lines of one log in one place: the line objects in blocks of up to a few
// hundred (their addresses stay) and their value texts in large chunks, so that a log of many
// thousand lines costs a few allocations rather than two a line, and is freed as a whole.
#include "core/rules/PyValue.h"

#include <memory>
#include <string_view>
#include <vector>

namespace scalescope::rules {

class LogLineStore
{
public:
    // A new line whose value texts are copied into the store and kept there as views.
    LogLineObject &add(std::string_view valueText, std::string_view metadataText);

private:
    std::string_view keep(std::string_view text);

    std::vector<std::unique_ptr<LogLineObject[]>> m_lineBlocks;
    size_t m_linesLeft = 0;
    size_t m_blockSize = 0; // of the last block
    std::vector<std::unique_ptr<char[]>> m_chunks;
    char *m_free = nullptr;
    size_t m_left = 0;
};

} // namespace scalescope::rules
