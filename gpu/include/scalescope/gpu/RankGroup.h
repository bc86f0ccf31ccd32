// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The processes of a job that measure together, seen by suites that must not know how they were
// launched: the CUDA suites across ranks (NCCL) talk to their peers through this, and
// scalescope-probe-mpi implements it with MPI. Every call is collective over the group, and rank 0
// decides (whether to measure, when a sample series has enough) so all ranks call in step.
#include "scalescope/gpu/ProbeResult.h"
#include "scalescope/gpu/Statistics.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>

namespace scalescope::gpu {

class RankGroup
{
public:
    virtual ~RankGroup() = default;

    virtual int rank() const = 0;
    virtual int size() const = 0;
    bool root() const { return rank() == 0; }

    // Rank 0's `bytes` at `data` on every rank.
    virtual void broadcast(void *data, size_t bytes) = 0;
    // Rank 0's decision on every rank.
    virtual bool agree(bool decision) = 0;
    // True on every rank when `mine` is true on every rank.
    virtual bool all(bool mine) = 0;
    // Σ and max over the ranks, on rank 0 (the other ranks get their own value back).
    virtual double sumOnRoot(double mine) = 0;
    virtual double maxOnRoot(double mine) = 0;
    // Rank 0 samples `step` under `options`; the other ranks call `step` as often. Only rank 0's
    // SampleRun holds the times.
    virtual SampleRun sampleTogether(const std::function<double()> &step, const SamplerOptions &options,
                                     const std::atomic<bool> &cancel) = 0;
    // Ranks 0..count−1 as a group of their own (collective over this group); nullptr on the others.
    virtual std::unique_ptr<RankGroup> firstRanks(int count) = 0;
    // Which ranks and hosts of the job took part when ranks 0..count−1 of this group did.
    virtual Participants participants(int count) const = 0;
};

} // namespace scalescope::gpu
