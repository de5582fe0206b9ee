"""Nothing that could run goes untested: every implementation compiled in
that this CPU runs is run, and every other one is reported.

  * `pqpoly check` (every entry against schoolbook) prints an ok line for
    exactly the multipliers `pqpoly list --json` marks runnable — each
    (ring, name, operands, impl) once — and a line
    `SKIPPED <ring> <name>/<impl> (CPU lacks <isa>)` for exactly the others,
    also under PQPOLY_IMPL=portable (check walks entries, not the dispatch);
  * the twin test (tests/impl/test_impl_twins.c, its path the first
    argument) compared exactly as many non-portable multipliers as list
    marks runnable, and reports its kernel tables and Keccak x4 figures;
  * under PQPOLY_IMPL=portable every default multiplier `pqpoly list` marks
    is a portable one.
Usage: test_impl_coverage.py IMPL_TWINS_BINARY"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tool"))
import toolcheck  # noqa: E402

TOOL = toolcheck.tool_path()
tally = toolcheck.Tally("impl_coverage")
check = tally.check


def run(args, **env):
    e = {k: v for k, v in os.environ.items() if k not in ("PQPOLY_MUL", "PQPOLY_IMPL")}
    e.update(env)
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=e, timeout=900)


listing = json.loads(run([TOOL, "list", "--json"]).stdout)
entries = [(r["name"], m["name"], m["operands"], m["impl"], m["runnable"], "+".join(m["isa"]))
           for r in listing["rings"] for m in r["multipliers"]]
keys = [e[:4] for e in entries]
check(len(keys) == len(set(keys)), "list --json: each (ring, name, operands, impl) once")
runnable = {e[:4] for e in entries if e[4]}
lacking = {e[:4]: e[5] for e in entries if not e[4]}
check(all(e[3] != "portable" or e[4] for e in entries), "every portable entry is runnable")

for env in ({}, {"PQPOLY_IMPL": "portable"}):
    r = run([TOOL, "check", "--count", "1"], **env)
    what = f"pqpoly check {env or ''}"
    check(r.returncode == 0, f"{what}: exit {r.returncode} {r.stderr.strip()[-200:]!r}")
    ran, skipped = [], []
    for line in r.stdout.splitlines():
        f = line.split()
        if line.startswith(("ok ", "FAIL ")) and len(f) >= 5:
            ran.append((f[1], f[2], f[3], f[4]))
        m = re.match(r"SKIPPED (\S+) (\S+)/(\S+) \(CPU lacks (\S+)\)$", line)
        if m:
            skipped.append(m.groups())
    check(len(ran) == len(set(ran)), f"{what}: each entry run once")
    missing = runnable - set(ran)
    check(not missing, f"{what}: runs every runnable implementation (missing {sorted(missing)[:5]})")
    check(set(ran) <= runnable, f"{what}: runs only runnable implementations")
    # One SKIPPED line per entry (no operands on it, so compare multisets),
    # naming instruction sets the entry needs.
    got_skipped = sorted((s[0], s[1], s[2]) for s in skipped)
    want_skipped = sorted((k[0], k[1], k[3]) for k in lacking)
    check(got_skipped == want_skipped, f"{what}: a SKIPPED line for exactly the others ({len(skipped)})")
    needs = {(k[0], k[1], k[3]): set(v.split("+")) for k, v in lacking.items()}
    check(all(set(s[3].split("+")) <= needs.get((s[0], s[1], s[2]), set()) for s in skipped),
          f"{what}: SKIPPED lines name instruction sets the entry needs")

nonportable = sorted(k for k in runnable if k[3] != "portable")
print(f"runnable non-portable multipliers: {len(nonportable)}; not runnable here: {len(lacking)}")

if len(sys.argv) > 1:
    r = run([sys.argv[1]])
    print(r.stdout.strip().splitlines()[-1] if r.stdout.strip() else "(no output)")
    check(r.returncode == 0, f"impl_twins: exit {r.returncode}")
    m = re.search(r"compared (\d+) \(multipliers (\d+), kernel tables (\d+), keccak x4 (\d+)\)", r.stdout)
    check(m is not None, "impl_twins reports what it compared")
    if m:
        check(int(m.group(2)) == len(nonportable),
              f"impl_twins compared every runnable non-portable multiplier ({m.group(2)}/{len(nonportable)})")

r = run([TOOL, "list"], PQPOLY_IMPL="portable")
marked = [l.split() for l in r.stdout.splitlines() if l.startswith("    *")]
check(r.returncode == 0 and marked and all(f[3] == "portable" for f in marked),
      f"PQPOLY_IMPL=portable: every default is portable ({len(marked)} marked)")

tally.finish()
