// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/import/MllogMarker.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace scalescope::import {

const char *findAnyMllogMarker(const char *p, const char *end)
{
#if defined(__SSE2__)
    // Sixteen places a step (every x86-64 has SSE2): where a ':' stands three bytes before an 'M',
    // rare in framework output, the whole marker is compared. glibc's memmem searches a needle
    // this short byte by byte; it was a fifteenth of an import.
    const __m128i colon = _mm_set1_epi8(':');
    const __m128i letterM = _mm_set1_epi8('M');
    for (; end - p >= 16 + 4; p += 16) { // a candidate's five bytes and the second load stay inside
        const __m128i first = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)), colon);
        const __m128i fourth = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 3)), letterM);
        for (auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_and_si128(first, fourth))); mask; mask &= mask - 1) {
            const char *candidate = p + __builtin_ctz(mask);
            if (std::memcmp(candidate, kAnyMllogMarker.data(), kAnyMllogMarker.size()) == 0)
                return candidate;
        }
    }
#endif
    return static_cast<const char *>(::memmem(p, static_cast<size_t>(end - p), kAnyMllogMarker.data(), kAnyMllogMarker.size()));
}

const char *findLastMllogMarker(const char *p, const char *end)
{
    const char *last = nullptr;
    while (const char *hit = findAnyMllogMarker(p, end)) {
        if (end - hit >= static_cast<std::ptrdiff_t>(kMllogMarker.size()) &&
            std::memcmp(hit, kMllogMarker.data(), kMllogMarker.size()) == 0)
            last = hit;
        p = hit + 1;
    }
    return last;
}

} // namespace scalescope::import
