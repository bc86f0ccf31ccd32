#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates resources/rules/mlperf-rules.json from an mlperf_logging checkout (default: the official
# tool beside the repository, ../shared/tools/mlperf_logging). A new MLPerf round is this command, a
# look at the diff, and the NOTICE's version and commit updated by hand.
#   bash scripts/update-rules.sh [MLPERF_LOGGING_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tool="${1:-$root/../shared/tools/mlperf_logging}"
build="${BUILD_DIR:-$root/build}"
cmake --build "$build" --target scalescope-rules-convert
"$build/bin/scalescope-rules-convert" "$tool" "$root/resources/rules/mlperf-rules.json"
git -C "$root" diff --stat -- resources/rules/mlperf-rules.json
