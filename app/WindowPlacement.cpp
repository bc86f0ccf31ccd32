// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/WindowPlacement.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace scalescope {

namespace {

constexpr QSize kRoomySize(1280, 780); // the first start's window, where the screen has room

} // namespace

bool restoreWindowPlacement(QMainWindow *window)
{
    QSettings settings;
    const bool restored = window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (!restored)
        window->resize(kRoomySize);
    window->restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    return restored;
}

void saveWindowPlacement(const QMainWindow *window)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), window->saveState());
}

void showWindowAtStart(QMainWindow *window, bool firstStart)
{
    const QSize frame(16, 48);
    const QSize available = window->screen() ? window->screen()->availableGeometry().size() : kRoomySize + frame;
    if (firstStart &&
        (available.width() < kRoomySize.width() + frame.width() || available.height() < kRoomySize.height() + frame.height())) {
        window->resize(kRoomySize.boundedTo(available - frame));
        window->showMaximized();
    } else {
        window->show();
    }
}

} // namespace scalescope
