// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/ProbeArgs.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace scalescope::gpu {
namespace {

constexpr double kMaxByteSize = 1099511627776.0; // 1 TiB
constexpr double kMaxBudgetSeconds = 1e7;        // about 16 weeks

std::vector<std::string> splitList(const std::string &s)
{
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, ','))
        if (!item.empty())
            out.push_back(item);
    return out;
}

bool contains(const std::vector<std::string> &v, const std::string &x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

std::optional<int64_t> parseByteSize(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end == text.c_str() || !(v > 0) || !std::isfinite(v)) // NaN fails v > 0
        return std::nullopt;
    std::string suffix(end);
    if (!suffix.empty() && (suffix.back() == 'B' || suffix.back() == 'b'))
        suffix.pop_back();
    if (!suffix.empty() && (suffix.back() == 'i'))
        suffix.pop_back();
    double mul = 1;
    if (suffix == "K" || suffix == "k")
        mul = 1024.0;
    else if (suffix == "M" || suffix == "m")
        mul = 1024.0 * 1024;
    else if (suffix == "G" || suffix == "g")
        mul = 1024.0 * 1024 * 1024;
    else if (!suffix.empty())
        return std::nullopt;
    // No probe buffer is larger than a TiB; a bigger value would also overflow the conversion.
    if (v * mul > kMaxByteSize || v * mul < 1)
        return std::nullopt;
    return static_cast<int64_t>(v * mul);
}

std::string probeUsage(const std::string &tool, const std::vector<SuiteInfo> &suites, const std::string &about, bool oneMachine)
{
    std::string suiteList;
    for (const std::string &name : suiteNames(suites))
        suiteList += (suiteList.empty() ? "" : ",") + name;
    const std::string indent(tool.size() + 8, ' ');
    return "usage: " + tool + " [--backend auto|cuda|cpu]" + (oneMachine ? " [--devices LIST|all]" : "") + "\n" + indent +
           "[--suite " + suiteList + "|all]\n" + indent + "[--precision LIST] [--sizes LIST]" +
           (oneMachine ? " [--shapes MxNxK,...]" : "") + " [--workers LIST]\n" + indent +
           "[--budget SECONDS] [--quick] [--format json|jsonl|text] [--out FILE] [--list]\n" + indent +
           "[--stop-on-stdin-eof] [--help] [--version]\n"
           "\n" +
           (about.empty() ? "Measures this machine (GPUs through CUDA when available, else the CPU) and writes a\n"
                            "scalescope.probe/1 JSON document. --format jsonl streams events (start, progress, result,\n"
                            "warning, end) while --out FILE receives the final document; without --out the\n"
                            "stream ends with a document event that holds it.\n"
                          : about) +
           (oneMachine ? "--devices takes CUDA device indices (0,2). cuBLASLt, NCCL and NVML are loaded when the\n"
                         "probe runs; --list says which were found, and lists the suites with their precisions.\n"
                       : "cuBLASLt, NCCL and NVML are loaded when the probe runs; --list says which were found,\n"
                         "and lists the suites with their precisions.\n") +
           "--stop-on-stdin-eof ends the run as SIGTERM does once standard input closes: a run\n"
           "started over ssh stops when the connection does.\n"
           "Sizes take bytes with K/M/G suffixes (powers of two). Exit codes: 0 ok or not applicable,\n"
           "2 usage, 3 requested backend has no device, 4 a verification failed, 5 runtime error,\n"
           "130 interrupted (a valid partial document is still written).\n";
}

void ProbeArgs::selectOneDevice(int index)
{
    devices = std::to_string(index);
    deviceIndices = {index};
}

ParseResult parseProbeArgs(const std::vector<std::string> &argv, const std::vector<SuiteInfo> &suites)
{
    ParseResult r;
    ProbeArgs &a = r.args;
    a.suites = suiteNames(suites);
    auto fail = [&](const std::string &msg) {
        r.error = msg;
        return r;
    };
    for (size_t i = 0; i < argv.size(); ++i) {
        std::string opt = argv[i];
        std::string value;
        bool hasInline = false;
        if (const auto eq = opt.find('='); opt.rfind("--", 0) == 0 && eq != std::string::npos) {
            value = opt.substr(eq + 1);
            opt = opt.substr(0, eq);
            hasInline = true;
        }
        auto next = [&](std::string &out) {
            if (hasInline) {
                out = value;
                return true;
            }
            if (i + 1 >= argv.size())
                return false;
            out = argv[++i];
            return true;
        };
        std::string v;
        if (opt == "--help" || opt == "-h") {
            a.help = true;
        } else if (opt == "--version") {
            a.version = true;
        } else if (opt == "--quick") {
            a.quick = true;
        } else if (opt == "--list") {
            a.list = true;
        } else if (opt == "--stop-on-stdin-eof") {
            a.stopOnStdinEof = true;
        } else if (opt == "--backend") {
            if (!next(v) || (v != "auto" && v != "cuda" && v != "cpu"))
                return fail("--backend takes auto, cuda or cpu");
            a.backend = v;
        } else if (opt == "--devices") {
            if (!next(v) || v.empty())
                return fail("--devices takes a comma list of indices or 'all'");
            a.deviceIndices.clear();
            if (v != "all")
                for (const auto &d : splitList(v)) {
                    if (d.find_first_not_of("0123456789") != std::string::npos || d.size() > 6)
                        return fail("--devices: '" + d + "' is not a device index");
                    if (std::find(a.deviceIndices.begin(), a.deviceIndices.end(), std::stoi(d)) == a.deviceIndices.end())
                        a.deviceIndices.push_back(std::stoi(d));
                }
            a.devices = v;
        } else if (opt == "--suite") {
            if (!next(v))
                return fail("--suite takes a comma list");
            if (v == "all") {
                a.suites = suiteNames(suites);
            } else {
                a.suites.clear();
                for (const auto &s : splitList(v)) {
                    if (!findSuite(suites, s))
                        return fail("unknown suite '" + s + "'");
                    a.suites.push_back(s);
                }
                if (a.suites.empty())
                    return fail("--suite takes at least one suite");
            }
        } else if (opt == "--precision") {
            if (!next(v))
                return fail("--precision takes a comma list");
            a.precisions.clear();
            for (const auto &p : splitList(v)) {
                if (!contains(knownPrecisions(), p))
                    return fail("unknown precision '" + p + "' (fp64, fp32, tf32, fp16, bf16, fp8)");
                a.precisions.push_back(p);
            }
        } else if (opt == "--sizes") {
            if (!next(v))
                return fail("--sizes takes a comma list");
            a.sizes.clear();
            for (const auto &s : splitList(v)) {
                const auto b = parseByteSize(s);
                if (!b)
                    return fail("--sizes: '" + s + "' is not a size (bytes, or with K/M/G)");
                a.sizes.push_back(*b);
            }
        } else if (opt == "--shapes") {
            if (!next(v))
                return fail("--shapes takes MxNxK,...");
            a.shapes.clear();
            for (const auto &s : splitList(v)) {
                GemmShape g;
                char x1 = 0, x2 = 0;
                std::stringstream ss(s);
                if (!(ss >> g.m >> x1 >> g.n >> x2 >> g.k) || x1 != 'x' || x2 != 'x' || g.m <= 0 || g.n <= 0 || g.k <= 0 ||
                    !ss.eof())
                    return fail("--shapes: '" + s + "' is not MxNxK");
                a.shapes.push_back(g);
            }
        } else if (opt == "--workers") {
            if (!next(v))
                return fail("--workers takes a comma list");
            a.workers.clear();
            for (const auto &s : splitList(v)) {
                // Digits only and at most four of them before converting (atoi overflows on 4294967297).
                const bool digits = s.size() <= 4 && s.find_first_not_of("0123456789") == std::string::npos;
                int w = 0;
                if (digits)
                    std::from_chars(s.data(), s.data() + s.size(), w);
                if (w <= 0 || w > 1024)
                    return fail("--workers: '" + s + "' is not a worker count from 1 to 1024");
                a.workers.push_back(w);
            }
        } else if (opt == "--budget") {
            if (!next(v))
                return fail("--budget takes seconds");
            char *end = nullptr;
            const double b = std::strtod(v.c_str(), &end);
            if (end == v.c_str() || *end || !(b > 0) || b > kMaxBudgetSeconds) // NaN and inf fail here
                return fail("--budget: '" + v + "' is not a number of seconds from 0 to 10000000");
            a.budget = b;
        } else if (opt == "--format") {
            if (!next(v) || (v != "json" && v != "jsonl" && v != "text"))
                return fail("--format takes json, jsonl or text");
            a.format = v;
        } else if (opt == "--out") {
            if (!next(v) || v.empty())
                return fail("--out takes a file name");
            a.out = v;
        } else {
            return fail("unknown argument '" + argv[i] + "'");
        }
    }
    return r;
}

} // namespace scalescope::gpu
