// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Axis labels at round values. Qt Charts labels a log axis at powers of its base only and with one
// printf format, which gives "1e+07" beside "100000"; these helpers label a base-10 log axis at
// 1, 2 and 5 × 10ⁿ (just 10ⁿ when the range is wide) in one number format for the whole axis, and
// set a value axis to ticks at a round step. The log labels are graphics items of the chart,
// re-placed when the plot area or the range changes, so they follow zoom and pan and are exported.
#include <QString>

class QAbstractAxis;
class QChart;
class QLogValueAxis;
class QValueAxis;

namespace scalescope::charts {

enum class TickStyle
{
    Automatic, // Decimal while the range stays within 10⁻³ … 10⁶, else Power
    Decimal,   // 0.001, 0.002, 0.005, ..., 1, 2, 5, 10, ..., 500,000
    Power      // 10⁻⁸, 10⁻⁷, ..., 10⁶: decades only
};

// Replaces the axis' own labels (kept, transparent, so they still hold their room) by labels at
// round values, thinned where they would touch.
void labelAtRoundValues(QChart *chart, QLogValueAxis *axis, TickStyle style = TickStyle::Automatic);

// Removes what labelAtRoundValues added for `axis` (before the axis leaves the chart).
void dropRoundLabels(QChart *chart, QLogValueAxis *axis);
// Sets an axis range that Qt Charts can lay out. Qt Charts recurses without end when a range
// bound is not finite or beyond about ±1e308 (a margin of ×1.6 on a score of 1.2e308 overflows),
// so the bounds are kept within ±1e300 (a log axis within 1e-300 … 1e300), a non-finite or empty
// range becomes a small one around what is finite, and a log axis never gets a bound ≤ 0.
void setPlottableRange(QAbstractAxis *axis, double lo, double hi);

// A chart's value axes write their numbers as the current locale does ("3,584", not "3584"), on
// screen and in exports; log axes already do (labelAtRoundValues).
void localizeAxisNumbers(QChart *chart);
// A printf label format Qt Charts can localize: "%g" -> "%.6g", "%d" -> "%.0f"; others unchanged.
QString localizableLabelFormat(const QString &format);

// A value axis with ticks every `step` from `anchor` and one fixed number of decimals.
void tickEvery(QValueAxis *axis, double step, int decimals, double anchor = 0);

// The round values (1, 2, 5 × 10ⁿ) between lo and hi; only the powers of ten when that gives
// more than `most` values.
QList<double> roundLogTicks(double lo, double hi, int most = 12, bool decadesOnly = false);
// The label of a value in the given style, in the current locale.
QString roundTickLabel(double value, TickStyle style);

} // namespace scalescope::charts
