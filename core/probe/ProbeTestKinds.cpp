// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/probe/ProbeTestKinds.h"

#include <array>
#include <utility>

namespace scalescope::probe {
namespace {

constexpr std::array<std::pair<ProbeSuite, const char *>, 8> kSuites{{
    {ProbeSuite::Inventory, "inventory"},
    {ProbeSuite::Gemm, "gemm"},
    {ProbeSuite::Memory, "memory"},
    {ProbeSuite::Host, "host"},
    {ProbeSuite::P2p, "p2p"},
    {ProbeSuite::Latency, "latency"},
    {ProbeSuite::Allreduce, "allreduce"},
    {ProbeSuite::TrainStep, "train-step"},
}};

constexpr std::array<std::pair<ProbeMetric, const char *>, 5> kMetrics{{
    {ProbeMetric::Throughput, "throughput"},
    {ProbeMetric::Bandwidth, "bandwidth"},
    {ProbeMetric::BusBandwidth, "busbw"},
    {ProbeMetric::Latency, "latency"},
    {ProbeMetric::Inventory, "inventory"},
}};

constexpr std::array<std::pair<ProbeUnit, const char *>, 4> kUnits{{
    {ProbeUnit::GflopPerS, "GFLOP/s"},
    {ProbeUnit::GbPerS, "GB/s"},
    {ProbeUnit::Microseconds, "us"},
    {ProbeUnit::SamplesPerS, "samples/s"},
}};

constexpr std::array<std::pair<ProbeByteConvention, const char *>, 2> kByteConventions{{
    {ProbeByteConvention::Copied, "copied"},
    {ProbeByteConvention::Moved, "moved"},
}};

constexpr std::array<std::pair<ProbeScalingMode, const char *>, 2> kScalingModes{{
    {ProbeScalingMode::Strong, "strong"},
    {ProbeScalingMode::Weak, "weak"},
}};

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

// One lookup each way for both tables.
template <typename E, size_t N> std::optional<E> valueOf(const std::array<std::pair<E, const char *>, N> &table, QStringView key)
{
    for (const auto &[value, text] : table)
        if (key == QLatin1String(text))
            return value;
    return std::nullopt;
}

template <typename E, size_t N> QString keyOf(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[v, text] : table)
        if (v == value)
            return QLatin1String(text);
    return {};
}

} // namespace

ProbeSuite suiteFromKey(QStringView key)
{
    return valueOf(kSuites, key).value_or(ProbeSuite::Other);
}

QString suiteKey(ProbeSuite suite)
{
    return keyOf(kSuites, suite);
}

ProbeMetric metricFromKey(QStringView key)
{
    return key.isEmpty() ? ProbeMetric::None : valueOf(kMetrics, key).value_or(ProbeMetric::Other);
}

QString metricKey(ProbeMetric metric)
{
    return keyOf(kMetrics, metric);
}

ProbeUnit unitFromKey(QStringView key)
{
    return key.isEmpty() ? ProbeUnit::None : valueOf(kUnits, key).value_or(ProbeUnit::Other);
}

QString unitKey(ProbeUnit unit)
{
    return keyOf(kUnits, unit);
}

ProbeByteConvention byteConventionFromKey(QStringView key)
{
    return valueOf(kByteConventions, key).value_or(ProbeByteConvention::None);
}

QString byteConventionKey(ProbeByteConvention convention)
{
    return keyOf(kByteConventions, convention);
}

ProbeScalingMode scalingModeFromKey(QStringView key)
{
    return valueOf(kScalingModes, key).value_or(ProbeScalingMode::Other);
}

QString scalingModeKey(ProbeScalingMode mode)
{
    return keyOf(kScalingModes, mode);
}

std::optional<ProbeStatus> statusFromKey(QStringView key)
{
    return valueOf(kStatuses, key);
}

QString statusKey(ProbeStatus status)
{
    return keyOf(kStatuses, status);
}

ProbeReason reasonFromCode(QStringView code)
{
    if (code.isEmpty())
        return ProbeReason::None;
    return valueOf(kReasons, code).value_or(ProbeReason::Unknown);
}

QString reasonCode(ProbeReason reason)
{
    return keyOf(kReasons, reason);
}

} // namespace scalescope::probe
