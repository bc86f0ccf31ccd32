// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a user reads when a job across ranks ended inside a test: which test, among which ranks and
// hosts, and which of them was likely lost (rank 0 kept reporting until then, so the others).
#include "core/probe/ProbeRun.h"

#include <QString>

namespace scalescope {

QString probeCutText(const ProbeTestUnderway &test);

} // namespace scalescope
