// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A system description (systems/<system>.json): counts, capacities, products of counts.
#include "FuzzInput.h"
#include "core/import/SystemDescription.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(scalescope::fuzz::bytes(data, size));
    if (!doc.isObject())
        return 0;
    scalescope::model::Configuration c;
    scalescope::model::Diagnostics diagnostics;
    scalescope::import::applySystemDescription(doc.object(), QStringLiteral("fuzz.json"), c, diagnostics);
    return 0;
}
