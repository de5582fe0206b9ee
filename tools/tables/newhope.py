"""Tables of the NewHope ring Z_12289[x]/(x^1024 + 1) ([ADPS16]).

The transform every newhope entry computes (the reference implementation's,
whose outputs travel on the wire): with psi = 7, a primitive 2048th root of
unity mod q, and omega = psi^2, value j (natural order, j = 0 .. 1023) of the
transform of a(x) is a(psi^(2j + 1)).  The reference reaches it with a
Gentleman-Sande network taking bit-reversed input: a_i is permuted to
position brv10(i) and multiplied by psi^brv10(position), then ten layers use
omega^brv9(k) for block k, in the layer of distance d the blocks k = 0 ..
512/d - 1.  The inverse permutes the values by brv10, runs the same network
with omega^-brv9(k), and multiplies value i by psi^-i / 1024.

Arithmetics:
  - Montgomery (R = 2^16, signed, [HZZ+22, Alg. 7]): constants centered(x R);
    the inverse's last scaling also carries R, removing the 2^-16 that the base
    multiplication leaves (the base domain D = 2^16 of include/pqpoly/poly.h).
  - K-RED ([LN16, §3-4], q = k 2^m + 1, k = 3, m = 12): every K-RED multiplies
    by k, so the constants are stored times k^-1 (a product W c followed by one
    K-RED then equals w c), and the factors that are not cancelled are merged
    into the inverse's last scaling, as [LN16] merges n^-1 there."""
from _common import TableFile, centered, is_primitive_root_of_unity

Q = 12289
N = 1024
PSI = 7
OMEGA = PSI * PSI % Q
K, M = 3, 12          # q = k 2^m + 1
R = 1 << 16


def brv(x, bits):
    return int(f"{x:0{bits}b}"[::-1], 2)


def inv(x):
    return pow(x, Q - 2, Q)


def mont(x):
    return centered(x * R, Q)


def kred_const(x):
    """x k^-1: after one K-RED (which multiplies by k) the product carries x."""
    return centered(x * inv(K), Q)


def forward_psi():
    return [pow(PSI, brv(i, 10), Q) for i in range(N)]


def omegas():
    return [pow(OMEGA, brv(k, 9), Q) for k in range(N // 2)]


def omegas_inv():
    return [inv(w) for w in omegas()]


def inverse_psi():
    ninv = inv(N)
    return [pow(inv(PSI), i, Q) * ninv % Q for i in range(N)]


def model_forward(a):
    """The transform as the tables state it (used by the asserts below)."""
    ps, om = forward_psi(), omegas()
    t = [0] * N
    for i in range(N):
        t[brv(i, 10)] = a[i]
    t = [t[i] * ps[i] % Q for i in range(N)]
    d = 1
    while d < N:
        for blk in range(N // (2 * d)):
            for s in range(d):
                j = 2 * d * blk + s
                x, y = t[j], t[j + d]
                t[j], t[j + d] = (x + y) % Q, om[blk] * (x - y) % Q
        d *= 2
    return t


# ---- The K-RED schedules ([LN16, §3-4] with 32-bit products) ----------------
# Values live in int32 between stages; a product (value times a centered
# constant, |S| <= (q-1)/2) must stay below 2^31, so the values must stay
# within 2^31 / 6144 before every multiplication.  A plain stage reduces only
# its products (K-RED, factor k, cancelled by the table's k^-1); an extra
# reduction stage ("red") also reduces the sums with K-RED and its products
# twice (two successive K-REDs, or one K-RED-2x: factor k^2), which multiplies
# every value by k.  The stages with extra reductions are the smallest set
# that keeps every product and sum within int32, found by the search below
# and checked here; the per-stage intervals are emitted for the debug-build
# assertions.  Forward: Cooley-Tukey, stages m = 1 .. 512 (index log2 m).
# Inverse: Gentleman-Sande, stages m = 1024 .. 4 (index log2(1024/m)), then
# the last stage (m = 2) merged with 1024^-1 and every accumulated factor.
KM = K * ((1 << M) - 1)
SMAX = (Q - 1) // 2
LIM = (1 << 31) - 1


def kred_iv(lo, hi):
    return (-(hi >> M), KM - (lo >> M))


def kred2x_iv(lo, hi):
    return ((lo >> (2 * M)) - KM, (hi >> (2 * M)) + K * K * ((1 << M) - 1))


def twice_iv(lo, hi, two):
    return kred2x_iv(lo, hi) if two else kred_iv(*kred_iv(lo, hi))


def prod_iv(lo, hi, smax=SMAX):
    c = max(-lo, hi) * smax
    assert c <= LIM, "product overflows int32"
    return (-c, c)


def fwd_bounds(reds, two, lo=-Q, hi=Q):
    out = []
    for st in range(10):
        clo, chi = prod_iv(lo, hi)
        if st in reds:
            u, v = kred_iv(lo, hi), twice_iv(clo, chi, two)
        else:
            u, v = (lo, hi), kred_iv(clo, chi)
        lo, hi = min(u[0] + v[0], u[0] - v[1]), max(u[1] + v[1], u[1] - v[0])
        assert -LIM <= lo and hi <= LIM
        out.append((lo, hi))
    return out


def inv_bounds(reds, two, lo, hi):
    out = []
    for st in range(9):
        slo, shi = 2 * lo, 2 * hi
        assert -LIM <= slo and shi <= LIM
        clo, chi = prod_iv(lo - hi, hi - lo)
        if st in reds:
            a, b = kred_iv(slo, shi), twice_iv(clo, chi, two)
        else:
            a, b = (slo, shi), kred_iv(clo, chi)
        lo, hi = min(a[0], b[0]), max(a[1], b[1])
        out.append((lo, hi))
    # last stage: both outputs twice((U +- V) S)
    prod_iv(lo - hi, hi - lo)
    prod_iv(2 * lo, 2 * hi)
    return out


def base_iv(two, terms=4):
    c = terms * ((1 << 14) - 1) ** 2
    assert c <= LIM
    if two:  # K-RED-2x then the 32-bit rounding Barrett (its range exceeds int16)
        return (-(Q + 1) // 2, (Q + 1) // 2)
    return twice_iv(-c, c, 0)


def smallest_schedule(fn):
    import itertools
    for n in range(10):
        for reds in itertools.combinations(range(9), n):
            try:
                fn(reds)
                return reds
            except AssertionError:
                pass
    raise AssertionError("no schedule")


DOC_M = """Twiddles of the NewHope-ring NTT (tools/tables/newhope.py) in the signed
 * Montgomery domain (R = 2^16): entries centered(x 2^16 mod q), so that
 * pqpoly_montgomery_mul16(a, entry) = a x mod q.  Internal header."""

DOC_K = """Twiddles of the NewHope-ring NTT (tools/tables/newhope.py) for K-RED
 * arithmetic ([LN16, §3-4], q = 3 2^12 + 1): entries centered(x 3^-1 mod q),
 * so that K-RED(a entry) = a x mod q.  Internal header."""

DOC_P = """The bit-reversal permutation of 10-bit indices, for the NewHope-ring
 * NTT (tools/tables/newhope.py).  Internal header."""


def generate():
    assert is_primitive_root_of_unity(PSI, 2 * N, Q)
    assert Q == K * (1 << M) + 1
    # The reference's tables start 4075, 6974, 7373, 7965 (omega^brv9(k) times
    # 2^18 mod q; [ADPS16] reference implementation, ntt tables): the same roots.
    assert [pow(OMEGA, brv(k, 9), Q) * (1 << 18) % Q for k in range(4)] == [4075, 6974, 7373, 7965]
    assert inverse_psi()[0] * (1 << 18) % Q == 256
    # value j is the evaluation at psi^(2j+1)
    a = [(i * 37 + 5) % Q for i in range(N)]
    t = model_forward(a)
    for j in (0, 1, 2, 511, 1023):
        x = pow(PSI, 2 * j + 1, Q)
        assert t[j] == sum(a[i] * pow(x, i, Q) for i in range(N)) % Q

    perm = TableFile("src/ntt/tables/newhope_brv", DOC_P)
    perm.array("uint16_t", "pqpoly_newhope_brv10", [brv(i, 10) for i in range(N)], per_line=16)

    m = TableFile("src/ntt/tables/newhope_montgomery", DOC_M)
    m.array("int16_t", "pqpoly_newhope_mont_psi", [mont(x) for x in forward_psi()], per_line=12,
            comment="psi^brv10(i): the forward transform's first scaling, at position i")
    m.array("int16_t", "pqpoly_newhope_mont_omegas", [mont(x) for x in omegas()], per_line=12,
            comment="omega^brv9(k): forward twiddle of block k")
    m.array("int16_t", "pqpoly_newhope_mont_omegas_inv", [mont(x) for x in omegas_inv()], per_line=12,
            comment="omega^-brv9(k): inverse twiddle of block k")
    m.array("int16_t", "pqpoly_newhope_mont_psi_inv", [mont(x * R) for x in inverse_psi()],
            per_line=12, comment="psi^-i 1024^-1 2^16: the inverse's last scaling (removes the base domain 2^-16)")
    m.text("/* 2^32 mod q, centered: montgomery_mul16(a, it) = a 2^16 (leaves the base domain). */\n")
    m.text(f"#define NEWHOPE_MONT_R2 {mont(R)}\n")

    k = TableFile("src/ntt/tables/newhope_kred", DOC_K)
    k.array("int16_t", "pqpoly_newhope_kred_psi_rev", [kred_const(pow(PSI, brv(i, 10), Q)) for i in range(N)],
            per_line=12, comment="psi^brv10(i) 3^-1: the Cooley-Tukey forward of [LN16], block i of stage m uses [m + i]")
    k.array("int16_t", "pqpoly_newhope_kred_psi_inv_rev",
            [kred_const(inv(pow(PSI, brv(i, 10), Q))) for i in range(N)], per_line=12,
            comment="psi^-brv10(i) 3^-1: the Gentleman-Sande inverse of [LN16], block i of stage m uses [m/2 + i]")
    for name, two in (("KRED", 0), ("KRED2X", 1)):
        fr = smallest_schedule(lambda r: fwd_bounds(r, two))
        blo, bhi = base_iv(two)
        ir = smallest_schedule(lambda r: inv_bounds(r, two, blo, bhi))
        fb, ib = fwd_bounds(fr, two), inv_bounds(ir, two, blo, bhi)
        k.text(f"/* {name}: extra-reduction stages and the value interval after every stage. */\n")
        k.text(f"#define NEWHOPE_{name}_FWD_REDS {sum(1 << x for x in fr)}u /* stages {list(fr)} */\n")
        k.text(f"#define NEWHOPE_{name}_FWD_NREDS {len(fr)}\n")
        k.text(f"#define NEWHOPE_{name}_INV_REDS {sum(1 << x for x in ir)}u /* stages {list(ir)} */\n")
        k.text(f"#define NEWHOPE_{name}_INV_NREDS {len(ir)}\n")
        k.text(f"#define NEWHOPE_{name}_BASE_LO ({blo})\n#define NEWHOPE_{name}_BASE_HI ({bhi})\n")
        # forward final pass: K-RED twice (any int32 -> [-131, 12413]), times
        # k^-(extra + 3), K-RED: within int16 for the Barrett reduction
        x = kred_iv(*kred_iv(-LIM - 1, LIM))
        y = kred_iv(*prod_iv(*x))
        assert -32768 <= y[0] and y[1] <= 32767
        kinv = inv(K)
        k.text(f"/* forward final pass: k^-(extra + 3); inverse last stage: 1024^-1 k^-(extra + 4), times psi^-brv10(1) */\n")
        k.text(f"#define NEWHOPE_{name}_FWD_OUT_C ({centered(pow(kinv, len(fr) + 3, Q), Q)})\n")
        c1 = inv(N) * pow(kinv, len(ir) + 4, Q) % Q
        k.text(f"#define NEWHOPE_{name}_INV_C1 ({centered(c1, Q)})\n")
        k.text(f"#define NEWHOPE_{name}_INV_C2 ({centered(c1 * inv(pow(PSI, brv(1, 10), Q)), Q)})\n")
        k.text(f"#define NEWHOPE_{name}_FWD_BOUNDS {{" + ", ".join(f"{{{a}, {b}}}" for a, b in fb) + "}\n")
        k.text(f"#define NEWHOPE_{name}_INV_BOUNDS {{" + ", ".join(f"{{{a}, {b}}}" for a, b in ib) + "}\n")
    # from_base: times D = k^-2 as two K-REDs of x k^-4, any int16 x
    k.text("/* from_base: K-RED(K-RED(x k^-4)) = x k^-2, the base domain D. */\n")
    k.text(f"#define NEWHOPE_KRED_FROM_BASE_C ({centered(pow(inv(K), 4, Q), Q)})\n")
    out = {}
    for t in (perm, m, k):
        out.update(t.files())
    return out
