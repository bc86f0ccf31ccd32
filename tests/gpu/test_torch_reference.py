#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks gpu/tools/torch_reference.py's comparison without a GPU: which probe results it picks,
the ratios, the targets and the verdict. The figures are plain test inputs, not measurements."""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "gpu", "tools"))
import torch_reference  # noqa: E402


def test(suite, name, median, status="ok", verified=True):
    return {"suite": suite, "name": name, "median": median, "status": status, "verified": verified,
            "reason_code": None if status == "ok" else "x", "reason": None}


TORCH = {"device": "test", "torch": "test", "gemm_bf16_8192_tflops": 100.0, "device_copy_gbs_moved": 100.0,
         "h2d_pinned_gbs": 10.0, "d2h_pinned_gbs": 10.0}


def probe(gemm_gflops=95000.0, copy=95.0, h2d=9.0, extra=()):
    return {"tests": [
        test("gemm", "gemm bf16 4096x4096x4096", 1.0),  # another shape: never picked
        test("gemm", "gemm bf16 8192x8192x8192", gemm_gflops),
        test("memory", "device copy ce 1073741824 B", copy),
        test("memory", "device copy sm 1073741824 B", copy),
        test("host", "host h2d pinned ce 268435456 B", 1.0),  # a sweep size, not the plateau
        test("host", "host h2d pinned ce plateau", h2d),
        test("host", "host d2h pinned ce plateau", h2d),
        *extra]}


def run(doc, torch=TORCH, why=None):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        ok = torch_reference.compare(doc, torch, why)
    return ok, out.getvalue()


class CompareTest(unittest.TestCase):
    def test_targets_met(self):
        ok, text = run(probe())
        self.assertTrue(ok, text)
        self.assertIn("0.950", text)  # GEMM: 95 TFLOP/s (the probe reports GFLOP/s) over 100
        self.assertIn("0.900", text)  # host: the plateau, 9 over 10
        self.assertNotIn("MISSED", text)

    def test_pytorch_makes_as_many_gemm_calls_as_the_probe(self):
        doc = probe()
        self.assertEqual(torch_reference.probe_gemm_calls(doc), 256)  # no count written: the default
        doc["tests"][1]["sample_count"] = 17
        self.assertEqual(torch_reference.probe_gemm_calls(doc), 17)
        ok, text = run(doc, dict(TORCH, gemm_bf16_8192_burst_tflops=120.0, gemm_bf16_8192_calls=17))
        self.assertTrue(ok, text)
        self.assertIn("120.0 TFLOP/s in a burst of 20 calls", text)
        self.assertIn("17 calls under the probe's protocol", text)

    def test_a_missed_target_fails(self):
        ok, text = run(probe(copy=80.0))
        self.assertFalse(ok)
        self.assertIn("MISSED", text)

    def test_host_target_is_lower(self):
        ok, _ = run(probe(h2d=8.0))  # 0.8 meets the host copies' target
        self.assertTrue(ok)

    def test_missing_result_fails(self):
        doc = probe()
        doc["tests"] = [t for t in doc["tests"] if t["suite"] != "gemm"]
        ok, text = run(doc)
        self.assertFalse(ok)
        self.assertIn("MISSING", text)

    def test_failed_verification_fails(self):
        ok, text = run(probe(extra=[test("memory", "device read sm 1 B", 1.0, status="failed", verified=False)]))
        self.assertFalse(ok)
        self.assertIn("FAILED memory: device read sm", text)

    def test_without_torch_the_probes_figures_are_shown(self):
        ok, text = run(probe(), torch=None, why="PyTorch is not installed")
        self.assertFalse(ok)  # nothing to compare with: the targets are not checked
        self.assertIn("no PyTorch figures: PyTorch is not installed", text)
        self.assertRegex(text, r"GEMM bf16 8192³ \(TFLOP/s\) +95\.0 +— +— +0\.90  not checked")
        self.assertRegex(text, r"host→device pinned, plateau \(GB/s\) +9\.0 +—")
        self.assertNotIn("MISSED", text)

    def test_suite_table_shows_what_the_budget_cut_off(self):
        doc = probe(extra=[test("host", "host h2d pinned ce 65536 B", None, status="cancelled", verified=None)])
        doc["tests"][-1]["reason_code"] = "budget_exhausted"
        doc["suite_durations_s"] = {"gemm": 20.0, "host": 31.5}
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            torch_reference.suite_table(doc, {"gemm": 25, "host": 30, "p2p": 0})
        text = out.getvalue()
        self.assertRegex(text, r"gemm +25 s +20\.0 s +ok 2")
        self.assertRegex(text, r"host +30 s +31\.5 s +not run \(budget\) 1, ok 3")
        self.assertRegex(text, r"p2p +0 s +not run +none")
        self.assertIn("1 tests not run: the budget ran out", text)


if __name__ == "__main__":
    unittest.main()
