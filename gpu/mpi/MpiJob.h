// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The MPI job scalescope-probe-mpi runs in: this rank, the ranks on each host, the launcher, the
// library, and the collective helpers every cross-rank suite uses. Rank 0 decides (whether to
// measure, when a sample series has enough) and the other ranks follow, so every rank makes the
// same collective calls in the same order.
#include "scalescope/gpu/HostInfo.h"
#include "scalescope/gpu/ProbeResult.h"
#include "scalescope/gpu/RankGroup.h"
#include "scalescope/gpu/Statistics.h"

#include <mpi.h>
#include <nlohmann/json.hpp>

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace scalescope::gpu {

struct RankInfo
{
    int rank = 0;
    std::string hostname;
    int localRank = 0;     // among the ranks on its host
    nlohmann::json detail; // the document's mpi.rank_details entry
};

class MpiJob
{
public:
    // Call after MPI_Init: gathers every rank's host facts (collective). `moreDetail(localRank)`
    // adds to this rank's rank_details entry (its GPU, for the CUDA backend).
    explicit MpiJob(const HostInfo &host, const std::function<nlohmann::json(int localRank)> &moreDetail = {});
    ~MpiJob();

    int rank() const { return m_rank; }
    int size() const { return int(m_ranks.size()); }
    bool root() const { return m_rank == 0; }
    const std::vector<RankInfo> &ranks() const { return m_ranks; }
    // Every rank of the job, for the suites that reach their peers through a RankGroup.
    RankGroup &world() const { return *m_world; }
    int ranksOnMyHost() const { return m_localSize; }
    // This host's hardware threads shared among its ranks, at least one.
    int threadsPerRank() const;
    bool oversubscribed() const { return m_localSize > m_host.logicalCpus; }
    // The document's "mpi" member.
    nlohmann::json toJson() const;
    // Which ranks and hosts take part when ranks 0..count−1 (or `ranks`) do.
    Participants participants(int count) const;
    Participants participants(const std::vector<int> &ranks) const;

    // Rank 0's `decision`, the same on every rank of `comm`.
    static bool agree(MPI_Comm comm, bool decision);
    // Rank 0 samples `step` with the stopping rule; the other ranks of `comm` call `step` as often.
    // Only rank 0's SampleRun holds the times.
    static SampleRun sampleTogether(MPI_Comm comm, const std::function<double()> &step, const SamplerOptions &options,
                                    const std::atomic<bool> &cancel);

private:
    const HostInfo &m_host;
    int m_rank = 0;
    int m_localSize = 1;
    std::vector<RankInfo> m_ranks;
    std::unique_ptr<RankGroup> m_world;
};

// The job the suites run in; set by main() before the run.
MpiJob &mpiJob();
void setMpiJob(MpiJob *job);

} // namespace scalescope::gpu
