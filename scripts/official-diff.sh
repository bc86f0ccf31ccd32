#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# The long differential run against the official MLCommons tool, outside CI: N mutated logs (5,000 by
# default) and every real log of every shared round through both tools, then every result folder's
# score through the summarizer. Needs a built tree (build/) and Debian's python3-pandas/yaml.
#   bash scripts/official-diff.sh [N] [SEED]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${BUILD_DIR:-$root/build}/bin"
n="${1:-5000}"
seed="${2:-$(date +%s)}"
echo "== verdicts: $n mutated logs (seed $seed) and every real log"
bash "$root/tests/official/official_diff.sh" verdicts "$bin" --count "$n" --seed "$seed" \
  --real "training_v*/*/results/*/*" --real "hpc_v2.0/*/results/*/*/*"
echo "== scores: every result folder of every shared round"
bash "$root/tests/official/official_diff.sh" scores "$bin" training_v1.0 training_v3.1 training_v4.0 training_v5.0
