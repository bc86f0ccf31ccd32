// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/ProbeMath.h"

#include "scalescope/gpu/AcceleratorCatalogData.h"
#include "scalescope/gpu/Statistics.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <regex>
#include <sstream>

namespace scalescope::gpu {

std::optional<Plateau> bandwidthPlateau(const std::vector<SweepPoint> &sweep, double within)
{
    double best = 0;
    for (const SweepPoint &p : sweep)
        best = std::max(best, p.gbs);
    if (best <= 0)
        return std::nullopt;
    Plateau plateau;
    std::vector<double> values;
    for (const SweepPoint &p : sweep) {
        if (p.gbs >= (1.0 - within) * best) {
            values.push_back(p.gbs);
            plateau.sizes.push_back(p.bytes);
        }
    }
    std::sort(plateau.sizes.begin(), plateau.sizes.end());
    plateau.fromBytes = plateau.sizes.front();
    plateau.gbs = summarize(values).median;
    return plateau;
}

double allreduceBusFactor(int ranks)
{
    return ranks > 0 ? 2.0 * double(ranks - 1) / double(ranks) : 0.0;
}

double tf32InputError(int64_t k)
{
    return 2 * std::ldexp(1.0, -11) / std::sqrt(double(std::max<int64_t>(1, k)));
}

GemmTolerance gemmTolerance(const std::string &precision, int64_t k)
{
    const double fp32 = std::ldexp(1.0, -24), fp64 = std::ldexp(1.0, -53);
    // fp32 accumulation of random-signed products errs by a few units of fp32's rounding relative
    // to Σ|a·b|, whatever k (~1e-7): a quarter of tf32's input error leaves it a margin of 10× or more
    // up to k = 65,536, and tf32 inputs fail it by 3× or more.
    if (precision == "fp32")
        return {2 * fp32, tf32InputError(k) / 4};
    double accumulation = 50.0 * std::sqrt(double(std::max<int64_t>(1, k))) * (precision == "fp64" ? fp64 : fp32);
    // Hopper's fp8 tensor cores keep about 14 bits while they accumulate (DeepSeek-V3 report,
    // §3.3.2); cuBLAS without fast accumulation carries the sums on in fp32, so each partial sum
    // errs by at most 2⁻¹⁴ of its own Σ|a·b|.
    if (precision == "fp8")
        accumulation += std::ldexp(1.0, -14);
    const double input = precision == "tf32" ? 2 * std::ldexp(1.0, -11) : 0; // both factors to a 10-bit mantissa
    double output = precision == "fp64" ? fp64 : fp32;
    if (precision == "fp16")
        output = std::ldexp(1.0, -11);
    if (precision == "bf16" || precision == "fp8") // fp8 products are written as bf16
        output = std::ldexp(1.0, -8);
    return {2 * output, 2 * input + accumulation};
}

double gemmErrorRatio(const GemmTolerance &t, double ref, double mag, double got)
{
    if (!std::isfinite(got) || !std::isfinite(ref) || !std::isfinite(mag))
        return std::numeric_limits<double>::infinity();
    const double error = std::fabs(got - ref), allowed = t.ofResult * std::fabs(ref) + t.ofMagnitude * mag;
    if (allowed > 0)
        return error / allowed;
    return error == 0 ? 0.0 : std::numeric_limits<double>::infinity(); // all products zero: exactly zero
}

uint32_t patternXor(size_t words)
{
    uint32_t x = 0;
    for (size_t i = 0; i < words; ++i)
        x ^= patternWord(i);
    return x;
}

uint32_t xorOfReads(size_t words, int calls)
{
    return calls % 2 ? patternXor(words) : 0u;
}

std::vector<double> evenlySpaced(const std::vector<double> &v, size_t keep)
{
    if (v.size() <= keep || keep == 0)
        return keep == 0 ? std::vector<double>{} : v;
    if (keep == 1)
        return {v.front()};
    std::vector<double> out;
    out.reserve(keep);
    for (size_t i = 0; i < keep; ++i)
        out.push_back(v[i * (v.size() - 1) / (keep - 1)]);
    return out;
}

std::vector<int> parseCpuList(const std::string &text)
{
    std::vector<int> cpus;
    std::stringstream s(text);
    std::string part;
    static const std::regex range(R"(\s*(\d+)(?:-(\d+))?\s*)");
    while (std::getline(s, part, ',')) {
        std::smatch m;
        if (!std::regex_match(part, m, range) || m[1].length() > 6 || m[2].length() > 6) // stoi throws past int
            return {};
        const int lo = std::stoi(m[1].str()), hi = m[2].matched ? std::stoi(m[2].str()) : lo;
        if (hi < lo || hi - lo > 65536)
            return {};
        for (int c = lo; c <= hi; ++c)
            cpus.push_back(c);
    }
    return cpus;
}

std::optional<double> catalogPeakTflops(const std::string &deviceName, const std::string &precision)
{
    static const nlohmann::json catalog = nlohmann::json::parse(acceleratorCatalogJson());
    // The app's normalisation (AcceleratorCatalog::normaliseName): lower case, runs of blanks,
    // '_' and '-' folded to one space.
    std::string name = std::regex_replace(deviceName, std::regex(R"([\s_\-]+)"), " ");
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    name = std::regex_replace(name, std::regex(R"(^ +| +$)"), "");
    const std::string key = (precision == "fp16" || precision == "bf16") ? "fp16_bf16" : precision;
    // Every entry the name fits must give the same peak (GH200's two memory variants do):
    // otherwise say nothing rather than pick one.
    std::optional<double> peak;
    bool matchedAny = false;
    for (const nlohmann::json &e : catalog.at("entries")) {
        bool matches = false;
        for (const nlohmann::json &pattern : e.value("match", nlohmann::json::array())) {
            try {
                matches = matches || std::regex_search(name, std::regex(pattern.get<std::string>(), std::regex::icase));
            } catch (const std::regex_error &) { // a pattern only PCRE understands: the app still matches it
            }
        }
        if (!matches)
            continue;
        std::optional<double> value;
        if (e.contains("peak_tflops") && e["peak_tflops"].is_object()) {
            const nlohmann::json &peaks = e["peak_tflops"];
            if (peaks.contains(key) && peaks[key].is_object() && peaks[key]["value"].is_number())
                value = peaks[key]["value"].get<double>();
        }
        if (matchedAny && value != peak)
            return std::nullopt;
        matchedAny = true;
        peak = value;
    }
    return peak;
}

} // namespace scalescope::gpu
