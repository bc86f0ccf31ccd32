// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// RankGroup over an MPI communicator: how the CUDA suites across ranks reach their peers.
#include "MpiJob.h"
#include "scalescope/gpu/RankGroup.h"

#include <mpi.h>

namespace scalescope::gpu {

class MpiRankGroup final : public RankGroup
{
public:
    // `comm`'s rank r is the job's rank r (the world, or its first ranks); owned: freed at the end.
    MpiRankGroup(const MpiJob &job, MPI_Comm comm, bool owned);
    ~MpiRankGroup() override;
    MpiRankGroup(const MpiRankGroup &) = delete;
    MpiRankGroup &operator=(const MpiRankGroup &) = delete;

    int rank() const override { return m_rank; }
    int size() const override { return m_size; }
    void broadcast(void *data, size_t bytes) override;
    bool agree(bool decision) override;
    bool all(bool mine) override;
    double sumOnRoot(double mine) override;
    double maxOnRoot(double mine) override;
    SampleRun sampleTogether(const std::function<double()> &step, const SamplerOptions &options,
                             const std::atomic<bool> &cancel) override;
    std::unique_ptr<RankGroup> firstRanks(int count) override;
    Participants participants(int count) const override;

private:
    const MpiJob &m_job;
    MPI_Comm m_comm;
    bool m_owned;
    int m_rank = 0;
    int m_size = 1;
};

} // namespace scalescope::gpu
