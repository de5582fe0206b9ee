"""The prime and the twiddles of the saber ring's `ntt` entry (src/mul/saber_ntt.c),
in src/ntt/tables/.

The product over Z of a (|a_i| <= 2^12) and a small b (|b_i| <= 5, the ring's
small_bound), summed over up to k = 4 pairs (the accumulation stages), has
|c_i| <= 4 * 256 * 2^12 * 5 = 20971520; a product modulo a prime P above twice
that is exact over Z ([CHK+21]: NTT multiplication for NTT-unfriendly rings).
P is the smallest prime = 1 mod 512 (a cyclic NTT of size 512 holds the
2 * 256 - 1 coefficients of the product) above that bound, found by search;
P < 2^26, as src/ntt/radix2.h's 32-bit transforms require."""
from _common import TableFile
from ntrup_ntt import consts, radix2_tables, smallest_prime_1_mod

BOUND = 2 * 4 * 256 * 4096 * 5
P = smallest_prime_1_mod(512, BOUND)
assert P < 1 << 26


def generate():
    stem, prefix = f"q{P}_n512", f"NTT_Q{P}_N512"
    t = TableFile(f"src/ntt/tables/radix2_{stem}",
                  f"Radix-2 NTT of size 512 mod P = {P} (the saber ring's ntt: P > 2 * 4 * 256 * 2^12 * 5).")
    t.text(consts(prefix, P, 32, 512) + f"#define {prefix}_LOGM 9\n"
           f"#define SABER_NTT_P {P}\n#define SABER_NTT_BOUND {BOUND // 2} /* the largest |c_i| of a sum of 4 products */\n\n")
    radix2_tables(t, prefix, P, 9, 32)
    return t.files()
