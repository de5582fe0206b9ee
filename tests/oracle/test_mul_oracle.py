"""Every registered multiplier of every ring, every implementation of it that
this CPU runs (`pqpoly mul --impl`), through `pqpoly mul`, against the
pure-Python oracle, on random, extreme and (for big*small) ternary operands
(every |b_i| up to the ring's small_bound, also for big*big entries); an implementation the CPU lacks is reported
SKIPPED, and `pqpoly mul` must refuse it.  Also checks the error contract of
`pqpoly mul` on a bad first pair."""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ring_oracle  # noqa: E402

TOOL = os.environ.get("PQPOLY_TOOL", "build/pqpoly")


def run(args, stdin=""):
    return subprocess.run([TOOL] + args, input=stdin, capture_output=True, text=True)


def operands(ring, rnd, sb=1):
    n, q, _ = ring_oracle.RINGS[ring]
    hi, lo = (q - 1) // 2, -(q // 2)
    pairs = [
        ([rnd.randrange(q) for _ in range(n)], [rnd.randrange(q) for _ in range(n)]),
        ([hi] * n, [hi] * n),
        ([lo] * n, [hi] * n),
        ([lo] * n, [lo] * n),  # the largest |c_i| of all: n (q/2)^2
        # Representatives outside [0, q) and of any sign: the tool maps them.
        ([rnd.randrange(-10 * q, 10 * q) for _ in range(n)], [rnd.randrange(-3 * q, 3 * q) for _ in range(n)]),
    ]
    small = [
        ([rnd.randrange(q) for _ in range(n)], [rnd.randint(-sb, sb) for _ in range(n)]),
        ([hi] * n, [sb] * n),
        ([lo] * n, [-sb] * n),
        ([hi if i % 2 else lo for i in range(n)], [sb * (-1) ** i for i in range(n)]),
    ]
    return pairs, small


def main():
    if not os.path.exists(TOOL):
        print(f"SKIPPED: tool {TOOL} not built")
        return 77
    listing = json.loads(run(["list", "--json"]).stdout)
    rnd = random.Random(20261121)
    passed = failed = 0
    for ring in listing["rings"]:
        name = ring["name"]
        if name not in ring_oracle.RINGS:
            print(f"FAIL ring {name} has no oracle model")
            failed += 1
            continue
        n, q, _ = ring_oracle.RINGS[name]
        if (ring["n"], ring["q"]) != (n, q):
            print(f"FAIL ring {name}: tool says n={ring['n']} q={ring['q']}, oracle n={n} q={q}")
            failed += 1
            continue
        pairs, small = operands(name, rnd, ring.get("small_bound", 0))
        if ring.get("small_bound") != ring_oracle.small_bound(name):
            print(f"FAIL ring {name}: small_bound {ring.get('small_bound')!r}, "
                  f"expected {ring_oracle.small_bound(name)}")
            failed += 1
        expect_big = [ring_oracle.multiply(name, a, b) for a, b in pairs]
        expect_small = [ring_oracle.multiply(name, a, b) for a, b in small]
        seen = set()
        for m in ring["multipliers"]:
            key = (m["name"], m["operands"], m.get("impl"))
            if key in seen or "impl" not in m or "runnable" not in m:
                print(f"FAIL {name} {key}: listed twice, or without impl/runnable")
                failed += 1
            seen.add(key)
            if not m.get("runnable"):
                print(f"SKIPPED {name} {m['name']}/{m.get('impl')} (CPU lacks {'+'.join(m.get('isa', []))})")
                r = run(["mul", "--ring", name, "--algo", m["name"], "--operands", m["operands"],
                         "--impl", m["impl"]], "")
                if r.returncode == 2 and r.stdout == "" and "lacks" in r.stderr:
                    passed += 1
                else:
                    failed += 1
                    print(f"FAIL {name} {m['name']}/{m['impl']}: mul ran an implementation this CPU lacks")
                continue
            todo = list(zip(small, expect_small))
            if m["operands"] == "big*big":
                todo = list(zip(pairs, expect_big)) + todo
            text = "".join(" ".join(map(str, a)) + "\n" + " ".join(map(str, b)) + "\n\n" for (a, b), _ in todo)
            r = run(["mul", "--ring", name, "--algo", m["name"], "--operands", m["operands"],
                     "--impl", m["impl"]], text)
            got = [list(map(int, line.split())) for line in r.stdout.splitlines()]
            want = [e for _, e in todo]
            if r.returncode == 0 and got == want:
                passed += 1
            else:
                failed += 1
                print(f"FAIL {name} {m['name']}/{m['impl']} {m['operands']}: exit {r.returncode} {r.stderr.strip()}")
    # The error contract: exit 2 and one line on stderr.  `pqpoly mul` streams,
    # so the products of pairs before a bad one are printed; every bad pair
    # here is the first one, so stdout stays empty.  (Bad input after good
    # pairs, NUL bytes and long lines: tests/tool/test_mul_stream.py.)
    kyber_n = ring_oracle.RINGS["kyber"][0]
    bad = [
        (["mul", "--ring", "nosuchring", "--algo", "schoolbook"], "1\n1\n"),
        (["mul", "--ring", "kyber", "--algo", "nosuchalgo"], "1\n1\n"),
        (["mul", "--ring", "kyber", "--algo", "schoolbook", "--impl", "nosuchimpl"], "1\n1\n"),
        (["mul", "--ring", "kyber", "--algo", "schoolbook"], "1 2 3\n4 5 6\n"),
        (["mul", "--ring", "kyber", "--algo", "schoolbook"], " ".join(["1"] * kyber_n) + "\n"),
        (["mul", "--ring", "kyber", "--algo", "schoolbook"], " ".join(["x"] * kyber_n) + "\n" + " ".join(["1"] * kyber_n) + "\n"),
    ]
    for entry in listing["rings"]:
        for m in entry["multipliers"]:
            if m["operands"] == "big*small" and entry["q"] > 3:
                nn = entry["n"]
                over = str(entry.get("small_bound", 1) + 1)  # one past the ring's small_bound
                bad.append((["mul", "--ring", entry["name"], "--algo", m["name"], "--operands", "big*small"],
                            " ".join(["5"] * nn) + "\n" + " ".join([over] * nn) + "\n"))
                break
    for args, text in bad:
        r = run(args, text)
        lines = r.stderr.strip().splitlines()
        if r.returncode == 2 and r.stdout == "" and len(lines) == 1:
            passed += 1
        else:
            failed += 1
            print(f"FAIL error contract for {args}: exit {r.returncode}, stdout {r.stdout[:60]!r}, stderr {r.stderr!r}")
    print(f"oracle: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
