// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Energy of one run from its power logs (<benchmark>/power/<result>/node_*.txt and sw_*.txt), as
// the official summarizer computes it (result_summarizer.py, _compute_power_node/_compute_power_sw):
// a node's readings in W are summed as value × (t − t_prev) from power_measurement_start to
// power_measurement_stop, scaled to the run's time to train and multiplied by conversion_eff; a
// switch adds conversion_eff × interconnect_power_est × time to train. Result in joules.
#include "core/model/Diagnostic.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace scalescope::import {

struct PowerFileEnergy
{
    std::optional<double> joules; // nullopt with a diagnostic when the file cannot give one
};

// One node file; `timeToTrainMs` is run_stop − run_start of the run it belongs to.
PowerFileEnergy nodeEnergy(const QByteArray &bytes, const QString &path, double timeToTrainMs, model::Diagnostics &diagnostics);
// One switch file.
PowerFileEnergy switchEnergy(const QByteArray &bytes, const QString &path, double timeToTrainMs, model::Diagnostics &diagnostics);

} // namespace scalescope::import
