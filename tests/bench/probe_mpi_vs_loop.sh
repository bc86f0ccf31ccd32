#!/bin/sh
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: tests/bench/probe_mpi_vs_loop.sh [RANKS] [SSH_HOST]
# 1. The all-reduce busbw that scalescope-probe-mpi reports against MPI_Allreduce timed alone by a
#    tiny loop (bench_mpi_allreduce), same ranks, same sizes, same session: probe ÷ loop per size.
# 2. With SSH_HOST (an ssh destination that logs in with a key and has this checkout at the same
#    path): the wall time of a quick probe run over ssh against the same run here: ssh ÷ local.
# mpirun gets --allow-run-as-root and --oversubscribe, as in tst_probempi: a benchmark on one node.
set -eu
ranks="${1:-2}"
host="${2:-}"
bin="$(cd "$(dirname "$0")/../.." && pwd)/build"
sizes="65536 1048576 16777216"
mpi="mpirun --allow-run-as-root --oversubscribe -np $ranks"
loop="$($mpi "$bin/tests/bench_mpi_allreduce" $sizes)"
doc="$(mktemp)"
$mpi "$bin/bin/scalescope-probe-mpi" --suite allreduce --sizes "$(echo $sizes | tr ' ' ,)" --out "$doc" >/dev/null
python3 - "$doc" "$loop" <<'PY'
import json, sys
doc, loop = json.load(open(sys.argv[1])), dict(l.split() for l in sys.argv[2].splitlines())
print("bytes      probe busbw GB/s   loop busbw GB/s   probe / loop")
for t in doc["tests"]:
    b = str(t["parameters"]["bytes"])
    print(f"{b:>10} {t['median']:14.3f} {float(loop[b]):17.3f} {t['median'] / float(loop[b]):14.2f}")
PY
rm -f "$doc"
if [ -n "$host" ]; then
    python3 - "$bin/bin/scalescope-probe" "$host" <<'PY'
import statistics, subprocess, sys, time
probe, host = sys.argv[1], sys.argv[2]
args = [probe, "--backend", "cpu", "--quick", "--suite", "inventory,latency", "--format", "jsonl"]
def median_s(cmd):
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
local = median_s(args)
remote = median_s(["ssh", "-o", "BatchMode=yes", host, "--", " ".join(args)])
print(f"quick run here {local:.3f} s (baseline), over ssh to {host} {remote:.3f} s: {remote / local:.2f}x, +{(remote - local) * 1e3:.0f} ms")
PY
fi
