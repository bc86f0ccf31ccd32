#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every result folder's official score: the MLCommons summarizer against ScaleScope.

For each round folder given, each organisation's folder is copied (the summarizer's RCP check may
rewrite scaling.json in place) and run through `python3 -m mlperf_logging.result_summarizer`; its
<org>_detailed.csv gives, per system file and benchmark, the score (time_to_train, minutes), the
scaling factor and the energy. `scalescope-cli import ROUND --format json` gives ScaleScope's. Every
folder must agree: both unscored, or both scored to within 1e-9 relative, with the same scaling
factor and energy.

usage: official_scores.py --tool-root DIR --cli BIN [--jobs N] ROUND_DIR...
       (ROUND_DIR like ../shared/mlperf/training_v3.1; the usage and ruleset come from its name)
exit 0: every folder agrees; 1: differences listed.
"""
import argparse
import concurrent.futures
import csv
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def close(a, b):
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))


def summarize_org(tool_root, round_dir, org, usage, ruleset, scratch):
    """The summarizer's rows for one org: {(system, benchmark): {...}}."""
    work = tempfile.mkdtemp(dir=scratch)
    copy = os.path.join(work, org)
    shutil.copytree(os.path.join(round_dir, org), copy, symlinks=True)
    out = os.path.join(work, 'out')
    os.makedirs(out)
    env = dict(os.environ, PYTHONPATH=tool_root, PYTHONDONTWRITEBYTECODE='1')
    run = subprocess.run(['/usr/bin/python3', '-m', 'mlperf_logging.result_summarizer', copy, usage, ruleset,
                          '--csv', os.path.join(out, f'{org}.csv')], cwd=work, env=env, capture_output=True, text=True)
    if run.returncode != 0:
        return None, f'{org}: the summarizer exits {run.returncode}: {run.stderr[-500:]}'
    rows = {}
    # HPC: <org>.csv holds the strong table, then the weak table under a header of its own.
    if usage == 'hpc':
        with open(os.path.join(out, f'{org}.csv'), newline='') as f:
            lines = f.read().splitlines()
        headers = [i for i, line in enumerate(lines) if line.startswith('division,')]
        for start in headers[1:2]:
            for row in csv.DictReader(lines[start:]):
                m = re.search(r'/systems/(.+)\.json$', row.get('details_url', ''))
                if not m:
                    continue
                for column, value in row.items():
                    if column and column.endswith(':number_of_models') and value:
                        bench = column.split(':')[0]
                        rows[(m.group(1), bench, 'weak')] = {
                            'models': float(value), 'instance_scale': float(row[f'{bench}:instance_scale']),
                            'time_to_train_all': float(row[f'{bench}:time_to_train_all'])}
    detailed = os.path.join(out, f'{org}_detailed.csv')
    if os.path.exists(detailed):
        with open(detailed, newline='') as f:
            for row in csv.DictReader(f):
                m = re.search(r'/systems/(.+)\.json$', row.get('details_url', ''))
                if not m:
                    continue
                system = m.group(1)
                for column, value in row.items():
                    if column.endswith(':time_to_train'):
                        bench = column.split(':')[0]
                        def num(key):
                            v = row.get(f'{bench}:{key}', '')
                            return float(v) if v not in ('', None) else None
                        if num('rcp_scaling_factor') is None and value in ('', None):
                            continue  # a benchmark column of the round this system has no folder for
                        rows[(system, bench, 'strong' if usage == 'hpc' else '')] = {
                            'score': float(value) if value else None, 'factor': num('rcp_scaling_factor'),
                            'energy': num('Energy')}
    shutil.rmtree(work, ignore_errors=True)
    return rows, None


def main():
    p = argparse.ArgumentParser()
    p.add_argument('--tool-root', required=True)
    p.add_argument('--cli', required=True)
    p.add_argument('--jobs', type=int, default=2)
    p.add_argument('rounds', nargs='+')
    a = p.parse_args()
    a.tool_root = os.path.abspath(a.tool_root)
    a.cli = os.path.abspath(a.cli)
    problems = []
    compared = 0
    started = time.time()
    official_seconds = 0.0
    scratch = tempfile.mkdtemp(prefix='scalescope-official-')
    try:
        for round_dir in a.rounds:
            name = os.path.basename(os.path.normpath(round_dir))
            m = re.fullmatch(r'(training|hpc)_v(\d+\.\d+)', name)
            if not m:
                problems.append(f'{round_dir}: not a round folder (training_vX.Y or hpc_vX.Y)')
                continue
            usage, round_ = m.group(1), m.group(2)
            ruleset = round_ + '.0'
            orgs = sorted(d for d in os.listdir(round_dir) if os.path.isdir(os.path.join(round_dir, d, 'results')))
            t0 = time.time()
            official = {}
            with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
                for org, (rows, error) in zip(orgs, pool.map(
                        lambda o: summarize_org(a.tool_root, round_dir, o, usage, ruleset, scratch), orgs)):
                    if error:
                        problems.append(error)
                        continue
                    for (system, bench, scaling), v in rows.items():
                        official[(org, system, bench, scaling)] = v
            official_seconds += time.time() - t0
            out = subprocess.run([a.cli, 'import', round_dir, '--format', 'json'], capture_output=True)
            if out.returncode != 0:
                problems.append(f'{round_dir}: scalescope-cli import exits {out.returncode}')
                continue
            ours = {}
            for c in json.loads(out.stdout)['configurations']:
                ours[(c['org'], c['system'], c['benchmark'], c.get('scaling', '') if c.get('usage') == 'hpc' else '')] = c
            for key, want in sorted(official.items()):
                got = ours.get(key)
                compared += 1
                if got is None:
                    problems.append(f'{name} {"/".join(key)}: the summarizer has it, ScaleScope does not')
                    continue
                if key[3] == 'weak':
                    for ours_key, theirs in (('number_of_models', 'models'), ('instance_scale', 'instance_scale'),
                                             ('time_to_train_all_minutes', 'time_to_train_all')):
                        if not close(want[theirs], got.get(ours_key)):
                            problems.append(f'{name} {"/".join(key)}: {theirs} {want[theirs]} (official) != '
                                            f'{got.get(ours_key)} (ScaleScope)')
                    continue
                score = got.get('score_minutes')
                if not close(want['score'], score):
                    problems.append(f'{name} {"/".join(key)}: score {want["score"]} (official) != {score} (ScaleScope)')
                factor = got.get('scaling_factor', 1.0)
                if want['factor'] is not None and not close(want['factor'], factor):
                    problems.append(f'{name} {"/".join(key)}: scaling factor {want["factor"]} != {factor}')
                if want['energy'] is not None:
                    energy = got.get('energy_kj')
                    if energy is None or not close(want['energy'] / 1000, energy):
                        problems.append(f'{name} {"/".join(key)}: energy {want["energy"]} J != {energy} kJ')
            for key in sorted(set(ours) - set(official)):
                problems.append(f'{name} {"/".join(key)}: ScaleScope has a folder the summarizer does not list')
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    for problem in problems:
        print(problem)
    print(f'{compared} result folders compared, {len(problems)} differences; the official summarizer took '
          f'{official_seconds:.1f} s, everything {time.time() - started:.1f} s', file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
