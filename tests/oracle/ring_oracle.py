"""Independent pure-Python model of every pqpoly ring: plain big-integer
schoolbook multiplication followed by reduction modulo f and q.

Written from the ring definitions alone (not from the C code), so that the C
multipliers are checked against something they share nothing with.  NTRU
Prime's other kernels (encodings, Round, the reciprocals, Top/Right, ...)
have their own model, ntrup_oracle.py."""

# name -> (n, q, modulus polynomial as {degree: coefficient} of f, monic)
RINGS = {}


def _ntrup(p, q):
    return (p, q, {p: 1, 1: -1, 0: -1})          # x^p - x - 1


for _p, _q in [(653, 4621), (761, 4591), (857, 5167), (953, 6343), (1013, 7177), (1277, 7879)]:
    RINGS[f"ntrup{_p}"] = _ntrup(_p, _q)
    RINGS[f"ntrup{_p}-mod3"] = _ntrup(_p, 3)
RINGS["kyber"] = (256, 3329, {256: 1, 0: 1})       # x^256 + 1
RINGS["saber"] = (256, 8192, {256: 1, 0: 1})
RINGS["nttru"] = (768, 7681, {768: 1, 384: -1, 0: 1})  # x^768 - x^384 + 1
RINGS["newhope"] = (1024, 12289, {1024: 1, 0: 1})

# name -> the largest |b_i| of a big*small operand: Saber's secrets are
# centered binomial with mu/2 <= 5 (LightSaber); every other ring's small
# operands are ternary.
SMALL_BOUND = {"saber": 5}


def small_bound(ring):
    return SMALL_BOUND.get(ring, 1)


def multiply(ring, a, b):
    """a*b in the ring, coefficients in [0, q). a and b: lists of n integers of any sign."""
    n, q, f = RINGS[ring]
    assert len(a) == n and len(b) == n
    prod = [0] * (2 * n - 1)
    for i, ai in enumerate(a):
        if ai == 0:
            continue
        for j, bj in enumerate(b):
            prod[i + j] += ai * bj
    # Long division by the monic f: cancel the top coefficient repeatedly.
    low = [(d, c) for d, c in f.items() if d < n]
    for deg in range(2 * n - 2, n - 1, -1):
        top = prod[deg]
        if top:
            prod[deg] = 0
            for d, c in low:
                prod[deg - n + d] -= top * c
    return [x % q for x in prod[:n]]
