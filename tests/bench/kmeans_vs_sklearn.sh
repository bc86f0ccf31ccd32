#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# k-means, silhouette sweep and PCA: ScaleScope against scikit-learn on the same matrix, same
# initial centres and settings, in one run. Installs Debian's python3-sklearn if needed.
# Usage: tests/bench/kmeans_vs_sklearn.sh [rows]   (after a build; default 1,000,000 rows)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rows="${1:-1000000}"
if ! /usr/bin/python3 -c "import sklearn, threadpoolctl" 2>/dev/null; then
  sudo_cmd=(); [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get install -y --no-install-recommends python3-sklearn python3-threadpoolctl
fi
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$root/build/tests/bench_kmeans" "$tmp/data" "$rows"
# OpenBLAS overrides set on some machines slow current numpy: unset them for sklearn only.
env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE /usr/bin/python3 "$root/tests/bench/kmeans_vs_sklearn.py" "$tmp/data" "$rows"
