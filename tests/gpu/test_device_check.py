#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 ScaleScope developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs gpu/tools/device-check.sh without a GPU against a stand-in probe that says it has one and
writes a document made here: the table without PyTorch, the diagnosis without python3, --binary
building nothing, the library path given to the probe alone, and what is left in the output
folder (compressed documents under 16 MiB), and a step that hangs stopped within --limit. The figures are test inputs, not measurements."""
import gzip
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRIPT = os.path.join(ROOT, "gpu", "tools", "device-check.sh")
GIB = 1 << 30

FAKE_PROBE = """#!/bin/sh
# Stands in for scalescope-probe: answers what device-check asks from the files beside it.
here=$(dirname "$0")
echo "${LD_LIBRARY_PATH-}" > "$here/probe_ld_library_path"
echo "$*" > "$here/probe_arguments"
case " $* " in
  *" --list "*) cat "$here/list.txt"; exit 0 ;;
esac
out=""
while [ $# -gt 0 ]; do
  [ "$1" = "--out" ] && out="$2"
  shift
done
cp "$here/document.json" "$out"
cat "$here/stream.jsonl"
exit 0
"""

# Imported instead of torch: records the library path PyTorch would see, then is "not installed".
FAKE_TORCH = """import os
with open(os.environ["FAKE_TORCH_RECORD"], "w") as f:
    f.write(os.environ.get("LD_LIBRARY_PATH", ""))
raise ImportError("no module named torch (test stand-in)")
"""

# Stands in for scalescope-probe-mpi on a machine where it hangs (a rank that never joins).
HANGING_MPI = """#!/bin/sh
exec sleep 600
"""

FAKE_CMAKE = """#!/bin/sh
touch "$(dirname "$0")/cmake_was_called"
exit 1
"""


def test(suite, name, median, samples=0, status="ok", reason_code=None, extra=None):
    values = [median] * min(samples, 256)
    return {"suite": suite, "name": name, "device": "cuda0", "status": status, "reason_code": reason_code,
            "reason": None if status == "ok" else "test", "parameters": {}, "metric": "bandwidth", "unit": "GB/s",
            "byte_convention": None, "samples_s": [1e-5] * len(values), "values": values, "sample_count": samples,
            "median": median, "min": median, "max": median, "stddev": 0, "verified": True if status == "ok" else None,
            "verification": {}, "extra": extra or {}}


def document():
    tests = [
        test("gemm", "gemm bf16 8192x8192x8192", 700000.0, 40),
        test("memory", f"device copy ce {GIB} B", 4000.0, 100),
        test("memory", f"device copy sm {GIB} B", 4100.0, 100),
        test("host", "host h2d pinned ce plateau", 50.0),
        test("host", "host d2h pinned ce plateau", 52.0),
        test("host", "host bidir pinned sm plateau", 90.0, extra={"overlap_ratio": 1.73}),
        test("latency", "kernel launch, back to back", 2.0, 1000),
        test("train-step", "train-step strong bf16 x1", None, 0, "cancelled", "budget_exhausted"),
    ]
    with open(os.path.join(ROOT, "tests", "fixtures", "probe", "synthetic-node.json"), encoding="utf-8") as f:
        doc = json.load(f)  # a whole document (it passes the schema check), given these tests
    doc.update({"tests": tests, "status": "ok", "exit_code": 0,
                "suite_durations_s": {"inventory": 1.5, "gemm": 21.0, "memory": 4.0, "host": 28.0, "latency": 1.0,
                                      "train-step": 0.1}})
    return doc


class DeviceCheckTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="device-check-test.")
        self.bin = os.path.join(self.dir, "probe")
        os.mkdir(self.bin)
        self.probe = self.write(os.path.join(self.bin, "scalescope-probe"), FAKE_PROBE, executable=True)
        self.write(os.path.join(self.bin, "list.txt"), "cuda0  NVIDIA H200 (compute capability 9.0, 143771 MiB)\n"
                                                       "cpu0  test CPU (2 threads)\nCUDA: available\n")
        self.write(os.path.join(self.bin, "document.json"), json.dumps(document(), indent=2))
        self.write(os.path.join(self.bin, "stream.jsonl"), "".join(
            json.dumps({"event": "result", "test": t}) + "\n" for t in document()["tests"]))
        self.tools = os.path.join(self.dir, "tools")  # first on PATH: a cmake that must not run
        os.mkdir(self.tools)
        self.write(os.path.join(self.tools, "cmake"), FAKE_CMAKE, executable=True)
        self.torchdir = os.path.join(self.dir, "pythonpath")
        os.mkdir(self.torchdir)
        self.write(os.path.join(self.torchdir, "torch.py"), FAKE_TORCH)
        self.out = os.path.join(self.dir, "out")

    def tearDown(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    @staticmethod
    def write(path, text, executable=False):
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        if executable:
            os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        return path

    def run_check(self, path, *args):
        env = {"PATH": path, "HOME": self.dir, "PYTHONPATH": self.torchdir,
               "FAKE_TORCH_RECORD": os.path.join(self.dir, "torch_ld_library_path"), "LANG": "C.UTF-8"}
        r = subprocess.run(["/bin/bash", SCRIPT, "--out", self.out, *args], env=env, capture_output=True,
                           text=True, timeout=120)
        return r.returncode, r.stdout + r.stderr

    def test_without_torch_the_table_has_the_probes_figures(self):
        rc, text = self.run_check(self.tools + ":" + os.environ["PATH"], "--binary", self.probe)
        self.assertEqual(rc, 1, text)  # the targets were not checked
        self.assertIn("no PyTorch figures", text)
        self.assertRegex(text, r"GEMM bf16 8192³ \(TFLOP/s\) +700\.0 +— +— +0\.90  not checked")
        self.assertRegex(text, r"device copy, copy engine \(GB/s moved\) +4000\.0 +—")
        self.assertIn("host bidir pinned sm plateau: 90.0 GB/s, overlap 1.73", text)
        # The suite table: expected beside measured, and the test the budget cut off.
        self.assertRegex(text, r"gemm +25 s +21\.0 s +ok 1")
        self.assertRegex(text, r"train-step +15 s +0\.1 s +not run \(budget\) 1")
        self.assertIn("1 tests not run: the budget ran out", text)
        if subprocess.run([shutil.which("python3"), "-c", "import jsonschema"], capture_output=True).returncode == 0:
            self.assertIn("1 item(s) valid", text)  # the document passed the schema check
        self.assertNotIn("Traceback", text)

    def test_binary_builds_nothing_and_leaves_compressed_documents(self):
        rc, text = self.run_check(self.tools + ":" + os.environ["PATH"], "--binary", self.probe)
        self.assertFalse(os.path.exists(os.path.join(self.tools, "cmake_was_called")), text)
        left = sorted(os.listdir(self.out))
        self.assertIn("probe.json.gz", left, text)
        self.assertIn("probe.jsonl.gz", left)
        self.assertNotIn("probe.json", left)  # only compressed copies come back
        self.assertNotIn("build", left)
        for name in left:
            self.assertLess(os.path.getsize(os.path.join(self.out, name)), 16 << 20, name)
        with gzip.open(os.path.join(self.out, "probe.json.gz"), "rt", encoding="utf-8") as f:
            self.assertEqual(json.load(f)["tests"][0]["name"], "gemm bf16 8192x8192x8192")

    def test_the_library_path_reaches_the_probe_only(self):
        self.run_check(self.tools + ":" + os.environ["PATH"], "--binary", self.probe)
        with open(os.path.join(self.bin, "probe_ld_library_path"), encoding="utf-8") as f:
            seen_by_probe = f.read().strip()
        with open(os.path.join(self.dir, "torch_ld_library_path"), encoding="utf-8") as f:
            seen_by_torch = f.read().strip()
        self.assertEqual(seen_by_torch, "")
        if os.path.exists("/usr/local/cuda/lib64/libcublasLt.so"):  # a toolkit here: the probe is told of it
            self.assertIn("/usr/local/cuda", seen_by_probe)

    def test_without_python_it_says_so_rather_than_no_device(self):
        nopython = os.path.join(self.dir, "nopython")
        os.mkdir(nopython)
        for tool in ("bash", "env", "sed", "grep", "find", "dirname", "date", "mkdir", "cat", "ldd", "gzip", "wc",
                     "mktemp", "rm", "timeout", "tail", "cp", "sh", "touch", "head"):
            found = shutil.which(tool)
            if found:
                os.symlink(found, os.path.join(nopython, tool))
        self.write(os.path.join(nopython, "cmake"), FAKE_CMAKE, executable=True)
        self.assertIsNone(shutil.which("python3", path=nopython))
        rc, text = self.run_check(nopython, "--binary", self.probe)
        self.assertEqual(rc, 1, text)
        self.assertIn("python3 is missing", text)
        self.assertIn("tests cut off by the budget: 1", text)
        self.assertNotIn("sees no CUDA device", text)
        self.assertTrue(os.path.exists(os.path.join(self.out, "probe.json.gz")), text)

    def test_a_hanging_step_is_stopped_within_the_limit(self):
        self.write(os.path.join(self.bin, "scalescope-probe-mpi"), HANGING_MPI, executable=True)
        path = self.tools + ":" + os.environ["PATH"]
        start = time.monotonic()
        rc, text = self.run_check(path, "--binary", self.probe, "--limit", "30")
        elapsed = time.monotonic() - start
        self.assertLessEqual(elapsed, 32, text)  # 30 s, and a moment to start bash and python
        self.assertEqual(rc, 1, text)
        self.assertIn("scalescope-probe-mpi stopped at the time limit", text)
        # The probe's budget was lowered to leave the later steps their share of 30 s.
        self.assertRegex(text, r"--budget lowered to \d+ s to fit --limit 30")
        with open(os.path.join(self.bin, "probe_arguments"), encoding="utf-8") as f:
            budget = int(f.read().split("--budget ")[1].split()[0])
        self.assertLess(budget, 30 * 3 // 4)
        self.assertTrue(os.path.exists(os.path.join(self.out, "probe.json.gz")), text)  # what ran still comes back

    def test_the_default_limit_fits_the_default_budget(self):
        self.run_check(self.tools + ":" + os.environ["PATH"], "--binary", self.probe)
        with open(os.path.join(self.bin, "probe_arguments"), encoding="utf-8") as f:
            self.assertIn("--budget 180", f.read())

    def test_no_device_is_decided_from_the_probes_listing(self):
        self.write(os.path.join(self.bin, "list.txt"), "cpu0  test CPU (2 threads)\n"
                                                       "CUDA: unavailable (no_cuda_device: no CUDA device)\n")
        rc, text = self.run_check(self.tools + ":" + os.environ["PATH"], "--binary", self.probe)
        self.assertEqual(rc, 3, text)
        self.assertIn("sees no CUDA device", text)

    def test_bad_usage(self):
        rc, text = self.run_check(os.environ["PATH"], "--binary", self.probe, "--build")
        self.assertEqual(rc, 2, text)
        rc, text = self.run_check(os.environ["PATH"], "--binary", self.probe, "--limit", "5m")
        self.assertEqual(rc, 2, text)
        self.assertIn("whole seconds", text)
        rc, text = self.run_check(os.environ["PATH"], "--binary", self.probe, "--limit", "12")
        self.assertEqual(rc, 2, text)
        self.assertIn("leaves the probe no time", text)
        rc, text = self.run_check(os.environ["PATH"], "--binary", os.path.join(self.dir, "missing"))
        self.assertEqual(rc, 2, text)
        self.assertIn("is not an executable file", text)
        if not os.path.exists(os.path.join(ROOT, "build-probe", "bin", "scalescope-probe")):
            rc, text = self.run_check(os.environ["PATH"])
            self.assertEqual(rc, 2, text)
            self.assertIn("no probe to check", text)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1] + sys.argv[1:])
