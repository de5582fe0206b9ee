"""Benchmark results as data: the `pqpoly bench` tool installed with the
package (pqpoly/bin/pqpoly, linked statically against the same sources)
measures, and its JSON report (documented in the repository's README) is
returned as Python objects."""
import json
import os
import subprocess
import tempfile

_HERE = os.path.dirname(os.path.abspath(__file__))


def tool_path():
    """The pqpoly tool installed with the package (with PQPOLY_LIBRARY set to a
    development build's library and no installed tool: the tool beside it)."""
    path = os.path.join(_HERE, "bin", "pqpoly")
    lib = os.environ.get("PQPOLY_LIBRARY")
    if lib and not os.path.exists(path):
        return os.path.join(os.path.dirname(os.path.abspath(lib)), "pqpoly")
    return path


def load_report(path):
    """A report written by `pqpoly bench --json FILE` (make run writes
    report/bench.json): {"machine": {...}, "multipliers": [...], "kems": [...]}."""
    with open(path) as f:
        return json.load(f)


def bench(ring=None, algo=None, kem=None, runs=None, quick=True, progress=True):
    """Measure with `pqpoly bench` and return its report as data (see
    load_report).  ring/algo narrow the multipliers, kem the KEMs, as the
    tool's options do; runs fixes the number of runs per item; quick (the
    default) uses the short time budget of `make run`.  progress: let the
    tool's progress line through to stderr."""
    tool = tool_path()
    if not os.access(tool, os.X_OK):
        raise RuntimeError(f"the pqpoly tool is not installed with this package ({tool})")
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "bench.json")
        cmd = [tool, "bench", "--json", out]
        for opt, val in (("--ring", ring), ("--algo", algo), ("--kem", kem)):
            if val is not None:
                cmd += [opt, str(val)]
        if runs is not None:
            cmd += ["--runs", str(int(runs))]
        if quick:
            cmd.append("--quick")
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=None if progress else subprocess.PIPE,
                           text=True)
        if r.returncode == 2:
            raise ValueError((r.stderr or "").strip() or f"pqpoly bench refused {cmd[2:]}")
        if r.returncode != 0 or not os.path.exists(out):
            raise RuntimeError(f"pqpoly bench failed (exit {r.returncode}) {(r.stderr or '').strip()}")
        return load_report(out)
