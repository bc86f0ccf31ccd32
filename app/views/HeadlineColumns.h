// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keeps a table's headline column in view: the columns up to it share the viewport, and when they
// do not fit, the name columns (organisation, system, benchmark, accelerator) give up width, down to a floor,
// so "Time to train" is not cut off at the default window size. Refits when the viewport or the
// data changes; a column the user drags stays as dragged until then.
#include <QList>
#include <QObject>

class QTableView;

namespace scalescope::views {

class HeadlineColumns : public QObject
{
public:
    // `headline`: the column to keep in view; `flexible`: the columns that may narrow.
    HeadlineColumns(QTableView *table, int headline, QList<int> flexible);

    // After new data: each column at its content's width (at most `widest`), then fitted.
    void resizeToContents(int widest);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    QTableView *m_table;
    QWidget *m_viewport; // watched for its size
    int m_headline;
    QList<int> m_flexible;
    QList<int> m_natural; // widths from the contents, before fitting
};

} // namespace scalescope::views
