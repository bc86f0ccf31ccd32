#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that ScaleScope's rule table holds what the official checker reads from its YAML files.

The table (resources/rules/mlperf-rules.json) is made by scalescope-rules-convert with yaml-cpp; the
checker reads the same files with PyYAML's BaseLoader. This compares, file by file and record by
record, every field's text and whether it is a list, and benchmark_meta.py's two tables.

usage: compare_rule_table.py TOOL_ROOT TABLE.json     (exit 0: identical, 1: differences listed)
"""
import json
import os
import re
import sys

sys.dont_write_bytecode = True


def main():
    tool_root, table_path = sys.argv[1], sys.argv[2]
    sys.path.insert(0, tool_root)
    import yaml  # Debian's python3-yaml, as the checker uses it
    from mlperf_logging import benchmark_meta

    checker_dir = os.path.join(tool_root, 'mlperf_logging', 'compliance_checker')
    with open(table_path, encoding='utf-8') as f:
        table = json.load(f)
    problems = []
    expected_files = {}
    for folder in sorted(os.listdir(checker_dir)):
        if not re.fullmatch(r'(training|hpc)_\d+\.\d+\.\d+', folder):
            continue
        for name in sorted(os.listdir(os.path.join(checker_dir, folder))):
            if name.endswith('.yaml'):
                with open(os.path.join(checker_dir, folder, name)) as f:
                    expected_files[f'{folder}/{name}'] = yaml.load(f, Loader=yaml.BaseLoader) or []
    got_files = table['rule_files']
    for path in sorted(set(expected_files) | set(got_files)):
        if path not in got_files:
            problems.append(f'{path}: missing from the table')
            continue
        if path not in expected_files:
            problems.append(f'{path}: in the table, not in the tool')
            continue
        want, got = expected_files[path], got_files[path]
        if len(want) != len(got):
            problems.append(f'{path}: {len(want)} records, table has {len(got)}')
            continue
        for i, (w, g) in enumerate(zip(want, got)):
            kind = list(w)[0]
            if kind != g['kind']:
                problems.append(f'{path} record {i}: kind {kind!r}, table {g["kind"]!r}')
                continue
            body = w[kind] if isinstance(w[kind], dict) else {}
            if set(body) != set(g['fields']):
                problems.append(f'{path} record {i}: fields {sorted(body)}, table {sorted(g["fields"])}')
                continue
            for field, value in body.items():
                if value != g['fields'][field]:
                    problems.append(f'{path} record {i} {field}: {value!r} != table {g["fields"][field]!r}')
    if table['benchmark_runs'] != benchmark_meta._ALL_RESULT_FILE_COUNTS:
        problems.append('benchmark_runs differ from _ALL_RESULT_FILE_COUNTS')
    if table['allowed_benchmarks'] != benchmark_meta._ALL_ALLOWED_BENCHMARKS:
        problems.append('allowed_benchmarks differ from _ALL_ALLOWED_BENCHMARKS')
    for p in problems:
        print(p)
    print(f'{len(expected_files)} rule files compared, {len(problems)} differences', file=sys.stderr)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
