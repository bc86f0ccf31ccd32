#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian packages scalescope, scalescope-probe and scalescope-probe-mpi in build-package/
# (Release, a portable probe, Debian's hardening flags) and checks them: lintian reports no error, the desktop entry and
# the AppStream metainfo validate, every file a desktop needs is inside, and the unpacked programs
# run from the packages' own files. Usage: scripts/package.sh [--no-check]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
check=1
for a in "$@"; do
  case "$a" in
    --no-check) check=0 ;;
    *) echo "usage: scripts/package.sh [--no-check]" >&2; exit 2 ;;
  esac
done
bash scripts/install-deps.sh

# dpkg-buildflags: what Debian builds its own packages with (fortify, stack protector, relro, now, PIE).
export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CXXFLAGS) $(dpkg-buildflags --get CPPFLAGS)"
ldflags="$(dpkg-buildflags --get LDFLAGS)"
cuda="${SCALESCOPE_CUDA:-AUTO}"
out=build-package
cmake -S . -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DSCALESCOPE_BUILD_TESTS=OFF -DSCALESCOPE_PROBE_NATIVE=OFF -DSCALESCOPE_CUDA="$cuda" \
  ${CUDACXX:+-DCMAKE_CUDA_COMPILER="$CUDACXX"} \
  -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags" >/dev/null
cmake --build "$out"
rm -f "$out"/*.deb
(cd "$out" && cpack -G DEB >/dev/null)
version="$(sed -n '1s/^scalescope (\([^)]*\)).*/\1/p' packaging/debian/changelog)"
app="$out/scalescope_${version}_$(dpkg --print-architecture).deb"
probe="$out/scalescope-probe_${version}_$(dpkg --print-architecture).deb"
mpi="$out/scalescope-probe-mpi_${version}_$(dpkg --print-architecture).deb"
ls -l "$app" "$probe" "$mpi"
[[ $check -eq 1 ]] || exit 0

fail() { echo "package check: $*" >&2; exit 1; }
echo "== lintian"
lintian --fail-on error --display-info --tag-display-limit 0 "$app" "$probe" "$mpi" || fail "lintian reported errors"

tmp="$(mktemp -d /tmp/scalescope-package.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
dpkg-deb -x "$app" "$tmp/root"
dpkg-deb -x "$probe" "$tmp/root"
dpkg-deb -x "$mpi" "$tmp/root"
r="$tmp/root/usr"
id=org.scalescope.ScaleScope
echo "== contents"
for f in bin/scalescope bin/scalescope-cli bin/scalescope-probe \
         share/applications/$id.desktop share/metainfo/$id.metainfo.xml share/mime/packages/$id.xml \
         share/icons/hicolor/scalable/apps/$id.svg share/icons/hicolor/16x16/apps/$id.png \
         share/icons/hicolor/512x512/apps/$id.png \
         share/man/man1/scalescope.1.gz share/man/man1/scalescope-cli.1.gz share/man/man1/scalescope-probe.1.gz \
         share/doc/scalescope/copyright share/doc/scalescope/changelog.gz \
         share/doc/scalescope-probe/copyright share/doc/scalescope-probe/changelog.gz \
         bin/scalescope-probe-mpi share/man/man1/scalescope-probe-mpi.1.gz \
         share/doc/scalescope-probe-mpi/copyright share/doc/scalescope-probe-mpi/changelog.gz \
         share/doc/scalescope-probe-mpi/examples/scalescope-probe.sbatch; do
  [[ -s "$r/$f" ]] || fail "missing /usr/$f"
done
readelf -d "$r/bin/scalescope-probe" | grep -q 'libQt6' && fail "the packaged probe links Qt"
dpkg-deb -f "$probe" Depends | grep -qi qt && fail "the probe package depends on Qt: $(dpkg-deb -f "$probe" Depends)"
dpkg-deb -f "$app" Depends | grep -q 'libqt6widgets6' || fail "Depends lacks the Qt libraries: $(dpkg-deb -f "$app" Depends)"
dpkg-deb -f "$probe" Depends | grep -qi mpi && fail "the probe package depends on MPI: $(dpkg-deb -f "$probe" Depends)"
dpkg-deb -f "$mpi" Depends | grep -q 'libopenmpi' || fail "the MPI probe's Depends lacks libopenmpi: $(dpkg-deb -f "$mpi" Depends)"
dpkg-deb -f "$mpi" Depends | grep -qi qt && fail "the MPI probe package depends on Qt: $(dpkg-deb -f "$mpi" Depends)"
echo "== desktop-file-validate, appstreamcli"
desktop-file-validate "$r/share/applications/$id.desktop" || fail "desktop entry"
appstreamcli validate --no-net "$r/share/metainfo/$id.metainfo.xml" || fail "AppStream metainfo"
echo "== the unpacked programs"
# "NAME VERSION (commit HEAD)": the commit the packages were built from (this checkout's HEAD).
head="$(git -C "$root" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)"
says_version() { [[ "$1" =~ ^"$2 $version (commit $head"(-dirty)?")"$ ]] || fail "$2 --version said '$1'"; }
says_version "$("$r/bin/scalescope-cli" --version)" scalescope-cli
says_version "$("$r/bin/scalescope-probe" --version)" scalescope-probe
says_version "$(QT_QPA_PLATFORM=offscreen "$r/bin/scalescope" --version 2>/dev/null)" ScaleScope
"$r/bin/scalescope-probe" --list --format json >/dev/null || fail "scalescope-probe --list"
says_version "$("$r/bin/scalescope-probe-mpi" --version)" scalescope-probe-mpi
mpirun --allow-run-as-root --oversubscribe -np 2 "$r/bin/scalescope-probe-mpi" --quick --suite allreduce --format text \
  >"$tmp/mpi.txt" || fail "the unpacked scalescope-probe-mpi under mpirun -np 2: $(cat "$tmp/mpi.txt")"
round="$root/../shared/mlperf/training_v4.0"
if [[ -d "$round" ]]; then
  n=$("$r/bin/scalescope-cli" import "$round" --format csv | tail -n +3 | wc -l)
  (( n > 0 )) || fail "the unpacked scalescope-cli imported nothing from $round"
  echo "imported $n configurations from $round with the packaged scalescope-cli"
elif [[ "${CI:-}" == "true" ]]; then
  fail "CI=true but $round is missing"
fi
echo "package check: passed ($(basename "$app"), $(basename "$probe"), $(basename "$mpi"))"
