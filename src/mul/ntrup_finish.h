/* Last step of every NTRU Prime multiplier that computes the full product
 * over Z (or exactly modulo a large modulus): reduce modulo x^p - x - 1 and
 * modulo q, to centered representatives.  Internal header. */
#ifndef PQPOLY_MUL_NTRUP_FINISH_H
#define PQPOLY_MUL_NTRUP_FINISH_H

#include <stdint.h>

#include "common/debug_bounds.h"
#include "arith/barrett.h"
#include "arith/center.h"

/* The Barrett constant of the last step, round(2^40 / q) (a constant
 * expression; pqpoly_barrett_round32 with s = 40). */
#define PQPOLY_NTRUP_FINISH_SHIFT 40
#define PQPOLY_NTRUP_FINISH_V(q) PQPOLY_BARRETT32_VR_S(q, PQPOLY_NTRUP_FINISH_SHIFT)

/* t[0 .. 2p-2]: the product over Z, |t| < 2^23.  c[0 .. p-1] = t mod
 * (x^p - x - 1, q), centered.  Folding x^(p+k) = x^(k+1) + x^k from the top:
 * t[p .. 2p-2] receive nothing (k + p > 2p - 2 for k >= p - 1), and each
 * t[k], k < p, receives at most two folded terms, so |t| <= 3 (2^23 - 1) before
 * the Barrett step: within PQPOLY_BARRETT32_ROUND_IN_MAX(q, 40) for every q >= 3
 * (25165823 for q = 3), and PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 3 (2^23 - 1))
 * is (q-1)/2 for every q < 2^14, so the centering is a safeguard (|r| < q).
 * v = PQPOLY_NTRUP_FINISH_V(q).  The fold modulo f stays here; the reductions
 * modulo q are src/arith's. */
static inline void pqpoly_ntrup_finish(int16_t *c, int32_t *t, int p, int32_t q, int64_t v) {
    PQPOLY_ASSERT_BOUND(t, 2 * p - 1, -(1 << 23), 1 << 23);
    for (int i = 2 * p - 2; i >= p; i--) {
        t[i - p] += t[i];
        t[i - p + 1] += t[i];
    }
    for (int i = 0; i < p; i++)
        c[i] = (int16_t)pqpoly_center32(pqpoly_barrett_round32(t[i], q, v, PQPOLY_NTRUP_FINISH_SHIFT), q);
}

#endif
