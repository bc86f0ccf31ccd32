// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A flat table: the result summarizer's CSV, the MLCommons website export or a dataset CSV (the
// importer decides by the first line, as it does for a user's file).
#include "FuzzInput.h"
#include "core/import/CsvTableImporter.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    scalescope::import::CsvTableImporter::importBytes(scalescope::fuzz::bytes(data, size), QStringLiteral("fuzz.csv"),
                                                      QStringLiteral("4.0"));
    return 0;
}
