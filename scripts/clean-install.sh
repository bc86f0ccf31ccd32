#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The packages on a clean Debian 12, installed by apt as a user would (dependencies resolved from the
# archive, not unpacked by hand). Needs root, mmdebstrap and piuparts (scripts/debian-packages.txt).
#   1. A minimal bookworm tree: apt-get install ./scalescope_*.deb ./scalescope-probe_*.deb (the app
#      depends on the probe, which is in no archive), then scalescope --version,
#      scalescope-cli import of a shared round, and the app offscreen on its embedded sample.
#   2. A second tree: only ./scalescope-probe_*.deb; no Qt comes with it; scalescope-probe --quick.
#   3. piuparts over the three packages: install, remove and purge leave nothing behind.
# Exit 77 (skipped) only when the archive cannot be reached.
#   scripts/clean-install.sh [DEB_DIR]   (default build-package, as scripts/package.sh leaves it)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
debs="$(cd "${1:-$root/build-package}" && pwd)"
mirror=http://deb.debian.org/debian
shared="${SCALESCOPE_MLPERF_DIR:-$root/../shared/mlperf}"
[[ $(id -u) -eq 0 ]] || { echo "clean-install: needs root (chroots)" >&2; exit 1; }
for tool in mmdebstrap piuparts; do
  command -v "$tool" >/dev/null || { echo "clean-install: $tool is missing (scripts/debian-packages.txt)" >&2; exit 1; }
done
version="$(sed -n '1s/^scalescope (\([^)]*\)).*/\1/p' "$root/packaging/debian/changelog")"
arch="$(dpkg --print-architecture)"
app="scalescope_${version}_${arch}.deb" probe="scalescope-probe_${version}_${arch}.deb"
mpi="scalescope-probe-mpi_${version}_${arch}.deb"
for f in "$app" "$probe" "$mpi"; do
  [[ -f "$debs/$f" ]] || { echo "clean-install: $debs/$f is missing: run scripts/package.sh first" >&2; exit 1; }
done
if ! curl -fsS --max-time 20 -o /dev/null "$mirror/dists/bookworm/Release"; then
  echo "skipped: $mirror cannot be reached" >&2
  exit 77
fi

work="$(mktemp -d /tmp/scalescope-clean.XXXXXX)"
trap 'rm -rf "$work"' EXIT
# One round folder of a few results, for scalescope-cli import inside the tree.
round="$(ls -d "$shared"/training_v4.0/*/ 2>/dev/null | head -1 || true)"
[[ -n "$round" ]] || { echo "clean-install: no shared round under $shared" >&2; exit 1; }
mkdir -p "$work/round/training_v4.0"
cp -r "$round" "$work/round/training_v4.0/"
org="$(basename "$round")"

step() { echo "== $*"; }
step "1. scalescope from ./$app (and ./$probe, which it depends on) in a minimal bookworm; apt resolves the rest"
start=$(date +%s)
mmdebstrap --mode=root --variant=apt --quiet bookworm "$work/app" "$mirror" \
  --customize-hook="copy-in $debs/$app $debs/$probe /tmp" \
  --customize-hook="copy-in $work/round/training_v4.0 /tmp" \
  --customize-hook='chroot "$1" apt-get install -y --no-install-recommends -q=2 /tmp/'"$app /tmp/$probe" \
  --customize-hook='chroot "$1" scalescope --version | tee "$1/tmp/version.txt"' \
  --customize-hook='chroot "$1" scalescope-cli import /tmp/training_v4.0/'"$org"' --format csv >"$1/tmp/import.csv"' \
  --customize-hook='mkdir -m 700 "$1/tmp/runtime"' \
  --customize-hook='chroot "$1" env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp/runtime HOME=/tmp scalescope --quit-after 8 >"$1/tmp/app.txt"' \
  --customize-hook='copy-out /tmp/version.txt /tmp/import.csv /tmp/app.txt '"$work"
grep -q "^ScaleScope $version (commit " "$work/version.txt" || { echo "clean-install: scalescope --version said: $(cat "$work/version.txt")" >&2; exit 1; }
rows=$(( $(wc -l <"$work/import.csv") - 1 ))
[[ $rows -ge 1 ]] || { echo "clean-install: scalescope-cli import gave no configuration" >&2; exit 1; }
grep -Eq "configurations open$" "$work/app.txt" || { echo "clean-install: the app said: $(cat "$work/app.txt")" >&2; exit 1; }
echo "   $(cat "$work/version.txt"); import: $rows configurations of $org; app: $(cat "$work/app.txt") ($(( $(date +%s) - start )) s)"

step "2. scalescope-probe alone from ./$probe: no Qt"
start=$(date +%s)
mmdebstrap --mode=root --variant=apt --quiet bookworm "$work/probe" "$mirror" \
  --customize-hook="copy-in $debs/$probe /tmp" \
  --customize-hook='chroot "$1" apt-get install -y --no-install-recommends -q=2 /tmp/'"$probe" \
  --customize-hook='chroot "$1" dpkg-query -W -f "\${Package}\n" >"$1/tmp/packages.txt"' \
  --customize-hook='chroot "$1" scalescope-probe --quick --backend cpu --format json --out /tmp/probe.json >/dev/null' \
  --customize-hook='copy-out /tmp/packages.txt /tmp/probe.json '"$work"
if grep -Eq '^libqt6' "$work/packages.txt"; then
  echo "clean-install: installing scalescope-probe brought Qt: $(grep -E '^libqt6' "$work/packages.txt" | tr '\n' ' ')" >&2
  exit 1
fi
grep -q '"schema"' "$work/probe.json" || { echo "clean-install: scalescope-probe wrote no document" >&2; exit 1; }
echo "   $(wc -l <"$work/packages.txt") packages, none of Qt; scalescope-probe --quick wrote $(wc -c <"$work/probe.json") bytes ($(( $(date +%s) - start )) s)"

step "3. piuparts: install, remove and purge of the three packages leave nothing behind"
start=$(date +%s)
piuparts --distribution=bookworm --mirror="$mirror main" --no-upgrade-test --tmpdir="$work" \
  "$debs/$app" "$debs/$probe" "$debs/$mpi" >"$work/piuparts.log" 2>&1 || {
  tail -40 "$work/piuparts.log" >&2
  echo "clean-install: piuparts failed (log above)" >&2
  exit 1
}
grep -E '(PASS|FAIL):' "$work/piuparts.log" | sed 's/.*INFO: /   piuparts: /'
echo "   ($(( $(date +%s) - start )) s)"
echo "clean-install: passed"
