#!/usr/bin/env python3
"""The install recipe of README.md ("Installing") runs exactly as written and
gives programs that start: the first sh block in the checkout (make install
into $HOME/.local), the second in a folder holding the C example of "Using it
from C" as example.c (the shared and the static program), both with HOME set
to a temporary folder and no LD_LIBRARY_PATH.  The Makefile's BUILD is the
build tree under test, so nothing is compiled twice.

usage: test_readme_install.py BUILD_DIR
Exit 77 (SKIPPED) without pkg-config or make."""
import os
import re
import shutil
import subprocess
import sys
import tempfile

build = os.path.abspath(sys.argv[1])
text = open("README.md").read()
for tool in ("pkg-config", "make"):
    if shutil.which(tool) is None:
        print(f"SKIPPED: {tool} is not installed (Debian/Ubuntu: apt-get install {tool})")
        sys.exit(77)

section = text.split("**Installing.**", 1)[1].split("\n## ", 1)[0]
blocks = re.findall(r"```sh\n(.*?)```", section, re.S)
example = re.search(r"```c\n(.*?)```", text.split("## Using it from C", 1)[1], re.S)
if len(blocks) != 2 or example is None:
    print("FAIL: README's 'Installing' needs two sh blocks (checkout, project folder) "
          "and 'Using it from C' a C block")
    sys.exit(1)

failures = 0
with tempfile.TemporaryDirectory() as home:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LD_LIBRARY_PATH", "PKG_CONFIG_PATH", "MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    env.update(HOME=home, BUILD=build)
    project = os.path.join(home, "project")
    os.makedirs(project)
    open(os.path.join(project, "example.c"), "w").write(example.group(1))
    for where, block in ((os.getcwd(), blocks[0]), (project, blocks[1])):
        print(f"$ cd {where}")
        for line in block.strip().splitlines():
            print("$ " + line)
        r = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", block], cwd=where, env=env,
                           capture_output=True, text=True)
        print("\n".join("  " + l for l in (r.stdout + r.stderr).strip().splitlines()[-12:]))
        if r.returncode != 0:
            print(f"FAIL: the block exits {r.returncode}")
            sys.exit(1)
    prefix = os.path.join(home, ".local")
    for exe, shared in (("example", True), ("example-static", False)):
        path = os.path.join(project, exe)
        if not os.path.exists(path):
            print(f"FAIL: the README's commands made no {exe}")
            failures += 1
            continue
        needed = subprocess.run(["ldd", path], capture_output=True, text=True).stdout
        uses = "libpqpoly.so" in needed
        ok = uses == shared and (not shared or prefix in needed)
        print(("ok   " if ok else "FAIL ") + f"{exe} " + (f"loads libpqpoly.so.0 from {prefix}" if shared
                                                          else "has the library linked in"))
        failures += not ok
        r = subprocess.run([path], capture_output=True, text=True, env=env)
        ok = r.returncode == 0 and "shared secrets match" in r.stdout
        print(("ok   " if ok else "FAIL ") + f"{exe} runs: " + (r.stdout + r.stderr).strip().replace("\n", "; "))
        failures += not ok
print("FAILED" if failures else "ok: the README's install commands give running programs, shared and static")
sys.exit(1 if failures else 0)
