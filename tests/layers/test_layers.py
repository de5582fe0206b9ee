#!/usr/bin/env python3
"""The layer rule of DESIGN.md, checked on every #include "..." under src/.

Layers, highest first (each may include its own and any lower one):

    kat -> kem -> ring -> mul -> ntt -> arith -> params

`src/common`, `src/sym` and `src/x86` are utilities: any layer may include
them, and they include only each other (and params).  The public headers
(`include/pqpoly/*.h`) are the library's interface and may be included
anywhere.  An include is resolved as the compiler does it: beside the
including file first, then under src/, then under include/.  An include that
resolves nowhere, a source folder that is not in the table, or an include from
a lower layer into a higher one fails, with file:line.

usage: test_layers.py [SRC_ROOT]   (default: the src/ of this checkout)
"""
import os
import re
import sys

RANK = {"params": 0, "arith": 1, "ntt": 2, "mul": 3, "ring": 4, "kem": 5, "kat": 6}
UTILITIES = {"common", "sym", "x86"}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


# Headers the build generates (not in the tree): cmake/isa.cmake writes
# isa_enabled.h from the manifest src/common/isa_list.h.
GENERATED = {"isa_enabled.h"}

def layer_of(path, src):
    """'public', a layer name, or None for a path outside src/ and include/."""
    rel = os.path.relpath(path, src).replace(os.sep, "/")
    if rel.startswith("../include/"):
        return "public"
    if rel.startswith("../"):
        return None
    return rel.split("/")[0] if "/" in rel else None


def resolve(name, including, src):
    for base in (os.path.dirname(including), src, os.path.join(src, "..", "include")):
        cand = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(cand):
            return cand
    return None


def allowed(frm, to):
    if to == "public":
        return True
    if frm in UTILITIES:
        return to in UTILITIES or to == "params"
    if to in UTILITIES:
        return True
    return RANK[to] <= RANK[frm]


def main(argv):
    here = os.path.dirname(os.path.abspath(__file__))
    src = os.path.abspath(argv[1] if len(argv) > 1 else os.path.join(here, "..", "..", "src"))
    bad, n = [], 0
    for dirpath, _, files in sorted(os.walk(src)):
        for f in sorted(files):
            if not f.endswith((".c", ".h")):
                continue
            path = os.path.join(dirpath, f)
            shown = os.path.relpath(path, os.path.join(src, "..")).replace(os.sep, "/")
            frm = layer_of(path, src)
            if frm not in RANK and frm not in UTILITIES:
                bad.append(f"{shown}: folder src/{frm} is in no layer (add it to tests/layers)")
                continue
            with open(path, encoding="utf-8") as fh:
                for lineno, line in enumerate(fh, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    n += 1
                    if m.group(1) in GENERATED:
                        continue
                    target = resolve(m.group(1), path, src)
                    if target is None:
                        bad.append(f'{shown}:{lineno}: #include "{m.group(1)}" resolves to no file')
                        continue
                    to = layer_of(target, src)
                    if to not in RANK and to not in UTILITIES and to != "public":
                        bad.append(f'{shown}:{lineno}: #include "{m.group(1)}" is in no layer')
                    elif not allowed(frm, to):
                        bad.append(f'{shown}:{lineno}: #include "{m.group(1)}": {frm} may not '
                                   f"include {to} (layers flow kat -> kem -> ring -> mul -> ntt "
                                   f"-> arith -> params; common, sym, x86 are utilities)")
    for b in bad:
        print("FAIL " + b)
    print(f"layers: {n} includes checked, {len(bad)} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
