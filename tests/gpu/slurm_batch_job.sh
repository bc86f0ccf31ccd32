#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# gpu/tools/scalescope-probe.sbatch on a real one-node Slurm that this test starts and stops:
# munged with its own key and socket, slurmctld and slurmd on free loopback ports, state in a
# temporary folder (nothing of the system's Slurm or MUNGE is used or touched). The job runs
# scalescope-probe-mpi on 2 ranks through srun --mpi=pmix; the document must be valid, say srun and
# Slurm's job id, and hold a verified all-reduce across the ranks.
# usage: slurm_batch_job.sh PROBE_MPI SOURCE_DIR   (exit 77: skipped, when not root)
set -euo pipefail
probe="$(readlink -f "$1")"
src="$2"
if [[ $(id -u) -ne 0 ]]; then
  echo "skipped: slurmd and munged are started as root here (CI runs as root)"
  exit 77
fi
for p in munged mungekey slurmctld slurmd sbatch sinfo; do
  command -v "$p" >/dev/null || { echo "missing $p: install slurm-wlm and munge (scripts/debian-packages.txt)"; exit 1; }
done
d="$(mktemp -d /tmp/scalescope-slurm.XXXXXX)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$d"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*"
  for f in "$d"/log/* "$d"/job/*.log; do [[ -f $f ]] && { echo "== $f"; tail -20 "$f"; }; done
  exit 1
}
mkdir -p "$d"/{state,spool,log,job,munge}
chmod 700 "$d/munge"
mungekey --create --keyfile "$d/munge/munge.key" --force
chmod 600 "$d/munge/munge.key"
/usr/sbin/munged --foreground --force --key-file "$d/munge/munge.key" --socket "$d/munge/munge.sock" \
  --pid-file "$d/munge/munged.pid" --log-file "$d/log/munged.log" --seed-file "$d/munge/seed" >"$d/log/munged.out" 2>&1 &
pids+=($!)
read -r ctld_port slurmd_port < <(python3 -c '
import socket
ports = []
for _ in range(2):
    s = socket.socket(); s.bind(("127.0.0.1", 0)); ports.append(s.getsockname()[1]); s.close()
print(*ports)')
host="$(hostname -s)"
cpus="$(nproc)"
cat > "$d/slurm.conf" <<CONF
ClusterName=scalescope-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$d/munge/munge.sock
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$d/state
SlurmdSpoolDir=$d/spool
SlurmctldPidFile=$d/slurmctld.pid
SlurmdPidFile=$d/slurmd.pid
SlurmctldLogFile=$d/log/slurmctld.log
SlurmdLogFile=$d/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
JobAcctGatherType=jobacct_gather/none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=probe Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE
CONF
export SLURM_CONF="$d/slurm.conf"
for i in $(seq 50); do [[ -S "$d/munge/munge.sock" ]] && break; sleep 0.1; done
/usr/sbin/slurmctld -D -f "$SLURM_CONF" >"$d/log/slurmctld.out" 2>&1 &
pids+=($!)
/usr/sbin/slurmd -D -f "$SLURM_CONF" >"$d/log/slurmd.out" 2>&1 &
pids+=($!)
for i in $(seq 100); do
  [[ "$(sinfo -h -o %t 2>/dev/null || true)" == idle ]] && break
  sleep 0.3
done
[[ "$(sinfo -h -o %t 2>/dev/null || true)" == idle ]] || fail "the Slurm node did not come up"

out="$d/job/probe.json"
job_line="$(SCALESCOPE_PROBE_MPI="$probe" SCALESCOPE_PROBE_OUT="$out" timeout 300 \
  sbatch --wait --parsable --chdir="$d/job" --ntasks-per-node=2 --time=00:05:00 \
  "$src/gpu/tools/scalescope-probe.sbatch" --quick --suite inventory,allreduce,train-step)" \
  || fail "the batch job failed"
job_id="${job_line%%;*}"
python3 "$src/tests/gpu/validate_probe.py" "$src/gpu/schema/probe-1.schema.json" document "$out" || fail "document not valid"
python3 - "$out" "$job_id" <<'PY' || fail "document does not describe the job"
import json, sys
doc, job = json.load(open(sys.argv[1])), sys.argv[2]
mpi = doc["mpi"]
assert doc["status"] == "ok", doc["status"]
assert mpi["launcher"] == "srun", mpi["launcher"]
assert mpi["ranks"] == 2, mpi["ranks"]
assert mpi["slurm"]["SLURM_JOB_ID"] == job, (mpi["slurm"], job)
allreduce = [t for t in doc["tests"] if t["suite"] == "allreduce"]
assert allreduce and all(t["verified"] and t["parameters"]["ranks"] == 2 for t in allreduce), allreduce
steps = sorted(t["train_step"]["devices"] for t in doc["tests"] if t.get("train_step") and t["status"] == "ok")
assert 2 in steps and all(t["verified"] for t in doc["tests"] if t.get("train_step")), steps
print(f"job {job}: {mpi['ranks']} ranks through srun, all-reduce and train-step verified")
PY
grep -q "ended with exit code 0" "$d/job/scalescope-probe-$job_id.log" || fail "the job's log does not say how it ended"
echo "PASS"
