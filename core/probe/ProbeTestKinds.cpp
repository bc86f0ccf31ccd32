// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeTestKinds.h"

#include <array>
#include <utility>

namespace scalescope {
namespace {

constexpr std::array<std::pair<ProbeStatus, const char *>, 4> kStatuses{{
    {ProbeStatus::Ok, "ok"},
    {ProbeStatus::NotApplicable, "not_applicable"},
    {ProbeStatus::Failed, "failed"},
    {ProbeStatus::Cancelled, "cancelled"},
}};

constexpr std::array<std::pair<ProbeReason, const char *>, 16> kReasons{{
    {ProbeReason::NoCudaDriver, "no_cuda_driver"},
    {ProbeReason::NoCudaDevice, "no_cuda_device"},
    {ProbeReason::NotCompiled, "not_compiled"},
    {ProbeReason::CudaError, "cuda_error"},
    {ProbeReason::NoReducedPrecision, "no_reduced_precision"},
    {ProbeReason::UnsupportedPrecision, "unsupported_precision"},
    {ProbeReason::LibraryMissing, "library_missing"},
    {ProbeReason::SymbolMissing, "symbol_missing"},
    {ProbeReason::SingleDevice, "single_device"},
    {ProbeReason::SingleRank, "single_rank"},
    {ProbeReason::NoPeerAccess, "no_peer_access"},
    {ProbeReason::VerificationFailed, "verification_failed"},
    {ProbeReason::RuntimeError, "runtime_error"},
    {ProbeReason::DeviceLost, "device_lost"},
    {ProbeReason::BudgetExhausted, "budget_exhausted"},
    {ProbeReason::Interrupted, "interrupted"},
}};

} // namespace

std::optional<ProbeStatus> probeStatusFromKey(QStringView key)
{
    for (const auto &[status, text] : kStatuses)
        if (key == QLatin1String(text))
            return status;
    return std::nullopt;
}

QString probeStatusKey(ProbeStatus status)
{
    for (const auto &[s, text] : kStatuses)
        if (s == status)
            return QLatin1String(text);
    return {};
}

ProbeReason probeReasonFromCode(QStringView code)
{
    if (code.isEmpty())
        return ProbeReason::None;
    for (const auto &[reason, text] : kReasons)
        if (code == QLatin1String(text))
            return reason;
    return ProbeReason::Unknown;
}

QString probeReasonCode(ProbeReason reason)
{
    for (const auto &[r, text] : kReasons)
        if (r == reason)
            return QLatin1String(text);
    return {};
}

} // namespace scalescope
