// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Columns that share a table's width instead of scrolling it sideways (the probe's runs and
// comparison at 1024 px): where the columns' contents are wider than the table, the widest columns
// narrow first, to no less than their longest piece that cannot break; text wraps, headers too, and
// rows grow to hold it. Where even those pieces do not fit, the table scrolls.
#include <functional>

class QTableWidget;

namespace scalescope::views {

// The largest cap on columns' widths, from 0 to `widest`, at which `totalAt(cap)` (their total width
// so capped) is no more than `room`: `widest` where they fit uncapped, 0 where nothing fits.
int fittingCap(int widest, int room, const std::function<int(int)> &totalAt);
enum class LastColumn
{
    AsFitted,
    Fills, // widened to the table's right edge where the others leave room
};
// Fits the columns now and again whenever the table changes width.
void keepColumnsFitted(QTableWidget *table, LastColumn last = LastColumn::AsFitted);
// Fits the columns to the table's current contents; call after filling it.
void fitColumns(QTableWidget *table);
// Headers wider than `width` broken into lines where they may break (the column then needs no more
// room than its cells).
void breakHeaders(QTableWidget *table, int width);
// The columns as they are; the rows grow to hold their wrapped text whenever the table changes
// width (call resizeRowsToContents() after filling it).
void keepRowsFitted(QTableWidget *table);

} // namespace scalescope::views
