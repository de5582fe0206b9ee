/* ntt7681 — the R/3 product of sntrup (rings ntrup<p>-mod3): both operands
 * have coefficients in {-1, 0, 1}, so the product over Z has |c| <= p <= 1277
 * < 7681 / 2 and one 16-bit NTT prime determines it exactly: Good's trick
 * over Z_7681 (src/mul/good16.h; N = 1536 = 3 * 512 for p = 653, 761 and
 * N = 2560 = 5 * 512 for p = 857 ... 1277, since 7680 = 2^9 * 15 gives at
 * most 512-th roots), then reduction modulo x^p - x - 1 and modulo 3.
 * Registered big*big: in Z_3 every operand is "small". */
#include <stdint.h>

#include "mul/good16.h"
#include "ntt/fold.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "pqpoly/poly.h"

#define MOD3_MAX_N 2560

static inline void m3_forward(int16_t *t, const int16_t *a, int p, size_t tcount) {
    pqpoly_good16_forward(t, a, p, tcount, NTT_Q7681_N512_zetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
}

static inline void m3_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    pqpoly_good16_base(tc, ta, tb, tcount, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV);
}

static inline void m3_inverse(int16_t *c, int16_t *t, int p, size_t tcount) {
    int16_t c1[2 * MOD3_MAX_N];
    int32_t full[2 * MOD3_MAX_N];
    size_t n = (size_t)(2 * p - 1);
    pqpoly_good16_inverse(c1, t, n, tcount, NTT_Q7681_N512_izetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
    for (size_t i = 0; i < n; i++) /* |c1| < P; the exact integer, |.| <= p */
        full[i] = pqpoly_center32(pqpoly_montgomery_mul16(c1[i], NTT_Q7681_N512_SCALE, NTT_Q7681_N512_Q,
                                                            NTT_Q7681_N512_QINV), NTT_Q7681_N512_Q);
    pqpoly_ntrup_finish(c, full, p, 3, PQPOLY_NTRUP_FINISH_V(3));
    pqpoly_memzero(c1, sizeof c1);
    pqpoly_memzero(full, sizeof full);
}

#define M3_ENTRY(SUF, RING, P, T)                                                                   \
    static void m3_fwd_##SUF(void *t, const int16_t *a) { m3_forward((int16_t *)t, a, P, T); }        \
    static void m3_base_##SUF(void *tc, const void *ta, const void *tb) {                           \
        m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                        \
    }                                                                                               \
    static void m3_inv_##SUF(int16_t *c, void *t) { m3_inverse(c, (int16_t *)t, P, T); }             \
    static const pqpoly_transform m3_transform_##SUF = {                                            \
        sizeof(int16_t) * T * GOOD16_M, m3_fwd_##SUF, m3_fwd_##SUF, m3_base_##SUF, m3_inv_##SUF,    \
        PQPOLY_TRANSFORM_PRODUCT_ONLY};                                                             \
    static void m3_mul_##SUF(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {  \
        _Alignas(32) int16_t ta[T * GOOD16_M], tb[T * GOOD16_M];                                    \
        (void)r;                                                                                    \
        m3_fwd_##SUF(ta, a);                                                                        \
        m3_fwd_##SUF(tb, b);                                                                        \
        m3_base_##SUF(ta, ta, tb);                                                                  \
        m3_inv_##SUF(c, ta);                                                                        \
        pqpoly_memzero(ta, sizeof ta);                                                              \
        pqpoly_memzero(tb, sizeof tb);                                                              \
    }                                                                                               \
    const pqpoly_mul_entry pqpoly_mul_ntt7681_##SUF = {                                             \
        RING, "ntt7681", PQPOLY_BIG_BIG,                                                            \
        "product over Z by Good's trick mod 7681 (16-bit), N = " #T "*512, then mod 3 ([ACC+21, §3])", \
        m3_mul_##SUF, &m3_transform_##SUF, "portable", PQPOLY_ISA_PORTABLE};

M3_ENTRY(ntrup653_mod3, "ntrup653-mod3", 653, 3)
M3_ENTRY(ntrup761_mod3, "ntrup761-mod3", 761, 3)
M3_ENTRY(ntrup857_mod3, "ntrup857-mod3", 857, 5)
M3_ENTRY(ntrup953_mod3, "ntrup953-mod3", 953, 5)
M3_ENTRY(ntrup1013_mod3, "ntrup1013-mod3", 1013, 5)
M3_ENTRY(ntrup1277_mod3, "ntrup1277-mod3", 1277, 5)
