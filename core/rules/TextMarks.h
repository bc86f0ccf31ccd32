// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a log line's value and metadata texts hold, as the rules' fast paths ask (PyValue.h:
// LogLineObject::textsPlain, metadataObject, metadataFlat), once found.

namespace scalescope::rules {

struct TextMarks
{
    bool known = false;
    bool plain = false;          // no backslash in either text
    bool metadataObject = false; // plain, and the metadata text starts with '{'
    bool metadataFlat = false;   // that, and no '{' or '[' after its first byte
};

} // namespace scalescope::rules
