// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A ScaleScope dataset in JSON.
#include "FuzzInput.h"
#include "core/io/DatasetFormat.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scalescope::datasetFromJson(scalescope::fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    return 0;
}
