// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NCCL, loaded at run time. The declarations are NCCL's stable C ABI (nccl.h, 2.x); a test
// compares the constants with nccl.h wherever the header is installed.
#include <cstddef>
#include <string>

namespace scalescope::gpu {

struct NcclApi
{
    using Result = int; // ncclResult_t; 0 is ncclSuccess
    using Comm = struct ncclComm *;
    static constexpr int Float32 = 7;         // ncclFloat32
    static constexpr int Bfloat16 = 9;        // ncclBfloat16
    static constexpr int Sum = 0;             // ncclSum
    static constexpr int UniqueIdBytes = 128; // NCCL_UNIQUE_ID_BYTES
    // ncclUniqueId: rank 0 makes it, every rank of a communicator across processes gets a copy.
    struct UniqueId
    {
        char internal[UniqueIdBytes];
    };

    Result (*GetVersion)(int *version) = nullptr;
    Result (*CommInitAll)(Comm *comms, int ndev, const int *devlist) = nullptr;
    Result (*GetUniqueId)(UniqueId *id) = nullptr;
    Result (*CommInitRank)(Comm *comm, int nranks, UniqueId id, int rank) = nullptr;
    Result (*CommDestroy)(Comm comm) = nullptr;
    Result (*AllReduce)(const void *send, void *recv, size_t count, int datatype, int op, Comm comm, void *stream) = nullptr;
    Result (*GroupStart)() = nullptr;
    Result (*GroupEnd)() = nullptr;
    const char *(*GetErrorString)(Result result) = nullptr;

    std::string path;       // the library that loaded
    std::string reasonCode; // empty when usable
    std::string reason;
    bool usable() const { return reasonCode.empty(); }
    std::string version() const; // "2.28.3", or "" when unusable
};

// Loads libnccl once per process (thread-safe); never throws.
const NcclApi &ncclApi();

} // namespace scalescope::gpu
