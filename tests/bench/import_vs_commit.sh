#!/bin/sh
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: tests/bench/import_vs_commit.sh [COMMIT] [ROUNDS]
# The import of ../shared/mlperf now (build/tests/bench_import) against the same files imported
# by COMMIT's own bench_import (default 379f2a3, the last commit before the official rules engine,
# whose import the engine must stay within 10 % of). COMMIT is built once, in a worktree of its
# own (build/import-vs-<commit>, with ccache where the build has it); then both benches run in
# turn ROUNDS times (3), and the medians (and the best) of their "import, 1 thread" and "import,
# all threads" rows are compared; then, finer grained, one import's CPU time on one thread (below).
# Both read the same rounds: every training_v* folder of the shared tree.
set -eu
commit="${1:-379f2a3}"
rounds="${2:-3}"
root=$(git rev-parse --show-toplevel)
mlperf="${SCALESCOPE_MLPERF_DIR:-$root/../shared/mlperf}"
now="$root/build/tests/bench_import"
[ -x "$now" ] || { echo "build bench_import first: cmake --build build --target bench_import" >&2; exit 1; }
short=$(git -C "$root" rev-parse --short "$commit")
tree="$root/build/import-vs-$short"
if [ ! -d "$tree" ]; then
    git -C "$root" worktree add --quiet --detach "$tree" "$short" >/dev/null
fi
if [ ! -x "$tree/build/tests/bench_import" ]; then
    launcher=""
    command -v ccache >/dev/null && launcher="-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"
    cmake -S "$tree" -B "$tree/build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCALESCOPE_CUDA=OFF \
        $launcher "-DSCALESCOPE_MLPERF_DIR=$mlperf" >/dev/null
    cmake --build "$tree/build" --target bench_import >/dev/null
fi
python3 - "$now" "$tree/build/tests/bench_import" "$mlperf" "$rounds" "$short" <<'PY'
import statistics, subprocess, sys
now, then, mlperf, rounds, short = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
rows = ("import, 1 thread", "import, all threads")
def medians(binary):
    out = subprocess.run([binary, mlperf], capture_output=True, text=True, check=True).stdout
    return {r: float(line[len(r):].split()[0]) for line in out.splitlines() for r in rows if line.startswith(r)}
seen = {"now": {r: [] for r in rows}, short: {r: [] for r in rows}}
for _ in range(rounds):  # in turn, so both see the machine alike
    for name, binary in (("now", now), (short, then)):
        for r, s in medians(binary).items():
            seen[name][r].append(s)
# On a shared machine a slow spell can last a whole run of a bench: the best run of each (the
# least disturbed) is shown beside the median; and the ratio of the two runs of each round (run
# one after the other, so that a spell of a minute or more slows both), its median and range.
print(f"over {rounds} runs of each bench (each itself a median of 11 imports): median, and best")
for r in rows:
    a, b = statistics.median(seen["now"][r]), statistics.median(seen[short][r])
    x, y = min(seen["now"][r]), min(seen[short][r])
    print(f"{r:22s} median now {a:.3f} s, {short} {b:.3f} s: {a / b:.2f}x;  best {x:.3f} s, {y:.3f} s: {x / y:.2f}x")
for r in rows:
    paired = sorted(n / t for n, t in zip(seen["now"][r], seen[short][r]))
    print(f"{r:22s} round by round: median {statistics.median(paired):.2f}x, from {paired[0]:.2f}x to {paired[-1]:.2f}x")

# Finer grained, on one thread: each bench's --profile 9 and --profile 1 (nine imports and one, in
# processes of a second or two), in turn, ROUNDS times; the CPU time of one import is the least of
# the nine-import runs minus the least of the one-import runs, over eight (start-up and the rule
# book's one load cancel).
import resource
def cpu(binary, imports):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "--profile", str(imports)], capture_output=True, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
runs = {name: {1: [], 9: []} for name in ("now", short)}
for _ in range(rounds):
    for name, binary in (("now", now), (short, then)):
        for imports in (9, 1):
            runs[name][imports].append(cpu(binary, imports))
each = {name: (min(r[9]) - min(r[1])) / 8 for name, r in runs.items()}
print(f"import, 1 thread, CPU time of one import, least disturbed of {rounds} turns: "
      f"now {each['now']:.3f} s, {short} {each[short]:.3f} s: {each['now'] / each[short]:.2f}x")
PY
