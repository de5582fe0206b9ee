/* Building blocks of the NewHope-ring NTT with signed Montgomery arithmetic
 * (R = 2^16, [HZZ+22, Alg. 7]): the bit-reversal permutation, the pointwise
 * scaling by a table, and one Gentleman-Sande layer of the reference network
 * (tables and the network's shape: tools/tables/newhope.py).  Internal header.
 *
 * Bound invariant of the network: every value stays within
 * NEWHOPE_MONT_BOUND = 7700 (< 2^15 / 4), layer after layer.  A layer maps
 * x, y (|x|, |y| <= 7700) to Barrett(x + y), |.| <= (q+1)/2 = 6145 (the sum,
 * <= 15400, fits int16), and Montgomery((x - y) W) with |W| <= (q-1)/2,
 * |.| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, 15400) = 7588.  Both are <= 7700. */
#ifndef PQPOLY_NTT_NEWHOPE_MONTGOMERY_H
#define PQPOLY_NTT_NEWHOPE_MONTGOMERY_H

#include <stdint.h>

#include "ntt/newhope/arith.h"
#include "ntt/tables/newhope_brv.h"

#define NEWHOPE_MONT_BOUND 7700
_Static_assert(2 * NEWHOPE_MONT_BOUND <= INT16_MAX, "the lazy sum must fit int16");
_Static_assert(PQPOLY_MONT16_MULC_OUT_BOUND(NEWHOPE_Q, 2 * NEWHOPE_MONT_BOUND) <= NEWHOPE_MONT_BOUND,
               "Montgomery output within the invariant");
_Static_assert(NEWHOPE_BARRETT_OUT <= NEWHOPE_MONT_BOUND, "Barrett output within the invariant");
/* The forward transform's first scaling of |a| <= q lands inside too (7296). */
_Static_assert(PQPOLY_MONT16_MULC_OUT_BOUND(NEWHOPE_Q, NEWHOPE_Q) <= NEWHOPE_MONT_BOUND,
               "scaling output within the invariant");

/* r[i] <-> r[brv10(i)]: the indices are public, so the branch is too. */
static inline void newhope_bitrev(int16_t r[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) {
        unsigned j = pqpoly_newhope_brv10[i];
        if (i < j) {
            int16_t t = r[i];
            r[i] = r[j];
            r[j] = t;
        }
    }
}

/* r[i] = r[i] w[i] mod q (w in the Montgomery domain, centered).
 * In any int16.  Out |r| <= PQPOLY_MONT16_MULC_OUT_BOUND(q, 2^15) = 9216. */
static inline void newhope_mont_scale(int16_t r[NEWHOPE_N], const int16_t w[NEWHOPE_N]) {
    for (unsigned i = 0; i < NEWHOPE_N; i++) r[i] = newhope_mont_mul(r[i], w[i]);
}

/* One Gentleman-Sande layer of distance d = 2^l (l = 0 .. 9): block k
 * (positions 2dk .. 2dk + 2d - 1, k < 512 >> l) uses twiddle w[k]
 * (Montgomery domain): (x, y) -> (x + y, (x - y) w[k]).  In/out within
 * NEWHOPE_MONT_BOUND.  Shifts only, so that no compiler derives the block
 * count by a division (the division scan of tests/ct found one). */
static inline void newhope_mont_gs_layer(int16_t r[NEWHOPE_N], unsigned l, const int16_t *w) {
    unsigned d = 1u << l;
    for (unsigned k = 0; k < (512u >> l); k++) {
        int16_t wk = w[k];
        int16_t *x = r + (k << (l + 1)), *y = x + d;
        for (unsigned j = 0; j < d; j++) {
            int16_t u = x[j], v = y[j];
            x[j] = newhope_barrett((int16_t)(u + v));
            y[j] = newhope_mont_mul(u - v, wk);
        }
    }
}

#endif
