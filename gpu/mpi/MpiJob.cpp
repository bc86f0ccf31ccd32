// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpiJob.h"

#include "MpiRankGroup.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace scalescope::gpu {
namespace {

using json = nlohmann::json;

MpiJob *g_job = nullptr;

// Every rank's text, in rank order, on rank 0 (empty elsewhere).
std::vector<std::string> gatherText(const std::string &mine)
{
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const int length = int(mine.size());
    std::vector<int> lengths(size_t(size), 0), offsets(size_t(size), 0);
    MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
    std::string all;
    if (rank == 0) {
        int total = 0;
        for (int r = 0; r < size; ++r)
            offsets[size_t(r)] = total, total += lengths[size_t(r)];
        all.resize(size_t(total));
    }
    MPI_Gatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR, 0, MPI_COMM_WORLD);
    std::vector<std::string> out;
    if (rank == 0)
        for (int r = 0; r < size; ++r)
            out.push_back(all.substr(size_t(offsets[size_t(r)]), size_t(lengths[size_t(r)])));
    return out;
}

std::string launcher()
{
    if (std::getenv("OMPI_COMM_WORLD_SIZE")) // Open MPI's own launcher, also inside a Slurm allocation
        return "mpirun";
    if (std::getenv("SLURM_STEP_ID") && std::getenv("SLURM_PROCID"))
        return "srun";
    return "unknown";
}

json slurmJson()
{
    if (!std::getenv("SLURM_JOB_ID"))
        return nullptr;
    json out = json::object();
    for (const char *name : {"SLURM_JOB_ID", "SLURM_JOB_NAME", "SLURM_JOB_NODELIST", "SLURM_JOB_NUM_NODES", "SLURM_NTASKS",
                             "SLURM_NTASKS_PER_NODE", "SLURM_JOB_PARTITION", "SLURM_STEP_ID", "SLURM_CLUSTER_NAME"})
        if (const char *v = std::getenv(name))
            out[name] = v;
    return out;
}

} // namespace

MpiJob::MpiJob(const HostInfo &host, const std::function<json(int localRank)> &moreDetail) : m_host(host)
{
    int size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &m_rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm local = MPI_COMM_NULL;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, m_rank, MPI_INFO_NULL, &local);
    int localRank = 0;
    MPI_Comm_rank(local, &localRank);
    MPI_Comm_size(local, &m_localSize);
    MPI_Comm_free(&local);

    json mine = {{"rank", m_rank},
                 {"hostname", host.hostname},
                 {"local_rank", localRank},
                 {"cpu_model", host.cpuModel},
                 {"architecture", host.architecture},
                 {"logical_cpus", host.logicalCpus},
                 {"memory_bytes", host.memoryBytes},
                 {"numa_nodes", host.numaNodes},
                 {"nics", host.nics}};
    if (moreDetail)
        mine.update(moreDetail(localRank));
    std::string all;
    if (m_rank == 0) {
        json list = json::array();
        for (const std::string &text : gatherText(mine.dump()))
            list.push_back(json::parse(text));
        all = list.dump();
    } else {
        gatherText(mine.dump());
    }
    // Every rank knows every rank's host: the suites name the participants on any rank.
    int length = int(all.size());
    MPI_Bcast(&length, 1, MPI_INT, 0, MPI_COMM_WORLD);
    all.resize(size_t(length));
    MPI_Bcast(all.data(), length, MPI_CHAR, 0, MPI_COMM_WORLD);
    for (const json &d : json::parse(all))
        m_ranks.push_back({d["rank"].get<int>(), d["hostname"].get<std::string>(), d["local_rank"].get<int>(), d});
    m_world = std::make_unique<MpiRankGroup>(*this, MPI_COMM_WORLD, false);
}

MpiJob::~MpiJob() = default;

int MpiJob::threadsPerRank() const
{
    return std::max(1, m_host.logicalCpus / std::max(1, m_localSize));
}

json MpiJob::toJson() const
{
    char version[MPI_MAX_LIBRARY_VERSION_STRING] = {};
    int length = 0;
    MPI_Get_library_version(version, &length);
    std::string text(version, size_t(std::max(0, length)));
    text = text.substr(0, text.find_first_of(",\n"));
    // "Open MPI v4.1.4" → library "Open MPI", version "4.1.4"; other libraries keep their first line.
    std::string library = text, libraryVersion = text;
    if (const auto v = text.rfind(" v"); v != std::string::npos && v + 2 < text.size() && std::isdigit(text[v + 2])) {
        library = text.substr(0, v);
        libraryVersion = text.substr(v + 2);
    }
    int major = 0, minor = 0;
    MPI_Get_version(&major, &minor);

    json hosts = json::array(), details = json::array();
    size_t mostOnAHost = 1;
    for (const RankInfo &r : m_ranks) {
        details.push_back(r.detail);
        auto it = std::find_if(hosts.begin(), hosts.end(), [&](const json &h) { return h["hostname"] == r.hostname; });
        if (it == hosts.end())
            hosts.push_back({{"hostname", r.hostname}, {"ranks", json::array({r.rank})}});
        else
            (*it)["ranks"].push_back(r.rank), mostOnAHost = std::max(mostOnAHost, (*it)["ranks"].size());
    }
    return {{"launcher", launcher()},
            {"library", library},
            {"library_version", libraryVersion},
            {"mpi_standard", std::to_string(major) + "." + std::to_string(minor)},
            {"ranks", size()},
            {"hosts", hosts},
            {"ranks_per_host", int(mostOnAHost)},
            {"threads_per_rank", threadsPerRank()},
            {"rank_details", details},
            {"slurm", slurmJson()}};
}

Participants MpiJob::participants(int count) const
{
    std::vector<int> ranks;
    for (int r = 0; r < std::min(count, size()); ++r)
        ranks.push_back(r);
    return participants(ranks);
}

Participants MpiJob::participants(const std::vector<int> &ranks) const
{
    Participants p;
    p.ranks = ranks;
    for (int r : ranks) {
        const std::string &h = m_ranks[size_t(r)].hostname;
        if (std::find(p.hosts.begin(), p.hosts.end(), h) == p.hosts.end())
            p.hosts.push_back(h);
    }
    return p;
}

bool MpiJob::agree(MPI_Comm comm, bool decision)
{
    int flag = decision ? 1 : 0;
    MPI_Bcast(&flag, 1, MPI_INT, 0, comm);
    return flag != 0;
}

SampleRun MpiJob::sampleTogether(MPI_Comm comm, const std::function<double()> &step, const SamplerOptions &options,
                                 const std::atomic<bool> &cancel)
{
    int rank = 0;
    MPI_Comm_rank(comm, &rank);
    if (rank == 0) {
        const SampleRun run = sample(
            [&]() {
                agree(comm, true);
                return step();
            },
            options, cancel);
        agree(comm, false);
        return run;
    }
    while (agree(comm, false))
        step();
    return {};
}

MpiJob &mpiJob()
{
    if (!g_job)
        throw std::logic_error("scalescope-probe-mpi: the MPI job is not set up");
    return *g_job;
}

void setMpiJob(MpiJob *job)
{
    g_job = job;
}

} // namespace scalescope::gpu
