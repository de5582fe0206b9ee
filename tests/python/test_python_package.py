#!/usr/bin/env python3
"""`pip install ./python` into a virtual environment, then the package's
pytest suite (python/tests) against the installed copy.

usage: test_python_package.py WORK_DIR
WORK_DIR (in the build tree) keeps the venv and the package's CMake build
between runs, so a second run rebuilds only what changed.  Exit 77 (SKIPPED),
with one line saying why, when this machine lacks what the build needs:
the venv module (Debian/Ubuntu: python3-venv), or scikit-build-core, NumPy and
pytest (installed into the venv from PyPI, or taken from the system's
site-packages when present).  A failing build or test is a failure."""
import os
import shutil
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
work = os.path.abspath(sys.argv[1])
venv = os.path.join(work, "venv")
py = os.path.join(venv, "bin", "python")
os.makedirs(work, exist_ok=True)
env = {k: v for k, v in os.environ.items() if k not in ("PQPOLY_LIBRARY", "PYTHONPATH", "PIP_USER")}
env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", "2")


def run(cmd, **kw):
    return subprocess.run(cmd, env=env, capture_output=True, text=True, **kw)


def tail(r, n=25):
    return "\n".join((r.stdout + r.stderr).strip().splitlines()[-n:])


def skip(why):
    print(f"SKIPPED: {why}")
    sys.exit(77)


if not os.path.exists(py) or run([py, "-c", "import sys"]).returncode != 0:
    shutil.rmtree(venv, ignore_errors=True)
    r = run([sys.executable, "-m", "venv", "--system-site-packages", venv])
    if r.returncode != 0:
        skip("python3 -m venv does not work here (Debian/Ubuntu: apt-get install python3-venv): "
             + tail(r, 1))

tools = ["scikit-build-core>=0.10", "numpy", "pytest"]
r = run([py, "-c", "import scikit_build_core, numpy, pytest"])
if r.returncode != 0:
    r = run([py, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--retries", "1",
             "--timeout", "20"] + tools)
    if r.returncode != 0:
        skip("cannot install the Python build tools (" + ", ".join(tools) + ") into a venv "
             "(no network to PyPI?): " + tail(r, 1))

print("pip install ./python (the C library built by CMake through scikit-build-core)")
r = run([py, "-m", "pip", "install", "--no-build-isolation", "--no-deps", "--force-reinstall",
         "--disable-pip-version-check", os.path.join(REPO, "python"),
         "--config-settings=build-dir=" + os.path.join(work, "cmake-build")])
if r.returncode != 0:
    print("FAIL: pip install ./python failed:\n" + tail(r, 40))
    sys.exit(1)

# From outside the source tree, so that `import pqpoly` is the installed copy.
r = subprocess.run([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", os.path.join(REPO, "python", "tests")],
                   env=env, cwd=work)
sys.exit(r.returncode)
