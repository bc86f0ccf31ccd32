// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/ProbeResult.h"

#include "scalescope/gpu/ProbeMath.h"

#include <algorithm>

namespace scalescope::gpu {

std::string statusKey(TestStatus s)
{
    switch (s) {
    case TestStatus::Ok:
        return "ok";
    case TestStatus::NotApplicable:
        return "not_applicable";
    case TestStatus::Failed:
        return "failed";
    case TestStatus::Cancelled:
        return "cancelled";
    }
    return "failed";
}

namespace {

nlohmann::json opt(const std::optional<double> &v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json TestResult::toJson() const
{
    nlohmann::json j = {
        {"suite", suite},
        {"name", name},
        {"device", device},
        {"status", statusKey(status)},
        {"reason_code", reasonCode.empty() ? nlohmann::json(nullptr) : nlohmann::json(reasonCode)},
        {"reason", reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(reason)},
        {"parameters", parameters},
        {"metric", metric.empty() ? nlohmann::json(nullptr) : nlohmann::json(metric)},
        {"unit", unit.empty() ? nlohmann::json(nullptr) : nlohmann::json(unit)},
        {"byte_convention", byteConvention ? nlohmann::json(*byteConvention) : nlohmann::json(nullptr)},
        {"samples_s", evenlySpaced(samples, kSamplesKept)},
        {"values", evenlySpaced(values, kSamplesKept)},
        {"sample_count", std::max(samples.size(), values.size())},
    };
    if (!values.empty())
        j["median"] = summary.median, j["min"] = summary.min, j["max"] = summary.max, j["stddev"] = summary.stddev;
    else
        j["median"] = nullptr, j["min"] = nullptr, j["max"] = nullptr, j["stddev"] = nullptr;
    j["verified"] = verified ? nlohmann::json(*verified) : nlohmann::json(nullptr);
    j["verification"] = verification;
    j["extra"] = extra;
    if (trainStep) {
        const TrainStepEntry &t = *trainStep;
        j["train_step"] = {{"devices", t.devices},
                           {"mode", t.mode},
                           {"precision", t.precision},
                           {"samples_per_s", t.samplesPerS},
                           {"compute_s", t.computeS},
                           {"comm_s", t.commS},
                           {"step_s", t.stepS},
                           {"speedup", opt(t.speedup)},
                           {"efficiency", opt(t.efficiency)},
                           {"epsilon_eff", opt(t.epsilonEff)},
                           {"oversubscribed", t.oversubscribed}};
    }
    if (participants)
        j["participants"] = {{"ranks", participants->ranks}, {"hosts", participants->hosts}};
    return j;
}

TestResult allreduceResult(const std::string &name, const std::string &device, int64_t bytes, int ranks)
{
    TestResult r;
    r.suite = "allreduce";
    r.device = device;
    r.name = name;
    r.metric = "busbw";
    r.unit = "GB/s";
    r.byteConvention = "moved";
    r.parameters = {{"bytes", bytes}, {"ranks", ranks}, {"operation", "sum"}, {"datatype", "float32"}};
    return r;
}

void setAllreduceBandwidth(TestResult &r, int64_t bytes, int ranks, const std::vector<double> &seconds)
{
    const double factor = allreduceBusFactor(ranks);
    std::vector<double> alg;
    r.samples = seconds;
    r.values.clear();
    for (double t : seconds) {
        alg.push_back(double(bytes) / t / 1e9);
        r.values.push_back(alg.back() * factor);
    }
    r.summary = summarize(r.values);
    r.extra["algbw_gbs_median"] = summarize(alg).median;
    r.extra["busbw_gbs_median"] = r.summary.median;
    r.extra["busbw_factor"] = factor;
    r.extra["algbw_gbs"] = evenlySpaced(alg, kSamplesKept); // beside the samples the document keeps
}

TestResult skipped(const std::string &suite, const std::string &name, const std::string &device, TestStatus status,
                   const std::string &code, const std::string &reason)
{
    TestResult r;
    r.suite = suite;
    r.name = name;
    r.device = device;
    r.status = status;
    r.reasonCode = code;
    r.reason = reason;
    return r;
}

} // namespace scalescope::gpu
