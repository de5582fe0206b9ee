#!/usr/bin/env python3
"""Constant-time check: every registered KEM under valgrind memcheck, built by
gcc and clang at -O2 and -O3 with -DPQPOLY_CT_VALGRIND=ON (secrets marked
undefined, see tests/ct/ct_kem.c), plus the self-tests of the check itself:
a planted secret-dependent branch and a planted secret-dependent table index
MUST be reported, and constant-time code on secrets must not be.  The division
scan (div_scan.py) also runs over each of these builds.

usage: run_ct.py SOURCE_DIR WORK_DIR
Every KEM runs under gcc -O2 and clang -O3, ML-KEM and Kyber under all four.
Environment: PQPOLY_CT_CONFIGS=gcc-O2,clang-O3 restricts the configurations;
PQPOLY_CT_KEMS=a,b restricts the KEMs; PQPOLY_CT_ALL=1 runs every KEM in all four;
PQPOLY_CT_JOBS=N runs N valgrind processes at a time (default 2).
Exit 0 all passed, 1 a failure, 77 (SKIPPED) without valgrind or compilers.
"""
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import div_scan  # noqa: E402

# (compiler, level, KEMs): every KEM under gcc -O2 and clang -O3; ML-KEM and
# Kyber (the schemes with a KyberSlash/clangover history) under all four.
# PQPOLY_CT_ALL=1 runs every KEM everywhere.  Measured on the shared 2-core
# machine: about 90 s to build a configuration from scratch (incremental
# afterwards), about 6 s of valgrind per KEM.
CONFIGS = [("gcc", "O2", None), ("clang", "O3", None),
           ("gcc", "O3", ("mlkem", "kyber")), ("clang", "O2", ("mlkem", "kyber"))]
JOBS = int(os.environ.get("PQPOLY_CT_JOBS", "2"))
VALGRIND = ["valgrind", "--error-exitcode=1", "--track-origins=yes", "--quiet"]


def sh(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def build(src, work, cc, opt):
    bdir = os.path.join(work, f"{cc}-{opt}")
    cfg = ["cmake", "-S", src, "-B", bdir, "-DCMAKE_BUILD_TYPE=Release",
           f"-DCMAKE_C_COMPILER={shutil.which(cc)}",
           f"-DCMAKE_C_FLAGS_RELEASE=-{opt} -gdwarf-4 -DNDEBUG",
           # DWARF 4: the valgrind of Debian 12 cannot read clang 14's DWARF 5.
           "-DPQPOLY_CT_VALGRIND=ON", "-DPQPOLY_BUILD_TESTS=OFF"]
    r = sh(cfg)
    if r.returncode == 0:
        r = sh(["cmake", "--build", bdir, "-j2", "--target", "ct_kem", "pqpoly"])
    if r.returncode != 0:
        print(r.stdout[-3000:], r.stderr[-3000:])
        return None
    return bdir


def valgrind(exe, args):
    r = sh(VALGRIND + [exe] + args)
    return r.returncode, r.stdout + r.stderr


def excerpt(text, lines=30):
    return "\n".join("    " + l for l in text.splitlines()[:lines])


def check_config(src, work, cc, opt, families, kems_filter):
    name = f"{cc} -{opt}"
    t0 = time.time()
    bdir = build(src, work, cc, opt)
    if bdir is None:
        print(f"FAIL [{name}]: build failed")
        return 1, []
    tb = time.time() - t0
    exe = os.path.join(bdir, "ct_kem")
    fails = 0
    rows = []

    for mode, needle in (("--planted-branch", "Conditional jump or move depends on uninitialised"),
                         ("--planted-index", "Use of uninitialised value")):
        rc, out = valgrind(exe, [mode])
        ok = rc != 0 and needle in out
        rows.append((name, "self-test " + mode[2:], "reported" if ok else "NOT REPORTED"))
        if not ok:
            fails += 1
            print(f"FAIL [{name}]: the planted leak {mode} was not reported\n{excerpt(out)}")
    rc, out = valgrind(exe, ["--clean"])
    rows.append((name, "self-test clean", "silent" if rc == 0 else "REPORTED"))
    if rc != 0:
        fails += 1
        print(f"FAIL [{name}]: constant-time code was reported\n{excerpt(out)}")

    kems = sh([exe, "--list"]).stdout.split()
    if families and os.environ.get("PQPOLY_CT_ALL") != "1":
        kems = [k for k in kems if k.startswith(families)]
    if kems_filter:
        kems = [k for k in kems if k in kems_filter]
    def one(kem):
        t1 = time.time()
        rc, out = valgrind(exe, [kem])
        return kem, rc, out, time.time() - t1

    # Two valgrind processes at a time (the CI machine has two cores).
    with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
        results = list(pool.map(one, kems))
    for kem, rc, out, dt in results:
        rows.append((name, kem, ("pass" if rc == 0 else "LEAK/FAIL") + f" ({dt:.1f} s)"))
        if rc != 0:
            fails += 1
            print(f"FAIL [{name}] {kem}: memcheck reported a secret-dependent branch or index,"
                  f" or the KEM failed\n{excerpt(out, 60)}")

    r = sh([sys.executable, os.path.join(HERE, "div_scan.py"), bdir])
    div_ok = r.returncode == 0
    rows.append((name, "division scan", "pass" if div_ok else "FAIL"))
    if not div_ok:
        fails += 1
        print(f"FAIL [{name}]: division scan\n{excerpt(r.stdout, 40)}")
    rows.append((name, "time", f"build {tb:.0f} s, total {time.time() - t0:.0f} s"))
    return fails, rows


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    src, work = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    if shutil.which("valgrind") is None:
        print("SKIPPED: valgrind is not installed (Debian: apt-get install valgrind)")
        return 77
    wanted = os.environ.get("PQPOLY_CT_CONFIGS")
    configs = [c for c in CONFIGS if not wanted or f"{c[0]}-{c[1]}" in wanted.split(",")]
    kems_filter = set(filter(None, os.environ.get("PQPOLY_CT_KEMS", "").split(",")))
    os.makedirs(work, exist_ok=True)
    t0 = time.time()
    fails, rows, ran = 0, [], 0
    for cc, opt, families in configs:
        if shutil.which(cc) is None:
            rows.append((f"{cc} -{opt}", "-", f"SKIPPED ({cc} not installed)"))
            continue
        f, r = check_config(src, work, cc, opt, families, kems_filter)
        fails += f
        rows += r
        ran += 1
    if ran == 0:
        print("SKIPPED: none of the compilers is installed")
        return 77
    w = max(len(r[1]) for r in rows)
    print("constant-time check (valgrind memcheck, secrets undefined):")
    for cfg, what, result in rows:
        print(f"  {cfg:10} {what:{w}}  {result}")
    print(f"total {time.time() - t0:.0f} s; {'FAILED' if fails else 'all passed'}")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
