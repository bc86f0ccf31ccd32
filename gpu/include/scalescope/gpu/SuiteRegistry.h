// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The probe's suites in one table: their names, what they measure, on which backends they run and
// with which precisions. Argument checking, --list, dispatch and the desktop's suite list (through
// --list) all read it, so a suite is added in one place.
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::gpu {

struct SuiteContext;
using SuiteRun = void (*)(SuiteContext &);

struct SuiteInfo
{
    std::string name;
    std::string description;
    SuiteRun cpu = nullptr;                 // nullptr: reported as not applicable on the CPU backend
    SuiteRun cuda = nullptr;                // nullptr: not in this build (or not a CUDA suite)
    std::vector<std::string> cpuPrecisions; // what --precision chooses from; empty: none apply
    std::vector<std::string> cudaPrecisions;
};

// A suite's CUDA run function, or nullptr in builds without CUDA, where the CUDA entry points do
// not exist (the runner never picks that backend there).
#ifdef SCALESCOPE_WITH_CUDA
#define SCALESCOPE_CUDA_RUN(f) &(f)
#else
#define SCALESCOPE_CUDA_RUN(f) nullptr
#endif
// A CUDA run's precisions: none in builds without CUDA.
std::vector<std::string> cudaOnly(std::vector<std::string> precisions);

// The plain probe's suites, in the order they run.
const std::vector<SuiteInfo> &suiteRegistry();
// The suite called `name` in `suites`, or nullptr.
const SuiteInfo *findSuite(const std::vector<SuiteInfo> &suites, std::string_view name);
std::vector<std::string> suiteNames(const std::vector<SuiteInfo> &suites);
// Every precision any suite of `suites` takes, in the order of kKnownPrecisions.
std::vector<std::string> suitePrecisions(const std::vector<SuiteInfo> &suites);

inline const std::vector<std::string> &knownPrecisions()
{
    static const std::vector<std::string> names = {"fp64", "fp32", "tf32", "fp16", "bf16", "fp8"};
    return names;
}

} // namespace scalescope::gpu
