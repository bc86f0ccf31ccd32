// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/HeadlineColumns.h"

#include "app/views/FitColumns.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace scalescope::views {

namespace {
constexpr int kNarrowest = 80; // a name column still shows ten characters
} // namespace

HeadlineColumns::HeadlineColumns(QTableView *table, int headline, QList<int> flexible)
    : QObject(table), m_table(table), m_viewport(table->viewport()), m_headline(headline), m_flexible(std::move(flexible))
{
    table->viewport()->installEventFilter(this);
}

void HeadlineColumns::resizeToContents(int widest)
{
    m_table->resizeColumnsToContents();
    m_natural.clear();
    for (int col = 0; col < m_table->horizontalHeader()->count(); ++col) {
        m_natural << std::min(m_table->columnWidth(col), widest);
        m_table->setColumnWidth(col, m_natural.last());
    }
    fit();
}

bool HeadlineColumns::eventFilter(QObject *watched, QEvent *event)
{
    // The type first: the viewport also reports while the table is being destroyed, when the table
    // is no longer a QTableView to ask anything of.
    if (event->type() == QEvent::Resize && watched == m_viewport)
        fit();
    return QObject::eventFilter(watched, event);
}

void HeadlineColumns::fit()
{
    if (m_headline >= m_natural.size())
        return;
    int needed = 0;
    for (int col = 0; col <= m_headline; ++col)
        needed += m_table->isColumnHidden(col) ? 0 : m_natural[col];
    const int room = m_table->viewport()->width();
    QList<int> flexible;
    for (int col : m_flexible)
        if (col < m_natural.size() && col <= m_headline && !m_table->isColumnHidden(col))
            flexible << col;
    // The widest names give up width first: every flexible column is capped at one width, the
    // largest that lets the headline fit (none below the floor, none wider than its content).
    const auto widthAt = [this](int col, int cap) {
        return std::max(std::min(kNarrowest, m_natural[col]), std::min(m_natural[col], cap));
    };
    const auto total = [&](int cap) {
        int sum = needed;
        for (int col : flexible)
            sum += widthAt(col, cap) - m_natural[col];
        return sum;
    };
    int cap = 0;
    for (int col : flexible)
        cap = std::max(cap, m_natural[col]);
    cap = fittingCap(cap, room, total);
    for (int col : flexible)
        m_table->setColumnWidth(col, widthAt(col, cap));
}

} // namespace scalescope::views
