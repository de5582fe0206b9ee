/* ntt7681 — the R/3 product of sntrup (rings ntrup<p>-mod3): both operands
 * have coefficients in {-1, 0, 1}, so the product over Z has |c| <= p <= 1277
 * < 7681 / 2 and one 16-bit NTT prime determines it exactly: Good's trick
 * over Z_7681 (src/mul/good16.h; N = 1536 = 3 * 512 for p = 653, 761 and
 * N = 2560 = 5 * 512 for p = 857 ... 1277, since 7680 = 2^9 * 15 gives at
 * most 512-th roots), then reduction modulo x^p - x - 1 and modulo 3.
 * Registered big*big: in Z_3 every operand is "small". */
#include <stdint.h>

#include "common/outline.h"
#include "mul/good16.h"
#include "ntt/fold.h"
#include "ntt/tables/radix2_q7681_n512.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"

#define MOD3_MAX_N 2560

PQPOLY_OUTLINE static void m3_forward(int16_t *t, const int16_t *a, int p, size_t tcount) {
    pqpoly_good16_forward(t, a, p, tcount, NTT_Q7681_N512_zetas, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV,
                          NTT_Q7681_N512_BARRETT);
}

static inline void m3_base(int16_t *tc, const int16_t *ta, const int16_t *tb, size_t tcount) {
    pqpoly_good16_base(tc, ta, tb, tcount, NTT_Q7681_N512_Q, NTT_Q7681_N512_QINV);
}

PQPOLY_OUTLINE static void m3_inverse(int16_t *c, int16_t *t, int p, size_t tcount) {
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

/* The ring ntrup<p>-mod3 of every set of PQPOLY_GOOD16_SETS (src/mul/good16.h). */
#define M3_DEFS(P, T)                                                                               \
    static void m3_fwd_##P(void *t, const int16_t *a) { m3_forward((int16_t *)t, a, P, T); }          \
    static void m3_base_##P(void *tc, const void *ta, const void *tb) {                             \
        m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, T);                        \
    }                                                                                               \
    static void m3_inv_##P(int16_t *c, void *t) { m3_inverse(c, (int16_t *)t, P, T); }               \
    PQPOLY_STAGED(m3_##P, sizeof(int16_t) * T * GOOD16_M, m3_fwd_##P, m3_fwd_##P, m3_base_##P, m3_inv_##P)
#define M3_INSTANCE(P, T)                                                                           \
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" #P "-mod3", "ntt7681", PQPOLY_BIG_BIG,                    \
                           "product over Z by Good's trick mod 7681 (16-bit), N = " #T "*512, then mod 3 ([ACC+21, §3])", \
                           m3_##P),

/* Every set but p = 761 through M3_DEFS; p = 761 is written out below. */
#define M3_BUILT(P, T) M3_BUILT_##P(P, T)
#define M3_BUILT_653 M3_DEFS
#define M3_BUILT_761(P, T)
#define M3_BUILT_857 M3_DEFS
#define M3_BUILT_953 M3_DEFS
#define M3_BUILT_1013 M3_DEFS
#define M3_BUILT_1277 M3_DEFS
PQPOLY_GOOD16_SETS(M3_BUILT)

/* p = 761, T = 3 (its row of PQPOLY_GOOD16_SETS, checked): the default R/3
 * product of sntrup761 on the portable path, called by the KEM through its
 * backend (src/ring/ntrup/backend.h), so written out: the stages of M3_DEFS
 * and the product of PQPOLY_STAGED (pqpoly_staged_mul's steps: the two
 * transformed operands one after the other on the stack, base in place,
 * wiped afterwards). */
#define M3_T761_IS_3(P, T) &&((P) != 761 || (T) == 3)
_Static_assert(1 PQPOLY_GOOD16_SETS(M3_T761_IS_3), "p = 761 has T = 3 in PQPOLY_GOOD16_SETS");
static void m3_fwd_761(void *t, const int16_t *a) { m3_forward((int16_t *)t, a, 761, 3); }
static void m3_base_761(void *tc, const void *ta, const void *tb) {
    m3_base((int16_t *)tc, (const int16_t *)ta, (const int16_t *)tb, 3);
}
static void m3_inv_761(int16_t *c, void *t) { m3_inverse(c, (int16_t *)t, 761, 3); }
static const pqpoly_transform m3_761_transform = {sizeof(int16_t) * 3 * GOOD16_M, m3_fwd_761, m3_fwd_761,
                                                  m3_base_761, m3_inv_761, PQPOLY_TRANSFORM_PRODUCT_ONLY};
static void m3_761_mul(int16_t *c, const int16_t *a, const int16_t *b, const pqpoly_ring *r) {
    _Alignas(32) int16_t t[2][3 * GOOD16_M];
    (void)r;
    m3_forward(t[0], a, 761, 3);
    m3_forward(t[1], b, 761, 3);
    m3_base(t[0], t[0], t[1], 3);
    m3_inverse(c, t[0], 761, 3);
    pqpoly_memzero(t, sizeof t);
}

static const pqpoly_mul_entry ntt7681_instances[] = {PQPOLY_GOOD16_SETS(M3_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(ntt7681, portable, "ntt7681", ntt7681_instances)
