#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The app measuring a cluster from a workstation: three hosts of netns-hosts.sh at 200 Mbit/s.
# tst_probeacrosshosts (the Probe tab, driven with the keyboard and mouse) runs on hostC, the user's
# machine; it runs on hostA over ssh, with the probe's command an mpirun line across hostA and
# hostB. The test checks what the app shows (the Hosts tab); check_link.py then judges the document
# the app saved against the shaped link, as for mpi_across_hosts.sh. A second run loses hostB
# midway (its sshd killed): the app must say so in words and keep what was measured.
# usage: gui_across_hosts.sh TST_PROBEACROSSHOSTS PROBE_MPI [SOURCE_DIR]   (exit 77: skipped)
# SCALESCOPE_MULTIHOST_KEEP=1 keeps the work folder (document, logs) for a look afterwards;
# SCALESCOPE_MULTIHOST_SCREENSHOT=PREFIX saves the Probe tab on its Hosts page, in English and Korean.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: gui_across_hosts.sh TST_PROBEACROSSHOSTS PROBE_MPI [SOURCE_DIR]" >&2; exit 2; }
gui_test="$(readlink -f "$1")"
probe="$(readlink -f "$2")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(readlink -f "${3:-$here/../..}")"
fixture="$here/netns-hosts.sh"
readonly iface=net0 rate=200
# shellcheck source=tests/multihost/common.sh
source "$here/common.sh"

require_namespaces "network namespaces and sshd need root (CI runs as root)"
[[ -x "$gui_test" && -x "$probe" ]] || { echo "FAIL: no executable $gui_test or $probe"; exit 1; }
require_commands "iproute2, util-linux, openssh-client, openmpi-bin, python3" \
  ip tc unshare nsenter ssh ssh-keygen mpirun python3 timeout
[[ -x /usr/sbin/sshd ]] || skip "/usr/sbin/sshd is missing (openssh-server)"
require_tbf

work="$(new_workdir)"
up=""
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  # down ends what is left in the hosts (the test, mpirun, orted, ranks, sshd) and deletes them.
  if [[ -n "$up" ]]; then "$fixture" down "$work/hosts" || true; fi
  "$fixture" sweep || true
  if [[ -n "${SCALESCOPE_MULTIHOST_KEEP:-}" ]]; then echo "kept $work"; else rm -rf "$work"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT
trap 'echo "terminated"; exit 143' TERM

mkdir -p "$work/hosts"
up=1
"$fixture" up 3 "$rate" "$work/hosts" $$
config="$work/hosts/ssh_config"
# What a user types as the probe's command on hostA: mpirun across the two hosts, the same
# transport settings as mpi_across_hosts.sh (which says why), and the message sizes the link is
# judged at. The app appends the suites, budget and output options.
command="mpirun --allow-run-as-root -np 2 --host hostA,hostB --bind-to none"
command+=" --mca plm_rsh_agent 'ssh -F $config' --mca btl tcp,self"
command+=" --mca btl_tcp_if_include $iface --mca oob_tcp_if_include $iface --mca mpi_yield_when_idle 1"
command+=" '$probe' --sizes 8,1M,4M"

# The fault of the second test: every sshd of hostB killed, the session that holds orted included
# (faults_across_hosts.sh's sshd-killed), while the Probe tab's run is under way.
prefix="$(cat "$work/hosts/prefix")"
fault="for p in \$(ip netns pids $prefix-h2); do [ \"\$(cat /proc/\$p/comm 2>/dev/null)\" = sshd ] && kill -KILL \$p; done; true"

start=$SECONDS
rc=0
timeout --kill-after=10 400 "$fixture" exec "$work/hosts" hostC \
  env QT_QPA_PLATFORM=offscreen QTEST_DISABLE_STACK_DUMP=1 HOME="$work" XDG_RUNTIME_DIR="$work" \
  SCALESCOPE_SSH_CONFIG="$config" SCALESCOPE_MULTIHOST_HOST=hostA SCALESCOPE_MULTIHOST_COMMAND="$command" \
  SCALESCOPE_MULTIHOST_RATE_MBIT="$rate" SCALESCOPE_MULTIHOST_DOCUMENT="$work/run.json" \
  SCALESCOPE_MULTIHOST_SCREENSHOT="${SCALESCOPE_MULTIHOST_SCREENSHOT:-}" SCALESCOPE_MULTIHOST_FAULT="$fault" \
  SCALESCOPE_MULTIHOST_PARTIAL="$work/partial.json" \
  "$gui_test" || rc=$?
echo "the Probe tab's runs across hostA and hostB (whole, then losing hostB), started on hostC, took $((SECONDS - start)) s (exit $rc)"
if ((rc != 0)); then
  echo "FAIL: tst_probeacrosshosts exited $rc"
  for f in "$work"/hosts/host*/sshd.log; do
    if [[ -s "$f" ]]; then echo "== $f"; tail -20 "$f"; fi
  done
  exit 1
fi
[[ -s "$work/run.json" ]] || { echo "FAIL: the app saved no document"; exit 1; }
if [[ -d "$src/gpu/schema" ]]; then
  python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$work/run.json" \
    || { echo "FAIL: the document the app saved is not valid"; exit 1; }
  python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$work/partial.json" \
    || { echo "FAIL: the partial document the app kept after losing hostB is not valid"; exit 1; }
fi
[[ -s "$work/partial.json" ]] || { echo "FAIL: the app kept no partial document after losing hostB"; exit 1; }
burst="$(sed -n 's/^burst_bytes=//p' "$work/hosts/link")"
mtu="$("$fixture" exec "$work/hosts" hostA cat "/sys/class/net/$iface/mtu")"
stamps="$("$fixture" exec "$work/hosts" hostA cat /proc/sys/net/ipv4/tcp_timestamps)"
python3 "$here/check_link.py" "$work/run.json" --rate "$rate" --burst "$burst" --hosts 2 --ranks-per-host 1 \
  --iface "$iface" --mtu "$mtu" --tcp-timestamps "$stamps" \
  || { echo "FAIL: the document the app saved does not match the link"; exit 1; }
echo "PASS"
