"""The pqpoly tool maps the environment onto the library's choice API
(include/pqpoly/impl.h): the library itself reads no environment variable.

  * PQPOLY_MUL=NAME forces NAME for every ring having it and leaves the
    measured preference elsewhere: `pqpoly list` marks exactly those defaults;
    unset or empty changes nothing.
  * PQPOLY_IMPL=portable|native selects the implementation class; the output
    of a KEM's KAT is the same under both.
  * A name the library refuses is a usage error: exit 2, one line on stderr
    naming the variable, nothing on stdout."""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import toolcheck  # noqa: E402

TOOL = toolcheck.tool_path()

tally = toolcheck.Tally("env_select")
check = tally.check



def run(args, **env):
    e = {k: v for k, v in os.environ.items() if k not in ("PQPOLY_MUL", "PQPOLY_IMPL")}
    e.update(env)
    return subprocess.run([TOOL, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          env=e, timeout=300)


def defaults(**env):
    """{ring: set of (name, operands) marked as default} from `pqpoly list`."""
    r = run(["list"], **env)
    check(r.returncode == 0, f"pqpoly list with {env}: exit {r.returncode} {r.stderr.strip()!r}")
    out, ring = {}, None
    for line in r.stdout.splitlines():
        if line.startswith("  ") and not line.startswith("    ") and "n=" in line:
            ring = line.split()[0]
            out[ring] = set()
        elif line.startswith("    ") and ring is not None:
            star, fields = line[4] == "*", line[5:].split()
            if star:
                out[ring].add((fields[0], fields[1]))
            out.setdefault("#entries", set()).add((ring, fields[0], fields[1]))
    return out


base = defaults()
entries = base.pop("#entries")
check(len(base) >= 16, f"pqpoly list shows the rings ({len(base)})")
check(defaults(PQPOLY_MUL="") == dict(base, **{"#entries": entries}), "empty PQPOLY_MUL changes nothing")

kara = defaults(PQPOLY_MUL="karatsuba")
kara.pop("#entries")
check(all(d == {("karatsuba", "big*big")} for d in kara.values()),
      "PQPOLY_MUL=karatsuba: karatsuba is every ring's default")

grb = defaults(PQPOLY_MUL="grb")
grb.pop("#entries")
check(grb["ntrup761"] == {("grb", "big*big"), ("grb", "big*small")},
      f"PQPOLY_MUL=grb: ntrup761 uses grb, its big*big and big*small rows ({grb['ntrup761']})")
check(all(grb[r] == base[r] for r in base if r != "ntrup761"),
      "PQPOLY_MUL=grb: the other rings keep their measured preference")

ntt = defaults(PQPOLY_MUL="ntt-montgomery")
ntt.pop("#entries")
check(ntt["kyber"] == {("ntt-montgomery", "big*big")}, "PQPOLY_MUL=ntt-montgomery: kyber uses it")


def refused(what, args, **env):
    r = run(args, **env)
    lines = r.stderr.splitlines()
    check(r.returncode == 2, f"{what}: exit {r.returncode}, expected 2")
    check(len(lines) == 1 and list(env)[0] in lines[0], f"{what}: stderr {r.stderr!r}")
    check(not r.stdout, f"{what}: stdout {r.stdout[:80]!r}")


refused("PQPOLY_MUL=nope", ["list"], PQPOLY_MUL="nope")
refused("PQPOLY_IMPL=avx9", ["list"], PQPOLY_IMPL="avx9")
refused("PQPOLY_MUL=nope kat", ["kat", "mlkem768", "--count", "1"], PQPOLY_MUL="nope")

native = run(["kat", "mlkem768", "--count", "2"])
portable = run(["kat", "mlkem768", "--count", "2"], PQPOLY_IMPL="portable")
explicit = run(["kat", "mlkem768", "--count", "2"], PQPOLY_IMPL="native")
check(native.returncode == 0 and native.stdout, "kat mlkem768 runs")
check(portable.returncode == 0 and portable.stdout == native.stdout, "PQPOLY_IMPL=portable: same KAT output")
check(explicit.returncode == 0 and explicit.stdout == native.stdout, "PQPOLY_IMPL=native: same KAT output")

tally.finish()
