// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Dataset JSON -> CSV -> JSON must give the same dataset for anything the reader accepts:
// aborts (a finding) on the first difference.
#include "FuzzInput.h"
#include "core/io/DatasetFormat.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace scalescope;
    const model::Dataset in = io::datasetFromJson(fuzz::bytes(data, size), QStringLiteral("fuzz.json"));
    if (in.configurations.isEmpty())
        return 0;
    const model::Dataset back = io::datasetFromCsv(io::datasetToCsv(in), QStringLiteral("fuzz.csv"));
    if (back.configurations != in.configurations) {
        std::fprintf(stderr, "dataset round trip differs:\n%s\n---\n%s\n", io::datasetToJson(in).constData(),
                     io::datasetToJson(back).constData());
        std::abort();
    }
    return 0;
}
