#!/usr/bin/env python3
"""Refresh the generated tables of README.md and docs/multipliers.md (between <!-- NAME:begin --> and
<!-- NAME:end --> markers) from the build and the last benchmark report:
  schemes      — `pqpoly list --json` (sizes) and tests/kat/test_kat.py (which
                 published KAT hashes this build reproduces);
  multipliers  — `pqpoly list --json` (paper, section, operand kinds) and
                 report/bench.json (median cycles, with the CPU named).
usage: tools/update_readme.py [PQPOLY_TOOL] [BENCH_JSON]   (make readme)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERIC = {"schoolbook", "karatsuba"}


def kat_status(tool):
    env = dict(os.environ, PQPOLY_TOOL=tool,
               PQPOLY_VECTORS=os.environ.get("PQPOLY_VECTORS", os.path.join(ROOT, "..", "shared", "vectors")))
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "kat", "test_kat.py")],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    status = {}
    for line in r.stdout.splitlines():
        m = re.match(r"(ok|FAIL)\s+(\S+): (first entry|all 100 entries|full file)", line)
        if m:
            mark = "yes" if m.group(1) == "ok" else "**no**"
            what = {"first entry": "PQClean first entry", "all 100 entries": "liboqs all 100",
                    "full file": "full .rsp"}[m.group(3)]
            status.setdefault(m.group(2), []).append(f"{what}: {mark}")
    return status


def schemes_table(listing, kats):
    lines = ["| KEM | public key | secret key | ciphertext | shared secret | status | KAT hash verified |",
             "|---|--:|--:|--:|--:|---|---|"]
    for k in listing["kems"]:
        lines.append(f"| {k['name']} | {k['publickeybytes']} | {k['secretkeybytes']} | "
                     f"{k['ciphertextbytes']} | {k['bytes']} | registered | "
                     f"{'; '.join(kats.get(k['name'], ['no published vectors']))} |")
    if not listing["kems"]:
        lines.append("| (none registered yet) | | | | | | |")
    return "\n".join(lines)


def multipliers_table(listing, bench):
    cycles = {}
    cpu = "?"
    if bench:
        cpu = bench["machine"]["cpu"] + ", " + bench["machine"]["compiler"]
        for m in bench["multipliers"]:
            cycles[(m["ring"], m["algo"], m["operands"])] = m["median_cycles"]
    lines = [f"| ring | algorithm | operands | paper, section | median cycles ({cpu}) |",
             "|---|---|---|---|--:|"]
    for r in listing["rings"]:
        special = [m for m in r["multipliers"] if m["name"] not in GENERIC]
        if not special and r["name"] not in ("ntrup761", "kyber"):
            continue
        for m in r["multipliers"]:
            c = cycles.get((r["name"], m["name"], m["operands"]))
            c = f"{c:,}".replace(",", " ") if c is not None else "-"
            lines.append(f"| {r['name']} | {m['name']} | {m['operands']} | {m['source']} | {c} |")
    return "\n".join(lines)


def replace_block(text, name, body):
    pat = re.compile(rf"(<!-- {name}:begin -->\n).*?(<!-- {name}:end -->)", re.S)
    if not pat.search(text):
        raise SystemExit(f"README.md has no {name} markers")
    return pat.sub(lambda m: m.group(1) + body + "\n" + m.group(2), text)


def main(argv):
    tool = argv[1] if len(argv) > 1 else os.path.join(ROOT, "build", "pqpoly")
    bench_path = argv[2] if len(argv) > 2 else os.path.join(ROOT, "report", "bench.json")
    listing = json.loads(subprocess.run([tool, "list", "--json"], check=True, capture_output=True,
                                        text=True).stdout)
    bench = json.load(open(bench_path)) if os.path.exists(bench_path) else None
    path = os.path.join(ROOT, "README.md")
    text = open(path).read()
    text = replace_block(text, "schemes", schemes_table(listing, kat_status(tool)))
    open(path, "w").write(text)
    # the full registry lives in docs/multipliers.md (README.md is for users)
    path = os.path.join(ROOT, "docs", "multipliers.md")
    text = open(path).read()
    text = replace_block(text, "multipliers", multipliers_table(listing, bench))
    open(path, "w").write(text)
    print("README.md schemes and docs/multipliers.md refreshed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
