// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The version and the git commit this build was made from, for --version and About. Plain C++ (no
// Qt), so the probe reports them too. The commit is written at build time into a generated source,
// so a new commit relinks these few objects rather than recompiling the tree.

namespace scalescope::buildinfo {

const char *version(); // "1.0.0"
const char *commit();  // 12 hex digits, with "-dirty" for uncommitted changes; "unknown" outside git

} // namespace scalescope::buildinfo
