"""The prime and the twiddles of the saber ring's `ntt` entry (src/mul/saber_ntt.c),
in src/ntt/tables/.

The product over Z of a (|a_i| <= 2^12) and a small b (|b_i| <= 5, the ring's
small_bound), summed over up to k = 4 pairs (the accumulation stages), has
|c_i| <= 4 * 256 * 2^12 * 5 = 20971520; a product modulo a prime P above twice
that is exact over Z ([CHK+21]: NTT multiplication for NTT-unfriendly rings).
P is the smallest prime = 1 mod 512 (a cyclic NTT of size 512 holds the
2 * 256 - 1 coefficients of the product) above that bound, found by search;
P < 2^26, as src/ntt/radix2.h's 32-bit transforms require.

The big*big instance (both operands up to 2^12 in magnitude) needs
|c_i| <= 4 * 256 * 2^12 * 2^12 = 2^34 for a sum of 4 products: a second
prime P2, the next = 1 mod 512 after P, and the CRT of the two residues
([CHK+21]), exact because 2 * 2^34 < P * P2.  The CRT constant is
P^-1 * 2^32 mod P2 (centered), a Montgomery factor for
pqpoly_montgomery_mul32 mod P2, which returns (x2 - x1) P^-1 mod P2."""
from _common import TableFile, centered
from ntrup_ntt import consts, radix2_tables, smallest_prime_1_mod

BOUND = 2 * 4 * 256 * 4096 * 5
P = smallest_prime_1_mod(512, BOUND)
assert P < 1 << 26
BOUND2 = 2 * 4 * 256 * 4096 * 4096
P2 = smallest_prime_1_mod(512, P)
assert P2 < 1 << 26 and P * P2 > BOUND2


def generate():
    stem, prefix = f"q{P}_n512", f"NTT_Q{P}_N512"
    t = TableFile(f"src/ntt/tables/radix2_{stem}",
                  f"Radix-2 NTT of size 512 mod P = {P} (the saber ring's ntt: P > 2 * 4 * 256 * 2^12 * 5).")
    t.text(consts(prefix, P, 32, 512) + f"#define {prefix}_LOGM 9\n"
           f"#define SABER_NTT_P {P}\n#define SABER_NTT_BOUND {BOUND // 2} /* the largest |c_i| of a sum of 4 products */\n\n")
    radix2_tables(t, prefix, P, 9, 32)
    stem2, prefix2 = f"q{P2}_n512", f"NTT_Q{P2}_N512"
    t2 = TableFile(f"src/ntt/tables/radix2_{stem2}",
                   f"Radix-2 NTT of size 512 mod P2 = {P2} (the saber ring's big*big ntt: the second prime,\n"
                   f" * P * P2 > 2 * 4 * 256 * 2^12 * 2^12).")
    t2.text(consts(prefix2, P2, 32, 512) + f"#define {prefix2}_LOGM 9\n"
            f"#define SABER_NTT_P2 {P2}\n"
            f"#define SABER_NTT_BOUND2 {BOUND2 // 2} /* the largest |c_i| of a sum of 4 big*big products */\n"
            f"#define SABER_NTT_CRT {centered(pow(P, -1, P2) * (1 << 32), P2)} /* P^-1 2^32 mod P2, centered */\n\n")
    radix2_tables(t2, prefix2, P2, 9, 32)
    return {**t.files(), **t2.files()}
