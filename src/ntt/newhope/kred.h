/* Building blocks of the NewHope-ring NTTs with K-RED arithmetic ([LN16,
 * §3-4]): values in int32 between stages, reduced only after
 * multiplications, a Cooley-Tukey forward with the powers of psi merged
 * (bit-reversed output, permuted to the natural order by the final pass) and
 * a Gentleman-Sande inverse with the powers of psi^-1 merged (bit-reversed
 * input, permuted from the natural order by the loading pass), the last
 * inverse stage merged with 1024^-1 and every accumulated factor of k.
 * `two` selects how the extra reductions reduce a product twice: two
 * successive K-REDs (ntt-kred) or one K-RED-2x (ntt-kred2x); both multiply
 * by k^2.  Schedules, intervals and constants: src/ntt/tables/newhope_kred.h
 * (tools/tables/newhope.py, which checks that no product or sum leaves
 * int32).  Internal header.
 *
 * The factor of k carried by the values (k = 3):
 *   - a plain stage keeps it: its products carry the table's k^-1 and one
 *     K-RED multiplies by k;
 *   - an extra-reduction stage multiplies it by k: the sums get one K-RED,
 *     the products k^-1 and two reductions (k^2);
 *   - forward: k^(number of extra stages) after the last stage, removed by
 *     the final pass (two K-REDs, times k^-(extra + 3), K-RED, Barrett);
 *   - base multiplication: k^2 (two reductions of each sum of products),
 *     the base domain D = k^-2 of src/ring/newhope/backend.h;
 *   - inverse: k^2 at its input, times k per extra stage, times k^2 in the
 *     last stage, all cancelled by its constants 1024^-1 k^-(extra + 4). */
#ifndef PQPOLY_NTT_NEWHOPE_KRED_H
#define PQPOLY_NTT_NEWHOPE_KRED_H

#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/newhope/arith.h"
#include "ntt/tables/newhope_brv.h"
#include "ntt/tables/newhope_kred.h"

/* k^2 c mod q: K-RED twice or K-RED-2x (ranges in src/arith/kred.h). */
static inline int32_t newhope_kred_twice(int32_t c, int two) {
    return two ? newhope_kred2x(c) : newhope_kred(newhope_kred(c));
}

/* The output of newhope_kred_twice for |c| <= 2^31 as a centered int16
 * (factor 1): two K-REDs give [-131, 12413], K-RED-2x [-12413, 36983]
 * (src/arith/kred.h); minus q the latter fits int16 too; the rounding
 * Barrett reduction then gives |r| <= (q+1)/2. */
_Static_assert(PQPOLY_KRED2X_OUT_MIN(NEWHOPE_KRED_K, NEWHOPE_KRED_M, INT32_MIN) - NEWHOPE_Q >= INT16_MIN &&
                   PQPOLY_KRED2X_OUT_MAX(NEWHOPE_KRED_K, NEWHOPE_KRED_M, INT32_MAX) - NEWHOPE_Q <= INT16_MAX,
               "K-RED-2x output minus q fits int16");
static inline int16_t newhope_kred_twice_to16(int32_t d, int two) {
    return newhope_barrett((int16_t)(two ? d - NEWHOPE_Q : d));
}

/* Forward stage st (m = 2^st blocks of 2t values, t = 512 >> st); block i
 * uses S = psi^brv10(m + i) k^-1.  Plain: (U, V) -> (U + K-RED(V S),
 * U - K-RED(V S)); with extra reductions: (K-RED(U) +- twice(V S)). */
static inline void newhope_kred_ct_stage(int32_t a[NEWHOPE_N], unsigned st, int red, int two) {
    unsigned m = 1u << st, t = 512u >> st;
    for (unsigned i = 0; i < m; i++) {
        int32_t s = pqpoly_newhope_kred_psi_rev[m + i];
        int32_t *x = a + 2 * i * t, *y = x + t;
        if (red) {
            for (unsigned j = 0; j < t; j++) {
                int32_t u = newhope_kred(x[j]), v = newhope_kred_twice(y[j] * s, two);
                x[j] = u + v;
                y[j] = u - v;
            }
        } else {
            for (unsigned j = 0; j < t; j++) {
                int32_t u = x[j], v = newhope_kred(y[j] * s);
                x[j] = u + v;
                y[j] = u - v;
            }
        }
    }
}

/* Inverse stage st (m = 1024 >> st, h = m / 2 blocks of 2t values,
 * t = 2^st); block i uses S = psi^-brv10(h + i) k^-1.  Plain: (U, V) ->
 * (U + V, K-RED((U - V) S)); with extra reductions: (K-RED(U + V),
 * twice((U - V) S)). */
static inline void newhope_kred_gs_stage(int32_t a[NEWHOPE_N], unsigned st, int red, int two) {
    unsigned h = 512u >> st, t = 1u << st;
    for (unsigned i = 0; i < h; i++) {
        int32_t s = pqpoly_newhope_kred_psi_inv_rev[h + i];
        int32_t *x = a + 2 * i * t, *y = x + t;
        if (red) {
            for (unsigned j = 0; j < t; j++) {
                int32_t u = x[j], v = y[j];
                x[j] = newhope_kred(u + v);
                y[j] = newhope_kred_twice((u - v) * s, two);
            }
        } else {
            for (unsigned j = 0; j < t; j++) {
                int32_t u = x[j], v = y[j];
                x[j] = u + v;
                y[j] = newhope_kred((u - v) * s);
            }
        }
    }
}

/* The whole forward transform, natural order in and out.
 * In |a| <= q (int16).  Out |r| <= (q+1)/2, the exact transform (no factor). */
#define NEWHOPE_KRED_NTT_OUT ((int16_t)NEWHOPE_BARRETT_OUT)
static inline void newhope_kred_ntt(int16_t r[NEWHOPE_N], int32_t w[NEWHOPE_N], uint32_t reds,
                                    int32_t out_c, int two, const int32_t (*bounds)[2]) {
    (void)bounds;
    PQPOLY_ASSERT_BOUND(r, NEWHOPE_N, -NEWHOPE_Q, NEWHOPE_Q);
    for (unsigned i = 0; i < NEWHOPE_N; i++) w[i] = r[i];
    for (unsigned st = 0; st < 10; st++) {
        newhope_kred_ct_stage(w, st, (int)((reds >> st) & 1u), two);
        PQPOLY_ASSERT_BOUND(w, NEWHOPE_N, bounds[st][0], bounds[st][1]);
    }
    /* value j of the transform sits at position brv10(j); two K-REDs bring
     * any int32 to [-131, 12413] (factor k^2), the product with out_c =
     * k^-(extra + 3) stays within int32, K-RED (factor k) lands within int16
     * (checked by the generator), Barrett centers: the factors cancel. */
    for (unsigned j = 0; j < NEWHOPE_N; j++) {
        int32_t x = newhope_kred(newhope_kred(w[pqpoly_newhope_brv10[j]]));
        r[j] = newhope_barrett((int16_t)newhope_kred(x * out_c));
    }
}

/* Sum of k pointwise products times k^2 (D^-1 = k^2).  |a|, |b| < 2^14, so
 * the int32 sum is below 4 (2^14 - 1)^2 < 2^30; two K-REDs land in
 * [NEWHOPE_KRED_BASE_LO, _HI] (int16), K-RED-2x (up to 9 2^12 + 64) is
 * brought to |r| <= (q+1)/2 by newhope_kred_twice_to16. */
static inline void newhope_kred_basemul_acc(int16_t r[NEWHOPE_N], const int16_t *a, const int16_t *b,
                                            unsigned k, int two) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        int32_t acc = 0;
        for (unsigned p = 0; p < k; p++) acc += (int32_t)a[p * NEWHOPE_N + i] * b[p * NEWHOPE_N + i];
        r[i] = two ? newhope_kred_twice_to16(newhope_kred2x(acc), 1) : (int16_t)newhope_kred(newhope_kred(acc));
    }
}

/* The whole inverse, natural order in and out; in: a basemul_acc output
 * (factor k^2); out |r| <= (q+1)/2 < q, the polynomial (no factor). */
static inline void newhope_kred_invntt(int16_t r[NEWHOPE_N], int32_t w[NEWHOPE_N], uint32_t reds,
                                       int32_t c1, int32_t c2, int two, const int32_t (*bounds)[2]) {
    (void)bounds;
    for (unsigned p = 0; p < NEWHOPE_N; p++) w[p] = r[pqpoly_newhope_brv10[p]];
    for (unsigned st = 0; st < 9; st++) {
        newhope_kred_gs_stage(w, st, (int)((reds >> st) & 1u), two);
        PQPOLY_ASSERT_BOUND(w, NEWHOPE_N, bounds[st][0], bounds[st][1]);
    }
    /* last stage (t = 512) merged with 1024^-1 and the factors: c1 =
     * 1024^-1 k^-(extra + 4), c2 = c1 psi^-brv10(1); both outputs reduced
     * twice (k^2), then centered into int16 (newhope_kred_twice_to16). */
    for (unsigned j = 0; j < NEWHOPE_N / 2; j++) {
        int32_t u = w[j], v = w[j + 512];
        r[j] = newhope_kred_twice_to16(newhope_kred_twice((u + v) * c1, two), two);
        r[j + 512] = newhope_kred_twice_to16(newhope_kred_twice((u - v) * c2, two), two);
    }
}

/* r D = r k^-2: two K-REDs of r k^-4 (any int16 r; |product| < 2^31), then
 * Barrett: |r| <= (q+1)/2. */
static inline void newhope_kred_from_base(int16_t r[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++)
        r[i] = newhope_kred_twice_to16(newhope_kred_twice((int32_t)r[i] * NEWHOPE_KRED_FROM_BASE_C, 0), 0);
}

#endif
