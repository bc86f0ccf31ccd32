#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the probe's CUDA backend on a machine with a GPU, in one run of under 5 minutes.
#
# usage: gpu/tools/device-check.sh [--binary PATH] [--mpi-binary PATH] [--out OUTDIR] [--budget SECONDS] [--limit SECONDS]
#        gpu/tools/device-check.sh --build [--out OUTDIR] [--budget SECONDS] [--limit SECONDS]
#
# The probe to check is a stripped binary carried to the GPU machine: --binary PATH, by default
# build-probe/bin/scalescope-probe of this tree (and scalescope-probe-mpi beside it). Build it on
# any machine with the CUDA toolkit, portable and for the chip:
#   cmake -S . -B build-probe -G Ninja -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_CUDA=ON \
#         -DSCALESCOPE_PROBE_NATIVE=OFF -DCMAKE_CUDA_ARCHITECTURES="80;90" && cmake --build build-probe &&
#   strip build-probe/bin/scalescope-probe build-probe/bin/scalescope-probe-mpi
# (the default -march=native would tie it to the build machine's CPU; stripped it is about 2 MB
# instead of 39). It links only libc, libstdc++, libgcc and libgomp (the MPI one also libmpi); the
# static CUDA runtime needs a driver for CUDA 13 or newer. --build builds it here instead, in a
# temporary folder (it needs CMake, Ninja, nvcc, Eigen and nlohmann-json); never in OUTDIR.
#
# Steps:
#   1. the machine: nvidia-smi, and torch's version where python3 has it;
#   2. finds cuBLASLt and NCCL (the toolkit, the system, or Python's nvidia-* packages), which the
#      probe opens at run time, and gives their folders to the probe's own command lines only
#      (PyTorch keeps the cuBLAS it ships with);
#   3. runs every suite with --budget (180 s by default) and prints each suite's time beside what
#      it should take on one H200, so a suite cut off by the budget shows:
#        inventory 2 s, gemm 25 s (24 tests), memory 5 s, host 30 s (56 sizes), p2p 0 s and
#        allreduce 0 s (they need two GPUs), latency 2 s, train-step 15 s: about 80 s in all;
#   4. times PyTorch on the same machine in the same run (torch.matmul bf16 8192³ under the
#      probe's protocol: L2 flushed before each call, as many calls; a device copy, pinned host
#      copies) and prints probe ÷ PyTorch with the targets: GEMM ≥ 0.9, device copy ≥ 0.9, host
#      copies ≥ 0.8, and every verification passing. Without torch the table has the probe's
#      figures and "—" for PyTorch; without python3 it says so (no table);
#   5. runs scalescope-probe-mpi --backend cuda on one rank (the NCCL communicator made from a
#      unique id sent through MPI, the train-step with its gradients summed by NCCL) when that
#      binary is there and its MPI library loads. One GPU allows one rank only: the paths across
#      several ranks stay unchecked by this script;
#   6. leaves in OUTDIR the documents compressed (probe.json.gz, probe.jsonl.gz, probe-mpi.json.gz,
#      each far below 16 MiB), the PyTorch figures and the logs.
# The whole run stops within --limit seconds (285 by default: the device machine's calls end at 5
# minutes). Each step gets what is left less a share the later steps keep back — the probe all but
# 25 % of the limit (its --budget is lowered to fit, with a margin for the test in flight),
# PyTorch all but 12 %, MPI all but 2 % — and a step that hangs is stopped (SIGTERM, then SIGKILL
# 5 s later) and named as stopped at the time limit.
# Exit 0 when every target is met, 1 when one is missed or cannot be checked, 3 when there is no
# GPU, 2 on bad usage or when there is no probe to check.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
binary=""
mpibinary=""
build=0
outdir="${OUT:-/tmp/scalescope-device-check}"
budget=180
limit=285
expected="inventory=2,gemm=25,memory=5,host=30,p2p=0,latency=2,allreduce=0,train-step=15"
# The header above, or its first lines: this script's help.
header() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
usage() { header | sed -n '1,4p'; }
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="${2-}"; shift 2 || { usage >&2; exit 2; } ;;
        --mpi-binary) mpibinary="${2-}"; shift 2 || { usage >&2; exit 2; } ;;
        --build) build=1; shift ;;
        --out) outdir="${2-}"; shift 2 || { usage >&2; exit 2; } ;;
        --budget) budget="${2-}"; shift 2 || { usage >&2; exit 2; } ;;
        --limit) limit="${2-}"; shift 2 || { usage >&2; exit 2; } ;;
        -h|--help) header; exit 0 ;;
        *) echo "device-check: unknown argument $1" >&2; usage >&2; exit 2 ;;
    esac
done
for n in "$budget" "$limit"; do
    case "$n" in
        ''|*[!0-9]*) echo "device-check: --budget and --limit take whole seconds, not '$n'" >&2; exit 2 ;;
    esac
done
if [ "$build" -eq 1 ] && [ -n "$binary" ]; then
    echo "device-check: give --binary or --build, not both" >&2
    exit 2
fi
if [ "$build" -eq 0 ] && [ -z "$binary" ]; then
    binary="$root/build-probe/bin/scalescope-probe"
    if [ ! -x "$binary" ]; then
        echo "device-check: no probe to check: carry a stripped build-probe/bin/scalescope-probe (see --help)," \
             "pass --binary PATH, or --build to build one here" >&2
        exit 2
    fi
fi
if [ -n "$binary" ] && [ ! -x "$binary" ]; then
    echo "device-check: $binary is not an executable file" >&2
    exit 2
fi
mkdir -p "$outdir" || exit 2
log() { printf '== %s\n' "$*"; }
started=$(date +%s)
# Seconds a step may run: what is left of --limit less the share (percent of the limit) that the
# steps after it keep back, and less the 5 s a stopped step may take to leave.
window() { echo $(( limit - ($(date +%s) - started) - limit * $1 / 100 - 5 )); }
# Runs a step under its window; says so when the window ended it.
bounded() {
    local seconds=$1 what=$2
    shift 2
    timeout -k 5 "$seconds" "$@"
    local code=$?
    if [ "$code" -eq 124 ] || [ "$code" -eq 137 ]; then
        echo "device-check: $what stopped at the time limit (${seconds} s of --limit ${limit})" >&2
    fi
    return "$code"
}
havepython=0
command -v python3 >/dev/null 2>&1 && havepython=1

log "machine"
if command -v nvidia-smi >/dev/null 2>&1; then
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader
else
    echo "nvidia-smi: not available"
fi
if [ "$havepython" -eq 1 ]; then
    timeout 60 python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>/dev/null ||
        echo "torch: not installed for $(command -v python3)"
else
    echo "python3: not installed (no PyTorch comparison and no schema check)"
fi

# cuBLASLt and NCCL: every folder that holds them, first found first; for the probe alone.
libdirs=()
sitedirs=""
[ "$havepython" -eq 1 ] && sitedirs=$(python3 -c 'import site; print(" ".join(site.getsitepackages()))' 2>/dev/null)
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib /usr/lib/x86_64-linux-gnu $sitedirs; do
    [ -d "$dir" ] || continue
    while IFS= read -r f; do
        d=$(dirname "$f")
        [[ " ${libdirs[*]-} " == *" $d "* ]] || libdirs+=("$d")
    done < <(find -H "$dir" -maxdepth 5 \( -name 'libcublasLt.so*' -o -name 'libnccl.so*' \) 2>/dev/null)
done
probeenv=(env)
if [ ${#libdirs[@]} -gt 0 ]; then
    joined=$(IFS=:; echo "${libdirs[*]}")
    probeenv=(env "LD_LIBRARY_PATH=$joined${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")
fi
log "cuBLASLt / NCCL folders for the probe: ${libdirs[*]-none found}"

if [ "$build" -eq 1 ]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/scalescope-probe-build.XXXXXX") || exit 2
    trap 'rm -rf "$work"' EXIT
    log "building the probe in $work (-DSCALESCOPE_PROBE_ONLY=ON)"
    if ! cmake -S "$root" -B "$work" -G Ninja -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_CUDA=ON \
            -DSCALESCOPE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES="80;90" >"$work/configure.log" 2>&1 ||
       ! cmake --build "$work" --target scalescope-probe >"$work/build.log" 2>&1; then
        tail -30 "$work/configure.log" "$work/build.log" 2>/dev/null
        echo "device-check: could not build the probe here (it needs CMake, Ninja, nvcc, Eigen and nlohmann-json);" \
             "build it elsewhere as --help says and pass --binary" >&2
        exit 2
    fi
    binary="$work/bin/scalescope-probe"
    # Only where CMake found MPI; step 5 says when it is missing.
    cmake --build "$work" --target scalescope-probe-mpi >>"$work/build.log" 2>&1 || true
fi
log "probe: $binary"
ldd "$binary" 2>&1 || true

# Whether there is a device, from the probe's own words: no Python needed.
listing=$("${probeenv[@]}" "$binary" --list --format text 2>&1)
echo "$listing"
if ! printf '%s\n' "$listing" | grep -q '^CUDA: available'; then
    echo "device-check: the probe sees no CUDA device here; nothing to check" >&2
    exit 3
fi

probewindow=$(window 25)
if [ "$probewindow" -lt 10 ]; then
    echo "device-check: --limit ${limit} leaves the probe no time; give more seconds" >&2
    exit 2
fi
margin=$((probewindow / 4 < 15 ? probewindow / 4 : 15)) # room for the test in flight when the budget runs out
if [ "$budget" -gt $((probewindow - margin)) ]; then
    budget=$((probewindow - margin))
    echo "device-check: the probe's --budget lowered to ${budget} s to fit --limit ${limit}"
fi
log "probe, every suite (budget ${budget} s)"
bounded "$probewindow" "the probe" "${probeenv[@]}" "$binary" --backend cuda --format jsonl --out "$outdir/probe.json" \
    --budget "$budget" >"$outdir/probe.jsonl" 2>"$outdir/probe.err"
rc=$?
echo "probe exit code $rc ($(( $(date +%s) - started )) s so far)"
cat "$outdir/probe.err"
verdict=0
if [ "$havepython" -eq 1 ]; then
    python3 "$here/torch_reference.py" --probe "$outdir/probe.json" --suites "$expected"
    if python3 -c 'import jsonschema' 2>/dev/null; then
        python3 "$root/tests/gpu/validate_probe.py" "$root/gpu/schema/probe-1.schema.json" document "$outdir/probe.json" ||
            verdict=1
    else
        echo "schema validation skipped: python3 has no jsonschema here"
    fi
    log "PyTorch on the same machine, then probe ÷ PyTorch"
    torchwindow=$(window 12)
    if [ "$torchwindow" -lt 5 ]; then
        echo "device-check: no time left for PyTorch within --limit ${limit}: not compared" >&2
        verdict=1
    else
        bounded "$torchwindow" "the PyTorch comparison" \
            python3 "$here/torch_reference.py" --probe "$outdir/probe.json" --out "$outdir/torch.json" || verdict=1
    fi
else
    echo "device-check: python3 is missing: no suite table, no schema check and no comparison with PyTorch;" \
         "the probe's figures are in $outdir/probe.json.gz"
    grep -c '"budget_exhausted"' "$outdir/probe.json" | sed 's/^/tests cut off by the budget: /'
    verdict=1
fi

log "scalescope-probe-mpi --backend cuda on one rank"
[ -n "$mpibinary" ] || mpibinary="$(dirname "$binary")/scalescope-probe-mpi"
if [ ! -x "$mpibinary" ]; then
    echo "skipped: no scalescope-probe-mpi beside the probe (build it with libopenmpi-dev, or pass --mpi-binary)"
elif ldd "$mpibinary" | grep -q 'not found'; then
    ldd "$mpibinary" | grep 'not found'
    echo "skipped: its MPI library is not installed here (Debian: openmpi-bin)"
elif [ "$(window 2)" -lt 5 ]; then
    echo "skipped: no time left within --limit ${limit}"
    verdict=1
else
    launch=()
    command -v mpirun >/dev/null 2>&1 && launch=(mpirun --allow-run-as-root -np 1)
    bounded "$(window 2)" "scalescope-probe-mpi" "${probeenv[@]}" "${launch[@]}" "$mpibinary" --backend cuda --quick \
        --suite inventory,allreduce,train-step --format text --out "$outdir/probe-mpi.json" 2>"$outdir/probe-mpi.err"
    mpirc=$?
    cat "$outdir/probe-mpi.err"
    echo "scalescope-probe-mpi exit code $mpirc"
    if [ "$havepython" -eq 1 ] && python3 -c 'import jsonschema' 2>/dev/null && [ -f "$outdir/probe-mpi.json" ]; then
        python3 "$root/tests/gpu/validate_probe.py" "$root/gpu/schema/probe-1.schema.json" document "$outdir/probe-mpi.json" ||
            mpirc=1
    fi
    [ "$mpirc" -eq 0 ] || verdict=1
fi

log "documents, compressed"
for f in probe.json probe.jsonl probe-mpi.json; do
    [ -f "$outdir/$f" ] || continue
    gzip -9 -f "$outdir/$f"
    size=$(wc -c <"$outdir/$f.gz")
    echo "$f.gz: $size bytes"
    [ "$size" -lt $((16 << 20)) ] || echo "device-check: $f.gz is over 16 MiB and may not come back" >&2
done
echo "device-check: $(( $(date +%s) - started )) s in all; probe exit code $rc"
[ "$rc" -eq 0 ] || verdict=1
exit "$verdict"
