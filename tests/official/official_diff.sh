#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The differential test against the official MLCommons tool (../shared/tools/mlperf_logging):
#   rules      the rule table equals what the tool's YAML holds (PyYAML) and regenerates byte for byte;
#   verdicts   every run of real logs, hand-written fixtures and N mutated logs: the tool's verdict
#              (valid / invalid / tool_error, and the minutes) equals scalescope-cli check-log's;
#   scores     every result folder of the given rounds: the summarizer's score, scaling factor and
#              energy equal scalescope-cli import's.
# usage: official_diff.sh rules|verdicts|scores BIN_DIR [--count N] [--seed S] [--real GLOB...] [ROUND...]
# Exit 77 (skipped) when Debian's python3-pandas or python3-yaml is missing, or the shared tool or data
# is absent (under CI=true the data must be there).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mode="$1"; bin="$2"; shift 2
tool="${SCALESCOPE_OFFICIAL_TOOL:-$root/../shared/tools/mlperf_logging}"
data="${SCALESCOPE_MLPERF_DIR:-$root/../shared/mlperf}"
py=/usr/bin/python3
export PYTHONDONTWRITEBYTECODE=1

if [[ ! -d "$tool/mlperf_logging" || ! -d "$data" ]]; then
  if [[ "${CI:-}" == "true" ]]; then echo "CI=true but the official tool or data is missing ($tool, $data)" >&2; exit 1; fi
  echo "skipped: the official tool ($tool) or the shared data ($data) is not here" >&2; exit 77
fi
if ! "$py" -c 'import pandas, yaml, numpy, scipy' 2>/dev/null; then
  echo "skipped: Debian's python3-pandas/python3-yaml/python3-numpy/python3-scipy are not installed (scripts/debian-packages.txt)" >&2
  exit 77
fi
work="$(mktemp -d /tmp/scalescope-official.XXXXXX)"
trap 'rm -rf "$work"' EXIT

case "$mode" in
rules)
  "$bin/scalescope-rules-convert" "$tool" "$work/table.json"
  if ! cmp -s "$work/table.json" "$root/resources/rules/mlperf-rules.json"; then
    echo "resources/rules/mlperf-rules.json is not what scalescope-rules-convert makes of $tool: run scripts/update-rules.sh" >&2
    diff <(head -c 2000000 "$root/resources/rules/mlperf-rules.json") <(head -c 2000000 "$work/table.json") | head -20 >&2
    exit 1
  fi
  "$py" "$here/compare_rule_table.py" "$tool" "$root/resources/rules/mlperf-rules.json"
  ;;
verdicts)
  count=300 seed=20261203 reals=()
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --count) count="$2"; shift 2 ;;
      --seed) seed="$2"; shift 2 ;;
      --real) reals+=("$2"); shift 2 ;;
      *) echo "unknown argument $1" >&2; exit 2 ;;
    esac
  done
  manifest="$work/manifest.csv"
  "$py" "$here/mutate_logs.py" --count "$count" --seed "$seed" --data "$data" --out "$work/mutated"
  cp "$work/mutated/manifest.csv" "$manifest.mut"
  {
    echo "path,usage,ruleset"
    tail -n +2 "$work/mutated/manifest.csv" | cut -d, -f1-3 | sed "s|^|$work/mutated/|"
    tail -n +2 "$here/fixtures/manifest.csv" | sed "s|^|$here/fixtures/|"
    for g in "${reals[@]}"; do
      for f in $data/$g/result_*.txt; do
        [[ -f "$f" ]] || continue
        round="$(echo "$f" | sed -E 's#.*/(training|hpc)_v([0-9]+\.[0-9]+)/.*#\2#')"
        usage="$(echo "$f" | sed -E 's#.*/(training|hpc)_v[0-9]+\.[0-9]+/.*#\1#')"
        echo "$f,$usage,$round.0"
      done
    done
  } > "$manifest"
  echo "$(($(wc -l < "$manifest") - 1)) logs: $count mutated (seed $seed), the fixtures, ${#reals[@]} real folder pattern(s)" >&2
  start=$(date +%s%N)
  "$py" "$here/official_verdicts.py" --tool-root "$tool" "$manifest" "$work/official.csv"
  mid=$(date +%s%N)
  "$bin/scalescope-cli" check-log --manifest "$manifest" --format csv --out "$work/scalescope.csv"
  end=$(date +%s%N)
  echo "official tool $(((mid - start) / 1000000)) ms, ScaleScope $(((end - mid) / 1000000)) ms" >&2
  "$py" "$here/compare_verdicts.py" "$work/official.csv" "$work/scalescope.csv"
  ;;
scores)
  rounds=()
  for r in "$@"; do rounds+=("$data/$r"); done
  "$py" "$here/official_scores.py" --tool-root "$tool" --cli "$bin/scalescope-cli" "${rounds[@]}"
  ;;
*)
  echo "usage: official_diff.sh rules|verdicts|scores BIN_DIR ..." >&2; exit 2 ;;
esac
