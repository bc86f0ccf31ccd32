#!/bin/sh
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: tests/bench/probe_list_vs_version.sh [PROBE] [RUNS]
# Median wall time of `scalescope-probe --list` (CUDA runtime query, cuBLASLt, NCCL and NVML
# opened to say whether they load) against `--version` from the same binary (baseline: the
# process starting and exiting). The app's Probe tab runs --list in the background.
probe="${1:-build/bin/scalescope-probe}"
runs="${2:-20}"
python3 - "$probe" "$runs" <<'PY'
import statistics, subprocess, sys, time
probe, runs = sys.argv[1], int(sys.argv[2])
def median_s(args):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([probe] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
base = median_s(["--version"])
listing = median_s(["--list", "--format", "json"])
print(f"--version {base * 1e3:.1f} ms (baseline), --list {listing * 1e3:.1f} ms: {listing / base:.1f}x")
PY
