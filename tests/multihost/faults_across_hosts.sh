#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# scalescope-probe-mpi across 2 hosts (netns-hosts.sh, 200 Mbit/s) while hostB fails mid-run, one
# fault per run:
#   link-cut     hostB's net0 goes down: no more packets either way, as a pulled cable
#   sshd-stop    hostB's sshd listener gets SIGTERM (systemctl stop ssh): sessions stay
#   sshd-killed  every sshd on hostB gets SIGKILL, the session that holds orted included
#   host-gone    every process on hostB gets SIGKILL and its namespace is deleted
# What must hold in each: the job ends within 60 s of the fault, no mpirun, orted, ssh or probe
# process of the job is left on any host 20 s after mpirun ended, and a document is left
# (the probe checkpoints --out after every result and as each test starts; the fault comes after
# the second result) that is valid per gpu/schema/probe-1.schema.json, does not claim a whole,
# successful run and, where the job was cut, names the test it was cut in with hostB and rank 1
# among its participants (in_progress), names the suites it did not start (not_run) where the cut
# came before the last one, and, where mpirun's SIGTERM ended it (sshd-killed), says so
# (stopped_by SIGTERM, status error, incomplete) rather than reading as a run cancelled on purpose.
# GAP lines (SCALESCOPE_MULTIHOST_STRICT=1 makes them fail) are left for behaviour not built yet.
# mpirun gets short OOB keepalives (5 s idle, 3 probes 2 s apart): with Open MPI's defaults
# (300 s, 9 x 20 s) a silent peer is noticed only after about 8 minutes (link-cut measured
# 492 s, both ranks polling at full CPU all along), and nothing in the probe bounds a rank
# blocked in MPI (not --budget either). SCALESCOPE_FAULTS_KEEPALIVE=default runs with Open MPI's
# defaults, to measure that (link-cut then takes about 9 minutes and fails the 60 s limit).
# usage: faults_across_hosts.sh PROBE_MPI [SOURCE_DIR] [CASE...]   (exit 77: skipped)
# SCALESCOPE_MULTIHOST_KEEP=1 keeps the work folder (documents, logs) for a look afterwards.
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: faults_across_hosts.sh PROBE_MPI [SOURCE_DIR] [CASE...]" >&2; exit 2; }
probe="$(readlink -f "$1")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(readlink -f "${2:-$here/../..}")"
shift $(($# >= 2 ? 2 : 1))
cases=("$@")
((${#cases[@]})) || cases=(link-cut sshd-stop sshd-killed host-gone)
fixture="$here/netns-hosts.sh"
readonly iface=net0 rate=200 limit_after_fault=60 grace=20
# p2p then all-reduce, 4 sizes each: about 27 s undisturbed; the fault comes at about 7 s, in
# the 4 MiB ping-pong.
readonly sizes=8,1M,4M,16M

# shellcheck source=tests/multihost/common.sh
source "$here/common.sh"

require_namespaces "network namespaces and sshd need root (CI runs as root)"
[[ -x "$probe" ]] || { echo "FAIL: no executable $probe"; exit 1; }
for c in "${cases[@]}"; do
  [[ "$c" =~ ^(link-cut|sshd-stop|sshd-killed|host-gone)$ ]] || { echo "unknown case $c" >&2; exit 2; }
done
require_commands "iproute2, util-linux, openssh-client, openmpi-bin, python3" \
  ip tc unshare nsenter ssh ssh-keygen mpirun python3 timeout
[[ -x /usr/sbin/sshd ]] || skip "/usr/sbin/sshd is missing (openssh-server)"
python3 -c 'import jsonschema' 2>/dev/null || skip "python3-jsonschema is missing (tests/gpu/validate_probe.py needs it)"
keepalive=(--mca oob_tcp_keepalive_time 5 --mca oob_tcp_keepalive_intvl 2 --mca oob_tcp_keepalive_probes 3)
launch_limit=110 # 4 cases at worst (110 + 10 + grace each) within CTest's 600 s
if [[ "${SCALESCOPE_FAULTS_KEEPALIVE:-}" == default ]]; then
  keepalive=()
  launch_limit=590
fi

work="$(new_workdir)"
current=""  # the case whose hosts are up
launcher="" # the timeout process around the current mpirun
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [[ -n "$launcher" ]]; then kill -TERM "$launcher" 2>/dev/null || true; fi
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
gaps=0
fail() {
  echo "   FAIL: $*"
  failed=1
}
gap() {
  echo "   GAP: $*"
  gaps=$((gaps + 1))
}
now() { date +%s.%N; }
since() { python3 -c 'import sys; print(f"{float(sys.argv[2]) - float(sys.argv[1]):.1f}")' "$1" "$2"; }

# What is still alive of case folder $1: "job" lists "pid comm" of every process in one of the
# case's namespaces (by inode, so a deleted namespace's processes count too) or naming the folder,
# sshd left out (the fixture's, not the job's); "sshd" lists the sshd sessions there.
procs() {
  python3 - "$1" "$2" <<'PY'
import os, sys
d, kind = sys.argv[1], sys.argv[2]
ours = set(open(os.path.join(d, "netns"), encoding="utf-8").read().split())
for pid in filter(str.isdigit, os.listdir("/proc")):
    if int(pid) == os.getpid():
        continue
    try:
        ns = os.readlink(f"/proc/{pid}/ns/net")  # fails for zombies: they are gone
        comm = open(f"/proc/{pid}/comm", encoding="utf-8").read().strip()
        cmd = open(f"/proc/{pid}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        continue
    if comm == "sshd":
        if kind == "sshd" and ns in ours and "[listener]" not in cmd:  # sessions only
            print(pid, cmd.strip())
    elif kind == "job" and (ns in ours or d + "/" in cmd):
        print(pid, comm)
PY
}
# How many results the checkpoint in $1 holds (0 while there is none).
results_in() {
  python3 - "$1" <<'PY' 2>/dev/null || echo 0
import json, sys
print(len(json.load(open(sys.argv[1], encoding="utf-8"))["tests"]))
PY
}

table="$work/table.tsv"
run_case() {
  local name="$1" dir prefix hostb_ns pid t_start t_fault="" t_end rc after left="" waited
  dir="$work/$name"
  mkdir -p "$dir"
  echo "== $name"
  current="$dir"
  if ! "$fixture" up 2 "$rate" "$dir" $$ 2>"$dir/up.err"; then
    cat "$dir/up.err"
    fail "$name: the hosts did not come up"
    "$fixture" down "$dir"
    current=""
    return
  fi
  prefix="$(cat "$dir/prefix")"
  hostb_ns="$prefix-h2"
  for pid in "$prefix-br" "$prefix-h1" "$hostb_ns"; do
    echo "net:[$(stat -L -c %i "/run/netns/$pid")]"
  done >"$dir/netns"

  # As mpi_across_hosts.sh starts it (see there why each option), plus the keepalives above.
  t_start="$(now)"
  timeout --kill-after=10 "$launch_limit" "$fixture" exec "$dir" hostA \
    mpirun --allow-run-as-root -np 2 --host hostA:1,hostB:1 --bind-to none \
    --mca plm_rsh_agent "ssh -F $dir/ssh_config" \
    --mca btl tcp,self --mca btl_tcp_if_include "$iface" --mca oob_tcp_if_include "$iface" \
    --mca mpi_yield_when_idle 1 "${keepalive[@]}" \
    "$probe" --backend cpu --suite p2p,allreduce --sizes "$sizes" --budget 100 \
    --format text --out "$dir/probe.json" >"$dir/mpirun.out" 2>"$dir/mpirun.err" &
  launcher=$!

  # Mid-run: once the checkpoint holds two results, while the third (4 MiB) is on the link.
  for _ in $(seq 600); do
    kill -0 "$launcher" 2>/dev/null || break
    (($(results_in "$dir/probe.json") >= 2)) && break
    sleep 0.1
  done
  if ! kill -0 "$launcher" 2>/dev/null; then
    fail "$name: the job ended before the fault (is the machine far slower than 4 MiB in 0.2 s?)"
  elif (($(results_in "$dir/probe.json") < 2)); then
    fail "$name: no second result within 60 s; no fault injected"
  else
    t_fault="$(now)"
    case "$name" in
    link-cut) ip -n "$hostb_ns" link set "$iface" down ;;
    sshd-stop) kill -TERM "$(cat "$dir/hostB/sshd.pid")" ;;
    sshd-killed)
      for pid in $(ip netns pids "$hostb_ns"); do
        if [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == sshd ]]; then kill -KILL "$pid" 2>/dev/null || true; fi
      done
      ;;
    host-gone)
      for pid in $(ip netns pids "$hostb_ns"); do kill -KILL "$pid" 2>/dev/null || true; done
      ip netns delete "$hostb_ns"
      ;;
    esac
    echo "   fault after $(since "$t_start" "$t_fault") s, with $(results_in "$dir/probe.json") results in the checkpoint"
  fi
  rc=0
  wait "$launcher" || rc=$?
  launcher=""
  t_end="$(now)"
  after="-"
  [[ -n "$t_fault" ]] && after="$(since "$t_fault" "$t_end")"
  echo "   mpirun ended after $(since "$t_start" "$t_end") s ($after s after the fault), exit $rc$( ((rc == 124)) && echo ' (timed out)')"
  # Open MPI's verdict: the first line of its framed message, if any.
  local said
  said="$(awk '/^-----+$/ {getline; print; exit}' "$dir/mpirun.err")"
  [[ -n "$said" ]] && echo "   mpirun said: $said"
  if [[ -n "$t_fault" ]] && python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) < float(sys.argv[2]) else 1)' \
    "$after" "$limit_after_fault"; then
    :
  elif [[ -n "$t_fault" ]]; then
    fail "$name: the job ran on for $after s after the fault (limit ${limit_after_fault} s)"
  fi

  # Nothing of the job may stay: orted and ranks on a cut-off host must notice on their own.
  waited=0
  while ((waited < grace)); do
    left="$(procs "$dir" job)"
    [[ -z "$left" ]] && break
    sleep 1
    waited=$((waited + 1))
  done
  if [[ -n "$left" ]]; then
    fail "$name: $grace s after mpirun ended these processes of the job are still running: $(tr '\n' ' ' <<<"$left")"
  else
    echo "   no process of the job left ($waited s after mpirun ended)"
  fi
  local sessions
  sessions="$(procs "$dir" sshd)"
  [[ -n "$sessions" ]] && echo "   still there (the fixture's down ends them): sshd sessions $(tr '\n' ' ' <<<"$sessions")"

  # The document: the one the probe finished, or its last checkpoint.
  local verdict="no document"
  if [[ ! -s "$dir/probe.json" ]]; then
    fail "$name: no document, although the checkpoint held results before the fault"
  elif ! python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$dir/probe.json" >"$dir/valid.txt"; then
    fail "$name: the document is not valid: $(cat "$dir/valid.txt")"
    verdict="invalid"
  else
    local out
    out="$(python3 - "$dir/probe.json" "$name" "$sizes" <<'PY'
import json, sys
doc, case, sizes = json.load(open(sys.argv[1], encoding="utf-8")), sys.argv[2], sys.argv[3].split(",")
tests = doc["tests"]
planned = 2 * len(sizes)  # one ping-pong (rank 0 - rank 1) and one all-reduce per size
by_status = {}
for t in tests:
    by_status[t["status"]] = by_status.get(t["status"], 0) + 1
counts = ", ".join(f"{n} {s}" for s, n in sorted(by_status.items()))
print(f"INFO document: status {doc['status']}, exit_code {doc['exit_code']}, interrupted {doc['interrupted']}, "
      f"incomplete {doc.get('incomplete', False)}, {len(tests)} of {planned} planned results ({counts})")
print(f"VERDICT {doc['status']}{' incomplete' if doc.get('incomplete') else ''}, {len(tests)}/{planned} results")
whole = doc["status"] == "ok" and not doc.get("incomplete") and len(tests) == planned
if case == "sshd-stop":
    # The established session carries orted: stopping the listener must not touch the job.
    if not whole:
        print("FAIL the run did not complete although only the sshd listener stopped")
else:
    if whole:
        print("FAIL the document claims a whole, successful run although hostB was lost")
    # What a reader of the document needs: which host or rank went away. A job that ended leaves
    # the checkpoint, whose in_progress names the test it was cut in and who took part.
    cut = doc.get("in_progress")
    if doc.get("incomplete"):
        who = (cut or {}).get("participants") or {}
        if not cut:
            print("FAIL the incomplete document does not name the test the job ended in (in_progress)")
        elif "hostB" not in who.get("hosts", []) or 1 not in who.get("ranks", []):
            print(f"FAIL the test named as cut ({cut.get('name')}: ranks {who.get('ranks')}, hosts {who.get('hosts')}) "
                  "does not involve hostB (rank 1)")
        else:
            print(f"INFO cut during \"{cut['name']}\": ranks {who['ranks']} on {', '.join(who['hosts'])}")
        if doc.get("stopped_by"):
            print(f"INFO stopped by {doc['stopped_by']}: status {doc['status']}, not cancelled")
            if doc["status"] == "cancelled":
                print("FAIL a job its launcher ended reads as cancelled")
    elif not whole:
        print("FAIL the document does not say that the job ended early (incomplete); it reads as a run stopped on purpose")
    # The tests after the cut: the cut suite's own later sizes are entries (cancelled) in a document
    # the probe finished; in a checkpoint the suites after the cut one are named as not run.
    if len(tests) < planned and (cut or {}).get("suite") != "allreduce":
        later = doc.get("not_run") or []
        if "allreduce" in later:
            print(f"INFO not started: {', '.join(later)}")
        else:
            print(f"FAIL {planned - len(tests)} planned results have no entry and the suites after the cut are not named (not_run)")
PY
)"
    local line
    while IFS= read -r line; do
      case "$line" in
      INFO\ *) echo "   ${line#INFO }" ;;
      VERDICT\ *) verdict="${line#VERDICT }" ;;
      FAIL\ *) fail "$name: ${line#FAIL }" ;;
      GAP\ *) gap "$name: ${line#GAP }" ;;
      esac
    done <<<"$out"
  fi
  # No empty fields: read splits on tabs as on spaces and would shift the ones after.
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$after" "$rc" "$verdict" "$([[ -n "$left" ]] && echo yes || echo none)" \
    "${said:--}" >>"$table"
  "$fixture" down "$dir"
  current=""
}

start=$SECONDS
for c in "${cases[@]}"; do run_case "$c"; done

echo
echo "hostB lost mid-run (2 hosts, $rate Mbit/s, OOB keepalive: ${keepalive[*]:-Open MPI default}):"
printf '%-12s %14s %11s %-38s %-9s %s\n' case "end after (s)" "mpirun rc" document leftovers "mpirun said"
while IFS=$'\t' read -r c after rc verdict left said; do
  printf '%-12s %14s %11s %-38s %-9s %s\n' "$c" "$after" "$rc" "$verdict" "$left" "$said"
done <"$table"
echo "total $((SECONDS - start)) s"
if ((gaps)); then
  echo "$gaps GAP line(s): behaviour the probe does not have yet (not counted as failures$([[ -n "${SCALESCOPE_MULTIHOST_STRICT:-}" ]] && echo ' except with SCALESCOPE_MULTIHOST_STRICT'))"
  [[ -n "${SCALESCOPE_MULTIHOST_STRICT:-}" ]] && failed=1
fi
if ((failed)); then
  echo "FAIL"
  exit 1
fi
echo "PASS"
