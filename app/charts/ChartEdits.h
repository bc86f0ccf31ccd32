// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a person changed on a chart by hand (Edit Chart…): its title, each axis' title and scale.
// The ranges are the chart's zoom (ChartOptions). Edits are applied over the chart a view builds,
// again whenever it rebuilds the same content, and to what is exported, and kept in sessions.
#include <QJsonObject>
#include <QString>

#include <optional>

class QAbstractAxis;
class QChart;

namespace scalescope::charts {

struct AxisEdit
{
    QString title;           // plain text; empty: the chart's own
    std::optional<bool> log; // nullopt: the chart's own scale
    bool operator==(const AxisEdit &) const = default;
};

struct ChartEdits
{
    QString title; // plain text; empty: the chart's own
    AxisEdit x, y;
    bool isEmpty() const { return *this == ChartEdits{}; }
    bool operator==(const ChartEdits &) const = default;
};

QJsonObject toJson(const ChartEdits &e);
ChartEdits chartEditsFrom(const QJsonValue &v); // what it understands; a title longer than 200 characters is cut

// The chart's own titles and scales, as its view built it (titles as the chart holds them: HTML).
struct ChartDefaults
{
    QString title, xTitle, yTitle;
    bool xLog = false, yLog = false;
};
ChartDefaults chartDefaults(const QChart *chart);

// What an axis allows, for the dialog: a range only on value and log axes, a log scale only where every
// point on the axis is above zero, a change of scale only where the view does not own it.
struct AxisFacts
{
    bool present = false;
    bool ranged = false; // a value or log axis
    bool log = false;    // it is logarithmic now
    double min = 0, max = 0;
    QString title; // plain text, as shown
    bool canChangeScale = false;
    QString whyNoScaleChange; // when it cannot, in words
};
AxisFacts axisFacts(const QChart *chart, Qt::Orientation orientation);

// The chart's title as plain text.
QString plainChartTitle(const QChart *chart);

// Sets the chart's titles and scales to the edits, or to its defaults where an edit is empty:
// titles as text, never markup; a scale changes only where axisFacts allows it, and an axis title
// of the chart's own then says the new scale. True when an axis was replaced.
bool applyChartEdits(QChart *chart, const ChartEdits &edits, const ChartDefaults &defaults);

// Charts whose views choose their scales (the Clusters tab's log boxes, the heat map's log-log grid)
// set this property to the words that say where the scale is chosen, or "fixed".
inline constexpr char kScaleOwnerProperty[] = "scalescopeScaleOwner";

} // namespace scalescope::charts
