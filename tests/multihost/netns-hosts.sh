#!/bin/bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# N "hosts" on this machine for multi-node tests: each a network namespace with its own address,
# host name (a UTS namespace), /etc/hosts and sshd, all joined through a bridge in one more
# namespace. Every host's interface sends through tbf at RATE_MBIT, so every host-to-host path
# is a link of that rate; traffic between ranks of one host stays on that host (lo). The
# namespaces have no link to the machine's own network and no default route: nothing leaves them.
#
# usage: netns-hosts.sh up N RATE_MBIT WORKDIR [OWNER_PID]   make hostA, hostB, ... (root only)
#        netns-hosts.sh down WORKDIR                          stop and delete what up made (idempotent)
#        netns-hosts.sh exec WORKDIR HOST CMD...              run CMD on HOST (hostA or 1), as its sshd does
#        netns-hosts.sh sweep                                 delete leftovers of runs whose owner is gone
#
# Names: namespaces ssN<OWNER_PID>-br and ssN<OWNER_PID>-h<i>; OWNER_PID (default: the caller)
# is the process the hosts belong to. up and sweep delete the namespaces of owners that are no
# longer running (a run killed before its cleanup). WORKDIR holds the keys, the configurations,
# the sshd logs and pid files; WORKDIR/ssh_config reaches every host by name (ssh -F).
set -euo pipefail

readonly SUBNET=10.213.0 # /24; checked against this machine's own addresses by up
readonly HOST_IF=net0    # every host's interface has this name (btl_tcp_if_include)
readonly NS_RE='^ssN([0-9]+)-(br|h[0-9]+)$'

die() {
  echo "netns-hosts.sh: $*" >&2
  exit 1
}

host_name() { # 1 -> hostA
  local letters=ABCDEFGHIJKLMNOPQRSTUVWXYZ
  echo "host${letters:$(($1 - 1)):1}"
}

# Ends the processes inside namespace $1 (sshd, and orted or ranks a killed run left behind):
# they are ours, since the namespace is. Then deletes the namespace.
delete_ns() {
  local ns="$1" pids pid i
  pids="$(ip netns pids "$ns" 2>/dev/null || true)"
  if [[ -n "$pids" ]]; then
    for pid in $pids; do kill -TERM "$pid" 2>/dev/null || true; done
    for i in $(seq 20); do
      pids="$(ip netns pids "$ns" 2>/dev/null || true)"
      [[ -z "$pids" ]] && break
      sleep 0.1
    done
    for pid in $pids; do kill -KILL "$pid" 2>/dev/null || true; done
  fi
  ip netns delete "$ns" 2>/dev/null || true
}

cmd_sweep() {
  local ns owner
  for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
    [[ "$ns" =~ $NS_RE ]] || continue
    owner="${BASH_REMATCH[1]}"
    if [[ ! -d "/proc/$owner" ]]; then
      echo "netns-hosts.sh: deleting $ns, left behind by process $owner" >&2
      delete_ns "$ns"
    fi
  done
}

cmd_down() {
  local work="$1" prefix f pid ns
  [[ -f "$work/prefix" ]] || return 0 # nothing was made there, or down already ran
  prefix="$(cat "$work/prefix")"
  for f in "$work"/host*/sshd.pid; do
    [[ -f "$f" ]] || continue
    pid="$(cat "$f")"
    if [[ -n "$pid" ]]; then kill -TERM "$pid" 2>/dev/null || true; fi
    rm -f "$f"
  done
  for ns in $(ip netns list 2>/dev/null | awk '{print $1}'); do
    if [[ "$ns" == "$prefix"-* ]]; then delete_ns "$ns"; fi
  done
  rm -f "$work/prefix"
}

# The sshd's pid of host $2 (hostA or 1) in WORKDIR $1: the host's namespaces are that process's.
host_pid() {
  local work="$1" host="$2" pid
  [[ "$host" =~ ^[0-9]+$ ]] && host="$(host_name "$host")"
  [[ -f "$work/$host/sshd.pid" ]] || die "no host $host in $work (is it up?)"
  pid="$(cat "$work/$host/sshd.pid")"
  [[ -d "/proc/$pid" ]] || die "the sshd of $host (pid $pid) is not running"
  echo "$pid"
}

cmd_exec() {
  local work="$1" host="$2" pid
  shift 2
  pid="$(host_pid "$work" "$host")"
  # The sshd's network, host name and mounts (its /sys and /etc/hosts): as a login there would.
  exec nsenter --target "$pid" --net --uts --mount --wd="$PWD" -- "$@"
}

cmd_up() {
  local n="$1" rate="$2" work="$3" owner="${4:-$PPID}"
  [[ "$n" =~ ^[0-9]+$ && "$n" -ge 1 && "$n" -le 26 ]] || die "N must be 1..26"
  [[ "$rate" =~ ^[0-9]+$ && "$rate" -ge 1 ]] || die "RATE_MBIT must be a whole number of Mbit/s"
  [[ $(id -u) -eq 0 ]] || die "up needs root (network namespaces)"
  [[ -d "$work" ]] || die "no directory $work"
  work="$(cd "$work" && pwd)"
  [[ -d "/proc/$owner" ]] || die "owner process $owner is not running"
  [[ -f "$work/prefix" ]] && die "$work already holds hosts; run down first"
  # The namespaces are isolated, but a subnet this machine already uses would make the hosts'
  # addresses ambiguous to whoever reads logs or routes here: refuse rather than guess.
  if ip -4 addr show | grep -q "inet $SUBNET\." || ip -4 route show | grep -q "^$SUBNET\."; then
    die "$SUBNET.0/24 is in use on this machine"
  fi
  cmd_sweep
  local prefix="ssN$owner" br i name ns ip burst
  br="$prefix-br"
  echo "$prefix" >"$work/prefix"
  # From here a failure leaves a prefix file, so down (the caller's trap) deletes everything.

  # tbf's bucket: the shaper only sends at the rate if it is dequeued again before the bucket
  # runs dry, and on a busy 2-core machine the kernel's packet work waits for the CPU. Measured
  # here at 1000 Mbit/s under a parallel build, plain TCP ping-pong of 4 MiB: a 16 KiB bucket
  # gave 79 % of the rate, 64 KiB 78 %, 128 KiB 98 % and 256 KiB 102 % (the last two what
  # the bucket predicts, below). So 2 ms of the rate, at least 16 KiB. The bucket refills
  # while a ping-pong waits for the answer, so each one-way message sends its first `burst`
  # bytes at once: check_link.py counts that in (WORKDIR/link says the rate and the burst).
  burst=$((rate * 250)) # rate Mbit/s * 10^6 / 8 bytes/s * 0.002 s
  ((burst < 16384)) && burst=16384
  printf 'rate_mbit=%s\nburst_bytes=%s\n' "$rate" "$burst" >"$work/link"

  ip netns add "$br"
  ip -n "$br" link set lo up
  ip -n "$br" link add br0 type bridge stp_state 0 forward_delay 0
  ip -n "$br" link set br0 up

  mkdir -p "$work/ssh"
  chmod 700 "$work/ssh"
  rm -f "$work/ssh/id_ed25519" "$work/ssh/id_ed25519.pub" # fresh keys for every run
  ssh-keygen -q -t ed25519 -N '' -C scalescope-multihost -f "$work/ssh/id_ed25519" </dev/null
  # Only from the hosts' subnet, and only for this run.
  echo "from=\"$SUBNET.*\" $(cat "$work/ssh/id_ed25519.pub")" >"$work/ssh/authorized_keys"
  {
    echo "127.0.0.1 localhost"
    for i in $(seq "$n"); do echo "$SUBNET.$((10 + i)) $(host_name "$i")"; done
  } >"$work/hosts"
  echo "# no name servers: the hosts resolve each other through /etc/hosts only" >"$work/resolv.conf"
  {
    for i in $(seq "$n"); do
      printf 'Host %s\n  HostName %s\n' "$(host_name "$i")" "$SUBNET.$((10 + i))"
    done
    printf 'Host *\n  User root\n  IdentityFile %s\n  IdentitiesOnly yes\n' "$work/ssh/id_ed25519"
    printf '  StrictHostKeyChecking no\n  UserKnownHostsFile /dev/null\n  GlobalKnownHostsFile /dev/null\n'
    printf '  LogLevel ERROR\n  BatchMode yes\n  ConnectTimeout 10\n  ControlMaster no\n'
  } >"$work/ssh_config"
  # sshd wants its privilege separation directory (Debian's package makes it at boot).
  [[ -d /run/sshd ]] || install -d -m 0755 /run/sshd

  for i in $(seq "$n"); do
    name="$(host_name "$i")"
    ns="$prefix-h$i"
    ip="$SUBNET.$((10 + i))"
    ip netns add "$ns"
    # IPv4 only: no router solicitations or neighbour discovery chatter on the link.
    ip netns exec "$ns" sysctl -qw net.ipv6.conf.all.disable_ipv6=1 net.ipv6.conf.default.disable_ipv6=1
    ip -n "$ns" link set lo up
    ip -n "$br" link add "p$i" type veth peer name "$HOST_IF" netns "$ns"
    ip -n "$br" link set "p$i" master br0 up
    ip -n "$ns" addr add "$ip/24" dev "$HOST_IF"
    ip -n "$ns" link set "$HOST_IF" up
    # The link: what this host sends is shaped; with every host shaped, every path is.
    tc -n "$ns" qdisc add dev "$HOST_IF" root tbf rate "${rate}mbit" burst "$burst" latency 50ms

    mkdir -p "$work/$name"
    rm -f "$work/$name/ssh_host_ed25519_key" "$work/$name/ssh_host_ed25519_key.pub"
    ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$work/$name/ssh_host_ed25519_key" </dev/null
    cat >"$work/$name/sshd_config" <<CONF
ListenAddress $ip
Port 22
HostKey "$work/$name/ssh_host_ed25519_key"
PidFile "$work/$name/sshd.pid"
AuthorizedKeysFile "$work/ssh/authorized_keys"
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
StrictModes no
UsePAM no
PrintMotd no
X11Forwarding no
AllowTcpForwarding no
MaxStartups 64
MaxSessions 64
CONF
    # The host's own name (UTS namespace), /etc/hosts and /etc/resolv.conf (mounts private to
    # the namespace ip netns exec makes), then sshd: its sessions, and so orted, inherit them.
    # shellcheck disable=SC2016 # the inner shell expands its own arguments
    ip netns exec "$ns" unshare --uts -- sh -c '
      hostname "$1" &&
      mount --bind "$2/hosts" /etc/hosts &&
      mount --bind "$2/resolv.conf" /etc/resolv.conf &&
      exec /usr/sbin/sshd -f "$3" -E "$4"' sh "$name" "$work" "$work/$name/sshd_config" "$work/$name/sshd.log"
  done

  # Ready when host 1 reaches every host by name over ssh and each answers with its own name.
  for i in $(seq "$n"); do
    name="$(host_name "$i")"
    local got="" _
    for _ in $(seq 50); do
      if [[ -s "$work/$name/sshd.pid" ]]; then
        got="$(cmd_exec_capture "$work" 1 ssh -F "$work/ssh_config" "$name" hostname 2>/dev/null || true)"
        [[ "$got" == "$name" ]] && break
      fi
      sleep 0.1
    done
    [[ "$got" == "$name" ]] || die "$name does not answer over ssh (got '$got'); see $work/$name/sshd.log"
  done
  echo "netns-hosts.sh: $n hosts up at ${rate} Mbit/s (tbf burst $burst B): $(tr '\n' ' ' <"$work/hosts")" >&2
}

cmd_exec_capture() { # cmd_exec without replacing this shell
  local pid
  pid="$(host_pid "$1" "$2")"
  shift 2
  nsenter --target "$pid" --net --uts --mount --wd="$PWD" -- "$@"
}

[[ $# -ge 1 ]] || die "usage: up N RATE_MBIT WORKDIR [OWNER_PID] | down WORKDIR | exec WORKDIR HOST CMD... | sweep"
sub="$1"
shift
case "$sub" in
up)
  [[ $# -ge 3 && $# -le 4 ]] || die "usage: up N RATE_MBIT WORKDIR [OWNER_PID]"
  cmd_up "$@"
  ;;
down)
  [[ $# -eq 1 ]] || die "usage: down WORKDIR"
  cmd_down "$1"
  cmd_sweep
  ;;
exec)
  [[ $# -ge 3 ]] || die "usage: exec WORKDIR HOST CMD..."
  cmd_exec "$@"
  ;;
sweep) cmd_sweep ;;
*) die "unknown subcommand $sub" ;;
esac
