// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window's size, place and dock layout: restored from the last close, or on a first start
// roomy but never larger than the screen.
class QMainWindow;

namespace scalescope {

// False on a first start (nothing saved): the window is then given its roomy size.
bool restoreWindowPlacement(QMainWindow *window);
void saveWindowPlacement(const QMainWindow *window);
// show(), except on a first start on a screen smaller than the roomy size: maximised there, title
// bar and all on screen (a 1024 × 700 laptop).
void showWindowAtStart(QMainWindow *window, bool firstStart);

} // namespace scalescope
