/* good1536 — Good's trick ([ACC+21, §3.1] option 2, §4.1): the product in
 * Z_q'[x]/(x^1536 - 1), q' = 6984193 = 4547 * 1536 + 1, as three size-512
 * radix-2 NTTs (32-bit Montgomery), point products modulo w^3 - 1, three
 * inverse NTTs; then reduction modulo q and x^p - x - 1.
 *
 * Why no reduction modulo q' is needed before the end (big*small only):
 * a has |a_i| <= (q-1)/2, b is ternary, so every coefficient of the product
 * a*b over Z (degree <= 2p-2, at most p terms) has magnitude at most
 * p (q-1)/2; for p = 761 that is 761 * 2295 = 1746495 < (q'-1)/2 = 3492096,
 * and the cyclic product of size N >= 2p - 1 equals the product over Z.  So
 * the centered result modulo q' *is* the product over Z ([ACC+21] footnote 6
 * bounds the folded coefficient instead; we fold later, over Z).
 * A big*big product reaches p ((q-1)/2)^2 ~ 2^32 and does not fit: these are
 * big*small entries only.
 *
 * Sizes and moduli per p (N = T * 2^k with T odd, N >= 2p - 1; q' prime with
 * 2^k | q' - 1 and q' > 2 p (q-1)/2; no cube root needed — the w^T - 1 part
 * stays a polynomial, point products are T x T cyclic convolutions):
 *   p = 653, 761  good1536: N = 1536 = 3 * 512, q' = 6984193
 *                 (653: 2p-1 = 1305, bound 653 * 2310 = 1508430).
 *   p = 857       good1792: 2p-1 = 1713 > 1536, so N = 1792 = 7 * 256, the
 *                 smallest 2^k times a small odd T above 1713; bound
 *                 857 * 2583 = 2213631 < q'/2, the same q' (256 | q' - 1).
 *   p = 953, 1013, 1277  good2560: N = 2560 = 5 * 512 >= 2553; the bound
 *                 1277 * 3939 = 5030103 exceeds q'/2, so q'' = 10060289,
 *                 the smallest prime = 1 mod 512 above 2 * 5030103
 *                 (tools/tables/ntrup_ntt.py).
 *
 * Layout (src/ntt/goodmap.h with g = 1): int32 [T][M], each size-M NTT over
 * contiguous data.  Staged form: forward_a = forward_b (Good's permutation,
 * T NTTs, Barrett to |x| < q'/2 + 32), base (T x T cyclic convolutions, one
 * Montgomery reduction per output), inverse (T inverse NTTs, scaling by
 * R^2/M, exact centering, Good's inverse permutation, reduction mod q, f). */
#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/fold.h"
#include "ntt/goodmap.h"
#include "ntt/radix2.h"
#include "ntt/tables/radix2_q10060289_n512.h"
#include "ntt/tables/radix2_q6984193_n256.h"
#include "ntt/tables/radix2_q6984193_n512.h"
#include "pqpoly/poly.h"

#include "mul/algo.h"
#include "params/ntrup.h"

#define GOOD_MAX_T 7
#define GOOD_MAX_N 2560

/* Whether the forward outputs (|x| < B = 2^12 + logm q') may enter the base
 * products unreduced: T B^2 < q' 2^31 (each output sums T products).  True
 * for good1536 (3 * (2^12 + 9 * 6984193)^2 = 1.19e16 < 1.50e16), false for
 * good1792 (T = 7) and good2560 (q'' = 10060289): those reduce first. */
#define GOOD_LAZY_BASE(T, LOGM, QP)                                                       \
    ((int64_t)(T) * ((4096 + (int64_t)(LOGM) * (QP)) * (4096 + (int64_t)(LOGM) * (QP))) < \
     (int64_t)(QP) * ((int64_t)1 << 31))

/* Good's permutation and T forward NTTs.  Input |a_i| <= (q-1)/2 < 2^12.
 * After the NTTs |x| < 2^12 + logm * q' < 2^27; then, unless GOOD_LAZY_BASE,
 * Barrett: |x| < q'/2 + 32. */
static inline void good_forward(int32_t *t, const int16_t *a, int p, size_t tcount, unsigned logm,
                                const int32_t *zetas, int32_t qp, int32_t qinv, int64_t bv, int lazy) {
    size_t m = (size_t)1 << logm;
    pqpoly_good_scatter32(t, a, (size_t)p, 1, tcount, m);
    for (size_t c = 0; c < tcount; c++) pqpoly_ntt32_forward(t + c * m, logm, 1, zetas, qp, qinv);
    PQPOLY_ASSERT_BOUND(t, tcount * m, -((1 << 12) + (int32_t)logm * qp), (1 << 12) + (int32_t)logm * qp);
    if (lazy) return;
    for (size_t j = 0; j < tcount * m; j++) t[j] = pqpoly_barrett_round32(t[j], qp, bv, PQPOLY_NTT32_BARRETT_SHIFT);
    PQPOLY_ASSERT_BOUND(t, tcount * m, -(qp / 2 + 32), qp / 2 + 32);
}

/* Point products modulo w^T - 1: c_k = sum_{i+j = k mod T} a_i b_j.
 * Either |a|, |b| < q'/2 + 32, so |sum| < T (q'/2 + 32)^2 < q' * 2^31 for
 * T * q' < 2^33 (T <= 7, q' < 2^24), or GOOD_LAZY_BASE holds for the
 * unreduced bound; output |c| < q', scaled by R^-1. */
static inline void good_base(int32_t *tc, const int32_t *ta, const int32_t *tb, size_t tcount,
                             size_t m, int32_t qp, int32_t qinv) {
    for (size_t j = 0; j < m; j++) {
        int64_t acc[GOOD_MAX_T] = {0};
        for (size_t i = 0; i < tcount; i++) {
            for (size_t k = 0; k < tcount; k++) {
                size_t d = i + k >= tcount ? i + k - tcount : i + k;
                acc[d] += (int64_t)ta[i * m + j] * tb[k * m + j];
            }
        }
        for (size_t d = 0; d < tcount; d++) tc[d * m + j] = pqpoly_montgomery_reduce32(acc[d], qp, qinv);
    }
}

/* T inverse NTTs (lazy = 5: between reductions |x| < 2^5 q' < 2^29), output
 * |x| < 2^4 q'; times R^2/M by Montgomery (|x * s| < 2^4 q' * q'/2 < q' 2^31)
 * gives the product mod q' with |x| < q'; centering gives the exact integer
 * (|product| < q'/2, see the bound above). */
static inline void good_inverse(int16_t *c, int32_t *t, int p, int32_t q, size_t tcount, unsigned logm,
                                const int32_t *izetas, int32_t qp, int32_t qinv, int64_t bv,
                                int32_t scale) {
    size_t m = (size_t)1 << logm;
    int32_t full[2 * GOOD_MAX_N];
    PQPOLY_ASSERT_BOUND(t, tcount * m, -(qp - 1), qp - 1);
    for (size_t i = 0; i < tcount; i++) pqpoly_ntt32_inverse(t + i * m, logm, 1, izetas, qp, qinv, bv, 5);
    PQPOLY_ASSERT_BOUND(t, tcount * m, -16 * qp, 16 * qp);
    pqpoly_good_gather32(full, t, (size_t)(2 * p - 1), 1, tcount, m);
    for (int i = 0; i < 2 * p - 1; i++)
        full[i] = pqpoly_center32(pqpoly_montgomery_mul32(full[i], scale, qp, qinv), qp);
    pqpoly_ntrup_finish(c, full, p, q, PQPOLY_NTRUP_FINISH_V(q));
    pqpoly_memzero(full, sizeof full);
}

/* The sets served, keyed by p (q from src/params/ntrup.h): X(p, T, the NTT
 * tables, source).  The entry keeps the algorithm's public name, good1536,
 * for every p; for p >= 857 the source string names the size N (and q'')
 * actually used. */
#define SRC1536 "Good's trick, Z_6984193[x]/(x^1536-1), 3 x NTT-512 ([ACC+21, §3.1, §4.1])"
#define SRC1792 "Good's trick with N = 1792: Z_6984193[x]/(x^1792-1), 7 x NTT-256 ([ACC+21, §3.1] reasoning for p=857)"
#define SRC2560 "Good's trick with N = 2560: Z_10060289[x]/(x^2560-1), 5 x NTT-512 ([ACC+21, §3.1] reasoning)"
#define GOOD_SETS(X)                                   \
    X(653, 3, NTT_Q6984193_N512, SRC1536)              \
    X(761, 3, NTT_Q6984193_N512, SRC1536)              \
    X(857, 7, NTT_Q6984193_N256, SRC1792)              \
    X(953, 5, NTT_Q10060289_N512, SRC2560)             \
    X(1013, 5, NTT_Q10060289_N512, SRC2560)            \
    X(1277, 5, NTT_Q10060289_N512, SRC2560)

#define GOOD_DEFS(P, T, TAB, SRC)                                                                   \
    static void good_fwd_##P(void *t, const int16_t *a) {                                           \
        good_forward((int32_t *)t, a, P, T, TAB##_LOGM, TAB##_zetas, TAB##_Q, TAB##_QINV,             \
                     TAB##_BARRETT, GOOD_LAZY_BASE(T, TAB##_LOGM, TAB##_Q));                        \
    }                                                                                               \
    static void good_base_##P(void *tc, const void *ta, const void *tb) {                           \
        good_base((int32_t *)tc, (const int32_t *)ta, (const int32_t *)tb, T,                         \
                  (size_t)1 << TAB##_LOGM, TAB##_Q, TAB##_QINV);                                     \
    }                                                                                               \
    static void good_inv_##P(int16_t *c, void *t) {                                                 \
        good_inverse(c, (int32_t *)t, P, PQPOLY_NTRUP_Q(P), T, TAB##_LOGM, TAB##_izetas, TAB##_Q,     \
                     TAB##_QINV, TAB##_BARRETT, TAB##_SCALE);                                       \
    }                                                                                               \
    PQPOLY_STAGED(good_##P, sizeof(int32_t) * (T << TAB##_LOGM), good_fwd_##P, good_fwd_##P,       \
                  good_base_##P, good_inv_##P)
#define GOOD_INSTANCE(P, T, TAB, SRC)                                                               \
    PQPOLY_STAGED_INSTANCE(portable, "ntrup" #P, "good1536", PQPOLY_BIG_SMALL, SRC, good_##P),

GOOD_SETS(GOOD_DEFS)
static const pqpoly_mul_entry good1536_instances[] = {GOOD_SETS(GOOD_INSTANCE)};
PQPOLY_MUL_ALGO_DEFINE(good1536, portable, "good1536", good1536_instances)
