// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe's words as types: a test's suite, status, reason, metric, unit and byte convention, and
// the training step's scaling mode, as the probe makes them (gpu TestStatus and its codes), each read
// from a document's key through one table. A word this build does not know (a newer probe) reads as
// Other or Unknown, and the test keeps it as written for showing.
#include <QString>
#include <QStringView>

#include <optional>

namespace scalescope::probe {

enum class ProbeSuite
{
    Inventory,
    Gemm,
    Memory,
    Host,
    P2p,
    Latency,
    Allreduce,
    TrainStep,
    Other
};

enum class ProbeMetric
{
    None,
    Throughput,
    Bandwidth,
    BusBandwidth, // an all-reduce's bus bandwidth
    Latency,
    Inventory,
    Other
};

enum class ProbeUnit
{
    None,
    GflopPerS,
    GbPerS, // 10⁹ bytes per second
    Microseconds,
    SamplesPerS,
    Other
};

// How a bandwidth counts its bytes: each byte copied once, or read and written (moved).
enum class ProbeByteConvention
{
    None,
    Copied,
    Moved
};

// The training step's scaling: a fixed global batch split across workers, or a fixed batch per worker.
enum class ProbeScalingMode
{
    Strong,
    Weak,
    Other
};

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

// "gemm", "train-step", …; Other for a key not in the table.
ProbeSuite suiteFromKey(QStringView key);
QString suiteKey(ProbeSuite suite); // empty for Other
// "throughput", "busbw", …; None for an empty key.
ProbeMetric metricFromKey(QStringView key);
QString metricKey(ProbeMetric metric);
// "GFLOP/s", "GB/s", "us", "samples/s"; None for an empty key.
ProbeUnit unitFromKey(QStringView key);
QString unitKey(ProbeUnit unit);
ProbeByteConvention byteConventionFromKey(QStringView key); // "copied", "moved"
QString byteConventionKey(ProbeByteConvention convention);
ProbeScalingMode scalingModeFromKey(QStringView key); // "strong", "weak"
QString scalingModeKey(ProbeScalingMode mode);

// "ok", "not_applicable", "failed", "cancelled"; nullopt for any other key.
std::optional<ProbeStatus> statusFromKey(QStringView key);
QString statusKey(ProbeStatus status);
// "no_cuda_driver", … ; None for an empty code, Unknown for one not in the table.
ProbeReason reasonFromCode(QStringView code);
QString reasonCode(ProbeReason reason); // empty for None and Unknown

} // namespace scalescope::probe
