// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/DockShare.h"

#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

#include <algorithm>

namespace scalescope::views {

DockShare::DockShare(QMainWindow *window, QDockWidget *dock, double initial, double largest)
    : QObject(window), m_window(window), m_dock(dock), m_share(initial), m_largest(largest)
{
    window->installEventFilter(this);
    dock->installEventFilter(this);
}

bool DockShare::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize) {
        if (watched == m_window && m_window->width() != m_windowWidth) {
            m_windowWidth = m_window->width();
            apply();
        } else if (watched == m_dock && m_windowWidth == m_window->width() && m_windowWidth > 0 && m_dock->isVisible() &&
                   !m_dock->isFloating()) {
            m_share = std::clamp(double(m_dock->width()) / m_windowWidth, 0.0, m_largest); // the user's drag
        }
    }
    return QObject::eventFilter(watched, event);
}

void DockShare::apply()
{
    if (!m_dock->isVisible() || m_dock->isFloating())
        return;
    const int wanted = std::max(m_dock->minimumSizeHint().width(), int(m_window->width() * m_share));
    m_window->resizeDocks({m_dock}, {wanted}, Qt::Horizontal);
}

} // namespace scalescope::views
