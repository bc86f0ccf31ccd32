#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the embedded sample dataset from the shared MLPerf trees (derived figures only:
# one row per configuration with its runs' times and validity; no log text, no raw system
# strings): Training v1.0, v3.1 and v4.0, and the small MLPerf HPC rounds v0.7 (Piz Daint,
# Fugaku, Cori) and v2.0 (strong and weak scaling). Usage: scripts/make-sample.sh [path-to-shared-mlperf]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mlperf="${1:-$root/../shared/mlperf}"
cli="$root/build/bin/scalescope-cli"
[[ -x "$cli" ]] || { echo "build first: cmake --build build" >&2; exit 1; }
"$cli" import "$mlperf/training_v1.0" "$mlperf/training_v3.1" "$mlperf/training_v4.0" \
  "$mlperf/hpc_v0.7" "$mlperf/hpc_v2.0" \
  --format json --compact --out "$root/resources/sample/mlperf-training-sample.json"
echo "wrote resources/sample/mlperf-training-sample.json"
