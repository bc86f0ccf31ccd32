#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# gpu/tools/scalescope-probe.sbatch on a two-node Slurm made of the hosts netns-hosts.sh makes:
# slurmctld and munged on hostA, one slurmd on hostA and one on hostB (NodeAddr their own
# addresses), all started inside the hosts so that the fixture's down and sweep end them too.
# sbatch -N 2 runs the shipped script unchanged; its srun --mpi=pmix starts one rank per node.
# The one document must name both hosts, their ranks and their interfaces, say srun and the
# job, and be valid per gpu/schema/probe-1.schema.json. Nothing of the system's Slurm or MUNGE
# is used: configuration, key, state, spool and logs live in the work folder.
# usage: slurm_across_hosts.sh PROBE_MPI [SOURCE_DIR]   (exit 77: skipped)
# SCALESCOPE_MULTIHOST_KEEP=1 keeps the work folder (document, logs) for a look afterwards.
set -euo pipefail
[[ $# -ge 1 ]] || { echo "usage: slurm_across_hosts.sh PROBE_MPI [SOURCE_DIR]" >&2; exit 2; }
probe="$(readlink -f "$1")"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
src="$(readlink -f "${2:-$here/../..}")"
fixture="$here/netns-hosts.sh"
readonly iface=net0

# shellcheck source=tests/multihost/common.sh
source "$here/common.sh"

require_namespaces "network namespaces, slurmd and munged are started as root here (CI runs as root)"
[[ -x "$probe" ]] || { echo "FAIL: no executable $probe"; exit 1; }
require_commands "iproute2, util-linux, openssh-client, slurm-client, munge, python3" \
  ip tc unshare nsenter mount ssh ssh-keygen python3 timeout mungekey sbatch sinfo scontrol scancel srun
for p in /usr/sbin/sshd /usr/sbin/munged /usr/sbin/slurmctld /usr/sbin/slurmd; do
  [[ -x "$p" ]] || skip "$p is missing (openssh-server, munge, slurmctld, slurmd)"
done
python3 -c 'import jsonschema' 2>/dev/null || skip "python3-jsonschema is missing (tests/gpu/validate_probe.py needs it)"

work="$(new_workdir)"
hosts="$work/hosts" # the fixture's folder
d="$work/slurm"     # Slurm's and MUNGE's
daemons=()          # munged, slurmctld, slurmd: each the process fixture exec became
up=0
cleanup() {
  local rc=$? pid
  trap - EXIT INT TERM
  # Daemons first, gently (slurmd ends its steps); down then ends whatever is left in the hosts.
  for pid in "${daemons[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${daemons[@]}"; do timeout 10 tail --pid="$pid" -f /dev/null 2>/dev/null || true; done
  if ((up)); then "$fixture" down "$hosts" || true; fi
  "$fixture" sweep || true
  for pid in "${daemons[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [[ -n "${SCALESCOPE_MULTIHOST_KEEP:-}" ]]; then echo "kept $work"; else rm -rf "$work"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'echo "interrupted"; exit 130' INT
trap 'echo "terminated"; exit 143' TERM

fail() {
  local f
  echo "FAIL: $*"
  for f in "$d"/log/* "$d"/job/*.log "$hosts"/host*/sshd.log; do
    if [[ -s "$f" ]]; then echo "== $f"; tail -20 "$f"; fi
  done
  exit 1
}
on() { # on HOST CMD...: as a login on HOST would run it, never waiting long
  local host="$1"
  shift
  timeout --kill-after=5 60 "$fixture" exec "$hosts" "$host" "$@"
}

start=$SECONDS
mkdir -p "$hosts"
up=1
# The rate does not matter here: the job is judged on what it names, not on what it measures.
"$fixture" up 2 1000 "$hosts" $$ || fail "the hosts did not come up"

mkdir -p "$d"/{state,log,job,munge,nodetmp} "$d"/spool/{hostA,hostB}
# Each host gets its own temporary folder at one path: Slurm's PMIx plugin makes
# <tmp>/spmix_appdir_<uid>_<job>.<step> on every node and fails with "File exists" on the second
# node when the hosts share /tmp (real nodes do not). A tmpfs in each host's own mount namespace.
for h in hostA hostB; do
  on "$h" mount -t tmpfs -o size=16m,mode=1777 scalescope-nodetmp "$d/nodetmp" ||
    fail "cannot mount a tmpfs for $h's temporary folder"
done

chmod 700 "$d/munge"
mungekey --create --keyfile "$d/munge/munge.key" --force
chmod 600 "$d/munge/munge.key"
# One munged for both hosts: its socket is a file, which the hosts share; the credential's origin
# address is hostA's (munged resolves its own name through the host's /etc/hosts).
"$fixture" exec "$hosts" hostA /usr/sbin/munged --foreground --force --key-file "$d/munge/munge.key" \
  --socket "$d/munge/munge.sock" --pid-file "$d/munge/munged.pid" --log-file "$d/log/munged.log" \
  --seed-file "$d/munge/seed" >"$d/log/munged.out" 2>&1 &
daemons+=("$!")
for _ in $(seq 50); do [[ -S "$d/munge/munge.sock" ]] && break; sleep 0.1; done
[[ -S "$d/munge/munge.sock" ]] || fail "munged did not start"

cpus="$(nproc)"
cat >"$d/slurm.conf" <<CONF
ClusterName=scalescope-multihost
SlurmctldHost=hostA(10.213.0.11)
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$d/munge/munge.sock
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$d/state
SlurmdSpoolDir=$d/spool/%n
SlurmctldPidFile=$d/slurmctld.pid
SlurmdPidFile=$d/slurmd-%n.pid
SlurmctldLogFile=$d/log/slurmctld.log
SlurmdLogFile=$d/log/slurmd-%n.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
NodeName=hostA NodeAddr=10.213.0.11 CPUs=$cpus State=UNKNOWN
NodeName=hostB NodeAddr=10.213.0.12 CPUs=$cpus State=UNKNOWN
PartitionName=probe Nodes=hostA,hostB Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE
CONF
# The hosts' /sys is their own (ip netns exec mounts a fresh one) and has no cgroup mount, so
# slurmd's "autodetect" finds no cgroup version and stops. Neither plugin in use needs cgroups;
# naming the version lets slurmd start.
echo "CgroupPlugin=cgroup/v1" >"$d/cgroup.conf"
export SLURM_CONF="$d/slurm.conf"

"$fixture" exec "$hosts" hostA /usr/sbin/slurmctld -D -f "$SLURM_CONF" >"$d/log/slurmctld.out" 2>&1 &
daemons+=("$!")
for h in hostA hostB; do
  "$fixture" exec "$hosts" "$h" /usr/sbin/slurmd -D -N "$h" -f "$SLURM_CONF" >"$d/log/slurmd-$h.out" 2>&1 &
  daemons+=("$!")
done
state=""
for _ in $(seq 100); do
  state="$(on hostA sinfo -h -N -o '%N=%t' 2>/dev/null | sort | tr '\n' ' ' || true)"
  [[ "$state" == "hostA=idle hostB=idle " ]] && break
  sleep 0.3
done
[[ "$state" == "hostA=idle hostB=idle " ]] || fail "the Slurm nodes did not come up (sinfo: ${state:-nothing})"
echo "Slurm up on hostA and hostB after $((SECONDS - start)) s"
# The shipped script starts the ranks with srun --mpi=pmix; a Slurm built without it cannot.
plugins="$(on hostA srun --mpi=list 2>&1 || true)"
grep -qw pmix <<<"$plugins" || skip "this Slurm has no PMIx plugin (srun --mpi=list: $(tr '\n' ' ' <<<"$plugins"))"

out="$d/job/probe.json"
# The shipped script as a user submits it: options on sbatch's command line, the probe and the
# document through its environment variables, Open MPI's settings through the environment that
# sbatch passes on (--export=ALL). btl tcp on net0 and yielding as in mpi_across_hosts.sh.
job_id="$(on hostA env SCALESCOPE_PROBE_MPI="$probe" SCALESCOPE_PROBE_OUT="$out" \
  SLURM_PMIX_TMPDIR="$d/nodetmp" OMPI_MCA_btl=tcp,self OMPI_MCA_btl_tcp_if_include="$iface" \
  OMPI_MCA_mpi_yield_when_idle=1 \
  sbatch --parsable --chdir="$d/job" --nodes=2 --ntasks-per-node=1 --time=00:05:00 \
  "$src/gpu/tools/scalescope-probe.sbatch" --backend cpu --quick --suite inventory,p2p,allreduce --sizes 8,1M)" ||
  fail "sbatch refused the job"
job_id="${job_id%%;*}"
echo "job $job_id submitted"
# Until the job leaves the queue; slurmctld keeps it in scontrol for MinJobAge (300 s) after.
job_state=""
for _ in $(seq 180); do
  job_state="$(on hostA scontrol -o show job "$job_id" 2>/dev/null | grep -o 'JobState=[A-Z_]*' || true)"
  case "$job_state" in
  JobState=PENDING | JobState=CONFIGURING | JobState=RUNNING | JobState=COMPLETING | "") sleep 1 ;;
  *) break ;;
  esac
done
info="$(on hostA scontrol -o show job "$job_id" 2>/dev/null || true)"
case "$job_state" in
JobState=PENDING | JobState=CONFIGURING | JobState=RUNNING | JobState=COMPLETING | "")
  on hostA scancel "$job_id" || true
  fail "job $job_id did not end within 180 s (${job_state:-no state}): $info"
  ;;
esac
echo "job $job_id: $job_state $(grep -o 'ExitCode=[0-9:]*' <<<"$info") NodeList=$(grep -o ' NodeList=[^ ]*' <<<"$info" | cut -d= -f2)"
[[ "$job_state" == JobState=COMPLETED ]] || fail "job $job_id ended $job_state: $info"
log="$d/job/scalescope-probe-$job_id.log"
[[ -s "$log" ]] || fail "the job left no log $log"
sed 's/^/  | /' "$log"
grep -q "ended with exit code 0" "$log" || fail "the job's log does not say it ended with exit code 0"
[[ -s "$out" ]] || fail "the job left no document $out"
python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$out" ||
  fail "the document is not valid"
python3 - "$out" "$job_id" "$iface" <<'PY' || fail "the document does not describe the job across hostA and hostB"
import json, sys
doc, job, iface = json.load(open(sys.argv[1], encoding="utf-8")), sys.argv[2], sys.argv[3]
problems = []
def check(ok, what):
    if not ok:
        problems.append(what)
check(doc["status"] == "ok" and doc["exit_code"] == 0 and not doc.get("incomplete"),
      f"status {doc['status']}, exit code {doc['exit_code']}, incomplete {doc.get('incomplete')}")
check(doc["host"]["hostname"] == "hostA", f"document's host {doc['host']['hostname']}, not hostA (rank 0's, the batch host)")
mpi = doc.get("mpi") or {}
check(mpi.get("launcher") == "srun", f"launcher {mpi.get('launcher')}")
check(mpi.get("ranks") == 2 and mpi.get("ranks_per_host") == 1, f"ranks {mpi.get('ranks')}, per host {mpi.get('ranks_per_host')}")
want = [{"hostname": "hostA", "ranks": [0]}, {"hostname": "hostB", "ranks": [1]}]
check(mpi.get("hosts") == want, f"hosts {mpi.get('hosts')}, expected {want}")
got = [(r.get("rank"), r.get("hostname"), r.get("local_rank"), r.get("nics")) for r in mpi.get("rank_details", [])]
check(got == [(0, "hostA", 0, [iface]), (1, "hostB", 0, [iface])], f"rank_details (rank, host, local rank, nics) {got}")
slurm = mpi.get("slurm") or {}
check(slurm.get("SLURM_JOB_ID") == job, f"SLURM_JOB_ID {slurm.get('SLURM_JOB_ID')}, expected {job}")
check(slurm.get("SLURM_JOB_NUM_NODES") == "2", f"SLURM_JOB_NUM_NODES {slurm.get('SLURM_JOB_NUM_NODES')}")
check(slurm.get("SLURM_JOB_NODELIST") == "hostA,hostB", f"SLURM_JOB_NODELIST {slurm.get('SLURM_JOB_NODELIST')}")
tests = doc["tests"]
inventory = sorted(t["name"] for t in tests if t["name"].startswith("inventory rank "))
check(inventory == ["inventory rank 0 (hostA)", "inventory rank 1 (hostB)"], f"inventory tests {inventory}")
p2p = [t for t in tests if t["suite"] == "p2p"]
check(len(p2p) == 2, f"{len(p2p)} ping-pong results, expected 2 (8 B and 1 MiB)")
for t in p2p:
    check(t["status"] == "ok" and t["verified"] and t["parameters"].get("inter_node") is True
          and t["participants"]["hosts"] == ["hostA", "hostB"],
          f"{t['name']}: {t['status']}, verified {t['verified']}, inter_node {t['parameters'].get('inter_node')}, "
          f"participants {t['participants']}")
allreduce = [t for t in tests if t["suite"] == "allreduce"]
check(len(allreduce) == 2 and all(t["status"] == "ok" and t["verified"] and t["parameters"]["ranks"] == 2
                                  and t["participants"]["hosts"] == ["hostA", "hostB"] for t in allreduce),
      f"all-reduce results {[(t['name'], t['status'], t['verified']) for t in allreduce]}")
for p in problems:
    print(f"  FAIL: {p}")
if not problems:
    bw = next(t["median"] for t in p2p if t["parameters"]["bytes"] == 1 << 20)
    print(f"  one document: job {job} on {slurm['SLURM_JOB_NODELIST']}, ranks 0 on hostA and 1 on hostB through srun "
          f"(nics {iface}), ping-pong 1 MiB {bw * 8000:.0f} Mbit/s across the link, all-reduce verified")
sys.exit(1 if problems else 0)
PY
echo "total $((SECONDS - start)) s"
echo "PASS"
