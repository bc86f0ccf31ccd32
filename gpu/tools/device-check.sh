#!/usr/bin/env bash
# Checks the probe's CUDA backend on a machine with a GPU, in one run of under 5 minutes:
#   1. gets a probe: the binary given with --binary (built elsewhere; its ldd is printed), or
#      configures and builds -DSCALESCOPE_PROBE_ONLY=ON from this source tree;
#   2. finds cuBLASLt and NCCL (the toolkit, the system, or Python's nvidia-* packages) and puts
#      their folders on LD_LIBRARY_PATH, since the probe opens them at run time;
#   3. runs every suite (--format jsonl, the document in OUTDIR/probe.json) and validates it
#      against the schema when python3 has jsonschema;
#   4. times PyTorch on the same machine in the same run (torch.matmul bf16 8192³, a device copy,
#      pinned host copies) and prints probe ÷ PyTorch with the targets: GEMM ≥ 0.9, device
#      copy ≥ 0.9, host copies ≥ 0.8, and every verification passing;
#   5. runs scalescope-probe-mpi --backend cuda on one rank (the NCCL communicator made from a
#      unique id sent through MPI, the train-step with its gradients summed by NCCL) when that
#      binary is beside the probe (or given with --mpi-binary) and its MPI library loads here. One
#      GPU allows one rank only: the paths across several ranks stay unchecked by this script.
# Exit 0 when every target is met, 1 when one is missed, 3 when there is no GPU, 2 on bad usage.
#
# usage: gpu/tools/device-check.sh [--binary PATH] [--mpi-binary PATH] [--out OUTDIR] [--budget SECONDS]
#
# A binary to carry to the GPU machine: build it portable, for the chip, without Qt:
#   cmake -S . -B build-probe -G Ninja -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_CUDA=ON \
#         -DSCALESCOPE_PROBE_NATIVE=OFF -DCMAKE_CUDA_ARCHITECTURES="80;90" && cmake --build build-probe &&
#   strip build-probe/bin/scalescope-probe build-probe/bin/scalescope-probe-mpi
# (the default -march=native would tie it to the build machine's CPU; stripped it is about 2 MB
# instead of 39). It links only libc, libstdc++, libgcc and libgomp (the MPI one also libmpi); the static CUDA runtime
# needs a driver for CUDA 13 or newer.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
binary=""
mpibinary=""
outdir="${OUT:-/tmp/scalescope-device-check}"
budget=180
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="$2"; shift 2 ;;
        --mpi-binary) mpibinary="$2"; shift 2 ;;
        --out) outdir="$2"; shift 2 ;;
        --budget) budget="$2"; shift 2 ;;
        -h|--help) sed -n '2,27p' "$0"; exit 0 ;;
        *) echo "device-check: unknown argument $1" >&2; exit 2 ;;
    esac
done
mkdir -p "$outdir"
log() { printf '== %s\n' "$*"; }
started=$(date +%s)

log "machine"
if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader
else
    echo "nvidia-smi: not available"
fi
python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda)' 2>&1 || true

# cuBLASLt and NCCL: every folder that holds them, first found first.
libdirs=()
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib /usr/lib/x86_64-linux-gnu \
    $(python3 -c 'import site; print(" ".join(site.getsitepackages()))' 2>/dev/null); do
    [ -d "$dir" ] || continue
    while IFS= read -r f; do
        d=$(dirname "$f")
        [[ " ${libdirs[*]-} " == *" $d "* ]] || libdirs+=("$d")
    done < <(find -H "$dir" -maxdepth 5 \( -name 'libcublasLt.so*' -o -name 'libnccl.so*' \) 2>/dev/null)
done
if [ ${#libdirs[@]} -gt 0 ]; then
    joined=$(IFS=:; echo "${libdirs[*]}")
    export LD_LIBRARY_PATH="$joined${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
log "cuBLASLt / NCCL folders: ${libdirs[*]-none found}"

if [ -z "$binary" ]; then
    log "building the probe here (-DSCALESCOPE_PROBE_ONLY=ON)"
    build="$outdir/build"
    if ! cmake -S "$root" -B "$build" -G Ninja -DSCALESCOPE_PROBE_ONLY=ON -DSCALESCOPE_CUDA=ON \
            -DSCALESCOPE_BUILD_TESTS=OFF -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES="80;90" >"$outdir/configure.log" 2>&1 ||
       ! cmake --build "$build" --target scalescope-probe >"$outdir/build.log" 2>&1; then
        tail -30 "$outdir/configure.log" "$outdir/build.log" 2>/dev/null
        echo "device-check: could not build the probe here (it needs CMake, Ninja, nvcc, Eigen and nlohmann-json);" \
             "build it elsewhere as this script's header says and pass --binary" >&2
        exit 1
    fi
    binary="$build/bin/scalescope-probe"
    # Only where CMake found MPI; step 5 says when it is missing.
    cmake --build "$build" --target scalescope-probe-mpi >>"$outdir/build.log" 2>&1 || true
fi
log "probe: $binary"
ldd "$binary" || true

"$binary" --list --format text
if ! "$binary" --list --format json | python3 -c 'import json,sys; sys.exit(0 if json.load(sys.stdin)["cuda_available"] else 1)'; then
    echo "device-check: the probe sees no CUDA device here; nothing to check" >&2
    exit 3
fi

log "probe, every suite (budget ${budget} s)"
"$binary" --backend cuda --format jsonl --out "$outdir/probe.json" --budget "$budget" >"$outdir/probe.jsonl" 2>"$outdir/probe.err"
rc=$?
echo "probe exit code $rc ($(( $(date +%s) - started )) s so far)"
cat "$outdir/probe.err"
if python3 -c 'import jsonschema' 2>/dev/null; then
    python3 "$root/tests/gpu/validate_probe.py" "$root/gpu/schema/probe-1.schema.json" document "$outdir/probe.json"
else
    echo "schema validation skipped: python3 has no jsonschema here"
fi

log "PyTorch on the same machine, then probe ÷ PyTorch"
python3 "$here/torch_reference.py" --probe "$outdir/probe.json" --out "$outdir/torch.json"
verdict=$?

log "scalescope-probe-mpi --backend cuda on one rank"
[ -n "$mpibinary" ] || mpibinary="$(dirname "$binary")/scalescope-probe-mpi"
if [ ! -x "$mpibinary" ]; then
    echo "skipped: no scalescope-probe-mpi beside the probe (build it with libopenmpi-dev, or pass --mpi-binary)"
elif ldd "$mpibinary" | grep -q 'not found'; then
    ldd "$mpibinary" | grep 'not found'
    echo "skipped: its MPI library is not installed here (Debian: openmpi-bin)"
else
    launch=()
    command -v mpirun >/dev/null && launch=(mpirun --allow-run-as-root -np 1)
    timeout 300 "${launch[@]}" "$mpibinary" --backend cuda --quick --suite inventory,allreduce,train-step \
        --format text --out "$outdir/probe-mpi.json" 2>"$outdir/probe-mpi.err"
    mpirc=$?
    cat "$outdir/probe-mpi.err"
    echo "scalescope-probe-mpi exit code $mpirc"
    if python3 -c 'import jsonschema' 2>/dev/null && [ -f "$outdir/probe-mpi.json" ]; then
        python3 "$root/tests/gpu/validate_probe.py" "$root/gpu/schema/probe-1.schema.json" document "$outdir/probe-mpi.json" ||
            mpirc=1
    fi
    [ "$mpirc" -eq 0 ] || verdict=1
fi
echo "device-check: $(( $(date +%s) - started )) s in all; probe exit code $rc"
[ "$rc" -eq 0 ] || verdict=1
exit "$verdict"
