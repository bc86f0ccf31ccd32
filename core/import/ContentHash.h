// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The content hash of a run log: XXH64 with seed 0 over every byte of the file, the value
// `xxhsum -H1 FILE` prints. Fed block by block; any split of the bytes gives the same value.
// It replaced FNV-1a, whose one multiply per byte was a quarter of an import's time.

#include <cstddef>
#include <cstdint>

namespace scalescope::import {

class ContentHash
{
public:
    ContentHash();
    void update(const char *data, size_t size);
    uint64_t value() const;

private:
    uint64_t m_lanes[4];
    unsigned char m_pending[32] = {}; // bytes of a stripe not yet complete
    size_t m_pendingSize = 0;
    uint64_t m_total = 0;
};

} // namespace scalescope::import
