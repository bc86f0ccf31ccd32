// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpiRankGroup.h"

#include <algorithm>
#include <climits>

namespace scalescope::gpu {

MpiRankGroup::MpiRankGroup(const MpiJob &job, MPI_Comm comm, bool owned) : m_job(job), m_comm(comm), m_owned(owned)
{
    MPI_Comm_rank(m_comm, &m_rank);
    MPI_Comm_size(m_comm, &m_size);
}

MpiRankGroup::~MpiRankGroup()
{
    if (m_owned)
        MPI_Comm_free(&m_comm);
}

void MpiRankGroup::broadcast(void *data, size_t bytes)
{
    // MPI counts are int: large buffers go in chunks.
    auto *p = static_cast<char *>(data);
    for (size_t done = 0; done < bytes;) {
        const int chunk = int(std::min<size_t>(bytes - done, size_t(INT_MAX)));
        MPI_Bcast(p + done, chunk, MPI_BYTE, 0, m_comm);
        done += size_t(chunk);
    }
}

bool MpiRankGroup::agree(bool decision)
{
    return MpiJob::agree(m_comm, decision);
}

bool MpiRankGroup::all(bool mine)
{
    int flag = mine ? 1 : 0, every = 0;
    MPI_Allreduce(&flag, &every, 1, MPI_INT, MPI_MIN, m_comm);
    return every != 0;
}

double MpiRankGroup::sumOnRoot(double mine)
{
    double total = mine;
    MPI_Reduce(&mine, &total, 1, MPI_DOUBLE, MPI_SUM, 0, m_comm);
    return m_rank == 0 ? total : mine;
}

double MpiRankGroup::maxOnRoot(double mine)
{
    double most = mine;
    MPI_Reduce(&mine, &most, 1, MPI_DOUBLE, MPI_MAX, 0, m_comm);
    return m_rank == 0 ? most : mine;
}

SampleRun MpiRankGroup::sampleTogether(const std::function<double()> &step, const SamplerOptions &options,
                                       const std::atomic<bool> &cancel)
{
    return MpiJob::sampleTogether(m_comm, step, options, cancel);
}

std::unique_ptr<RankGroup> MpiRankGroup::firstRanks(int count)
{
    MPI_Comm sub = MPI_COMM_NULL;
    MPI_Comm_split(m_comm, m_rank < count ? 0 : MPI_UNDEFINED, m_rank, &sub);
    if (sub == MPI_COMM_NULL)
        return nullptr;
    return std::make_unique<MpiRankGroup>(m_job, sub, true);
}

Participants MpiRankGroup::participants(int count) const
{
    return m_job.participants(count);
}

} // namespace scalescope::gpu
