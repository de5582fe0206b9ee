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
    k.array("int16_t", "pqpoly_newhope_kred_psi", [kred_const(x) for x in forward_psi()], per_line=12,
            comment="psi^brv10(i) 3^-1")
    k.array("int16_t", "pqpoly_newhope_kred_omegas", [kred_const(x) for x in omegas()], per_line=12,
            comment="omega^brv9(k) 3^-1")
    k.array("int16_t", "pqpoly_newhope_kred_omegas_inv", [kred_const(x) for x in omegas_inv()], per_line=12,
            comment="omega^-brv9(k) 3^-1")
    out = {}
    for t in (perm, m, k):
        out.update(t.files())
    return out
