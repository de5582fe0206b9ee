"""Twiddle factors of the NTTRU ring Z_7681[x]/(x^768 - x^384 + 1) ([LS19, §3];
[HZZ+22, §4]) for its two NTT arithmetics: signed Montgomery (R = 2^16) and
improved Plantard (l = 16, alpha = 2: constants precomputed in the Plantard
domain and multiplied by q^-1 mod 2^32).

The transform (src/ring/nttru/backend.h) first splits x^768 - x^384 + 1 into
(x^384 - w)(x^384 - w^5), w = 20^128 = -684 a primitive sixth root of unity
(w + w^5 = 1), then halves each factor seven times with Cooley-Tukey
butterflies down to 256 factors x^3 - zeta_b.  20 is a primitive 768th root
of unity; the twiddles are 20^e(k) for the nodes k = 1 .. 255 of that
binary tree: e(1) = 128 (the root split), e(2) = 64 and e(3) = 320 (square
roots of w and of w^5 = 20^640), and below them e(2k) = e(k) / 2 (x^len -
z splits with sqrt(z)) and e(2k+1) = (e(k) + 384) / 2 (x^len + z splits
with sqrt(-z)).  The layer of half-length len uses k = 768 / (2 len) ..
768 / len - 1 in block order; block 2i of the result is a mod (x^3 -
zeta_{128+i}) and block 2i+1 is a mod (x^3 + zeta_{128+i}), the order of the
authors' reference code, which its public keys and ciphertexts serialise.
The inverse uses the inverses of the same values, indexed by the same k."""
from _common import TableFile, centered, is_primitive_root_of_unity

Q = 7681
ROOT = 20
N = 768
R = 1 << 16                       # Montgomery
QINV32 = pow(Q, -1, 1 << 32)
PL_D = (-(1 << 32)) % Q           # Plantard domain factor D = -2^32 mod q


def exponents():
    e = [0] * 256
    e[1] = 128
    e[2], e[3] = 64, 320
    for k in range(2, 128):
        e[2 * k] = e[k] // 2
        e[2 * k + 1] = (e[k] + 384) // 2
    return e


def inv(x):
    return pow(x % Q, Q - 2, Q)


def signed32(x):
    x %= 1 << 32
    return x - (1 << 32) if x >= 1 << 31 else x


def mont(x):
    """Constant for fqmul: fqmul(a, mont(x)) = a x mod q."""
    return centered(x * R, Q)


def plantard(b):
    """Constant for plantard_mulc: mulc(a, plantard(b)) = a b mod q ([HZZ+22, §4.1])."""
    return signed32(((b * PL_D) % Q) * QINV32)


DOC_M = """Twiddles of the NTTRU-ring NTT in the signed Montgomery domain (R = 2^16):
 * each entry is centered(x 2^16 mod q), so fqmul(a, entry) = a x mod q
 * ([HZZ+22, Algorithm 7]); the tree order of tools/tables/nttru.py.
 * Internal header."""

DOC_P = """Twiddles of the NTTRU-ring NTT in the improved-Plantard domain ([HZZ+22]
 * §3, §4; l = 16, alpha = 2): a constant b is stored as the 32-bit value
 * ((b (-2^32)) mod q) q^-1 mod^± 2^32, so plantard_mulc(a, entry) = a b mod q.
 * The base-multiplication factors are 16-bit representatives of
 * zeta (-2^32) mod q, multiplying a Plantard-reduced product.  The tree order
 * of tools/tables/nttru.py.  Internal header."""


DOC_A = """Per-lane twiddles of the AVX2 NTTRU-ring NTTs (src/ring/nttru/avx2/{montgomery,plantard}.c)
 * in the reference's lane order (src/ntt/nttru/avx2/lanes.h): the values of
 * the Montgomery and Plantard twiddle tables (nttru_montgomery.h,
 * nttru_plantard.h), placed where each lane of a layer's shuffled rows needs
 * them.  Internal header."""


def generate():
    e = exponents()
    assert is_primitive_root_of_unity(ROOT, N, Q)
    w = pow(ROOT, 128, Q)
    assert (w + pow(w, 5, Q)) % Q == 1 and w == Q - 684
    fw = [0] + [pow(ROOT, e[k], Q) for k in range(1, 256)]
    for k in range(2, 128):  # children are the square roots of +-parent
        assert pow(fw[2 * k], 2, Q) == fw[k] and pow(fw[2 * k + 1], 2, Q) == (-fw[k]) % Q
    assert pow(fw[2], 2, Q) == w and pow(fw[3], 2, Q) == pow(w, 5, Q)
    iv = [0] + [inv(x) for x in fw[1:]]
    w1 = (1 - w) % Q                       # w^5, the second factor's root
    winv = inv(2 * w - 1)                  # lo + w hi, lo + w^5 hi -> hi
    f_hi = inv(1 << 7)                     # 7 unscaled Gentleman-Sande layers
    f_lo = inv(1 << 8)                     # ... and lo comes as 2 lo

    m = TableFile("src/ntt/tables/nttru_montgomery", DOC_M)
    m.array("int16_t", "pqpoly_nttru_mont_zetas", [mont(x) for x in fw],
            comment="zeta_k = 20^e(k), k = 1 .. 255 (entry 0 unused); the base product of blocks 2i, 2i+1 works modulo x^3 -+ zeta_{128+i}")
    m.array("int16_t", "pqpoly_nttru_mont_zetas_inv", [mont(x) for x in iv],
            comment="zeta_k^-1, same index")
    m.text("/* First layer: w and 1 - w = w^5 (x^384 - w, x^384 - w^5). */\n")
    m.text(f"#define NTTRU_MONT_W {mont(w)}\n#define NTTRU_MONT_W5 {mont(w1)}\n")
    m.text("/* Last inverse layer: (2w - 1)^-1; R 2^-7 (undoes the base product's R^-1 and the 7 layers' 2^7); R 2^-8. */\n")
    m.text(f"#define NTTRU_MONT_WINV {mont(winv)}\n")
    m.text(f"#define NTTRU_MONT_F_HI {mont(R * f_hi)}\n#define NTTRU_MONT_F_LO {mont(R * f_lo)}\n")
    m.text("/* R^2 mod q: fqmul(a, it) = a R (from_base; and into the Montgomery domain). */\n")
    m.text(f"#define NTTRU_MONT_R2 {mont(R)}\n")
    m.text("/* R mod q: fqmul(a, it) = a mod q (a reduction). */\n")
    m.text(f"#define NTTRU_MONT_ONE {mont(1)}\n")

    p = TableFile("src/ntt/tables/nttru_plantard", DOC_P)
    p.array("int32_t", "pqpoly_nttru_plantard_zetas", [plantard(x) for x in fw], per_line=6,
            comment="zeta_k = 20^e(k), k = 1 .. 255 (entry 0 unused)")
    p.array("int32_t", "pqpoly_nttru_plantard_zetas_inv", [plantard(x) for x in iv], per_line=6,
            comment="zeta_k^-1, same index")
    p.array("int16_t", "pqpoly_nttru_plantard_gammas", [centered(fw[128 + i] * PL_D, Q) for i in range(128)],
            comment="zeta_{128+i} (-2^32) mod q, centered: the base product of blocks 2i (+) and 2i+1 (-)")
    p.text("/* First layer: w and 1 - w = w^5. */\n")
    p.text(f"#define NTTRU_PLANTARD_W ({plantard(w)})\n#define NTTRU_PLANTARD_W5 ({plantard(w1)})\n")
    p.text("/* Constant 1: plantard_mulc(a, it) reduces a to [-(q-1)/2, (q-1)/2] ([HZZ+22, Algorithm 15]). */\n")
    p.text(f"#define NTTRU_PLANTARD_ONE ({plantard(1)})\n")
    p.text("/* Last inverse layer: (2w - 1)^-1; D 2^-7 and D 2^-8 with D = -2^32 mod q (undo the base product's D^-1). */\n")
    p.text(f"#define NTTRU_PLANTARD_WINV ({plantard(winv)})\n")
    p.text(f"#define NTTRU_PLANTARD_F_HI ({plantard(PL_D * f_hi)})\n#define NTTRU_PLANTARD_F_LO ({plantard(PL_D * f_lo)})\n")
    p.text("/* D: plantard_mulc(a, it) = a D (leaves the base-multiplication domain). */\n")
    p.text(f"#define NTTRU_PLANTARD_D ({plantard(PL_D)})\n")
    p.text("/* D^2 mod q, centered: plantard_mul(a, it) = a D (into the Plantard domain of the base inversion). */\n")
    p.text(f"#define NTTRU_PLANTARD_D2 {centered(PL_D * PL_D, Q)}\n")
    p.text("/* D mod q, centered: 1 in the Plantard domain. */\n")
    p.text(f"#define NTTRU_PLANTARD_DMOD {centered(PL_D, Q)}\n")

    # Per-lane twiddles of the AVX2 backends (src/ntt/nttru/avx2/lanes.h), in
    # the lane order of the reference's vectors: block g (96 values) is six
    # rows of 16 lanes, lane k of row j the value 96 g + 6 k + j.  Layers of
    # half-length 24, 12, 6 run on the two-row shuffles of lanes.h, layer 3
    # and the base product lane by lane; per block g and layer, the 16 lane
    # values of the tree index k (forward zeta_k, inverse zeta_k^-1).
    def lane_idx(g):
        l24 = [16 + 2 * g + (i >= 8) for i in range(16)]
        l12 = [32 + 4 * g + 2 * (i >= 8) + ((i % 8) >= 4) for i in range(16)]
        l6 = [64 + 8 * g + i // 2 for i in range(16)]
        l3 = [128 + 16 * g + i for i in range(16)]
        return l24 + l12 + l6 + l3
    def lo16(c):
        lo = c & 0xffff
        return lo - 0x10000 if lo >= 0x8000 else lo
    def hi16(c):
        h = ((c - lo16(c)) >> 16) & 0xffff
        return h - 0x10000 if h >= 0x8000 else h
    idx = [k for g in range(8) for k in lane_idx(g)]
    # The Plantard backend runs layers 24, 12, 6 as one chain of shuffles
    # (src/ring/nttru/avx2/plantard.c): after the distance-4 shuffle the
    # next ones act on the shuffled rows, so lane i of the top vector holds
    # lane bits b3 = i_3 and b2 = i_1 at layer 12, and b3 = i_3, b2 = i_1,
    # b1 = i_0 at layer 6; the twiddles are placed accordingly (the same
    # places serve the inverse, which runs the chain backwards).
    def lane_idx_chain(g):
        l24 = [16 + 2 * g + (i >= 8) for i in range(16)]
        l12 = [32 + 4 * g + 2 * (i >> 3) + ((i >> 1) & 1) for i in range(16)]
        l6 = [64 + 8 * g + 4 * (i >> 3) + 2 * ((i >> 1) & 1) + (i & 1) for i in range(16)]
        l3 = [128 + 16 * g + i for i in range(16)]
        return l24 + l12 + l6 + l3
    idx_c = [k for g in range(8) for k in lane_idx_chain(g)]
    a = TableFile("src/ntt/tables/nttru_avx2", DOC_A)
    a.array("int16_t", "pqpoly_nttru_avx2_mont_fwd", [mont(fw[k]) for k in idx], per_line=16, align=32,
            comment="Montgomery: per block g (0..7) four vectors (layers 24, 12, 6, 3) of 16 lanes")
    a.array("int16_t", "pqpoly_nttru_avx2_mont_inv", [mont(iv[k]) for k in idx], per_line=16, align=32,
            comment="Montgomery inverse twiddles, same places")
    a.array("int16_t", "pqpoly_nttru_avx2_pl_fwd_lo", [lo16(plantard(fw[k])) for k in idx_c], per_line=16, align=32,
            comment="Plantard: the low halves of the 32-bit constants, layers 12 and 6 in the places of the shuffle chain")
    a.array("int16_t", "pqpoly_nttru_avx2_pl_fwd_hi", [hi16(plantard(fw[k])) for k in idx_c], per_line=16, align=32,
            comment="Plantard: the high halves (c - lo) / 2^16")
    a.array("int16_t", "pqpoly_nttru_avx2_pl_inv_lo", [lo16(plantard(iv[k])) for k in idx_c], per_line=16, align=32,
            comment="Plantard inverse, low halves")
    a.array("int16_t", "pqpoly_nttru_avx2_pl_inv_hi", [hi16(plantard(iv[k])) for k in idx_c], per_line=16, align=32,
            comment="Plantard inverse, high halves")
    a.array("int16_t", "pqpoly_nttru_avx2_pl_zeta_halves", [f(plantard(x[k])) for x in (fw, iv) for f in (lo16, hi16) for k in range(16)],
            per_line=16, align=32,
            comment="Plantard: the halves of the whole-vector twiddles zeta_k, k < 16 (layers 384 .. 48), for one-instruction broadcasts: forward low, forward high, inverse low, inverse high, 16 each (entries 0, 1 unused)")
    out = {}
    for t in (m, p, a):
        out.update(t.files())
    return out
