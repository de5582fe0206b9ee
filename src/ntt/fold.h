/* Reduction modulo the ring's polynomial f, once per shape: the full product
 * t[0 .. 2n-2] (over Z, or exactly modulo a large modulus) is folded in place
 * so that t[0 .. n-1] holds t mod f.  The coefficients of degree >= n are
 * folded from the top down, so a coefficient that receives a folded term and
 * itself has degree >= n is folded afterwards.  Plus the last step of every
 * NTRU Prime multiplier, the fold and the reduction modulo q (with its
 * Barrett constant).  Constant time: the loops depend on n only.
 * Internal header. */
#ifndef PQPOLY_NTT_FOLD_H
#define PQPOLY_NTT_FOLD_H

#include <stdint.h>

#include "arith/barrett.h"
#include "arith/center.h"
#include "common/debug_bounds.h"

/* f = x^p - x - 1 (NTRU Prime): x^(p+k) = x^(k+1) + x^k for k = 0 .. p-2.
 * Both targets lie below p, so t[p .. 2p-2] receive nothing and each t[k],
 * k < p, receives at most two folded terms: |t| grows by at most a factor 3.  The 16-bit form wraps like int16_t
 * arithmetic; its callers keep 3 |t| < 2^15. */
static inline void pqpoly_fold_ntrup16(int16_t *t, int p) {
    for (int i = 2 * p - 2; i >= p; i--) {
        t[i - p] = (int16_t)(t[i - p] + t[i]);
        t[i - p + 1] = (int16_t)(t[i - p + 1] + t[i]);
    }
}
static inline void pqpoly_fold_ntrup32(int32_t *t, int p) {
    for (int i = 2 * p - 2; i >= p; i--) {
        t[i - p] += t[i];
        t[i - p + 1] += t[i];
    }
}
static inline void pqpoly_fold_ntrup64(int64_t *t, int p) {
    for (int i = 2 * p - 2; i >= p; i--) {
        t[i - p] += t[i];
        t[i - p + 1] += t[i];
    }
}

/* f = x^n + 1 (Kyber, Saber, NewHope): x^(n+k) = -x^k; |t| at most doubles. */
static inline void pqpoly_fold_negacyclic64(int64_t *t, int n) {
    for (int i = 2 * n - 2; i >= n; i--) t[i - n] -= t[i];
}

/* f = x^n - x^(n/2) + 1 (NTTRU): x^(n+k) = x^(n/2+k) - x^k; a coefficient
 * receives at most 3 folded terms (one of them itself folded), so |t| grows by
 * at most a factor 4. */
static inline void pqpoly_fold_nttru64(int64_t *t, int n) {
    for (int i = 2 * n - 2; i >= n; i--) {
        t[i - n / 2] += t[i];
        t[i - n] -= t[i];
    }
}

/* The reduction modulo q of the NTRU Prime rings (multipliers and KEMs):
 * rounding Barrett with s = 40, v = round(2^40 / q) (a constant expression),
 * then one masked correction.  In any int32 x (every int32 is inside
 * PQPOLY_BARRETT32_ROUND_IN_MAX(q, 40) for q >= 2^9; for q = 3 the callers
 * keep |x| <= 3 (2^23 - 1), inside it too).  Out [-(q-1)/2, (q-1)/2]:
 * PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 2^31) <= q/2 + 8 < q before the
 * correction. */
#define PQPOLY_NTRUP_FINISH_SHIFT 40
#define PQPOLY_NTRUP_FINISH_V(q) PQPOLY_BARRETT32_VR_S(q, PQPOLY_NTRUP_FINISH_SHIFT)
static inline int16_t pqpoly_ntrup_freeze(int32_t x, int32_t q, int64_t v) {
    return (int16_t)pqpoly_center32(pqpoly_barrett_round32(x, q, v, PQPOLY_NTRUP_FINISH_SHIFT), q);
}

/* t[0 .. 2p-2]: the product over Z, |t| < 2^23.  c[0 .. p-1] = t mod
 * (x^p - x - 1, q), centered: the fold gives |t| <= 3 (2^23 - 1) before the
 * Barrett step, within PQPOLY_BARRETT32_ROUND_IN_MAX(q, 40) for every q >= 3
 * (25165823 for q = 3), and PQPOLY_BARRETT32_ROUND_OUT_BOUND_S(q, 40, 3 (2^23 - 1))
 * is (q-1)/2 for every q < 2^14, so the centering is a safeguard (|r| < q).
 * v = PQPOLY_NTRUP_FINISH_V(q). */
static inline void pqpoly_ntrup_finish(int16_t *c, int32_t *t, int p, int32_t q, int64_t v) {
    PQPOLY_ASSERT_BOUND(t, 2 * p - 1, -(1 << 23), 1 << 23);
    pqpoly_fold_ntrup32(t, p);
    for (int i = 0; i < p; i++) c[i] = pqpoly_ntrup_freeze(t[i], q, v);
}

#endif
