"""Twiddle vectors of the AVX2 Kyber-ring NTTs (src/ring/kyber/avx2/ntt_*.c):
the constants of tools/tables/kyber.py laid out as the 16 lanes of the
vectors that meet them, so every twiddle is one aligned load.

Layers of half-length 128 .. 16 work between whole vectors and broadcast one
twiddle per block (the scalar tables of kyber.py serve them, plus the
Montgomery partners z q^-1 mod 2^16 here).  The layers of half-length 8, 4 and
2 work inside a pair of vectors x, y (coefficients 32p .. 32p + 31, p = 0 ..
7), after shuffles that put the butterfly partners in two registers:
  len 8: lanes 0-7 hold block 2p, lanes 8-15 block 2p + 1   (k = 16 + block)
  len 4: lanes 4j .. 4j + 3 hold block 4p + j                 (k = 32 + block)
  len 2: lanes 2j, 2j + 1 hold block 8p + j                   (k = 64 + block)
so the twiddle vector of a layer repeats zeta^brv7(k) over those lanes (the
inverse uses the inverses, with the same k).  The base multiplication works on
the canonical order (pairs 2i, 2i + 1 adjacent): vector v holds the pairs
8v .. 8v + 7, and its gamma vector repeats gamma_(8v + j) on lanes 2j, 2j + 1.
Every Montgomery constant z comes with z q^-1 mod^± 2^16, the lane-wise
factor of the [Sei18] product (pmullw, pmulhw); every 32-bit Plantard
constant ([HZZ+22, Algorithm 11]) is split into its signed low half and the
rest, the two 16-bit factors of src/arith/avx2/plantard.h; every Barrett
constant b ([HLY24, Algorithm 2]) comes with b' = round(b 2^15 / q), the
pmulhrsw factor of src/arith/avx2/barrett.h."""
import importlib.util
import pathlib

from _common import TableFile, centered

_spec = importlib.util.spec_from_file_location(
    "tables_kyber_for_avx2", pathlib.Path(__file__).with_name("kyber.py"))
ky = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ky)

Q = ky.Q
QINV16 = pow(Q, -1, 1 << 16)


def s16(x):
    x %= 1 << 16
    return x - (1 << 16) if x >= 1 << 15 else x


def mq(z):
    """The Montgomery partner of a 16-bit constant: z q^-1 mod^± 2^16."""
    return s16(z * QINV16)


def split(c):
    """The halves (lo, hi) of a 32-bit Plantard constant: c = hi 2^16 + lo."""
    lo = s16(c)
    return lo, s16((c - lo) >> 16)


def lanes_for(table, p):
    """The three in-pair twiddle vectors (len 8, 4, 2) of pair block p."""
    v8 = [table[16 + 2 * p + (lane >> 3)] for lane in range(16)]
    v4 = [table[32 + 4 * p + (lane >> 2)] for lane in range(16)]
    v2 = [table[64 + 8 * p + (lane >> 1)] for lane in range(16)]
    return v8, v4, v2


DOC = """Twiddle vectors of the AVX2 Kyber-ring NTTs (tools/tables/kyber_avx2.py):
 * the constants of kyber_montgomery.h / kyber_barrett.h / kyber_plantard.h repeated over the 16
 * lanes that meet them, each Montgomery constant z beside its partner
 * z q^-1 mod 2^16.  Internal header."""


def generate():
    fw = ky.forward()
    iv = [ky.inv(x) for x in fw]
    gm = ky.gammas()
    f = TableFile("src/ntt/tables/kyber_avx2", DOC)
    mz = [ky.mont(x) for x in fw]
    mzi = [ky.mont(x) for x in iv]
    mg = [ky.mont(x) for x in gm]
    f.array("int16_t", "pqpoly_kyber_mont_zetas_qinv", [mq(z) for z in mz],
            comment="partners of pqpoly_kyber_mont_zetas: z q^-1 mod^± 2^16")
    f.array("int16_t", "pqpoly_kyber_mont_zetas_inv_qinv", [mq(z) for z in mzi],
            comment="partners of pqpoly_kyber_mont_zetas_inv")
    for name, table in (("fwd", mz), ("inv", mzi)):
        vals = []
        for p in range(8):
            v8, v4, v2 = lanes_for(table, p)
            order = (v8, v4, v2) if name == "fwd" else (v2, v4, v8)
            for v in order:
                vals += v + [mq(z) for z in v]
        f.array("int16_t", f"pqpoly_kyber_mont_avx2_{name}", vals, per_line=16, align=32,
                comment=f"{'forward' if name == 'fwd' else 'inverse'}: per pair block p, the "
                        f"vectors of len {'8, 4, 2' if name == 'fwd' else '2, 4, 8'}, each "
                        "followed by its partner (6 x 16 lanes per p)")
    vals = []
    for v in range(16):
        g = [mg[8 * v + (lane >> 1)] for lane in range(16)]
        vals += g + [mq(x) for x in g]
    f.array("int16_t", "pqpoly_kyber_mont_avx2_gammas", vals, per_line=16, align=32,
            comment="base multiplication: per vector v, gamma_(8v+j) R on lanes 2j, 2j+1, "
                    "then its partner")
    # Plantard: the same lane orders, each vector of constants as lo then hi.
    pz = [ky.plantard(x) for x in fw]
    pzi = [ky.plantard(x) for x in iv]
    for name, table in (("fwd", pz), ("inv", pzi)):
        vals = []
        for p in range(8):
            v8, v4, v2 = lanes_for(table, p)
            order = (v8, v4, v2) if name == "fwd" else (v2, v4, v8)
            for v in order:
                vals += [split(c)[0] for c in v] + [split(c)[1] for c in v]
        f.array("int16_t", f"pqpoly_kyber_plantard_avx2_{name}", vals, per_line=16, align=32,
                comment=f"{'forward' if name == 'fwd' else 'inverse'} Plantard twiddles: per "
                        f"pair block p, the vectors of len {'8, 4, 2' if name == 'fwd' else '2, 4, 8'}, "
                        "each as its low halves then its high halves")
    vals = []
    for v in range(16):
        g = [ky.plantard(gm[8 * v + (lane >> 1)]) for lane in range(16)]
        vals += [split(c)[0] for c in g] + [split(c)[1] for c in g]
    f.array("int16_t", "pqpoly_kyber_plantard_avx2_gammas", vals, per_line=16, align=32,
            comment="base multiplication: per vector v, the Plantard constant of gamma_(8v+j) "
                    "(mulc(a, it) = a gamma) on lanes 2j, 2j+1, low halves then high halves")
    # Barrett ([HLY24, Algorithm 2]): the same lane orders, each vector of
    # constants b followed by its multipliers b' = round(b 2^15 / q).
    bz = [ky.barrett_pair(x) for x in fw]
    bzi = [ky.barrett_pair(x) for x in iv]
    for name, table in (("fwd", bz), ("inv", bzi)):
        vals = []
        for p in range(8):
            v8, v4, v2 = lanes_for(table, p)
            order = (v8, v4, v2) if name == "fwd" else (v2, v4, v8)
            for v in order:
                vals += [c[0] for c in v] + [c[1] for c in v]
        f.array("int16_t", f"pqpoly_kyber_barrett_avx2_{name}", vals, per_line=16, align=32,
                comment=f"{'forward' if name == 'fwd' else 'inverse'} Barrett twiddles: per "
                        f"pair block p, the vectors of len {'8, 4, 2' if name == 'fwd' else '2, 4, 8'}, "
                        "each as its constants then their multipliers b'")
    vals = []
    for v in range(16):
        g = [ky.barrett_pair(gm[8 * v + (lane >> 1)]) for lane in range(16)]
        vals += [c[0] for c in g] + [c[1] for c in g]
    f.array("int16_t", "pqpoly_kyber_barrett_avx2_gammas", vals, per_line=16, align=32,
            comment="base multiplication: per vector v, gamma_(8v+j) on lanes 2j, 2j+1, then "
                    "its multiplier b'")
    # SampleNTT's vectorized rejection (src/ring/kyber/avx2/kernels.c):
    # for each 8-bit acceptance mask of eight 16-bit lanes, the pshufb indices
    # moving the accepted lanes to the front in order (0x80: zero).
    idx = []
    for m in range(256):
        row = []
        for lane in range(8):
            if m >> lane & 1:
                row += [2 * lane, 2 * lane + 1]
        idx += row + [0x80] * (16 - len(row))
    f.array("uint8_t", "pqpoly_kyber_rej_idx", idx, per_line=16, align=16,
            comment="rejection sampling: per 8-bit mask, the pshufb indices of the accepted "
                    "16-bit lanes, in order, then 0x80 (16 bytes per mask)")
    f.text("/* Partners of the scalar constants of kyber_montgomery.h. */\n")
    f.text(f"#define KYBER_MONT_QINV16 {s16(QINV16)}\n")
    f.text(f"#define KYBER_MONT_F_QINV {mq(ky.mont(ky.R * ky.inv(128)))}\n")
    f.text(f"#define KYBER_MONT_F_ZINV1_QINV {mq(ky.mont(ky.R * ky.inv(128) * iv[1]))}\n")
    f.text(f"#define KYBER_MONT_R2_QINV {mq(ky.mont(ky.R))}\n")
    return f.files()
