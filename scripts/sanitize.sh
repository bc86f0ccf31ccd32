#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The sanitizer job (CI runs it): builds build-asan/ (preset "asan": clang, ASan + UBSan, UB aborts),
# runs the core, CLI and probe tests under it, then every fuzz target over its corpus with a fixed
# seed and run count (deterministic; scripts/fuzz.sh explores for longer). Any report fails it.
# Usage: scripts/sanitize.sh [RUNS_PER_TARGET] (default 20000)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${1:-20000}"
bash scripts/install-deps.sh
tests=(tst_officialscores tst_rules tst_malformedinputs tst_parsing tst_logreading tst_formats tst_scaling tst_method tst_analysis
       tst_stability tst_planner tst_session tst_hardening tst_cli tst_probe tst_probemath)
cmake --preset asan >/dev/null
cmake --build build-asan --target fuzz_all scalescope-cli scalescope-probe "${tests[@]}"

export ASAN_OPTIONS="abort_on_error=1:detect_leaks=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
# Qt keeps a few allocations for the process's life that LeakSanitizer cannot see through.
export LSAN_OPTIONS="suppressions=$root/tests/fuzz/lsan.supp:print_suppressions=0"
export QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/scalescope-xdg.XXXXXX)}"
chmod 700 "$XDG_RUNTIME_DIR"
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
ctest --test-dir build-asan -R "$regex" --output-on-failure --timeout 900

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
