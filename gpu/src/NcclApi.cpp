// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/NcclApi.h"

#include "scalescope/gpu/DynamicLibrary.h"

namespace scalescope::gpu {

std::string NcclApi::version() const
{
    int v = 0;
    if (!usable() || GetVersion(&v) != 0)
        return {};
    // NCCL_VERSION(X,Y,Z): X*10000 + Y*100 + Z since 2.9 (X*1000 + Y*100 + Z before).
    const int major = v >= 10000 ? v / 10000 : v / 1000;
    const int minor = v >= 10000 ? (v % 10000) / 100 : (v % 1000) / 100;
    return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(v % 100);
}

const NcclApi &ncclApi()
{
    static const NcclApi api = [] {
        NcclApi a;
        static DynamicLibrary lib;
        if (lib.open(libraryCandidates({"libnccl.so.2", "libnccl.so"}))) {
            lib.bind(a.GetVersion, "ncclGetVersion");
            lib.bind(a.CommInitAll, "ncclCommInitAll");
            lib.bind(a.GetUniqueId, "ncclGetUniqueId");
            lib.bind(a.CommInitRank, "ncclCommInitRank");
            lib.bind(a.CommDestroy, "ncclCommDestroy");
            lib.bind(a.AllReduce, "ncclAllReduce");
            lib.bind(a.GroupStart, "ncclGroupStart");
            lib.bind(a.GroupEnd, "ncclGroupEnd");
            lib.bind(a.GetErrorString, "ncclGetErrorString");
        }
        a.path = lib.path();
        a.reasonCode = lib.reasonCode();
        a.reason = lib.reason();
        return a;
    }();
    return api;
}

} // namespace scalescope::gpu
