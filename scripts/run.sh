#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs dependencies, builds ScaleScope and starts it (on its embedded sample when no path is given).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/install-deps.sh
cuda="${SCALESCOPE_CUDA:-AUTO}"
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCALESCOPE_CUDA="$cuda"
cmake --build build
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display found. To run without one:"
  echo "  xvfb-run -a -s '-screen 0 1400x900x24' ./build/bin/scalescope $*"
  exit 0
fi
exec ./build/bin/scalescope "$@"
