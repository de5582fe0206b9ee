"""Keccak-f[1600] (FIPS 202 §3.2): round constants and the unrolled round.

Everything is derived from the specification's definitions rather than typed
in: the rotation offsets of rho come from Algorithm 2's walk over the lanes,
the lane permutation of pi from its definition (x, y) -> (y, 2x + 3y), the
round constants from the LFSR rc(t) of Algorithm 5 as Algorithm 6 places it.

Output: src/sym/keccak_f1600_round.h with the 24 round constants (declared;
defined once, in src/sym/keccak_f1600_round.c) and a macro
PQPOLY_KECCAK_ROUND(S, T, rc) computing one round from the 25 lane variables
S<x><y> into T<x><y> (x, y in 0..4), on a state with some lanes inverted
(PQPOLY_KECCAK_COMPLEMENT converts to and from that form), and the same round
PQPOLY_KECCAK_ROUND_PLAIN on a state without inverted lanes."""

from _common import TableFile

ROUNDS = 24


def rc_bit(t):
    """FIPS 202 Algorithm 5: bit t of the LFSR x^8 + x^6 + x^5 + x^4 + 1."""
    if t % 255 == 0:
        return 1
    r = [1, 0, 0, 0, 0, 0, 0, 0]
    for _ in range(t % 255):
        r = [0] + r
        r[0] ^= r[8]
        r[4] ^= r[8]
        r[5] ^= r[8]
        r[6] ^= r[8]
        r = r[:8]
    return r[0]


def round_constant(ir):
    """FIPS 202 Algorithm 6, step 2-3: RC[2^j - 1] = rc(j + 7 ir)."""
    value = 0
    for j in range(7):
        value |= rc_bit(j + 7 * ir) << ((1 << j) - 1)
    return value


def rho_offsets():
    """FIPS 202 Algorithm 2: offsets[x][y]."""
    off = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        off[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    return off


def pi_source():
    """pi (Algorithm 3) moves lane (x, y) to (y, 2x + 3y): for each target
    (X, Y), the source lane it receives."""
    src = {}
    for x in range(5):
        for y in range(5):
            src[(y, (2 * x + 3 * y) % 5)] = (x, y)
    return src


# Lane complementing (the Keccak team's implementation overview, §2.2): the
# state is kept with these lanes inverted, which lets most chi steps use
# and/or without a separate not.  Which lanes: the set of the reference
# "lane complementing" transform; the per-row formulas below are derived for
# it, so any other set would also give a correct (if slower) round.
COMPLEMENTED = {(1, 0), (2, 0), (3, 1), (2, 2), (2, 3), (0, 4)}


def chi_plan(fb, g):
    """For one row: b_x are stored as b_x ^ fb[x] (1 = inverted), the outputs
    must be stored as out_x ^ g[x].  out_x = b_x ^ (~b_{x+1} & b_{x+2}) may be
    computed as b_x ^ ((b1 ^ u1) & (b2 ^ u2)) with u = (fb1 ^ 1, fb2), or as
    b_x ^ ~((b1 ^ v1) | (b2 ^ v2)) with v = (fb1, fb2 ^ 1); a final not fixes
    the output's polarity.  Choose per output to use the fewest distinct nots."""
    import itertools
    best = None
    for choice in itertools.product((0, 1), repeat=5):
        negated, forms, cost = set(), [], 0
        for x in range(5):
            f0, f1, f2 = fb[x], fb[(x + 1) % 5], fb[(x + 2) % 5]
            if choice[x] == 0:
                n1, n2, op, h = f1 ^ 1, f2, "&", 0
            else:
                n1, n2, op, h = f1, f2 ^ 1, "|", 1
            if n1:
                negated.add((x + 1) % 5)
            if n2:
                negated.add((x + 2) % 5)
            fix = f0 ^ h ^ g[x]
            cost += fix
            forms.append((n1, n2, op, fix))
        cost += len(negated)
        if best is None or cost < best[0]:
            best = (cost, forms)
    return best[1]


def round_macro(name, complemented):
    off = rho_offsets()
    src = pi_source()
    flag = {(x, y): int((x, y) in complemented) for x in range(5) for y in range(5)}
    lines = []
    # theta (Algorithm 1): column parities C, then D[x] = C[x-1] ^ rot(C[x+1], 1).
    # Inverted lanes carry into C and D as inverted parities (xor of flags).
    cflag = [sum(flag[(x, y)] for y in range(5)) % 2 for x in range(5)]
    dflag = [cflag[(x - 1) % 5] ^ cflag[(x + 1) % 5] for x in range(5)]
    for x in range(5):
        lanes = " ^ ".join(f"S##{x}{y}" for y in range(5))
        lines.append(f"c{x} = {lanes};")
    for x in range(5):
        lines.append(f"d{x} = c{(x - 1) % 5} ^ PQPOLY_ROL64(c{(x + 1) % 5}, 1);")
    # rho + pi into one row of b, then chi (Algorithm 4) on that row; iota on T00.
    for y in range(5):
        fb = []
        for x in range(5):
            sx, sy = src[(x, y)]
            lane = f"(S##{sx}{sy} ^ d{sx})"
            r = off[sx][sy]
            lines.append(f"b{x} = PQPOLY_ROL64({lane}, {r});" if r else f"b{x} = {lane};")
            fb.append(flag[(sx, sy)] ^ dflag[sx])
        g = [flag[(x, y)] for x in range(5)]
        for x, (n1, n2, op, fix) in enumerate(chi_plan(fb, g)):
            t1 = f"~b{(x + 1) % 5}" if n1 else f"b{(x + 1) % 5}"
            t2 = f"~b{(x + 2) % 5}" if n2 else f"b{(x + 2) % 5}"
            expr = f"b{x} ^ ({t1} {op} {t2})"
            if fix:
                expr = f"~({expr})"
            if (x, y) == (0, 0):
                expr += " ^ (rc)"
            lines.append(f"T##{x}{y} = {expr};")
    body = " \\\n".join("        " + line for line in lines)
    return f"#define {name}(S, T, rc) \\\n    do {{ \\\n" + body + " \\\n    } while (0)\n"


def complement_macro():
    inv = " ".join(f"S##{x}{y} = ~S##{x}{y};" for (x, y) in sorted(COMPLEMENTED, key=lambda p: (p[1], p[0])))
    return f"#define PQPOLY_KECCAK_COMPLEMENT(S) do {{ {inv} }} while (0)\n"


def generate():
    rcs = [round_constant(i) for i in range(ROUNDS)]
    values = [f"UINT64_C(0x{v:016x})" for v in rcs]
    t = TableFile("src/sym/keccak_f1600_round",
                  "Keccak-f[1600] (FIPS 202 §3.2): round constants and the unrolled round.")
    t.text("#define PQPOLY_KECCAK_ROUNDS 24\n\n"
           "/* Rotation left by 0 < n < 64. */\n"
           "#define PQPOLY_ROL64(v, n) (((v) << (n)) | ((v) >> (64 - (n))))\n\n")
    t.array("uint64_t", "pqpoly_keccak_rc", values, per_line=3,
            comment="Round constants RC(i_r) of FIPS 202 Algorithm 6 (iota).")
    t.text("\n/* Lanes kept inverted between rounds by PQPOLY_KECCAK_ROUND: apply on\n"
           " * entry and on exit. */\n")
    t.text(complement_macro())
    t.text("\n/* One round of Keccak-f[1600] (theta, rho, pi, chi, iota) from lanes\n"
           " * S<x><y> into T<x><y>, both in complemented form; uses the temporaries\n"
           " * c0..c4, d0..d4, b0..b4 declared by the caller (of the lanes' type). */\n")
    t.text(round_macro("PQPOLY_KECCAK_ROUND", COMPLEMENTED))
    t.text("\n/* The same round on a state kept as is, chi as written in FIPS 202\n"
           " * (for targets with an and-not instruction, e.g. AVX2 vpandn). */\n")
    t.text(round_macro("PQPOLY_KECCAK_ROUND_PLAIN", set()))
    return t.files()
