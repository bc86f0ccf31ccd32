// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table cell, numbers right-aligned: shared by the views that fill QTableWidgets.
#include <QTableWidgetItem>

namespace scalescope::views {

inline QTableWidgetItem *readOnlyCell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace scalescope::views
