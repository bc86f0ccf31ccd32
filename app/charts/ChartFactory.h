// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one place that builds Qt Charts objects (Qt Charts is deprecated upstream after 6.10: a port
// touches this folder only). Points use the light-marker technique: a line series with no pen and
// a marker image, which draws 100,000 points quickly (see ../shared/notes/toolchain.md).
#include "app/charts/ScalingChartData.h"

#include <QColor>
#include <QRectF>

class QAbstractSeries;
class QChart;
class QXYSeries;

namespace scalescope::charts {

// A colour per series index, readable on white and in print.
QColor seriesColor(int index);

enum class MarkerShape
{
    Circle,
    Square,
    Triangle,
    Diamond,
    InvertedTriangle
};

// How one accelerator model (or group) is drawn, the same on every chart, tab, export and session:
// the catalog's order picks it (12 colours × 4 shapes = 48 models before one repeats), a name
// that is not in the catalog a stable hash of it. `shade` lightens it for older rounds.
struct SeriesStyle
{
    QColor color;
    MarkerShape shape = MarkerShape::Circle;
};
SeriesStyle seriesStyle(const QString &styleKey, int shade = 0);
// The style at a place among a chart's groups: the first 288 places are all distinct.
SeriesStyle seriesStyleAt(int index);

// Points as a light-marker series; the configuration ids travel with the points, in the series'
// "ids" property (one id per point, in point order). The chart panel finds points by it.
inline constexpr const char *kPointIdsProperty = "ids";
// The series' name as plain text (its name() is HTML-escaped for the legend), for CSV.
inline constexpr const char *kPlainNameProperty = "plainName";
// A series whose whole body stands for one id (a bar, a range line): a click or hover anywhere on
// it, not only on a point, finds that id.
inline constexpr const char *kHitIdProperty = "hitId";
// Series that show and hide together when their legend entry is clicked share this property.
inline constexpr const char *kLegendGroupProperty = "legendGroup";
// On a legend entry that only says what the lines mean ("dashed: ideal scaling"): the chart panel
// moves these under the chart when the legend has no room for every entry.
inline constexpr const char *kLegendKeyProperty = "legendKey";
// On an axis whose title the chart panel has shrunk to fit a small chart: the title's own font.
inline constexpr const char *kOwnTitleFontProperty = "ownTitleFont";
// On a chart whose title the chart panel has broken into two lines (<br>) to fit: the title as set.
inline constexpr const char *kOwnTitleProperty = "ownTitle";
// The chart's title as set (HTML-escaped), not the two-line form a small chart panel shows.
QString ownTitle(const QChart *chart);
QXYSeries *createPointSeries(const QString &name, const QList<QPointF> &points, const QColor &color, const QStringList &ids = {},
                             int markerSize = 9, MarkerShape shape = MarkerShape::Circle);

QChart *createScalingChart(const ScalingChartData &data);

// A chart with nothing but a title that says why (no data yet, nothing to rank).
QChart *createEmptyChart(const QString &title);

// Leaves `series` out of the chart's legend (a line that belongs to another entry).
void hideLegend(QChart *chart, QAbstractSeries *series);
// Shows or leaves out `series`' legend entry (an entry for points that come and go).
void setLegendShown(QChart *chart, QAbstractSeries *series, bool shown);
// Whether hideLegend or setLegendShown left it out (a marker's own visibility is known only once its chart is shown).
bool isLegendHidden(const QAbstractSeries *series);

// The legend's entries as drawn: their label items, in scene coordinates, of the entries not
// hidden (Qt Charts does not expose marker geometry; a marker's isVisible() follows its scene).
QList<QRectF> legendEntryRects(const QChart *chart);

// A ring drawn around one point, to show the selected configuration.
QXYSeries *createSelectionRing(const QPointF &point);

// Rings around every point whose configuration id is in `ids` (in every series that carries ids),
// replacing the rings drawn before; attached to the point's own axes.
void markSelection(QChart *chart, const QStringList &ids);

} // namespace scalescope::charts
