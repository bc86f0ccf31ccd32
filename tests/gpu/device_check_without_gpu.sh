#!/bin/sh
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
# device-check.sh on a machine without a GPU: it must say so and exit 3, having run nothing.
# Skipped (77) where the probe does see a GPU: the real check takes minutes and belongs there.
probe="$1"; root="$2"; out="$3"
if "$probe" --list --format json | grep -q '"cuda_available": true'; then
    echo "a GPU is present: run gpu/tools/device-check.sh itself"
    exit 77
fi
msg=$(bash "$root/gpu/tools/device-check.sh" --binary "$probe" --out "$out" 2>&1)
rc=$?
echo "$msg"
[ "$rc" -eq 3 ] || { echo "expected exit code 3, got $rc"; exit 1; }
echo "$msg" | grep -q "sees no CUDA device" || { echo "no explanation printed"; exit 1; }
[ ! -e "$out/probe.json" ] || { echo "it ran the probe anyway"; exit 1; }
