// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A chart's titles fitted to its laid-out size, on screen and in exports and reports: smaller type,
// and a chart title too wide even so in two lines, never cut to "…" by Qt Charts.
class QChart;
class QFont;

namespace scalescope::charts {

// The chart's own title (kept in kOwnTitleProperty) in `titleFont`, or smaller, or in two lines; each
// axis title in its own font, or smaller. Call again after a resize.
void fitChartTitles(QChart *chart, const QFont &titleFont);

} // namespace scalescope::charts
