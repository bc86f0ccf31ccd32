// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Limits for numbers read from files nobody vetted. A value outside them is a diagnostic, never
// a conversion: casting 1e30 or NaN to an integer is undefined, and 100000 × 100000 accelerators
// overflows an int. The largest MLPerf Training systems have about 12,000 accelerators; the limits
// leave two orders of magnitude of room and stay far from every integer type's edge.
#include <cmath>
#include <cstdint>
#include <optional>

namespace scalescope::model {

inline constexpr int kMaxPlausibleCount = 1'000'000; // nodes, accelerators, processors, cores
// MLLOG time_ms: milliseconds since the epoch; 2^53 keeps every millisecond exact in a double.
inline constexpr double kMaxPlausibleTimeMs = 9007199254740992.0;
// The longest MLPerf runs (HPC on small systems) take hours; a month is no training run.
inline constexpr int kMaxPlausibleRunDays = 30;
inline constexpr double kMaxPlausibleScalingFactor = 100.0; // official factors are about 1.0 to 1.3

// A whole count 0 ≤ n ≤ kMaxPlausibleCount, from a double (NaN, infinities, fractions: none).
inline std::optional<int> plausibleCount(double v)
{
    if (!std::isfinite(v) || v < 0 || v > kMaxPlausibleCount || v != std::floor(v))
        return std::nullopt;
    return static_cast<int>(v);
}

// a × b when both are plausible counts and so is the product (no int overflow on the way).
inline std::optional<int> plausibleProduct(int a, int b)
{
    if (a < 0 || b < 0 || a > kMaxPlausibleCount || b > kMaxPlausibleCount)
        return std::nullopt;
    const std::int64_t p = std::int64_t(a) * std::int64_t(b);
    if (p > kMaxPlausibleCount)
        return std::nullopt;
    return static_cast<int>(p);
}

inline bool plausibleTimeMs(double t)
{
    return std::isfinite(t) && t >= 0 && t <= kMaxPlausibleTimeMs;
}

} // namespace scalescope::model
