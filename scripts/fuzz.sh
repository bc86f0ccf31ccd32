#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer harness for longer than CI does: scripts/fuzz.sh TARGET [SECONDS] (default 600).
# Builds build-asan/ (preset "asan": clang, ASan + UBSan) when needed. New inputs go to
# fuzz-corpus/TARGET/ beside the seeds; a crash, leak or UB report is kept in fuzz-crashes/TARGET/
# (reproduce: build-asan/fuzz/fuzz_TARGET fuzz-crashes/TARGET/crash-...). Targets: see tests/fuzz.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
target="${1:-}"
seconds="${2:-600}"
if [[ -z "$target" ]]; then
  echo "usage: scripts/fuzz.sh TARGET [SECONDS]; targets: $(sed -n '/SCALESCOPE_FUZZ_TARGETS/,/)/p' tests/fuzz/CMakeLists.txt | tr -d '()' | tail -n +2 | xargs)" >&2
  exit 2
fi
[[ -d build-asan ]] || cmake --preset asan >/dev/null
cmake --build build-asan --target "fuzz_$target" fuzz_corpus
mkdir -p "fuzz-corpus/$target" "fuzz-crashes/$target"
export ASAN_OPTIONS="${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# The first folder receives what the fuzzer finds; the others are read only.
exec "build-asan/fuzz/fuzz_$target" -max_total_time="$seconds" -print_final_stats=1 -max_len=65536 \
  -artifact_prefix="fuzz-crashes/$target/" "fuzz-corpus/$target" \
  $(for d in "tests/fuzz/seeds/$target" "build-asan/fuzz-corpus/$target"; do [[ -d "$d" ]] && echo "$d"; done)
