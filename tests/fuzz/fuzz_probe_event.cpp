// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// One line of the probe's --format jsonl stream, as the app reads it while a run goes on.
#include "FuzzInput.h"
#include "core/probe/ProbeEvent.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scalescope::probe::parseEvent(scalescope::fuzz::bytes(data, size));
    return 0;
}
