// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A column of controls that scrolls up and down where the window is too short for it (the Probe
// tab in Korean at 1024 × 700, with a GPU's library notes and a run's message), and never sideways:
// the area asks for the column's least width, so a splitter cannot cut its right side.
#include <QScrollArea>

namespace scalescope::views {

class ColumnScroll : public QScrollArea
{
public:
    ColumnScroll(QWidget *column, QWidget *parent);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitHeight();
};

// The wheel over a spin box, combo box or slider in `area` that the user has not clicked or tabbed
// into scrolls the area instead of changing the value (scrolling the Planner's form past its budget
// box turned 30 min into 26).
void wheelScrollsPastControls(QScrollArea *area);

} // namespace scalescope::views
