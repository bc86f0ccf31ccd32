// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/Statistics.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace scalescope::gpu {

double monotonicSeconds()
{
    using clock = std::chrono::steady_clock;
    return std::chrono::duration<double>(clock::now().time_since_epoch()).count();
}

Summary summarize(std::vector<double> v)
{
    Summary s;
    if (v.empty())
        return s;
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    s.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    s.min = v.front();
    s.max = v.back();
    s.mean = std::accumulate(v.begin(), v.end(), 0.0) / double(n);
    double ss = 0;
    for (double x : v)
        ss += (x - s.mean) * (x - s.mean);
    s.stddev = n > 1 ? std::sqrt(ss / double(n - 1)) : 0;
    return s;
}

SampleRun sample(const std::function<double()> &fn, const SamplerOptions &o, const std::atomic<bool> &cancel)
{
    SampleRun run;
    const double start = monotonicSeconds();
    auto timed = [&]() {
        const double t0 = monotonicSeconds();
        const double own = fn();
        return own >= 0 ? own : monotonicSeconds() - t0;
    };
    for (int i = 0; i < o.warmup; ++i) {
        if (cancel.load()) {
            run.cancelled = true;
            return run;
        }
        timed();
        if (monotonicSeconds() - start > o.maxTime)
            break;
    }
    const double sampling = monotonicSeconds();
    while (static_cast<int>(run.seconds.size()) < o.maxSamples) {
        if (cancel.load()) {
            run.cancelled = true;
            break;
        }
        const double s = timed();
        run.seconds.push_back(s);
        const int n = static_cast<int>(run.seconds.size());
        const double now = monotonicSeconds();
        if (now - start > o.maxTime && n >= 1)
            break;
        if (n >= o.minSamples && now - sampling >= o.minTime) {
            const Summary sm = summarize(run.seconds);
            if (sm.mean > 0 && sm.stddev / sm.mean < o.targetRelStddev)
                break;
        }
    }
    return run;
}

} // namespace scalescope::gpu
