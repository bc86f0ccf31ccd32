// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A session file (*.scalescope).
#include "FuzzInput.h"
#include "core/io/SessionFormat.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    bool newer = false;
    if (const auto session = scalescope::io::sessionFromJson(scalescope::fuzz::bytes(data, size), &error, &newer))
        scalescope::io::sessionToJson(*session); // what was read can be written again
    return 0;
}
