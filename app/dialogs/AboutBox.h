// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help ▸ About: the version and commit, what ScaleScope is for, its licence, and every third-party
// notice under Show Details.
class QWidget;

namespace scalescope::dialogs {

void showAboutBox(QWidget *parent);

} // namespace scalescope::dialogs
