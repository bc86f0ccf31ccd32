#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# usage: tests/bench/bench_remote_probe.sh [PROBE] [RUNS]   (root; exit 77 when it cannot run)
# What running scalescope-probe over ssh costs against running it locally, measured in the same
# run: two hosts from tests/multihost/netns-hosts.sh (network namespaces, each with its own sshd,
# joined by a 1000 Mbit/s link), the caller on hostA. Baseline: the same command run locally on
# hostA, same machine, same run. Remote: `ssh -F WORKDIR/ssh_config hostB COMMAND` from hostA,
# a fresh connection each time (the fixture's ssh_config says ControlMaster no), as the app's
# remote probe makes one. Rows: ssh alone (`true`), `--list --format json`, and a quick CPU suite
# (`--backend cpu --quick --suite latency --format json`, about 1-2 s). RUNS (default 10) of each,
# local and remote interleaved so that drift in the machine's load falls on both; medians, the
# ratio remote/local and the overhead remote - local in ms. No thresholds: a benchmark, not a test.
# Both hosts share this machine's cores, so the remote figure has no network distance in it
# beyond the link's: it is the cost of ssh (handshake, key exchange, session, a shell) itself.
# The remote shell's share is printed apart: bash started by sshd reads ~/.bashrc even for a
# command (a pyenv init there costs a few hundred ms), timed locally as sshd would start it.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
probe="$(readlink -f "${1:-$here/../../build/bin/scalescope-probe}")"
runs="${2:-10}"
fixture="$here/../multihost/netns-hosts.sh"

skip() {
  echo "bench_remote_probe.sh: not run: $*"
  exit 77
}
[[ $(id -u) -eq 0 ]] || skip "network namespaces and sshd need root"
[[ -x "$probe" ]] || { echo "bench_remote_probe.sh: no executable $probe" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "bench_remote_probe.sh: RUNS must be a positive whole number" >&2; exit 2; }
for p in ip tc unshare nsenter ssh ssh-keygen python3 timeout; do
  command -v "$p" >/dev/null || skip "$p is missing (iproute2, util-linux, openssh-client, python3)"
done
[[ -x /usr/sbin/sshd ]] || skip "/usr/sbin/sshd is missing (openssh-server)"

work="$(mktemp -d /tmp/scalescope-multihost.XXXXXX)"
echo $$ >"$work/owner" # the multihost tests remove this folder if this run is killed
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  "$fixture" down "$work" || true
  "$fixture" sweep || true
  rm -rf "$work"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

"$fixture" up 2 1000 "$work" $$ 2>"$work/up.log" || { cat "$work/up.log"; exit 1; }
# The harness runs on hostA, as a caller there would: nsenter's own cost stays out of the figures.
# A limit per command, so a hung ssh ends the benchmark instead of stalling it.
timeout --kill-after=10 $((60 + runs * 30)) "$fixture" exec "$work" hostA \
  python3 - "$probe" "$runs" "$work/ssh_config" <<'PY'
import json, statistics, subprocess, sys, time

probe, runs, ssh_config = sys.argv[1], int(sys.argv[2]), sys.argv[3]
remote = ["ssh", "-F", ssh_config, "hostB"]
rows = [("ssh alone (true)", ["true"]),
        ("--list --format json", [probe, "--list", "--format", "json"]),
        ("--backend cpu --quick --suite latency", [probe, "--backend", "cpu", "--quick", "--suite", "latency",
                                                   "--format", "json"])]

def run(cmd):
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdin=subprocess.DEVNULL, capture_output=True, timeout=60, check=False)
    elapsed = time.perf_counter() - t0
    if p.returncode != 0:
        sys.exit(f"bench_remote_probe.sh: {' '.join(cmd)} exited {p.returncode}: {p.stderr.decode(errors='replace')[-500:]}")
    return elapsed, p.stdout

# Once each, untimed: the binary and its libraries in the page cache for both, and proof that
# the remote run is hostB's and the local one hostA's.
for _, cmd in rows:
    run(cmd)
    run(remote + cmd)
where = {name: json.loads(run(cmd)[1])["host"]["hostname"] for name, cmd in
         (("local", rows[2][1]), ("remote", remote + rows[2][1]))}
if where != {"local": "hostA", "remote": "hostB"}:
    sys.exit(f"bench_remote_probe.sh: the runs were not where they should be: {where}")

times = {name: {"local": [], "remote": []} for name, _ in rows}
for i in range(runs):
    for name, cmd in rows:
        # Alternating which goes first, so that neither always follows the other's load.
        order = [("local", cmd), ("remote", remote + cmd)]
        for side, c in order if i % 2 == 0 else reversed(order):
            times[name][side].append(run(c)[0])

# bash reads ~/.bashrc when SSH_CLIENT is set and it is not nested (SHLVL), as under sshd.
shell = [run(["env", "-u", "SHLVL", "SSH_CLIENT=10.213.0.11 40000 22", "bash", "-c", "true"])[0] for _ in range(runs)]

print(f"scalescope-probe over ssh (hostA -> hostB) against the same command on hostA, {runs} runs each, "
      f"interleaved; baseline = local, same machine, same run")
print(f"{'command':40} {'local median':>13} {'remote median':>14} {'remote/local':>13} {'overhead':>10}"
      f"   {'local min-max':>15} {'remote min-max':>15}")
for name, _ in rows:
    lo, re_ = times[name]["local"], times[name]["remote"]
    ml, mr = statistics.median(lo), statistics.median(re_)
    print(f"{name:40} {ml * 1e3:10.1f} ms {mr * 1e3:11.1f} ms {mr / ml:12.2f}x {(mr - ml) * 1e3:7.1f} ms"
          f"   {min(lo) * 1e3:6.1f}-{max(lo) * 1e3:6.1f} {min(re_) * 1e3:7.1f}-{max(re_) * 1e3:6.1f} ms")
print(f"of the overhead, the remote login shell's start-up (bash -c true as sshd starts it, reading ~/.bashrc), "
      f"timed on hostA: median {statistics.median(shell) * 1e3:.1f} ms, {min(shell) * 1e3:.1f}-{max(shell) * 1e3:.1f} ms")
PY
