"""Twiddle factors of the ring Z_3329[x]/(x^256 + 1) (ML-KEM, Kyber) for its
three NTT arithmetics: signed Montgomery, Barrett multiplication by constants
and improved Plantard ([HZZ+22, §4.2.2]: twiddles precomputed in the Plantard
domain and multiplied by q^-1 mod 2^32).

Layout shared by the three (FIPS 203 §4.3): zeta = 17 is a primitive 256th
root of unity; the forward transform uses zeta^brv7(k) for k = 1 .. 127 in the
Cooley-Tukey order (k = 128/len + block); the inverse uses the inverses of the
same values, indexed by the same k; the base multiplication of pair i (i = 0 ..
127, coefficients 2i, 2i+1) works modulo x^2 - zeta^(2 brv7(i) + 1).  The
inverse transform's factor 1/128 and the domain correction are merged into its
last layer (k = 1)."""
from _common import TableFile, centered, is_primitive_root_of_unity

Q = 3329
ZETA = 17
N = 256


def brv7(k):
    return int(f"{k:07b}"[::-1], 2)


def forward():
    return [pow(ZETA, brv7(k), Q) for k in range(128)]


def gammas():
    return [pow(ZETA, 2 * brv7(i) + 1, Q) for i in range(128)]


def inv(x):
    return pow(x, Q - 2, Q)


def signed32(x):
    x %= 1 << 32
    return x - (1 << 32) if x >= 1 << 31 else x


# Montgomery: R = 2^16; fqmul(a, b) = a b R^-1.
R = 1 << 16


def mont(x):
    return centered(x * R, Q)


# Plantard ([HZZ+22, Algorithm 10]/11, l = 16, alpha = 3): mulc(a, b') =
# a b (-2^-32), so a constant b is stored as b' = ((b * -2^32) mod q) q^-1
# mod^± 2^32, with (b * -2^32) mod q taken in [0, q) ([HZZ+22, §4.1]).
QINV32 = pow(Q, -1, 1 << 32)
PL_D = (-(1 << 32)) % Q        # the Plantard domain factor -2^32 mod q


def plantard(b):
    return signed32(((b * PL_D) % Q) * QINV32)


# Barrett multiplication by a constant ([HLY24, Algorithm 2], R = 2^16):
# the constant b comes with b' = round(b R / (2q)) = floor(bR/q)_2 / 2.
def barrett_pair(b):
    b = centered(b, Q)
    num = b * (1 << 15)
    bp = (2 * num + Q) // (2 * Q)  # round to nearest (ties up)
    return b, bp


DOC_M = """Twiddles of the Kyber-ring NTT in the signed Montgomery domain (R = 2^16):
 * every entry is centered(x * 2^16 mod q), so fqmul(a, entry) = a * x mod q
 * ([HZZ+22, Algorithm 7]).  Internal header."""

DOC_B = """Twiddles of the Kyber-ring NTT for Barrett multiplication by constants
 * ([HLY24, Algorithm 2], R = 2^16): each constant b in [-(q-1)/2, (q-1)/2]
 * comes with b' = round(b 2^15 / q) (the paper's floor(bR/q)_2 / 2) in the
 * parallel array *_bp.  Internal header."""

DOC_P = """Twiddles of the Kyber-ring NTT in the improved-Plantard domain ([HZZ+22]
 * §3, §4.2.2; l = 16, alpha = 3): a constant b is stored as the 32-bit value
 * ((b * -2^32) mod q) * q^-1 mod^± 2^32, so plantard_mulc(a, entry) = a * b
 * mod q; the base multiplication's gamma_i are stored the same way.
 * Internal header."""


def generate():
    fw = forward()
    iv = [inv(x) for x in fw]
    gm = gammas()
    f128 = inv(128)
    for k in range(1, 128):
        assert (fw[k] * iv[k]) % Q == 1
    assert is_primitive_root_of_unity(ZETA, 256, Q)
    for i in range(128):  # x^256 + 1 = prod (x^2 - gamma_i)
        assert pow(gm[i], 128, Q) == Q - 1

    # Montgomery
    m = TableFile("src/ntt/tables/kyber_montgomery", DOC_M)
    m.array("int16_t", "pqpoly_kyber_mont_zetas", [mont(x) for x in fw])
    m.array("int16_t", "pqpoly_kyber_mont_zetas_inv", [mont(x) for x in iv])
    m.array("int16_t", "pqpoly_kyber_mont_gammas", [mont(x) for x in gm])
    m.text("/* Last inverse layer: R * 128^-1 (undoes basemul's R^-1, scales by 1/128), and that times zeta_1^-1. */\n")
    m.text(f"#define KYBER_MONT_F {mont(R * f128)}\n")
    m.text(f"#define KYBER_MONT_F_ZINV1 {mont(R * f128 * iv[1])}\n")
    m.text("/* R^2 mod q: fqmul(a, it) = a R (leaves the base-multiplication domain). */\n")
    m.text(f"#define KYBER_MONT_R2 {mont(R)}\n")

    # Barrett
    b = TableFile("src/ntt/tables/kyber_barrett", DOC_B)
    for name, vals in (("zetas", fw), ("zetas_inv", iv), ("gammas", gm)):
        pairs = [barrett_pair(x) for x in vals]
        b.array("int16_t", f"pqpoly_kyber_barrett_{name}", [p[0] for p in pairs])
        b.array("int16_t", f"pqpoly_kyber_barrett_{name}_bp", [p[1] for p in pairs])
    fb = barrett_pair(f128)
    fz = barrett_pair(f128 * iv[1])
    b.text("/* Last inverse layer: 128^-1, and 128^-1 zeta_1^-1. */\n")
    b.text(f"#define KYBER_BARRETT_F {fb[0]}\n#define KYBER_BARRETT_F_BP {fb[1]}\n")
    b.text(f"#define KYBER_BARRETT_F_ZINV1 {fz[0]}\n#define KYBER_BARRETT_F_ZINV1_BP {fz[1]}\n")

    # Plantard
    p = TableFile("src/ntt/tables/kyber_plantard", DOC_P)
    p.array("int32_t", "pqpoly_kyber_plantard_zetas", [plantard(x) for x in fw], per_line=6)
    p.array("int32_t", "pqpoly_kyber_plantard_zetas_inv", [plantard(x) for x in iv], per_line=6)
    p.array("int32_t", "pqpoly_kyber_plantard_gammas", [plantard(x) for x in gm], per_line=6)
    # The layers of half-length 4 and 2 of the portable backend run as one
    # loop over their 128 butterflies: lane j's twiddle is that of block
    # j // len, as the two 16-bit halves (lo, hi) of its Plantard constant.
    def halves(c):
        lo = ((c + (1 << 15)) & 0xFFFF) - (1 << 15)
        return lo, (c - lo) >> 16

    def lane_rows(table, lens):
        rows = []
        for ln in lens:
            hl = [halves(plantard(table[128 // ln + j // ln])) for j in range(128)]
            rows += [h[0] for h in hl] + [h[1] for h in hl]
        return rows

    p.array("int16_t", "pqpoly_kyber_plantard_lanes_fwd", lane_rows(fw, (4, 2)), per_line=16,
            comment="forward layers len 4, then len 2: 128 low halves, then 128 high halves each")
    p.array("int16_t", "pqpoly_kyber_plantard_lanes_inv", lane_rows(iv, (2, 4)), per_line=16,
            comment="inverse layers len 2, then len 4: 128 low halves, then 128 high halves each")
    p.text("/* Constant 1: plantard_mulc(a, it) reduces a to [-(q+1)/2, q/2) ([HZZ+22, Algorithm 15]). */\n")
    p.text(f"#define KYBER_PLANTARD_ONE ({plantard(1)})\n")
    p.text("/* Last inverse layer: D 128^-1 with D = -2^32 mod q (undoes basemul's factor), and that times zeta_1^-1. */\n")
    p.text(f"#define KYBER_PLANTARD_F ({plantard(PL_D * f128)})\n")
    p.text(f"#define KYBER_PLANTARD_F_ZINV1 ({plantard(PL_D * f128 * iv[1])})\n")
    p.text("/* D = -2^32 mod q: plantard_mulc(a, it) = a D (leaves the base-multiplication domain). */\n")
    p.text(f"#define KYBER_PLANTARD_D ({plantard(PL_D)})\n")
    out = {}
    for t in (m, b, p):
        out.update(t.files())
    return out
