#!/usr/bin/env python3
"""No division instruction in the object code of KEM and ring arithmetic.

The time of x86 `div`/`idiv` depends on the operand values, so a division by
or of a secret leaks it (the KyberSlash class of leaks).  This scan
disassembles the objects that make up libpqpoly (`objdump -d
--no-show-raw-insn`), attributes every `div`/`idiv` of any width (`divb`,
`divw`, `divl`, `divq`, `idiv...`) to the function symbol it sits in, and fails
if one appears in code compiled from src/kem, src/ring, src/mul, src/ntt or
src/arith, unless EXCEPTIONS names that function with the reason its operands
are public (the compiler also creates divisions of its own, e.g. loop trip
counts).  Divisions elsewhere in the library are listed for information.

usage: div_scan.py BUILD_DIR            scan the library objects of a build
       div_scan.py --planted OBJECT     self-test: the scanner must find the
                                        planted divisions in OBJECT
"""
import os
import re
import shutil
import subprocess
import sys

# (source file, function) -> why the operands of its divisions are public.
# Compiler clones (.constprop.N, .isra.N, .part.N, .cold) count as the
# function.  Every entry was checked against the disassembly with source
# lines (objdump -dl on the -g builds of run_ct.py) under gcc and clang at -O2
# and -O3: none divides a coefficient or anything derived from a secret.
_Q = ("PQPOLY_NTRUP_FINISH_V(q) = round(2^40 / q) of the ring's public modulus q, computed at run "
      "time because q arrives as an argument (ntt/fold.h, arith/barrett.h)")
_TRIP = ("compiler-generated trip count of a butterfly loop `start += 2*len` over public transform "
         "sizes (no division in the source)")
EXCEPTIONS = {
    ("crt7681x10753.c", "crt_inverse"): _Q,
    ("crt7681x10753.c", "crt3_inverse"): _Q,
    ("good1536.c", "good_inverse"): _Q,
    ("goodthomas.c", "gt_inverse"): _Q,
    ("goodthomas.c", "gt_forward"): _TRIP + " (ntt/radix2.h)",
    ("gsb.c", "gsb_forward"): "Good index map t % r, t % ns, (16t + k) % N over loop counters and "
                              "public sizes",
    ("gsb.c", "gsb_inverse"): "Good index map t % r, t % ns, (16t + k) % N over loop counters and "
                              "public sizes",
    ("gsb.c", "radix_r"): "twiddle index (i * m) % r from loop counters and the public radix",
    ("mixed1620.c", "mx_forward"): "sub = len / r: block sizes of the public mixed-radix recursion "
                                   "(ntt/mixed_radix.h)",
    ("mixed1620.c", "mx_inverse"): "sub = len / r: block sizes of the public mixed-radix recursion "
                                   "(ntt/mixed_radix.h)",
    ("schonhage_nussbaumer.c", "sn_forward"): "folding index i % cyc over a loop counter",
    ("schonhage_nussbaumer.c", "pqpoly_sch_inverse"): "twiddle exponents (2L - e) % 2L and E / 2, "
                                                      "public (ntt/schonhage.h)",
    # src/ring/kyber/ntt_*.c (the portable kyber backends)
    ("ntt_barrett.c", "ntt_barrett"): _TRIP,
    ("ntt_barrett.c", "pqpoly_mul_kyber_ntt_barrett_portable_forward"): _TRIP,
    ("ntt_montgomery.c", "ntt_mont"): _TRIP,
    ("ntt_montgomery.c", "pqpoly_mul_kyber_ntt_montgomery_portable_forward"): _TRIP,
    ("ntt_plantard.c", "ntt_plantard"): _TRIP,
    ("ntt_plantard.c", "pqpoly_mul_kyber_ntt_plantard_portable_forward"): _TRIP,
}
CLONE = re.compile(r"\.(constprop|isra|part|cold|lto_priv)(\.\d+)*")


def exception_for(obj, func):
    src = os.path.basename(obj)
    if src.endswith(".o"):
        src = src[:-2]
    return EXCEPTIONS.get((src, CLONE.sub("", func)))

# An object compiled from one source file sits under CMakeFiles/<target>.dir/src/<layer>/;
# the unity builds of NTRU Prime's per-set kernels (src/ring/ntrup/ring.cmake)
# under CMakeFiles/pqpoly_ntrup_kernels[_avx2]_<set>.dir/Unity/, all ring code.
SCOPE = re.compile(r"/src/(kem|ring|mul|ntt|arith)/|^pqpoly_ntrup_kernels_[a-z0-9_]+\.dir/Unity/")
FUNC = re.compile(r"^[0-9a-f]+ <(?P<name>[^>]+)>:$")
DIV = re.compile(r"^\s*[0-9a-f]+:\s+(?P<insn>i?div[bwlq]?)\s")
PLANTED = {"pqpoly_test_planted_sdiv", "pqpoly_test_planted_umod"}


def objdump():
    tool = os.environ.get("OBJDUMP") or shutil.which("objdump")
    if not tool:
        print("SKIPPED: objdump not found (install binutils)")
        sys.exit(77)
    return tool


def divisions(tool, obj):
    """[(function, instruction, line)] for every division in obj."""
    out = subprocess.run([tool, "-d", "--no-show-raw-insn", obj], check=True,
                         capture_output=True, text=True).stdout
    found, func = [], "?"
    for line in out.splitlines():
        m = FUNC.match(line)
        if m:
            func = m.group("name")
            continue
        m = DIV.match(line)
        if m:
            found.append((func, m.group("insn"), line.strip()))
    return found


def library_objects(build):
    """Object files of the library targets (not tests, tools or the bench),
    checked against the members of libpqpoly.a."""
    root = os.path.join(build, "CMakeFiles")
    objs = []
    for d in sorted(os.listdir(root)):
        if not d.endswith(".dir"):
            continue
        for dirpath, _, files in os.walk(os.path.join(root, d)):
            for f in files:
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                if f.endswith(".o") and ("/src/" in rel or "/Unity/" in rel):
                    objs.append(path)
    archive = os.path.join(build, "libpqpoly.a")
    if os.path.exists(archive):
        members = set(subprocess.run(["ar", "t", archive], check=True, capture_output=True,
                                     text=True).stdout.split())
        names = {os.path.basename(o) for o in objs}
        missing = members - names
        if missing:
            print("FAIL: members of libpqpoly.a not found as objects:", sorted(missing))
            sys.exit(1)
    return objs


def scan_build(build):
    tool = objdump()
    objs = library_objects(build)
    if not objs:
        print(f"FAIL: no library objects under {build}")
        return 1
    bad, info, excused = [], [], []
    for obj in objs:
        rel_path = os.path.relpath(obj, os.path.join(build, "CMakeFiles")).replace(os.sep, "/")
        in_scope = SCOPE.search(rel_path) is not None
        for func, insn, line in divisions(tool, obj):
            rel = obj.split("CMakeFiles/", 1)[-1]
            if not in_scope:
                info.append((rel, func, insn))
            elif exception_for(obj, func):
                excused.append((rel, func, insn, exception_for(obj, func)))
            else:
                bad.append((rel, func, insn, line))
    for rel, func, insn in info:
        print(f"info: {insn} in {func} ({rel}); outside the KEM/ring scope")
    for rel, func, insn, why in excused:
        print(f"excused: {insn} in {func} ({rel}): {why}")
    for rel, func, insn, line in bad:
        print(f"FAIL: {insn} in {func} ({rel}): {line}")
    print(f"scanned {len(objs)} objects: {len(bad)} division(s) in KEM/ring code"
          f", {len(excused)} excused, {len(info)} elsewhere")
    return 1 if bad else 0


def self_test(obj):
    tool = objdump()
    funcs = {func for func, _, _ in divisions(tool, obj)}
    print("divisions found in:", sorted(funcs))
    if PLANTED <= funcs and "pqpoly_test_planted_shift" not in funcs:
        print("ok: the planted divisions are reported, the shift is not")
        return 0
    print("FAIL: the scanner missed a planted division or flagged the shift")
    return 1


def main(argv):
    if len(argv) == 3 and argv[1] == "--planted":
        return self_test(argv[2])
    if len(argv) == 2:
        return scan_build(argv[1])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
