// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What each tab of the main window says about itself, so that the window keeps no list of its own:
// the key sessions and Help know the tab by, its title, and the view state a session keeps.
#include <QJsonObject>
#include <QString>

namespace scalescope::views {

class Page
{
public:
    virtual ~Page() = default;
    virtual QString pageKey() const = 0;   // stable, stored in sessions: "table", "scaling", …
    virtual QString pageTitle() const = 0; // translated, with its mnemonic
    // The view state a session keeps (chart options and zoom, the planner's question); none by default.
    virtual QJsonObject pageState() const { return {}; }
    virtual void restorePageState(const QJsonObject &state) { Q_UNUSED(state); }
};

} // namespace scalescope::views
