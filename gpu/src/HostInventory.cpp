// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The inventory every backend starts with: this host's CPU, memory and why CUDA is or is not used.
#include "scalescope/gpu/SuiteContext.h"

namespace scalescope::gpu {

void runInventory(SuiteContext &ctx)
{
    TestResult r;
    r.suite = "inventory";
    r.name = "inventory cpu0";
    r.device = "cpu0";
    r.metric = "inventory";
    r.extra = {{"cpu_model", ctx.host.cpuModel},
               {"logical_cpus", ctx.host.logicalCpus},
               {"memory_bytes", ctx.host.memoryBytes},
               {"cuda", ctx.cuda}};
    r.verified = ctx.host.logicalCpus > 0;
    ctx.report(r);
}

} // namespace scalescope::gpu
