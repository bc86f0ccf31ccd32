#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs dependencies, builds ScaleScope and runs every test through CTest.
# Reuses build/ unless --clean is given or CI=true (then it builds from scratch).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
clean=0
for a in "$@"; do
  case "$a" in
    --clean) clean=1 ;;
    *) echo "usage: scripts/test.sh [--clean]" >&2; exit 2 ;;
  esac
done
[[ "${CI:-}" == "true" ]] && clean=1

bash scripts/install-deps.sh

cuda="${SCALESCOPE_CUDA:-AUTO}"
if [[ $clean -eq 1 ]]; then rm -rf build; fi
werror=OFF
[[ "${CI:-}" == "true" ]] && werror=ON # a warning in our code fails CI
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCALESCOPE_CUDA="$cuda" -DSCALESCOPE_WERROR="$werror" \
  ${CUDACXX:+-DCMAKE_CUDA_COMPILER="$CUDACXX"}
cmake --build build

export QT_QPA_PLATFORM=offscreen
export QTEST_DISABLE_STACK_DUMP=1
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d /tmp/scalescope-xdg.XXXXXX)}"
chmod 700 "$XDG_RUNTIME_DIR"
# One test per core: most are single-threaded, and the long ones (nested builds, the official
# tool) overlap with the many short ones.
ctest --test-dir build --output-on-failure --timeout 600 -j "$(nproc)"
