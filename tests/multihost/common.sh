# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash
# Sourced by the multihost tests: skipping (exit 77) where hosts cannot be made here, and a work
# folder of the run's own that the next run removes if this one is killed before its cleanup.

skip() {
  echo "skipped: $*"
  exit 77
}

# require_commands "PACKAGES" COMMAND...: skips, naming the packages, when a command is missing.
require_commands() {
  local packages="$1" p
  shift
  for p in "$@"; do
    command -v "$p" >/dev/null || skip "$p is missing ($packages)"
  done
}

# require_namespaces "WHY ROOT": root, and ip netns working (tried on a throwaway namespace named
# as the fixture names its own, so a leftover is swept like theirs).
require_namespaces() {
  [[ $(id -u) -eq 0 ]] || skip "$1"
  local ns="ssN$$-h0"
  ip netns add "$ns" 2>/dev/null ||
    skip "ip netns add does not work here (no CAP_SYS_ADMIN, or a kernel without network namespaces)"
  ip netns delete "$ns"
}

# require_tbf: skips where tc cannot shape a link (a kernel without sch_tbf).
require_tbf() {
  local ns="ssN$$-h0" ok=1
  ip netns add "$ns"
  tc -n "$ns" qdisc add dev lo root tbf rate 1mbit burst 16kb latency 10ms 2>/dev/null || ok=0
  ip netns delete "$ns"
  ((ok)) || skip "tc cannot add a tbf qdisc (kernel without sch_tbf)"
}

# new_workdir: prints a new work folder owned by this shell, after removing those of earlier runs
# whose owner is gone.
new_workdir() {
  local old work
  for old in /tmp/scalescope-multihost.*; do
    if [[ -f "$old/owner" && ! -d "/proc/$(cat "$old/owner")" ]]; then rm -rf "$old"; fi
  done
  work="$(mktemp -d /tmp/scalescope-multihost.XXXXXX)"
  echo $$ >"$work/owner"
  echo "$work"
}
