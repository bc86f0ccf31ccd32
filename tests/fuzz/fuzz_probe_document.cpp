// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A probe document (scalescope.probe/1), as the app opens a run from any machine.
#include "FuzzInput.h"
#include "core/probe/ProbeRun.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QString error;
    if (const auto run = scalescope::probe::parseRun(scalescope::fuzz::bytes(data, size), &error))
        (void)run->displayName();
    return 0;
}
