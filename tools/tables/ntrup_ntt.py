"""Twiddle tables of the radix-2 cyclic NTTs (src/ntt/radix2.h) and the
constants of the NTRU Prime multipliers built on them (src/mul/good*.c,
goodthomas.c, crt7681x10753.c, ntt7681_mod3.c), in src/ntt/tables/.

Every root is derived here from the smallest generator of Z_q^*; nothing is
typed by hand.  Montgomery form: x * R mod q, centered, R = 2^32 (32-bit
moduli) or 2^16 (16-bit moduli)."""
import _arith
from _common import TableFile, centered, is_primitive_root_of_unity


def is_prime(n):
    if n < 2:
        return False
    d = 2
    while d * d <= n:
        if n % d == 0:
            return False
        d += 1
    return True


def generator(q):
    """Smallest generator of the multiplicative group of the prime field Z_q."""
    for g in range(2, q):
        if is_primitive_root_of_unity(g, q - 1, q):
            return g
    raise ValueError(q)


def brv(x, bits):
    r = 0
    for _ in range(bits):
        r = (r << 1) | (x & 1)
        x >>= 1
    return r


def root(q, order):
    w = pow(generator(q), (q - 1) // order, q)
    assert is_primitive_root_of_unity(w, order, q)
    return w


# The 32-bit modulus of [ACC+21, §3.1]: 1536 | q' - 1 and q' > 2 * 2295 * 1521.
QP = 6984193
# For p = 1013, 1277 (|product| up to 1277 * 3939 = 5030103): the smallest
# prime q'' = 1 mod 512 with q'' > 2 * 5030103, found by search.
QPP_BOUND = 2 * 1277 * 3939


def smallest_prime_1_mod(m, above):
    c = (above // m + 1) * m + 1
    while not is_prime(c):
        c += m
    return c


QPP = smallest_prime_1_mod(512, QPP_BOUND)


def radix2_tables(t, prefix, q, logm, bits):
    """The forward and inverse twiddles, as tables of t.  The family's names
    share one prefix (NTT_Q<q>_N<m>_Q, ..._zetas: users paste TAB##_zetas);
    the arrays are the library symbols pqpoly_ntt_q<q>_n<m>_(i)zetas, which
    the header also names <prefix>_(i)zetas."""
    m = 1 << logm
    R = 1 << bits
    z = root(q, m)
    zetas = [0]
    for l in range(logm):
        for k in range(1 << l):
            zetas.append(centered(pow(z, ((m // 2) >> l) * brv(k, l), q) * R, q))
    izetas = []
    for l in reversed(range(logm)):
        for k in range(1 << l):
            e = ((m // 2) >> l) * brv(k, l)
            izetas.append(centered(pow(z, (m - e) % m, q) * R, q))
    ctype = "int32_t" if bits == 32 else "int16_t"
    t.text(f"/* Twiddles (defined in {t.path}.c); {prefix}_zetas names the library symbol\n"
           f" * pqpoly_{prefix.lower()}_zetas, so a user may paste TAB##_zetas like TAB##_Q. */\n")
    for suffix, vals in (("zetas", zetas), ("izetas", izetas)):
        sym = f"pqpoly_{prefix.lower()}_{suffix}"
        t.array(ctype, sym, vals, align=32)
        t.text(f"#define {prefix}_{suffix} {sym}\n")


def consts(prefix, q, bits, m):
    R = 1 << bits
    # src/arith's constants (src/ntt/radix2.h: PQPOLY_NTT32/16_BARRETT_SHIFT)
    qinv = _arith.mont32_qinv(q) if bits == 32 else _arith.mont16_qinv(q)
    s = f"#define {prefix}_Q {q}\n"
    s += f"#define {prefix}_QINV {qinv} /* PQPOLY_MONT{bits}_QINV(q): q^-1 mod^+- 2^{bits} */\n"
    if bits == 32:
        s += (f"#define {prefix}_BARRETT {_arith.barrett32_vr_s(q, 48)}"
              f" /* PQPOLY_BARRETT32_VR_S(q, 48) = round(2^48 / q) */\n")
        # final scale after base (factor R^-1) and inverse (factor M):
        # mont(x, R^2 / M) = x * R / M.
        s += f"#define {prefix}_SCALE {centered(R * R * pow(m, -1, q), q)} /* R^2 / M mod q, centered */\n"
    else:
        s += (f"#define {prefix}_BARRETT {_arith.barrett16_vr_s(q, 26)}"
              f" /* PQPOLY_BARRETT16_VR_S(q, 26) = round(2^26 / q) */\n")
        s += f"#define {prefix}_SCALE {centered(R * R * pow(m, -1, q), q)} /* R^2 / M mod q, centered */\n"
    return s


def radix2_headers():
    out = {}
    specs = [
        # (file stem, prefix, q, logm, bits, doc)
        ("q6984193_n512", "NTT_Q6984193_N512", QP, 9, 32,
         "Radix-2 NTT of size 512 mod q' = 6984193 (good1536: [ACC+21, §3.1, §4.1])."),
        ("q6984193_n256", "NTT_Q6984193_N256", QP, 8, 32,
         "Radix-2 NTT of size 256 mod q' = 6984193 (good1536 with N = 1792, for p = 857)."),
        ("q6984193_n128", "NTT_Q6984193_N128", QP, 7, 32,
         "Radix-2 NTT of size 128 mod q' = 6984193 (goodthomas: [HLY24, §4.2])."),
        (f"q{QPP}_n512", f"NTT_Q{QPP}_N512", QPP, 9, 32,
         f"Radix-2 NTT of size 512 mod q'' = {QPP} (good1536 with N = 2560, for p = 953, 1013, 1277)."),
        ("q7681_n512", "NTT_Q7681_N512", 7681, 9, 16,
         "Radix-2 NTT of size 512 mod 7681, 16-bit (crt7681x10753, good7681 for R/3)."),
        ("q10753_n512", "NTT_Q10753_N512", 10753, 9, 16,
         "Radix-2 NTT of size 512 mod 10753, 16-bit (crt7681x10753)."),
        ("q12289_n512", "NTT_Q12289_N512", 12289, 9, 16,
         "Radix-2 NTT of size 512 mod 12289, 16-bit (third prime of the big*big crt7681x10753)."),
    ]
    for stem, prefix, q, logm, bits, doc in specs:
        t = TableFile(f"src/ntt/tables/radix2_{stem}", doc)
        t.text(consts(prefix, q, bits, 1 << logm) + f"#define {prefix}_LOGM {logm}\n\n")
        radix2_tables(t, prefix, q, logm, bits)
        out.update(t.files())
    return out


def crt_header():
    """Constants of the CRT recombination in crt7681x10753.c."""
    p1, p2 = 7681, 10753
    k = pow(p1, -1, p2)
    body = (f"#define CRT_P1 {p1}\n#define CRT_P2 {p2}\n"
            f"/* 7681^-1 mod 10753 = {k}, times 2^16 (Montgomery form), centered */\n"
            f"#define CRT_P1INV_MONT {centered(k * (1 << 16), p2)}\n"
            f"/* third prime (big*big): (7681 * 10753)^-1 mod 12289, times 2^16, centered */\n"
            f"#define CRT_P3 12289\n"
            f"#define CRT_P12INV_MONT {centered(pow(p1 * p2, -1, 12289) * (1 << 16), 12289)}\n"
            f"/* 7681 * 2^16 mod 12289, centered */\n"
            f"#define CRT_P1_MONT_P3 {centered(p1 * (1 << 16), 12289)}\n")
    t = TableFile("src/ntt/tables/crt7681x10753", "CRT from Z_7681 x Z_10753 to Z_82593793 ([ACC+21, §3] option 3).")
    t.text(body)
    return t.files()




def goodthomas_header():
    """Constants of goodthomas.c ([HLY24, §4.2]): x^v = u w, u^3 = 1, w^128 = 1
    over q' = 6984193 (384 | q' - 1).  Point (i, j) of the transform is the
    ring Z_q'[x]/(x^v - omega3^i zeta128^brv7(j))."""
    q, R = QP, 1 << 32
    w3 = root(q, 3)
    z = root(q, 128)
    roots = [centered(pow(w3, i, q) * pow(z, brv(j, 7), q) * R, q) for i in range(3) for j in range(128)]
    body = (f"#define GT_OMEGA3_MONT {centered(w3 * R, q)} /* omega3 * 2^32 mod q', centered */\n"
            f"/* 2^64 / 384 mod q': undoes the base product's 2^-32, the final\n"
            f" * Montgomery product's 2^-32 and the inverse transforms' factor 3 * 128. */\n"
            f"#define GT_SCALE {centered(R * R * pow(384, -1, q), q)}\n\n")
    t = TableFile("src/ntt/tables/goodthomas", "Good–Thomas over q' = 6984193: base-product roots ([HLY24, §4.2]).")
    t.text(body)
    t.array("int32_t", "pqpoly_gt_roots_mont", roots, align=32)
    return t.files()


def generate():
    out = radix2_headers()
    out.update(crt_header())
    out.update(goodthomas_header())
    return out
