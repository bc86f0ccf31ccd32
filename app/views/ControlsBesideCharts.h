// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A view's controls (a form, weights, tables) beside its charts: two fifths and three fifths of the
// width from the start and as the window grows; without the first sizes, a page's size hint (a
// one-row bar) would claim the width.
#include <QSplitter>

namespace scalescope::views {

inline QSplitter *controlsBesideCharts(QWidget *controls, QWidget *charts, QWidget *parent)
{
    auto *split = new QSplitter(parent);
    split->addWidget(controls);
    split->addWidget(charts);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({2000, 3000});
    return split;
}

} // namespace scalescope::views
