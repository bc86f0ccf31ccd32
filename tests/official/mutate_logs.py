#!/usr/bin/python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Mutated MLPerf result logs for the differential test against the official tool.

Usage:
    /usr/bin/python3 mutate_logs.py --count N --seed S --data /work/shared/mlperf --out DIR

Writes DIR/NNNNN_<kind>.txt (N files) and DIR/manifest.csv with the columns
`path,usage,ruleset,kind,seed_log`: `path` is relative to DIR (official_verdicts.py
resolves relative paths against the manifest's folder), `seed_log` is relative to
--data. Feed the manifest to official_verdicts.py to get the official verdicts.

Seeds (deterministic, no randomness): for training, the smallest logs whose
run_stop says `success` of every (round, benchmark) under training_v1.0, v3.1,
v4.0 and v5.0 (ruleset = round + '.0'), one per system, SEEDS_PER_GROUP of them;
for HPC the same for hpc_v2.0 strong/ and weak/ of each benchmark (usage hpc,
ruleset 2.0.0); plus the known-invalid real logs of KNOWN_INVALID (README §8, §11.6); seeds larger
than MAX_SEED_BYTES are skipped.

Mutations: one per output file, kinds taken round-robin from KINDS (so every kind
appears once N >= len(KINDS); `--list-kinds` prints them); the seed log for each file is drawn with
random.Random(S), which is the only source of randomness, so the same S gives
byte-identical output. Everything works on bytes (the official parser decodes
logs as latin-1); only the mutated MLLOG line is re-serialised (json.dumps with
the default separators, as mllog writes them).
"""

import argparse
import csv
import json
import os
import random
import sys

sys.dont_write_bytecode = True

TOKEN = b':::MLLOG '

TRAINING_ROUNDS = [('training_v1.0', '1.0.0'), ('training_v3.1', '3.1.0'),
                   ('training_v4.0', '4.0.0'), ('training_v5.0', '5.0.0')]
HPC_ROUNDS = [('hpc_v2.0', '2.0.0')]
SEEDS_PER_GROUP = 2
MAX_SEED_BYTES = 240_000   # known-invalid seeds above this are left out too

# Real logs that the official tool rejects (kept as seeds on purpose).
KNOWN_INVALID = [
    'training_v1.0/Intel/results/8-nodes-64s-8376H-tensorflow/resnet/result_4.txt',
    'training_v1.0/Supermicro/results/as-2124gq-nart+/bert/result_1.txt',
    'training_v4.0/tinycorp/results/tinybox_green/resnet/result_0.txt',
    'training_v5.0/Cisco/results/hpf_n8/bert/result_5.txt',
    'training_v5.0/Dell/results/2xXE9712x4GB200/bert/result_9.txt',
    'training_v5.0/NVIDIA/results/tyche_ngpu64_ngc25.04_pytorch/bert/result_4.txt',
    'training_v5.0/tinycorp/results/tinybox_green/bert/result_2.txt',
    'training_v5.0/Dell/results/9xXE9712x4GB200/llama2_70b_lora/result_9.txt',
    'training_v5.0/tinycorp/results/tinybox_green/retinanet/result_4.txt',
    'training_v5.0/Dell/results/16xXE9712x4GB200/stable_diffusion/result_9.txt',
    'training_v5.0/HPE/results/HPE-Cray-XD670-H200-SXM5-141GB_n1_24.09/stable_diffusion/result_9.txt',
    'training_v5.0/Dell/results/9xXE9712x4GB200/stable_diffusion/result_9.txt',
]

# Benchmarks each ruleset's rule files accept (submission_benchmark CHECK).
BENCHMARKS = {
    ('training', '1.0.0'): ['resnet', 'ssd', 'maskrcnn', 'minigo', 'dlrm', 'bert', 'rnnt', 'unet3d'],
    ('training', '3.1.0'): ['resnet', 'ssd', 'stable_diffusion', 'maskrcnn', 'gpt3', 'dlrm_dcnv2',
                            'bert', 'rnnt', 'unet3d'],
    ('training', '4.0.0'): ['resnet', 'ssd', 'stable_diffusion', 'maskrcnn', 'gpt3', 'dlrm_dcnv2',
                            'bert', 'rnnt', 'unet3d', 'gnn', 'llama2_70b_lora'],
    ('training', '5.0.0'): ['retinanet', 'stable_diffusion', 'dlrm_dcnv2', 'bert', 'rgat',
                            'llama2_70b_lora', 'llama31_405b'],
    ('hpc', '2.0.0'): ['deepcam', 'cosmoflow', 'oc20'],
}

# Quality target per benchmark: (metric key, direction, target). 'ge': the value
# must reach the target from below (higher is better); 'le': lower is better.
# stable_diffusion: FID <= 90 and CLIP >= 0.15 (eval_accuracy with metadata.metric).
TARGETS = {
    'resnet': ('eval_accuracy', 'ge', 0.759),
    'bert': ('eval_accuracy', 'ge', 0.720),
    'dlrm_dcnv2': ('eval_accuracy', 'ge', 0.80275),
    'retinanet': ('eval_accuracy', 'ge', 0.340),
    'rgat': ('eval_accuracy', 'ge', 0.72),
    'llama2_70b_lora': ('eval_accuracy', 'le', 0.925),
    'llama31_405b': ('eval_accuracy', 'le', 5.6),
    'stable_diffusion': ('eval_accuracy', 'sd', 90.0),
    'cosmoflow': ('eval_error', 'le', 0.124),
    'deepcam': ('eval_accuracy', 'ge', 0.82),
    'oc20': ('eval_error', 'le', 0.036),
}
SD_CLIP_TARGET = 0.15

# Keys that are not "hyperparameters" even when they occur once.
STRUCTURAL = {
    'run_start', 'run_stop', 'init_start', 'init_stop', 'cache_clear',
    'block_start', 'block_stop', 'epoch_start', 'epoch_stop', 'eval_start', 'eval_stop',
    'eval_accuracy', 'eval_error', 'staging_start', 'staging_stop', 'tracked_stats',
    'throughput', 'train_loss',
}


# ----------------------------------------------------------------------------
# A log as lines of bytes

class Raw:
    """A JSON fragment written verbatim (1e400, NaN, a 5000-digit integer...)."""
    def __init__(self, text):
        self.text = text


def dumps(obj):
    """json.dumps with Raw fragments spliced in."""
    raws = []

    def sub(o):
        if isinstance(o, Raw):
            raws.append(o.text)
            return f'@@RAW{len(raws) - 1}@@'
        if isinstance(o, dict):
            return {k: sub(v) for k, v in o.items()}
        if isinstance(o, list):
            return [sub(v) for v in o]
        return o

    text = json.dumps(sub(obj))
    for i, r in enumerate(raws):
        text = text.replace(f'"@@RAW{i}@@"', r)
    return text.encode('latin-1', errors='backslashreplace')


class Line:
    __slots__ = ('prefix', 'body', 'end', 'obj')

    def __init__(self, raw):
        end = b''
        if raw.endswith(b'\r\n'):
            end = b'\r\n'
        elif raw.endswith(b'\n') or raw.endswith(b'\r'):
            end = raw[-1:]
        body = raw[:len(raw) - len(end)]
        self.end = end
        self.obj = None
        i = body.rfind(TOKEN)
        if i < 0:
            self.prefix, self.body = None, body
            return
        self.prefix, self.body = body[:i], body[i + len(TOKEN):]
        try:
            obj = json.loads(self.body.decode('latin-1').strip())
        except (ValueError, RecursionError):
            return
        if isinstance(obj, dict):
            self.obj = obj

    def copy(self):
        c = Line.__new__(Line)
        c.prefix, c.body, c.end = self.prefix, self.body, self.end
        c.obj = json.loads(json.dumps(self.obj)) if self.obj is not None else None
        return c

    @property
    def key(self):
        return self.obj.get('key') if self.obj is not None else None

    def set_obj(self, obj):
        self.obj = obj
        self.body = dumps(obj)

    def raw(self):
        if self.prefix is None:
            return self.body + self.end
        return self.prefix + TOKEN + self.body + self.end


def split_lines(data):
    return [Line(r) for r in data.splitlines(keepends=True)]


def join_lines(lines):
    return b''.join(ln.raw() for ln in lines)


def is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


# ----------------------------------------------------------------------------
# Seeds

def _status_success(data):
    for ln in split_lines(data):
        if ln.key == 'run_stop':
            md = ln.obj.get('metadata')
            return isinstance(md, dict) and md.get('status') == 'success'
    return False


def find_seeds(data_root):
    """[(rel_path, usage, ruleset, group, benchmark)] in a fixed order."""
    def listdir(p):
        return sorted(os.listdir(p)) if os.path.isdir(p) else []

    groups = {}  # (round dir, scale or '', benchmark) -> [(rel path, system)]
    for usage, rounds in (('training', TRAINING_ROUNDS), ('hpc', HPC_ROUNDS)):
        for rnd, ruleset in rounds:
            for org in listdir(os.path.join(data_root, rnd)):
                res = os.path.join(data_root, rnd, org, 'results')
                for system in listdir(res):
                    if usage == 'training':
                        bench_dirs = [('', b) for b in listdir(os.path.join(res, system))]
                    else:
                        bench_dirs = [(sc, b) for sc in ('strong', 'weak')
                                      for b in listdir(os.path.join(res, system, sc))]
                    for scale, bench in bench_dirs:
                        d = os.path.join(res, system, scale, bench)
                        if not os.path.isdir(d):
                            continue
                        for name in listdir(d):
                            if name.startswith('result_') and name.endswith('.txt') \
                                    and os.path.isfile(os.path.join(d, name)):
                                rel = os.path.relpath(os.path.join(d, name), data_root)
                                groups.setdefault((usage, ruleset, rnd, scale, bench), []).append(
                                    (rel.replace(os.sep, '/'), org + '/' + system))
    seeds = []
    known = set(KNOWN_INVALID)
    for gk in sorted(groups):
        usage, ruleset, rnd, scale, bench = gk
        files = sorted(groups[gk], key=lambda f: (os.path.getsize(os.path.join(data_root, f[0])), f[0]))
        chosen, systems = [], set()
        for rel, system in files:
            if len(chosen) >= SEEDS_PER_GROUP:
                break
            if rel in known or system in systems:
                continue
            if os.path.getsize(os.path.join(data_root, rel)) > MAX_SEED_BYTES:
                continue
            with open(os.path.join(data_root, rel), 'rb') as f:
                if not _status_success(f.read()):
                    continue
            chosen.append(rel)
            systems.add(system)
        for rel in chosen:
            seeds.append((rel, usage, ruleset, gk, bench))
        for rel, _ in files:
            if rel in known and os.path.getsize(os.path.join(data_root, rel)) <= MAX_SEED_BYTES:
                seeds.append((rel, usage, ruleset, gk, bench))
    return seeds, groups


# ----------------------------------------------------------------------------
# Mutations. Each takes a context and returns the new bytes, or None when the
# seed does not allow it (another seed is drawn then).

class Ctx:
    def __init__(self, seed, data, rng, data_root, groups):
        self.rel, self.usage, self.ruleset, self.group, self.bench = seed
        self.data = data
        self.lines = split_lines(data)
        self.rng = rng
        self.data_root = data_root
        self.groups = groups

    # helpers
    def recs(self, key=None):
        return [i for i, ln in enumerate(self.lines)
                if ln.obj is not None and 'key' in ln.obj and (key is None or ln.obj['key'] == key)]

    def key_counts(self):
        counts = {}
        for i in self.recs():
            k = self.lines[i].obj['key']
            if isinstance(k, str):
                counts[k] = counts.get(k, 0) + 1
        return counts

    def single_keys(self, pred=None):
        out = []
        for k, n in sorted(self.key_counts().items()):
            if n != 1:
                continue
            i = self.recs(k)[0]
            if pred is None or pred(k, self.lines[i].obj.get('value')):
                out.append(k)
        return out

    def hp_keys(self):
        return self.single_keys(lambda k, v: k not in STRUCTURAL and not k.startswith('submission_')
                                and is_number(v))

    def exactly_one_keys(self):
        return self.hp_keys() + self.single_keys(lambda k, v: k.startswith('submission_'))

    def pick(self, seq):
        return self.rng.choice(seq) if seq else None

    def metric(self):
        return TARGETS.get(self.bench)

    def out(self, lines=None):
        return join_lines(self.lines if lines is None else lines)

    def set_member(self, i, member, value):
        obj = dict(self.lines[i].obj)
        obj[member] = value
        self.lines[i].set_obj(obj)


KINDS = []


def kind(name):
    def deco(fn):
        KINDS.append((name, fn))
        return fn
    return deco


# --- repeats

@kind('dup_line_same')
def _(c):
    i = c.pick(c.recs())
    if i is None:
        return None
    c.lines.insert(i + 1, c.lines[i].copy())
    return c.out()


@kind('dup_exactly_one_same')
def _(c):
    k = c.pick(c.exactly_one_keys())
    if k is None:
        return None
    i = c.recs(k)[0]
    j = c.rng.randint(i + 1, len(c.lines))
    c.lines.insert(j, c.lines[i].copy())
    return c.out()


@kind('dup_exactly_one_diff')
def _(c):
    k = c.pick(c.exactly_one_keys())
    if k is None:
        return None
    i = c.recs(k)[0]
    ln = c.lines[i].copy()
    v = ln.obj.get('value')
    if is_number(v):
        nv = v * 2 if v else 1
        if isinstance(v, float) and nv == v:
            nv = v + 1.0
    elif isinstance(v, str):
        nv = v + '_2'
    else:
        nv = 1
    obj = dict(ln.obj)
    obj['value'] = nv
    ln.set_obj(obj)
    j = c.rng.randint(i + 1, len(c.lines))
    c.lines.insert(j, ln)
    return c.out()


@kind('dup_run_start')
def _(c):
    rs = c.recs('run_start')
    if not rs:
        return None
    i = rs[0]
    c.lines.insert(i + 1, c.lines[i].copy())
    return c.out()


@kind('dup_run_stop_later')
def _(c):
    rs = c.recs('run_stop')
    if not rs:
        return None
    ln = c.lines[rs[0]].copy()
    t = ln.obj.get('time_ms')
    if is_number(t):
        obj = dict(ln.obj)
        obj['time_ms'] = t + 60000
        ln.set_obj(obj)
    c.lines.append(ln)
    if len(c.lines) > 1 and c.lines[-2].end == b'':
        c.lines[-2].end = b'\n'
    return c.out()


# --- drops

def _drop_key(c, key, every=False):
    idx = c.recs(key)
    if not idx:
        return None
    drop = set(idx) if every else {c.pick(idx)}
    return c.out([ln for i, ln in enumerate(c.lines) if i not in drop])


for _k in ['run_start', 'run_stop', 'init_stop', 'init_start', 'submission_division',
           'submission_benchmark', 'cache_clear']:
    kind('drop_' + _k)(lambda c, _k=_k: _drop_key(c, _k))


@kind('drop_submission_other')
def _(c):
    keys = [k for k in ('submission_org', 'submission_platform', 'submission_status') if c.recs(k)]
    return _drop_key(c, c.pick(keys)) if keys else None


@kind('drop_hyperparameter')
def _(c):
    k = c.pick(c.hp_keys())
    return _drop_key(c, k) if k else None


@kind('drop_all_quality_lines')
def _(c):
    m = c.metric()
    return _drop_key(c, m[0], every=True) if m else None


@kind('drop_one_quality_line')
def _(c):
    m = c.metric()
    return _drop_key(c, m[0]) if m else None


# --- renames

def _rename(c, fn, keys=None):
    keys = keys if keys is not None else c.exactly_one_keys() + [
        k for k in ('run_start', 'run_stop', 'init_stop') if c.recs(k)]
    k = c.pick(sorted(set(keys)))
    if k is None:
        return None
    for i in c.recs(k):
        c.set_member(i, 'key', fn(k))
    return c.out()


kind('key_upper')(lambda c: _rename(c, str.upper))
kind('key_title_case')(lambda c: _rename(c, lambda k: '_'.join(p[:1].upper() + p[1:] for p in k.split('_'))))
kind('key_trailing_space')(lambda c: _rename(c, lambda k: k + ' '))
kind('key_leading_space')(lambda c: _rename(c, lambda k: ' ' + k))


@kind('key_typo')
def _(c):
    def typo(k):
        if len(k) < 3:
            return k + 'x'
        p = c.rng.randrange(len(k) - 1)
        op = c.rng.randrange(3)
        if op == 0 and k[p] != k[p + 1]:
            return k[:p] + k[p + 1] + k[p] + k[p + 2:]   # swap
        if op == 1:
            return k[:p] + k[p + 1:]                       # drop a letter
        return k[:p] + k[p] + k[p:]                        # double a letter
    return _rename(c, typo)


@kind('key_case_submission')
def _(c):
    keys = [k for k in ('submission_division', 'submission_benchmark') if c.recs(k)]
    if not keys:
        return None
    style = c.rng.randrange(2)
    return _rename(c, (lambda k: k.upper()) if style else
                   (lambda k: '_'.join(p.capitalize() for p in k.split('_'))), keys)


# --- hyperparameter values

def _hp_value(c, fn, pred=None):
    keys = [k for k in c.hp_keys() if pred is None or pred(c.lines[c.recs(k)[0]].obj['value'])]
    k = c.pick(keys)
    if k is None:
        return None
    i = c.recs(k)[0]
    nv = fn(c.lines[i].obj['value'])   # None is a real value here (hp_null)
    c.set_member(i, 'value', nv)
    return c.out()


def _other_number(v):
    if isinstance(v, int):
        return v + 1 if v % 2 == 0 else v * 2
    return v * 1.5 if v else 0.5


def _int_float(v):
    return float(v) if isinstance(v, int) else int(v)   # 8 -> 8.0, 8.0 -> 8


def _integral(v):
    return isinstance(v, int) or (abs(v) < 1e15 and v == int(v))


kind('hp_other_number')(lambda c: _hp_value(c, _other_number))
kind('hp_int_float_swap')(lambda c: _hp_value(c, _int_float, _integral))
kind('hp_number_as_string')(lambda c: _hp_value(c, lambda v: json.dumps(v)))
kind('hp_null')(lambda c: _hp_value(c, lambda v: None))
kind('hp_list')(lambda c: _hp_value(c, lambda v: [v]))
kind('hp_bool')(lambda c: _hp_value(c, lambda v: bool(v)))
kind('hp_negative')(lambda c: _hp_value(c, lambda v: -v if v else -1))


# --- order and time

def _move(c, key, before_key):
    a, b = c.recs(key), c.recs(before_key)
    if not a or not b:
        return None
    ln = c.lines.pop(a[0])
    j = c.recs(before_key)[0]
    c.lines.insert(j, ln)
    return c.out()


kind('run_start_before_init_stop')(lambda c: _move(c, 'run_start', 'init_stop'))
kind('run_stop_before_run_start')(lambda c: _move(c, 'run_stop', 'run_start'))
kind('init_stop_before_init_start')(lambda c: _move(c, 'init_stop', 'init_start'))


@kind('swap_two_lines')
def _(c):
    r = c.recs()
    if len(r) < 2:
        return None
    i, j = sorted(c.rng.sample(r, 2))
    c.lines[i], c.lines[j] = c.lines[j], c.lines[i]
    for k in (i, j):  # keep the file's own line endings in place
        if c.lines[k].end == b'':
            c.lines[k].end = b'\n'
    return c.out()


def _shift_time(c, key, delta_ms):
    r = c.recs(key)
    if not r or not is_number(c.lines[r[0]].obj.get('time_ms')):
        return None
    c.set_member(r[0], 'time_ms', c.lines[r[0]].obj['time_ms'] + delta_ms)
    return c.out()


kind('init_stop_plus_31min')(lambda c: _shift_time(c, 'init_stop', 31 * 60000))
kind('init_stop_plus_241min')(lambda c: _shift_time(c, 'init_stop', 241 * 60000))


@kind('run_stop_time_before_run_start')
def _(c):
    a, b = c.recs('run_start'), c.recs('run_stop')
    if not a or not b or not is_number(c.lines[a[0]].obj.get('time_ms')):
        return None
    c.set_member(b[0], 'time_ms', c.lines[a[0]].obj['time_ms'] - 1000)
    return c.out()


# --- quality

def _quality(c, mode):
    m = c.metric()
    if not m:
        return None
    key, direction, target = m
    idx = c.recs(key)
    if not idx:
        return None
    eps = 1e-6
    for i in idx:
        obj = c.lines[i].obj
        if direction == 'sd':
            md = obj.get('metadata')
            metric = md.get('metric') if isinstance(md, dict) else None
            tgt = target if metric == 'FID' else SD_CLIP_TARGET
        else:
            tgt = target
        if mode == 'below':
            nv = round(tgt - eps * max(1.0, tgt), 9)
        elif mode == 'above':
            nv = round(tgt + eps * max(1.0, tgt), 9)
        elif mode == 'at':
            nv = tgt
        elif mode == 'nan':
            nv = Raw('NaN')
        elif mode == 'inf':
            nv = Raw('Infinity')
        elif mode == 'string':
            nv = json.dumps(obj.get('value'))
        elif mode == 'null':
            nv = None
        else:
            nv = Raw('-Infinity')
        c.set_member(i, 'value', nv)
    return c.out()


for _m in ['below', 'above', 'at', 'nan', 'inf', 'neginf', 'string', 'null']:
    kind({'below': 'quality_just_below', 'above': 'quality_just_above', 'at': 'quality_at_target',
          'nan': 'quality_nan', 'inf': 'quality_infinity', 'neginf': 'quality_neg_infinity',
          'string': 'quality_as_string', 'null': 'quality_null'}[_m])(
        lambda c, _m=_m: _quality(c, _m))


# --- corrupt lines

def _pick_rec(c):
    return c.pick(c.recs())


@kind('corrupt_delete_byte')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    b = c.lines[i].body
    p = c.rng.randrange(len(b))
    c.lines[i].body = b[:p] + b[p + 1:]
    return c.out()


@kind('corrupt_insert_char')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    b = c.lines[i].body
    p = c.rng.randrange(len(b) + 1)
    ch = c.rng.choice([b'x', b'"', b'}', b',', b' ', b'\\', b'0', b'\t'])
    c.lines[i].body = b[:p] + ch + b[p:]
    return c.out()


@kind('corrupt_cut_line')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    b = c.lines[i].body
    c.lines[i].body = b[:len(b) // 2]
    return c.out()


@kind('cut_file_mid_last_line')
def _(c):
    if not c.lines:
        return None
    raw = c.lines[-1].raw().rstrip(b'\r\n')
    if len(raw) < 2:
        return None
    return c.out(c.lines[:-1]) + raw[:len(raw) // 2]


@kind('cut_file_mid_random_line')
def _(c):
    r = c.recs()
    i = c.pick(r[len(r) // 2:])
    if i is None:
        return None
    raw = c.lines[i].raw().rstrip(b'\r\n')
    return c.out(c.lines[:i]) + raw[:c.rng.randrange(1, len(raw))]


@kind('no_final_newline')
def _(c):
    if not c.data.endswith((b'\n', b'\r')):
        return None
    return c.data.rstrip(b'\r\n')


@kind('garbage_after_token')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    g = c.rng.choice([b'garbage', b'{', b'{}', b'null', b'[1, 2]', b'5', b'"text"', b''])
    c.lines.insert(i + 1, Line(TOKEN + g + (c.lines[i].end or b'\n')))
    return c.out()


@kind('two_records_one_line')
def _(c):
    r = c.recs()
    if len(r) < 2:
        return None
    k = c.rng.randrange(len(r) - 1)
    i, j = r[k], r[k + 1]
    sep = c.rng.choice([b'', b' '])
    first = c.lines[i].raw().rstrip(b'\r\n')
    merged = Line(first + sep + c.lines[j].raw())
    return c.out(c.lines[:i] + [merged] + c.lines[i + 1:j] + c.lines[j + 1:])


@kind('rank_prefix_all_lines')
def _(c):
    r = c.recs()
    if not r:
        return None
    p = c.rng.choice([b'3: ', b' 0: ', b'12: ', b'  96: '])
    for i in r:
        c.lines[i].prefix = p + c.lines[i].prefix
    return c.out()


@kind('absl_prefix_one_line')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    c.lines[i].prefix = b'I0518 21:33:07.307321 427370 mllog.py:168] ' + c.lines[i].prefix
    return c.out()


@kind('text_glued_before_token')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    c.lines[i].prefix = c.rng.choice([b'NCCL INFO done', b'\x1b[0m', b':::MLLOG x', b'MLLOG ']) \
        + c.lines[i].prefix
    return c.out()


@kind('bare_cr_mid_line')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    b = c.lines[i].body
    p = c.rng.randrange(1, len(b))
    c.lines[i].body = b[:p] + b'\r' + b[p:]
    return c.out()


@kind('bare_cr_line_end')
def _(c):
    i = _pick_rec(c)
    if i is None or c.lines[i].end != b'\n':
        return None
    c.lines[i].end = b'\r'
    return c.out()


@kind('cr_cr_lf_line_end')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    c.lines[i].end = b'\r\r\n'
    return c.out()


@kind('crlf_convert')
def _(c):
    if b'\r\n' in c.data:
        return None
    return c.data.replace(b'\n', b'\r\n')


@kind('latin1_in_string_value')
def _(c):
    cands = [i for i in c.recs() if isinstance(c.lines[i].obj.get('value'), str)]
    i = c.pick(cands)
    if i is None:
        return None
    b = c.lines[i].body
    v = json.dumps(c.lines[i].obj['value']).encode('latin-1', errors='backslashreplace')
    p = b.find(b'"value": ' + v)
    if p < 0:
        return None
    p += len(b'"value": ') + 1 + c.rng.randrange(len(v) - 1)
    ch = c.rng.choice([b'\xe9', b'\xa0', b'\x85', b'\xe9\xa0\x85'])
    c.lines[i].body = b[:p] + ch + b[p:]
    return c.out()


def _latin1_at_end(c, byte):
    i = _pick_rec(c)
    if i is None:
        return None
    c.lines[i].body += byte
    return c.out()


for _b in [b'\xe9', b'\xa0', b'\x85']:
    kind(f'latin1_at_line_end_{_b[0]:02x}')(lambda c, _b=_b: _latin1_at_end(c, _b))


# --- structure

def _member(c, fn, keys=None):
    idx = c.recs() if keys is None else [i for k in keys for i in c.recs(k)]
    i = c.pick(sorted(idx))
    if i is None:
        return None
    obj = dict(c.lines[i].obj)
    if fn(obj) is False:
        return None
    c.lines[i].set_obj(obj)
    return c.out()


IMPORTANT = ['run_start', 'run_stop', 'init_stop', 'submission_benchmark', 'submission_division']

kind('no_metadata')(lambda c: _member(c, lambda o: o.pop('metadata', None) is not None or False))
kind('no_time_ms')(lambda c: _member(c, lambda o: o.pop('time_ms', None) is not None or False))
kind('no_value')(lambda c: _member(c, lambda o: ('value' in o and o.pop('value') is None) or True))
kind('no_key')(lambda c: _member(c, lambda o: o.pop('key', None) is not None or False))
kind('time_ms_string')(lambda c: _member(c, lambda o: o.update(time_ms=str(o.get('time_ms')))))
kind('time_ms_float_string')(lambda c: _member(c, lambda o: o.update(time_ms='1.5e12'), IMPORTANT))
kind('time_ms_null')(lambda c: _member(c, lambda o: o.update(time_ms=None)))
kind('key_number')(lambda c: _member(c, lambda o: o.update(key=c.rng.choice([5, 1.5])), IMPORTANT))
kind('value_nested_object')(lambda c: _member(c, lambda o: o.update(value={'value': o.get('value')})))
kind('metadata_string')(lambda c: _member(c, lambda o: o.update(metadata='status: success'),
                                          IMPORTANT + ['eval_accuracy', 'eval_error']))
kind('metadata_list')(lambda c: _member(c, lambda o: o.update(metadata=['status']),
                                        IMPORTANT + ['eval_accuracy', 'eval_error']))
kind('metadata_null')(lambda c: _member(c, lambda o: o.update(metadata=None),
                                        IMPORTANT + ['eval_accuracy', 'eval_error']))


@kind('record_not_object')
def _(c):
    i = _pick_rec(c)
    if i is None:
        return None
    c.lines[i].body = c.rng.choice([b'[1, 2, 3]', b'5', b'"run_start"', b'null', b'true'])
    return c.out()


@kind('value_deep_nesting')
def _(c):
    depth = c.rng.choice([50, 3000])
    return _member(c, lambda o: o.update(value=Raw('[' * depth + ']' * depth)))


# --- huge and tiny numbers

HUGE = {
    '1e308': '1e308', '1e400': '1e400', 'neg1e400': '-1e400',
    '30digits': '123456789012345678901234567890', '5000digits': '9' * 5000, '1e-320': '1e-320',
}


def _huge_hp(c, text):
    return _hp_value(c, lambda v: Raw(text))


def _huge_quality(c, text):
    m = c.metric()
    if not m:
        return None
    i = c.pick(c.recs(m[0]))
    if i is None:
        return None
    c.set_member(i, 'value', Raw(text))
    return c.out()


def _huge_time(c, text):
    keys = [k for k in ('run_start', 'run_stop', 'init_stop', 'init_start', 'eval_accuracy') if c.recs(k)]
    k = c.pick(keys)
    if k is None:
        return None
    c.set_member(c.recs(k)[0], 'time_ms', Raw(text))
    return c.out()


for _n, _t in HUGE.items():
    kind(f'huge_{_n}_hyperparameter')(lambda c, _t=_t: _huge_hp(c, _t))
    kind(f'huge_{_n}_quality')(lambda c, _t=_t: _huge_quality(c, _t))
    kind(f'huge_{_n}_time_ms')(lambda c, _t=_t: _huge_time(c, _t))


# --- other ranks, other logs

@kind('rank_block_duplicate')
def _(c):
    r = c.recs()
    if len(r) < 3:
        return None
    n = c.rng.randint(2, min(15, len(r)))
    s = c.rng.randrange(len(r) - n + 1)
    block = [c.lines[i].copy() for i in r[s:s + n]]
    p = c.rng.choice([b'1: ', b'7: ', b'[1,0]<stdout>:'])
    for ln in block:
        ln.prefix = p + ln.prefix
        if not ln.end:
            ln.end = b'\n'
    j = r[s + n - 1] + 1
    if c.lines[j - 1].end == b'':
        c.lines[j - 1].end = b'\n'
    return c.out(c.lines[:j] + block + c.lines[j:])


@kind('append_other_log')
def _(c):
    files = [rel for rel, _ in sorted(c.groups[c.group],
                                      key=lambda f: (os.path.getsize(os.path.join(c.data_root, f[0])), f[0]))
             if rel != c.rel][:4]
    other = c.pick(files)
    if other is None:
        return None
    with open(os.path.join(c.data_root, other), 'rb') as f:
        extra = f.read()
    base = c.data if c.data.endswith((b'\n', b'\r')) else c.data + b'\n'
    return base + extra


# --- division and benchmark

def _set_value(c, key, fn):
    r = c.recs(key)
    if not r:
        return None
    nv = fn(c.lines[r[0]].obj.get('value'))
    if nv is None:
        return None
    c.set_member(r[0], 'value', nv)
    return c.out()


kind('division_flip')(lambda c: _set_value(c, 'submission_division',
                                           lambda v: 'closed' if v == 'open' else 'open'))
kind('division_Closed')(lambda c: _set_value(c, 'submission_division', lambda v: 'Closed'))
kind('division_foo')(lambda c: _set_value(c, 'submission_division', lambda v: 'foo'))
kind('benchmark_other')(lambda c: _set_value(
    c, 'submission_benchmark',
    lambda v: c.pick([b for b in BENCHMARKS.get((c.usage, c.ruleset), []) if b != v])))
kind('benchmark_unknown')(lambda c: _set_value(
    c, 'submission_benchmark', lambda v: c.pick(['foo', 'resnet50', (v or 'x').upper(), (v or '') + ' '])))


# --- whole file and JSON syntax

kind('empty_file')(lambda c: b'')


@kind('no_mllog_lines')
def _(c):
    keep = [ln for ln in c.lines if ln.prefix is None]
    if keep and c.rng.randrange(2):
        return c.out(keep)
    return c.data.replace(TOKEN, b':::MLLOG')


def _syntax(c, fn, keys=None):
    idx = c.recs() if keys is None else [i for k in keys for i in c.recs(k)]
    i = c.pick(sorted(idx))
    if i is None:
        return None
    nb = fn(c.lines[i])
    if nb is None or nb == c.lines[i].body:
        return None
    c.lines[i].body = nb
    return c.out()


def _trailing_comma(ln):
    b = ln.body.rstrip()
    return b[:-1] + b', }' if b.endswith(b'}') else None


def _single_quotes(ln):
    return ln.body.replace(b'"', b"'")


def _dup_member(c):
    def fn(ln):
        o = ln.obj
        member = c.rng.choice(['key', 'value', 'time_ms'])
        if member == 'key':
            v = c.rng.choice(['run_start', 'run_stop', 'foo'])
        elif member == 'value':
            v = _other_number(o['value']) if is_number(o.get('value')) else 'other'
        else:
            v = o['time_ms'] + 1 if is_number(o.get('time_ms')) else 0
        b = ln.body.rstrip()
        if not b.endswith(b'}'):
            return None
        return b[:-1] + b', "' + member.encode() + b'": ' + dumps(v) + b'}'
    return fn


def _escaped_name(ln):
    return ln.body.replace(b'"key": ', b'"\\u006bey": ', 1)


def _u_escape_value(c):
    def fn(ln):
        v = ln.obj.get('value')
        if not isinstance(v, str) or not v:
            return None
        p = c.rng.randrange(len(v))
        esc = v[:p] + '\\u%04x' % ord(v[p]) + v[p + 1:]
        old = b'"value": ' + dumps(v)
        if old not in ln.body:
            return None
        return ln.body.replace(old, b'"value": "' + esc.encode('latin-1', errors='backslashreplace') + b'"', 1)
    return fn


def _control_char(c):
    def fn(ln):
        b = ln.body
        p = b.find(b'"key": "')
        if p < 0:
            return None
        p += len(b'"key": "') + 1
        return b[:p] + c.rng.choice([b'\x01', b'\t', b'\x1b', b'\x0c', b'\x0b']) + b[p:]
    return fn


kind('json_trailing_comma')(lambda c: _syntax(c, _trailing_comma))
kind('json_single_quotes')(lambda c: _syntax(c, _single_quotes))
kind('json_duplicate_member')(lambda c: _syntax(c, _dup_member(c)))
kind('json_escaped_member_name')(lambda c: _syntax(c, _escaped_name, IMPORTANT))
kind('json_u_escape_in_value')(lambda c: _syntax(
    c, _u_escape_value(c), ['submission_division', 'submission_benchmark', 'submission_org',
                            'submission_status', 'opt_name']))
kind('json_control_char_in_string')(lambda c: _syntax(c, _control_char(c)))
kind('json_extra_space_after_token')(lambda c: _syntax(c, lambda ln: b' ' + ln.body))


# ----------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--count', type=int, required=True)
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--data', required=True, help='the mlperf data root (training_v*/, hpc_v2.0/)')
    ap.add_argument('--out', required=True)
    ap.add_argument('--list-kinds', action='store_true', help='print the mutation kinds and exit')
    args = ap.parse_args(argv)

    names = [n for n, _ in KINDS]
    assert len(names) == len(set(names)), 'duplicate kind names'
    if args.list_kinds:
        print('\n'.join(names))
        return 0

    seeds, groups = find_seeds(args.data)
    if not seeds:
        print('mutate_logs: no seed logs found under', args.data, file=sys.stderr)
        return 1
    cache = {}

    def load(rel):
        if rel not in cache:
            with open(os.path.join(args.data, rel), 'rb') as f:
                cache[rel] = f.read()
        return cache[rel]

    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    rows = []
    width = max(5, len(str(args.count - 1)))
    for n in range(args.count):
        name, fn = KINDS[n % len(KINDS)]
        order = list(range(len(seeds)))
        rng.shuffle(order)
        out = None
        for si in order:
            seed = seeds[si]
            c = Ctx(seed, load(seed[0]), rng, args.data, groups)
            out = fn(c)
            if out is not None and out != c.data:
                break
            out = None
        if out is None:
            raise SystemExit(f'mutate_logs: kind {name} applies to no seed')
        fname = f'{n:0{width}d}_{name}.txt'
        with open(os.path.join(args.out, fname), 'wb') as f:
            f.write(out)
        rows.append([fname, seed[1], seed[2], name, seed[0]])

    with open(os.path.join(args.out, 'manifest.csv'), 'w', newline='', encoding='utf-8') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(['path', 'usage', 'ruleset', 'kind', 'seed_log'])
        w.writerows(rows)
    print(f'mutate_logs: {args.count} files, {len(KINDS)} kinds, {len(seeds)} seed logs -> {args.out}',
          file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
