// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Brushing on a chart: a Shift-drag selects the configurations whose points it encloses
// (Ctrl+Shift-drag adds them), a Shift- or Ctrl-click adds a point to the selection or takes it out.
// The selection is the one every view shares, so the table and every other chart follow.
#include <QString>

#include <functional>

namespace scalescope::charts {
class ChartPanel;
} // namespace scalescope::charts

namespace scalescope::state {
class ConfigurationSelection;
} // namespace scalescope::state

namespace scalescope::views {

// `isConfiguration` leaves out points that stand for no configuration (the planned point).
void linkBrushing(charts::ChartPanel *panel, state::ConfigurationSelection *selection,
                  const std::function<bool(const QString &id)> &isConfiguration = {});

} // namespace scalescope::views
