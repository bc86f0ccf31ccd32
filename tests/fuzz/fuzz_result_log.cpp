// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A whole result log: lines, prefixes, encodings, truncation, the run and quality keys.
#include "FuzzInput.h"
#include "core/import/ResultLogParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scalescope::import::ResultLogParseOptions options;
    options.maxLineBytes = 4096; // so that the overlong-line path is reached with small inputs
    scalescope::import::parseResultLogBytes(scalescope::fuzz::bytes(data, size), QStringLiteral("fuzz.txt"), options);
    return 0;
}
