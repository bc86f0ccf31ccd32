// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Figures derived on import, for every source: the catalog entry, accelerator-minutes,
// throughput, per-accelerator throughput and host cores per accelerator.
#include "core/model/AcceleratorCatalog.h"
#include "core/model/Dataset.h"

namespace scalescope::analysis {

// Fills the derived configuration fields of every row; appends diagnostics.
void deriveConfigurationMetrics(model::Dataset &dataset, const model::AcceleratorCatalog &catalog);

double median(QList<double> values);

} // namespace scalescope::analysis
