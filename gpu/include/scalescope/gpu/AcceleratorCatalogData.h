// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The accelerator catalog (resources/accelerators.json) compiled into the probe library.
#include <string_view>

namespace scalescope::gpu {

// The catalog's JSON text, byte for byte as in resources/accelerators.json.
std::string_view acceleratorCatalogJson();

} // namespace scalescope::gpu
