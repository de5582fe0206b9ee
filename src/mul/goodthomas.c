/* goodthomas — Good–Thomas big*small ([HLY24, §4.2]): the product in
 * Z[x]/(x^(384 v) - 1) computed modulo q' = 6984193 (a 32-bit modulus with
 * principal 384-th roots: 384 | q' - 1) through
 *   Z_q'[x]/(x^(384v) - 1) = Z_q'[x,u,w]/(x^v - u w, u^3 - 1, w^128 - 1):
 * a size-128 radix-2 NTT over w and a size-3 NTT over u (both complete), then
 * 384 base products modulo x^v - omega3^i zeta128^j of v-coefficient
 * polynomials.  v = 4 (N = 1536, as the paper) serves p = 653, 761; v = 5
 * (N = 1920 >= 2p - 1) serves p = 857, 953 with the same q' (bound
 * 953 * 3171 = 3021963 < q'/2 = 3492096).  p = 1013, 1277 exceed that bound
 * (5030103 > q'/2) and are left to good2560 / crt7681x10753.
 *
 * Exactness (big*small only): |a*b| <= p (q-1)/2 < q'/2 over Z (see good1536.c).
 * Layout: int32 [3][128][v] (src/ntt/goodmap.h with g = v): each of the three
 * size-128 NTTs runs over groups of v contiguous lanes.
 *
 * Bounds: input |a| < 2^12; radix-2 forward: |x| < 2^12 + 7 q'; radix-3:
 * |x| < 3 (2^12 + 7 q') < 2^28; Barrett: |x| < q'/2 + 32.  Base: the low sum
 * has < v terms of (q'/2 + 32)^2, plus |hi zeta| < q' q'/2: total
 * < (v/4 + 1/2 + 2^-15) q'^2 < q' 2^31 for v <= 5; output |.| < q' (times 2^-32).
 * Inverse: radix-2 inverse (lazy 5) -> |x| < 4 q'; radix-3 inverse ->
 * |x| < 13 q'; scale by Montgomery (13 q' q'/2 < q' 2^31) -> |x| < q'. */
#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/fold.h"
#include "ntt/goodmap.h"
#include "ntt/radix2.h"
#include "ntt/radix3.h"
#include "ntt/tables/goodthomas.h"
#include "ntt/tables/radix2_q6984193_n128.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define GT_M 128
#define GT_MAX_V 5
#define Q NTT_Q6984193_N128_Q
#define QINV NTT_Q6984193_N128_QINV
#define BV NTT_Q6984193_N128_BARRETT

static inline void gt_forward(int32_t *t, const int16_t *a, int p, size_t v) {
    size_t h = GT_M * v;
    pqpoly_good_scatter32(t, a, (size_t)p, v, 3, GT_M);
    for (size_t i = 0; i < 3; i++) pqpoly_ntt32_forward(t + i * h, 7, v, NTT_Q6984193_N128_zetas, Q, QINV);
    pqpoly_ntt32_radix3_forward(t, t + h, t + 2 * h, h, GT_OMEGA3_MONT, Q, QINV);
    PQPOLY_ASSERT_BOUND(t, 3 * h, -(1 << 28), 1 << 28);
    for (size_t i = 0; i < 3 * h; i++) t[i] = pqpoly_barrett_round32(t[i], Q, BV, PQPOLY_NTT32_BARRETT_SHIFT);
}

/* c = a b mod (x^v - zeta) for each of the 384 points. */
static inline void gt_base(int32_t *tc, const int32_t *ta, const int32_t *tb, size_t v) {
    for (size_t pt = 0; pt < 3 * GT_M; pt++) {
        const int32_t *x = ta + pt * v, *y = tb + pt * v;
        int64_t lo[GT_MAX_V] = {0}, hi[GT_MAX_V] = {0};
        for (size_t i = 0; i < v; i++)
            for (size_t j = 0; j < v; j++) {
                int64_t pr = (int64_t)x[i] * y[j];
                if (i + j < v) lo[i + j] += pr; /* public loop indices only */
                else hi[i + j - v] += pr;
            }
        for (size_t k = 0; k < v; k++) {
            int32_t h = pqpoly_montgomery_reduce32(hi[k], Q, QINV);
            tc[pt * v + k] = pqpoly_montgomery_reduce32(lo[k] + (int64_t)h * pqpoly_gt_roots_mont[pt], Q, QINV);
        }
    }
}

static inline void gt_inverse(int16_t *c, int32_t *t, int p, int32_t q, size_t v) {
    size_t h = GT_M * v;
    int32_t full[2 * 1920];
    PQPOLY_ASSERT_BOUND(t, 3 * h, -(Q - 1), Q - 1);
    for (size_t i = 0; i < 3; i++) pqpoly_ntt32_inverse(t + i * h, 7, v, NTT_Q6984193_N128_izetas, Q, QINV, BV, 5);
    PQPOLY_ASSERT_BOUND(t, 3 * h, -4 * Q, 4 * Q);
    pqpoly_ntt32_radix3_inverse(t, t + h, t + 2 * h, h, GT_OMEGA3_MONT, Q, QINV);
    pqpoly_good_gather32(full, t, (size_t)(2 * p - 1), v, 3, GT_M);
    for (int i = 0; i < 2 * p - 1; i++)
        full[i] = pqpoly_center32(pqpoly_montgomery_mul32(full[i], GT_SCALE, Q, QINV), Q);
    pqpoly_ntrup_finish(c, full, p, q, PQPOLY_NTRUP_FINISH_V(q));
    pqpoly_memzero(full, sizeof full);
}

/* The sets served, keyed by p (q from src/params/ntrup.h): X(p, v). */
#define GT_SETS(X) X(653, 4) X(761, 4) X(857, 5) X(953, 5)

#define GT_DEFS(P, V)                                                                               \
    static void gt_fwd_##P(void *t, const int16_t *a) { gt_forward((int32_t *)t, a, P, V); }          \
    static void gt_base_##P(void *tc, const void *ta, const void *tb) {                             \
        gt_base((int32_t *)tc, (const int32_t *)ta, (const int32_t *)tb, V);                        \
    }                                                                                               \
    static void gt_inv_##P(int16_t *c, void *t) { gt_inverse(c, (int32_t *)t, P, PQPOLY_NTRUP_Q(P), V); } \
    PQPOLY_STAGED(gt_##P, sizeof(int32_t) * 3 * GT_M * V, gt_fwd_##P, gt_fwd_##P, gt_base_##P, gt_inv_##P)
#define GT_INSTANCE(P, V)                                                                           \
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" #P, "goodthomas", PQPOLY_BIG_SMALL,                    \
                           "Good-Thomas x^" #V "=uw, u^3=1, w^128=1 over Z_6984193 ([HLY24, §4.2])", gt_##P),

GT_SETS(GT_DEFS)
static const pqpoly_mul_entry goodthomas_instances[] = {GT_SETS(GT_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(goodthomas, portable, "goodthomas", goodthomas_instances)
