#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer job (CI runs it): builds every target in build-asan/ (preset "asan": clang, ASan +
# UBSan, UB aborts), which must build without a warning (the tree's clang build), runs the core, CLI, probe and GUI tests
# under it, then every fuzz target over its corpus with a fixed seed and run count (deterministic;
# scripts/fuzz.sh explores for longer). Any report fails it.
# Usage: scripts/sanitize.sh [RUNS_PER_TARGET] (default 20000)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${1:-20000}"
bash scripts/install-deps.sh
tests=(tst_officialscores tst_rules tst_malformedinputs tst_parsing tst_logreading tst_formats tst_scaling tst_method tst_analysis
       tst_stability tst_planner tst_session tst_hardening tst_cli tst_probe tst_probemath)
# Every GUI test (tests/app), driven by real input events under the sanitizers.
mapfile -t gui < <(sed -n 's/^scalescope_add_test(\(tst_[a-z]*\).*/\1/p' tests/app/CMakeLists.txt)
tests+=("${gui[@]}")
cmake --preset asan >/dev/null
log="$(mktemp /tmp/scalescope-asan-build.XXXXXX)"
# Every target (benches, MPI probe and multi-host tests too), so the whole tree builds with clang.
cmake --build build-asan --target all fuzz_all 2>&1 | tee "$log"
# Warnings in our own files fail the job (ccache replays a cached object's warnings, so a fresh
# build-asan sees them all); Qt and Eigen come in as system headers.
if grep -E "^$root/[^ ]*: warning:|^(app|core|gpu|tests)/[^ ]*: warning:" "$log"; then
  echo "sanitize: the clang build has warnings (above)" >&2
  exit 1
fi
rm -f "$log"

export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Qt keeps a few allocations for the process's life that LeakSanitizer cannot see through.
export LSAN_OPTIONS="suppressions=$root/tests/fuzz/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/scalescope-xdg.XXXXXX)}"
chmod 700 "$XDG_RUNTIME_DIR"
scratch_log="$(mktemp /tmp/scalescope-asan-tests.XXXXXX)"
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
if ! ctest --test-dir build-asan -j2 -R "$regex" --output-on-failure --timeout 900 >"$scratch_log" 2>&1; then
  cat "$scratch_log"
  # LeakSanitizer's own tracer can crash at exit on a loaded machine ("LeakSanitizer has encountered
  # a fatal error": no report, nothing checked). Only such tests run again, one at a time.
  failed="$(sed -n 's/^\s*[0-9]* - \(tst_[a-z]*\) .*/\1/p' "$scratch_log")"
  again=()
  for t in $failed; do
    if awk -v t="$t" '$0 ~ "Test: "t"$" {on=1} on && /end time/ {on=0} on' build-asan/Testing/Temporary/LastTest.log |
         grep -q "LeakSanitizer has encountered a fatal error"; then
      again+=("$t")
    else
      echo "sanitize: $t failed under the sanitizers" >&2
      exit 1
    fi
  done
  echo "sanitize: LeakSanitizer itself failed in ${again[*]}; running them again, one at a time"
  ctest --test-dir build-asan -R "^($(IFS='|'; echo "${again[*]}"))\$" --output-on-failure --timeout 900
else
  grep -E "tests passed|Total Test time" "$scratch_log"
fi
rm -f "$scratch_log"

scratch="$(mktemp -d /tmp/scalescope-fuzz.XXXXXX)"
trap 'rm -rf "$scratch"' EXIT
for t in $(sed -n '/set(SCALESCOPE_FUZZ_TARGETS/,/)/p' tests/fuzz/CMakeLists.txt | tr -d '()' | tail -n +2); do
  mkdir -p "$scratch/$t"
  start=$(date +%s)
  n="$runs"
  # Rendering a chart under ASan takes about 0.3 s (parsing takes microseconds): a hundredth of the runs.
  [[ "$t" == chart_render ]] && n=$(( runs / 100 ))
  # New inputs go to the scratch folder; the seeds and the generated corpus are only read.
  if ! "build-asan/fuzz/fuzz_$t" -seed=1 -runs="$n" -max_len=65536 -print_final_stats=1 -artifact_prefix="$scratch/" \
       "$scratch/$t" $(for d in "tests/fuzz/seeds/$t" "build-asan/fuzz-corpus/$t"; do [[ -d "$d" ]] && echo "$d"; done) \
       >"$scratch/$t.log" 2>&1; then
    tail -60 "$scratch/$t.log" >&2
    echo "sanitize: fuzz_$t found a problem (input in the log above)" >&2
    exit 1
  fi
  echo "fuzz_$t: $(grep -o 'stat::number_of_executed_units: [0-9]*' "$scratch/$t.log" | tail -1 | awk '{print $2}') runs, $(( $(date +%s) - start )) s, no report"
done
echo "sanitize: passed"
