#!/usr/bin/env python3
"""The C example of README.md ("Using it from C") compiles as written, with
warnings as errors, against the library, and runs successfully.
usage: test_readme_example.py CC INCLUDE_DIR LIBPQPOLY LIBCRYPTO WORK_DIR"""
import os
import re
import subprocess
import sys

cc, include, lib, crypto, work = sys.argv[1:6]
text = open("README.md").read()
section = text.split("## Using it from C", 1)[1]
m = re.search(r"```c\n(.*?)```", section, re.S)
if not m:
    print("FAIL: no C block in the README section 'Using it from C'")
    sys.exit(1)
os.makedirs(work, exist_ok=True)
src, exe = os.path.join(work, "example.c"), os.path.join(work, "example")
open(src, "w").write(m.group(1))
r = subprocess.run([cc, "-std=c11", "-Wall", "-Wextra", "-Wpedantic", "-Werror", "-Wconversion",
                    "-I", include, src, "-o", exe, lib, crypto], capture_output=True, text=True)
if r.returncode != 0:
    print("FAIL: the README example does not compile:\n" + r.stdout + r.stderr)
    sys.exit(1)
r = subprocess.run([exe], capture_output=True, text=True)
print(r.stdout.strip())
if r.returncode != 0:
    print(f"FAIL: the README example exits {r.returncode}")
    sys.exit(1)
print("ok: the README example compiles and runs")
