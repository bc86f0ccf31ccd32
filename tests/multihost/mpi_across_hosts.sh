#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# scalescope-probe-mpi across real hosts: network namespaces made by netns-hosts.sh, each with its
# own address, host name and sshd, joined by a link shaped with tbf. mpirun starts on hostA and
# reaches the others over ssh, as on a cluster. The document must name the hosts, ranks and
# interfaces, and the inter-host ping-pong must measure the shaped rate (check_link.py):
#   2 hosts at 200 and at 1000 Mbit/s, 3 hosts at 200 Mbit/s, 2 hosts x 2 ranks at 200 Mbit/s
#   (the last for pairs within a host; at 200 Mbit/s 4 ranks on a 2-core machine leave the
#   kernel's packet work the CPU it needs).
# usage: mpi_across_hosts.sh PROBE_MPI [SOURCE_DIR]   (exit 77: skipped)
# SCALESCOPE_MULTIHOST_KEEP=1 keeps the work folder (documents, logs) for a look afterwards.
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: mpi_across_hosts.sh PROBE_MPI [SOURCE_DIR]" >&2; exit 2; }
probe="$(readlink -f "$1")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(readlink -f "${2:-$here/../..}")"
fixture="$here/netns-hosts.sh"
readonly iface=net0 letters=ABCDEFGHIJKLMNOPQRSTUVWXYZ
# shellcheck source=tests/multihost/common.sh
source "$here/common.sh"

require_namespaces "network namespaces and sshd need root (CI runs as root)"
[[ -x "$probe" ]] || { echo "FAIL: no executable $probe"; exit 1; }
require_commands "iproute2, util-linux, openssh-client, openmpi-bin, python3" \
  ip tc unshare nsenter ssh ssh-keygen mpirun python3 timeout
[[ -x /usr/sbin/sshd ]] || skip "/usr/sbin/sshd is missing (openssh-server)"
require_tbf

work="$(new_workdir)"
current=""     # the run whose hosts are up
launcher=""    # the timeout process around the current mpirun
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [[ -n "$launcher" ]]; then kill -TERM "$launcher" 2>/dev/null || true; fi
  # down ends what is left in the hosts (mpirun, orted, ranks, sshd) and deletes them.
  if [[ -n "$current" ]]; then "$fixture" down "$current" || true; fi
  "$fixture" sweep || true
  if [[ -n "$launcher" ]]; then wait "$launcher" 2>/dev/null || true; fi
  if [[ -n "${SCALESCOPE_MULTIHOST_KEEP:-}" ]]; then echo "kept $work"; else rm -rf "$work"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT
trap 'echo "terminated"; exit 143' TERM

failed=0
fail() {
  echo "FAIL: $*"
  failed=1
}
show_logs() {
  local dir="$1" f
  for f in "$dir"/mpirun.err "$dir"/host*/sshd.log; do
    if [[ -s "$f" ]]; then echo "== $f"; tail -20 "$f"; fi
  done
}

table="$work/table.tsv"
# run NAME HOSTS RANKS_PER_HOST RATE_MBIT
run() {
  local name="$1" hosts="$2" per="$3" rate="$4" dir host_list="" i rc t0
  dir="$work/$name"
  mkdir -p "$dir"
  echo "== $name: $hosts hosts x $per ranks, link $rate Mbit/s"
  current="$dir"
  if ! "$fixture" up "$hosts" "$rate" "$dir" $$; then
    fail "$name: the hosts did not come up"
    show_logs "$dir"
    "$fixture" down "$dir"
    current=""
    return
  fi
  for i in $(seq "$hosts"); do
    host_list+="${host_list:+,}host${letters:i-1:1}:$per"
  done
  # What the check must know of the link: tbf's bucket, the MTU and whether TCP timestamps
  # take 12 bytes of every frame.
  local mtu stamps burst
  burst="$(sed -n 's/^burst_bytes=//p' "$dir/link")"
  mtu="$("$fixture" exec "$dir" hostA cat "/sys/class/net/$iface/mtu")"
  stamps="$("$fixture" exec "$dir" hostA cat /proc/sys/net/ipv4/tcp_timestamps)"
  # --bind-to none: the "hosts" share this machine's cores, and each orted would otherwise bind
  # its first rank to core 0 (measured: both ranks on CPU 0, 4 ms per message, one scheduler
  # tick). mpi_yield_when_idle: with more ranks than cores a polling rank must let the others,
  # and the kernel's packet processing, run. btl tcp,self: between hosts over the link, within
  # a host over TCP on lo (not shared memory), so only the shaper tells the two paths apart.
  # --sizes: 8 B for latency, 1 and 4 MiB where the link dominates (4 MiB takes 0.18 s each way
  # at 200 Mbit/s; the longest job, 3 hosts, takes about 40 s). --budget ends the probe before
  # timeout would: on a slow machine the document is still whole, untested sizes marked so.
  t0=$SECONDS
  timeout --kill-after=10 90 "$fixture" exec "$dir" hostA \
    mpirun --allow-run-as-root -np $((hosts * per)) --host "$host_list" --bind-to none \
    --mca plm_rsh_agent "ssh -F $dir/ssh_config" \
    --mca btl tcp,self --mca btl_tcp_if_include "$iface" --mca oob_tcp_if_include "$iface" \
    --mca mpi_yield_when_idle 1 \
    "$probe" --backend cpu --suite inventory,p2p,allreduce --sizes 8,1M,4M --budget 75 \
    --format json --out "$dir/probe.json" >"$dir/mpirun.out" 2>"$dir/mpirun.err" &
  launcher=$!
  rc=0
  wait "$launcher" || rc=$?
  launcher=""
  echo "   mpirun took $((SECONDS - t0)) s, exit $rc"
  if ((rc != 0)); then
    fail "$name: mpirun exited $rc$( ((rc == 124)) && echo ' (timed out)')"
    show_logs "$dir"
  elif [[ ! -s "$dir/probe.json" ]]; then
    fail "$name: no document"
    show_logs "$dir"
  else
    if [[ -d "$src/gpu/schema" ]]; then
      python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$dir/probe.json" \
        || fail "$name: the document is not valid"
    fi
    python3 "$here/check_link.py" "$dir/probe.json" --rate "$rate" --burst "$burst" --hosts "$hosts" --ranks-per-host "$per" \
      --iface "$iface" --mtu "$mtu" --tcp-timestamps "$stamps" --table "$table" \
      || fail "$name: the document does not match the link"
  fi
  "$fixture" down "$dir"
  current=""
}

start=$SECONDS
run 2hosts-200 2 1 200
run 2hosts-1000 2 1 1000
run 3hosts-200 3 1 200
run 2x2ranks-200 2 2 200

# The figure: the shaped rate against what the probe measured between hosts at the largest size.
echo
echo "shaped link vs scalescope-probe-mpi ping-pong between hosts (largest size, median of the samples):"
if [[ -s "$table" ]]; then
  python3 - "$table" <<'PY'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
largest = max(int(r[5]) for r in rows)
print(f"{'job':5} {'pair':9} {'size':>6} {'shaped Mbit/s':>13} {'measured Mbit/s':>15} {'ratio':>6}"
      f" {'expected Mbit/s':>15} {'measured/expected':>17}")
for job, rate, burst, kind, who, size, mbit, expect in rows:
    if kind == "p2p" and int(size) == largest:
        print(f"{job:5} {who:9} {int(size) >> 20:4} Mi {float(rate):13.0f} {float(mbit):15.1f} "
              f"{float(mbit) / float(rate):6.3f} {float(expect):15.1f} {float(mbit) / float(expect):17.3f}")
PY
fi
echo "total $((SECONDS - start)) s"
if ((failed)); then
  echo "FAIL"
  exit 1
fi
echo "PASS"
