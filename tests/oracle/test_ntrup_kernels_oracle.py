"""Every NTRU Prime backend row (src/ring/ntrup/backend.h) of every set and
every implementation this CPU runs, through tests/oracle/ntrup_kernels_driver,
against the Python model of the specification (ntrup_oracle.py), on random
and extreme inputs: the sort (n from 1 to past 2048, equal, descending and
extreme words), both reciprocals (random, weight w, all +-1; the product
back must be 1, and inputs built not invertible — zero, a factor of
x^p - x - 1 mod 3, its cofactor, a multiple — must be refused), the encoders
(every coefficient at +-(q-1)/2, zero, random) and decoders (arbitrary,
all-0x00, all-0xff bytes and valid encodings), Round and Decrypt's lift on
every R/q value, the weight check (its domain: Small elements) at w - 2 .. w + 2,
0 and p, NTRU LPRime's Top on every R/q value with r_i = 0 and 1,
Right at and around its sign boundary for every T, and the Generator's
reduction at words k q, k q - 1 and the largest ones.  An implementation the
CPU lacks is reported SKIPPED (exit 77 only if no table could run).  The
reciprocal checkers must refuse an accepted inverse with one coefficient
changed (their own power to fail).  Also
cross-checks the model's parameters with src/params/ntrup.h and with each
table's own p, q, w."""
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ntrup_oracle as O  # noqa: E402

PARAMS_H = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "params", "ntrup.h")
MASK32 = 0xFFFFFFFF


def ints(v):
    return " ".join(map(str, v))


def exact(want):
    return lambda got: (got == want, f"expected {want[:60]}..." if len(want) > 60 else f"expected {want}")


def cases_for(name, rnd):
    """(command line, checker) pairs for set `name`; a checker maps the
    driver's answer line to (ok, why)."""
    s = O.SETS[name]
    p, q, w = s["p"], s["q"], s["w"]
    h = O.q12(q)
    out = []

    def add(kernel, args, check):
        out.append((f"{kernel} {args}", check, kernel))

    def small(weight=None):
        if weight is None:
            return [rnd.randint(-1, 1) for _ in range(p)]
        f = [0] * p
        for i in rnd.sample(range(p), weight):
            f[i] = rnd.choice((-1, 1))
        return f

    def rq_random():
        return [rnd.randint(-h, h) for _ in range(p)]

    def rbytes(n):
        return bytes(rnd.getrandbits(8) for _ in range(n))

    # sort_u32: lengths around the sorting network's blocks, p, and past 2048.
    for n in (1, 2, 3, 7, 16, 17, 64, 255, 256, 257, p, 1024, 2049):
        x = [rnd.getrandbits(32) for _ in range(n)]
        if n > 16:  # extremes and repeats among random words
            for i in rnd.sample(range(n), n // 4):
                x[i] = rnd.choice((0, MASK32, 0x7FFFFFFF, 0x80000000, x[0]))
        add("sort", f"{n} {ints(x)}", exact(ints(O.sort_u32(x))))
    for x in ([5] * p, list(range(MASK32, MASK32 - p, -1)),
              # Short_fromlist's lists: w words with bit 0 cleared, the rest = 1 mod 4
              [rnd.getrandbits(32) & ~1 for _ in range(w)] + [(rnd.getrandbits(32) & ~3) | 1 for _ in range(p - w)]):
        add("sort", f"{len(x)} {ints(x)}", exact(ints(O.sort_u32(x))))

    # Reciprocals.
    def r3_check(f, invertible):
        def check(got):
            v = list(map(int, got.split()))
            if len(v) != p + 1:
                return False, "wrong number of values"
            ret, g = v[0], v[1:]
            if invertible is False:
                return ret == -1, "accepted an input that is not invertible in R/3"
            if ret != 0:  # refused: right only if gcd(f, x^p - x - 1) != 1 over F_3
                return (invertible is None and not O.r3_is_unit(f)), "refused an invertible input"
            if any(x not in (-1, 0, 1) for x in g):
                return False, "output not in {-1, 0, 1}"
            return O.is_r3_recip(g, f), "out * in != 1 in R/3"
        return check

    def rq_check(f, invertible):
        def check(got):
            v = list(map(int, got.split()))
            if len(v) != p + 1:
                return False, "wrong number of values"
            ret, g = v[0], v[1:]
            if not invertible:
                return ret == -1, "accepted 3 * 0"
            if ret != 0:
                return False, "refused an invertible input"
            if any(not -h <= x <= h for x in g):
                return False, "output not centered"
            return O.is_rq_recip3(g, f, q), "out * 3 in != 1 in R/q"
        return check

    F, cof = O.factor_r3(p)
    not_inv = [[0] * p, F, cof, O.r3_times(F, small()), O.r3_times(cof, small(w))]
    rq_inputs = [small(), small(w), [1] * p, [-1] * p, [1] + [0] * (p - 1), [0] * (p - 1) + [-1]]
    for f in not_inv:
        add("r3_recip", ints(f), r3_check(f, False))
    for f in [small(), small(w), [1] * p, [-1] * p, [1] + [0] * (p - 1)]:
        # Inputs of unknown verdict: accepted, the product back must be 1;
        # refused, the model's gcd must say they are not units.
        add("r3_recip", ints(f), r3_check(f, None))
    for f in rq_inputs:
        add("rq_recip3", ints(f), rq_check(f, True))
    add("rq_recip3", ints([0] * p), rq_check([0] * p, False))
    add("rq_recip3", ints(F), rq_check(F, True))  # a unit of R/q although not of R/3

    # Small encoding.
    for f in (small(), small(w), [-1] * p, [1] * p, [0] * p):
        add("small_encode", ints(f), exact(O.small_encode(f).hex()))
    nb = (p + 3) // 4
    for b in (rbytes(nb), rbytes(nb), b"\xff" * nb, b"\x00" * nb, b"\xaa" * nb, O.small_encode(small())):
        add("small_decode", b.hex(), exact(ints(O.small_decode(b, p))))

    # R/q and Rounded encodings.
    rqb, rdb = O.rq_bytes(p, q), O.rounded_bytes(p, q)
    alt = [h if i % 2 else -h for i in range(p)]
    for r in (rq_random(), rq_random(), [h] * p, [-h] * p, [0] * p, alt):
        add("rq_encode", ints(r), exact(O.rq_encode(r, q).hex()))
        r3 = O.round3(r)
        add("rounded_encode", ints(r3), exact(O.rounded_encode(r3, q).hex()))
    for b in (rbytes(rqb), rbytes(rqb), b"\xff" * rqb, b"\x00" * rqb, O.rq_encode([h] * p, q)):
        add("rq_decode", b.hex(), exact(ints(O.rq_decode(b, p, q))))
    for b in (rbytes(rdb), rbytes(rdb), b"\xff" * rdb, b"\x00" * rdb, O.rounded_encode([-h] * p, q)):
        add("rounded_decode", b.hex(), exact(ints(O.rounded_decode(b, p, q))))

    # Round and Decrypt's lift: every R/q value, then random and extremes.
    every = list(range(-h, h + 1))
    chunks = [every[i:i + p] for i in range(0, len(every), p)]
    chunks[-1] += [rnd.randint(-h, h) for _ in range(p - len(chunks[-1]))]
    for a in chunks + [rq_random(), [h] * p, [-h] * p]:
        add("round3", ints(a), exact(ints(O.round3(a))))
        add("r3_from_rq3", ints(a), exact(ints(O.r3_from_rq3(a, q))))

    # Weight check.
    for f in (small(w), small(w - 1), small(w + 1), [0] * p, [1] * p, [-1] * p):
        add("weightw_mask", ints(f), exact(str(O.weightw_mask(f, w))))
    # (The kernel's domain is Small elements, set.h: it counts r_i & 1.)
    plus = [1 if x else 0 for x in small(w)]
    minus = [-1 if x else 0 for x in small(w)]
    for f in (plus, minus, small(), small(w - 2), small(w + 2)):
        add("weightw_mask", ints(f), exact(str(O.weightw_mask(f, w))))

    if not s["lpr"]:
        return out

    # NTRU LPRime's Top: every R/q value as bA_i with r_i = 0 and r_i = 1.
    I = O.I_BITS
    for bit in (0, 1):
        for i0 in range(0, len(every), I):
            vals = every[i0:i0 + I]
            bA = vals + [rnd.randint(-h, h) for _ in range(p - len(vals))]
            r_enc = bytes([0xFF * bit] * (I // 8))
            add("lpr_top", f"{r_enc.hex()} {ints(bA)}", exact(O.lpr_top(bA, r_enc, s).hex()))
    for bA, r_enc in ((rq_random(), rbytes(I // 8)), ([h] * p, b"\xff" * (I // 8)), ([-h] * p, b"\xff" * (I // 8)),
                      ([h] * p, b"\x00" * (I // 8)), ([-h] * p, rbytes(I // 8))):
        add("lpr_top", f"{r_enc.hex()} {ints(bA)}", exact(O.lpr_top(bA, r_enc, s).hex()))

    # Right: aB placed so that Right(T_i) - aB_i + 4w + 1 lands on each value
    # around the sign boundaries (0, -1, 1, +-(q-1)/2), for every T.
    for d in (0, -1, 1, h, -h, h - 1, -h + 1, 2, -2):
        T = [rnd.randrange(16) if i >= 16 else i for i in range(I)]
        top = bytes(T[2 * i] | T[2 * i + 1] << 4 for i in range(I // 2))
        aB = [O.centered(O.right(T[i], s) + 4 * w + 1 - d, q) for i in range(I)]
        aB += [rnd.randint(-h, h) for _ in range(p - I)]
        add("lpr_right", f"{top.hex()} {ints(aB)}", exact(O.lpr_right(top, aB, s).hex()))
    for top, aB in ((rbytes(I // 2), rq_random()), (b"\x00" * (I // 2), [h] * p), (b"\xff" * (I // 2), [-h] * p),
                    (b"\xff" * (I // 2), [h] * p), (b"\x00" * (I // 2), [-h] * p)):
        add("lpr_right", f"{top.hex()} {ints(aB)}", exact(O.lpr_right(top, aB, s).hex()))

    # Generator: random words, and words at k q, k q - 1 (around each
    # reduction step) and the largest ones.
    edge = []
    for _ in range(p):
        k = rnd.randrange(1, MASK32 // q + 1)
        edge.append(rnd.choice((k * q, k * q - 1, k * q + 1, MASK32, MASK32 - 1, 0, q - 1, q)))
    for words in (None, edge):
        stream = rbytes(4 * p) if words is None else b"".join(x.to_bytes(4, "little") for x in words)
        add("lpr_generator", stream.hex(), exact(ints(O.lpr_generator(stream, p, q))))
    for b in (b"\xff" * (4 * p), b"\x00" * (4 * p)):
        add("lpr_generator", b.hex(), exact(ints(O.lpr_generator(b, p, q))))
    return out


def params_h_rows():
    """p -> (q, w, w_lpr, tau0..tau3, rq_bytes, rounded_bytes) from src/params/ntrup.h."""
    rows = {}
    with open(PARAMS_H) as fh:
        for m in re.finditer(r"#define PQPOLY_NTRUP_(\d+)\(M, X\)\s+M\(X,([^)]*)\)", fh.read()):
            v = [int(x) for x in m.group(2).split(",")]
            rows[v[0]] = tuple(v[1:])
    return rows


def main():
    if len(sys.argv) != 2 or not os.path.exists(sys.argv[1]):
        print("SKIPPED: ntrup_kernels_driver not built")
        return 77
    driver = sys.argv[1]
    passed = failed = skipped = ran = 0

    def fail(msg):
        nonlocal failed
        failed += 1
        print("FAIL " + msg)

    # The model's parameters against the library's one list of them.
    rows = params_h_rows()
    if sorted(rows) != sorted(O._ROWS):
        fail(f"src/params/ntrup.h lists p = {sorted(rows)}, the model {sorted(O._ROWS)}")
    for p, row in rows.items():
        if p not in O._ROWS:
            continue
        q = O._ROWS[p][0]
        want = O._ROWS[p] + (O.rq_bytes(p, q), O.rounded_bytes(p, q))
        if row != want:
            fail(f"p = {p}: src/params/ntrup.h has {row}, the specification's model {want}")
        else:
            passed += 1

    listing = subprocess.run([driver, "--list"], capture_output=True, text=True, check=True).stdout.split("\n")
    tables = [line.split() for line in listing if line]
    listed_sets = {t[0] for t in tables}
    for name in O.SETS:
        if (name, "portable") not in {(t[0], t[1]) for t in tables}:
            fail(f"{name} has no portable kernel table")
    for name in sorted(listed_sets - set(O.SETS)):
        fail(f"kernel table of {name}, which the model does not know")

    rnd = random.Random(20261124)
    for name in O.SETS:
        s = O.SETS[name]
        mine = [t for t in tables if t[0] == name]
        if not mine:
            continue
        cases = cases_for(name, rnd)
        text = "".join(c[0] + "\n" for c in cases)
        for _, impl, p, q, w, status in mine:
            if (int(p), int(q), int(w)) != (s["p"], s["q"], s["w"]):
                fail(f"{name}/{impl}: table says p, q, w = {p}, {q}, {w}; the model {s['p']}, {s['q']}, {s['w']}")
                continue
            if status != "runnable":
                print(f"SKIPPED kernels {name}/{impl} (CPU lacks it)")
                skipped += 1
                continue
            r = subprocess.run([driver, name, impl, str(O.rq_bytes(s["p"], s["q"])),
                                str(O.rounded_bytes(s["p"], s["q"]))],
                               input=text, capture_output=True, text=True)
            ran += 1
            lines = r.stdout.split("\n")
            if r.returncode != 0 or len(lines) != len(cases) + 1:
                fail(f"{name}/{impl}: driver exit {r.returncode}, {len(lines) - 1} answers for {len(cases)} "
                     f"commands: {r.stderr.strip()}")
                continue
            bad = {}
            planted = set()
            for (cmd, check, kernel), got in zip(cases, lines):
                ok, why = check(got)
                if ok:
                    passed += 1
                    if kernel in ("r3_recip", "rq_recip3") and kernel not in planted and got.startswith("0 "):
                        # The checker's own power to fail: the accepted
                        # inverse with one coefficient changed must be refused.
                        planted.add(kernel)
                        v = got.split()
                        v[1 + len(v) // 2] = "0" if v[1 + len(v) // 2] != "0" else "1"
                        if check(" ".join(v))[0]:
                            fail(f"{name}/{impl} {kernel}: the checker accepts a wrong inverse")
                else:
                    bad.setdefault(kernel, (0, why, cmd))
                    bad[kernel] = (bad[kernel][0] + 1, bad[kernel][1], bad[kernel][2])
            if len(planted) != 2:
                fail(f"{name}/{impl}: no accepted inverse to plant a wrong one in")
            for kernel, (n, why, cmd) in bad.items():
                fail(f"{name}/{impl} {kernel}: {n} input(s) differ from the model ({why}); "
                     f"first input: {cmd[:120]}...")
    print(f"ntrup_kernels_vs_oracle: {ran} tables run, {skipped} skipped; {passed} passed, {failed} failed")
    if failed:
        return 1
    return 0 if ran else 77


if __name__ == "__main__":
    sys.exit(main())
