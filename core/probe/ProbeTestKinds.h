// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A probe test's status and the reason it did not run or failed, typed as the probe makes them
// (gpu TestStatus and its reason codes) and read from a document's keys through one table each.
#include <QString>
#include <QStringView>

#include <optional>

namespace scalescope {

enum class ProbeStatus
{
    Ok,
    NotApplicable, // the test cannot run here (no GPU, one device, …): not a failure
    Failed,
    Cancelled // the time budget ran out or the run was stopped
};

enum class ProbeReason
{
    None,
    NoCudaDriver,
    NoCudaDevice,
    NotCompiled,
    CudaError,
    NoReducedPrecision,
    UnsupportedPrecision,
    LibraryMissing,
    SymbolMissing,
    SingleDevice,
    SingleRank,
    NoPeerAccess,
    VerificationFailed,
    RuntimeError,
    DeviceLost,
    BudgetExhausted,
    Interrupted,
    Unknown // a code this build does not know (a newer probe): ProbeTest keeps it as written
};

// "ok", "not_applicable", "failed", "cancelled"; nullopt for any other key.
std::optional<ProbeStatus> probeStatusFromKey(QStringView key);
QString probeStatusKey(ProbeStatus status);
// "no_cuda_driver", … ; None for an empty code, Unknown for one not in the table.
ProbeReason probeReasonFromCode(QStringView code);
QString probeReasonCode(ProbeReason reason); // empty for None and Unknown

} // namespace scalescope
