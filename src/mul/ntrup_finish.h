/* Last step of every NTRU Prime multiplier that computes the full product
 * over Z (or exactly modulo a large modulus): reduce modulo x^p - x - 1 and
 * modulo q, to centered representatives.  Internal header. */
#ifndef PQPOLY_MUL_NTRUP_FINISH_H
#define PQPOLY_MUL_NTRUP_FINISH_H

#include <stdint.h>

#include "common/debug_bounds.h"
#include "ntt/modarith.h"

/* round(2^40 / q) for pqpoly_ntt_barrett16 (a constant expression). */
#define PQPOLY_BARRETT40(q) ((int64_t)((((int64_t)1 << 40) + (q) / 2) / (q)))

/* t[0 .. 2p-2]: the product over Z, |t| < 2^23.  c[0 .. p-1] = t mod
 * (x^p - x - 1, q), centered.  Folding x^(p+k) = x^(k+1) + x^k from the top:
 * t[p .. 2p-2] receive nothing (k + p > 2p - 2 for k >= p - 1), and each
 * t[k], k < p, receives at most two folded terms, so |t| < 3 * 2^23 < 2^25
 * before the Barrett step (input bound of pqpoly_ntt_barrett16). */
static inline void pqpoly_ntrup_finish(int16_t *c, int32_t *t, int p, int32_t q, int64_t v) {
    PQPOLY_ASSERT_BOUND(t, 2 * p - 1, -(1 << 23), 1 << 23);
    for (int i = 2 * p - 2; i >= p; i--) {
        t[i - p] += t[i];
        t[i - p + 1] += t[i];
    }
    for (int i = 0; i < p; i++)
        c[i] = pqpoly_ntt_center16(pqpoly_ntt_barrett16(t[i], q, v), q);
}

#endif
