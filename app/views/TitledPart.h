// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A table or list under its title, as one widget: views move such parts between splitters, stacks
// and tabs as the window's size asks (Clusters, Ranking).
#include <QLabel>
#include <QVBoxLayout>

namespace scalescope::views {

inline QWidget *titledPart(QLabel *title, QWidget *body, QWidget *parent)
{
    auto *part = new QWidget(parent);
    auto *layout = new QVBoxLayout(part);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return part;
}

} // namespace scalescope::views
