// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Keeps a side dock's share of its window's width: the dock grows and shrinks with the window
// instead of keeping its first width in pixels, and a width the user drags becomes the new share.
// The share starts at `initial` of the window, never below the dock's minimum nor above `largest`.
#include <QObject>

class QDockWidget;
class QMainWindow;

namespace scalescope::views {

class DockShare : public QObject
{
public:
    DockShare(QMainWindow *window, QDockWidget *dock, double initial, double largest);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void apply();

    QMainWindow *m_window;
    QDockWidget *m_dock;
    double m_share;
    double m_largest;
    int m_windowWidth = 0; // at the last window resize: a dock resize at the same width is the user's
};

} // namespace scalescope::views
