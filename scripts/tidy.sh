#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# clang-tidy with the checks in .clang-tidy on ScaleScope's C++ (core, app, gpu) changed lately:
# by default the files touched by commits in the 3 hours before the newest one (one session's work),
# or those changed since BASE. Needs build/compile_commands.json (scripts/test.sh makes it).
# Usage: scripts/tidy.sh [BASE]. Any finding fails. (The compile commands are gcc's: clang is told to
# pass over gcc-only warning options.)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
[[ -f build/compile_commands.json ]] || { echo "tidy: build/compile_commands.json is missing; run scripts/test.sh first" >&2; exit 2; }
if [[ $# -gt 0 ]]; then
  mapfile -t changed < <(git diff --name-only "$1" -- '*.cpp')
else
  since=$(( $(git log -1 --format=%ct) - 3 * 3600 ))
  mapfile -t changed < <(git log --since="@$since" --name-only --format= -- '*.cpp' | sort -u)
fi
files=()
for f in "${changed[@]}"; do
  [[ -f "$f" && "$f" =~ ^(core|app|gpu)/ ]] && files+=("$f")
done
if [[ ${#files[@]} -eq 0 ]]; then
  echo "tidy: no changed C++ file in core, app or gpu"
  exit 0
fi
echo "tidy: ${#files[@]} files"
# clang cannot read gcc's precompiled headers: tidy reads the compile commands without them (so a
# file that only compiles thanks to the precompiled header is a finding too).
db="$(mktemp -d /tmp/scalescope-tidy.XXXXXX)"
trap 'rm -rf "$db"' EXIT
python3 - build/compile_commands.json "$db/compile_commands.json" <<'PY'
import json, re, sys
entries = json.load(open(sys.argv[1]))
for e in entries:
    e["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", e["command"])
json.dump(entries, open(sys.argv[2], "w"))
PY
rc=0
# A few files per clang-tidy, one clang-tidy per core: a session that touched every file (a licence
# header) would otherwise take a quarter of an hour on one core. xargs exits non-zero when any did.
out="$(printf '%s\0' "${files[@]}" |
  xargs -0 -n 4 -P "$(nproc)" clang-tidy -p "$db" --quiet --extra-arg=-Wno-unknown-warning-option 2>&1)" || rc=$? # WarningsAsErrors: any finding exits non-zero
grep -v "warnings generated" <<<"$out" || true
if [[ $rc -ne 0 ]]; then
  echo "tidy: findings above" >&2
  exit 1
fi
echo "tidy: clean"
