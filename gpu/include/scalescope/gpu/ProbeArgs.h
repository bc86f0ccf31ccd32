// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line of scalescope-probe (and of scalescope-probe-mpi, which has other suites).
#include "scalescope/gpu/SuiteRegistry.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::gpu {

struct GemmShape
{
    int64_t m = 0, n = 0, k = 0;
};

struct ProbeArgs
{
    std::string backend = "auto";        // auto | cuda | cpu
    std::string devices = "all";         // "all" or a comma list of indices, as given
    std::vector<int> deviceIndices;      // the list parsed, in order, without repeats; empty for "all"
    std::vector<std::string> suites;     // parseProbeArgs sets every suite unless --suite chose
    std::vector<std::string> precisions; // empty: the suite's defaults
    std::vector<int64_t> sizes;          // bytes; empty: the suite's defaults
    std::vector<GemmShape> shapes;       // empty: defaults
    std::vector<int> workers;            // train-step worker counts; empty: 1..hardware threads
    std::optional<double> budget;        // seconds for the whole run
    bool quick = false;
    std::string format = "json"; // json | jsonl | text
    std::string out;             // final document path ("" = none besides stdout)
    bool stopOnStdinEof = false; // cancel when standard input closes (a run over SSH whose caller went away)
    bool list = false;
    bool help = false;
    bool version = false;

    // Measures CUDA device `index` alone, as `--devices index` would (the MPI probe gives each rank one).
    void selectOneDevice(int index);
};

struct ParseResult
{
    ProbeArgs args;
    std::string error; // non-empty: a usage error
};

ParseResult parseProbeArgs(const std::vector<std::string> &argv, const std::vector<SuiteInfo> &suites = suiteRegistry());
// `about` replaces the paragraph that says what the plain probe does; `oneMachine` false leaves out
// --devices and --shapes (the MPI probe gives each rank its own GPU and multiplies no matrices).
std::string probeUsage(const std::string &tool = "scalescope-probe", const std::vector<SuiteInfo> &suites = suiteRegistry(),
                       const std::string &about = {}, bool oneMachine = true);

// "64K" -> 65536, "1M" -> 1048576, "2G" -> 2^31, "4096" -> 4096; nullopt when malformed.
std::optional<int64_t> parseByteSize(const std::string &text);

} // namespace scalescope::gpu
