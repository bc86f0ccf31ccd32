// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The bytes libFuzzer hands a harness, as the types our readers take.
#include <QByteArray>

#include <cstddef>
#include <cstdint>

namespace scalescope::fuzz {

inline QByteArray bytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
}

} // namespace scalescope::fuzz
