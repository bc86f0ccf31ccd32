#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times PyTorch on this machine's GPU and compares the probe's document with it.

usage: torch_reference.py --probe PROBE.json [--out TORCH.json] [--torch TORCH.json]
       torch_reference.py --probe PROBE.json --suites SUITE=SECONDS,...
  --torch reads earlier PyTorch figures instead of measuring (no GPU needed: for tests).
  --suites prints each suite's time beside the expected one and its tests by status (a suite the
  budget cut off shows its "not run" tests), and exits 0.
Prints one row per comparison with the probe's figure, PyTorch's, their ratio and the target,
then every failed verification. Exit 0 when all targets are met and every verification passed.
Without torch (or when it cannot use the GPU) the rows keep the probe's figures with "—" for
PyTorch, and the exit code is 1: the targets were not checked.

Conventions follow the probe's: GEMM in TFLOP/s with flops = 2mnk; device copy in bytes moved
(read + write); host copies in bytes copied, the probe's plateau against PyTorch's largest size.
The GEMM is compared under the probe's protocol (inputs uniform in [-1, 1), the L2 cache flushed
before each call, as many calls as the probe made, each timed alone): a burst of 20 calls on a
cool GPU runs at higher clocks than a sustained run, and would compare the GPU's temperature, not
the libraries. The burst figure (torch.randn inputs, 20 calls) is printed beside it.
"""
import argparse
import json
import statistics
import sys

GEMM = 8192
COPY_BYTES = 1 << 30
HOST_BYTES = 256 << 20


def timed_ms(torch, fn, warmup=3, repeat=20, before=None):
    """Median of CUDA-event timings of fn(), each after before() (untimed) when given."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeat):
        if before:
            before()
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop))
    return statistics.median(times)


def flushed_ms(torch, fn, calls):
    """timed_ms with the L2 cache flushed before each call, as the probe times its GEMMs."""
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    scratch = torch.empty(max(2 * l2, 8 << 20), device="cuda", dtype=torch.uint8)
    return timed_ms(torch, fn, warmup=1, repeat=calls, before=lambda: scratch.fill_(0x5A))


def measure_torch(gemm_calls=256):
    """PyTorch's figures, or (None, why) when torch is missing or cannot use the GPU."""
    try:
        import torch
    except ImportError as e:
        return None, f"PyTorch is not installed for this python3 ({e})"
    try:
        return measure_with(torch, gemm_calls), None
    except Exception as e:  # no CUDA build of torch, a driver it does not accept, out of memory
        return None, f"PyTorch could not measure on this GPU: {type(e).__name__}: {e}"


def measure_with(torch, gemm_calls):
    dev = torch.device("cuda")
    flops = 2 * GEMM**3
    a = torch.randn(GEMM, GEMM, device=dev, dtype=torch.bfloat16)
    b = torch.randn(GEMM, GEMM, device=dev, dtype=torch.bfloat16)
    burst_tflops = flops / (timed_ms(torch, lambda: torch.matmul(a, b)) / 1e3) / 1e12
    a = (torch.rand(GEMM, GEMM, device=dev) * 2 - 1).to(torch.bfloat16)
    b = (torch.rand(GEMM, GEMM, device=dev) * 2 - 1).to(torch.bfloat16)
    gemm_tflops = flops / (flushed_ms(torch, lambda: torch.matmul(a, b), gemm_calls) / 1e3) / 1e12
    del a, b
    src = torch.randint(0, 255, (COPY_BYTES,), device=dev, dtype=torch.uint8)
    dst = torch.empty_like(src)
    ms = timed_ms(torch, lambda: dst.copy_(src))
    copy_moved_gbs = 2 * COPY_BYTES / (ms / 1e3) / 1e9
    del src, dst
    host = torch.randint(0, 255, (HOST_BYTES,), dtype=torch.uint8).pin_memory()
    devbuf = torch.empty(HOST_BYTES, device=dev, dtype=torch.uint8)
    h2d = HOST_BYTES / (timed_ms(torch, lambda: devbuf.copy_(host, non_blocking=True)) / 1e3) / 1e9
    d2h = HOST_BYTES / (timed_ms(torch, lambda: host.copy_(devbuf, non_blocking=True)) / 1e3) / 1e9
    return {
        "device": torch.cuda.get_device_name(0),
        "torch": torch.__version__,
        "gemm_bf16_8192_tflops": gemm_tflops,
        "gemm_bf16_8192_calls": gemm_calls,
        "gemm_bf16_8192_burst_tflops": burst_tflops,
        "device_copy_gbs_moved": copy_moved_gbs,
        "h2d_pinned_gbs": h2d,
        "d2h_pinned_gbs": d2h,
    }


def probe_test(tests, suite, name_prefix):
    for t in tests:
        if t["suite"] == suite and t["name"].startswith(name_prefix) and t["status"] == "ok":
            return t
    return None


def probe_figure(tests, suite, name_prefix):
    t = probe_test(tests, suite, name_prefix)
    return t["median"] if t else None


def probe_gemm_calls(probe):
    """How many calls the probe timed for the compared GEMM (PyTorch makes as many); 256 if unknown."""
    t = probe_test(probe["tests"], "gemm", f"gemm bf16 {GEMM}x{GEMM}x{GEMM}")
    return int(t.get("sample_count") or 256) if t else 256


def compare(probe, torch, why=None):
    """Prints the table; torch None gives the probe's figures alone (the targets unchecked)."""
    tests = probe["tests"]
    gemm = probe_figure(tests, "gemm", f"gemm bf16 {GEMM}x{GEMM}x{GEMM}")
    theirs = torch or {}
    rows = [
        ("GEMM bf16 8192³ (TFLOP/s)", gemm / 1e3 if gemm else None, theirs.get("gemm_bf16_8192_tflops"), 0.9),
        ("device copy, copy engine (GB/s moved)", probe_figure(tests, "memory", "device copy ce"), theirs.get("device_copy_gbs_moved"), 0.9),
        ("device copy, SM kernel (GB/s moved)", probe_figure(tests, "memory", "device copy sm"), theirs.get("device_copy_gbs_moved"), 0.9),
        ("host→device pinned, plateau (GB/s)", probe_figure(tests, "host", "host h2d pinned ce plateau"), theirs.get("h2d_pinned_gbs"), 0.8),
        ("device→host pinned, plateau (GB/s)", probe_figure(tests, "host", "host d2h pinned ce plateau"), theirs.get("d2h_pinned_gbs"), 0.8),
    ]
    ok = torch is not None
    if torch is None:
        print(f"no PyTorch figures: {why or 'PyTorch did not run'}; the targets are not checked")
    elif theirs.get("gemm_bf16_8192_burst_tflops") is not None:
        print(f"PyTorch GEMM bf16 8192³: {theirs['gemm_bf16_8192_burst_tflops']:.1f} TFLOP/s in a burst of 20 calls "
              f"(randn inputs, no flush); the row below is {theirs.get('gemm_bf16_8192_calls', '—')} calls "
              "under the probe's protocol")
    print(f"{'comparison':42} {'probe':>10} {'PyTorch':>10} {'ratio':>7} {'target':>7}  verdict")
    for name, mine, ref, target in rows:
        shown_mine = f"{mine:10.1f}" if mine is not None else f"{'—':>10}"
        shown_ref = f"{ref:10.1f}" if ref is not None else f"{'—':>10}"
        if mine is None:
            print(f"{name:42} {shown_mine} {shown_ref} {'—':>7} {target:7.2f}  MISSING")
            ok = False
        elif ref is None:
            print(f"{name:42} {shown_mine} {shown_ref} {'—':>7} {target:7.2f}  not checked")
        else:
            ratio = mine / ref
            met = ratio >= target
            ok = ok and met
            print(f"{name:42} {shown_mine} {shown_ref} {ratio:7.3f} {target:7.2f}  {'met' if met else 'MISSED'}")
    for t in tests:  # how far the two directions overlapped (1: one after the other, 2: fully)
        if t["suite"] == "host" and t["name"].startswith("host bidir pinned") and t["name"].endswith("plateau"):
            ratio = (t.get("extra") or {}).get("overlap_ratio")
            print(f"{t['name']}: {t['median'] if t['median'] is not None else '—'} GB/s, overlap "
                  f"{f'{ratio:.2f}' if ratio is not None else '—'}")
    failed = [t for t in tests if t.get("verified") is False or t["status"] == "failed"]
    counts = {}
    for t in tests:
        counts[t["status"]] = counts.get(t["status"], 0) + 1
    print("tests by status:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    for t in failed:
        print(f"FAILED {t['suite']}: {t['name']} ({t.get('reason_code')}: {t.get('reason')})")
    for t in tests:
        if t["status"] == "not_applicable":
            print(f"not applicable {t['suite']}: {t['name']} ({t.get('reason_code')})")
    if failed:
        ok = False
    return ok


def suite_table(probe, expected):
    """Each suite's time beside the expected one, and its tests by status."""
    took = probe.get("suite_durations_s") or {}
    print(f"{'suite':12} {'expected':>9} {'took':>8}  tests")
    cut = 0
    for suite in dict.fromkeys([*expected, *took]):
        tests = [t for t in probe["tests"] if t["suite"] == suite]
        counts = {}
        for t in tests:
            key = "not run (budget)" if t.get("reason_code") == "budget_exhausted" else t["status"]
            counts[key] = counts.get(key, 0) + 1
        cut += counts.get("not run (budget)", 0)
        exp = f"{expected[suite]:.0f} s" if suite in expected else "—"
        got = f"{took[suite]:.1f} s" if suite in took else "not run"
        print(f"{suite:12} {exp:>9} {got:>8}  " + (", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "none"))
    if cut:
        print(f"{cut} tests not run: the budget ran out (give --budget more seconds)")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--probe", required=True)
    p.add_argument("--out")
    p.add_argument("--torch")
    p.add_argument("--suites", help="SUITE=SECONDS,... the expected time of each suite")
    args = p.parse_args()
    with open(args.probe, encoding="utf-8") as f:
        probe = json.load(f)
    if args.suites is not None:
        expected = {}
        for item in filter(None, args.suites.split(",")):
            name, _, seconds = item.partition("=")
            expected[name] = float(seconds)
        suite_table(probe, expected)
        return 0
    why = None
    if args.torch:
        with open(args.torch, encoding="utf-8") as f:
            torch = json.load(f)
    else:
        torch, why = measure_torch(probe_gemm_calls(probe))
        if args.out and torch is not None:
            with open(args.out, "w", encoding="utf-8") as f:
                json.dump(torch, f, indent=2)
    if torch is not None:
        print(f"PyTorch {torch['torch']} on {torch['device']}")
    return 0 if compare(probe, torch, why) else 1


if __name__ == "__main__":
    sys.exit(main())
