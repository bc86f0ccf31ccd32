#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Per-run verdicts of the official MLCommons tool, for ScaleScope's differential test.

Usage:
    /usr/bin/python3 official_verdicts.py --tool-root DIR MANIFEST.csv OUT.csv

DIR is a checkout of github.com/mlcommons/logging (the folder that holds the
`mlperf_logging` package), e.g. /work/shared/tools/mlperf_logging.

MANIFEST.csv has the columns `path,usage,ruleset` (more columns are allowed and
ignored). A relative `path` is taken relative to the folder of MANIFEST.csv; the
`path` column of OUT.csv repeats the manifest's text unchanged.

For each row this emulates what the official result summarizer does with one
result file (mlperf_logging/result_summarizer/result_summarizer.py):

    loglines = _read_result_file(result_file, usage, ruleset)   # compliance + parse
    start, stop = _query_run_start_stop(loglines)
    minutes = (stop - start) / 60 / 1000
    ... except ValueError: the run is dropped

and writes OUT.csv with the columns `path,verdict,exception,minutes,messages,warnings`:

  verdict    `valid`      no exception: the summarizer counts the run;
             `invalid`    a ValueError was raised (the summarizer catches exactly
                          ValueError, prints "<text> in <file>" and drops the run);
             `tool_error` any other exception escaped: the real summarizer would crash.
  exception  invalid: str(e) ('Compliance check failed', 'Parse error',
             'run_start not recorded', 'run_stop not recorded', or the text of a
             ValueError that escaped from the checker itself);
             tool_error: 'TypeName: text'.
  minutes    valid runs only: repr() of the float the summarizer appends to its
             score list. NOTE: the summarizer computes `(stop - start) / 60 / 1000`,
             which can differ from `(stop - start) / 60000` in the last bit; the
             summarizer's expression is used here so that the value is the one
             that goes into the official olympic mean.
  messages   the checker's overwritable + not_overwritable messages, joined with ' || '
             (line breaks replaced by ' / ').
  warnings   likewise, from checker.warnings.

Differences from the summarizer, on purpose:
  * the checker is made with quiet=False (the summarizer uses quiet=True) so that
    warnings are collected too; with werror=False warnings never change validity;
  * the module-global config queue is cleared before each file (see below);
  * `logging` output is silenced; the work runs in a temporary current directory;
  * the script re-executes itself with PYTHONHASHSEED=0 (see _fixed_hash_seed) so
    that the order inside two hash-ordered message texts is reproducible.
"""

import argparse
import csv
import logging
import os
import shutil
import sys
import tempfile
import time

sys.dont_write_bytecode = True

FIELDS = ['path', 'verdict', 'exception', 'minutes', 'messages', 'warnings']


def _flat(text):
    """One CSV-friendly line: line breaks become ' / ', NUL becomes '\\x00'."""
    text = str(text)
    text = text.replace('\r\n', ' / ').replace('\n', ' / ').replace('\r', ' / ')
    return text.replace('\x00', '\\x00')


def _join(msgs):
    return ' || '.join(_flat(m) for m in msgs)


def _query_run_start_stop(loglines):
    # Same logic as result_summarizer._query_run_start_stop (kept line by line).
    run_start, run_stop = None, None
    for logline in loglines:
        if logline.key == 'run_start':
            run_start = logline.timestamp
        if logline.key == 'run_stop':
            run_stop = logline.timestamp
        if run_start is not None and run_stop is not None:
            break
    if run_start is None:
        raise ValueError('run_start not recorded')
    if run_stop is None:
        raise ValueError('run_stop not recorded')

    return float(run_start), float(run_stop)


class OfficialTool:
    def __init__(self, tool_root):
        tool_root = os.path.abspath(tool_root)
        if tool_root not in sys.path:
            sys.path.insert(0, tool_root)
        from mlperf_logging.compliance_checker import mlp_compliance
        from mlperf_logging.compliance_checker import mlp_parser
        self.mlp_compliance = mlp_compliance
        self.mlp_parser = mlp_parser
        # Files whose check left entries in the config queue (an exception between
        # enqueue_config() and the pop); only for the summary line.
        self.stale_queue = 0

    def verdict(self, result_file, usage, ruleset):
        """Returns a dict with the FIELDS except `path`."""
        mc = self.mlp_compliance
        # mlp_compliance.enqueued_configs is a module-global list that
        # ComplianceChecker.check_loglines() drains. If a check raised while
        # configs were queued (e.g. FileNotFoundError for the rule file of an
        # unknown benchmark or division, or a TypeError in an ATLEAST_ONE_CHECK),
        # the leftovers would be checked against the NEXT file. The real
        # summarizer crashes on such exceptions (except ValueError), so we clear
        # the queue in place (enqueue_config() appends to this same object) to
        # keep each row independent of the rows before it.
        mc.enqueued_configs.clear()

        # _read_result_file(result_file, usage, ruleset), with quiet=False.
        config_file = f'{usage}_{ruleset}/common.yaml'
        checker = mc.make_checker(usage=usage, ruleset=ruleset,
                                  quiet=False, werror=False)
        row = {'verdict': 'valid', 'exception': '', 'minutes': ''}
        try:
            valid, _, _, _ = mc.main(result_file, config_file, checker)
            if not valid:
                raise ValueError('Compliance check failed')

            loglines, failed = self.mlp_parser.parse_file(result_file, ruleset=ruleset)
            if len(failed) > 0:
                raise ValueError('Parse error')

            start, stop = _query_run_start_stop(loglines)
            time_to_train_ms = stop - start
            row['minutes'] = repr(time_to_train_ms / 60 / 1000)
        except ValueError as e:
            row['verdict'] = 'invalid'
            row['exception'] = _flat(e)
        except Exception as e:  # would escape from the real summarizer
            row['verdict'] = 'tool_error'
            row['exception'] = _flat(f'{type(e).__name__}: {e}')
        if mc.enqueued_configs:
            self.stale_queue += 1
            mc.enqueued_configs.clear()
        row['messages'] = _join([*checker.overwritable.values(), *checker.not_overwritable])
        row['warnings'] = _join(checker.warnings.values())
        return row


def _fixed_hash_seed():
    # The checker builds two of its message texts from sets of strings (the
    # 'a' or 'b' alternatives of AT_LEAST_ONE_OR, and the "different values: [...]"
    # list of EXACTLY_ONE), so their order follows Python's per-process string
    # hash. Verdicts do not depend on it; to make OUT.csv byte-reproducible the
    # script re-executes itself once with PYTHONHASHSEED=0.
    if os.environ.get('PYTHONHASHSEED') != '0' and not os.environ.get('OFFICIAL_VERDICTS_NO_REEXEC'):
        env = dict(os.environ, PYTHONHASHSEED='0', PYTHONDONTWRITEBYTECODE='1')
        sys.stdout.flush()
        sys.stderr.flush()
        os.execve(sys.executable, [sys.executable, os.path.abspath(__file__), *sys.argv[1:]], env)


def main(argv=None):
    if argv is None:
        _fixed_hash_seed()
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--tool-root', required=True,
                    help='folder that holds the mlperf_logging package')
    ap.add_argument('manifest', help='CSV with columns path,usage,ruleset')
    ap.add_argument('out', help='output CSV')
    args = ap.parse_args(argv)

    manifest = os.path.abspath(args.manifest)
    out = os.path.abspath(args.out)
    base = os.path.dirname(manifest)
    with open(manifest, newline='', encoding='utf-8') as f:
        rows = list(csv.DictReader(f))

    logging.disable(logging.CRITICAL)  # the checker logs every message as a warning
    tool = OfficialTool(args.tool_root)

    t0 = time.monotonic()
    counts = {'valid': 0, 'invalid': 0, 'tool_error': 0}
    old_cwd = os.getcwd()
    work = tempfile.mkdtemp(prefix='official_verdicts_')
    results = []
    try:
        os.chdir(work)  # the checker may write compliance_checker.log where it runs
        for r in rows:
            path = r['path']
            full = path if os.path.isabs(path) else os.path.join(base, path)
            res = tool.verdict(full, r['usage'].strip(), r['ruleset'].strip())
            res['path'] = path
            counts[res['verdict']] += 1
            results.append(res)
    finally:
        os.chdir(old_cwd)
        shutil.rmtree(work, ignore_errors=True)

    with open(out, 'w', newline='', encoding='utf-8') as f:
        w = csv.DictWriter(f, fieldnames=FIELDS, lineterminator='\n')
        w.writeheader()
        for res in results:
            w.writerow(res)

    dt = time.monotonic() - t0
    extra = f', {tool.stale_queue} left configs queued' if tool.stale_queue else ''
    print(f'official_verdicts: {len(results)} files: {counts["valid"]} valid, '
          f'{counts["invalid"]} invalid, {counts["tool_error"]} tool_error{extra} '
          f'in {dt:.1f} s', file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
