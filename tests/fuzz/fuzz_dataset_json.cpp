// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A ScaleScope dataset in JSON, read both ways: where the in-place reader takes the text, it must
// give what the whole-document reader gives.
#include "FuzzInput.h"
#include "core/import/DatasetJsonReader.h"
#include "core/io/DatasetFormat.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text = scalescope::fuzz::bytes(data, size);
    const scalescope::model::Dataset whole = scalescope::io::datasetFromJson(text, QStringLiteral("fuzz.json"));
    if (const auto inPlace = scalescope::import::readDatasetJsonInPlace(text, QStringLiteral("fuzz.json")))
        if (scalescope::io::datasetToJson(*inPlace) != scalescope::io::datasetToJson(whole))
            std::abort();
    return 0;
}
