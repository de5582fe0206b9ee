/* ntt7681, AVX2: the R/3 product of the portable twin (src/mul/ntt7681_mod3.c:
 * rings ntrup<p>-mod3, operands in {-1, 0, 1}, the product over Z by Good's
 * trick over Z_7681, [ACC+21, §3]) on sixteen int16 lanes, for every NTRU
 * Prime set: N = 3 * 512 for p = 653, 761, 5 * 512 for p = 1277, and the
 * polyphase N = 4 * 512 of src/mul/avx2/poly4.h for p = 857, 953, 1013 (the
 * same product with a fifth fewer NTTs).
 * Stages: src/mul/avx2/good16.h (one prime).
 *
 * Bounds (lanes, |.|): forward input 1; Barrett schedule (ntt512.h) RED48
 * for a, output <= BR(7681), RED4 for b, output <= OUT4(7681); base < 2^15
 * (PQPOLY_GOOD16_AVX2_BASE_AB_OK(7681, T, BR, OUT4)) then BR; inverse
 * output <= 2 W;
 * x = mont(c, SCALE) is the coefficient mod 7681 with |x| < 7681, and the
 * coefficient over Z has |c| <= p <= 1277 < 7681 / 2, so one centering gives
 * c itself (coefficients of degree >= 2p - 1 are 0).  Fold: 3 p < 2^14, then
 * the s = 15 Barrett reduction modulo 3 (src/ntt/avx2/fold.h), exact:
 * PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 p) = 1 (asserted).
 * Constant time: loop bounds and masks depend on p only. */
#ifdef __AVX2__
#include <immintrin.h>
#include <stdint.h>

#include "mul/algo.h"
#include "mul/avx2/good16.h"
#include "ntt/avx2/fold.h"
#include "ntt/tables/good16_avx2.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "pqpoly/poly.h"

_Static_assert(PQPOLY_NTT512_AVX2_FWD48_OK(NTT_Q7681_N512_Q, 1) && PQPOLY_NTT512_AVX2_INV_OK(NTT_Q7681_N512_Q),
               "NTT schedules");
_Static_assert(PQPOLY_GOOD16_AVX2_BASE_AB_OK(NTT_Q7681_N512_Q, GOOD16_MAX_T, PQPOLY_NTT512_AVX2_BR(NTT_Q7681_N512_Q),
                                             PQPOLY_NTT512_AVX2_OUT4(NTT_Q7681_N512_Q)),
               "base products");
_Static_assert(PQPOLY_POLY4_AVX2_BASE_AB_OK(NTT_Q7681_N512_Q, PQPOLY_NTT512_AVX2_BR(NTT_Q7681_N512_Q),
                                            PQPOLY_NTT512_AVX2_OUT4(NTT_Q7681_N512_Q)),
               "polyphase base products (T = 4)");

static inline pqpoly_ntt512_avx2_mod m3_mod(void) {
    return pqpoly_ntt512_avx2_mod_of(NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                                     PQPOLY_BARRETT16_VR_S(NTT_Q7681_N512_Q, PQPOLY_NTT512_AVX2_SHIFT),
                                     pqpoly_ntt512_avx2_q7681_fwd, pqpoly_ntt512_avx2_q7681_inv);
}

/* sched: RED48 for the first operand, RED4 for the second (bounds above). */
static inline __attribute__((always_inline)) void m3_forward(int16_t *t, const int16_t *a, int p, size_t tcount,
                                                             int sched) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    pqpoly_good16_avx2_forward_s(t, NULL, a, p, tcount, &m, &m, sched, sched);
}

static inline void m3_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    pqpoly_good16_avx2_base_any(tc, ta, tb, tcount, &m, pqpoly_ntt512_avx2_q7681_pts);
}

/* t: [T][512] followed by 16 ceil(p/16) int16 of scratch inside the same
 * transform buffer (its size below). */
static inline void m3_inverse(int16_t *c, int16_t *t, int p, size_t tcount, int16_t *lin) {
    pqpoly_ntt512_avx2_mod m = m3_mod();
    size_t h = tcount * GOOD16_M;
    const __m256i q1 = _mm256_set1_epi16(NTT_Q7681_N512_Q), half = _mm256_set1_epi16((NTT_Q7681_N512_Q - 1) / 2);
    const __m256i s1 = _mm256_set1_epi16(NTT_Q7681_N512_SCALE);
    const __m256i s1q = pqpoly_avx2_mont_pre16(s1, _mm256_set1_epi16(NTT_Q7681_N512_QINV));
    pqpoly_good16_avx2_inverse(t, tcount, &m);
    for (size_t i = 0; i < h; i += 16) {
        __m256i x = pqpoly_avx2_montgomery_mul16(_mm256_load_si256((const __m256i *)(t + i)), s1, s1q, q1);
        _mm256_store_si256((__m256i *)(t + i), pqpoly_avx2_center16(x, q1, half));
    }
    pqpoly_good16_avx2_gather_any(lin, t, 32 * tcount, tcount);
    pqpoly_ntrup_finish_avx2(c, lin, p, 3, 0, t); /* the rows are free after the gather */
}

/* The transform holds the rows and, for the inverse, the linear product. */
#define M3_BYTES(T) (2 * sizeof(int16_t) * (T) * GOOD16_M)
#define M3_DEFS(P, T)                                                                               \
    _Static_assert(PQPOLY_GOOD16_AVX2_FITS(P, T), "N = 512 T holds the product, p = " #P); \
    _Static_assert(3 * (P) < 16384 && PQPOLY_BARRETT16_ROUND_OUT_BOUND_S(3, 15, 3 * (P)) == 1,       \
                   "fold and reduction modulo 3, p = " #P);                                        \
    static void m3_fwd_##P(void *t, const int16_t *a) {                                            \
        m3_forward((int16_t *)t, a, P, T, PQPOLY_NTT512_AVX2_RED48);                                \
    }                                                                                               \
    static void m3_fwdb_##P(void *t, const int16_t *b) {                                           \
        m3_forward((int16_t *)t, b, P, T, PQPOLY_NTT512_AVX2_RED4);                                 \
    }                                                                                               \
    static void m3_base_##P(void *tc, const void *ta, const void *tb) {                             \
        m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                        \
    }                                                                                               \
    static void m3_inv_##P(int16_t *c, void *t) {                                                   \
        m3_inverse(c, (int16_t *)t, P, T, (int16_t *)t + (T) * GOOD16_M);                           \
    }                                                                                               \
    PQPOLY_STAGED(m3_##P, M3_BYTES(T), m3_fwd_##P, m3_fwdb_##P, m3_base_##P, m3_inv_##P)
#define M3_INSTANCE(P, T)                                                                           \
    PQPOLY_STAGED_INSTANCE(avx2, "ntrup" #P "-mod3", "ntt7681", PQPOLY_BIG_BIG,                     \
                           "product over Z by " PQPOLY_GOOD16_AVX2_FORM(T) " mod 7681 (16-bit, AVX2), N = " #T "*512, then mod 3 ([ACC+21, §3])", \
                           m3_##P),

PQPOLY_GOOD16_AVX2_SETS(M3_DEFS)
static const pqpoly_mul_entry ntt7681_avx2_instances[] = {PQPOLY_GOOD16_AVX2_SETS(M3_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(ntt7681, avx2, "ntt7681", ntt7681_avx2_instances)
#endif
