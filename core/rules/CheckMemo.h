// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the CHECKs that read nothing but the line (FastRule::readsOnlyTheLine) gave on one text of
// a line after the logger's opening. The log reader keeps one for each such text, and hands it on
// to the line of a later log that repeats the text byte for byte (import/RepeatedLines.h): such a
// CHECK gives the same answer there, so it is not computed again. Only a clean true or false is
// kept (never an error, nor an answer the interpreter gave), keyed by the CHECK's code. Beside
// them, what the line's texts hold (LogLineObject::textsPlain and the like), found once per text.
#include "core/rules/TextMarks.h"

#include <cstdint>
#include <optional>

namespace scalescope::rules {

class PyScript;

struct CheckMemo
{
    static constexpr int kSize = 4; // a line's key has at most a few CHECKs of this kind
    const PyScript *scripts[kSize] = {};
    uint8_t truth = 0; // bit i: scripts[i] held
    TextMarks marks;   // of the line's value and metadata texts, once a rule asked

    std::optional<bool> find(const PyScript *script) const
    {
        for (int i = 0; i < kSize && scripts[i]; ++i)
            if (scripts[i] == script)
                return ((truth >> i) & 1) != 0;
        return std::nullopt;
    }
    void put(const PyScript *script, bool held) // a full memo keeps what it has
    {
        for (int i = 0; i < kSize; ++i)
            if (!scripts[i]) {
                scripts[i] = script;
                truth = static_cast<uint8_t>(truth | (held ? 1u << i : 0u));
                return;
            }
    }
};

} // namespace scalescope::rules
