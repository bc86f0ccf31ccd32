#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Compares the official tool's per-run verdicts with ScaleScope's (scalescope-cli check-log --format csv).

Both files have the columns path,verdict,exception,minutes,messages,warnings. A run agrees when the
verdicts are equal (valid, invalid, tool_error) and, for a valid run, the minutes are equal to within
1e-9 relative. Prints each disagreement with both sides' reasons.

usage: compare_verdicts.py OFFICIAL.csv SCALESCOPE.csv [MANIFEST.csv]   (exit 0: none, 1: some)
"""
import csv
import math
import sys


def read(path):
    with open(path, newline='', encoding='utf-8') as f:
        return {row['path']: row for row in csv.DictReader(f)}


def same_minutes(a, b):
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    if math.isnan(x) and math.isnan(y):
        return True
    return math.isfinite(x) and math.isfinite(y) and abs(x - y) <= 1e-9 * max(abs(x), abs(y), 1e-300)


def main():
    official, ours = read(sys.argv[1]), read(sys.argv[2])
    kinds = {}
    if len(sys.argv) > 3:
        with open(sys.argv[3], newline='', encoding='utf-8') as f:
            kinds = {row['path']: row.get('kind', '') for row in csv.DictReader(f)}
    bad = 0
    for path, want in official.items():
        got = ours.get(path)
        if got is None:
            print(f'MISSING {path}')
            bad += 1
            continue
        if got['verdict'] != want['verdict'] or (want['verdict'] == 'valid' and not same_minutes(want['minutes'], got['minutes'])):
            bad += 1
            print(f'DIFF {path} [{kinds.get(path, "")}]\n  official:   {want["verdict"]} {want["minutes"]} {want["exception"]} | {want["messages"][:300]}\n'
                  f'  scalescope: {got["verdict"]} {got["minutes"]} {got["exception"]} | {got["messages"][:300]}')
    counts = {}
    for row in official.values():
        counts[row['verdict']] = counts.get(row['verdict'], 0) + 1
    print(f'{len(official)} runs ({", ".join(f"{k} {v}" for k, v in sorted(counts.items()))}): {bad} disagreement(s)',
          file=sys.stderr)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
