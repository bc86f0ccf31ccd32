// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One MLLOG line (the first line of the input), as the result log reader parses every line.
#include "FuzzInput.h"
#include "core/import/ResultLogParser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QByteArray line = scalescope::fuzz::bytes(data, size);
    const qsizetype nl = line.indexOf('\n');
    if (nl >= 0)
        line.truncate(nl);
    if (!line.contains(":::MLLOG"))
        line.prepend(":::MLLOG ");
    scalescope::import::parseResultLogBytes(line + '\n', QStringLiteral("fuzz.txt"));
    return 0;
}
