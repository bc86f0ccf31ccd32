// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which official MLPerf rules imports check runs with: the table built into ScaleScope, or the rule
// files of an mlperf_logging checkout the user points to (for a round published after this release),
// remembered in the settings.
#include <QString>

#include <memory>

namespace scalescope::rules {
class RuleBook;
} // namespace scalescope::rules

namespace scalescope::state {

class OfficialRulesChoice
{
public:
    // The folder chosen before (settings), empty for the built-in rules.
    static QString folder();
    // Reads the rules of `folder`; on success remembers it and returns true, else leaves the choice
    // as it was and says why in *error.
    static bool useFolder(const QString &folder, QString *error);
    static void useBuiltIn();
    // The rules to import with: null means the built-in table. A folder that can no longer be read
    // falls back to the built-in rules, with the reason in *error.
    static std::shared_ptr<const rules::RuleBook> book(QString *error = nullptr);
    // "mlcommons/logging 4.1.59 (built in)" or the folder and its version.
    static QString description();
};

} // namespace scalescope::state
