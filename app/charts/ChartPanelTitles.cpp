// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartPanel's titles fitted to the chart's size as it changes (ChartTitleFit), from the title font
// the panel's chart came with.
#include "app/charts/ChartPanel.h"
#include "app/charts/ChartTitleFit.h"

#include <QChart>

namespace scalescope::charts {

void ChartPanel::fitTitles()
{
    QChart *c = chart();
    if (!c || c->size().isEmpty() || c->objectName() == QLatin1String("emptyChart"))
        return;
    fitChartTitles(c, m_titleFont);
}

} // namespace scalescope::charts
