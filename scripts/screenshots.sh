#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of every tab, as a person sees the window (a window manager draws the title bar):
#   bash scripts/screenshots.sh OUTDIR [WIDTHxHEIGHT] [en|ko] [PATH-OR-SESSION...]
# Uses a fresh settings folder, so the window starts as a new user's does. Needs the build and the
# packages in scripts/debian-packages.txt (xvfb, xauth, openbox, xdotool, imagemagick).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:?usage: scripts/screenshots.sh OUTDIR [WIDTHxHEIGHT] [en|ko] [PATH...]}"
size="${2:-1600x1000}"
lang="${3:-en}"
shift $(( $# < 3 ? $# : 3 ))
mkdir -p "$out"
out="$(cd "$out" && pwd)"
home="$(mktemp -d /tmp/scalescope-shots.XXXXXX)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
w="${size%x*}" h="${size#*x}"
export OUT="$out"
xvfb-run -a -s "-screen 0 ${w}x${h}x24" bash -c '
    set -e
    openbox >/dev/null 2>&1 &
    sleep 1
    "$0/build/bin/scalescope" -geometry "$2x$3+0+0" --lang "$1" "${@:4}" >/dev/null 2>&1 &
    app=$!
    win=$(xdotool search --sync --name "ScaleScope" | head -1)
    sleep 5
    xdotool windowactivate --sync "$win" windowmove "$win" 0 0 windowsize "$win" "$2" "$3"
    sleep 2
    for i in 0 1 2 3 4 5 6 7; do
        import -window root "$OUT/tab$i.png"
        xdotool windowactivate --sync "$win" key ctrl+Next
        sleep 1.5
    done
    kill $app
' "$root" "$lang" "$w" "$h" "$@"
echo "screenshots in $out"
