// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/ContentHash.h"

#include <cstring>

namespace scalescope::import {
namespace {

constexpr uint64_t kP1 = 0x9E3779B185EBCA87ULL;
constexpr uint64_t kP2 = 0xC2B2AE3D27D4EB4FULL;
constexpr uint64_t kP3 = 0x165667B19E3779F9ULL;
constexpr uint64_t kP4 = 0x85EBCA77C2B2AE63ULL;
constexpr uint64_t kP5 = 0x27D4EB2F165667C5ULL;

constexpr uint64_t rotl(uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

// The format reads little-endian words; memcpy keeps unaligned reads defined.
template <typename Word> Word readLittleEndian(const unsigned char *p)
{
    Word v = 0;
    std::memcpy(&v, p, sizeof v);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    if constexpr (sizeof v == 8)
        v = __builtin_bswap64(v);
    else
        v = __builtin_bswap32(v);
#endif
    return v;
}

uint64_t read64(const unsigned char *p)
{
    return readLittleEndian<uint64_t>(p);
}
uint32_t read32(const unsigned char *p)
{
    return readLittleEndian<uint32_t>(p);
}

uint64_t mix(uint64_t lane, uint64_t input)
{
    return rotl(lane + input * kP2, 31) * kP1;
}

void stripe(uint64_t *lanes, const unsigned char *p)
{
    lanes[0] = mix(lanes[0], read64(p));
    lanes[1] = mix(lanes[1], read64(p + 8));
    lanes[2] = mix(lanes[2], read64(p + 16));
    lanes[3] = mix(lanes[3], read64(p + 24));
}

} // namespace

ContentHash::ContentHash() : m_lanes{kP1 + kP2, kP2, 0, 0 - kP1} {} // the seed, 0, added to each

void ContentHash::update(const char *data, size_t size)
{
    const auto *p = reinterpret_cast<const unsigned char *>(data);
    m_total += size;
    if (m_pendingSize > 0) { // complete the stripe a previous block left open
        const size_t take = size < 32 - m_pendingSize ? size : 32 - m_pendingSize;
        std::memcpy(m_pending + m_pendingSize, p, take);
        m_pendingSize += take;
        p += take;
        size -= take;
        if (m_pendingSize < 32)
            return;
        stripe(m_lanes, m_pending);
        m_pendingSize = 0;
    }
    uint64_t lanes[4] = {m_lanes[0], m_lanes[1], m_lanes[2], m_lanes[3]}; // in registers for the loop
    for (; size >= 32; p += 32, size -= 32)
        stripe(lanes, p);
    std::memcpy(m_lanes, lanes, sizeof lanes);
    std::memcpy(m_pending, p, size);
    m_pendingSize = size;
}

uint64_t ContentHash::value() const
{
    uint64_t h = 0;
    if (m_total >= 32) {
        h = rotl(m_lanes[0], 1) + rotl(m_lanes[1], 7) + rotl(m_lanes[2], 12) + rotl(m_lanes[3], 18);
        for (uint64_t lane : m_lanes)
            h = (h ^ mix(0, lane)) * kP1 + kP4;
    } else {
        h = m_lanes[2] + kP5; // the seed, 0
    }
    h += m_total;
    const unsigned char *p = m_pending;
    size_t left = m_pendingSize;
    for (; left >= 8; p += 8, left -= 8)
        h = rotl(h ^ mix(0, read64(p)), 27) * kP1 + kP4;
    if (left >= 4) {
        h = rotl(h ^ (static_cast<uint64_t>(read32(p)) * kP1), 23) * kP2 + kP3;
        p += 4;
        left -= 4;
    }
    for (; left > 0; ++p, --left)
        h = rotl(h ^ (*p * kP5), 11) * kP1;
    h ^= h >> 33;
    h *= kP2;
    h ^= h >> 29;
    h *= kP3;
    h ^= h >> 32;
    return h;
}

} // namespace scalescope::import
