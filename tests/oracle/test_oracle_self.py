"""The oracle itself, on facts checkable by hand: x^n reduces to the right
polynomial in each ring shape, and products with 1 and x are what they must be.
And the NTRU Prime kernel model (ntrup_oracle.py): its Kronecker product
against ring_oracle's schoolbook, Decode after Encode and the Small codec
round trips, the listed factors of x^p - x - 1 mod 3 not units and 1 a unit,
and Top/Right's constants against the specification's requirement on them:
0 <= Right(Top(C)) - C <= delta for every C in R/q, Top(C) in [0, 15]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ntrup_oracle  # noqa: E402
import ring_oracle  # noqa: E402


def unit(n, k):
    v = [0] * n
    v[k] = 1
    return v


def main():
    failed = 0
    checks = 0
    for name, (n, q, _) in ring_oracle.RINGS.items():
        x_top = unit(n, n - 1)
        x1 = unit(n, 1)
        got = ring_oracle.multiply(name, x_top, x1)        # = x^n mod f
        if name.startswith("ntrup"):
            want = [1 % q, 1 % q] + [0] * (n - 2)          # x^n = x + 1
        elif name == "nttru":
            want = [q - 1] + [0] * (n // 2 - 1) + [1] + [0] * (n // 2 - 1)  # x^n = x^(n/2) - 1
        else:
            want = [q - 1] + [0] * (n - 1)                 # x^n = -1
        checks += 1
        if got != want:
            failed += 1
            print(f"FAIL {name}: x^n mod f")
        a = [(7 * i + 3) % q for i in range(n)]
        checks += 1
        if ring_oracle.multiply(name, a, unit(n, 0)) != a:
            failed += 1
            print(f"FAIL {name}: a*1 != a")
    n_checks, n_failed = ntrup_model_checks()
    checks += n_checks
    failed += n_failed
    print(f"oracle-self: {checks - failed} passed, {failed} failed")
    return 1 if failed else 0


# NTRU LPRime's delta per p [NTRUP-R3, "Parameter sets"]: the largest
# Right(Top(C)) - C, which the decryption bound q >= 16w + 2 delta + 3 uses.
LPR_DELTA = {653: 289, 761: 292, 857: 329, 953: 404, 1013: 450, 1277: 502}


def ntrup_model_checks():
    import random
    O = ntrup_oracle
    rnd = random.Random(761)
    checks = failed = 0

    def expect(ok, what):
        nonlocal checks, failed
        checks += 1
        if not ok:
            failed += 1
            print(f"FAIL ntrup_oracle: {what}")

    for m, ring in ((4591, "ntrup761"), (3, "ntrup761-mod3")):
        a = [rnd.randrange(m) for _ in range(761)]
        b = [rnd.randrange(m) for _ in range(761)]
        expect(O.mul_mod(a, b, m) == ring_oracle.multiply(ring, a, b), f"Kronecker product = schoolbook in {ring}")
    for name, st in O.SETS.items():
        p, q = st["p"], st["q"]
        h = O.q12(q)
        r = [rnd.randint(-h, h) for _ in range(p)]
        expect(O.rq_decode(O.rq_encode(r, q), p, q) == r, f"{name}: R/q Decode(Encode(r)) = r")
        r3 = O.round3(r)
        expect(O.rounded_decode(O.rounded_encode(r3, q), p, q) == r3, f"{name}: Rounded Decode(Encode(r)) = r")
        f = [rnd.randint(-1, 1) for _ in range(p)]
        expect(O.small_decode(O.small_encode(f), p) == f, f"{name}: Small decode(encode(f)) = f")
        if st["lpr"]:
            tops = [O.top(C, st) for C in range(-h, h + 1)]
            diffs = [O.centered(O.right(T, st) - C, q) for T, C in zip(tops, range(-h, h + 1))]
            expect(min(tops) >= 0 and max(tops) <= 15, f"{name}: Top(C) in [0, 15]")
            expect(min(diffs) >= 0 and max(diffs) <= LPR_DELTA[p], f"{name}: 0 <= Right(Top(C)) - C <= delta")
        else:
            F, cof = O.factor_r3(p)
            expect(not O.r3_is_unit(F) and not O.r3_is_unit(cof), f"{name}: the factors of x^p - x - 1 mod 3 are not units")
            expect(O.r3_is_unit([1] + [0] * (p - 1)), f"{name}: 1 is a unit of R/3")
    return checks, failed


if __name__ == "__main__":
    sys.exit(main())
